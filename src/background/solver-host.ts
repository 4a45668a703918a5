// Where the solver worker lives, chosen at build time so each browser's bundle holds only its own
// way: Chrome's service worker cannot start a Web Worker, so an offscreen document hosts it
// (offscreen-host.ts); Firefox's background is a page and starts the worker itself. Both restart
// what dies under them and re-run the job (bounded), so a fault costs time, not the answer.
import type { SolverHost } from '../shared/jobs';
import { WorkerPool } from '../shared/worker-pool';
import { offscreenHost } from './offscreen-host';

export type { SolverHost } from '../shared/jobs';

/** The worker starts with the first job: none is sent before a panel shows a Wordle tab or a game ends (tab-solver.ts). */
function pageWorkerHost(): SolverHost {
  return new WorkerPool(() => new Worker(new URL('../worker/main.ts', import.meta.url), { type: 'module' }));
}

export function createSolverHost(): SolverHost {
  return __BROWSER__ === 'chrome' ? offscreenHost() : pageWorkerHost();
}
