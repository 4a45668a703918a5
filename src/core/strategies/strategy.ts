// The one interface every strategy implements, so that they can be compared on one benchmark.
import type { CandidateSet } from '../candidates';
import type { AnswerModel } from '../model';
import type { Board, Mode } from '../types';

export interface SearchContext {
  readonly board: Board;
  readonly set: CandidateSet;
  /** The guesses allowed now (every word, or the valid hard-mode guesses). */
  readonly pool: Uint16Array;
  readonly mode: Mode;
  readonly model: AnswerModel;
  /** Guesses left before the six-guess limit, this one included. */
  readonly guessesLeft: number;
  /** Soft time budget for searching strategies. */
  readonly budgetMs: number;
}

export interface Choice {
  word: number;
  /**
   * The strategy's cost where it computes one: expected guesses to finish, this one included, plus
   * FAIL_COST for each lost game (search.ts).
   */
  expectedGuesses?: number;
  /** The chance of losing the game that this cost includes, where known. */
  loss?: number;
  /** Whether the choice came from an opening book rather than a live search. */
  fromBook?: boolean;
}

export interface Strategy {
  /** The best `top` guesses, best first. */
  choose(ctx: SearchContext, top: number): Choice[];
}

/** Indices of the best `top` entries of `pool` by `key` (lower is better), ties by pool order. */
export function bestBy(pool: Uint16Array, key: (k: number) => number, top: number): Choice[] {
  const keys = new Float64Array(pool.length);
  for (let k = 0; k < pool.length; k++) keys[k] = key(k);
  const order = Array.from({ length: pool.length }, (_, k) => k);
  order.sort((a, b) => keys[a] - keys[b] || a - b);
  return order.slice(0, top).map((k) => ({ word: pool[k] }));
}

/** The candidates that are also in the pool (the words a "guess only possible answers" rule may pick). */
export function candidatePool(ctx: SearchContext): Uint16Array {
  // Every candidate is in the pool: in hard mode a word that fits the board keeps its greens and
  // revealed counts. (Building a Set of the 14,855-word pool per call took 80% of a bench run.)
  return ctx.set.idx;
}
