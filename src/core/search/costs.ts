/*
 * What a game costs, and the cheap figures the search uses before it knows a value exactly: the
 * lower bound that prunes guesses and the size-based estimate that orders them and stands in for
 * nodes below the depth limit.
 */

/** Extra cost of a game not solved within six guesses: lost games are avoided before guesses. */
export const FAIL_COST = 100;
/** A hair of cost for a game that needs its last guess: among equal trees, prefer fewer sixes. */
export const SIXTH_COST = 0.002;
/** A value above this includes lost games (no winning line costs more than ~6 guesses). */
export const LOSING = 8;

/**
 * A cost (expected guesses plus FAIL_COST per lost game) as expected guesses with a lost game
 * counted as 7, as the benchmark counts it; `loss` is the cost's chance of losing (NaN: unknown).
 */
export function guessesOf(cost: number, loss: number): number {
  return Number.isNaN(loss) ? cost : cost - (FAIL_COST - 1) * loss;
}

/** Estimated value of a set of n equally likely words: exact for 1 and 2, fitted above. */
export function estimate(n: number): number {
  if (n <= 1) return 1;
  if (n === 2) return 1.5;
  return 2 - 1 / n + Math.log(n) / Math.log(80) * 0.85;
}

/** estimate(n) for every set size a word list can have: the one-step scores need it for every group of every guess. */
export const ESTIMATES = Float64Array.from({ length: 1 << 14 }, (_, n) => estimate(n));

/**
 * Lower bound on the value of n words whose heaviest has probability pMax: one guess if n = 1;
 * otherwise at best the heaviest is guessed now and every other word next.
 */
export function lowerBound(n: number, pMax: number): number {
  return n <= 1 ? 1 : 2 - pMax;
}
