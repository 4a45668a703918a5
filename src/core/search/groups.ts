/*
 * A node's colour groups under one guess, and the shortcut of a candidate that tells every
 * candidate apart. Both keep the parent's heaviest-first order, which the bounds rely on
 * (a set's heaviest word is its first).
 */
import { column, columnsOf } from '../columns';
import { ALL_GREEN, PATTERN_COUNT } from '../pattern';
import type { Group, Node } from './types';

export class Splitter {
  private patterns = new Uint8Array(0);
  private readonly groupCount = new Int32Array(PATTERN_COUNT);
  private readonly groupAt = new Int32Array(PATTERN_COUNT);
  private readonly seen = new Uint8Array(PATTERN_COUNT);

  /**
   * The colour groups of guess g except all-green, in order of first appearance; each group
   * stays heaviest first. Two passes over one byte per candidate, one pair of typed arrays per
   * group, no maps.
   */
  split(node: Node, g: number): Group[] {
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

  /**
   * The position of a heaviest candidate whose colours tell every candidate apart, or -1.
   * Guessing it is optimal: no guess can do better than 1 + P(not this word).
   */
  perfectCandidate(node: Node): number {
    const n = node.idx.length;
    if (n > PATTERN_COUNT) return -1;
    const cols = columnsOf(node.idx);
    const seen = this.seen;
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
}
