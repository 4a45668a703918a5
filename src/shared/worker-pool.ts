// The solver's workers in their host (Chrome's offscreen document, Firefox's background page): one
// for everything (the player's boards, the work ahead, the analysis of a game just played, whose
// memo the panel's own analysis of it shares), and a second one for the jobs of the analysis
// scheduler's second lane (secondWorkerKey), which runs only while a panel shows Your games on a
// machine with a core to spare (analysis-scheduler.ts). The second starts with its first job and
// closes REST_AFTER_MS after its last, so it costs nothing once those games are done.
import { isBackgroundJob, isSecondWorkerKey, type Job, type JobOutcome, type SolverHost } from './jobs';
import { WorkerClient, type WatchdogOptions } from './worker-client';

export class WorkerPool implements SolverHost {
  private readonly main: WorkerClient;
  private readonly second: WorkerClient;

  /** `create` must contain the `new Worker(new URL(...))` expression so the bundler sees it. */
  constructor(create: () => Worker, options: Partial<WatchdogOptions> = {}) {
    this.main = new WorkerClient(create, options);
    this.second = new WorkerClient(create, options);
  }

  async run(key: string, job: Job): Promise<JobOutcome> {
    if (!isBackgroundJob(job) || !isSecondWorkerKey(key)) return this.main.run(key, job);
    try {
      return await this.second.run(key, job);
    } finally {
      // Closes once none of its jobs has been pending for REST_AFTER_MS (its next job puts that off).
      this.second.rest();
    }
  }

  warm(): void {
    this.main.warm();
  }

  rest(): void {
    this.main.rest();
    this.second.rest();
  }

  ready(): boolean {
    return this.main.ready();
  }
}
