/*
 * The anytime driver: ranks the guesses at the root under a time budget. Exact at once, over
 * the whole pool: the last guess (only possible answers, likeliest first), one or two
 * candidates, and two guesses left (one pass of scans.lastButOne). Otherwise the widths profile is
 * deepened one step at a time ([w0], [w0, w1], ... or limits.steps); the first step always
 * completes, a step that passes the deadline is abandoned (TIMEOUT), and the deepest complete
 * ranking is returned. Then, with the time left:
 *  - in hard mode, if the best in the window loses a point or more (ranking.ts, LOSS_POINT), every
 *    allowed guess is costed, and the moves that lose less are put first (fewestLostFirst);
 *  - else, if every guess in the window loses games, a window four times wider is tried;
 *  - on boards of at most EXACT_MAX candidates, an exact step ranks over every allowed guess
 *    with no width or depth limit (for at most EXACT_STEP_MS).
 * Guesses of equal cost are ordered by the one tie rule of ranking.ts (possible answers first,
 * then likelier, then commoner), and at the root a guess is costed to the end when it may tie.
 * One Searcher is kept warm per (model, mode) so that its memo serves later boards. The result
 * says whether the ranking is settled (more time could not change it); if not, ranking the same
 * board again goes on from the memo, which is how the idle refinement (refine.ts) deepens it.
 */
import type { CandidateSet } from '../candidates';
import type { HardRequirement } from '../hard-mode';
import type { Mode } from '../types';
import { wordTable } from '../words';
import { LOSS_POINT } from '../loss-point';
import { byCostThenTie, COST_EPS, fewestLostFirst, tieOrder } from '../ranking';
import { candidateCost, LOSING, lossScale, type LossRule } from './costs';
import { EXACT_SEED, NodeSearch } from './node';
import { smallest } from './scans';
import { TIMEOUT, type Frame, type Node, type RankResult, type Scored, type SearchLimits } from './types';

/**
 * A board with at most this many candidates gets a last anytime step that is exact: every allowed
 * guess at every node, no width or depth limit, as long as the time budget allows.
 */
const EXACT_MAX = 30;
/**
 * The most the exact step may take: on most small boards it needs a few ms, on some hard-mode
 * ones more than the whole budget, which would make the player wait for a ranking the earlier
 * steps have usually got right already.
 */
const EXACT_STEP_MS = 150;

/** Guesses costed between two keeps of the whole pool's look (hard mode, rank()). */
const WHOLE_POOL_SLICE = 32;

/** What to rank: a root position and the guesses to rank there. */
export interface RankRequest {
  set: CandidateSet;
  /** The guesses to rank (every allowed guess, or a few to value, as the analysis does). */
  pool: Uint16Array;
  /** Guesses left, this one included. */
  left: number;
  /** The hard-mode requirement of the board; null in normal mode. */
  req: HardRequirement | null;
  limits: SearchLimits;
  /** How many of the best guesses to return. */
  top: number;
}

/** The root's pruning bound: loose enough that a guess tying with the top-th is costed to the end. */
const tieSlack = (bound: number) => bound + 2 * COST_EPS * Math.max(1, Math.abs(bound));

const byScore = (tie: (a: number, b: number) => number) => byCostThenTie<Scored>((s) => s.cost, (s) => s.word, tie);

export class Searcher {
  private readonly search: NodeSearch;
  /** The last root rank() was called at (its memo key). */
  private lastRootId = '';
  /** The last root's one-step rankings, by width and pool (rootOrder). */
  private readonly rootOrders = new Map<string, number[]>();
  /** The best `top` guesses rankAt() has costed so far (what a step cut off by the deadline had found). */
  private costed: Scored[] = [];
  /** The tie order of the current rank() call. */
  private tie: (a: number, b: number) => number = (a, b) => a - b;

