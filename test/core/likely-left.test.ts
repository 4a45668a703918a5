// What a guess typically leaves (issue 51: luck in the units shown): in the likely answers the
// review's row counts, each colour pattern as likely as the model weighs its words.
import { describe, expect, it } from 'vitest';
import { boardState, likelyAmong, score, type Board } from '../../src/core/index';
import { typicalLikelyLeft } from '../../src/core/likely-left';
import { answerModel } from '../../src/core/model';
import { ALL_GREEN, marksToPattern, patternToMarks, scoreWords } from '../../src/core/pattern';
import { wordTable } from '../../src/core/words';

const DATE = '2026-12-07';

/**
 * The same figure the long way: the board after each pattern the guess can show, its likely answers
 * counted as the row counts them (likelyAmong, a win leaving the answer) and its chance the weight
 * of the words that fit it.
 */
function direct(board: Board, guess: string): number {
  const m = answerModel('history', { date: DATE });
  const before = boardState(board, m);
  if (!before.ok) throw new Error(before.error);
  const t = wordTable();
  const patterns = new Set<number>();
  for (const a of before.value.set.idx) patterns.add(scoreWords(guess, t.words[a]));
  let log = 0;
  let chances = 0;
  for (const p of patterns) {
    const after = boardState([...board, { guess, marks: patternToMarks(p) }], m);
    if (!after.ok) throw new Error(after.error);
    const chance = after.value.set.total / before.value.set.total;
    const likely = p === ALL_GREEN ? 1 : likelyAmong(m, after.value.set.idx).n;
    chances += chance;
    log += chance * Math.log2(Math.max(1, likely));
  }
  expect(chances).toBeCloseTo(1, 9);
  return 2 ** log;
}

describe('typicalLikelyLeft', () => {
  const m = answerModel('history', { date: DATE });
  const typical = (board: Board, guess: string) => {
    const s = boardState(board, m);
    if (!s.ok) throw new Error(s.error);
    return typicalLikelyLeft(m, s.value.set, wordTable().indexOf(guess));
  };

  it('CRANE on the empty board: the weighted geometric mean of the likely answers each of its patterns leaves', () => {
    const crane = typical([], 'crane');
    expect(crane).toBeCloseTo(direct([], 'crane'), 6);
    // Well under the likely answers before it (1,286 on this date) and over the one a win leaves.
    const before = boardState([], m);
    if (!before.ok) throw new Error(before.error);
    expect(crane).toBeGreaterThan(1);
    expect(crane).toBeLessThan(likelyAmong(m, before.value.set.idx).n / 10);
  });

  it('after CRANE on SPICY, for the guess played (SLUIT) and one that can be the answer (SPICY itself)', () => {
    const board: Board = [{ guess: 'crane', marks: score('crane', 'spicy') }];
    expect(marksToPattern(board[0].marks)).not.toBe(ALL_GREEN);
    for (const guess of ['sluit', 'spicy']) expect(typical(board, guess), guess).toBeCloseTo(direct(board, guess), 6);
  });
});
