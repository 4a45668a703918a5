// What the panel needs to know about words and games beyond the solver's own answer, added by the
// worker (src/shared/annotate.ts) where the word tables live, so the panel never loads them:
// whether a word is on the model's answer list and how common it is, and the
// likely answers left around each guess of a finished game. All optional: a result without them
// (an older worker, a test) still shows, only without the tags.
import type { GameAnalysis, GuessAnalysis, SuggestResult } from '../core/types';

export interface WordNote {
  /** On the model's answer list (core/likely.ts: not `offList`); under history, a word played before is listed too. */
  listed: boolean;
  /** Log-frequency class 0..63 (0 = unknown), wordTable().frequency. */
  frequency: number;
}

export type NotedResult = SuggestResult & {
  /** Notes on every suggested word. */
  words?: Record<string, WordNote>;
  /**
   * The best guess that could be the answer, when no suggestion is on the answer list: found by
   * checking the likeliest few listed words (small boards only, see annotate.ts).
   */
  couldWin?: { word: string; expectedGuesses: number | null };
};

export type NotedRow = GuessAnalysis & {
  /** Likely answers (core/likely.ts) fitting before and after the guess. */
  likelyBefore?: number;
  likelyAfter?: number;
  /** The likely answers after the guess are words the NYT played before (history: nothing else on the list fit). */
  likelyAfterPlayed?: true;
};

export type NotedAnalysis = Omit<GameAnalysis, 'rows'> & { rows: NotedRow[] };

/**
 * Below this frequency class a word is "rare": most solver darlings (SALET, AMAHS, ABYSM) sit
 * below it, 96% of the NYT answer list above. A threshold on the class, not a list of words,
 * so replacement frequency data of the same shape keeps working.
 */
const RARE_BELOW = 26;

export const isRare = (note: WordNote | undefined) => note !== undefined && note.frequency < RARE_BELOW;
