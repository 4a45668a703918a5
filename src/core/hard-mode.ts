// The NYT hard-mode rule: every green of an earlier row stays in place, and every revealed letter
// is used at least as many times as one row revealed it (yellows may stay where they were, greys
// may be reused). This is what the NYT game checks, not the stricter "only candidates" rule.
import type { Board } from './types';

const ordinal = ['1st', '2nd', '3rd', '4th', '5th'];

export type HardCheck = { ok: true } | { ok: false; reason: string };

export interface HardRequirement {
  /** Letter required at each position, or -1. */
  green: Int8Array;
  /** Minimum count of each letter 0..25. */
  min: Uint8Array;
}

/** A requirement as a string, for the caches keyed by it (the search's memo, the hard-mode pools). */
export const requirementKey = (req: HardRequirement): string => `${req.green.join(',')}|${req.min.join('')}`;

export function hardRequirement(board: Board): HardRequirement {
  const green = new Int8Array(5).fill(-1);
  const min = new Uint8Array(26);
  for (const row of board) {
    const seen = new Uint8Array(26);
    for (let i = 0; i < 5; i++) {
      const l = row.guess.charCodeAt(i) - 97;
      if (row.marks[i] === 'correct') green[i] = l;
      if (row.marks[i] !== 'absent') seen[l]++;
    }
    for (let l = 0; l < 26; l++) min[l] = Math.max(min[l], seen[l]);
  }
  return { green, min };
}

/**
 * The requirement after guess g (letter codes in `letters`) showed `pattern`, from letter codes
 * and pattern digits (no strings: the search calls this at every node in hard mode).
 */
export function extendRequirement(req: HardRequirement, letters: Uint8Array, g: number, pattern: number): HardRequirement {
  const green = Int8Array.from(req.green);
  const min = Uint8Array.from(req.min);
  const seen = new Uint8Array(26);
  let p = pattern;
  for (let i = 0; i < 5; i++) {
    const d = p % 3;
    p = (p - d) / 3;
    const l = letters[5 * g + i];
    if (d === 2) green[i] = l;
    if (d > 0) seen[l]++;
  }
  for (let l = 0; l < 26; l++) if (seen[l] > min[l]) min[l] = seen[l];
  return { green, min };
}

/** Whether `letters[5w..5w+5)` satisfies the requirement (the solver's fast form). */
export function meetsRequirement(req: HardRequirement, letters: Uint8Array, w: number): boolean {
  const o = 5 * w;
  for (let i = 0; i < 5; i++) if (req.green[i] >= 0 && letters[o + i] !== req.green[i]) return false;
  // One shared count buffer, cleared after use: the search filters thousands of words per node.
  for (let i = 0; i < 5; i++) have[letters[o + i]]++;
  let ok = true;
  for (let l = 0; l < 26 && ok; l++) if (have[l] < req.min[l]) ok = false;
  for (let i = 0; i < 5; i++) have[letters[o + i]] = 0;
  return ok;
}

const have = new Uint8Array(26);

/** Whether `word` is a valid next guess in hard mode after `board`, and why not. */
export function isValidHardGuess(board: Board, word: string): HardCheck {
  const w = word.toLowerCase();
  const req = hardRequirement(board);
  for (let i = 0; i < 5; i++) {
    if (req.green[i] >= 0 && w.charCodeAt(i) - 97 !== req.green[i]) {
      return { ok: false, reason: `${ordinal[i]} letter must be ${String.fromCharCode(65 + req.green[i])}` };
    }
  }
  for (let l = 0; l < 26; l++) {
    if (req.min[l] === 0) continue;
    let have = 0;
    for (const ch of w) if (ch.charCodeAt(0) - 97 === l) have++;
    if (have < req.min[l]) {
      const L = String.fromCharCode(65 + l);
      return { ok: false, reason: req.min[l] === 1 ? `Guess must contain ${L}` : `Guess must contain ${req.min[l]} ${L}'s` };
    }
  }
  return { ok: true };
}
