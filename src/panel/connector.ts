// The panel talks to the extension only through this facade (Dark Reader's pattern), so the UI
// runs in a plain page against the mock (connector-mock.ts) for development and component tests,
// and against the real extension (connector-extension.ts) when installed.
import type { Board, GameAnalysis, Mode, ModelName, Result, SuggestResult } from '../core/types';
import type { GuessEvaluation } from '../shared/evaluation';
import type { SolveRequest, TabView } from '../shared/tab-view';
import type { Settings } from '../shared/settings';

// TabView and SolveRequest are shared with the background: they live in src/shared/tab-view.ts.
export type { SolveRequest, TabView } from '../shared/tab-view';

export interface Connector {
  /** Calls `listener` now and on every change of the followed tab's view; returns unsubscribe. */
  subscribe(listener: (view: TabView) => void): () => void;
  loadSettings(): Promise<Settings>;
  /** Writes only the settings named in `changes`: others changed elsewhere meanwhile stay. */
  saveSettings(changes: Partial<Settings>): Promise<void>;
  /** Calls `listener` with the settings whenever they change, here or elsewhere; returns unsubscribe. */
  watchSettings(listener: (settings: Settings) => void): () => void;
  /** Solves any board (manual mode); a newer call makes an older one resolve with a stale error. */
  solve(request: SolveRequest): Promise<Result<SuggestResult>>;
  /** Analyses a played game guess by guess. */
  analyse(board: Board, mode: Mode, model: ModelName): Promise<Result<GameAnalysis>>;
  /** "Check my word": how `word` would do as the next guess on `board`, beside the best. */
  evaluate(board: Board, word: string, mode: Mode, model: ModelName): Promise<Result<GuessEvaluation>>;
  /** Types a word into the followed game by its on-screen keys (no Enter). */
  enterWord(word: string): Promise<Result<void>>;
}
