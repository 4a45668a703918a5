// The share text's NYT lines, golden: each case is written out in full, and the first line is held
// against public posts of the NYT's own share text (sources in src/shared/share-text.ts).
import { describe, expect, it } from 'vitest';
import { parseMarks } from '../../src/core/pattern';
import type { Row } from '../../src/core/types';
import { groupThousands, puzzleNumber, shareHeader, shareText, type Palette } from '../../src/shared/share-text';

const row = (guess: string, marks: string): Row => ({ guess, marks: parseMarks(marks)! });
const LIGHT: Palette = { dark: false, highContrast: false };
const DARK: Palette = { dark: true, highContrast: false };
const HIGH: Palette = { dark: false, highContrast: true };
const DARK_HIGH: Palette = { dark: true, highContrast: true };

/** A header as the public parsers read it (jlw02-go/wordle-escrow utils/parsing.ts). */
const PUBLIC_HEADER = /^Wordle\s+([\d,]{1,7})\s+([1-6X])\/6\*?$/;

describe('the puzzle number', () => {
  // Each public post carries the number of the day it was posted.
  it.each([
    ['2022-01-21', 216], // lynn/hello issue #50, "Wordle 216 3/6"
    ['2022-01-25', 220], // Cadiac/sanuli issue #11, "Wordle 220 3/6*"
    ['2022-02-23', 249], // syphon-org/syphon issue #589, "Wordle 249 5/6"
    ['2021-06-19', 0],
  ])('%s is puzzle %i', (date, n) => expect(puzzleNumber(date)).toBe(n));

  it('groups thousands with a comma, as "Wordle 1,592" does', () => {
    expect(groupThousands(1592)).toBe('1,592');
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(12345)).toBe('12,345');
  });
});

describe('the NYT lines, golden', () => {
  it('a hard-mode win in four, dark theme: the issue\'s own example', () => {
    const g = { date: '2026-09-21', won: true, hard: true, rows: [row('crane', 'bbybb'), row('sloth', 'bgbbb'), row('flame', 'ggbbg'), row('fluke', 'ggggg')] };
    expect(puzzleNumber('2026-09-21')).toBe(1920);
    expect(shareText(g, DARK)).toBe('Wordle 1,920 4/6*\n\n⬛⬛🟨⬛⬛\n⬛🟩⬛⬛⬛\n🟩🟩⬛⬛🟩\n🟩🟩🟩🟩🟩');
  });

  it('a loss is X/6, six rows, light theme', () => {
    const rows = ['bbbbb', 'ybbbb', 'gbbbb', 'ggbbb', 'gggbb', 'ggggb'].map((m, i) => row(['crane', 'sloth', 'dumpy', 'fight', 'wacky', 'zebra'][i], m));
    expect(shareText({ date: '2024-05-06', won: false, hard: false, rows }, LIGHT)).toBe(
      'Wordle 1,052 X/6\n\n⬜⬜⬜⬜⬜\n🟨⬜⬜⬜⬜\n🟩⬜⬜⬜⬜\n🟩🟩⬜⬜⬜\n🟩🟩🟩⬜⬜\n🟩🟩🟩🟩⬜',
    );
  });

  it('an archive game is shared by its own date\'s number', () => {
    const g = { date: '2022-01-25', won: true, hard: true, rows: [row('crane', 'bbgyb'), row('mount', 'bggbb'), row('pious', 'ggggg')] };
    // The same day as Cadiac/sanuli #11's post, whose squares these are: the same text.
    expect(shareText(g, LIGHT)).toBe('Wordle 220 3/6*\n\n⬜⬜🟩🟨⬜\n⬜🟩🟩⬜⬜\n🟩🟩🟩🟩🟩');
  });

  it('a win in one', () => {
    expect(shareText({ date: '2022-01-25', won: true, hard: false, rows: [row('pious', 'ggggg')] }, DARK)).toBe('Wordle 220 1/6\n\n🟩🟩🟩🟩🟩');
  });

  it('high contrast: orange for green, blue for yellow; grey follows dark or light', () => {
    const g = { date: '2022-02-23', won: true, hard: false, rows: [row('crane', 'yybbb'), row('arose', 'bbggy'), row('those', 'ggggg')] };
    expect(shareText(g, HIGH)).toBe('Wordle 249 3/6\n\n🟦🟦⬜⬜⬜\n⬜⬜🟧🟧🟦\n🟧🟧🟧🟧🟧');
    expect(shareText(g, DARK_HIGH)).toBe('Wordle 249 3/6\n\n🟦🟦⬛⬛⬛\n⬛⬛🟧🟧🟦\n🟧🟧🟧🟧🟧');
  });

  it('extra lines come after a blank line, never inside the NYT lines', () => {
    const g = { date: '2022-01-25', won: true, hard: false, rows: [row('pious', 'ggggg')] };
    expect(shareText(g, DARK, ['Skill 100 of 100', 'Best play: 3'])).toBe('Wordle 220 1/6\n\n🟩🟩🟩🟩🟩\n\nSkill 100 of 100\nBest play: 3');
  });
});

describe('the first line against the public examples', () => {
  it.each([
    // [date, rows, won, hard, the public first line]
    ['2022-01-21', 3, true, false, 'Wordle 216 3/6'],
    ['2022-01-25', 3, true, true, 'Wordle 220 3/6*'],
    ['2022-02-23', 5, true, false, 'Wordle 249 5/6'],
  ] as const)('%s → %s', (date, n, won, hard, line) => {
    const rows = Array.from({ length: n }, () => row('crane', 'bbbbb'));
    expect(shareHeader({ date, rows, won, hard })).toBe(line);
  });

  it('every header reads with the public parser, its number and score intact', () => {
    for (const [date, won, hard] of [['2025-10-27', true, false], ['2025-10-27', false, true], ['2021-07-01', true, true]] as const) {
      const rows = [row('crane', 'ggggg')];
      const m = PUBLIC_HEADER.exec(shareHeader({ date, rows, won, hard }));
      expect(m).not.toBeNull();
      expect(Number(m![1].replace(/,/g, ''))).toBe(puzzleNumber(date));
      expect(m![2]).toBe(won ? '1' : 'X');
    }
  });
});
