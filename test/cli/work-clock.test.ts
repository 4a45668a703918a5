// The work clock: a deadline that counts the search's work, so that benchmark runs repeat exactly.
import { describe, expect, it } from 'vitest';
import { score, suggest } from '../../src/core';
import { budgetFactors } from '../../src/cli/bench-history';
import { withWorkClock } from '../../src/cli/work-clock';
import { runCli } from './run-cli';

describe('work clock', () => {
  it('answers one step per read, then gives the real clock back, also when the work throws', () => {
    expect(withWorkClock(4, () => [performance.now(), performance.now(), performance.now()])).toEqual([0, 0.25, 0.5]);
    expect(Object.getOwnPropertyDescriptor(performance, 'now')).toBeUndefined();
    expect(() => withWorkClock(1, () => { throw new Error('boom'); })).toThrow('boom');
    expect(Object.getOwnPropertyDescriptor(performance, 'now')).toBeUndefined();
    expect(performance.now()).toBeGreaterThan(0.5);
  });

  it("sets how far the live search goes: a budget of a few nodes leaves the ranking unsettled, a large one settles it", () => {
    // The second move of a hard game off the books: a board the default budget is all used on.
    const board = [{ guess: 'stale', marks: score('stale', 'mount') }];
    const options = { mode: 'hard' as const, model: 'nyt' as const, noBooks: true, top: 1, budgetMs: 700 };
    const short = withWorkClock(0.01, () => suggest(board, options));
    const long = withWorkClock(1e6, () => suggest(board, options));
    expect(short.ok && long.ok).toBe(true);
    if (!short.ok || !long.ok) return;
    expect(short.value.settled).toBe(false);
    expect(long.value.settled).toBe(true);
  });

  it('--work-budgets plays each model once per factor, the same games on every run', async () => {
    const args = ['bench-history', '--work-budgets', '0.5,2', '--days', '2', '--periods', 'repeat', '--modes', 'normal', '--models', 'nyt'];
    const rows = async () => (await runCli(args)).stdout.split('\n').filter((l) => l.startsWith('repeat era')).map((l) => l.split(/ {2,}/).slice(0, -1));
    const first = await rows();
    expect(first.map((r) => r.slice(0, 5))).toEqual([['repeat era', 'normal', 'nyt', '2', '2']]);
    // The two days, 2026-02-02 (CIGAR) and 2026-08-21 (TRACE), both brought back an answer of 2021.
    expect(first[0].slice(8, 10)).toEqual([expect.stringMatching(/^\d\.\d{3} \(2\)$/), '-']);
    expect(first[0][10]).toMatch(/^125: \d\.\d{3}, 500: \d\.\d{3}$/);
    expect(await rows()).toEqual(first);
    expect(budgetFactors('0.5,1,2')).toEqual([0.5, 1, 2]);
    for (const bad of ['0', '-1', 'x', '1,,2', '101']) expect(() => budgetFactors(bad)).toThrow(/--work-budgets takes factors/);
  });

  it('compares the history model with every played word alike day by day, with the standard error over the days', async () => {
    const r = await runCli(['bench-history', '--work-budgets', '1', '--days', '2', '--periods', 'repeat', '--modes', 'normal', '--models', 'history,history-alike']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^repeat era, normal: history - history-alike [-+]?\d\.\d{3} a game, standard error \d\.\d{3} over 2 days \(each day's difference averaged over the budgets\)\.$/m);
  });
});
