// The panel talks to the extension only through this facade (Dark Reader's pattern), so the UI
// runs in a plain page against the mock (connector-mock.ts) for development and component tests,
// and against the real extension (connector-extension.ts) when installed.
import type { Board, GameAnalysis, Mode, ModelName, Result, StrategyName, SuggestResult } from '../core/types';
import type { PageReading } from '../shared/page';
import type { GuessEvaluation } from '../shared/evaluation';
import type { Settings } from '../shared/settings';

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
        | { kind: 'error'; error: string };
    };

export interface SolveRequest {
  board: Board;
  mode: Mode;
  model: ModelName;
  strategy: StrategyName;
  top: number;
}

export interface Connector {
  /** Calls `listener` now and on every change of the followed tab's view; returns unsubscribe. */
  subscribe(listener: (view: TabView) => void): () => void;
  loadSettings(): Promise<Settings>;
  saveSettings(settings: Settings): Promise<void>;
  /** Solves any board (manual mode); a newer call makes an older one resolve with a stale error. */
  solve(request: SolveRequest): Promise<Result<SuggestResult>>;
  /** Analyses a played game guess by guess. */
  analyse(board: Board, mode: Mode, model: ModelName): Promise<Result<GameAnalysis>>;
  /** "Check my word": how `word` would do as the next guess on `board`, beside the best. */
  evaluate(board: Board, word: string, mode: Mode, model: ModelName): Promise<Result<GuessEvaluation>>;
  /** Types a word into the followed game by its on-screen keys (no Enter). */
  enterWord(word: string): Promise<Result<void>>;
}