  /**
   * `universe`: the guesses allowed below the root (default every word); tests shrink it.
   * `lossRule`: what a lost game costs (costs.ts): by its chance (default, the live search) or
   * per word (the offline trees). Its memo holds values of that rule only.
   */
  constructor(readonly mode: Mode, universe?: Uint16Array, options: { trapAware?: boolean; lossRule?: LossRule } = {}) {
    const n = wordTable().size;
    this.search = new NodeSearch(mode, universe ?? Uint16Array.from({ length: n }, (_, i) => i), options.lossRule);
    this.search.trapAware = options.trapAware === true && mode === 'hard';
  }

  /** Best `top` guesses at the root with their expected costs, best first (see the header). */
  rank(r: RankRequest): RankResult {
    const node: Node = { idx: r.set.idx, w: r.set.w, total: r.set.total };
    const { limits, top } = r;
    const nodesBefore = this.search.nodes;
    // Hard mode puts the moves that lose less first (ranking.ts); normal mode's order is the cost's.
    const result = (ranked: Scored[], completedSteps: number, exact: boolean, settled = exact): RankResult =>
      ({ ranked: this.mode === 'hard' ? fewestLostFirst(ranked) : ranked, completedSteps, exact, settled, nodes: this.search.nodes - nodesBefore });
    this.tie = tieOrder(r.set);
    // A new board lets a large memo start over; the same board searched again (the idle
    // refinement's slices) keeps it, as it holds the progress of the slices before.
    const rootId = this.search.memo.key(node, r.left, r.req, '');
    if (rootId !== this.lastRootId) {
      this.search.memo.trim();
      this.rootOrders.clear();
    }
    this.lastRootId = rootId;
    if (r.left <= 1 || node.idx.length <= 2) return result(this.rankFew(node, r), 1, true);
    if (r.left === 2) return result(this.rankLastButOne(node, r), 1, true);
    const scans = this.search.scans;
    const order = this.rootOrder(node, r, Math.max(limits.width[0], top));
    const steps = limits.deadline === Infinity ? [limits.width] : limits.steps ?? limits.width.map((_, i) => limits.width.slice(0, i + 1));
    let ranked: Scored[] = [];
    let completed = 0;
    for (let i = 0; i < steps.length; i++) {
      const profile = { width: steps[i], deadline: i === 0 && !limits.firstStepStops ? Infinity : limits.deadline };
      const window = order.slice(0, Math.max(steps[i][0], top));
      // The best so far is costed first: a step the deadline cuts off has then valued it deeper,
      // and for a single answer any guess that step valued lower is the better move.
      const best = top === 1 && ranked.length ? window.indexOf(ranked[0].word) : -1;
      if (best > 0) window.unshift(...window.splice(best, 1));
      try {
        ranked = this.rankAt(node, window, r, profile);
      } catch (e) {
        if (e !== TIMEOUT) throw e;
        if (best >= 0 && this.costed.length > 0 && this.costed[0].word !== ranked[0].word) ranked = this.costed.slice();
        break;
      }
      completed = i + 1;
    }
    // Hard mode: the best in the window loses a point or more. A move outside it may lose less
    // (SLATE, RIPEN under nyt: FREED, the window's best, loses 2.2%, GYRED, far down the one-step
    // order, none), so every allowed guess is costed, a slice at a time so that what the deadline
    // cuts off keeps the slices before; the trap line's "the best play still loses" is then the
    // least of them all. Cut off, the ranking is not settled (the idle refinement goes on).
    let wholePoolDue = false;
    if (ranked.length && this.mode === 'hard' && !(ranked[0].loss < LOSS_POINT)) {
      const profile = { width: steps[completed - 1], deadline: limits.deadline };
      const seen = new Set(ranked.map((s) => s.word));
      wholePoolDue = true;
      try {
        const rest = scans.order(node, r.pool, r.pool.length, r.left, limits.deadline).filter((g) => !seen.has(g));
        for (let k = 0; k < rest.length; k += WHOLE_POOL_SLICE) ranked = this.rankAt(node, rest.slice(k, k + WHOLE_POOL_SLICE), r, profile, ranked);
        wholePoolDue = false;
      } catch (e) {
        if (e !== TIMEOUT) throw e;
      }
    } else if (ranked.length && ranked[0].cost > LOSING) {
      // Every guess in the window loses games: with the time left, look four times wider with
      // the deepest profile that completed.
      const profile = { width: steps[completed - 1], deadline: limits.deadline };
      try {
        const wider = scans.order(node, r.pool, 4 * Math.max(limits.width[0], top), r.left, limits.deadline);
        const more = this.rankAt(node, wider, r, profile);
        if (more[0].cost < ranked[0].cost) ranked = more;
      } catch (e) {
        if (e !== TIMEOUT) throw e;
      }
    }
    // An offline tree (no deadline) asks for the exact step by giving it a time of its own.
    const exactDue = node.idx.length <= EXACT_MAX && (limits.deadline !== Infinity || limits.exactStepMs !== undefined);
    if (completed === steps.length && exactDue) {
      try {
        const deadline = Math.min(limits.deadline, performance.now() + (limits.exactStepMs ?? EXACT_STEP_MS));
        return result(this.rankExact(node, r, deadline), completed, true);
      } catch (e) {
        if (e !== TIMEOUT) throw e;
      }
    }
    // Settled when every step completed, unless the exact step was due and ran out of time.
    return result(ranked, completed, false, completed === steps.length && !exactDue && !wholePoolDue);
  }

