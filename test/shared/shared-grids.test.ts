// Results brought in from pasted share texts: every block the NYT's share text makes, in any
// palette, among chat lines; malformed blocks reported by line, the rest kept.
import { describe, expect, it } from 'vitest';
import { patternToMarks, scoreWords } from '../../src/core/pattern';
import { parseGame, SHARED_PLAYER } from '../../src/shared/games';
import { parseSharedGrids } from '../../src/shared/shared-grids';
import { shareText } from '../../src/shared/share-text';

const TODAY = '2026-12-03';
const rowsFor = (words: string[], answer: string) => words.map((guess) => ({ guess, marks: patternToMarks(scoreWords(guess, answer)) }));

describe('parseSharedGrids', () => {
  it('reads back what the share text writes, in every palette, as kept games of their day', () => {
    const games = [
      { date: '2025-09-27', rows: rowsFor(['crane', 'spilt', 'stove'], 'stove'), won: true, hard: true },
      { date: '2022-01-21', rows: rowsFor(['crane', 'pound', 'bound', 'found', 'hound', 'mound'], 'wound'), won: false, hard: false },
      { date: '2026-12-02', rows: rowsFor(['adieu', 'stove'], 'stove'), won: true, hard: false },
    ];
    const palettes = [{ dark: true, highContrast: false }, { dark: false, highContrast: false }, { dark: false, highContrast: true }];
    const text = games.map((g, i) => shareText(g, palettes[i])).join('\n\n');
    const parsed = parseSharedGrids(text, 'nyt', TODAY);
    expect(parsed.problems).toEqual([]);
    expect(parsed.games.map((g) => [g.date, g.won, g.hard, g.marks!.length / 5])).toEqual([
      ['2025-09-27', true, true, 3],
      ['2022-01-21', false, false, 6],
      ['2026-12-02', true, false, 2],
    ]);
    // Each is a valid kept game: colours, no words, no analysis.
    for (const g of parsed.games) expect(parseGame(g)).toEqual(g);
    expect(parsed.games[0]).toMatchObject({ player: SHARED_PLAYER, words: '', from: 'shared', noAnalysis: 'answer-unknown' });
  });

  it('finds the blocks among chat lines, merges a block pasted twice, and reports each malformed block by its line', () => {
    const text = [
      '[09:14] Ann: morning!', // 1
      '[09:15] Ann: Wordle 1,562 3/6*', // 2
      '',
      '⬛🟨⬛⬛⬛',
      '⬛⬛🟩🟩⬛',
      '🟩🟩🟩🟩🟩',
      'nice one', // 7
      'Wordle 1562 3/6*', // 8: the same block again
      '⬛🟨⬛⬛⬛',
      '⬛⬛🟩🟩⬛',
      '🟩🟩🟩🟩🟩',
      'Wordle 1,563 4/6', // 12: three rows for 4/6
      '⬜🟨⬜⬜⬜',
      '⬜⬜🟩🟩⬜',
      '🟩🟩🟩🟩🟩',
      'Wordle 1,564 X/6', // 16: lost, but its last row is green
      ...Array(5).fill('⬜🟨⬜⬜⬜'),
      '🟩🟩🟩🟩🟩',
      'Wordle 1,565 2/6', // 23: a row of four
      '⬜🟨⬜⬜',
      '🟩🟩🟩🟩🟩',
      'Wordle 1,566 2/6', // 26: nothing after it
      'what a day',
      'Wordle 99,999 2/6', // 28: a puzzle after today
      '⬜🟨⬜⬜⬜',
      '🟩🟩🟩🟩🟩',
      'Wordle 1,562 2/6', // 31: another result for a day already read
      '⬜🟨⬜⬜⬜',
      '🟩🟩🟩🟩🟩',
      'Wordle 1,567 3/6', // 34: green before the last row
      '🟩🟩🟩🟩🟩',
      '⬜🟨⬜⬜⬜',
      '🟩🟩🟩🟩🟩',
    ].join('\n');
    const parsed = parseSharedGrids(text, 'nyt', TODAY);
    expect(parsed.games.map((g) => g.date)).toEqual(['2025-09-28']); // puzzle 1,562 (share-text.ts: days since 2021-06-19)
    expect(parsed.duplicates).toBe(1);
    expect(parsed.problems).toEqual([
      { line: 12, reason: 'row-count' },
      { line: 16, reason: 'last-row' },
      { line: 23, reason: 'row-length' },
      { line: 26, reason: 'no-rows' },
      { line: 28, reason: 'future' },
      { line: 31, reason: 'conflict' },
      { line: 34, reason: 'won-early' },
    ]);
  });

  it('finds nothing in text without a share header', () => {
    expect(parseSharedGrids('🟩🟩🟩🟩🟩\nWordle is fun', 'nyt', TODAY)).toEqual({ games: [], duplicates: 0, problems: [] });
  });
});
