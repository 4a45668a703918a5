// The one interface every strategy implements, so that they can be compared on one benchmark.
import type { CandidateSet } from '../candidates';
import type { AnswerModel } from '../model';
import { sameCost, tieOrder } from '../ranking';
import { candidateCost } from '../search';
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
  /**
   * When a searching strategy's answer is due (a performance.now() time): the call's budget counted
   * from the moment suggest() was called, so the board's set-up (the day's model, the candidates) is
   * inside it, not on top.
   */
  readonly deadline: number;
  /** Leave the opening books out (SuggestOptions.noBooks). */
  readonly noBooks?: boolean;
  /** A slice of work ahead (SuggestOptions.slice): the search's first step may stop at the deadline too. */
  readonly slice?: boolean;
  /** Only a list the books fill, else none (SuggestOptions.booksOnly). */
  readonly booksOnly?: boolean;
  /** Told by a searching strategy whether its ranking could still improve with more time. */
  readonly onSearch?: (r: { settled: boolean }) => void;
}

export interface Choice {
  word: number;
  /**
   * The strategy's cost where it computes one: expected guesses to finish, this one included, plus
   * FAIL_COST for each lost game (search/costs.ts).
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

/**
 * The best `top` entries of `pool` by `key` (lower is better); equal keys by the tie rule of
 * ranking.ts (possible answers first, then likelier, then commoner), never by list order.
 */
export function bestBy(ctx: SearchContext, pool: Uint16Array, key: (k: number) => number, top: number): Choice[] {
  const keys = new Float64Array(pool.length);
  for (let k = 0; k < pool.length; k++) keys[k] = key(k);
  const tie = tieOrder(ctx.set);
  const order = Array.from({ length: pool.length }, (_, k) => k);
  order.sort((a, b) => (keys[a] === keys[b] || sameCost(keys[a], keys[b]) ? tie(pool[a], pool[b]) : keys[a] - keys[b]));
  return order.slice(0, top).map((k) => ({ word: pool[k] }));
}

/**
 * The last guess, whatever the strategy: only a possible answer can still win, so the
 * candidates are ranked likeliest first (the set's own order, which is the tie order), each with
 * its chance of losing (the answer is another word) and its cost as the search counts it (search/costs.ts).
 */
export function lastGuess(ctx: SearchContext, top: number): Choice[] {
  const { set } = ctx;
  return Array.from(set.idx.subarray(0, top), (word, i) => {
    const { cost, loss } = candidateCost(set.w[i] / set.total, 1);
    return { word, expectedGuesses: cost, loss };
  });
}
