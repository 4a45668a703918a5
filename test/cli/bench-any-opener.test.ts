// The any-opener benchmark's pure parts: the published optima as copied, the seeded sample across
// the whole ranking, and the summary that states the targets; plus its usage errors.
import { describe, expect, it } from 'vitest';
import { publishedOptima, publishedOptimum, sampleOpeners } from '../../src/cli/published-optima';
import { summarise, type AnyOpenerRow } from '../../src/cli/bench-any-opener';
import { runCli } from './run-cli';

describe('published per-opener optima (alex1770/wordle, nyt20220830)', () => {
  const all = publishedOptima();

  it('has every allowed guess once, best first', () => {
    expect(all).toHaveLength(14855);
    expect(new Set(all.map((r) => r.opener)).size).toBe(14855);
    expect(all[0]).toMatchObject({ opener: 'tarse', normal: 7883, rank: 1 });
    for (let i = 1; i < all.length; i++) expect(all[i].normal).toBeGreaterThanOrEqual(all[i - 1].normal);
  });

  it('holds the figures the issue quotes, and Infinity as null', () => {
    expect(publishedOptimum('salet', 'hard')).toBe(8097);
    expect(publishedOptimum('fuzzy', 'hard')).toBe(9409);
    expect(publishedOptimum('dobla', 'hard')).toBe(8407);
    expect(publishedOptimum('zoned', 'hard')).toBeNull();
    expect(all.filter((r) => r.hard === null)).toHaveLength(2136);
    expect(publishedOptimum('qqqqq', 'normal')).toBeUndefined();
  });
});

describe('sampleOpeners', () => {
  it('draws one opener from each of n equal slices of the ranking, the same for the same seed', () => {
    const a = sampleOpeners(100, 11);
    expect(a).toHaveLength(100);
    expect(sampleOpeners(100, 11)).toEqual(a);
    expect(sampleOpeners(100, 12)).not.toEqual(a);
    a.forEach((r, i) => {
      expect(r.rank).toBeGreaterThan(Math.floor((i * 14855) / 100));
      expect(r.rank).toBeLessThanOrEqual(Math.floor(((i + 1) * 14855) / 100));
    });
  });
});

describe('summarise', () => {
  const row = (o: Partial<AnyOpenerRow>): AnyOpenerRow => ({
    opener: 'crane', rank: 1, mode: 'normal', total: 7902, optimum: 7902, gap: 0, fails: 0, lost: [], fewestLost: null, p95: 3, max: 250, ...o,
  });

  it('names the worst gap, the games lost where a perfect strategy exists, and the slowest move', () => {
    const text = summarise([
      row({}),
      row({ opener: 'fuzzy', total: 9160, optimum: 9140, gap: 20 / 9140 }),
      row({ mode: 'hard', total: 8131, optimum: 8131 }),
      row({ opener: 'fuzzy', mode: 'hard', total: 9429, optimum: 9409, gap: 20 / 9409, fails: 4, lost: ['goner', 'hatch', 'paste', 'spore'], max: 1111 }),
      row({ opener: 'zoned', mode: 'hard', total: 8700, optimum: null, gap: null, fails: 2, fewestLost: 1 }),
    ]);
    expect(text).toContain('Normal mode: 2/2 openers within +0.3% of the optimum; worst FUZZY +0.22%.');
    expect(text).toContain('games lost from them: 4 (FUZZY 4)');
    expect(text).toContain('1 has none: the live search loses 2 games from them, the fewest found 1 (more than the fewest from ZONED).');
    expect(text).toContain('slowest move 1111 ms (FUZZY hard)');
    expect(text).not.toContain('Idle refinement');
  });

  it('says how long the refined boards took to settle, and how many ran out of time', () => {
    const text = summarise([
      row({ settled: { p95: 900, max: 2500, capped: 0 } }),
      row({ opener: 'jeeze', total: 9266, optimum: 9266, settled: { p95: 3000, max: 9177, capped: 1 } }),
    ]);
    expect(text).toContain('Idle refinement: the longest took 9.2 s (JEEZE normal); 1 board was still unsettled when their time ran out.');
  });
});

describe('bench-openers --sample usage', () => {
  it('rejects --sample with --openers, and sample-only flags without --sample', async () => {
    const both = await runCli(['bench-openers', '--sample', '3', '--openers', 'crane']);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('Use --sample or --openers, not both');
    const seed = await runCli(['bench-openers', '--seed', '3']);
    expect(seed.code).toBe(2);
    expect(seed.stderr).toBe('error: --seed goes with --sample.\n');
    const idle = await runCli(['bench-openers', '--idle']);
    expect(idle.code).toBe(2);
    expect(idle.stderr).toBe('error: --idle goes with --sample.\n');
    const include = await runCli(['bench-openers', '--sample', '1', '--include', 'qqqqq']);
    expect(include.code).toBe(1);
    expect(include.stderr).toBe('error: --include: "qqqqq" is not an allowed opener.\n');
  });
});
