// The host side of the solver worker, used by the offscreen document (Chrome) and the background
// page (Firefox): numbers each job, matches replies by id, and restarts the worker if it dies.
import { isJobOutcome, type Job, type JobOutcome, type WorkerReply, type WorkerRequest } from './jobs';

export class WorkerClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, { kind: Job['kind']; resolve: (o: JobOutcome) => void }>();

  /** `create` must contain the `new Worker(new URL(...))` expression so the bundler sees it. */
  constructor(private readonly create: () => Worker) {}

  /** Starts the worker now, so the first board does not pay for loading it. */
  warm(): void {
    this.ensure();
  }

  run(key: string, job: Job): Promise<JobOutcome> {
    const id = this.nextId++;
    const request: WorkerRequest = { id, key, job };
    return new Promise((resolve) => {
      this.pending.set(id, { kind: job.kind, resolve });
      this.ensure().postMessage(request);
    });
  }

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const w = this.create();
    w.onmessage = (e: MessageEvent<unknown>) => {
      const r = e.data as Partial<WorkerReply> | null;
      if (!r || typeof r.id !== 'number' || !isJobOutcome(r.outcome)) return;
      this.pending.get(r.id)?.resolve(r.outcome);
      this.pending.delete(r.id);
    };
    w.onerror = (e) => {
      // A crashed worker answers nothing: fail what it held and start afresh on the next job.
      const error = `solver worker crashed: ${e.message || 'unknown error'}`;
      for (const p of this.pending.values()) p.resolve({ kind: p.kind, result: { ok: false, error } } as JobOutcome);
      this.pending.clear();
      this.worker?.terminate();
      this.worker = null;
    };
    this.worker = w;
    return w;
  }
}
