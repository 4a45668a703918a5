// With the player's consent (settings `pastAnswers: 'on'`), the background asks a Wordle tab's
// content script for the past days' answers the extension does not know: the days after "known
// through" (shipped list and gathered answers, pastKnowledge) and before the earliest of today, the
// tab's puzzle and the day its page was loaded (pastCut, as the content script cuts), each day at
// most once a day (claimed in the games repository, which keeps what comes back). Without consent
// nothing is asked; the repository checks it again at the claim, before each request the page
// makes (mayFetch) and before keeping what comes back, so withdrawing it or Delete all stops a
// batch in flight.
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
    // A page that does not say when it was loaded cannot be cut: it is asked nothing.
    if (reading.kind !== 'board' || reading.loadedOn === undefined || (await this.settings()).pastAnswers !== 'on') return;
    const today = this.today();
    const { missing } = pastKnowledge(pastCut(reading.date ?? today, reading.loadedOn, today), await this.games.learnedAnswers());
    const dates = await this.games.claimPastDays(today, missing.slice(0, MAX_PAST_ASK));
    if (dates.length > 0) await this.ask(tabId, dates);
  }

  /** Whether a page may request the day `date` now: the consent still given, the day still claimed. */
  mayFetch(date: string): Promise<boolean> {
    return this.games.mayFetchPast(date, this.today());
  }

  /** The answers a page fetched: kept when asked for, before today and with the consent still given. Whether the learned answers changed. */
  onFetched(answers: readonly DatedAnswer[]): Promise<boolean> {
    return this.games.recordPastAnswers(answers, this.today());
  }
}
