// Keeps the worker from wasting time on boards nobody is waiting for. Jobs are keyed by who asked
// (a tab, a panel's manual board); when a newer job with the same key arrives before the older
// one started, the older one is answered `stale` at once. The solver is synchronous, so a job
// cannot be interrupted once started, but jobs queued behind it can be dropped. With nothing
// queued it works ahead (`idle`: the boards a prepare asked for), one board per task.
import type { JobOutcome, WorkerReply, WorkerRequest } from '../shared/jobs';

export class JobQueue {
  private readonly queue: WorkerRequest[] = [];
  private scheduled = false;

  constructor(
    private readonly run: (req: WorkerRequest) => JobOutcome,
    private readonly reply: (r: WorkerReply) => void,
    /** Defers the next job by one task, so messages that arrived meanwhile are queued first. */
    private readonly defer: (fn: () => void) => void = (fn) => setTimeout(fn, 0),
    /**
     * One step of work ahead, run only when no job waits (a job that arrives meanwhile waits for
     * the one step at most); whether it did one (then another is scheduled).
     */
    private readonly idle: () => boolean = () => false,
  ) {}

  push(req: WorkerRequest): void {
    const older = this.queue.findIndex((q) => q.key === req.key);
    if (older >= 0) {
      this.reply({ id: this.queue[older].id, outcome: { kind: 'stale' } });
      this.queue.splice(older, 1);
    }
    this.queue.push(req);
    this.schedule();
  }

  get pending(): number {
    return this.queue.length;
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    this.defer(() => {
      this.scheduled = false;
      const next = this.queue.shift();
      if (next) this.reply({ id: next.id, outcome: this.run(next) });
      else if (!this.idle()) return;
      this.schedule();
    });
  }
}
