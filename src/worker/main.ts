// The solver's Web Worker: a thin adapter over src/core. It stays alive between boards, so the
// word tables, opening books and the solver's memo stay warm; requests carry an id and a key
// (job-queue.ts) and run through run-job.ts.
import { answerModel } from '../core/model';
import { wordTable } from '../core/words';
import { isWorkerRequest, type WorkerSignal } from '../shared/jobs';
import { JobQueue } from './job-queue';
import { booksLoaded, JobRunner } from './run-job';

// The DOM lib has no worker-scope type; this is the part used.
const scope = self as unknown as { postMessage(m: unknown): void; onmessage: ((e: MessageEvent<unknown>) => void) | null };

const signal = (s: WorkerSignal) => scope.postMessage(s);

const runner = new JobRunner();

/**
 * After a board's first answer, how long the worker does nothing but jobs: the answer's way to the
 * screen (the offscreen document, the service worker, the panel's drawing; in Chrome one process
 * with this worker) took 100-400 ms with the CPU 4× slower while the next step of work ahead ran
 * beside it (test/e2e/bench-row-settle.ts), and 150 ms is what it needs alone.
 */
const ANSWER_PASSAGE_MS = 150;

const queue = new JobQueue(
  (req) => {
    // Said before the (synchronous) solve, so the host reads the silence that follows as work.
    signal({ started: req.id });
    return runner.run(req.job, req.key);
  },
  (reply) => scope.postMessage(reply),
  // No job runs before the opening books are in (booksLoaded).
  (fn) => void booksLoaded().then(() => setTimeout(fn, 0)),
  // Between jobs, silent work: the host's pings are answered between two such steps.
  () => runner.workAhead(),
  (req) => (req.job.kind === 'solve' && req.job.request.budgetMs === undefined ? ANSWER_PASSAGE_MS : 0),
);

scope.onmessage = (e: MessageEvent<unknown>) => {
  const d = e.data as { ping?: unknown } | null;
  // The host's liveness check (worker-client.ts), answered at once between jobs.
  if (d && typeof d.ping === 'number') return signal({ pong: d.ping });
  // Only our own host can reach a dedicated worker; the shape check guards against our own bugs.
  if (!isWorkerRequest(d)) return;
  queue.push({ id: d.id, key: d.key, job: d.job });
};

// Warm up: decode the word lists now, not on the first board. The host hears at once that this
// worker is alive and busy (a silent new worker would be given the long "still loading" limit),
// then that it is free. The opening books start loading first (asynchronously).
void booksLoaded();
signal({ started: 0 });
wordTable();
answerModel();
signal({ pong: 0 });
