// One-step greedy rules over the partition statistics: each ranks every allowed guess by one
// figure of how it splits the candidates, preferring a guess that can itself be the answer on ties.
import { poolStats, type PoolStats } from '../partition';
import { bestBy, type SearchContext, type Strategy } from './strategy';

const EPS = 1e-9;

function greedy(key: (s: PoolStats, k: number, ctx: SearchContext) => number): Strategy {
  return {
    choose(ctx, top) {
      if (ctx.set.idx.length <= 2) return Array.from(ctx.set.idx.subarray(0, top), (word) => ({ word }));
      const s = poolStats(ctx.set, ctx.pool);
      const w = ctx.set.total;
      return bestBy(ctx.pool, (k) => key(s, k, ctx) - (s.selfWeight[k] / w) * EPS * 10, top);
    },
  };
}

/** Expected information (3Blue1Brown's and 003-decision-tree's rule). */
export const entropy = greedy((s, k) => -s.bits[k]);

/** Expected candidates left: Σ (group probability)² (002-expected-remaining's rule). */
export const expectedRemaining = greedy((s, k, ctx) => s.sumSq[k] / ctx.set.total);

/** Smallest worst case, then expected remaining. */
export const minimax = greedy((s, k, ctx) => s.worst[k] + (s.sumSq[k] / ctx.set.total) / 1e5);

/** Most groups, then expected remaining. */
export const mostParts = greedy((s, k, ctx) => -s.groups[k] + (s.sumSq[k] / ctx.set.total) / 1e5);
