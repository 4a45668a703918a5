/*
 * The node recursion: value(S, frame) is the least expected number of guesses to finish from
 * candidate set S (probability = weight / total) with frame.left guesses left, the guess made
 * now included; a game not solved within them costs FAIL_COST extra (per unit of chance, or offline
 * per word: costs.LossRule). For a guess g:
 *   cost(g) = 1 + Σ over colour groups b ≠ all-green of P(b) · value(b, left - 1).
 * A depth-limited branch and bound:
 *  - exact shortcuts: no guess left (lost); one or two words; the last guess (the likeliest
 *    word, lost if it is another); a candidate that
 *    splits the rest into singletons; one guess to follow (scans.lastButOne, over the whole pool);
 *  - otherwise the frame.limits.width[depth] guesses with the best one-step scores are costed,
 *    and a guess is abandoned as soon as its partial cost plus a lower bound for the groups not
 *    yet valued reaches the best found;
 *  - below the last width, a set's value is estimated from its size (costs.estimate);
 *  - with limits.exact, every allowed guess whose lower bound can beat the best is costed, at
 *    every depth (the exact step);
 *  - past limits.deadline a TIMEOUT is thrown, and the anytime driver keeps its last ranking.
 *    The clock is read at each node expanded, and where guesses are costed or a group valued
 *    in one pass (lastButOne) once CHECK_WORK of scanning has passed since the last read: the
 *    exact step's nodes cost thousands of guesses each, over groups valued in one pass, and
 *    read at node entry only it passed a 250 ms budget by seconds (SLATE, MADAR: 2 s).
 */
import { extendRequirement } from '../hard-mode';
import type { Mode } from '../types';
import { wordTable } from '../words';
import { candidateCost, estimate, FAIL_COST, LOSING, lossScale, lowerBound, SIXTH_COST, type LossRule } from './costs';
import { lockedFamilyLoss } from './families';
import { Splitter } from './groups';
import { HardPools } from './hard-pools';
import { EXACT, Memo } from './memo';
import { pickOrder, Scans, type NodeOrders } from './scans';
import { TIMEOUT, type Frame, type Node, type SearchLimits, type Value } from './types';

/** The one-step favourites costed first at an exact node: usually the best is among them. */
export const EXACT_SEED = 8;
/** How many of a node's best guesses by each order are kept (orderAt): the widths below the root. */
const ORDER_KEEP = 16;
/** Nodes whose orders are kept before the store starts over (some 100 bytes each with the key). */
const MAX_ORDERS = 100_000;
/**
 * The most scanning (guesses × candidates bucketed, Scans.work) between two reads of the clock
 * against a finite deadline: a few ms of a 2-core machine. Nodes expanded read it anyway, so the
 * steps that expand nodes read it as often as before, and the work clock (src/cli/work-clock.ts)
 * counts the exact step's work as it did, about, instead of not at all.
 */
const CHECK_WORK = 1 << 20;

export class NodeSearch {
  readonly memo = new Memo();
  readonly scans: Scans;
  /** Nodes' one-step orders (orderAt), by set, requirement and whether worst groups count. */
  private readonly orders = new Map<string, NodeOrders>();
  private readonly groups = new Splitter();
  private readonly pools = new HardPools();
  private readonly letters = wordTable().letters;
  /** Nodes valued so far (memo misses). */
  nodes = 0;
  /** Hard mode: estimated sets count their locked trap families as lost (families.ts). */
  trapAware = false;
  /** scans.work at the last read of the clock. */
  private readAt = 0;

  /**
   * `allWords`: the guesses allowed anywhere (every word, or a test's small universe). `lossRule`:
   * what a lost game costs (costs.ts); fixed for the search's life, as its memo's values depend on it.
   */
  constructor(mode: Mode, readonly allWords: Uint16Array, readonly lossRule: LossRule = 'chance') {
    this.scans = new Scans(mode, lossRule);
  }

  /** The guesses allowed at a node of this frame. */
  poolAt(frame: Frame): Uint16Array {
    return frame.req ? this.pools.poolFor(frame.req, frame.parentPool) : this.allWords;
  }

  value(node: Node, frame: Frame): Value {
    const n = node.idx.length;
    const { left } = frame;
    const pMax = node.w[0] / node.total; // sets are kept heaviest first
    // No guess left: every game still open is lost, counted as one guess past the sixth.
    if (left <= 0) return { cost: FAIL_COST * lossScale(this.lossRule, n, node.total), loss: 1 };
    // One or two words, or the last guess: the likeliest word, then the other (or the game lost).
    if (n <= 2 || left === 1) return candidateCost(pMax, left, left === 1 ? SIXTH_COST : 0, lossScale(this.lossRule, n - 1, node.total - node.w[0]));
    const { limits, depth } = frame;
    // With one guess to follow, the value is exact whatever the widths.
    const exact = left === 2 || limits.exact === true;
    const key = this.memo.key(node, left, frame.req, exact ? EXACT : this.memo.widthsBelow(limits.width, depth, left));
    const hit = this.memo.get(key);
    if (hit !== undefined) return hit;
    this.nodes++;
    let best: Value;
    const perfect = this.groups.perfectCandidate(node);
    if (perfect >= 0) {
      best = { cost: 2 - node.w[perfect] / node.total, loss: 0 };
    } else if (left === 2) {
      // One guess after this one: every group must be a single word. Exact over the whole pool
      // in one pass, which is what keeps hard mode out of the _IGHT-style traps.
      this.checkDeadline(limits);
      best = this.scans.lastButOne(node, this.poolAt(frame));
    } else if (exact) {
      this.readClock(limits);
      best = this.exactValue(node, frame, this.poolAt(frame));
    } else if (depth >= limits.width.length) {
      // Only reached with three or more guesses left: shorter endings are valued exactly above.
      if (!this.trapAware || !frame.req) return { cost: estimate(n), loss: 0 };
      const loss = lockedFamilyLoss(node, left, frame.req);
      return { cost: estimate(n) + loss * FAIL_COST, loss };
    } else {
      this.readClock(limits);
      const pool = this.poolAt(frame);
      const width = limits.width[depth];
      best = this.bestOf(node, this.orderAt(node, frame, pool, width), frame, pool, { cost: Infinity, loss: Number.NaN });
      if (best.cost > LOSING && left >= 4 && width < pool.length) {
        // Every guess in the window loses games: look much wider before accepting that.
        best = this.bestOf(node, this.orderAt(node, frame, pool, width * 4), frame, pool, best);
      }
    }
    this.memo.set(key, best);
    return best;
  }

