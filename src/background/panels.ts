// The panels open right now, each on a port, and which tab each follows: a fixed tab (a panel
// page opened with ?tab=<id>), the active tab of its window, or (the panel inside a page) its own
// tab. Ports die with the service worker; the panel reconnects and says again what it follows, so
// nothing here needs to be stored. Each tab view goes out with the hint steps taken in the tab's
// game (TabView.hints), read when it is sent, and views go out in the order they were asked for.
// Which tabs the panels show is told (`following`) whenever it may have changed: a panel opens,
// closes or follows another tab, or its window's active tab changes; the solver works ahead only
// for those (tab-solver.ts).
import browser, { type Runtime } from 'webextension-polyfill';
import type { HintSteps } from '../shared/hints';
import type { TabView } from '../shared/tab-view';
import { isExtensionPage, isOverlay, PANEL_PORT, parsePanelPortMessage, type BackgroundPortMessage, type PageTarget } from '../shared/messages';

/** A view to send and the tab it is of (none for "no tab"). */
type Made = { tabId: number | null; view: TabView };

export class Panels {
  /** What each port follows: the overlay's `self` is resolved to its own tab when it connects. */
  private readonly ports = new Map<Runtime.Port, PageTarget>();
  /** The active tab of each window with a panel following it. */
  private readonly active = new Map<number, number>();

  /** The views being sent, one after another, so a panel never gets an older view after a newer one. */
  private sending: Promise<void> = Promise.resolve();

  constructor(
    private readonly viewOf: (tabId: number) => Promise<TabView>,
    private readonly hintsOf: (tabId: number) => Promise<HintSteps>,
    /** The tabs the open panels show, after any change that may have changed them. */
    private readonly following: (tabs: ReadonlySet<number>, after?: Promise<void>) => void = () => undefined,
  ) {}

  /** Registers the listeners; call at the top level of the background so they survive restarts. */
  listen(): void {
    browser.runtime.onConnect.addListener((port) => {
      const sender = port.sender;
      if (port.name !== PANEL_PORT || !sender) return;
      // The overlay follows the tab it lives in, whatever it asks; a panel page follows what it names.
      const ownTab = isOverlay(sender) ? sender.tab!.id! : null;
      if (ownTab === null && !isExtensionPage('src/panel/')(sender)) return;
      port.onMessage.addListener((raw: unknown) => {
        const msg = parsePanelPortMessage(raw);
        const target: PageTarget | null = ownTab !== null ? { tabId: ownTab } : !msg || 'self' in msg.target ? null : msg.target;
        // Our own panel sent something we cannot follow (an id out of range): it still gets an answer.
        if (!target) return post(port, { kind: 'no-tab' });
        this.ports.set(port, target);
        // The solver starts for the tab once this view is out (TabSolver.follow's `after`).
        let posted: () => void = () => undefined;
        this.followingChanged(new Promise<void>((r) => (posted = r)));
        void this.sendTo(port, target).finally(posted);
      });
      port.onDisconnect.addListener(() => {
        this.ports.delete(port);
        this.followingChanged();
      });
    });
    browser.tabs.onActivated.addListener(({ tabId, windowId }) => {
      this.active.set(windowId, tabId);
      this.followingChanged();
      for (const [port, target] of this.ports) if ('windowId' in target && target.windowId === windowId) this.sendTo(port, target);
    });
  }

  /** Pushes a tab's new view to every panel following it. */
  publish(tabId: number, view: TabView): void {
    this.send({ tabId, view }, () => [...this.ports].filter(([, target]) => this.follows(target, tabId)).map(([port]) => port));
  }

  /** The tab's hint steps changed: every panel following it gets its view again, with them. */
  hintsChanged(tabId: number): void {
    for (const [port, target] of this.ports) if (this.follows(target, tabId)) this.sendTo(port, target);
  }

  /** Tells `following` the tabs the open panels show (a window's active tab once it is known), and after what to start their work. */
  private followingChanged(after?: Promise<void>): void {
    const tabs = new Set<number>();
    for (const target of this.ports.values()) {
      const id = 'tabId' in target ? target.tabId : this.active.get(target.windowId);
      if (id !== undefined) tabs.add(id);
    }
    this.following(tabs, after);
  }

  private follows(target: PageTarget, tabId: number): boolean {
    return 'tabId' in target ? target.tabId === tabId : this.active.get(target.windowId) === tabId;
  }

  /**
   * Sends the view, with the tab's hint steps, to the ports `to` names once both are read, after
   * every view asked for before it: its place in line is taken when it is asked for, not when it
   * is read, so a view read from storage before a newer one was published never follows it.
   */
  private send(made: Made | Promise<Made>, to: () => Runtime.Port[]): Promise<void> {
    const withHints = async (): Promise<TabView> => {
      const { tabId, view } = made instanceof Promise ? await made : made;
      if (view.kind !== 'tab' || tabId === null) return view;
      try {
        return { ...view, hints: await this.hintsOf(tabId) };
      } catch (e) {
        // Storage failing: the view still goes, without steps (a panel never lowers those it has).
        console.warn('[wordle-assistant] reading the hint steps failed:', e);
        return view;
      }
    };
    const next = withHints();
    this.sending = this.sending.then(async () => {
      const v = await next;
      for (const port of to()) post(port, v);
    });
    return this.sending;
  }

  /** Sends the view of what `target` names to `port`; settles once it is posted (or not, the port gone). */
  private sendTo(port: Runtime.Port, target: PageTarget): Promise<void> {
    const made = (async (): Promise<Made> => {
      let tabId: number | null = null;
      try {
        tabId = 'tabId' in target ? target.tabId : await this.activeTab(target.windowId);
        return { tabId, view: tabId === null ? { kind: 'no-tab' } : await this.viewOf(tabId) };
      } catch (e) {
        // A window that closed meanwhile, storage failing: the panel still gets an answer.
        console.warn('[wordle-assistant] no view for a panel:', e);
        return { tabId, view: { kind: 'no-tab' } };
      }
    })();
    return this.send(made, () => (this.ports.has(port) ? [port] : []));
  }

  private async activeTab(windowId: number): Promise<number | null> {
    const known = this.active.get(windowId);
    if (known !== undefined) return known;
    const [tab] = await browser.tabs.query({ active: true, windowId });
    if (tab?.id === undefined) return null;
    this.active.set(windowId, tab.id);
    this.followingChanged();
    return tab.id;
  }
}

function post(port: Runtime.Port, view: TabView): void {
  const msg: BackgroundPortMessage = { type: 'bg:view', view };
  try {
    port.postMessage(msg);
  } catch {
    // The panel closed between the lookup and the post.
  }
}
