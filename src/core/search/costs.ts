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
 * What a lost game costs. 'chance' (the live search): FAIL_COST per unit of chance, so that a
 * long shot's loss weighs what its chance does. 'word' (the offline trees of the books, over the
 * listed words only): a lost word costs half of FAIL_COST as a word (counted as weighing 1, as a
 * word not played yet does, whatever its weight) and half by its weight. A light word (an answer
 * of 2024 weighs 0.0169) is then not given up to save fewer than FAIL_COST / 2 guesses of the
 * others, where the chance rule gives it up for 1.7: fewest games lost first. Where a loss
 * cannot be avoided the lighter word is still the one lost. Where every word weighs 1 (the
 * classic and nyt lists) the two rules are the same to the bit.
 */
export type LossRule = 'chance' | 'word';

/**
 * The factor on FAIL_COST × (chance lost) when `lostWords` words weighing `lostWeight` in all are
 * lost: 1 under the chance rule; under the word rule (lostWords + lostWeight) / (2 lostWeight),
 * exactly 1 where each weighs 1.
 */
export function lossScale(rule: LossRule, lostWords: number, lostWeight: number): number {
  return rule === 'word' && lostWords > 0 && lostWeight > 0 ? (lostWords + lostWeight) / (2 * lostWeight) : 1;
}

/**
 * The cost of guessing a candidate that is the answer with chance `p`, `left` guesses left (this
 * one included), where the answer is known whenever it is not this word: one or two candidates,
 * or the last guess. At the last guess: this guess, and FAIL_COST when the answer is another
 * word (times `scale`, lossScale() of the other words). That is the guess's cost, as a ranking reports it ("≈ 1.75 guesses" for one of four
 * equally likely words); the position's value, as its parent counts it (node.ts, and per group
 * in Scans.lastButOne), adds `hair` = SIXTH_COST, because the game needed its sixth guess
 * whatever is guessed. test/core/last-guess.test.ts holds both to this definition.
 */
export function candidateCost(p: number, left: number, hair = 0, scale = 1): { cost: number; loss: number } {
  if (left <= 1) return { cost: 1 + hair + (1 - p) * FAIL_COST * scale, loss: 1 - p };
  // The other word is guessed next, with the hair of SIXTH_COST if that is the sixth guess.
  return { cost: 2 - p + (left === 2 ? SIXTH_COST * (1 - p) : 0), loss: 0 };
}

/**
 * A cost (expected guesses plus FAIL_COST per lost game, by the chance rule) as expected guesses
 * with a lost game counted as 7, as the benchmark counts it; `loss` is the cost's chance of
 * losing (NaN: unknown).
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