  /**
   * scans.order() at a node of `frame`, its scan kept: a node is expanded again at each step of
   * the anytime search that reaches it (other widths, another memo key), and by the search of
   * each word the analysis values on the same board; the scan of the whole pool is most of a
   * search's time, and its order depends only on the set, the pool (by the requirement) and
   * whether the worst groups count (scans.addsWorst), never on the widths.
   */
  private orderAt(node: Node, frame: Frame, pool: Uint16Array, width: number): number[] {
    const worst = this.scans.addsWorst(node, frame.left);
    const key = this.memo.key(node, worst ? 1 : 0, frame.req, 'order');
    let kept = this.orders.get(key);
    if (!kept || (kept.count < width && kept.byScore.length < pool.length)) {
      kept = this.scans.orders(node, pool, Math.max(width, ORDER_KEEP), worst, frame.limits.deadline);
      if (this.orders.size >= MAX_ORDERS) this.orders.clear();
      this.orders.set(key, kept);
    }
    return pickOrder(kept, width);
  }

  /** TIMEOUT past the deadline; read at each node expanded (the work clock counts these reads). */
  private readClock(limits: SearchLimits): void {
    this.readAt = this.scans.work;
    if (performance.now() > limits.deadline) throw TIMEOUT;
  }

  /** readClock() against a finite deadline once CHECK_WORK has been scanned since the last read. */
  private checkDeadline(limits: SearchLimits): void {
    if (limits.deadline !== Infinity && this.scans.work - this.readAt >= CHECK_WORK) this.readClock(limits);
  }

  /**
   * value(S) over every allowed guess: the one-step favourites first, then every other guess
   * whose lower bound (each of its groups at its own bound) is below the best found.
   */
  private exactValue(node: Node, frame: Frame, pool: Uint16Array): Value {
    const floor = lowerBound(node.idx.length, node.w[0] / node.total) + 1e-12;
    const seed = this.orderAt(node, frame, pool, EXACT_SEED);
    let best = this.bestOf(node, seed, frame, pool, { cost: Infinity, loss: Number.NaN });
    if (best.cost <= floor) return best;
    const tried = new Set(seed);
    for (const g of this.scans.boundedBelow(node, pool, best.cost)) {
      if (tried.has(g)) continue;
      const c = this.costOf(node, g, frame, pool, best.cost);
      if (c.cost < best.cost) best = c;
      if (best.cost <= floor) break;
    }
    return best;
  }

  /** The cheapest of `guesses`, or `bound` if none is cheaper. */
  private bestOf(node: Node, guesses: number[], frame: Frame, pool: Uint16Array, bound: Value): Value {
    let best = bound;
    const floor = lowerBound(node.idx.length, node.w[0] / node.total) + 1e-12;
    for (const g of guesses) {
      const c = this.costOf(node, g, frame, pool, best.cost);
      if (c.cost < best.cost) best = c;
      if (best.cost <= floor) break;
    }
    return best;
  }

  /**
   * Cost of guessing g at a node of `frame` whose allowed guesses are `pool`; as soon as it
   * cannot beat `bound` it returns a cost ≥ bound with loss NaN.
   */
  costOf(node: Node, g: number, frame: Frame, pool: Uint16Array, bound: number): Value {
    this.checkDeadline(frame.limits);
    const groups = this.groups.split(node, g);
    const total = node.total;
    // Value small groups first: cheap, and they tighten the bound early.
    groups.sort((a, b) => a.idx.length - b.idx.length);
    let lb = 1;
    for (const b of groups) lb += (b.total / total) * lowerBound(b.idx.length, b.w[0] / b.total);
    if (lb >= bound) return { cost: lb, loss: Number.NaN };
    let cost = lb;
    let loss = 0;
    const { req } = frame;
    for (const b of groups) {
      const p = b.total / total;
      // Groups of one or two are valued without a guess pool, so need no requirement.
      const childReq = req && b.idx.length > 2 ? extendRequirement(req, this.letters, g, b.pattern) : null;
      const v = this.value(b, { left: frame.left - 1, req: childReq, depth: frame.depth + 1, parentPool: pool, limits: frame.limits });
      loss += p * v.loss;
      cost += p * (v.cost - lowerBound(b.idx.length, b.w[0] / b.total));
      if (cost >= bound) return { cost, loss: Number.NaN };
    }
    return { cost, loss };
  }
}
