// The worker's spare steps (JobRunner.spare, src/worker/run-job.ts), run when nothing else waits: the
// answers' pattern columns, so that the first board of a day after an opener nothing
// was worked out for waits for its search, not for a column per candidate. Its own file: the
// columns are built once per module, and another test's searches would have built many.
import { describe, expect, it } from 'vitest';
import { JobRunner } from '../../src/worker/run-job';

describe('spare steps', () => {
  it("build the answers' pattern columns a few at a time, then stop", () => {
    const runner = new JobRunner();
    let steps = 0;
    while (runner.spare()) steps++;
    // 3,166 answers' columns, 24 a step.
    expect(steps).toBeGreaterThan(100);
    expect(runner.spare()).toBe(false);
  });
});
