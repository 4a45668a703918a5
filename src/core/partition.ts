/*
 * Partition statistics: how a guess splits a candidate set into colour groups. For every guess in
 * a pool the candidates are bucketed by pattern (0..242) in two reusable 243-slot arrays (weight
 * and count), and a touched-list resets only the slots used. Results go into parallel typed
 * arrays indexed like the pool, so ranking a whole 14,855-word pool allocates nothing per guess.
 */
import { ALL_GREEN, PATTERN_COUNT, patternOf } from './pattern';
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

const bw = new Float64Array(PATTERN_COUNT);
const bc = new Int32Array(PATTERN_COUNT);
const touched = new Uint8Array(PATTERN_COUNT);

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
  for (let k = 0; k < m; k++) {
    const g = pool[k];
    let used = 0;
    for (let c = 0; c < n; c++) {
      const p = direct ? patternOf(letters, g, set.idx[c]) : cols[c][g];
      if (bc[p] === 0) touched[used++] = p;
      bc[p]++;
      bw[p] += w[c];
    }
    let sq = 0;
    let h = 0;
    let er = 0;
    let mx = 0;
    for (let j = 0; j < used; j++) {
      const p = touched[j];
      const pw = bw[p];
      const q = pw / total;
      sq += pw * q;
      if (q > 0) h -= q * Math.log2(q);
      er += q * bc[p];
      if (bc[p] > mx) mx = bc[p];
      if (p === ALL_GREEN) selfWeight[k] = pw;
      bw[p] = 0;
      bc[p] = 0;
    }
    sumSq[k] = sq;
    bits[k] = h;
    expectedRemaining[k] = er;
    worst[k] = mx;
    groups[k] = used;
  }
  return { pool, sumSq, bits, expectedRemaining, worst, groups, selfWeight };
}

/** The groups a guess splits the set into: pattern → member positions in set.idx. */
export function splitSet(set: CandidateSet, g: number): Map<number, number[]> {
  const cols = columnsOf(set.idx);
  const out = new Map<number, number[]>();
  for (let c = 0; c < set.idx.length; c++) {
    const p = cols[c][g];
    const list = out.get(p);
    if (list) list.push(c);
    else out.set(p, [c]);
  }
  return out;
}
