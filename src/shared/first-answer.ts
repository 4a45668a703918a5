// A board's first answer as the player first sees it: the solver's suggestions within the first
// answer's budget, with the notes the panel shows. The one computation of it: the solver worker's
// runner (src/worker/run-job.ts) answers every board so, and the background, with `booksOnly`,
// answers the boards the opening books answer whole while the worker starts
// (src/background/book-answer.ts), so both give the same list and figures.
import type { suggest } from '../core/suggest';
import { BUDGET_OVERRUN } from '../core/strategies/optimal';
import type { Result, SuggestOptions } from '../core/types';
import { annotateResult } from './annotate';
import type { EvaluateGuess } from './evaluation';
import type { NotedResult } from './notes';
import type { SolveRequest } from './tab-view';

export function firstAnswer(request: SolveRequest, budgetMs: number, solver: { suggest: typeof suggest; evaluateGuess?: EvaluateGuess }, more: Pick<SuggestOptions, 'booksOnly'> = {}): Result<NotedResult> {
  const { board, ...rest } = request;
  const options: SuggestOptions = { ...rest, budgetMs };
  // The answer is due within its budget and a fifth more, notes included (annotate.ts).
  const until = Date.now() + BUDGET_OVERRUN * budgetMs;
  // A player's list: the trap line's least-losing move, the same whatever the rows shown.
  const r = solver.suggest(board, { ...options, leastLosing: true, ...more });
  return r.ok ? { ok: true, value: annotateResult(r.value, board, options, solver.evaluateGuess, until) } : r;
}
