// "Check my word": how a word the player types would do from the current board, beside the best
// guess. The shape is core's GuessEvaluation (src/core, evaluateGuess, issue 11's branch); it is
// written out here so the panel, the messages and their shape checks build before that lands.
// Once core exports it, this file re-exports core's type instead.
import type { Board, Result, SuggestOptions, Suggestion } from '../core/types';

export interface GuessEvaluation {
  word: string;
  /** Expected guesses to finish with this word next (a lost game counted as 7); null if unknown. */
  expectedGuesses: number | null;
  /** Chance of losing the game after it, even with the best play that follows. */
  lossChance: number;
  /** Chance that it is the answer (wins now). */
  winNowChance: number;
  /** Its place among every allowed guess, 1 = best, out of `rankedOf`. */
  rank: number;
  rankedOf: number;
  /** Whether hard mode allows it on this board, and if not, why. */
  hardValid: boolean;
  hardReason?: string;
  /** Whether it fits the board (can be the answer). */
  isCandidate: boolean;
  /** The best guess from the same board, for comparison. */
  best: Suggestion;
}

export type EvaluateGuess = (board: Board, word: string, options?: SuggestOptions) => Result<GuessEvaluation>;

/**
 * core's evaluateGuess where this build has it. Looked up by name so the worker builds before
 * issue 11's core change lands; a missing function answers a clear error instead.
 */
export function findEvaluateGuess(core: object): EvaluateGuess {
  const f: unknown = Reflect.get(core, 'evaluateGuess');
  if (typeof f === 'function') return f as EvaluateGuess;
  return () => ({ ok: false, error: 'Checking a word needs a newer solver (not in this build yet).' });
}
