/*
 * Scans of a whole guess pool at one node, each a single pass of the bucketing loop per guess
 * (buckets.ts): the one-step scores that order guesses, the guesses whose lower bound can still
 * beat a cost, and the exact value when only one more guess will follow.
 */
import { columnsOf } from '../columns';
import { ALL_GREEN } from '../pattern';
import type { Mode } from '../types';
import { Buckets } from './buckets';
import { ESTIMATES, FAIL_COST, SIXTH_COST, type LossRule } from './costs';
import { TIMEOUT, type Node, type Value } from './types';

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

/** The best guesses of a node's pool by two one-step orders (Scans.orders). */
export interface NodeOrders {
  /** How many of each were kept: the widest order() these can answer. */
  count: number;
  byScore: Uint16Array;
  /** Empty where order() adds none (normal mode with more than three guesses left). */
  byWorst: Uint16Array;
}

/**
 * order()'s choice at `width` (at most `orders.count`): the `width` best by score, then those of
 * the `width` with the smallest worst group not already chosen.
 */
export function pickOrder(orders: NodeOrders, width: number): number[] {
  const chosen = Array.from(orders.byScore.subarray(0, width));
  if (orders.byWorst.length === 0) return chosen;
  const inChosen = new Set(chosen);
  for (const g of orders.byWorst.subarray(0, width)) if (!inChosen.has(g)) chosen.push(g);
  return chosen;
}

/** A one-step scan of at least this much work (guesses × candidates) reads the clock as it goes. */
const SCAN_CHECK_WORK = 1 << 20;
/** Guesses scanned between two of its reads of the clock (a power of two): some 20,000 candidates bucketed at least, a read costs far less. */
const SCAN_SLICE = 256;

export class Scans {
  private readonly buckets = new Buckets();
  private scores = new Float64Array(0);
  private worst = new Int32Array(0);
  /** The node being scanned, its pattern columns, and whether its weights are all 1 (begin()). */
  private node: Node | null = null;
  private cols: Uint8Array[] = [];
  private ones = false;
  /**
   * Work done so far: guesses × candidates bucketed, over every scan. The search reads the clock
   * by it where it would otherwise scan on without a look at its deadline (node.ts).
   */
  work = 0;

  constructor(private readonly mode: Mode, private readonly lossRule: LossRule = 'chance') {}

  /**
   * The `width` most promising guesses of `pool` by a one-step estimate (expected cost from
   * group sizes). Near the six-guess limit, and always in hard mode, where a large group means a
   * lost game, the `width` guesses with the smallest worst group are added: the guesses that
   * break up _IGHT-style families. Past `deadline` (performance.now()) a large scan throws TIMEOUT.
   */
  order(node: Node, pool: Uint16Array, width: number, left: number, deadline = Infinity): number[] {
    return pickOrder(this.orders(node, pool, width, this.addsWorst(node, left), deadline), width);
  }

  /** Whether order() adds the guesses with the smallest worst group at this node. */
  addsWorst(node: Node, left: number): boolean {
    return (left <= 3 || this.mode === 'hard') && node.idx.length > 2;
  }

