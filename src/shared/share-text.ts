// The NYT's own share text for a finished game, byte for byte, so that the result-sharing bots that
// parse it read ours as theirs. Public examples it is checked against (test/shared/share-text.test.ts):
//   "Wordle 216 3/6" then a blank line, then one row of squares per guess, ⬛ grey (dark theme)
//       lynn/hello issue #50, 2022-01-21 (puzzle 216 is that day)
//   "Wordle 220 3/6*" (* hard mode), ⬜ grey (light theme)   Cadiac/sanuli issue #11, 2022-01-25
//   "Wordle 249 5/6", ⬛ grey                                 syphon-org/syphon issue #589, 2022-02-23
//   "Wordle 1,592 5/6", "Wordle 1592 X/6" (a thousands comma; X for a loss)
//       jlw02-go/wordle-escrow utils/parsing.ts, its header pattern /Wordle\s+([\d,]{1,7})\s+([1-6X])\/6\*?/
//   🟧 for green and 🟦 for yellow in the high-contrast palette: a Discord bot's square parser
//       (found by the search tools, 2026: "🟧" | "🟩" correct spot, "🟨" | "🟦" correct letter)
// The puzzle number is the days since 2021-06-19 (puzzle 0): each example above carries the
// number of the day it was posted. An archive game is shared the same way, by its date's
// number: no public capture of an archive-only first line was found, so none is made up.
import { dateOfDay, dayNumber } from '../core/dates';
import type { Mark, Row } from '../core/types';

/** The day of puzzle 0. */
const FIRST_DAY = dayNumber('2021-06-19');

/** The NYT's puzzle number of a date (YYYY-MM-DD, checked by the caller). */
export const puzzleNumber = (date: string): number => dayNumber(date) - FIRST_DAY;

/** The date of a puzzle number (results brought in from shared grids: shared-grids.ts). */
export const puzzleDate = (n: number): string => dateOfDay(FIRST_DAY + n);

/** @internal exported for the tests. 1921 → "1,921": the grouping the NYT writes, whatever the reader's locale. */
export function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export interface Palette {
  /** The game's dark theme: grey is ⬛ (light: ⬜). */
  dark: boolean;
  /** The game's high-contrast palette: 🟧 for green, 🟦 for yellow. */
  highContrast: boolean;
}

function square(mark: Mark, p: Palette): string {
  if (mark === 'correct') return p.highContrast ? '🟧' : '🟩';
  if (mark === 'present') return p.highContrast ? '🟦' : '🟨';
  return p.dark ? '⬛' : '⬜';
}

export interface SharedGame {
  /** The puzzle's date, YYYY-MM-DD. */
  date: string;
  rows: readonly Row[];
  won: boolean;
  hard: boolean;
}

/** The first line: "Wordle 1,921 4/6*". */
export function shareHeader(g: SharedGame): string {
  const score = g.won ? String(g.rows.length) : 'X';
  return `Wordle ${groupThousands(puzzleNumber(g.date))} ${score}/6${g.hard ? '*' : ''}`;
}

/** The squares of each guess, one line per guess. */
const shareRows = (g: SharedGame, p: Palette): string[] => g.rows.map((r) => r.marks.map((m) => square(m, p)).join(''));

/**
 * The share text: the NYT's lines exactly (header, blank line, squares), then after a blank line
 * the extra lines the player picked, if any.
 */
export function shareText(g: SharedGame, p: Palette, extras: readonly string[] = []): string {
  const nyt = [shareHeader(g), '', ...shareRows(g, p)].join('\n');
  return extras.length === 0 ? nyt : `${nyt}\n\n${extras.join('\n')}`;
}
