/*
 * Benchmark golden numbers: whole runs of the one-step strategies over the 2,309 classic answers
 * from the empty board, pinned (total guesses, failures, distribution). A change in the colouring
 * rule, the filtering, hard mode, the partition statistics, a strategy's tie-breaking or the
 * player moves one of them. The optimal strategy is not pinned here: it is still being tuned.
 */
import { describe, expect, it } from 'vitest';
import type { Mode, StrategyName } from '../../src/core';
import { playAll } from '../../src/core/play';

const golden: [StrategyName, Mode, number, number, number[]][] = [
  // strategy, mode, total, fails, games solved in 1..6
  ['entropy', 'normal', 7915, 0, [0, 61, 1257, 935, 54, 2]],
  ['minimax', 'normal', 8121, 0, [0, 54, 1048, 1166, 41, 0]],
  ['expected-remaining', 'hard', 8302, 5, [0, 90, 1003, 1004, 180, 27]],
  ['most-parts', 'hard', 8143, 6, [1, 112, 1093, 913, 159, 25]],
  ['positional', 'normal', 8618, 21, [1, 128, 849, 937, 319, 54]],
  ['letter-frequency', 'hard', 8379, 13, [1, 132, 945, 947, 226, 45]],
  ['scrabble', 'normal', 9344, 18, [1, 90, 589, 912, 572, 127]],
  ['scrabble', 'hard', 9424, 58, [1, 99, 590, 911, 495, 155]],
];

describe('benchmark golden numbers, classic model', () => {
  it.each(golden)('%s in %s mode', (strategy, mode, total, fails, solvedIn) => {
    const r = playAll({ strategy, mode, model: 'classic' });
    if (!r.ok) throw new Error(r.error);
    const v = r.value;
    expect({ total: v.total, fails: v.fails, distribution: Object.values(v.distribution) }).toEqual({ total, fails, distribution: solvedIn });
    expect(v.games).toBe(2309);
    expect(v.max).toBe(fails ? 7 : Math.max(...solvedIn.map((n, i) => (n > 0 ? i + 1 : 0))));
    console.log(`${strategy} ${mode}: ${v.positions} positions, p95 ${v.latencyMs.p95.toFixed(1)} ms`);
  });
});