  /**
   * The root's one-step ranking, kept while calls stay at the same root, by width and pool: the
   * idle refinement (refine.ts) searches the same board again slice after slice, and on the
   * widest boards this scan is a good part of a slice. Several are kept, as each slice is
   * followed by the answer's checks (evaluate.ts), which rank a few guesses at the same root.
   */
  private rootOrder(node: Node, r: RankRequest, width: number): number[] {
    let h = 0x811c9dc5;
    for (let k = 0; k < r.pool.length; k++) h = Math.imul(h ^ r.pool[k], 0x01000193);
    const key = `${width}:${r.pool.length}:${h >>> 0}`;
    let order = this.rootOrders.get(key);
    if (!order) this.rootOrders.set(key, (order = this.search.scans.order(node, r.pool, width, r.left)));
    return order;
  }

  /**
   * The last guess, or one or two candidates: the candidates in the pool, likeliest first (the
   * set's own order, which is the tie order). At the last guess every other guess loses every
   * game, and a candidate loses whenever the answer is another word; with one or two candidates
   * and a guess to spare, the other is guessed next. Where the pool holds no candidate (the
   * analysis valuing a played guess) its guesses are costed as any other.
   */
  private rankFew(node: Node, r: RankRequest): Scored[] {
    const { set } = r;
    const allowed = new Set(r.pool);
    const ranked: Scored[] = [];
    for (let i = 0; i < set.idx.length && ranked.length < r.top; i++) {
      if (!allowed.has(set.idx[i])) continue;
      ranked.push({ word: set.idx[i], ...candidateCost(set.w[i] / set.total, r.left, 0, this.lastScale(set, i)) });
    }
    if (ranked.length > 0) return ranked;
    return this.rankAt(node, Array.from(r.pool), r, { width: [], deadline: Infinity });
  }

  /** lossScale() of the words lost when the set's i-th candidate is guessed last and is not the answer. */
  private lastScale(set: CandidateSet, i: number): number {
    return lossScale(this.search.lossRule, set.idx.length - 1, set.total - set.w[i]);
  }

  /** Two guesses left: every guess of the pool costed exactly in one pass, best `top` kept. */
  private rankLastButOne(node: Node, r: RankRequest): Scored[] {
    const m = r.pool.length;
    const each = { cost: new Float64Array(m), loss: new Float64Array(m) };
    this.search.scans.lastButOne(node, r.pool, each);
    const cmp = byScore(this.tie);
    const at = (k: number): Scored => ({ word: r.pool[k], cost: each.cost[k], loss: each.loss[k] });
    return smallest(m, r.top, (a, b) => cmp(at(a), at(b))).map(at);
  }

