// The solver worker's protocol: what a job is and what comes back. Kept apart from messages.ts
// because the worker has no extension APIs and must not load webextension-polyfill.
import type { Board, DatedAnswer, ErrorCode, Mark, Mode, ModelName, PuzzleContext, Result } from '../core/types';
import { isGameAnalysis, isSuggestResult, type NotedAnalysis, type NotedResult } from './notes';
import { isSolveRequest, puzzleChecks, type SolveRequest } from './tab-view';
import type { GuessEvaluation } from './evaluation';
import * as is from './shapes';

/** Work for the solver worker. */
export type Job =
  | { kind: 'solve'; request: SolveRequest }
  | ({ kind: 'analyse'; board: Board; mode: Mode; model: ModelName } & PuzzleContext)
  /** "Check my word": one word from one board. */
  | ({ kind: 'evaluate'; board: Board; word: string; mode: Mode; model: ModelName } & PuzzleContext)
  /**
   * The best play on a kept game's answer: the solver plays `answer` from an empty board, always
   * its top suggestion, in the game's mode and model (and the model of the game's day).
   */
  | ({ kind: 'play'; answer: string; mode: Mode; model: ModelName } & PuzzleContext)
  /**
   * Work out ahead the answers to the boards `guess` may lead to from `request`'s board, likeliest
   * first, while nothing else waits (src/worker/speculation.ts): the row being typed or revealed
   * (`shown`: the colours its tiles show so far, from the left), or the player's usual opener.
   * The answer to such a board is then there when the row settles. A newer prepare under the same
   * key replaces the older one's boards not yet worked out; `guess` null drops them.
   */
  | { kind: 'prepare'; request: SolveRequest; guess: string | null; shown?: Mark[] };

export type JobOutcome =
  | { kind: 'solve'; result: Result<NotedResult> }
  | { kind: 'analyse'; result: Result<NotedAnalysis> }
  | { kind: 'evaluate'; result: Result<GuessEvaluation> }
  /** Guesses the solver took: 1-6, or 7 when it did not solve the game in six. */
  | { kind: 'play'; result: Result<number> }
  /** Boards of a prepare still to work out (0: every answer is there already). */
  | { kind: 'prepare'; result: Result<number> }
  /** A newer job with the same key arrived before this one started. */
  | { kind: 'stale' };

/** The post-game analysis's jobs (background/analysis-scheduler.ts): nobody watches a board for them. */
export const isBackgroundJob = (job: Job): boolean => job.kind === 'analyse' || job.kind === 'play';

/**
 * The key of a job for the host's second worker (worker-pool.ts): the analysis scheduler's second
 * lane. Every other job goes to the first, so the panel's analysis of a game that just ended and
 * the keeper's of the same game meet in one worker, which answers the second from the first.
 */
export const secondWorkerKey = (key: string): string => `second-worker:${key}`;
export const isSecondWorkerKey = (key: string): boolean => key.startsWith('second-worker:');

/** Anything that runs jobs: the worker client, the offscreen document seen from the background. */
export interface SolverHost {
  run(key: string, job: Job): Promise<JobOutcome>;
  /** A panel opened: start the solver now, so its first board waits for the search only. */
  warm?(): void;
  /**
   * No panel shows anything: once no job has run for REST_AFTER_MS, close the solver (its tables
   * and memo go; the next job starts it again). A job or warm() meanwhile puts it off.
   */
  rest?(): void;
  /**
   * Whether the solver has answered a job since it last started: until then the background answers
   * the boards the books answer whole itself (background/book-answer.ts), after it the solver does
   * (it may have worked them out ahead).
   */
  ready?(): boolean;
}

/** How long a solver no panel needs stays open after its last job (under Chrome's 30 s service-worker idle stop, which would lose the timer). */
export const REST_AFTER_MS = 15_000;

/**
 * What the player reads when the solver could not be reached even after retries (a closed
 * offscreen document, a worker that died again and again). The browser's own error text stays in
 * the console: it means nothing to a player. The background runs such a job again the next time
 * the tab is looked at (see TabSolver), so this is never final.
 * @internal exported for the tests: the tests expect these exact words.
 */
