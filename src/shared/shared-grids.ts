// Results brought in from the NYT's share text (share-text.ts writes it; the captures it cites show
// the form): "Wordle 1,562 5/6*" (puzzle number, guesses or X, * for hard mode), then one row of
// squares per guess, in any palette (🟩🟨⬛⬜, high contrast 🟧🟦). Players keep years of these in
// chats, so a paste may hold any number of blocks among other lines; each well-formed block
// becomes a kept game of its day with its colours and no words, and each malformed one is
// reported by its line, nothing else lost.
import { marksCode, parseMarks } from '../core/pattern';
import type { Mark, ModelName } from '../core/types';
import { GAME_SCHEMA, SHARED_PLAYER, type GameRecord } from './games';
import { puzzleDate } from './share-text';

/** The header anywhere in a line (chat apps put names and times before it); thousands grouped by , . or a space. */
const HEADER = /\bWordle\s+(\d{1,2}(?:[,.\u00a0\u202f ]?\d{3})*|\d+)\s+([1-6Xx])\/6(\*?)/u;
/** A line of squares only (variation selectors and spaces allowed). */
const SQUARES = /^[\s\ufe0f]*(?:[🟩🟨⬛⬜🟧🟦][\s\ufe0f]*)+$/u;
/** How many blank lines may come between the header and the first row. */
const MAX_GAP = 2;

export interface GridProblem {
  /** 1-based line of the block's header in the pasted text. */
  line: number;
  reason: 'no-rows' | 'row-length' | 'row-count' | 'last-row' | 'won-early' | 'future' | 'conflict';
}

export interface SharedGrids {
  /** One game per day, in the order first found. */
  games: GameRecord[];
  /** Blocks found again with the same colours, merged into the first. */
  duplicates: number;
  problems: GridProblem[];
}

const isAllGreen = (marks: readonly Mark[]) => marks.every((m) => m === 'correct');

/**
 * Every share-text block in `text` as a kept game (`model`: the answer model the record names;
 * `today`: the player's date, no later puzzle is taken).
 */
export function parseSharedGrids(text: string, model: ModelName, today: string): SharedGrids {
  const lines = text.split(/\r\n|\r|\n/);
  const byDate = new Map<string, GameRecord>();
  const problems: GridProblem[] = [];
  let duplicates = 0;
  for (let i = 0; i < lines.length; i++) {
    const header = HEADER.exec(lines[i]);
    if (!header) continue;
    const line = i + 1;
    const number = Number(header[1].replace(/\D/g, ''));
    const won = header[2].toUpperCase() !== 'X';
    const expected = won ? Number(header[2]) : 6;
    // The rows: after at most MAX_GAP blank lines, every line of squares in a row.
    let j = i + 1;
    while (j < lines.length && j - i - 1 < MAX_GAP && lines[j].trim() === '') j++;
    const rows: Mark[][] = [];
    let bad: GridProblem['reason'] | null = null;
    for (; j < lines.length && SQUARES.test(lines[j]); j++) {
      const marks = parseMarks(lines[j].replace(/\s/g, ''));
      if (!marks) bad ??= 'row-length';
      else rows.push(marks);
    }
    i = Math.max(i, j - 1);
    const date = puzzleDate(number);
    if (!bad && rows.length === 0) bad = 'no-rows';
    if (!bad && rows.length !== expected) bad = 'row-count';
    if (!bad && won !== isAllGreen(rows[rows.length - 1])) bad = 'last-row';
    if (!bad && rows.slice(0, -1).some(isAllGreen)) bad = 'won-early';
    if (!bad && date > today) bad = 'future';
    if (bad) {
      problems.push({ line, reason: bad });
      continue;
    }
    const g: GameRecord = { v: GAME_SCHEMA, date, player: SHARED_PLAYER, words: '', marks: rows.map(marksCode).join(''), won, hard: header[3] === '*', model, noAnalysis: 'answer-unknown', from: 'shared' };
    const first = byDate.get(date);
    if (!first) byDate.set(date, g);
    else if (first.marks === g.marks && first.won === g.won && first.hard === g.hard) duplicates++;
    else problems.push({ line, reason: 'conflict' });
  }
  return { games: [...byDate.values()], duplicates, problems };
}
