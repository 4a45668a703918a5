// The worker client's recovery: a worker that throws, closes itself or hangs is replaced and its
// pending jobs run again on the new one, a bounded number of times.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REST_AFTER_MS, SOLVER_LOST, type Job, type JobOutcome } from '../../src/shared/jobs';
import { WorkerClient } from '../../src/shared/worker-client';

type Behaviour = 'answers' | 'closed' | 'throws' | 'hangs';

/** A stand-in for a dedicated worker: answers jobs and pings like src/worker/main.ts, or does not. */
class FakeWorker {
  onmessage: ((e: MessageEvent<unknown>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  terminated = false;
  received: unknown[] = [];
  constructor(public behaviour: Behaviour) {}
  postMessage(m: Record<string, unknown>): void {
    this.received.push(m);
    if (this.terminated) return;
    const say = (d: unknown) => setTimeout(() => !this.terminated && this.onmessage?.({ data: d } as MessageEvent<unknown>), 1);
    if (this.behaviour === 'closed') return; // closed: silently drops everything, fires nothing
    if (typeof m.ping === 'number') return void (this.behaviour !== 'hangs' && say({ pong: m.ping }));
    if (this.behaviour === 'throws') return void setTimeout(() => this.onerror?.({ message: 'boom' } as ErrorEvent), 1);
    say({ started: m.id });
    if (this.behaviour === 'hangs') return; // started, never finishes
    say({ id: m.id, outcome: { kind: 'solve', result: { ok: false, error: `answered by worker ${workers.indexOf(this)}` } } });
  }
  terminate(): void {
    this.terminated = true;
  }
}

let workers: FakeWorker[];
const job: Job = { kind: 'solve', request: { board: [], mode: 'normal', model: 'nyt', strategy: 'entropy', top: 1 } };
const errorOf = (o: JobOutcome) => (o.kind === 'solve' && !o.result.ok ? o.result.error : null);

function client(script: Behaviour[]) {
  return new WorkerClient(
    () => {
      const w = new FakeWorker(script[workers.length] ?? 'answers');
      workers.push(w);
      return w as unknown as Worker;
    },
    { pingMs: 100, idleSilenceMs: 400, busySilenceMs: 3000, startSilenceMs: 1000, maxAttempts: 3, now: () => Date.now() },
  );
}

describe('WorkerClient', () => {
  beforeEach(() => {
    workers = [];
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is ready once its worker has answered a job, and not again after a restart or a rest until the new worker answers', async () => {
    const c = client(['throws', 'answers', 'answers']);
    c.warm();
    expect(c.ready()).toBe(false);
    const p = c.run('k', job);
    await vi.advanceTimersByTimeAsync(5);
    expect(c.ready()).toBe(true); // the second worker answered the job the first threw on
    await p;
    c.rest();
    await vi.advanceTimersByTimeAsync(REST_AFTER_MS + 1000);
    expect(c.ready()).toBe(false);
    const q = c.run('k', job);
    expect(c.ready()).toBe(false);
    await vi.advanceTimersByTimeAsync(5);
    await q;
    expect(c.ready()).toBe(true);
  });

  it('answers by id from a healthy worker, with no restart', async () => {
    const c = client(['answers']);
    const p = c.run('k', job);
    await vi.advanceTimersByTimeAsync(10);
    expect(errorOf(await p)).toBe('answered by worker 0');
    expect(c.restarts).toBe(0);
  });

  it('a worker that throws is replaced and the job runs again on the new one', async () => {
    const c = client(['throws']);
    const p = c.run('k', job);
    await vi.advanceTimersByTimeAsync(50);
    expect(errorOf(await p)).toBe('answered by worker 1');
    expect(workers[0].terminated).toBe(true);
  });

  it('a worker closed under its jobs (no event at all) is found silent and replaced within the idle limit', async () => {
    const c = client(['answers', 'answers']);
    const warm = c.run('warm', job);
    await vi.advanceTimersByTimeAsync(10);
    await warm;
    await vi.advanceTimersByTimeAsync(60_000); // a long quiet spell
    workers[0].behaviour = 'closed';
    const p = c.run('k', job);
    await vi.advanceTimersByTimeAsync(400);
    expect(workers).toHaveLength(1); // not yet: a quiet spell before the job is not silence
    await vi.advanceTimersByTimeAsync(300);
    expect(errorOf(await p)).toBe('answered by worker 1');
  });

  it('a job that has started may be silent up to the busy limit, then the worker is replaced', async () => {
    const c = client(['answers', 'answers']);
    const warm = c.run('warm', job);
    await vi.advanceTimersByTimeAsync(10);
    await warm;
    workers[0].behaviour = 'hangs';
    const p = c.run('k', job);
    await vi.advanceTimersByTimeAsync(2000);
    expect(workers).toHaveLength(1); // computing, not dead
    await vi.advanceTimersByTimeAsync(1500);
    expect(errorOf(await p)).toBe('answered by worker 1');
  });

  it('gives up after maxAttempts with SOLVER_LOST, never the worker\'s own words', async () => {
    const c = client(['throws', 'throws', 'throws', 'answers']);
    const p = c.run('k', job);
    await vi.advanceTimersByTimeAsync(100);
    const outcome = await p;
    expect(errorOf(outcome)).toBe(SOLVER_LOST);
    // The code is what the background acts on (TabSolver retries it, the game keeper skips it).
    expect(outcome).toMatchObject({ result: { ok: false, code: 'solver-lost' } });
    expect(workers).toHaveLength(3);
    // The next job gets a fresh worker.
    const q = c.run('k', job);
    await vi.advanceTimersByTimeAsync(10);
    expect(errorOf(await q)).toBe('answered by worker 3');
  });

  it('stops pinging once nothing is pending', async () => {
    const c = client(['answers']);
    const p = c.run('k', job);
    await vi.advanceTimersByTimeAsync(10);
    await p;
    const n = workers[0].received.length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(workers[0].received.length).toBe(n);
  });

  it('a new worker closed before its first word is replaced after the start limit, not the busy one', async () => {
    const c = client(['closed', 'answers']);
    const p = c.run('k', job);
    await vi.advanceTimersByTimeAsync(900);
    expect(workers).toHaveLength(1); // may still be loading its script
    await vi.advanceTimersByTimeAsync(300);
    expect(workers).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(10);
    expect(errorOf(await p)).toBe('answered by worker 1');
  });

  it('rest() ends the worker once no job has run for REST_AFTER_MS; warm() (a panel opening) puts it off; the next job starts another', async () => {
    const c = client(['answers', 'answers']);
    const ran = async () => {
      const p = c.run('k', job);
      await vi.advanceTimersByTimeAsync(10);
      return errorOf(await p);
    };
    expect(await ran()).toBe('answered by worker 0');
    c.rest();
    await vi.advanceTimersByTimeAsync(REST_AFTER_MS - 1000);
    expect(workers[0].terminated).toBe(false);
    c.warm();
    await vi.advanceTimersByTimeAsync(REST_AFTER_MS * 2);
    expect(workers[0].terminated).toBe(false);
    c.rest();
    await vi.advanceTimersByTimeAsync(REST_AFTER_MS + 10);
    expect(workers[0].terminated).toBe(true);
    expect(await ran()).toBe('answered by worker 1');
  });
});
