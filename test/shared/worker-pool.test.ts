// The host's two workers: every job goes to the first but the analysis scheduler's second lane's
// (secondWorkerKey), for which a second worker starts, closing once quiet.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REST_AFTER_MS, secondWorkerKey, type Job, type JobOutcome } from '../../src/shared/jobs';
import { WorkerPool } from '../../src/shared/worker-pool';

/** A worker that answers each job after 50 ms, as src/worker/main.ts does, saying which worker it is. */
class FakeWorker {
  onmessage: ((e: MessageEvent<unknown>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  terminated = false;
  jobs: string[] = [];
  postMessage(m: Record<string, unknown>): void {
    if (this.terminated) return;
    const say = (d: unknown, ms: number) => setTimeout(() => !this.terminated && this.onmessage?.({ data: d } as MessageEvent<unknown>), ms);
    if (typeof m.ping === 'number') return void say({ pong: m.ping }, 1);
    this.jobs.push(m.key as string);
    say({ started: m.id }, 1);
    say({ id: m.id, outcome: { kind: 'play', result: { ok: true, value: workers.indexOf(this) + 1 } } }, 50);
  }
  terminate(): void {
    this.terminated = true;
  }
}

let workers: FakeWorker[];
const play: Job = { kind: 'play', answer: 'crane', mode: 'normal', model: 'nyt' };
const analyse: Job = { kind: 'analyse', board: [], mode: 'normal', model: 'nyt' };
const solve: Job = { kind: 'solve', request: { board: [], mode: 'normal', model: 'nyt', strategy: 'entropy', top: 1 } };
/** Which worker answered: the fake answers its own number. */
const by = (o: JobOutcome) => (o.kind === 'play' && o.result.ok ? o.result.value : null);

function pool() {
  return new WorkerPool(() => {
    const w = new FakeWorker();
    workers.push(w);
    return w as unknown as Worker;
  });
}

describe('WorkerPool', () => {
  beforeEach(() => {
    workers = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('runs the player jobs and the analyses of the first lane on one worker, even side by side', async () => {
    const p = pool();
    // The panel's analysis of a game that just ended and the keeper's of the same game: one worker.
    const jobs = [p.run('tab', solve), p.run('game-1', analyse), p.run('panel-analysis', analyse)];
    await vi.advanceTimersByTimeAsync(300);
    await Promise.all(jobs);
    const next = p.run('game-1:play', play);
    await vi.advanceTimersByTimeAsync(100);
    expect(by(await next)).toBe(1);
    expect(workers).toHaveLength(1);
    expect(workers[0].jobs).toEqual(['tab', 'game-1', 'panel-analysis', 'game-1:play']);
  });

  it("starts a second worker for the second lane's analyses, never for the player's, and closes it once quiet", async () => {
    const p = pool();
    const first = p.run('game-1', play);
    const second = p.run(secondWorkerKey('game-2'), play);
    const board = p.run(secondWorkerKey('tab'), solve);
    await vi.advanceTimersByTimeAsync(200);
    expect([by(await first), by(await second)]).toEqual([1, 2]);
    await board;
    expect(workers[0].jobs).toEqual(['game-1', secondWorkerKey('tab')]);
    expect(workers[1].jobs).toEqual([secondWorkerKey('game-2')]);
    await vi.advanceTimersByTimeAsync(REST_AFTER_MS + 2000);
    expect(workers[1].terminated).toBe(true);
    expect(workers[0].terminated).toBe(false); // the player's worker rests only when the background says so
    expect(p.ready()).toBe(true);
  });
});