export const SOLVER_LOST = 'The solver stopped and did not come back after several restarts.';

/** The job with the learned answers the background keeps (the panel does not hold them). */
export function withLearned(job: Job, learned: DatedAnswer[]): Job {
  if (learned.length === 0) return job;
  return job.kind === 'solve' || job.kind === 'prepare' ? { ...job, request: { ...job.request, learnedAnswers: learned } } : { ...job, learnedAnswers: learned };
}

export function failed(job: Job, error: string, code?: ErrorCode): JobOutcome {
  return { kind: job.kind, result: { ok: false, error, ...(code ? { code } : {}) } } as JobOutcome;
}

/** The job's answer when the solver is lost: SOLVER_LOST, with its code (what callers test, not the words). */
export const solverLost = (job: Job): JobOutcome => failed(job, SOLVER_LOST, 'solver-lost');

export const isSolverLost = (r: { ok: boolean; code?: ErrorCode }): boolean => !r.ok && r.code === 'solver-lost';

/** Host (offscreen document / Firefox background) → worker, over postMessage. */
export interface WorkerRequest {
  id: number;
  key: string;
  job: Job;
}
/** Host → worker: "are you alive?", answered between jobs (the solver is synchronous). */
export interface WorkerPing {
  ping: number;
}
/** Worker → host: a job's outcome. */
export interface WorkerReply {
  id: number;
  outcome: JobOutcome;
}
/** Worker → host: job `started` begins now (silence until its reply is work, not death); or a ping's answer. */
export type WorkerSignal = { started: number } | { pong: number };

/** What comes back for `job`: an outcome of its own kind, or stale. */
export type OutcomeOf<J extends Job> = Extract<JobOutcome, { kind: J['kind'] | 'stale' }>;

/** Whether `v` is an outcome of `job` (a well-formed outcome of another kind is not). */
export function isOutcomeOf<J extends Job>(job: J, v: unknown): v is OutcomeOf<J> {
  return isJobOutcome(v) && (v.kind === job.kind || v.kind === 'stale');
}

/** Boards a prepare has left: at most every colouring of a word. */
const isBoardCount = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 243;

/** Guesses the solver took on a kept game's answer: 1-6, or 7 when it did not solve it. */
const isGuessCount = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 7;

/**
 * @internal exported for the tests: they check each kind of outcome on its own; the extension
 * checks outcomes through isOutcomeOf and isWorkerReply.
 */
export const isJobOutcome = is.isTagged<JobOutcome, 'kind'>('kind', {
  solve: { result: (v) => is.isResultOf(v, isSuggestResult) },
  analyse: { result: (v) => is.isResultOf(v, isGameAnalysis) },
  evaluate: { result: (v) => is.isResultOf(v, is.isGuessEvaluation) },
  play: { result: (v) => is.isResultOf(v, isGuessCount) },
  prepare: { result: (v) => is.isResultOf(v, isBoardCount) },
  stale: {},
});

export const isJob = is.isTagged<Job, 'kind'>('kind', {
  solve: { request: isSolveRequest },
  analyse: { board: is.isBoard, mode: is.isMode, model: is.isModelName, ...puzzleChecks },
  evaluate: { board: is.isBoard, word: is.isWord, mode: is.isMode, model: is.isModelName, ...puzzleChecks },
  play: { answer: is.isWord, mode: is.isMode, model: is.isModelName, ...puzzleChecks },
  prepare: { request: isSolveRequest, guess: is.isNullable(is.isWord), shown: is.isOptional(is.isMarkPrefix) },
});

/** A job for the worker, numbered by its host (worker-client.ts). */
export const isWorkerRequest = is.isShaped<WorkerRequest>({ id: Number.isInteger, key: (v) => typeof v === 'string', job: isJob });

/** A job's outcome from the worker, by its number. */
export const isWorkerReply = is.isShaped<WorkerReply>({ id: (v) => typeof v === 'number', outcome: isJobOutcome });
