// The solver's Web Worker: a thin adapter over src/core. It stays alive between boards, so the
// word tables, opening books and the solver's memo stay warm; requests carry an id and a key (job-queue.ts).
import { analyseGame } from '../core/analysis';
import { loadBooks } from '../core/book';
import { suggest } from '../core/suggest';
import { answerModel } from '../core/model';
import { wordTable } from '../core/words';
import { isJob, type Job, type JobOutcome, type WorkerRequest, type WorkerSignal } from '../shared/jobs';
import { annotateAnalysis, annotateResult } from '../shared/annotate';
import { evaluateGuess } from '../core/evaluate';
import { JobQueue } from './job-queue';

function run(job: Job): JobOutcome {
  try {
    switch (job.kind) {
      case 'solve': {
        const { board, ...options } = job.request;
        const r = suggest(board, options);
        return { kind: 'solve', result: r.ok ? { ok: true, value: annotateResult(r.value, board, options, evaluateGuess) } : r };
      }
      case 'analyse': {
        const r = analyseGame(job.board, { mode: job.mode, model: job.model });
        return { kind: 'analyse', result: r.ok ? { ok: true, value: annotateAnalysis(r.value, job.board, job.model) } : r };
      }
      case 'evaluate':
        return { kind: 'evaluate', result: evaluateGuess(job.board, job.word, { mode: job.mode, model: job.model }) };
      default: {
        const never: never = job;
        throw new Error(`unknown job ${JSON.stringify(never)}`);
      }
    }
  } catch (e) {
    // A solver bug must not kill the worker: report it as this job's error.
    const error = `solver failed: ${e instanceof Error ? e.message : String(e)}`;
    return { kind: job.kind, result: { ok: false, error } } as JobOutcome;
  }
}

// The DOM lib has no worker-scope type; this is the part used.
const scope = self as unknown as { postMessage(m: unknown): void; onmessage: ((e: MessageEvent<unknown>) => void) | null };
// The opening books (precomputed first moves) load asynchronously; suggest() without them searches
// from scratch and ranks differently, so no job runs before they are in.
const booksReady: Promise<unknown> = loadBooks().catch((e: unknown) => {
  console.error('[wordle-assistant] opening books failed to load; searching without them', e);
});

const signal = (s: WorkerSignal) => scope.postMessage(s);

const queue = new JobQueue(
  (req) => {
    // Said before the (synchronous) solve, so the host reads the silence that follows as work.
    signal({ started: req.id });
    return run(req.job);
  },
  (reply) => scope.postMessage(reply),
  (fn) => void booksReady.then(() => setTimeout(fn, 0)),
);

scope.onmessage = (e: MessageEvent<unknown>) => {
  const d = e.data as (Partial<WorkerRequest> & { ping?: unknown }) | null;
  // The host's liveness check (worker-client.ts), answered at once between jobs.
  if (d && typeof d.ping === 'number') return signal({ pong: d.ping });
  // Only our own host can reach a dedicated worker; the shape check guards against our own bugs.
  if (!d || !Number.isInteger(d.id) || typeof d.key !== 'string' || !isJob(d.job)) return;
  queue.push({ id: d.id as number, key: d.key, job: d.job });
};

// Warm up: decode the word lists now, not on the first board. The host hears at once that this
// worker is alive and busy (a silent new worker would be given the long "still loading" limit),
// then that it is free.
signal({ started: 0 });
wordTable();
answerModel();
signal({ pong: 0 });
