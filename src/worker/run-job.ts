// Runs one job of the solver's protocol (src/shared/jobs.ts): the solver from src/core, then the
// notes for the panel (annotate.ts). The one runner of the extension: the solver worker uses it,
// and so does the panel's mock connector (dev page, component tests), so both answer a job alike,
// its time budget included.
import { analyseGame } from '../core/analysis';
import { loadBooks } from '../core/book';
import { evaluateGuess } from '../core/evaluate';
import { playGame, topSuggestion } from '../core/play-game';
import { suggest } from '../core/suggest';
import { failed, type Job, type JobOutcome } from '../shared/jobs';
import { annotateAnalysis, annotateResult } from './annotate';

/** The solver's entry points a job needs; tests and the dev page may stand in for some. */
export interface Solver {
  suggest: typeof suggest;
  analyseGame: typeof analyseGame;
  evaluateGuess: typeof evaluateGuess;
}

export const CORE_SOLVER: Solver = { suggest, analyseGame, evaluateGuess };

export function runJob(job: Job, solver: Solver = CORE_SOLVER): JobOutcome {
  try {
    switch (job.kind) {
      case 'solve': {
        const { board, ...options } = job.request;
        const r = solver.suggest(board, options);
        return { kind: 'solve', result: r.ok ? { ok: true, value: annotateResult(r.value, board, options, solver.evaluateGuess) } : r };
      }
      case 'analyse': {
        const context = { date: job.date, learnedAnswers: job.learnedAnswers };
        const r = solver.analyseGame(job.board, { mode: job.mode, model: job.model, ...context });
        return { kind: 'analyse', result: r.ok ? { ok: true, value: annotateAnalysis(r.value, job.board, job.model, context) } : r };
      }
      case 'evaluate':
        return { kind: 'evaluate', result: solver.evaluateGuess(job.board, job.word, { mode: job.mode, model: job.model, date: job.date, learnedAnswers: job.learnedAnswers }) };
      case 'play': {
        const move = topSuggestion({ mode: job.mode, model: job.model, date: job.date, learnedAnswers: job.learnedAnswers });
        const r = playGame(job.answer, move);
        return { kind: 'play', result: r.ok ? { ok: true, value: r.value.guesses } : r };
      }
      default: {
        const never: never = job;
        throw new Error(`unknown job ${JSON.stringify(never)}`);
      }
    }
  } catch (e) {
    // A solver bug must not kill the worker: report it as this job's error.
    return failed(job, `solver failed: ${e instanceof Error ? e.message : String(e)}`);
  }
}

let books: Promise<void> | undefined;

/**
 * Resolves once the opening books (precomputed first moves) have loaded, or failed to. suggest()
 * without them searches from scratch and ranks differently, so no job runs before.
 */
export function booksLoaded(): Promise<void> {
  return (books ??= loadBooks().catch((e: unknown) => {
    console.error('[wordle-assistant] opening books failed to load; searching without them', e);
  }));
}
