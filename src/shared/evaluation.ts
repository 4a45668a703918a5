// "Check my word": how a word the player types would do from the current board, beside the best
// guess. core's evaluateGuess (src/core/evaluate.ts) computes it; the messages, the worker and the
// panel's mock name it by these types (type-only: nothing here loads the solver).
import type { Board, GuessEvaluation, Result, SuggestOptions } from '../core/types';

export type { GuessEvaluation } from '../core/types';

export type EvaluateGuess = (board: Board, word: string, options?: SuggestOptions) => Result<GuessEvaluation>;
