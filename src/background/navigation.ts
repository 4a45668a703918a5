// When a Wordle tab's record may be dropped. The browser reports a tab as 'loading' for a real
// navigation, but also for a hash change or history.pushState on the same page (the NYT stats and
// help views do both) and for a back/forward-cache restore; the board is still on screen then.
// So 'loading' drops the record at once only when the new address is visibly not Wordle, keeps it
// when the address is visibly Wordle (the content script, the same one on pageshow/popstate/
// hashchange or a new one after a reload, reports what changed), and when the address is hidden
// (the extension may see only Wordle addresses) asks again after a grace period: a tab whose
// address is still not visibly Wordle and whose content script stayed silent is dropped.
import { isWordleUrl } from '../shared/wordle-url';

export interface TabChange {
  status?: string;
  url?: string;
}

export class NavigationWatch {
  private readonly pending = new Map<number, ReturnType<typeof setTimeout>>();

  constructor(
    private readonly drop: (tabId: number) => void,
    /** The tab's address now, if the extension may see it (tabs.get). */
    private readonly addressOf: (tabId: number) => Promise<string | undefined> = async () => undefined,
    private readonly graceMs = 10_000,
  ) {}

  /** tabs.onUpdated. `url` is absent when the extension may not see the new address. */
  onUpdated(tabId: number, change: TabChange): void {
    if (change.status !== 'loading') return;
    this.settle(tabId);
    if (change.url !== undefined) return isWordleUrl(change.url) ? undefined : this.drop(tabId);
    const timer = setTimeout(() => {
      void this.addressOf(tabId).catch(() => undefined).then((url) => {
        if (this.pending.get(tabId) !== timer) return; // a report or a newer event came first
        this.pending.delete(tabId);
        if (!isWordleUrl(url)) this.drop(tabId);
      });
    }, this.graceMs);
    this.pending.set(tabId, timer);
  }

  /** The tab's content script reported: it is still a Wordle page. */
  onReport(tabId: number): void {
    this.settle(tabId);
  }

  /** The tab closed. */
  onRemoved(tabId: number): void {
    this.settle(tabId);
  }

  private settle(tabId: number): void {
    clearTimeout(this.pending.get(tabId));
    this.pending.delete(tabId);
  }
}
