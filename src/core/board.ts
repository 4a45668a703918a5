/*
 * What a board tells: per-letter count bounds, fixed and excluded positions. Used for the readable
 * summary, for naming the row that contradicts the others, and (separately, in hard-mode.ts) for
 * the NYT hard-mode rule. Candidate filtering itself compares patterns (candidates.ts), which is
 * exact by construction; this module explains.
 */
import type { Board, Knowledge, Mark, Result, Row } from './types';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

interface Facts {
  green: (string | null)[];
  notAt: Map<string, Set<number>>;
  min: Map<string, number>;
  max: Map<string, number>;
}

/** Whether the board's last row is all green: the game is won, whatever the word. */
export function isSolved(board: Board): boolean {
  const last = board[board.length - 1];
  return last !== undefined && isAllGreen(last.marks);
}

/** Whether a row's colours are all green: its guess is the answer. */
export const isAllGreen = (marks: readonly Mark[]): boolean => marks.every((m) => m === 'correct');

const ordinal = (i: number) => ['1st', '2nd', '3rd', '4th', '5th'][i];
const up = (s: string) => s.toUpperCase();

/** A row as people read it in messages: `row 2 (CRANE ⬛🟨⬛⬛🟩)`. */
function describeRow(row: Row, index: number): string {
  const sq: Record<Mark, string> = { correct: '🟩', present: '🟨', absent: '⬛' };
  return `row ${index + 1} (${up(row.guess)} ${row.marks.map((m) => sq[m]).join('')})`;
}

/** Checks that a row is well-formed: five letters a-z and five marks. */
function checkRow(row: Row): string | null {
  if (!/^[a-z]{5}$/.test(row.guess)) return `"${row.guess}" is not five letters a-z`;
  if (row.marks.length !== 5) return `${up(row.guess)} needs five colours, got ${row.marks.length}`;
  return null;
}

/** Adds one row's facts; returns why the row contradicts what is already known, or null. */
function addRow(f: Facts, row: Row): string | null {
  const { guess, marks } = row;
  const shown = new Map<string, number>();
  const greyed = new Set<string>();
  for (let i = 0; i < 5; i++) {
    const l = guess[i];
    if (marks[i] === 'absent') {
      greyed.add(l);
    } else {
      if (marks[i] === 'present' && greyed.has(l)) {
        return `its ${ordinal(i)} letter ${up(l)} is yellow after a grey ${up(l)}, which the colouring rule never shows`;
      }
      shown.set(l, (shown.get(l) ?? 0) + 1);
    }
    if (marks[i] === 'correct') {
      if (f.green[i] && f.green[i] !== l) return `its ${ordinal(i)} letter is green ${up(l)}, but it is already known to be ${up(f.green[i]!)}`;
      f.green[i] = l;
    } else {
      if (f.green[i] === l) return `its ${ordinal(i)} letter ${up(l)} is not green, but ${up(l)} is already known to be there`;
      if (!f.notAt.has(l)) f.notAt.set(l, new Set());
      f.notAt.get(l)!.add(i);
    }
  }
  for (const [l, n] of shown) f.min.set(l, Math.max(f.min.get(l) ?? 0, n));
  for (const l of greyed) {
    const n = shown.get(l) ?? 0;
    f.max.set(l, Math.min(f.max.get(l) ?? 5, n));
  }
  for (let i = 0; i < 5; i++) {
    const l = f.green[i];
    if (l && f.notAt.get(l)?.has(i)) return `${up(l)} would have to be both in and not in position ${i + 1}`;
  }
  for (const [l, lo] of f.min) {
    const hi = f.max.get(l) ?? 5;
    if (lo > hi) {
      // Earlier rows were consistent, so either this row greys a letter they showed (it set the
      // cap) or it shows more copies than they allow (it set the minimum); say which.
      if (greyed.has(l) && lo > (shown.get(l) ?? 0)) {
        return hi === 0
          ? `it shows ${up(l)} absent, but ${up(l)} is already known to be in the word`
          : `it allows at most ${hi} ${up(l)}, but at least ${lo} are already known`;
      }
      return hi === 0
        ? `it shows ${up(l)} in the word, but ${up(l)} is already known to be absent`
        : `it needs at least ${lo} ${up(l)}, but at most ${hi} is possible`;
    }
    const greens = f.green.filter((g) => g === l).length;
    if (greens > hi) return `${up(l)} is green ${greens} times, but the word has at most ${hi}`;
  }
  const total = [...f.min.values()].reduce((a, b) => a + b, 0);
  if (total > 5) return `the known letters add up to ${total}, more than five`;
  return null;
}

