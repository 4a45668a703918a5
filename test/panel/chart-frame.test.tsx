// The post-game chart and the "Your games" distribution draw their bars with one piece
// (ChartFrame's Bar): the same value on the same kind of scale stands as high, its number written as far
// above it, so the two charts keep one look when either changes.
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { AnalysisChart } from '../../src/panel/components/AnalysisChart';
import { DistributionChart } from '../../src/panel/components/YourGamesCharts';
import type { GamesStats } from '../../src/panel/games-stats';
import type { NotedRow } from '../../src/shared/notes';

afterEach(cleanup);

/** Each bar of a chart: its value, its height, and how far above its top its number stands. */
function bars(container: Element) {
  return [...container.querySelectorAll('svg[role="img"] rect.bar')].map((rect) => {
    const text = rect.nextElementSibling!;
    const top = Number(rect.getAttribute('y'));
    return { value: Number(text.textContent), height: Number(rect.getAttribute('height')), gap: top - Number(text.getAttribute('y')) };
  });
}

const row = (guess: string, before: number, after: number): NotedRow => ({
  guess,
  marks: ['absent', 'absent', 'absent', 'absent', 'absent'],
  candidatesBefore: before,
  candidatesAfter: after,
  likelyBefore: before,
  likelyAfter: after,
  bitsGained: 1,
  bitsExpected: 1,
  expectedGuesses: 3,
  bestWord: 'salet',
  bestExpectedGuesses: 3,
  hardValid: true,
});

describe('the charts share their bars', () => {
  it('one frame: the number as far above every bar; the same value on the same kind of scale stands as high', () => {
    // Both scales reach 8: the post-game chart starts at 8 likely answers, the distribution's tallest column is 8 games.
    const post = render(<AnalysisChart rows={[row('crane', 8, 4), row('spilt', 4, 2)]} />);
    const stats = { sameAnswers: { games: 14, yours: 0, best: 0 }, distribution: { yours: [0, 2, 8, 4, 0, 0, 0], best: [0, 4, 8, 2, 0, 0, 0] } } as unknown as GamesStats;
    const dist = render(<DistributionChart stats={stats} />);
    const a = bars(post.container);
    const b = bars(dist.container);
    const top = (list: typeof a) => list.find((x) => x.value === 8)!.height;
    // The tallest bar of each reaches the top of the same frame.
    expect(top(a)).toBeCloseTo(top(b));
    for (const value of [2, 4]) {
      const one = a.find((x) => x.value === value)!;
      const other = b.find((x) => x.value === value)!;
      expect(other.gap).toBeCloseTo(one.gap);
      // The distribution counts games on a linear scale; the likely answers, which run from
      // thousands to one, on a log scale (AnalysisChart.tsx).
      expect(other.height / top(b)).toBeCloseTo(value / 8);
      expect(one.height / top(a)).toBeCloseTo(Math.log10(1 + value) / Math.log10(9));
    }
  });
});
