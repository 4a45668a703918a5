// The worker's idle steps (JobRunner.idle, src/worker/run-job.ts): the boards a prepare asked for
// first, then the answers' pattern columns, so that the first board of a day after an opener nothing
// was worked out for waits for its search, not for a column per candidate. Its own file: the
// columns are built once per module, and another test's searches would have built many.
import { describe, expect, it } from 'vitest';
import { score } from '../../src/core/index';
import { JobRunner } from '../../src/worker/run-job';

describe('idle steps', () => {
  it("work out the prepared boards first, then build the answers' pattern columns a few at a time, then stop", () => {
    const runner = new JobRunner();
    const request = { board: [{ guess: 'crane', marks: score('crane', 'stove') }], mode: 'normal' as const, model: 'history' as const, strategy: 'optimal' as const, top: 3, date: '2026-03-01' };
    const prepared = runner.run({ kind: 'prepare', request, guess: 'spilt' }, 'tab:1');
    const boards = prepared.kind === 'prepare' && prepared.result.ok ? prepared.result.value : 0;
    expect(boards).toBeGreaterThan(0);
    let steps = 0;
    while (runner.idle()) steps++;
    // 3,166 answers' columns, 24 a step, some built by the boards' searches.
    expect(steps).toBeGreaterThan(boards + 50);
    expect(runner.workAhead()).toBe(false);
    expect(runner.idle()).toBe(false);
  });
});