  /**
   * The exact ranking: the one-step favourites, then every other guess whose lower bound is below
   * the top-th cost found, each valued with every node exact. Exact values are memoised apart
   * from widths, so the next move (a subset) starts from them.
   */
  private rankExact(node: Node, r: RankRequest, deadline: number): Scored[] {
    const limits: SearchLimits = { width: [], deadline, exact: true };
    const scans = this.search.scans;
    const seed = scans.order(node, r.pool, Math.max(EXACT_SEED, r.top), r.left);
    const first = this.rankAt(node, seed, r, limits);
    const tried = new Set(seed);
    const bound = first.length >= r.top ? tieSlack(first[r.top - 1].cost) : Infinity;
    const rest = scans.boundedBelow(node, r.pool, bound).filter((g) => !tried.has(g));
    return this.rankAt(node, rest, r, limits, first);
  }

  /** Costs `guesses` at the root under `limits`, keeping the best `top` (after `start`). */
  private rankAt(node: Node, guesses: number[], r: RankRequest, limits: SearchLimits, start: Scored[] = []): Scored[] {
    const results = [...start];
    this.costed = results;
    const { top } = r;
    const cmp = byScore(this.tie);
    let bound = results.length >= top ? tieSlack(results[top - 1].cost) : Infinity;
    // The root's pool may be a few guesses to rank; below it every allowed guess is open.
    const frame: Frame = { left: r.left, req: r.req, depth: 0, parentPool: this.search.allWords, limits };
    for (const g of guesses) {
      const c = this.search.costOf(node, g, frame, this.search.allWords, bound);
      results.push({ word: g, cost: c.cost, loss: c.loss });
      results.sort(cmp);
      // Only the best `top` are kept: on a small board thousands of guesses can tie with them
      // (any guess that splits CHAOS, PIANO and OVATE costs 2), and sorting them all, guess after
      // guess, took a second.
      if (results.length > top) results.length = top;
      if (results.length >= top) bound = tieSlack(results[top - 1].cost);
    }
    return results;
  }

  /**
   * Every guess of `pool`'s cost where one pass gives them all exactly (the last guess, two
   * guesses left, one or two candidates), aligned with the pool; null elsewhere.
   */
  exactCosts(set: CandidateSet, pool: Uint16Array, left: number): Float64Array | null {
    const node: Node = { idx: set.idx, w: set.w, total: set.total };
    const m = pool.length;
    if (left === 2 && set.idx.length > 2) {
      const each = { cost: new Float64Array(m), loss: new Float64Array(m) };
      this.search.scans.lastButOne(node, pool, each);
      return each.cost;
    }
    if (left > 2 && set.idx.length > 2) return null;
    // Few candidates or the last guess: a candidate costs as rankFew says, any other guess as costOf.
    const place = new Map<number, number>();
    for (let i = 0; i < set.idx.length; i++) place.set(set.idx[i], i);
    const frame: Frame = { left, req: null, depth: 0, parentPool: this.search.allWords, limits: { width: [], deadline: Infinity } };
    return Float64Array.from(pool, (g) => {
      const i = place.get(g);
      return i !== undefined ? candidateCost(set.w[i] / set.total, left, 0, this.lastScale(set, i)).cost : this.search.costOf(node, g, frame, this.search.allWords, Infinity).cost;
    });
  }

  /**
   * The guesses of `pool` that may cost less than `cost` (their lower bound is below it), most
   * promising first by the one-step estimate; no other guess can beat it.
   */
  rivals(set: CandidateSet, pool: Uint16Array, cost: number): number[] {
    const node: Node = { idx: set.idx, w: set.w, total: set.total };
    const scans = this.search.scans;
    const below = Uint16Array.from(scans.boundedBelow(node, pool, cost));
    const score = scans.scoresOf(node, below);
    return Array.from(below.keys()).sort((a, b) => score[a] - score[b] || a - b).map((k) => below[k]);
  }

  /** The one-step estimate of each guess of `pool` (aligned with it). */
  oneStep(set: CandidateSet, pool: Uint16Array): Float64Array {
    return this.search.scans.scoresOf({ idx: set.idx, w: set.w, total: set.total }, pool);
  }
}
