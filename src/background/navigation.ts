// When a Wordle tab's record is removed, so a panel never shows a board the tab no longer has.
//
// The content script is the one that knows where the page is: it reports the board on a Wordle
// address, and says `cs:left` when the page moves elsewhere by pushState, or unloads (pagehide,
// also into the back/forward cache; a restored page reports again on pageshow). It also holds a
// port open while the page lives (pages.ts): the port closing is the page gone, at once, however
// it went (a message sent while unloading may never arrive), and the tab's record is removed; a page
// that left by pushState has its record removed the same way, at once (a return reports again). The
// background cannot see a tab's address (no `tabs` permission: tabs.get().url is undefined even on
// the Wordle tab), so the browser's own events are a back-up: 'loading' with a visible address that
// is not Wordle removes the record at once; with the address hidden, the tab's content script is
// asked at once to say where it is (`bg:report`; answering, it opens its port again if a stopped
// service worker closed it): no answer is a page where ours does not run, so not Wordle, and the
// record is removed; an answer is asked again after a grace period, in case the page went without
// its port being seen. A closed tab's hint steps go with its record; a page's that went stay
// until a new game begins in the tab.
import { isWordleUrl } from '../shared/wordle-url';

export interface TabChange {
  status?: string;
  url?: string;
}

export interface NavigationDeps {
  /** The tab closed: forget it, tell its panels. */
  closed(tabId: number): void;
  /** The tab shows no Wordle board now (its page left by pushState, unloaded, or went): remove its board, tell its panels. */
  gone(tabId: number): void;
  /** Asks the tab's content script to report where it is; false when none answers. */
  ask(tabId: number): Promise<boolean>;
}

export class NavigationWatch {
  /** The tab's newest unanswered 'loading': its asks stand only while it is still this one. */
  private readonly pending = new Map<number, object>();
  private readonly timers = new WeakMap<object, ReturnType<typeof setTimeout>>();

  constructor(
    private readonly deps: NavigationDeps,
    private readonly graceMs = 2_000,
  ) {}

  /** tabs.onUpdated. `url` is absent when the extension may not see the new address. */
  onUpdated(tabId: number, change: TabChange): void {
    if (change.status !== 'loading') return;
    this.settle(tabId);
    if (change.url !== undefined) return isWordleUrl(change.url) ? undefined : this.deps.gone(tabId);
    const asked = {};
    this.pending.set(tabId, asked);
    const ask = (then: () => void) =>
      void this.deps.ask(tabId).catch(() => false).then((answered) => {
        if (this.pending.get(tabId) !== asked) return; // a report or a newer event came first
        if (!answered) {
          this.pending.delete(tabId);
          this.deps.gone(tabId);
        } else then();
      });
    ask(() => {
      const timer = setTimeout(() => ask(() => this.pending.delete(tabId)), this.graceMs);
      this.timers.set(asked, timer);
    });
  }

  /** The tab's page went: its port closed. */
  onGone(tabId: number): void {
    this.settle(tabId);
    this.deps.gone(tabId);
  }

  /** The tab's content script reported a board: it is still a Wordle page. */
  onReport(tabId: number): void {
    this.settle(tabId);
  }

  /** The tab's content script said the page left Wordle (pushState) or is unloading: as gone as a load. */
  onLeft(tabId: number): void {
    this.onGone(tabId);
  }

  /** The tab closed. */
  onRemoved(tabId: number): void {
    this.settle(tabId);
    this.deps.closed(tabId);
  }

  private settle(tabId: number): void {
    const asked = this.pending.get(tabId);
    if (asked) clearTimeout(this.timers.get(asked));
    this.pending.delete(tabId);
  }
}
