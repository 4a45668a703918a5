/*
 * The one tie rule of every strategy: among guesses of equal cost (expected guesses, a one-step
 * score, a letter score), a possible answer before any other guess, then the likelier answer,
 * then the commoner word (frequency class), and only then the word list's order, so that a tie
 * never goes to the alphabet while a guess that can win now is as good.
 */
import type { CandidateSet } from './candidates';
import { LOSS_POINT } from './loss-point';
import { wordTable } from './words';

/** Costs closer than this are equal: sums of the same fractions in another order differ by ~1e-15. */
export const COST_EPS = 1e-9;

/** Whether two costs count as equal. */
export function sameCost(a: number, b: number): boolean {
  return Math.abs(a - b) <= COST_EPS * Math.max(1, Math.abs(a), Math.abs(b));
}

/**
 * The tie order of guesses at a board with candidates `set`: negative when guess a goes first.
 * Never 0 for two different words.
 */
export function tieOrder(set: CandidateSet): (a: number, b: number) => number {
  const weight = new Map<number, number>();
  for (let c = 0; c < set.idx.length; c++) weight.set(set.idx[c], set.w[c]);
  const { frequency } = wordTable();
  return (a, b) => (weight.get(b) ?? 0) - (weight.get(a) ?? 0) || frequency[b] - frequency[a] || a - b;
}

/** Lower cost first; equal costs (sameCost) by the tie order. */
export function byCostThenTie<T>(cost: (x: T) => number, word: (x: T) => number, tie: (a: number, b: number) => number): (x: T, y: T) => number {
  return (x, y) => {
    const cx = cost(x);
    const cy = cost(y);
    return cx === cy || sameCost(cx, cy) ? tie(word(x), word(y)) : cx - cy;
  };
}

/**
 * `ranked` (in cost order) with the moves that lose less first: the least chance of losing and
 * every move within LOSS_POINT of it, in cost order, then the same from the rest. Anchored at the
 * least so that the order is one (a pairwise "within a point" is not transitive). A move whose
 * chance is unknown (NaN: its cost is only a bound) goes after those whose chance is known.
 */
export function fewestLostFirst<T extends { loss: number }>(ranked: readonly T[]): T[] {
  const known = ranked.filter((r) => !Number.isNaN(r.loss));
  const out: T[] = [];
  let rest = known;
  while (rest.length > 0) {
    const least = Math.min(...rest.map((r) => r.loss));
    out.push(...rest.filter((r) => r.loss <= least + LOSS_POINT));
    rest = rest.filter((r) => r.loss > least + LOSS_POINT);
  }
  return [...out, ...ranked.filter((r) => Number.isNaN(r.loss))];
}
