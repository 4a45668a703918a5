// With the player's consent (setting `nytHistory: 'on'`, this device's), the background has a
// Wordle tab's content script bring in every game the player played on the NYT (shared/nyt-history.ts),
// beside the past answers' requests (past-answers.ts): the same page asks the same site, only as
// the background allows. The games repository keeps the run's record and the games, and reads the
// consent again before each request the page makes (mayFetch) and before keeping each batch, so
// withdrawing it or cancelling stops a run in flight.
import { dateOfDay, dayNumber, localDate } from '../core/dates';
import { pastCut } from '../core/past-answers';
import type { ModelName, Result } from '../core/types';
import type { NytStats } from '../shared/nyt-stats';
import type { PageReading } from '../shared/page';
import type { GameRepository } from './game-repository';
import type { HistoryBatch } from './history-rules';

export class NytHistory {
  constructor(
    private readonly games: GameRepository,
    private readonly model: () => Promise<ModelName>,
    /** Sends `bg:fetch-history` to the tab's content script; whether it was delivered. */
    private readonly ask: (tabId: number, from: string, until: string) => Promise<boolean>,
    private readonly today: () => string = localDate,
  ) {}

  /**
   * Begins (or resumes) a run through the page of `tabId`, whose last reading is `reading`: the days
   * before the earliest of today, its puzzle and the day it was loaded, from the day after the last
   * brought in.
   */
  async start(tabId: number, reading: PageReading | undefined): Promise<Result<void>> {
    if (reading?.kind !== 'board' || reading.loadedOn === undefined) return { ok: false, error: 'no-wordle-tab' };
    const today = this.today();
    const until = dateOfDay(dayNumber(pastCut(reading.date ?? today, reading.loadedOn, today)) - 1);
    const days = await this.games.beginHistory(until);
    if (days === null) return { ok: true, value: undefined };
    if (await this.ask(tabId, days.from, days.until)) return { ok: true, value: undefined };
    await this.games.endHistory(null, 'no-wordle-tab');
    return { ok: false, error: 'no-wordle-tab' };
  }

  /** Whether the page may make its next request now. */
  mayFetch(): Promise<boolean> {
    return this.games.mayFetchHistory();
  }

  /** A batch the page brought in: its games kept, its statistics as the NYT's figures (source 'account'). */
  async onBatch(batch: HistoryBatch, stats: NytStats | null): Promise<boolean> {
    const taken = await this.games.keepHistory(batch, await this.model(), this.today());
    if (taken && stats !== null) await this.games.recordNytStats(stats);
    return taken;
  }

  onEnd(through: string | null, error: string | null): Promise<boolean> {
    return this.games.endHistory(through, error);
  }

  cancel(): Promise<boolean> {
    return this.games.cancelHistory();
  }
}
