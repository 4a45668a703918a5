// The one job runner (src/worker/run-job.ts), used by the solver worker and the panel's mock: each
// job goes to its solver entry point with every option of the request, the answer carries the
// worker's notes, and a solver that throws becomes that job's error instead of killing the worker.
import { describe, expect, it } from 'vitest';
import { score } from '../../src/core/index';
import type { SuggestOptions } from '../../src/core/types';
import { isJob, isJobOutcome, type Job } from '../../src/shared/jobs';
import { booksLoaded, CORE_SOLVER, runJob, type Solver } from '../../src/worker/run-job';

const board = ['crane', 'spilt'].map((guess) => ({ guess, marks: score(guess, 'stove') }));

describe('runJob', () => {
  it('passes the whole request to the solver, time budget included, as a player\'s list (leastLosing), and notes the answer', () => {
    const seen: SuggestOptions[] = [];
    const solver: Solver = { ...CORE_SOLVER, suggest: (b, o = {}) => (seen.push(o), CORE_SOLVER.suggest(b, o)) };
    const request = { board, mode: 'normal' as const, model: 'nyt' as const, strategy: 'entropy' as const, top: 3, budgetMs: 40 };
    const o = runJob({ kind: 'solve', request }, solver);
    expect(seen).toEqual([{ mode: 'normal', model: 'nyt', strategy: 'entropy', top: 3, budgetMs: 40, leastLosing: true }]);
    expect(o.kind === 'solve' && o.result.ok && Object.keys(o.result.value.words ?? {})).toHaveLength(3);
  });

  it("plays a kept game's answer from an empty board: the guesses the best play takes", async () => {
    await booksLoaded();
    const o = runJob({ kind: 'play', answer: 'stove', mode: 'normal', model: 'classic' });
    expect(o).toEqual({ kind: 'play', result: { ok: true, value: expect.any(Number) } });
    const n = o.kind === 'play' && o.result.ok ? o.result.value : 0;
    expect(n).toBeGreaterThanOrEqual(2);
    expect(n).toBeLessThanOrEqual(5);
    expect(isJobOutcome(o)).toBe(true);
    expect(isJobOutcome({ kind: 'play', result: { ok: true, value: 8 } })).toBe(false);
    expect(isJob({ kind: 'play', answer: 'stove', mode: 'normal', model: 'nyt', date: '2026-02-30' })).toBe(false);
    expect(runJob({ kind: 'play', answer: 'zzzzz', mode: 'normal', model: 'nyt' })).toMatchObject({ kind: 'play', result: { ok: false } });
  });

  it("builds the history model of the job's date: SQUAD was last the answer on 2022-04-11 until 2026-02-17", () => {
    const squad = ['tarse'].map((guess) => ({ guess, marks: score(guess, 'squad') }));
    const last = (date: string) => {
      const o = runJob({ kind: 'evaluate', board: squad, word: 'squad', mode: 'normal', model: 'history', date });
      return o.kind === 'evaluate' && o.result.ok ? o.result.value.lastAnswer : 'failed';
    };
    expect(last('2026-02-17')).toBe('2022-04-11');
    expect(last('2026-02-18')).toBe('2026-02-17');
    expect(last('2022-04-11')).toBeUndefined();
    const solved = runJob({ kind: 'solve', request: { board: squad, mode: 'normal', model: 'history', strategy: 'entropy', top: 1, date: '2026-03-01' } });
    expect(solved.kind === 'solve' && solved.result.ok && solved.result.value.date).toBe('2026-03-01');
  });

  it('answers each kind with its own outcome', () => {
    const jobs: Job[] = [
      { kind: 'evaluate', board, word: 'stove', mode: 'normal', model: 'nyt' },
      { kind: 'analyse', board: [], mode: 'normal', model: 'nyt' },
    ];
    expect(jobs.map((j) => runJob(j).kind)).toEqual(['evaluate', 'analyse']);
  });

  it("turns a solver's exception into the job's error", () => {
    const broken: Solver = {
      ...CORE_SOLVER,
      suggest: () => {
        throw new Error('boom');
      },
    };
    const request = { board, mode: 'normal' as const, model: 'nyt' as const, strategy: 'entropy' as const, top: 3 };
    expect(runJob({ kind: 'solve', request }, broken)).toEqual({ kind: 'solve', result: { ok: false, error: 'solver failed: boom' } });
  });
});
