// What the panel must show for a board: src/core's `suggest()` run here, at test time, with the
// same settings the extension uses, so the tests follow the solver as it changes.
import { loadBooks } from '../../src/core/load-books';
import { suggest } from '../../src/core/suggest';
import { suggestRefined } from '../../src/core/refine';
import type { Board, Mode, SuggestResult } from '../../src/core/types';
import type { Settings } from '../../src/shared/settings';

/** The opening books, as the worker loads them before its first job. */
export async function loadSolverData(): Promise<void> {
  // The worker logs a failure and goes on with the books that did load; do exactly the same.
  await loadBooks().catch((e: unknown) => console.error('opening books failed to load:', e));
  // Warm up (word tables, JIT) so that timing below measures the search alone.
  suggest([], { top: 1, strategy: 'entropy' });
}

/**
 * A board the search settles within a third of this ranks alike on any machine. The worker's first
 * answer has less (FIRST_ANSWER_MS: 63 ms normal, 88 ms hard) where it did not work the board out
 * ahead, but an answer that did not settle is refined until it does (tab-solver.ts), so the panel
 * comes to this ranking all the same; the margin allows for a browser engine several times slower
 * than Node on this code.
 */
const BUDGET_MS = 100;

export interface Expected {
  result: SuggestResult;
  /**
   * True when the search may have run into its time budget: its ranking then depends on the
   * machine's speed, so the worker in the browser can fairly rank differently. Only the
   * candidate count and the validity of the words are compared for such boards.
   */
  timingDependent: boolean;
}

export function expectedFor(board: Board, settings: Settings, mode: Mode): Expected {
  const started = performance.now();
  const r = suggest(board, { mode, model: settings.model, strategy: settings.strategy, top: settings.top });
  const elapsed = performance.now() - started;
  if (!r.ok) throw new Error(`suggest() refused the test's own board: ${r.error}`);
  // A third of the budget leaves room for the browser's worker being slower than Node.
  return { result: r.value, timingDependent: settings.strategy === 'optimal' && elapsed > BUDGET_MS / 3 };
}

/**
 * What the panel shows once its idle refinement is done (src/core/refine.ts): the slices run
 * here until the search settles (a clock that stands still keeps the time cap out of it), so the
 * ranking is the settled search's, whatever the machine.
 */
export function settledFor(board: Board, settings: Settings, mode: Mode): { first: SuggestResult; settled: SuggestResult } {
  const r = suggestRefined(board, { mode, model: settings.model, strategy: settings.strategy, top: settings.top }, () => 0);
  if (!r.ok) throw new Error(`suggest() refused the test's own board: ${r.error}`);
  if (!r.value.last.settled) throw new Error('the search did not settle');
  return { first: r.value.first, settled: r.value.last };
}
