// The review's figures add up (issue 51): each row's extra is the difference of the figures it
// shows, the total is their sum, and skill follows the total by its stated rule.
import { describe, expect, it } from 'vitest';
import { extraGuesses, rowExtra, shownGuesses, skillOf } from '../../src/core/review-figures';

const row = (expectedGuesses: number, bestExpectedGuesses: number) => ({ expectedGuesses, bestExpectedGuesses });

describe('the review adds up', () => {
  it("a row's extra is the difference of its shown figures, never below nothing", () => {
    // 3.754 shows 3.75, 3.125 shows 3.13 (rounded once): 0.62, not the unrounded 0.629.
    expect(rowExtra(row(3.754, 3.125))).toBe(0.62);
    expect(shownGuesses(3.754) - shownGuesses(3.125)).toBeCloseTo(0.62, 9);
    expect(rowExtra(row(2.5, 2.6))).toBe(0);
    expect(rowExtra(row(3.1249, 3.1251))).toBe(0);
  });

  it('the total is the sum of the rows as shown, whatever the unrounded figures', () => {
    for (let seed = 1; seed < 200; seed++) {
      const rows = Array.from({ length: 1 + (seed % 6) }, (_, i) => row(1 + ((seed * 7919 + i * 104729) % 4000) / 1000, 1 + ((seed * 104729 + i * 7919) % 3000) / 1000));
      const shownSum = rows.reduce((s, r) => s + Math.max(0, Number(shownGuesses(r.expectedGuesses).toFixed(2)) - Number(shownGuesses(r.bestExpectedGuesses).toFixed(2))), 0);
      expect(extraGuesses(rows)).toBeCloseTo(shownSum, 9);
    }
  });

  it('skill is 100 with no extra, falls as the extra grows, and is the stated share', () => {
    expect(skillOf([row(3.13, 3.13), row(2, 2)])).toBe(100);
    const game = [row(3.19, 3.13), row(2.4, 2.2), row(1, 1)];
    const best = 3.13 + 2.2 + 1;
    expect(extraGuesses(game)).toBeCloseTo(0.26, 9);
    expect(skillOf(game)).toBeCloseTo((100 * best) / (best + 0.26), 9);
    expect(skillOf([row(3.5, 3.13), row(2.4, 2.2), row(1, 1)])).toBeLessThan(skillOf(game));
    expect(skillOf([])).toBe(0);
  });
});
