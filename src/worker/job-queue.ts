// Keeps the worker from wasting time on boards nobody is waiting for. Jobs are keyed by who asked
// (a tab, a panel's manual board); when a newer job with the same key arrives before the older
// one started, the older one is answered `stale` at once. The solver is synchronous, so a job
// cannot be interrupted once started, but jobs queued behind it can be dropped.
// What runs next, one thing per task: a job the player waits for (a board, the panel's checks),
// else a step of work ahead (`ahead`: the boards a prepare asked for), else a job of the post-game
// analysis (which waits so, as it takes seconds: the next game's first rows are worked out before
// it). After a job whose answer someone waits to see (`holdAfter`), only jobs run for a moment: in
// Chrome the offscreen document, the service worker and the panel that carry the answer to the
// screen share one process with this worker, and on a slow CPU a step of work here delays them.
import { isBackgroundJob, type JobOutcome, type WorkerReply, type WorkerRequest } from '../shared/jobs';

const inBackground = (req: WorkerRequest) => isBackgroundJob(req.job);

export class JobQueue {
  private readonly queue: WorkerRequest[] = [];
  private scheduled = false;
  /** Until when (`now()`) no work ahead or analysis runs, and the timer that ends it. */
  private heldUntil = 0;
  private holdTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly run: (req: WorkerRequest) => JobOutcome,
    private readonly reply: (r: WorkerReply) => void,
    /** Defers the next job by one task, so messages that arrived meanwhile are queued first. */
    private readonly defer: (fn: () => void) => void = (fn) => setTimeout(fn, 0),
    /**
     * One step of work ahead, run only when no job the player waits for is queued (a job that
     * arrives meanwhile waits for the one step at most); whether it did one (then another is scheduled).
     */
    private readonly ahead: () => boolean = () => false,
    /** How long, after the job, only jobs the player waits for may run (ms; 0: no hold). */
    private readonly holdAfter: (req: WorkerRequest) => number = () => 0,
    private readonly now: () => number = Date.now,
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
      if (this.step()) this.schedule();
    });
  }

  /** Runs the one thing due now (see the header); whether there was one. */
  private step(): boolean {
    const urgent = this.queue.findIndex((q) => !inBackground(q));
    if (urgent >= 0) return this.runNow(this.queue.splice(urgent, 1)[0]);
    const held = this.heldUntil - this.now();
    if (held > 0) {
      this.holdTimer ??= setTimeout(() => {
        this.holdTimer = undefined;
        this.schedule();
      }, held);
      return false;
    }
    if (this.ahead()) return true;
    const later = this.queue.shift();
    return later ? this.runNow(later) : false;
  }

  private runNow(req: WorkerRequest): true {
    this.reply({ id: req.id, outcome: this.run(req) });
    const hold = this.holdAfter(req);
    if (hold > 0) this.heldUntil = Math.max(this.heldUntil, this.now() + hold);
    return true;
  }
}
