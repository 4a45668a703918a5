/*
 * Expected-guesses search: the engine of the default strategy.
 *
 * value(S, L) is the least expected number of guesses to finish from candidate set S (word
 * indices with weights; probability = weight / total) with L guesses left, the guess made now
 * included. A game not solved within L guesses costs FAIL_COST extra, so the search first avoids
 * losing games (the traps of hard mode), then minimises guesses.
 *
 * For a guess g: cost(g) = 1 + Σ over colour groups b ≠ all-green of P(b) · value(b, L-1).
 * The search is a depth-limited branch and bound:
 *  - exact shortcuts: |S| = 1, |S| = 2, and a candidate that splits S into singletons (optimal:
 *    no guess can do better than 1 + P(not this word));
 *  - guesses ordered by a cheap one-step score (estimated cost from group sizes), only the
 *    `width` best are expanded, and a guess is abandoned as soon as its partial cost plus a lower
 *    bound for the groups not yet valued exceeds the best found;
 *  - below `depth` levels, or after the deadline, a group's value is estimated from its size;
 *  - memoised by (candidate set, guesses left, widths still to use, and in hard mode the guess
 *    requirement); exact values (one guess to follow, or the exact step) without the widths;
 *  - on boards of at most EXACT_MAX candidates, a last step with no width or depth limit.
 * Every value comes with its chance of losing (the `lost` field), so that the figures shown can
 * separate guesses from lost games.
 */
import type { CandidateSet } from './candidates';
import { column, columnsOf } from './columns';
import { extendRequirement, meetsRequirement, type HardRequirement } from './hard-mode';
import { ALL_GREEN, PATTERN_COUNT } from './pattern';
import type { Mode } from './types';
import { wordTable } from './words';

export const FAIL_COST = 100;
/** A hair of cost for a game that needs its last guess: among equal trees, prefer fewer sixes. */
export const SIXTH_COST = 0.002;
/** A value above this includes lost games (no winning line costs more than ~6 guesses). */
export const LOSING = 8;

/**
 * A board with at most this many candidates gets a last anytime step that is exact: every allowed
 * guess at every node, no width or depth limit, as long as the time budget allows.
 */
export const EXACT_MAX = 30;
/**
 * The most the exact step may take: on most small boards it needs a few ms, on some hard-mode
 * ones more than the whole budget, which would make the player wait for a ranking the earlier
 * steps have usually got right already.
 */
const EXACT_STEP_MS = 150;
/** The one-step favourites tried first at an exact node: usually the best is among them. */
const EXACT_SEED = 8;

/** Thrown through the recursion when the deadline passes; memo entries written before stay valid. */
const TIMEOUT = Symbol('search timeout');

/**
 * A cost (expected guesses plus FAIL_COST per lost game) as expected guesses with a lost game
 * counted as 7, as the benchmark counts it; `loss` is the cost's chance of losing (NaN: unknown).
 */
export function guessesOf(cost: number, loss: number): number {
  return Number.isNaN(loss) ? cost : cost - (FAIL_COST - 1) * loss;
}

export interface SearchLimits {
  /** Guesses expanded at the root and below. */
  width: number[];
  /** Deadline (performance.now() ms) after which values are estimated. */
  deadline: number;
  /**
   * The profiles the anytime search tries in turn (default: the prefixes of `width`); the first
   * always completes, the last complete one is used.
   */
  steps?: number[][];
  /** Value every node over all allowed guesses at any depth (the exact step). */
  exact?: boolean;
}

export interface Scored {
  word: number;
  cost: number;
  /**
   * The chance of losing the game with the search's play after this guess (by its own valuation:
   * groups it only estimated count as won); NaN where the search cut the guess off early.
   */
  loss: number;
}

/**
 * The `count` smallest of 0..n-1 under `cmp`, in order, without sorting all n (the pools are up
 * to 14,855 guesses and this runs at every node of the search).
 */
