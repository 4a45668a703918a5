// What the background tells a panel about the Wordle tab it follows, and what a panel asks the
// solver for. Shared types (not the panel's): the background builds TabView and checks
// SolveRequest, so neither may live in a context's own files (eslint.config.js).
import type { Board, ErrorCode, ModelName, Mode, StrategyName, SuggestResult } from '../core/types';
import type { PageReading } from './page';

/** What the panel knows about the Wordle tab it follows. */
export type TabView =
  | { kind: 'no-tab' }
  | {
      kind: 'tab';
      tabId: number;
      /** null until the content script has reported. */
      reading: PageReading | null;
      /** The solver's answer for the tab's current board under the current settings. */
      solve:
        | { kind: 'idle' }
        | { kind: 'busy' }
        | { kind: 'done'; result: SuggestResult }
        | SolveError;
      /**
       * The solver is searching the board deeper while the player reads (idle refinement,
       * core/refine.ts): the suggestions shown may still change.
       */
      refining?: boolean;
    };

/** The solver's failure as the panel shows it: the words, and the code it picks its advice by. */
export type SolveError = { kind: 'error'; error: string; code?: ErrorCode };

export const solveError = (r: { error: string; code?: ErrorCode }): SolveError => ({ kind: 'error', error: r.error, ...(r.code ? { code: r.code } : {}) });

export interface SolveRequest {
  board: Board;
  mode: Mode;
  model: ModelName;
  strategy: StrategyName;
  top: number;
  /**
   * The search's time budget, ms: left out for a board's first answer (the solver's default);
   * REFINE_SLICE_MS for a slice of idle refinement (core/refine.ts), never more.
   */
  budgetMs?: number;
}
