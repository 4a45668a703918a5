// The solver closed once no job has run for REST_AFTER_MS (SolverHost.rest), for both of its hosts:
// the offscreen document (Chrome, background/offscreen-host.ts) and the worker itself (Firefox,
// worker-client.ts). A job pending keeps it open, and a job given or answered counts as activity,
// so the close waits for REST_AFTER_MS of quiet after the last one.
import { REST_AFTER_MS } from './jobs';

export class QuietClose {
  private lastJob = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly o: {
      /** Whether a job is pending now. */
      busy: () => boolean;
      close: () => void;
      now: () => number;
    },
  ) {}

  /** A job was given or answered. */
  touch(): void {
    this.lastJob = this.o.now();
  }

  /** Closes once no job has been pending for REST_AFTER_MS. */
  rest(): void {
    this.cancel();
    const quietFor = this.o.busy() ? 0 : this.o.now() - this.lastJob;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.o.busy() || this.o.now() - this.lastJob < REST_AFTER_MS) return this.rest();
      this.o.close();
    }, Math.max(0, REST_AFTER_MS - quietFor));
  }

  /** Wanted again (a panel opened): no close. */
  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
