// Keeps every finished game: a tab's reading that shows a game ended (won or lost, daily or
// archive) is kept at once with the hint steps it took, then analysed (analysis-scheduler.ts); the
// page's saved games backfill what was not seen played (a game finished while the extension was
// off). The rules of a record are in game-rules.ts, its storage in game-repository.ts.
import type { SolverHost } from '../shared/jobs';
import { gameKey, type GameRecord } from '../shared/games';
import { stepsOfGame, type HintSteps } from '../shared/hints';
import type { PageReading } from '../shared/page';
import type { Settings } from '../shared/settings';
import { AnalysisScheduler } from './analysis-scheduler';
import { finishedGame, playedRecord } from './game-rules';
import type { GameRepository } from './game-repository';

export class GameKeeper {
  /** Games being kept from a reading now, by key: a second reading of the same end waits for nothing. */
  private readonly recording = new Set<string>();
  private readonly scheduler: AnalysisScheduler;

  constructor(
    host: SolverHost,
    private readonly games: GameRepository,
    private readonly settings: () => Promise<Settings>,
    private readonly hintsOf: (tabId: number) => Promise<HintSteps>,
    /** Which kept games may be analysed now (AnalysisScheduler's gate); all by default. */
    gate?: () => Promise<(g: GameRecord) => boolean>,
    /** How many games a pass analyses at once (AnalysisScheduler's width); one by default. */
    width?: () => number,
  ) {
    this.scheduler = new AnalysisScheduler(host, games, (key) => this.recording.has(key), gate, width);
  }

  /**
   * Keeps the finished games of the page's saved games that are not kept yet nor deleted, then
   * analyses them. Runs at every start-up and every report of the saved games. Never throws.
   */
  async backfill(): Promise<number> {
    try {
      const added = await this.games.keepSaved((await this.settings()).model);
      if (added > 0) await this.resume();
      return added;
    } catch (e) {
      console.warn('[wordle-assistant] keeping the saved games failed:', e);
      return 0;
    }
  }

  /** A tab's reading: keeps the game if it just ended and is not kept yet. Never throws. */
  async onReading(tabId: number, reading: PageReading, url: string | undefined, today: string): Promise<void> {
    if (reading.kind !== 'board' || reading.status === 'playing') return;
    try {
      const f = finishedGame(reading, url, today, await this.games.savedGames());
      if (!f) return;
      const key = gameKey(f);
      // Not checked against the analyses running: a game found saved and being analysed gives
      // way to the same game seen played (an analysis completes only the record it analysed).
      if (this.recording.has(key)) return;
      this.recording.add(key);
      try {
        const s = await this.settings();
        const hints = s.hints === 'all' ? 'all' : stepsOfGame(f.board, await this.hintsOf(tabId)).join('');
        const record = playedRecord(f, s.model, hints);
        if (await this.games.keepPlayed(record)) await this.scheduler.analyse(record);
      } finally {
        this.recording.delete(key);
      }
    } catch (e) {
      console.warn('[wordle-assistant] keeping a finished game failed:', e);
    }
  }

  /** Analyses the kept games waiting for it (at start-up: those a stopped service worker left). Never throws. */
  resume(): Promise<void> {
    return this.scheduler.resume();
  }
}
