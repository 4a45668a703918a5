// One-step greedy rules over the partition statistics: each ranks every allowed guess by one
// figure of how it splits the candidates; equal figures by the tie rule of ranking.ts (a guess
// that can itself be the answer first).
// From the empty board (the same in both modes) the rankings are precomputed by
// `npm run greedy-openings` (data/greedy-openings.ts): ranking all 14,855 guesses over every
// answer takes 0.3-0.5 s, up to 2 s in a cold worker, for a move that never changes. History's
// table is the list's end's ranking, deeper: another history (an archive date, learned answers)
// re-ranks its words under its own weights, a few ms.
import { GREEDY_OPENINGS } from '../data/greedy-openings';
import { poolStats, type PoolStats } from '../partition';
import { wordTable } from '../words';
import { bestBy, type Choice, type SearchContext, type Strategy } from './strategy';

type Key = (s: PoolStats, k: number, ctx: SearchContext) => number;

export const GREEDY_KEYS = {
  /** Expected information (3Blue1Brown's and 003-decision-tree's rule). */
  entropy: (s, k) => -s.bits[k],
  /** Expected candidates left: Σ (group probability)² (002-expected-remaining's rule). */
  'expected-remaining': (s, k, ctx) => s.sumSq[k] / ctx.set.total,
  /** Smallest worst case, then expected remaining. */
  minimax: (s, k, ctx) => s.worst[k] + (s.sumSq[k] / ctx.set.total) / 1e5,
  /** Most groups, then expected remaining. */
  'most-parts': (s, k, ctx) => -s.groups[k] + (s.sumSq[k] / ctx.set.total) / 1e5,
} satisfies Record<string, Key>;

export type GreedyName = keyof typeof GREEDY_KEYS;

/** The ranking itself, with no precomputed opening; `stats`: the pool's over the set, if already made (one pass serves every rule). */
export function greedyRanking(name: GreedyName, ctx: SearchContext, top: number, stats?: PoolStats): Choice[] {
  if (ctx.set.idx.length <= 2) return Array.from(ctx.set.idx.subarray(0, top), (word) => ({ word }));
  const s = stats ?? poolStats(ctx.set, ctx.pool);
  const key: Key = GREEDY_KEYS[name];
  return bestBy(ctx, ctx.pool, (k) => key(s, k, ctx), top);
}

function greedy(name: GreedyName): Strategy {
  return {
    choose(ctx, top) {
      const opening = ctx.board.length === 0 ? GREEDY_OPENINGS[ctx.model.openerBookId]?.[name] : undefined;
      if (opening && opening.length >= top) {
        const t = wordTable();
        const words = opening.map((word) => t.indexOf(word));
        if (ctx.model.id === ctx.model.openerBookId) return words.slice(0, top).map((word) => ({ word }));
        return greedyRanking(name, { ...ctx, pool: Uint16Array.from(words) }, top);
      }
      return greedyRanking(name, ctx, top);
    },
  };
}

export const entropy = greedy('entropy');
export const expectedRemaining = greedy('expected-remaining');
export const minimax = greedy('minimax');
export const mostParts = greedy('most-parts');