function smallest(n: number, count: number, cmp: (a: number, b: number) => number): number[] {
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

/** Estimated value of a set of n equally likely words: exact for 1 and 2, fitted above. */
export function estimate(n: number): number {
  if (n <= 1) return 1;
  if (n === 2) return 1.5;
  return 2 - 1 / n + Math.log(n) / Math.log(80) * 0.85;
}

/** estimate(n) for every set size a word list can have: order() needs it for every group of every guess. */
const ESTIMATES = Float64Array.from({ length: 1 << 14 }, (_, n) => estimate(n));

/** Lower bound on value(S) for n ≥ 2 words whose heaviest has probability pMax. */
function lowerBound(n: number, pMax: number): number {
  return n <= 1 ? 1 : 2 - pMax;
}

interface Node {
  idx: Uint16Array;
  w: Float64Array;
  total: number;
}

interface Group extends Node {
  pattern: number;
}

export class Searcher {
  private memo = new Map<string, number>();
  private readonly letters = wordTable().letters;
  private readonly allWords: Uint16Array;
  nodes = 0;

  /** `universe`: the guesses allowed below the root (default every word); tests shrink it. */
  constructor(readonly mode: Mode, universe?: Uint16Array) {
    const n = wordTable().size;
    this.allWords = universe ?? Uint16Array.from({ length: n }, (_, i) => i);
  }

  /**
   * Best `top` guesses at the root with their expected costs, best first. Anytime: the widths
   * profile is deepened one level at a time ([w0], [w0, w1], ...); the first level always
   * completes, a deeper one that passes the deadline is dropped, and the deepest complete
   * ranking is returned.
   */
  rank(set: CandidateSet, pool: Uint16Array, guessesLeft: number, req: HardRequirement | null, limits: SearchLimits, top: number): Scored[] {
    const node: Node = { idx: set.idx, w: set.w, total: set.total };
    this.exactRanking = set.idx.length <= 2;
    if (set.idx.length <= 2) {
      // Guess the likelier word first (the set is heaviest, then commonest, first).
      const other = (i: number) => (set.idx.length === 2 ? set.w[1 - i] / set.total : 0);
      const last = guessesLeft <= 1;
      return Array.from(set.idx, (word, i) => ({ word, cost: 1 + other(i) * (last ? FAIL_COST : 1), loss: last ? other(i) : 0 })).slice(0, top);
    }
    const order = this.order(node, pool, Math.max(limits.width[0], top), guessesLeft);
    let ranked: Scored[] = [];
    const steps = limits.deadline === Infinity
      ? [limits.width]
      : limits.steps ?? limits.width.map((_, i) => limits.width.slice(0, i + 1));
    for (let i = 0; i < steps.length; i++) {
      const profile = { width: steps[i], deadline: i === 0 ? Infinity : limits.deadline };
      try {
        ranked = this.rankAt(node, order.slice(0, Math.max(steps[i][0], top)), guessesLeft, req, profile, top);
      } catch (e) {
        if (e === TIMEOUT) break;
        throw e;
      }
      this.completedLevels = i + 1;
    }
    const allSteps = this.completedLevels === steps.length;
    if (ranked.length && ranked[0].cost > LOSING && this.completedLevels > 0) {
      // Every guess in the window loses games: with the time left, look four times wider with
      // the deepest profile that completed.
      const profile = { width: steps[this.completedLevels - 1], deadline: limits.deadline };
      const wider = this.order(node, pool, 4 * Math.max(limits.width[0], top), guessesLeft);
      try {
        const more = this.rankAt(node, wider, guessesLeft, req, profile, top);
        if (more[0].cost < ranked[0].cost) ranked = more;
      } catch (e) {
        if (e !== TIMEOUT) throw e;
      }
    }
    if (allSteps && node.idx.length <= EXACT_MAX && limits.deadline !== Infinity) {
      try {
        ranked = this.rankExact(node, pool, guessesLeft, req, Math.min(limits.deadline, performance.now() + EXACT_STEP_MS), top);
        this.exactRanking = true;
      } catch (e) {
        if (e !== TIMEOUT) throw e;
      }
    }
    return ranked;
  }

  /** Whether the last rank() finished its exact step. */
  exactRanking = false;

  /**
   * The exact ranking: the one-step favourites, then every other guess whose lower bound is below
   * the top-th cost found, each valued with every node exact. Exact values are memoised apart
   * from widths, so the next move (a subset) starts from them.
   */
  private rankExact(node: Node, pool: Uint16Array, left: number, req: HardRequirement | null, deadline: number, top: number): Scored[] {
    const limits: SearchLimits = { width: [], deadline, exact: true };
    const seed = this.order(node, pool, Math.max(EXACT_SEED, top), left);
    const first = this.rankAt(node, seed, left, req, limits, top);
    const tried = new Set(seed);
    const rest = this.boundedBelow(node, pool, first.length >= top ? first[top - 1].cost : Infinity).filter((g) => !tried.has(g));
    return this.rankAt(node, rest, left, req, limits, top, first);
  }

  /** Steps of the anytime search that the last rank() completed. */
  completedLevels = 0;

  private rankAt(node: Node, order: number[], left: number, req: HardRequirement | null, limits: SearchLimits, top: number, start: Scored[] = []): Scored[] {
    const results = [...start];
    let bound = results.length >= top ? results[top - 1].cost : Infinity;
    for (const g of order) {
      // The root's pool may be a few guesses to rank; below it every allowed guess is open.
      const c = this.costOf(node, g, this.allWords, left, req, 1, limits, bound);
      results.push({ word: g, cost: c, loss: this.lost });
      results.sort((a, b) => a.cost - b.cost);
      if (results.length >= top) bound = results[top - 1].cost;
    }
    return results.slice(0, top);
  }

  /** value(S, L) as described above; `parentPool` holds every guess the node's requirement allows. */
  value(node: Node, left: number, req: HardRequirement | null, depth: number, limits: SearchLimits, parentPool: Uint16Array): number {
    const n = node.idx.length;
    const pMax = node.w[0] / node.total; // sets are kept heaviest first
    this.lost = left <= 1 && n > 1 ? 1 - pMax : 0;
    if (n === 1) return left <= 1 ? 1 + SIXTH_COST : 1;
    if (left <= 1) return 1 + SIXTH_COST + (1 - pMax) * FAIL_COST;
    // Two words: guess the likelier; with two guesses left the other one needs the sixth.
    if (n === 2) return 2 - pMax + (left === 2 ? SIXTH_COST * (1 - pMax) : 0);
    // With one guess to follow, the value is exact whatever the widths: one entry serves every
    // step of the anytime search and every depth the set turns up at.
    const exact = left === 2 || limits.exact === true;
    const key = this.key(node, left, req, exact ? '*' : this.widthsBelow(limits.width, depth));
    const hit = this.memo.get(key);
    if (hit !== undefined) {
      this.lost = this.memoLoss.get(key) ?? 0;
      return hit;
    }
    this.nodes++;
    let best: number;
    const perfect = this.perfectCandidate(node);
    if (perfect < 0 && left === 2) {
      // One guess after this one: every group must be a single word. Exact over the whole pool
      // in one pass, which is what keeps hard mode out of the _IGHT-style traps.
      best = this.lastButOne(node, req ? this.poolFor(req, parentPool) : this.allWords);
    } else if (perfect >= 0) {
      best = 2 - node.w[perfect] / node.total;
      this.lost = 0;
    } else if (exact) {
      if (performance.now() > limits.deadline) throw TIMEOUT;
      best = this.exactValue(node, left, req, depth, limits, req ? this.poolFor(req, parentPool) : this.allWords);
    } else if (depth >= limits.width.length) {
      this.lost = 0;
      return this.estimateNode(node);
    } else {
      if (performance.now() > limits.deadline) throw TIMEOUT;
      const pool = req ? this.poolFor(req, parentPool) : this.allWords;
      const width = limits.width[depth];
      best = this.bestOf(node, this.order(node, pool, width, left), pool, left, req, depth + 1, limits, Infinity);
      if (best > LOSING && left >= 4 && width < pool.length) {
        // Every guess in the window loses games: look much wider before accepting that.
        const wider = this.order(node, pool, width * 4, left);
        best = this.bestOf(node, wider, pool, left, req, depth + 1, limits, best, this.lost);
      }
    }
    this.memo.set(key, best);
    if (this.lost > 0) this.memoLoss.set(key, this.lost);
    return best;
  }

  /**
   * value(S, L) over every allowed guess: the one-step favourites first, then every other guess
   * whose lower bound (each of its groups at its own bound) is below the best found.
   */
  private exactValue(node: Node, left: number, req: HardRequirement | null, depth: number, limits: SearchLimits, pool: Uint16Array): number {
    const floor = lowerBound(node.idx.length, node.w[0] / node.total) + 1e-12;
    const seed = this.order(node, pool, EXACT_SEED, left);
    let best = this.bestOf(node, seed, pool, left, req, depth, limits, Infinity);
    if (best <= floor) return best;
    let bestLoss = this.lost;
    const tried = new Set(seed);
    for (const g of this.boundedBelow(node, pool, best)) {
      if (tried.has(g)) continue;
      const c = this.costOf(node, g, pool, left, req, depth, limits, best);
      if (c < best) {
        best = c;
        bestLoss = this.lost;
      }
      if (best <= floor) break;
    }
    this.lost = bestLoss;
    return best;
  }

  /** The guesses of `pool` whose lower bound at this node (as in costOf) is below `bound`. */
  private boundedBelow(node: Node, pool: Uint16Array, bound: number): number[] {
    const n = node.idx.length;
    const cols = columnsOf(node.idx);
    const { bw, bmax, bc, touched } = this;
    const total = node.total;
    const out: number[] = [];
    for (let k = 0; k < pool.length; k++) {
      const g = pool[k];
      let used = 0;
      for (let c = 0; c < n; c++) {
        const p = cols[c][g];
        const w = node.w[c];
        if (bc[p]++ === 0) touched[used++] = p;
        bw[p] += w;
        if (w > bmax[p]) bmax[p] = w;
      }
      let lb = 1;
      for (let j = 0; j < used; j++) {
        const p = touched[j];
        if (p !== ALL_GREEN) lb += (bw[p] / total) * (bc[p] === 1 ? 1 : 2 - bmax[p] / bw[p]);
        bw[p] = 0;
        bmax[p] = 0;
        bc[p] = 0;
      }
      if (lb < bound) out.push(g);
    }
    return out;
  }

  /** The least cost among `guesses` (or `bound`, whose chance of losing is `boundLoss`, if none is less). */
  private bestOf(node: Node, guesses: number[], pool: Uint16Array, left: number, req: HardRequirement | null, childDepth: number, limits: SearchLimits, bound: number, boundLoss = Number.NaN): number {
    let best = bound;
    let bestLoss = boundLoss;
    const floor = lowerBound(node.idx.length, node.w[0] / node.total) + 1e-12;
    for (const g of guesses) {
      const c = this.costOf(node, g, pool, left, req, childDepth, limits, best);
      if (c < best) {
        best = c;
        bestLoss = this.lost;
      }
      if (best <= floor) break;
    }
    this.lost = bestLoss;
    return best;
  }

  /**
   * The chance of losing that goes with the value the last value(), costOf() or bestOf() call
   * returned: a second result, passed this way so that the recursion allocates no pairs.
   */
  private lost = 0;
  /** Chances of losing of memoised values, where not 0 (rare: only near the six-guess limit). */
  private memoLoss = new Map<string, number>();

  private estimateNode(node: Node): number {
    // Only reached with three or more guesses left: value() settles left <= 2 exactly.
    return estimate(node.idx.length);
  }

  /** Cost of guessing g at this node; returns ≥ bound as soon as it cannot beat it. */
  costOf(node: Node, g: number, pool: Uint16Array, left: number, req: HardRequirement | null, depth: number, limits: SearchLimits, bound: number): number {
    const groups = this.split(node, g);
    const total = node.total;
    // Value small groups first: cheap, and they tighten the bound early.
    groups.sort((a, b) => a.idx.length - b.idx.length);
    let lb = 1;
    for (const b of groups) lb += (b.total / total) * lowerBound(b.idx.length, b.w[0] / b.total);
    this.lost = Number.NaN; // until the cost is complete
    if (lb >= bound) return lb;
    let cost = lb;
    let loss = 0;
    for (const b of groups) {
      const p = b.total / total;
      // Groups of one or two are valued without a guess pool, so need no requirement.
      const childReq = req && b.idx.length > 2 ? extendRequirement(req, this.letters, g, b.pattern) : null;
      const v = this.value(b, left - 1, childReq, depth, limits, pool);
      loss += p * this.lost;
      cost += p * (v - lowerBound(b.idx.length, b.w[0] / b.total));
      if (cost >= bound) {
        this.lost = Number.NaN;
        return cost;
      }
    }
    this.lost = loss;
    return cost;
  }

  /**
   * The `width` most promising guesses by a one-step estimate (expected cost from group sizes).
   * Near the six-guess limit, where a large group means a lost game, the `width` guesses with
   * the smallest worst group are added: the guesses that break up _IGHT-style families.
   */
  order(node: Node, pool: Uint16Array, width: number, left = 6): number[] {
    const n = node.idx.length;
    if (this.scores.length < pool.length) {
      this.scores = new Float64Array(pool.length);
      this.worst = new Int32Array(pool.length);
    }
    const { scores, worst } = this;
    this.scoreGuesses(node, pool);
    const chosen = smallest(pool.length, width, (a, b) => scores[a] - scores[b] || a - b);
    if ((left <= 3 || this.mode === 'hard') && n > 2) {
      const inChosen = new Set(chosen);
      const byWorst = smallest(pool.length, width, (a, b) => worst[a] - worst[b] || scores[a] - scores[b] || a - b);
      for (const k of byWorst) if (!inChosen.has(k)) chosen.push(k);
    }
    return chosen.map((k) => pool[k]);
  }

  // Scratch for order() and lastButOne(), which run at every node: left zeroed after each use.
  private readonly bw = new Float64Array(PATTERN_COUNT);
  private readonly bc = new Int32Array(PATTERN_COUNT);
  private readonly bmax = new Float64Array(PATTERN_COUNT);
  private readonly touched = new Uint8Array(PATTERN_COUNT);
  private scores = new Float64Array(0);
  private worst = new Int32Array(0);

  /** One-step estimates of every guess of `pool` into scores/worst (largest group). */
  private scoreGuesses(node: Node, pool: Uint16Array): void {
    const n = node.idx.length;
    const cols = columnsOf(node.idx);
    const { bw, bc, touched, scores, worst } = this;
    const total = node.total;
    for (let k = 0; k < pool.length; k++) {
      const g = pool[k];
      let used = 0;
      for (let c = 0; c < n; c++) {
        const p = cols[c][g];
        if (bc[p] === 0) touched[used++] = p;
        bc[p]++;
        bw[p] += node.w[c];
      }
      let s = 1;
      let mx = 0;
      for (let j = 0; j < used; j++) {
        const p = touched[j];
        if (p !== ALL_GREEN) s += (bw[p] / total) * ESTIMATES[bc[p]];
        if (bc[p] > mx) mx = bc[p];
        bw[p] = 0;
        bc[p] = 0;
      }
      scores[k] = s;
      worst[k] = mx;
    }
  }

  /** value(S, 2) exactly: the best guess when only one more guess will follow it. */
  private lastButOne(node: Node, pool: Uint16Array): number {
    const n = node.idx.length;
    const cols = columnsOf(node.idx);
    const { bw, bmax, touched } = this;
    const total = node.total;
    let best = Infinity;
    let bestLoss = 0;
    for (let k = 0; k < pool.length; k++) {
      const g = pool[k];
      let used = 0;
      for (let c = 0; c < n; c++) {
        const p = cols[c][g];
        const w = node.w[c];
        if (bw[p] === 0) touched[used++] = p;
        bw[p] += w;
        if (w > bmax[p]) bmax[p] = w;
      }
      let cost = 1;
      let loss = 0;
      for (let j = 0; j < used; j++) {
        const p = touched[j];
        if (p !== ALL_GREEN) {
          cost += (bw[p] / total) * (1 + SIXTH_COST + (1 - bmax[p] / bw[p]) * FAIL_COST);
          loss += (bw[p] - bmax[p]) / total;
        }
        bw[p] = 0;
        bmax[p] = 0;
      }
      if (cost < best) {
        best = cost;
        bestLoss = loss;
      }
    }
    this.lost = bestLoss;
    return best;
  }

  /** A candidate (heaviest first) whose colours tell every candidate apart, or -1. */
  private perfectCandidate(node: Node): number {
    const n = node.idx.length;
    if (n > PATTERN_COUNT) return -1;
    const cols = columnsOf(node.idx);
    const seen = new Uint8Array(PATTERN_COUNT);
    const maxW = node.w[0];
    for (let i = 0; i < n && node.w[i] === maxW; i++) {
      const g = node.idx[i];
      seen.fill(0);
      let ok = true;
      for (let c = 0; c < n && ok; c++) {
        const p = cols[c][g];
        if (seen[p]) ok = false;
        seen[p] = 1;
      }
      if (ok) return i;
    }
    return -1;
  }

  /**
   * The colour groups of guess g except all-green, in order of first appearance; positions keep
   * the parent's heaviest-first order, so each group stays heaviest first. Two passes over one
   * byte per candidate, one pair of typed arrays per group, no maps.
   */
  private split(node: Node, g: number): Group[] {
    const n = node.idx.length;
    const pat = this.patterns.length >= n ? this.patterns : (this.patterns = new Uint8Array(2 * n));
    const count = this.groupCount;
    const order: number[] = [];
    for (let c = 0; c < n; c++) {
      const p = column(node.idx[c])[g];
      pat[c] = p;
      if (count[p]++ === 0) order.push(p);
    }
    const groups: Group[] = [];
    const byPattern = this.groupAt;
    for (const p of order) {
      if (p !== ALL_GREEN) {
        byPattern[p] = groups.length;
        groups.push({ idx: new Uint16Array(count[p]), w: new Float64Array(count[p]), total: 0, pattern: p });
      }
      count[p] = 0;
    }
    for (let c = 0; c < n; c++) {
      const p = pat[c];
      if (p === ALL_GREEN) continue;
      const b = groups[byPattern[p]];
      const k = count[p]++;
      b.idx[k] = node.idx[c];
      b.w[k] = node.w[c];
    }
    for (const b of groups) {
      count[b.pattern] = 0;
      let total = 0;
      for (let k = 0; k < b.w.length; k++) total += b.w[k];
      b.total = total;
    }
    return groups;
  }

  private patterns = new Uint8Array(0);
  private readonly groupCount = new Int32Array(PATTERN_COUNT);
  private readonly groupAt = new Int32Array(PATTERN_COUNT);

  private key(node: Node, left: number, req: HardRequirement | null, widths: string): string {
    // Word indices (< 2^14) as one UTF-16 unit each: far cheaper to build and hash than join(',').
    let k = `${left}:${widths}:${String.fromCharCode.apply(null, node.idx as unknown as number[])}`;
    if (req) k += `|${req.green.join(',')}|${req.min.join('')}`;
    return k;
  }

  /** The widths still to be used below `depth`, which a value depends on besides its set. */
  private widthsBelow(width: number[], depth: number): string {
    let suffixes = this.suffixes.get(width);
    if (!suffixes) this.suffixes.set(width, (suffixes = width.map((_, d) => width.slice(d).join('.'))));
    return suffixes[depth] ?? '';
  }

  private readonly suffixes = new WeakMap<number[], string[]>();
  private poolCache = new Map<string, Uint16Array>();

  /**
   * The guesses `req` allows. A child's requirement only adds to its parent's, so filtering the
   * parent's pool (often a few hundred words) gives the same pool as filtering all 14,855.
   */
  private poolFor(req: HardRequirement, parentPool: Uint16Array): Uint16Array {
    const k = `${req.green.join(',')}|${req.min.join('')}`;
    let pool = this.poolCache.get(k);
    if (!pool) {
      pool = parentPool.filter((w) => meetsRequirement(req, this.letters, w));
      if (this.poolCache.size > 5000) this.poolCache.clear();
      this.poolCache.set(k, pool);
    }
    return pool;
  }

  clear(): void {
    if (this.memo.size > 100_000) {
      this.memo.clear();
      this.memoLoss.clear();
    }
  }
}
