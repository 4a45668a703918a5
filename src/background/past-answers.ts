// With the player's consent (settings `pastAnswers: 'on'`), the background asks a Wordle tab's
// content script for the past days' answers the extension does not know: the days after "known
// through" (shipped list and gathered answers, pastKnowledge) and before the earlier of today and
// the tab's puzzle, each day at most once a day (claimed in the games repository, which keeps what
// comes back). Without consent nothing is asked.
import { localDate } from '../core/dates';
import { pastCut, pastKnowledge } from '../core/past-answers';
import type { DatedAnswer } from '../core/types';
import type { PageReading } from '../shared/page';
import { MAX_PAST_ASK } from '../shared/past-answers';
import type { Settings } from '../shared/settings';
import type { GameRepository } from './game-repository';

export class PastAnswers {
  constructor(
    private readonly games: GameRepository,
    private readonly settings: () => Promise<Settings>,
    /** Sends `bg:fetch-past` to the tab's content script. */
    private readonly ask: (tabId: number, dates: string[]) => Promise<unknown>,
    private readonly today: () => string = localDate,
  ) {}

  /** A tab shows a puzzle: ask its page for the past days not known, when the player agreed. */
  async onReading(tabId: number, reading: PageReading): Promise<void> {
    if (reading.kind !== 'board' || (await this.settings()).pastAnswers !== 'on') return;
    const today = this.today();
    const { missing } = pastKnowledge(pastCut(reading.date ?? today, today), await this.games.learnedAnswers());
    const dates = await this.games.claimPastDays(today, missing.slice(0, MAX_PAST_ASK));
    if (dates.length > 0) await this.ask(tabId, dates);
  }

  /** The answers a page fetched: kept when asked for and before today. Whether the learned answers changed. */
  onFetched(answers: readonly DatedAnswer[]): Promise<boolean> {
    return this.games.recordPastAnswers(answers, this.today());
  }
}
