// The solver's workers in their host (Chrome's offscreen document, Firefox's background page): one
// for everything (the player's boards, the work ahead, the analysis of a game just played, whose
// memo the panel's own analysis of it shares), and a second one started only when an analysis job
// arrives while the first worker already runs one: the analysis scheduler runs two games at once
// while a panel shows Your games on a machine with a core to spare (analysis-scheduler.ts). The
// second worker closes after REST_AFTER_MS without a job, so it costs nothing once those games are done.
import { isBackgroundJob, type Job, type JobOutcome, type SolverHost } from './jobs';
import { WorkerClient, type WatchdogOptions } from './worker-client';

export class WorkerPool implements SolverHost {
  private readonly main: WorkerClient;
  private readonly helper: WorkerClient;
  /** Analysis jobs in flight on each worker. */
  private onMain = 0;
  private onHelper = 0;

  /** `create` must contain the `new Worker(new URL(...))` expression so the bundler sees it. */
  constructor(create: () => Worker, options: Partial<WatchdogOptions> = {}) {
    this.main = new WorkerClient(create, options);
    this.helper = new WorkerClient(create, options);
  }

  async run(key: string, job: Job): Promise<JobOutcome> {
    if (!isBackgroundJob(job)) return this.main.run(key, job);
    const main = this.onMain === 0;
    if (main) this.onMain++;
    else this.onHelper++;
    try {
      return await (main ? this.main : this.helper).run(key, job);
    } finally {
      if (main) this.onMain--;
      else if (--this.onHelper === 0) this.helper.rest();
    }
  }

  warm(): void {
    this.main.warm();
  }

  rest(): void {
    this.main.rest();
    this.helper.rest();
  }

  ready(): boolean {
    return this.main.ready();
  }
}
