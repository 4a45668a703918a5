/*
 * Idle refinement. The panel answers every board within the live budget (250 ms, 700 ms in hard
 * mode), which on the widest boards (the second move after an unusual opener, 800-1,350
 * candidates) completes only the first, shallowest step of the anytime search. While the player
 * reads, the same board is searched again in slices: the search's memo keeps every node valued
 * in a slice, so each slice gets further than the last, until the search settles (every step
 * done) or the time allowed for the board, which grows with its candidates, is spent. A slice is
 * short so that a new board never waits long behind it (the solver is synchronous).
 *
 * The extension's background runs the slices as jobs (background/tab-solver.ts); the CLI and the
 * benchmarks run them here, with the same budgets (refine-budget.ts). Both pass each slice's answer
 * through keepShown: the word the player read first stays first unless a deeper slice finds one
 * better by more than KEEP_MARGIN, and then the answer says what changed (`changedBest`).
 */
import { refineCapMs, REFINE_SLICE_MS } from './refine-budget';
import { suggest } from './suggest';
import { keepShown } from './keep-shown';
import type { Board, Result, SuggestOptions, SuggestResult } from './types';

export interface Refined {
  /** The first answer, within the live budget. */
  first: SuggestResult;
  /** The answer after refinement (the first one when it was settled already). */
  last: SuggestResult;
  /** Time to the first answer and to the last, ms. */
  firstMs: number;
  lastMs: number;
  /** Slices run after the first answer. */
  slices: number;
}

/** suggest(), then the idle refinement's slices until the search settles or its time is spent. */
export function suggestRefined(board: Board, options: SuggestOptions = {}, now: () => number = () => performance.now()): Result<Refined> {
  const start = now();
  const r = suggest(board, options);
  if (!r.ok) return r;
  const firstMs = now() - start;
  let last = r.value;
  let slices = 0;
  const cap = refineCapMs(last.candidates);
  while (!last.settled && now() - start - firstMs < cap) {
    const next = suggest(board, { ...options, budgetMs: REFINE_SLICE_MS });
    if (!next.ok) return next;
    last = keepShown(last, next.value);
    slices++;
  }
  return { ok: true, value: { first: r.value, last, firstMs, lastMs: now() - start, slices } };
}
