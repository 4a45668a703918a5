/*
 * The anytime driver: ranks the guesses at the root under a time budget. The widths profile is
 * deepened one step at a time ([w0], [w0, w1], ... or limits.steps); the first step always
 * completes, a step that passes the deadline is abandoned (TIMEOUT), and the deepest complete
 * ranking is returned. Then, with the time left:
 *  - if every guess in the window loses games, a window four times wider is tried;
 *  - on boards of at most EXACT_MAX candidates, an exact step ranks over every allowed guess
 *    with no width or depth limit (for at most EXACT_STEP_MS).
 * One Searcher is kept warm per (model, mode) so that its memo serves later boards.
 */
import type { CandidateSet } from '../candidates';
import type { HardRequirement } from '../hard-mode';
import type { Mode } from '../types';
import { wordTable } from '../words';
import { FAIL_COST, LOSING } from './costs';
import { EXACT_SEED, NodeSearch } from './node';
import { TIMEOUT, type Frame, type Node, type RankResult, type Scored, type SearchLimits } from './types';

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
export const EXACT_STEP_MS = 150;

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

export class Searcher {
  private readonly search: NodeSearch;

  /** `universe`: the guesses allowed below the root (default every word); tests shrink it. */
  constructor(readonly mode: Mode, universe?: Uint16Array, options: { trapAware?: boolean } = {}) {
    const n = wordTable().size;
    this.search = new NodeSearch(mode, universe ?? Uint16Array.from({ length: n }, (_, i) => i));
    this.search.trapAware = options.trapAware === true && mode === 'hard';
  }

  /** Best `top` guesses at the root with their expected costs, best first (see the header). */
  rank(r: RankRequest): RankResult {
    const node: Node = { idx: r.set.idx, w: r.set.w, total: r.set.total };
    const { limits, top } = r;
    const nodesBefore = this.search.nodes;
    const result = (ranked: Scored[], completedSteps: number, exact: boolean): RankResult =>
      ({ ranked, completedSteps, exact, nodes: this.search.nodes - nodesBefore });
    if (node.idx.length <= 2) return result(this.rankTwo(r), 1, true);
    const scans = this.search.scans;
    const order = scans.order(node, r.pool, Math.max(limits.width[0], top), r.left);
    const steps = limits.deadline === Infinity ? [limits.width] : limits.steps ?? limits.width.map((_, i) => limits.width.slice(0, i + 1));
    let ranked: Scored[] = [];
    let completed = 0;
    for (let i = 0; i < steps.length; i++) {
      const profile = { width: steps[i], deadline: i === 0 ? Infinity : limits.deadline };
      try {
        ranked = this.rankAt(node, order.slice(0, Math.max(steps[i][0], top)), r, profile);
      } catch (e) {
        if (e === TIMEOUT) break;
        throw e;
      }
      completed = i + 1;
    }
    if (ranked.length && ranked[0].cost > LOSING) {
      // Every guess in the window loses games: with the time left, look four times wider with
      // the deepest profile that completed.
      const profile = { width: steps[completed - 1], deadline: limits.deadline };
      const wider = scans.order(node, r.pool, 4 * Math.max(limits.width[0], top), r.left);
      try {
        const more = this.rankAt(node, wider, r, profile);
        if (more[0].cost < ranked[0].cost) ranked = more;
      } catch (e) {
        if (e !== TIMEOUT) throw e;
      }
    }
    if (completed === steps.length && node.idx.length <= EXACT_MAX && limits.deadline !== Infinity) {
      try {
        const deadline = Math.min(limits.deadline, performance.now() + (limits.exactStepMs ?? EXACT_STEP_MS));
        return result(this.rankExact(node, r, deadline), completed, true);
      } catch (e) {
        if (e !== TIMEOUT) throw e;
      }
    }
    return result(ranked, completed, false);
  }

  /** One or two candidates: guess the likelier first (the set is heaviest, then commonest, first). */
  private rankTwo(r: RankRequest): Scored[] {
    const { set } = r;
    const other = (i: number) => (set.idx.length === 2 ? set.w[1 - i] / set.total : 0);
    const last = r.left <= 1;
    return Array.from(set.idx, (word, i) => ({ word, cost: 1 + other(i) * (last ? FAIL_COST : 1), loss: last ? other(i) : 0 })).slice(0, r.top);
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
    const bound = first.length >= r.top ? first[r.top - 1].cost : Infinity;
    const rest = scans.boundedBelow(node, r.pool, bound).filter((g) => !tried.has(g));
    return this.rankAt(node, rest, r, limits, first);
  }

  /** Costs `guesses` at the root under `limits`, keeping the best `top` (after `start`). */
  private rankAt(node: Node, guesses: number[], r: RankRequest, limits: SearchLimits, start: Scored[] = []): Scored[] {
    const results = [...start];
    const { top } = r;
    let bound = results.length >= top ? results[top - 1].cost : Infinity;
    // The root's pool may be a few guesses to rank; below it every allowed guess is open.
    const frame: Frame = { left: r.left, req: r.req, depth: 0, parentPool: this.search.allWords, limits };
    for (const g of guesses) {
      const c = this.search.costOf(node, g, frame, this.search.allWords, bound);
      results.push({ word: g, cost: c.cost, loss: c.loss });
      results.sort((a, b) => a.cost - b.cost);
      if (results.length >= top) bound = results[top - 1].cost;
    }
    return results.slice(0, top);
  }

  /** Between moves: lets the memo start over once it is large. */
  trim(): void {
    this.search.memo.trim();
  }
}
