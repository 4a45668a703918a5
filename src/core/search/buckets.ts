/*
 * The one bucketing loop behind every whole-pool scan (the search's one-step scores, its lower
 * bounds and its last-but-one step, and the partition statistics of partition.ts): the
 * candidates of a set are bucketed by the colours a guess gives them (pattern 0..242), summing
 * weight and count and keeping the heaviest word's weight per bucket. Only the touched buckets
 * are listed and reset, so scanning a 14,855-word pool allocates nothing per guess.
 *
 * Callers loop over the guesses themselves and read the buckets between fill and clear: a
 * callback per guess or per bucket would sit on the search's hottest path.
 */
import { PATTERN_COUNT } from '../pattern';

export class Buckets {
  /** Summed weight of each bucket. */
  readonly weight = new Float64Array(PATTERN_COUNT);
  /** Words in each bucket. */
  readonly count = new Int32Array(PATTERN_COUNT);
  /** Weight of the heaviest word in each bucket. */
  readonly heaviest = new Float64Array(PATTERN_COUNT);
  /** The patterns filled, first `used` entries. */
  readonly touched = new Uint8Array(PATTERN_COUNT);
  used = 0;

  /** Buckets n candidates by their colours under guess g, read from their pattern columns. */
  fill(cols: readonly Uint8Array[], g: number, w: Float64Array, n: number): void {
    const { weight, count, heaviest, touched } = this;
    let used = 0;
    for (let c = 0; c < n; c++) {
      const p = cols[c][g];
      const x = w[c];
      if (count[p]++ === 0) touched[used++] = p;
      weight[p] += x;
      if (x > heaviest[p]) heaviest[p] = x;
    }
    this.used = used;
  }

  /**
   * Counts only, for a set whose every weight is 1 (the listed answers, as the search plays
   * them): a bucket's weight is then its count and its heaviest word weighs 1, and skipping
   * the two float updates per candidate halves the time of a whole-pool scan. Only `count` and
   * `touched` are filled; clearCounts() resets them.
   */
  fillCounts(cols: readonly Uint8Array[], g: number, n: number): void {
    const { count, touched } = this;
    let used = 0;
    for (let c = 0; c < n; c++) {
      const p = cols[c][g];
      if (count[p]++ === 0) touched[used++] = p;
    }
    this.used = used;
  }

  /** Resets the buckets fillCounts() touched. */
  clearCounts(): void {
    const { count, touched } = this;
    for (let j = 0; j < this.used; j++) count[touched[j]] = 0;
    this.used = 0;
  }

  /** The same from patterns already computed (patterns[c] for candidate c). */
  fillPatterns(patterns: Uint8Array, w: Float64Array, n: number): void {
    const { weight, count, heaviest, touched } = this;
    let used = 0;
    for (let c = 0; c < n; c++) {
      const p = patterns[c];
      const x = w[c];
      if (count[p]++ === 0) touched[used++] = p;
      weight[p] += x;
      if (x > heaviest[p]) heaviest[p] = x;
    }
    this.used = used;
  }

  /** Resets the touched buckets for the next guess. */
  clear(): void {
    const { weight, count, heaviest, touched } = this;
    for (let j = 0; j < this.used; j++) {
      const p = touched[j];
      weight[p] = 0;
      count[p] = 0;
      heaviest[p] = 0;
    }
    this.used = 0;
  }
}
