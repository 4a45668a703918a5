// When a Wordle tab's record is set aside or dropped, so a panel never shows a board the tab no longer has.
//
// The content script is the one that knows where the page is: it reports the board on a Wordle
// address, and says `cs:left` when the page moves elsewhere by pushState, or unloads (pagehide,
// also into the back/forward cache; a restored page reports again on pageshow). The background
// cannot see a tab's address (no `tabs` permission: tabs.get().url is undefined even on the Wordle
// tab), so the browser's own events are a back-up: 'loading' with a visible address that is not
// Wordle sets the record aside at once; with the address hidden, the tab's content script is asked
// to say where it is after a grace period (`bg:report`), and the record is set aside only if no
// content script answers (a page where ours does not run is not Wordle). A record set aside
// (TabRecord.away) is shown as no tab until the page reports again; a closed tab's is dropped.
import { isWordleUrl } from '../shared/wordle-url';

export interface TabChange {
  status?: string;
  url?: string;
}

export interface NavigationDeps {
  /** The tab shows no Wordle board now (it left or unloaded): set its board aside, tell its panels. */
  left(tabId: number): void;
  /** The tab closed: forget it, tell its panels. */
  closed(tabId: number): void;
  /** Asks the tab's content script to report where it is; false when none answers. */
  ask(tabId: number): Promise<boolean>;
}

export class NavigationWatch {
  private readonly pending = new Map<number, ReturnType<typeof setTimeout>>();

  constructor(
    private readonly deps: NavigationDeps,
    private readonly graceMs = 2_000,
  ) {}

  /** tabs.onUpdated. `url` is absent when the extension may not see the new address. */
  onUpdated(tabId: number, change: TabChange): void {
    if (change.status !== 'loading') return;
    this.settle(tabId);
    if (change.url !== undefined) return isWordleUrl(change.url) ? undefined : this.deps.left(tabId);
    const timer = setTimeout(() => {
      void this.deps.ask(tabId).catch(() => false).then((answered) => {
        if (this.pending.get(tabId) !== timer) return; // a report or a newer event came first
        this.pending.delete(tabId);
        if (!answered) this.deps.left(tabId);
      });
    }, this.graceMs);
    this.pending.set(tabId, timer);
  }

  /** The tab's content script reported a board: it is still a Wordle page. */
  onReport(tabId: number): void {
    this.settle(tabId);
  }

  /** The tab's content script said the page left Wordle or is unloading. */
  onLeft(tabId: number): void {
    this.settle(tabId);
    this.deps.left(tabId);
  }

  /** The tab closed. */
  onRemoved(tabId: number): void {
    this.settle(tabId);
    this.deps.closed(tabId);
  }

  private settle(tabId: number): void {
    clearTimeout(this.pending.get(tabId));
    this.pending.delete(tabId);
  }
}
