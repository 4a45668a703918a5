// What the background tells a panel about the Wordle tab it follows, and what a panel asks the
// solver for. Shared types (not the panel's): the background builds TabView and checks
// SolveRequest, so neither may live in a context's own files (eslint.config.js).
import type { Board, ErrorCode, ModelName, Mode, PuzzleContext, StrategyName } from '../core/types';
import { isDate } from '../core/dates';
import { REFINE_SLICE_MS } from '../core/refine-budget';
import { isHintSteps, type HintSteps } from './hints';
import { isSuggestResult, type NotedResult } from './notes';
import { isPageReading, type PageReading } from './page';
import { effectiveHardMode, type Settings } from './settings';
import { failureChecks, isBoard, isBool, isId, isIntIn, isLearned, isMode, isModelName, isNullable, isOptional, isShaped, isStrategyName, isTagged, type FieldChecks } from './shapes';

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
        | { kind: 'done'; result: NotedResult }
        | SolveError;
      /**
       * The solver is searching the board deeper while the player reads (idle refinement,
       * core/refine.ts): the suggestions shown may still change.
       */
      refining?: boolean;
      /**
       * The hint ladder's steps taken in the tab's game, by board (shared/hints.ts), as the
       * background keeps them: every panel on the tab shows the steps any of them took.
       */
      hints?: HintSteps;
    };

/** The solver's failure as the panel shows it: the words, and the code it picks its advice by. */
export type SolveError = { kind: 'error'; error: string; code?: ErrorCode };

export const solveError = (r: { error: string; code?: ErrorCode }): SolveError => ({ kind: 'error', error: r.error, ...(r.code ? { code: r.code } : {}) });

/** A board to solve: the reading's date as its PuzzleContext (the background adds the learned answers). */
export interface SolveRequest extends PuzzleContext {
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

/**
 * Everything a first answer depends on: the board and settings, the puzzle's date and the learned
 * answers before it (only earlier answers count: a game won today changes nothing of today's
 * answers, nor what was worked out ahead for them); not `budgetMs` (a refinement slice is not a
 * first answer). The background's key of a tab's answer, and the worker's of the answers it keeps
 * (run-job.ts); one test per field fails if the key leaves it out (tab-solver.test.ts).
 */
export const requestKey = (r: SolveRequest) =>
  JSON.stringify([r.board, r.mode, r.model, r.strategy, r.top, r.date ?? null, r.learnedAnswers?.filter((a) => !r.date || a.date < r.date).map((a) => a.date + a.word).join() ?? '']);

/**
 * The solve request for a reading under the settings, or null when there is no board to solve: the
 * background's, and the panel's mock connector's (so both ask alike). The puzzle's date comes from
 * the reading.
 */
export function requestFor(reading: PageReading, s: Settings): SolveRequest | null {
  if (reading.kind !== 'board') return null;
  const mode = effectiveHardMode(s, reading.hardMode) ? 'hard' : 'normal';
  return { board: reading.rows, mode, model: s.model, strategy: s.strategy, top: s.top, ...(reading.date ? { date: reading.date } : {}) };
}

/** The puzzle's date and learned answers a job may carry (jobs.ts PuzzleContext), bounded. */
export const puzzleChecks: FieldChecks<Pick<SolveRequest, 'date' | 'learnedAnswers'>> = { date: isOptional(isDate), learnedAnswers: isLearned };

export const isSolveRequest = isShaped<SolveRequest>({
  board: isBoard,
  mode: isMode,
  model: isModelName,
  strategy: isStrategyName,
  top: isIntIn(1, 50),
  ...puzzleChecks,
  budgetMs: isOptional(isIntIn(1, REFINE_SLICE_MS)),
});

/** The solver's answer as a tab view carries it: its done answer checked in full, its failure's words and code. */
const isSolveState = isTagged<Extract<TabView, { kind: 'tab' }>['solve'], 'kind'>('kind', {
  idle: {},
  busy: {},
  done: { result: isSuggestResult },
  error: failureChecks,
});

export const isTabView = isTagged<TabView, 'kind'>('kind', {
  'no-tab': {},
  tab: { tabId: isId, reading: isNullable(isPageReading), solve: isSolveState, refining: isOptional(isBool), hints: isOptional(isHintSteps) },
});
