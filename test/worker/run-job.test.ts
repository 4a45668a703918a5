// The one job runner (src/worker/run-job.ts), used by the solver worker and the panel's mock: each
// job goes to its solver entry point with every option of the request, the answer carries the
// worker's notes, and a solver that throws becomes that job's error instead of killing the worker.
import { describe, expect, it } from 'vitest';
import { score } from '../../src/core/index';
import type { SuggestOptions } from '../../src/core/types';
import type { Job } from '../../src/shared/jobs';
import type { NotedResult } from '../../src/shared/notes';
import { CORE_SOLVER, runJob, type Solver } from '../../src/worker/run-job';

const board = ['crane', 'spilt'].map((guess) => ({ guess, marks: score(guess, 'stove') }));

describe('runJob', () => {
  it('passes the whole request to the solver, time budget included, and notes the answer', () => {
    const seen: SuggestOptions[] = [];
    const solver: Solver = { ...CORE_SOLVER, suggest: (b, o = {}) => (seen.push(o), CORE_SOLVER.suggest(b, o)) };
    const request = { board, mode: 'normal' as const, model: 'nyt' as const, strategy: 'entropy' as const, top: 3, budgetMs: 40 };
    const o = runJob({ kind: 'solve', request }, solver);
    expect(seen).toEqual([{ mode: 'normal', model: 'nyt', strategy: 'entropy', top: 3, budgetMs: 40 }]);
    expect(o.kind === 'solve' && o.result.ok && Object.keys((o.result.value as NotedResult).words ?? {})).toHaveLength(3);
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
