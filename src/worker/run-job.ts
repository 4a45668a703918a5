// Runs one job of the solver's protocol (src/shared/jobs.ts): the solver from src/core, then the
// notes for the panel (src/shared/annotate.ts). The one runner of the extension: the solver worker uses it,
// and so does the panel's mock connector (dev page, component tests), so both answer a job alike,
// its time budget included.
import { analyseGame } from '../core/analysis';
import { loadBooks } from '../core/load-books';
import { evaluateGuess } from '../core/evaluate';
import { playGame, topSuggestion } from '../core/play-game';
import { suggest } from '../core/suggest';
import { BUDGET_OVERRUN, DEFAULT_BUDGET_MS, FIRST_ANSWER_MS } from '../core/strategies/optimal';
import { Lru } from '../core/lru';
import { replies } from '../core/replies';
import { failed, type Job, type JobOutcome } from '../shared/jobs';
import { requestKey, type SolveRequest } from '../shared/tab-view';
import { annotateAnalysis, annotateResult } from '../shared/annotate';
import { firstAnswer } from '../shared/first-answer';

/** The solver's entry points a job needs; tests and the dev page may stand in for some. */
export interface Solver {
  suggest: typeof suggest;
  analyseGame: typeof analyseGame;
  evaluateGuess: typeof evaluateGuess;
}

export const CORE_SOLVER: Solver = { suggest, analyseGame, evaluateGuess };

type SolveOutcome = Extract<JobOutcome, { kind: 'solve' }>;

/**
 * First answers kept, by request: the boards worked out ahead and any board asked again. Enough for
 * every colouring of an opener and of the rows of a game or two (each answer a few KB).
 */
const ANSWERS_KEPT = 1000;

/**
 * A slice of the search of a board worked out ahead: what a job that arrives meanwhile waits at most
 * (a slice's search stops at its deadline, the first step too: suggest's `slice`; its set-up and
 * figures come on top).
 */
const AHEAD_SLICE_MS = 40;

/**
 * Runs jobs and keeps what it worked out: the first answer to each board (no `budgetMs`; a
 * refinement slice is always run), and the boards a `prepare` asked for, which `workAhead` answers
 * one at a time while no job waits (the worker's queue calls it when idle). One per worker; the
 * mock connector has its own.
 */
export class JobRunner {
  private readonly answers = new Lru<string, SolveOutcome>(ANSWERS_KEPT);
  /** Boards to work out ahead, by the key of the prepare that asked; the newest ask last. */
  private readonly ahead = new Map<string, SolveRequest[]>();
  /** The board worked out ahead in slices, by its request key, and the search time it has had. */
  private sliced: { key: string; spent: number } | undefined;
  constructor(private readonly solver: Solver = CORE_SOLVER) {}

