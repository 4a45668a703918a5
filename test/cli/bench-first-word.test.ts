// bench-first-word's table: per mode and margin, the boards whose top word changed while the
// player read, and the gap of the word kept to the long search's best.
import { describe, expect, it } from 'vitest';
import { firstWordTable, type FirstWordBoard } from '../../src/cli/bench-first-word';

const board = (first: string, kept: string[], keptGuesses: (number | null)[], mode: FirstWordBoard['mode'] = 'normal'): FirstWordBoard => ({
  mode, opener: 'crane', rows: 1, first, kept, best: 'dalts', bestGuesses: 2.5, keptGuesses,
});

describe('firstWordTable', () => {
  it('counts changed top words and gaps per margin, a word the long search could not value as over the target, its largest gap "not valued"', () => {
    const boards = [
      board('pelts', ['dalts', 'pelts'], [2.5, 2.54]), // changed at 0, kept at the wider margin, 0.04 worse
      board('dalts', ['dalts', 'dalts'], [2.5, 2.5]),
      board('slipt', ['split', 'split'], [2.51, null]),
      board('tepal', ['tepal', 'tepal'], [2.5, 2.5], 'hard'),
    ];
    const { rows } = firstWordTable(boards, [0, 0.05]);
    expect(rows).toEqual([
      ['normal', '0.000', '3', '2 (66.7%)', '0.0033', '0.010', '1 (33.3%)'],
      ['normal', '0.050', '3', '1 (33.3%)', '0.0200', 'not valued', '2 (66.7%)'],
      ['hard', '0.000', '1', '0 (0.0%)', '0.0000', '0.000', '0 (0.0%)'],
      ['hard', '0.050', '1', '0 (0.0%)', '0.0000', '0.000', '0 (0.0%)'],
    ]);
  });
});
