// The host side of the solver worker, used by the offscreen document (Chrome) and the background
// page (Firefox): numbers each job, matches replies by id, and restarts the worker when it dies.
//
// A worker can die three ways. It throws outside a job (an `error` event), or it is closed or
// killed (terminated, out of memory, `close()` from devtools) and then says nothing at all: the
// browser fires no event for that. So while jobs are pending the client pings it; the worker
// answers between jobs and says `started` when a job begins (the solver is synchronous, so it is
// silent until the reply). Silence longer than `idleSilenceMs` when no job has started,
// `busySilenceMs` during a job, or `startSilenceMs` before a new worker's first word, means it is
// gone: a new worker re-runs every pending job, at most `maxAttempts` times each, after which the
// job answers SOLVER_LOST.
import { isWorkerReply, solverLost, type Job, type JobOutcome, type SolverHost, type WorkerPing, type WorkerRequest } from './jobs';
import { QuietClose } from './quiet-close';

export interface WatchdogOptions {
  pingMs: number;
  idleSilenceMs: number;
  busySilenceMs: number;
  /** A new worker says hello as soon as its script has loaded; silence this long before that is death. */
  startSilenceMs: number;
  maxAttempts: number;
  now: () => number;
}

const DEFAULTS: WatchdogOptions = {
  pingMs: 1000,
  // The worker answers a ping within a task; 4 s of silence with no job started is death even on
  // a loaded two-core machine.
  idleSilenceMs: 4000,
  // The slowest job (a hard-mode search near its budget, a whole game's analysis on a slow
  // machine) takes a few seconds; a job silent for 30 s has hung or died.
  busySilenceMs: 30_000,
  startSilenceMs: 10_000,
  maxAttempts: 3,
  now: () => Date.now(),
};

interface Pending {
  key: string;
  job: Job;
  attempts: number;
  resolve: (o: JobOutcome) => void;
}

export class WorkerClient implements SolverHost {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly o: WatchdogOptions;
  /** When the current worker last said anything (or was started / given work after a quiet spell). */
  private lastHeard = 0;
  /** Whether the current worker has ever answered: until then it may still be loading its tables. */
  private heard = false;
  /** Whether the current worker has answered a job (SolverHost.ready). */
  private answered = false;
  /** The job the worker said it started and has not answered yet. */
  private running: number | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private pings = 0;
  /** Workers replaced because they died (for tests and the console). */
  restarts = 0;
  /** rest(): the worker ended after a quiet spell. */
  private readonly quiet: QuietClose;

  /** `create` must contain the `new Worker(new URL(...))` expression so the bundler sees it. */
  constructor(
    private readonly create: () => Worker,
    options: Partial<WatchdogOptions> = {},
  ) {
    this.o = { ...DEFAULTS, ...options };
    this.quiet = new QuietClose({
      busy: () => this.pending.size > 0,
      close: () => {
        this.worker?.terminate();
        this.worker = null;
        this.answered = false;
      },
      now: () => this.o.now(),
    });
  }

  /** Starts the worker now, so the first board does not pay for loading it. */
  warm(): void {
    this.quiet.cancel();
    this.ensure();
  }

  /** Ends the worker once no job has been pending for REST_AFTER_MS (see SolverHost.rest). */
  rest(): void {
    this.quiet.rest();
  }

  ready(): boolean {
    return this.answered;
  }

  run(key: string, job: Job): Promise<JobOutcome> {
    const id = this.nextId++;
    this.quiet.touch();
    return new Promise((resolve) => {
      if (this.pending.size === 0) this.lastHeard = this.o.now(); // a quiet spell is not silence
      this.pending.set(id, { key, job, attempts: 1, resolve });
      this.post(id);
      this.watch();
    });
  }

  private post(id: number): void {
    const p = this.pending.get(id)!;
    const request: WorkerRequest = { id, key: p.key, job: p.job };
    this.ensure().postMessage(request);
  }

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const w = this.create();
    this.lastHeard = this.o.now();
    this.heard = false;
    this.answered = false;
    this.running = null;
    w.onmessage = (e: MessageEvent<unknown>) => {
      if (this.worker !== w) return; // a replaced worker's late words
      this.lastHeard = this.o.now();
      this.heard = true;
      const r = e.data as Record<string, unknown> | null;
      if (!r || typeof r !== 'object') return;
      if (typeof r.started === 'number') this.running = r.started;
      // A pong is answered between tasks, so whatever was started has been answered by now.
      if (typeof r.pong === 'number') this.running = null;
      if (!isWorkerReply(r)) return;
      this.answered = true;
      this.quiet.touch();
      if (this.running === r.id) this.running = null;
      this.pending.get(r.id)?.resolve(r.outcome);
      this.pending.delete(r.id);
      if (this.pending.size === 0) this.unwatch();
    };
    w.onerror = (e) => {
      e.preventDefault?.();
      if (this.worker === w) this.replace(`error: ${e.message || 'unknown'}`);
    };
    this.worker = w;
    return w;
  }

  /** The worker is dead or useless: start another and give it every pending job again. */
  private replace(why: string): void {
    console.warn(`[wordle-assistant] solver worker lost (${why}); restarting it`);
    this.restarts++;
    this.worker?.terminate();
    this.worker = null;
    this.answered = false;
    for (const [id, p] of this.pending) {
      if (++p.attempts > this.o.maxAttempts) {
        p.resolve(solverLost(p.job));
        this.pending.delete(id);
      }
    }
    if (this.pending.size === 0) return this.unwatch();
    for (const id of [...this.pending.keys()].sort((a, b) => a - b)) this.post(id);
  }

  private watch(): void {
    this.timer ??= setInterval(() => this.check(), this.o.pingMs);
  }

  private unwatch(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  private check(): void {
    if (this.pending.size === 0) return this.unwatch();
    const limit = this.running !== null ? this.o.busySilenceMs : !this.heard ? this.o.startSilenceMs : this.o.idleSilenceMs;
    if (this.o.now() - this.lastHeard > limit) return this.replace(`silent for ${this.o.now() - this.lastHeard} ms`);
    const ping: WorkerPing = { ping: ++this.pings };
    this.worker?.postMessage(ping);
  }
}
