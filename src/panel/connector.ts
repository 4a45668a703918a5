// The panel talks to the extension only through this facade (Dark Reader's pattern), so the UI
// runs in a plain page against the mock (connector-mock.ts) for development and component tests,
// and against the real extension (connector-extension.ts) when installed.
import type { Result } from '../core/types';
import type { Job, JobOutcome, OutcomeOf } from '../shared/jobs';
import type { TabView } from '../shared/tab-view';
import type { KeptGames } from '../shared/game-store';
import type { GameRecord } from '../shared/games';
import type { HintStep } from '../shared/hints';
import type { Settings } from '../shared/settings';
import type { Streak } from '../shared/streak';
import type { HistoryRecord } from '../shared/nyt-history';

// TabView and SolveRequest are shared with the background: they live in src/shared/tab-view.ts.
export type { SolveRequest, TabView } from '../shared/tab-view';

/**
 * The panel's views that ask the solver for work: the game (or manual board) and "Your games".
 * Each has its own queue key, so one view's job never makes another view's job stale.
 */
export type JobView = 'game' | 'your-games';

export interface Connector {
  /** Calls `listener` now and on every change of the followed tab's view; returns unsubscribe. */
  subscribe(listener: (view: TabView) => void): () => void;
  loadSettings(): Promise<Settings>;
  /** Writes only the settings named in `changes`: others changed elsewhere meanwhile stay. */
  saveSettings(changes: Partial<Settings>): Promise<void>;
  /** Calls `listener` with the settings whenever they change, here or elsewhere; returns unsubscribe. */
  watchSettings(listener: (settings: Settings) => void): () => void;
  /**
   * Runs one of the solver worker's jobs (src/shared/jobs.ts) for this panel: a manually typed
   * board (`solve`), a finished game (`analyse`), "Check my word" (`evaluate`), asked by `view`.
   * A newer job of the same kind from the same view makes an older one still waiting come back
   * `stale`; a failure to reach the solver comes back as the job's error.
   */
  run<J extends Job>(job: J, view: JobView): Promise<OutcomeOf<J>>;
  /**
   * Asks the background to keep one board's step (by boardSignature) of the followed tab's game;
   * rejects when it could not. The steps kept come back to every panel on the tab in its view
   * (TabView.hints), whichever panel took them.
   */
  takeHintStep(board: string, step: HintStep): Promise<void>;
  /** The kept games (shared/games.ts), each checked; the unreadable ones counted. */
  loadGames(): Promise<KeptGames>;
  /**
   * The streak's figures on the player's `today`, counted by the background from the kept games
   * (streakOf): the panel inside the page holds three figures, not the games. Rejects with the reason.
   */
  loadStreak(today: string): Promise<Streak>;
  /** The solver's best play on the answer (GameRecord.best) of the kept game of `date` played with `words`; undefined when none. */
  loadBestPlay(date: string, words: string): Promise<number | undefined>;
  /** Calls `listener` whenever the kept games change (a game kept, an import, a delete); returns unsubscribe. */
  watchGames(listener: () => void): () => void;
  /**
   * Opens "Your games" in a tab of the extension's own panel page, where import and delete are
   * done: the panel inside the page only shows the games. Rejects with the reason when it could not.
   */
  openGamesPage(): Promise<void>;
  /** Asks the background to add the games not kept yet (an import); the number added. Rejects with the reason when it could not. Not from the panel inside the page. */
  importGames(games: readonly GameRecord[]): Promise<number>;
  /** Asks the background to delete every kept game, for good. Rejects with the reason when it could not. */
  deleteGames(): Promise<void>;
  /** Asks the background to delete one kept game, for good. Rejects with the reason when it could not. */
  deleteGame(g: Pick<GameRecord, 'date' | 'player'>): Promise<void>;
  /**
   * Asks the background to keep today (`date`, the panel's today) as played elsewhere: won, in
   * `guesses` (null: not said), or lost. Whether it was kept: not when a game of that day is kept
   * with its words. Rejects with the reason when it could not. Not from the panel inside the page.
   */
  playedElsewhere(date: string, won: boolean, guesses: number | null): Promise<boolean>;
  /**
   * Asks the browser for the streak guard's optional permission (notifications), in the
   * player's click; whether they are granted. False where they cannot be asked (the panel inside
   * the page: a content script has no permissions API).
   */
  askReminderPermission(): Promise<boolean>;
  /**
   * Tells the background this panel shows Your games, until the returned stop: the analysis of the
   * games brought in from the NYT runs only then.
   */
  showingGames(): () => void;
  /** Where bringing in the player's NYT games stands (the background's record); rejects with the reason. */
  loadHistory(): Promise<HistoryRecord>;
  /**
   * Asks the background to bring in (or resume) the player's NYT games through the followed Wordle
   * tab, the consent given (settings `nytHistory`). Rejects with the reason ('no-wordle-tab': none
   * followed). Not from the panel inside the page.
   */
  startHistory(): Promise<void>;
  /** Asks the background to stop bringing them in: no request after. */
  cancelHistory(): Promise<void>;
  /** Types a word into the followed game by its on-screen keys (no Enter). */
  enterWord(word: string): Promise<Result<void>>;
}

/** The result a job of kind K answers. */
export type ResultOf<K extends Job['kind']> = Extract<JobOutcome, { kind: K }> extends { result: infer R } ? R : never;

/**
 * Runs `job` and gives its result, or null when a newer job replaced it (stale). A connector that
 * throws (a bug) gives an error result, so the panel shows it rather than waiting forever.
 */
export async function resultOf<J extends Job>(connector: Connector, job: J, view: JobView): Promise<ResultOf<J['kind']> | null> {
  let o: JobOutcome;
  try {
    o = await connector.run(job, view);
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) } as ResultOf<J['kind']>;
  }
  return o.kind === 'stale' ? null : (o.result as ResultOf<J['kind']>);
}
