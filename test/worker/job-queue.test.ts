import { describe, expect, it } from 'vitest';
import type { JobOutcome, WorkerReply, WorkerRequest } from '../../src/shared/jobs';
import { JobQueue } from '../../src/worker/job-queue';
import { greyRows } from '../fakes';

const solve = (id: number, key: string, rows = 0): WorkerRequest => ({
  id,
  key,
  job: { kind: 'solve', request: { board: greyRows(...Array<string>(rows).fill('crane')), mode: 'normal', model: 'nyt', strategy: 'entropy', top: 1 } },
});

/** A queue whose deferred steps run only when the test says, like tasks queued behind a busy worker. */
function harness() {
  const replies: WorkerReply[] = [];
  const ran: number[] = [];
  const steps: (() => void)[] = [];
  const q = new JobQueue(
    (req): JobOutcome => (ran.push(req.id), { kind: 'solve', result: { ok: false, error: `ran ${req.id}` } }),
    (r) => replies.push(r),
    (fn) => steps.push(fn),
  );
  const drain = () => {
    while (steps.length) steps.shift()!();
  };
  return { q, replies, ran, drain };
}

describe('JobQueue', () => {
  it('answers every request exactly once, by id', () => {
    const h = harness();
    h.q.push(solve(1, 'tab:1'));
    h.q.push(solve(2, 'tab:2'));
    h.drain();
    expect(h.ran).toEqual([1, 2]);
    expect(h.replies.map((r) => r.id).sort()).toEqual([1, 2]);
  });

  it('answers an older queued request of the same key as stale without running it', () => {
    const h = harness();
    h.q.push(solve(1, 'tab:1', 0));
    h.q.push(solve(2, 'tab:1', 1));
    h.q.push(solve(3, 'tab:1', 2));
    h.drain();
    expect(h.ran).toEqual([3]);
    expect(h.replies.filter((r) => r.outcome.kind === 'stale').map((r) => r.id)).toEqual([1, 2]);
    expect(h.replies.find((r) => r.id === 3)?.outcome.kind).toBe('solve');
  });

  it('keeps requests of other keys', () => {
    const h = harness();
    h.q.push(solve(1, 'tab:1'));
    h.q.push(solve(2, 'panel:x'));
    h.q.push(solve(3, 'tab:1'));
    h.drain();
    expect(h.ran.sort()).toEqual([2, 3]);
    expect(h.q.pending).toBe(0);
  });

  it('never stales a job that already ran: a newer request of the same key is simply run next', () => {
    const h = harness();
    h.q.push(solve(1, 'tab:1'));
    h.drain();
    h.q.push(solve(2, 'tab:1'));
    h.drain();
    expect(h.ran).toEqual([1, 2]);
    expect(h.replies.every((r) => r.outcome.kind === 'solve')).toBe(true);
  });
});

describe('JobQueue: work ahead when idle', () => {
  it('runs a step of work ahead only when no job waits, and a job pushed meanwhile before the next step', () => {
    const order: string[] = [];
    let left = 3;
    const steps: (() => void)[] = [];
    const q = new JobQueue(
      (req): JobOutcome => (order.push(`job ${req.id}`), { kind: 'stale' }),
      () => undefined,
      (fn) => steps.push(fn),
      () => (left > 0 ? (order.push(`ahead ${left--}`), true) : false),
    );
    q.push(solve(1, 'tab:1'));
    steps.shift()!();
    steps.shift()!();
    q.push(solve(2, 'tab:1'));
    while (steps.length) steps.shift()!();
    expect(order).toEqual(['job 1', 'ahead 3', 'job 2', 'ahead 2', 'ahead 1']);
  });

  it("runs the post-game analysis's jobs after the player's jobs and the work ahead", () => {
    const order: string[] = [];
    let ahead = 2;
    const steps: (() => void)[] = [];
    const q = new JobQueue(
      (req): JobOutcome => (order.push(`${req.job.kind} ${req.id}`), { kind: 'stale' }),
      () => undefined,
      (fn) => steps.push(fn),
      () => (ahead > 0 ? (order.push(`ahead ${ahead--}`), true) : false),
    );
    q.push({ id: 1, key: 'game:1', job: { kind: 'analyse', board: greyRows('crane'), mode: 'normal', model: 'nyt' } });
    q.push({ id: 2, key: 'game:1:play', job: { kind: 'play', answer: 'stove', mode: 'normal', model: 'nyt' } });
    q.push(solve(3, 'tab:1'));
    while (steps.length) steps.shift()!();
    expect(order).toEqual(['solve 3', 'ahead 2', 'ahead 1', 'analyse 1', 'play 2']);
  });
});

describe('JobQueue: the answer passes first', () => {
  it('after a job that holds, runs only jobs until the hold ends, then the work ahead and the analysis', async () => {
    const order: string[] = [];
    let ahead = 1;
    let now = 1000;
    const steps: (() => void)[] = [];
    const q = new JobQueue(
      (req): JobOutcome => (order.push(`job ${req.id}`), { kind: 'stale' }),
      () => undefined,
      (fn) => steps.push(fn),
      () => (ahead > 0 ? (order.push(`ahead ${ahead--}`), true) : false),
      (req) => (req.id === 1 ? 20 : 0),
      () => now,
    );
    q.push(solve(1, 'tab:1'));
    while (steps.length) steps.shift()!();
    // Held: a job still runs, nothing else does.
    q.push(solve(2, 'tab:2'));
    q.push({ id: 3, key: 'game:1', job: { kind: 'analyse', board: greyRows('crane'), mode: 'normal', model: 'nyt' } });
    while (steps.length) steps.shift()!();
    expect(order).toEqual(['job 1', 'job 2']);
    now += 20;
    await new Promise((r) => setTimeout(r, 40));
    while (steps.length) steps.shift()!();
    expect(order).toEqual(['job 1', 'job 2', 'ahead 1', 'job 3']);
  });
});
