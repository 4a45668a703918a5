// The budgets of the idle refinement (refine.ts), apart from the solver so that the background,
// which runs the slices as jobs, can read them without bundling the search.

/** One slice of refinement: the most a new board waits behind it. */
export const REFINE_SLICE_MS = 400;

/**
 * The refinement time a board may take, growing with its candidates: 8 ms each, at least 1 s
 * and at most 10 s (on a quiet 2-core machine the hard-mode board FUZZY all grey, 1,349
 * candidates, settles in about 3.5 s, the normal-mode JEEZE all grey, 1,223, in about 7 s).
 */
export function refineCapMs(candidates: number): number {
  return Math.min(10_000, Math.max(1000, 8 * candidates));
}
