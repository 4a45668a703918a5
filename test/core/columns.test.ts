// The pattern columns' cache: a board wider than the cache keeps most of its columns between scans,
// a new board's columns take the place of those no longer used, and every column is the right one.
import { describe, expect, it } from 'vitest';
import { column, columnsBuilt } from '../../src/core/columns';
import { patternOf } from '../../src/core/pattern';
import { wordTable } from '../../src/core/words';

/** Columns built while `words` are each asked for once. */
function pass(words: readonly number[]): number {
  const before = columnsBuilt;
  for (const a of words) column(a);
  return columnsBuilt - before;
}

describe('column cache', () => {
  it('keeps 4,000 of a wider set between scans, and makes room for a new set once the old is unused', () => {
    const t = wordTable();
    const wide = Array.from({ length: 5000 }, (_, i) => i);
    expect(pass(wide)).toBe(5000);
    // Emptied whole when full, the cache rebuilt nearly every column at each scan.
    expect(pass(wide)).toBeLessThanOrEqual(1000);
    const next = Array.from({ length: 4000 }, (_, i) => 6000 + i);
    pass(next);
    pass(next);
    expect(pass(next)).toBe(0);
    for (const a of [0, 4999, 6000, 9999, t.size - 1]) {
      const col = column(a);
      for (const g of [0, 17, 4242, t.size - 1]) expect(col[g]).toBe(patternOf(t.letters, g, a));
    }
  }, 60_000);
});
