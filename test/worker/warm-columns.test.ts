// The worker's spare steps (JobRunner.spare, src/worker/run-job.ts), run when nothing else waits: the
// answers' pattern columns, so that the first board of a day after an opener nothing
// was worked out for waits for its search, not for a column per candidate. Its own file: the
// columns are built once per module, and another test's searches would have built many.
import { describe, expect, it } from 'vitest';
import type { SolveRequest } from '../../src/shared/tab-view';
import { JobRunner } from '../../src/worker/run-job';

describe('spare steps', () => {
  it("build the answers' pattern columns a few at a time once work ahead was asked for (a panel looks), then stop", () => {
    const runner = new JobRunner();
    const request: SolveRequest = { board: [], mode: 'normal', model: 'nyt', strategy: 'optimal', top: 3, date: '2026-03-01' };
    // The background asks for work ahead only for a tab a panel shows: no panel, no spare work.
    runner.run({ kind: 'prepare', request, guess: null }, 'ahead:1');
    expect(runner.spare()).toBe(false);
    runner.run({ kind: 'prepare', request, guess: 'crane' }, 'ahead:1');
    let steps = 0;
    while (runner.spare()) steps++;
    // 3,166 answers' columns, 24 a step.
    expect(steps).toBeGreaterThan(100);
    expect(runner.spare()).toBe(false);
  });
});