  run(job: Job, key = ''): JobOutcome {
    try {
      return job.kind === 'solve' ? this.solve(job.request) : job.kind === 'prepare' ? this.prepare(job, key) : runOther(job, this.solver);
    } catch (e) {
      // A solver bug must not kill the worker: report it as this job's error.
      return failed(job, `solver failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  /**
   * Works out one slice of a board ahead: the likeliest not answered yet of the newest prepare.
   * Whether there was one. A board is searched in slices (AHEAD_SLICE_MS) until it settles or has
   * had its budget; the search's memo carries each slice on to the next. So a job that arrives waits
   * one slice at most, not a whole search, and a board the row's next colour rules out is left
   * after one slice, not at the end of its budget.
   */
  workAhead(): boolean {
    for (;;) {
      const key = [...this.ahead.keys()].pop();
      if (key === undefined) return false;
      const boards = this.ahead.get(key)!;
      const rk = requestKey(boards[0]);
      const due = !this.answers.has(rk);
      // Left once answered, or refused by the solver (not tried again).
      if (due && !this.slice(boards[0], rk)) return true;
      boards.shift();
      if (boards.length === 0) this.ahead.delete(key);
      if (due) return true;
    }
  }

  /**
   * One slice of the search of `request` (key `rk`); its answer kept once it settles or its budget
   * is spent. Whether the board is done with: answered, or refused by the solver (not kept, as a
   * job's error is not: the board's own job reports it).
   */
  private slice(request: SolveRequest, rk: string): boolean {
    if (this.sliced?.key !== rk) this.sliced = { key: rk, spent: 0 };
    const budget = DEFAULT_BUDGET_MS[request.mode];
    const { board, ...options } = request;
    const sliced = this.sliced;
    let r: ReturnType<Solver['suggest']>;
    try {
      // The search's time only: each slice's set-up and figures are on top of what a whole search spends.
      r = this.solver.suggest(board, { ...options, budgetMs: Math.min(AHEAD_SLICE_MS, Math.max(1, budget - sliced.spent)), slice: true, leastLosing: true, onSearched: (ms) => (sliced.spent += ms) });
    } catch (e) {
      // A solver bug must not stop the worker's queue: the board's own job will report it.
      console.error('[wordle-assistant] working a board out ahead failed:', e);
      this.sliced = undefined;
      return true;
    }
    if (r.ok && !r.value.settled && sliced.spent < budget) return false;
    this.sliced = undefined;
    const until = Date.now() + (BUDGET_OVERRUN - 1) * budget;
    // A slice can stop before the search's first step ranked the list (suggest's `slice`): such an
    // answer is not kept, and the board's own job searches it, from the memo the slices filled.
    const ranked = r.ok && (r.value.settled || r.value.suggestions.length >= request.top);
    if (r.ok && ranked) this.answers.set(rk, { kind: 'solve', result: { ok: true, value: annotateResult(r.value, board, options, this.solver.evaluateGuess, until) } });
    return true;
  }

  private solve(request: SolveRequest): SolveOutcome {
    const first = request.budgetMs === undefined;
    const key = first ? requestKey(request) : '';
    const known = first ? this.answers.get(key) : undefined;
    if (known) return known;
    // A board not worked out ahead is answered at once, within the first answer's budget, and the
    // background refines an unsettled answer while the player reads. A board worked out ahead part
    // of the way (the row settled during its slices) has the rest of that budget: the memo holds
    // what the slices searched.
    const spent = first && this.sliced?.key === key ? this.sliced.spent : 0;
    const budgetMs = request.budgetMs ?? Math.max(1, Math.round(FIRST_ANSWER_MS[request.mode] - spent));
    const result = firstAnswer(request, budgetMs, this.solver);
    if (spent > 0) this.sliced = undefined;
    const outcome: SolveOutcome = { kind: 'solve', result };
    return first && result.ok ? this.answers.set(key, outcome) : outcome;
  }

  /** Queues the boards `job.guess` can lead to, likeliest first, in place of the key's older ones. */
  private prepare(job: Extract<Job, { kind: 'prepare' }>, key: string): JobOutcome {
    const { request, guess, shown } = job;
    if (guess === null) {
      this.ahead.delete(key);
      return { kind: 'prepare', result: { ok: true, value: 0 } };
    }
    const r = replies(request.board, guess, { mode: request.mode, model: request.model, date: request.date, learnedAnswers: request.learnedAnswers, shown, withoutWin: true });
    if (!r.ok) return { kind: 'prepare', result: r };
    const boards = r.value
      .map((reply): SolveRequest => ({ ...request, board: [...request.board, { guess, marks: reply.marks }] }))
      .filter((b) => !this.answers.has(requestKey(b)));
    this.ahead.delete(key);
    if (boards.length) this.ahead.set(key, boards);
    return { kind: 'prepare', result: { ok: true, value: boards.length } };
  }
}

/**
 * One job run by a runner of its own, with nothing kept.
 * @internal exported for the tests: they run single jobs; the worker and the mock keep a JobRunner.
 */
export function runJob(job: Job, solver: Solver = CORE_SOLVER): JobOutcome {
  return new JobRunner(solver).run(job);
}

function runOther(job: Exclude<Job, { kind: 'solve' | 'prepare' }>, solver: Solver): JobOutcome {
  switch (job.kind) {
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