  /**
   * The `count` guesses of `pool` with the best one-step scores, best first, and with `worst` the
   * `count` with the smallest worst group: what order() picks from at any width up to `count`
   * (a prefix of each list, as both orders are total), so that a node expanded again at another
   * width (the anytime search's next step) need not be scanned again (node.ts keeps them).
   */
  orders(node: Node, pool: Uint16Array, count: number, worst: boolean, deadline = Infinity): NodeOrders {
    if (this.scores.length < pool.length) {
      this.scores = new Float64Array(pool.length);
      this.worst = new Int32Array(pool.length);
    }
    const { scores } = this;
    const large = this.worst;
    this.oneStep(node, pool, deadline);
    const byScore = smallest(pool.length, count, (a, b) => scores[a] - scores[b] || a - b);
    const byWorst = worst ? smallest(pool.length, count, (a, b) => large[a] - large[b] || scores[a] - scores[b] || a - b) : [];
    return { count, byScore: Uint16Array.from(byScore, (k) => pool[k]), byWorst: Uint16Array.from(byWorst, (k) => pool[k]) };
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

  /**
   * One-step estimates of every guess of `pool` into scores, and its largest group into worst.
   * A scan of the whole pool over a few hundred candidates takes 20-120 ms on a busy 2-core
   * machine: against a finite `deadline` a large one reads the clock every SCAN_SLICE guesses
   * (read at the node's entry only, it carried moves that far past their budget).
   */
  private oneStep(node: Node, pool: Uint16Array, deadline = Infinity): void {
    // Module constants read into locals: bundlers and tsx may compile an imported binding to a
    // getter call, which in these loops cost a fifth of a scan.
    const est = ESTIMATES;
    const green = ALL_GREEN;
    const { scores, worst } = this;
    const { weight, count, touched } = this.buckets;
    const { n, total, ones } = this.begin(node, pool.length);
    const watch = deadline !== Infinity && n * pool.length >= SCAN_CHECK_WORK;
    for (let k = 0; k < pool.length; k++) {
      if (watch && (k & (SCAN_SLICE - 1)) === SCAN_SLICE - 1 && performance.now() > deadline) throw TIMEOUT;
      const used = this.fill(pool[k]);
      let s = 1;
      let mx = 0;
      for (let j = 0; j < used; j++) {
        const p = touched[j];
        const m = count[p];
        if (p !== green) s += ((ones ? m : weight[p]) / (ones ? n : total)) * est[m];
        if (m > mx) mx = m;
      }
      this.clear();
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
    const { weight, count, heaviest, touched } = this.buckets;
    const { n, total, ones } = this.begin(node, pool.length);
    const out: number[] = [];
    for (let k = 0; k < pool.length; k++) {
      const used = this.fill(pool[k]);
      let lb = 1;
      for (let j = 0; j < used; j++) {
        const p = touched[j];
        const m = count[p];
        const w = ones ? m : weight[p];
        if (p !== green) lb += (w / (ones ? n : total)) * (m === 1 ? 1 : 2 - (ones ? 1 : heaviest[p]) / w);
      }
      this.clear();
      if (lb < bound) out.push(pool[k]);
    }
    return out;
  }

  /**
   * value(S, 2) exactly: the best guess when only one more guess will follow it. After the
   * guess, each colour group is won only if its heaviest word is then right, so a group costs
   * one more guess plus FAIL_COST times the chance that its answer is another of its words (under
   * the word rule, times lossScale() of those words).
   * With `each`, every guess's cost and chance of losing too (the root's exact ranking).
   */
  lastButOne(node: Node, pool: Uint16Array, each?: { cost: Float64Array; loss: Float64Array }): Value {
    const green = ALL_GREEN;
    const sixth = SIXTH_COST;
    const fail = FAIL_COST;
    const perWord = this.lossRule === 'word';
    const { weight, count, heaviest, touched } = this.buckets;
    const { n, total, ones } = this.begin(node, pool.length);
    const all = ones ? n : total;
    let best = Infinity;
    let bestLoss = 0;
    for (let k = 0; k < pool.length; k++) {
      const used = this.fill(pool[k]);
      let cost = 1;
      let loss = 0;
      for (let j = 0; j < used; j++) {
        const p = touched[j];
        if (p !== green) {
          const w = ones ? count[p] : weight[p];
          const h = ones ? 1 : heaviest[p];
          // candidateCost(h / w, 1, SIXTH_COST, lossScale(...)) written out: the hot loop of the
          // last-but-one step: the group's count - 1 lost words weigh w - h.
          const lose = (1 - h / w) * fail;
          cost += (w / all) * (1 + sixth + (perWord && w > h ? lose * ((count[p] - 1 + (w - h)) / (2 * (w - h))) : lose));
          loss += (w - h) / all;
        }
      }
      this.clear();
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

  /**
   * Sets up a scan of `node`: its pattern columns and whether every candidate weighs exactly 1
   * (sets are kept heaviest first). Then a bucket's weight is its count and its heaviest word
   * weighs 1, the same figures to the last bit, and fill() counts only: skipping the two float
   * updates per candidate halves the time of a whole-pool scan. Counts the scan's `guesses` × n as work.
   */
  private begin(node: Node, guesses: number): { n: number; total: number; ones: boolean } {
    const n = node.idx.length;
    this.node = node;
    this.work += n * guesses;
    this.cols = columnsOf(node.idx);
    this.ones = n > 0 && node.w[0] === 1 && node.w[n - 1] === 1 && node.total === n;
    return { n, total: node.total, ones: this.ones };
  }

  /** Buckets the scanned node's candidates under guess g; the number of buckets touched. */
  private fill(g: number): number {
    const node = this.node!;
    if (this.ones) this.buckets.fillCounts(this.cols, g, node.idx.length);
    else this.buckets.fill(this.cols, g, node.w, node.idx.length);
    return this.buckets.used;
  }

  private clear(): void {
    if (this.ones) this.buckets.clearCounts();
    else this.buckets.clear();
  }
}
