// The walk-forward benchmark: the days it plays, each with its own day's answer and model.
import { describe, expect, it } from 'vitest';
import { answerOf, daysOf, openersOf, periods, runHistoryBench } from '../../src/cli/bench-history';
import { runCli } from './run-cli';

describe('bench-history', () => {
  it('plays every day of the repeat era, or a sample spread over it', () => {
    const era = periods()[0];
    expect(era).toEqual({ name: 'repeat era', from: '2026-02-02', to: '2026-08-21' });
    const all = daysOf(era);
    expect(all).toHaveLength(201);
    const sample = daysOf(era, 5);
    expect(sample[0]).toBe('2026-02-02');
    expect(sample[4]).toBe('2026-08-21');
    expect(new Set(sample).size).toBe(5);
    expect(answerOf('2026-02-02')).toBe('cigar');
  });

  it("plays each day's own answer once; classic skips the days its list lacks", () => {
    const days = ['2026-02-13', '2026-03-03']; // MOOCH (not on the 2,309 list), LINEN (a repeat)
    const seen: string[] = [];
    const r = runHistoryBench(periods()[0], days, 'history', 'normal', { onDay: (d, a) => seen.push(`${d} ${a}`) });
    expect(seen).toEqual(['2026-02-13 mooch', '2026-03-03 linen']);
    expect(r.days).toBe(2);
    expect(r.distribution.reduce((a, b) => a + b, 0) + r.fails).toBe(2);
    expect(runHistoryBench(periods()[0], days, 'classic', 'normal').days).toBe(1);
  });

  it('plays the answers it is given instead of the days\' own, and reports every move after the opener', () => {
    const moves: number[] = [];
    const seen: string[] = [];
    const r = runHistoryBench(periods()[0], ['2026-12-03', '2026-12-03'], 'history', 'normal', {
      answers: ['cigar', 'zonal'],
      onDay: (d, a) => seen.push(`${d} ${a}`),
      onMove: (ms) => moves.push(ms),
    });
    expect(seen).toEqual(['2026-12-03 cigar', '2026-12-03 zonal']);
    expect(moves).toHaveLength(r.moves);
    expect(moves.length).toBeGreaterThanOrEqual(2);
  });

  it('--opener forces one word on every model, or a word per model', () => {
    expect(openersOf('Stale')).toEqual({ opener: { normal: 'stale', hard: 'stale' } });
    expect(openersOf('solver')).toEqual({ opener: { normal: 'solver', hard: 'solver' } });
    expect(openersOf('history=stale,history-alike=TARSE')).toEqual({ modelOpener: { history: 'stale', 'history-alike': 'tarse' } });
    expect(() => openersOf('histry=stale')).toThrow(/Unknown model "histry"/);
    expect(() => openersOf('history=stale=tarse')).toThrow(/MODEL=WORD pairs/);
    expect(() => openersOf('history=stale,history=tarse')).toThrow(/names history twice/);
    expect(() => openersOf('history=zzzzz')).toThrow(/Opener of history: unknown word "zzzzz"/);
  });

  it("a model's own opener is the one it plays; the models not named play the book's", () => {
    const day = ['2026-03-03']; // LINEN
    const guesses = (model: 'history' | 'history-alike') => {
      let n = 0;
      runHistoryBench(periods()[0], day, model, 'hard', { modelOpener: { history: 'linen' }, onDay: (_d, _a, g) => (n = g) });
      return n;
    };
    expect(guesses('history')).toBe(1);
    expect(guesses('history-alike')).toBeGreaterThan(1);
  });

  it('--list-ends plays the days after an earlier end three ways: stale, stale with the wins, updated', async () => {
    const r = await runCli(['bench-history', '--list-ends', '2026-08-18', '--modes', 'normal']);
    expect(r.code).toBe(0);
    const rows = r.stdout.split('\n').filter((l) => l.startsWith('after 2026-08-18'));
    expect(rows.map((l) => l.split(/ {2,}/).slice(2, 4))).toEqual([
      ['stale: the list through 2026-08-18', '3'],
      ['stale + the days won since', '3'],
      ['updated: every day before', '3'],
    ]);
    expect((await runCli(['bench-history', '--list-ends', '2026-08-21'])).stderr).toMatch(/--list-ends must be a date of the repeat era before its last day/);
  });

  it('--book-from plays the history rules only, and says so for any other model', async () => {
    const r = await runCli(['bench-history', '--book-from', '2026-08-20', '--models', 'nyt,classic']);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/--book-from plays the history model: --models takes history and history-alike there/);
  });

  it('prints one JSON row per period, mode and model', async () => {
    const r = await runCli(['bench-history', '--days', '2', '--periods', 'repeat', '--modes', 'hard', '--models', 'history,nyt', '--json']);
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.stdout) as { period: string; mode: string; model: string; days: number; average: number }[];
    expect(rows.map((x) => [x.period, x.mode, x.model, x.days])).toEqual([
      ['repeat era', 'hard', 'history', 2],
      ['repeat era', 'hard', 'nyt', 2],
    ]);
    for (const x of rows) expect(x.average).toBeGreaterThanOrEqual(2);
  });
});
