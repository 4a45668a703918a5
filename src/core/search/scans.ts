/*
 * Scans of a whole guess pool at one node, each a single pass of the bucketing loop per guess
 * (buckets.ts): the one-step scores that order guesses, the guesses whose lower bound can still
 * beat a cost, and the exact value when only one more guess will follow.
 */
import { columnsOf } from '../columns';
import { ALL_GREEN } from '../pattern';
import type { Mode } from '../types';
import { Buckets } from './buckets';
import { ESTIMATES, FAIL_COST, SIXTH_COST } from './costs';
import type { Node, Value } from './types';

/**
 * The `count` smallest of 0..n-1 under `cmp`, in order, without sorting all n (the pools are up
 * to 14,855 guesses and this runs at every node of the search).
 */
export function smallest(n: number, count: number, cmp: (a: number, b: number) => number): number[] {
  const best: number[] = [];
  for (let k = 0; k < n; k++) {
    if (best.length === count && cmp(k, best[count - 1]) >= 0) continue;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cmp(best[mid], k) <= 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, k);
    if (best.length > count) best.pop();
  }
  return best;
}

/**
 * Whether every candidate weighs exactly 1 (sets are kept heaviest first): then a bucket's weight
 * is its count, and counts alone give the same figures to the last bit.
 */
function allOnes(node: Node): boolean {
  const n = node.idx.length;
  return n > 0 && node.w[0] === 1 && node.w[n - 1] === 1 && node.total === n;
}

export class Scans {
  private readonly buckets = new Buckets();
  private scores = new Float64Array(0);
  private worst = new Int32Array(0);

  constructor(private readonly mode: Mode) {}

  /**
   * The `width` most promising guesses of `pool` by a one-step estimate (expected cost from
   * group sizes). Near the six-guess limit, and always in hard mode, where a large group means a
   * lost game, the `width` guesses with the smallest worst group are added: the guesses that
   * break up _IGHT-style families.
   */
  order(node: Node, pool: Uint16Array, width: number, left: number): number[] {
    const n = node.idx.length;
    if (this.scores.length < pool.length) {
      this.scores = new Float64Array(pool.length);
      this.worst = new Int32Array(pool.length);
    }
    const { scores, worst } = this;
    this.oneStep(node, pool);
    const chosen = smallest(pool.length, width, (a, b) => scores[a] - scores[b] || a - b);
    if ((left <= 3 || this.mode === 'hard') && n > 2) {
      const inChosen = new Set(chosen);
      const byWorst = smallest(pool.length, width, (a, b) => worst[a] - worst[b] || scores[a] - scores[b] || a - b);
      for (const k of byWorst) if (!inChosen.has(k)) chosen.push(k);
    }
    return chosen.map((k) => pool[k]);
  }

  /** The one-step estimate of every guess of `pool` (a copy, aligned with the pool). */
  scoresOf(node: Node, pool: Uint16Array): Float64Array {
    if (this.scores.length < pool.length) {
      this.scores = new Float64Array(pool.length);
      this.worst = new Int32Array(pool.length);
    }
    this.oneStep(node, pool);
    return this.scores.slice(0, pool.length);
  }

  /** One-step estimates of every guess of `pool` into scores, and its largest group into worst. */
  private oneStep(node: Node, pool: Uint16Array): void {
    // Module constants read into locals: bundlers and tsx may compile an imported binding to a
    // getter call, which in these loops cost a fifth of a scan.
    const est = ESTIMATES;
    const green = ALL_GREEN;
    const n = node.idx.length;
    const cols = columnsOf(node.idx);
    const { buckets, scores, worst } = this;
    const { weight, count, touched } = buckets;
    const total = node.total;
    if (allOnes(node)) {
      // The same figures from counts alone (a bucket's weight is its count, the total n).
      for (let k = 0; k < pool.length; k++) {
        buckets.fillCounts(cols, pool[k], n);
        let s = 1;
        let mx = 0;
        for (let j = 0; j < buckets.used; j++) {
          const p = touched[j];
          const m = count[p];
          if (p !== green) s += (m / n) * est[m];
          if (m > mx) mx = m;
        }
        buckets.clearCounts();
        scores[k] = s;
        worst[k] = mx;
      }
      return;
    }
    for (let k = 0; k < pool.length; k++) {
      buckets.fill(cols, pool[k], node.w, n);
      let s = 1;
      let mx = 0;
      for (let j = 0; j < buckets.used; j++) {
        const p = touched[j];
        if (p !== green) s += (weight[p] / total) * est[count[p]];
        if (count[p] > mx) mx = count[p];
      }
      buckets.clear();
      scores[k] = s;
      worst[k] = mx;
    }
  }

