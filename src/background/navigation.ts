// When a Wordle tab's record may be dropped. The browser reports a tab as 'loading' for a real
// navigation, but also for a hash change or history.pushState on the same page (the NYT stats and
// help views do both) and for a back/forward-cache restore; the board is still on screen then.
// So 'loading' drops the record at once only when the new address is visibly not Wordle; otherwise
// the record stays while the content script (the same one, on pageshow/popstate/hashchange, or a
// new one after a reload) reports again, and goes only if nothing reports within the grace period.
import { isWordleUrl } from '../shared/wordle-url';

export interface TabChange {
  status?: string;
  url?: string;
}

export class NavigationWatch {
  private readonly pending = new Map<number, ReturnType<typeof setTimeout>>();

  constructor(
    private readonly drop: (tabId: number) => void,
    private readonly graceMs = 10_000,
  ) {}

  /** tabs.onUpdated. `url` is absent when the extension may not see the new address. */
  onUpdated(tabId: number, change: TabChange): void {
    if (change.status !== 'loading') return;
    this.settle(tabId);
    if (change.url !== undefined && !isWordleUrl(change.url)) return this.drop(tabId);
    this.pending.set(tabId, setTimeout(() => {
      this.pending.delete(tabId);
      this.drop(tabId);
    }, this.graceMs));
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
