/*
 * Partition statistics: how a guess splits a candidate set into colour groups. For every guess in
 * a pool the candidates are bucketed by pattern with the search's bucketing loop
 * (search/buckets.ts). Results go into parallel typed arrays indexed like the pool, so ranking a
 * whole 14,855-word pool allocates nothing per guess.
 */
import { ALL_GREEN, patternOf } from './pattern';
import { Buckets } from './search/buckets';
import { wordTable } from './words';
import type { CandidateSet } from './candidates';
import { columnsOf } from './columns';

export interface PoolStats {
  readonly pool: Uint16Array;
  /** Σ over groups of (group weight)² / total: the weighted expected-remaining score. */
  readonly sumSq: Float64Array;
  /** Expected information in bits. */
  readonly bits: Float64Array;
  /** Expected number of candidates left (group counts weighted by group probability). */
  readonly expectedRemaining: Float64Array;
  /** Largest group, in words. */
  readonly worst: Uint16Array;
  /** Number of groups. */
  readonly groups: Uint16Array;
  /** Weight of the guess as a candidate (0 if it cannot be the answer). */
  readonly selfWeight: Float64Array;
}

const buckets = new Buckets();
let patterns = new Uint8Array(0);

export function poolStats(set: CandidateSet, pool: Uint16Array): PoolStats {
  const n = set.idx.length;
  // A few guesses over many candidates: computing patterns directly is cheaper than building a
  // column (one per candidate, over every allowed guess) for each candidate.
  const direct = pool.length * 64 < wordTable().size;
  const cols = direct ? [] : columnsOf(set.idx);
  const { letters } = wordTable();
  const w = set.w;
  const total = set.total;
  const m = pool.length;
  const sumSq = new Float64Array(m);
  const bits = new Float64Array(m);
  const expectedRemaining = new Float64Array(m);
  const worst = new Uint16Array(m);
  const groups = new Uint16Array(m);
  const selfWeight = new Float64Array(m);
  const { weight, count, touched } = buckets;
  if (direct && patterns.length < n) patterns = new Uint8Array(n);
  for (let k = 0; k < m; k++) {
    const g = pool[k];
    if (direct) {
      for (let c = 0; c < n; c++) patterns[c] = patternOf(letters, g, set.idx[c]);
      buckets.fillPatterns(patterns, w, n);
    } else {
      buckets.fill(cols, g, w, n);
    }
    let sq = 0;
    let h = 0;
    let er = 0;
    let mx = 0;
    for (let j = 0; j < buckets.used; j++) {
      const p = touched[j];
      const pw = weight[p];
      const q = pw / total;
      sq += pw * q;
      if (q > 0) h -= q * Math.log2(q);
      er += q * count[p];
      if (count[p] > mx) mx = count[p];
      if (p === ALL_GREEN) selfWeight[k] = pw;
    }
    groups[k] = buckets.used;
    buckets.clear();
    sumSq[k] = sq;
    bits[k] = h;
    expectedRemaining[k] = er;
    worst[k] = mx;
  }
  return { pool, sumSq, bits, expectedRemaining, worst, groups, selfWeight };
}