  /**
   * The guesses of `pool` whose lower bound at this node is below `bound`: one guess now plus,
   * for each colour group, its own lower bound (1 for a single word, else 2 - p(heaviest)).
   */
  boundedBelow(node: Node, pool: Uint16Array, bound: number): number[] {
    const green = ALL_GREEN;
    const n = node.idx.length;
    const cols = columnsOf(node.idx);
    const { buckets } = this;
    const { weight, count, heaviest, touched } = buckets;
    const total = node.total;
    const out: number[] = [];
    if (allOnes(node)) {
      for (let k = 0; k < pool.length; k++) {
        buckets.fillCounts(cols, pool[k], n);
        let lb = 1;
        for (let j = 0; j < buckets.used; j++) {
          const p = touched[j];
          const m = count[p];
          if (p !== green) lb += (m / n) * (m === 1 ? 1 : 2 - 1 / m);
        }
        buckets.clearCounts();
        if (lb < bound) out.push(pool[k]);
      }
      return out;
    }
    for (let k = 0; k < pool.length; k++) {
      const g = pool[k];
      buckets.fill(cols, g, node.w, n);
      let lb = 1;
      for (let j = 0; j < buckets.used; j++) {
        const p = touched[j];
        if (p !== green) lb += (weight[p] / total) * (count[p] === 1 ? 1 : 2 - heaviest[p] / weight[p]);
      }
      buckets.clear();
      if (lb < bound) out.push(g);
    }
    return out;
  }

  /**
   * value(S, 2) exactly: the best guess when only one more guess will follow it. After the
   * guess, each colour group is won only if its heaviest word is then right, so a group costs
   * one more guess plus FAIL_COST times the chance that its answer is another of its words.
   * With `each`, every guess's cost and chance of losing too (the root's exact ranking).
   */
  lastButOne(node: Node, pool: Uint16Array, each?: { cost: Float64Array; loss: Float64Array }): Value {
    const green = ALL_GREEN;
    const sixth = SIXTH_COST;
    const fail = FAIL_COST;
    const n = node.idx.length;
    const cols = columnsOf(node.idx);
    const { buckets } = this;
    const { weight, heaviest, touched } = buckets;
    const total = node.total;
    let best = Infinity;
    let bestLoss = 0;
    const ones = allOnes(node);
    const { count } = buckets;
    for (let k = 0; k < pool.length; k++) {
      if (ones) {
        buckets.fillCounts(cols, pool[k], n);
        let cost = 1;
        let loss = 0;
        for (let j = 0; j < buckets.used; j++) {
          const p = touched[j];
          const m = count[p];
          if (p !== green) {
            cost += (m / n) * (1 + sixth + (1 - 1 / m) * fail);
            loss += (m - 1) / n;
          }
        }
        buckets.clearCounts();
        if (each) {
          each.cost[k] = cost;
          each.loss[k] = loss;
        }
        if (cost < best) {
          best = cost;
          bestLoss = loss;
        }
        continue;
      }
      buckets.fill(cols, pool[k], node.w, n);
      let cost = 1;
      let loss = 0;
      for (let j = 0; j < buckets.used; j++) {
        const p = touched[j];
        if (p !== green) {
          cost += (weight[p] / total) * (1 + sixth + (1 - heaviest[p] / weight[p]) * fail);
          loss += (weight[p] - heaviest[p]) / total;
        }
      }
      buckets.clear();
      if (each) {
        each.cost[k] = cost;
        each.loss[k] = loss;
      }
      if (cost < best) {
        best = cost;
        bestLoss = loss;
      }
    }
    return { cost: best, loss: bestLoss };
  }
}
