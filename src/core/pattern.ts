/*
 * Feedback patterns. A colouring of five tiles is packed as a base-3 integer 0..242:
 * tile i contributes digit d_i * 3^i with 0 = grey (absent), 1 = yellow (present), 2 = green
 * (correct). ALL_GREEN = 242. The hot paths compare and bucket these integers; strings and Mark
 * arrays exist only at the API boundary.
 *
 * Marks are written as letters in two ways, both only here: players type and read g/y/b (or the
 * share squares; formatMarks, parseMarks), and stored records (kept games, hint steps) hold each
 * mark's initial c/p/a (marksCode, marksOfCode), which schema 1 of the kept games fixed.
 *
 * The colouring rule with repeated letters: greens first; then, left to right, a guessed letter is
 * yellow while the answer still has unmatched copies of it, grey after that.
 */
import type { Mark } from './types';

export const PATTERN_COUNT = 243;
export const ALL_GREEN = 242;
const POW3 = [1, 3, 9, 27, 81];

const counts = new Uint8Array(26);

/** Pattern of guess word g against answer word a, both given as letter codes at offsets. */
export function patternOf(letters: Uint8Array, g: number, a: number): number {
  const go = 5 * g;
  const ao = 5 * a;
  let p = 0;
  // Unmatched answer letters are counted after greens are taken out.
  for (let i = 0; i < 5; i++) {
    const gl = letters[go + i];
    const al = letters[ao + i];
    if (gl === al) p += 2 * POW3[i];
    else counts[al]++;
  }
  for (let i = 0; i < 5; i++) {
    const gl = letters[go + i];
    if (gl !== letters[ao + i] && counts[gl] > 0) {
      counts[gl]--;
      p += POW3[i];
    }
  }
  for (let i = 0; i < 5; i++) counts[letters[ao + i]] = 0;
  return p;
}

const scratch = new Uint8Array(10);

/** Pattern of two words given as strings (five lowercase letters each). */
export function scoreWords(guess: string, answer: string): number {
  for (let i = 0; i < 5; i++) {
    scratch[i] = guess.charCodeAt(i) - 97;
    scratch[5 + i] = answer.charCodeAt(i) - 97;
  }
  return patternOf(scratch, 0, 1);
}

const MARK_DIGIT: Record<Mark, number> = { absent: 0, present: 1, correct: 2 };
const DIGIT_MARK: Mark[] = ['absent', 'present', 'correct'];

export function marksToPattern(marks: readonly Mark[]): number {
  let p = 0;
  for (let i = 0; i < 5; i++) p += MARK_DIGIT[marks[i]] * POW3[i];
  return p;
}

export function patternToMarks(p: number): Mark[] {
  const out: Mark[] = [];
  for (let i = 0; i < 5; i++) {
    out.push(DIGIT_MARK[p % 3]);
    p = Math.floor(p / 3);
  }
  return out;
}

const INITIAL_MARK: Record<string, Mark> = { c: 'correct', p: 'present', a: 'absent' };

/** One tile of marksCode, as a pattern's source: for checks that compose it. */
export const MARK_CODE = '[cpa]';

/** Marks as stored records write them: each mark's initial (a winning row: ccccc). */
export function marksCode(marks: readonly Mark[]): string {
  return marks.map((m) => m[0]).join('');
}

/** A marksCode back to marks; null when a letter is not one of c, p, a. */
export function marksOfCode(code: string): Mark[] | null {
  const marks: Mark[] = [];
  for (const ch of code) {
    const m = INITIAL_MARK[ch];
    if (!m) return null;
    marks.push(m);
  }
  return marks;
}

const LETTER_OF: Record<Mark, string> = { absent: 'b', present: 'y', correct: 'g' };

/** Marks as five letters of g (green), y (yellow), b (grey), the CLI's format. */
export function formatMarks(marks: readonly Mark[]): string {
  return marks.map((m) => LETTER_OF[m]).join('');
}

const MARK_OF: Record<string, Mark> = {
  g: 'correct', y: 'present', b: 'absent', '.': 'absent', '-': 'absent', x: 'absent',
  '🟩': 'correct', '🟧': 'correct', '🟨': 'present', '🟦': 'present', '⬛': 'absent', '⬜': 'absent',
};

/**
 * Parses marks written as g/y/b letters or as the emoji squares of NYT share text (including the
 * high-contrast orange/blue squares).
 */
export function parseMarks(text: string): Mark[] | null {
  const marks: Mark[] = [];
  for (const ch of text.trim().toLowerCase()) {
    if (ch === '\ufe0f') continue;
    const m = MARK_OF[ch];
    if (!m) return null;
    marks.push(m);
  }
  return marks.length === 5 ? marks : null;
}