function emptyFacts(): Facts {
  return { green: [null, null, null, null, null], notAt: new Map(), min: new Map(), max: new Map() };
}

/** The error for a board whose row `r` no answer can show, given the rows above it, and why. */
export function contradiction(board: Board, r: number, why: string): { ok: false; error: string; code: 'contradictory' } {
  // One pair of brackets only: describeRow already brackets the row's squares.
  const others = r === 0 ? '' : r === 1 ? ', given row 1' : `, given rows 1-${r}`;
  return { ok: false, error: `Contradictory colours in ${describeRow(board[r], r)}${others}: ${why}.`, code: 'contradictory' };
}

/**
 * The facts of a board, or the first row that contradicts the rows above it, with why.
 * Only logical contradictions are found here; "no word in the dictionary fits" is candidates.ts.
 */
export function analyseBoard(board: Board): Result<Knowledge> {
  const f = emptyFacts();
  for (let r = 0; r < board.length; r++) {
    const malformed = checkRow(board[r]);
    if (malformed) return { ok: false, error: `${describeRow(board[r], r)}: ${malformed}` };
    const why = addRow(f, board[r]);
    if (why) return contradiction(board, r, why);
  }
  return { ok: true, value: toKnowledge(f) };
}

function toKnowledge(f: Facts): Knowledge {
  const present: Knowledge['present'] = [];
  const counts: Knowledge['counts'] = [];
  const absent: string[] = [];
  for (const l of LETTERS) {
    const lo = f.min.get(l) ?? 0;
    const hi = f.max.get(l);
    if (lo > 0) {
      const notAt = [...(f.notAt.get(l) ?? [])].filter((i) => f.green[i] !== l).sort();
      present.push({ letter: l, notAt });
      counts.push({ letter: l, min: lo, max: hi ?? null });
    } else if (hi === 0) {
      absent.push(l);
    }
  }
  return { greens: [...f.green], present, counts, absent };
}

/** The letters the greens fix, the others open: "_IGHT". */
export const greenPattern = (k: Pick<Knowledge, 'greens'>): string => k.greens.map((g) => (g ? up(g) : '_')).join('');

/** A readable one-paragraph summary of the knowledge, for the CLI and screen readers. */
export function describeKnowledge(k: Knowledge): string {
  const parts: string[] = [];
  if (k.greens.some(Boolean)) parts.push(`greens ${greenPattern(k)}`);
  const yellow = k.present
    .filter((p) => p.notAt.length > 0)
    .map((p) => `${up(p.letter)} (not ${p.notAt.map((i) => i + 1).join(',')})`);
  if (yellow.length) parts.push(`in the word ${yellow.join(', ')}`);
  const exact = k.counts.filter((c) => c.max !== null || c.min > 1);
  const countText = exact.map((c) =>
    c.max === c.min ? `exactly ${c.min} ${up(c.letter)}` : `at least ${c.min} ${up(c.letter)}`,
  );
  if (countText.length) parts.push(countText.join(', '));
  if (k.absent.length) parts.push(`absent ${k.absent.map(up).join(' ')}`);
  return parts.length ? parts.join('; ') : 'nothing known yet';
}
