// Where the solver worker lives, chosen at build time so each browser's bundle holds only its own
// way: Chrome's service worker cannot start a Web Worker, so an offscreen document hosts it
// (offscreen-host.ts); Firefox's background is a page and starts the worker itself.
import type { Job, JobOutcome } from '../shared/messages';
import { WorkerClient } from '../shared/worker-client';
import { offscreenHost } from './offscreen-host';

export interface SolverHost {
  run(key: string, job: Job): Promise<JobOutcome>;
}

export function failed(job: Job, error: string): JobOutcome {
  return { kind: job.kind, result: { ok: false, error } } as JobOutcome;
}

function pageWorkerHost(): SolverHost {
  const client = new WorkerClient(() => new Worker(new URL('../worker/main.ts', import.meta.url), { type: 'module' }));
  client.warm();
  return { run: (key, job) => client.run(key, job) };
}

export function createSolverHost(): SolverHost {
  return __BROWSER__ === 'chrome' ? offscreenHost() : pageWorkerHost();
}
