// The panels open right now, each on a port, and which tab each follows: a fixed tab (a panel
// page opened with ?tab=<id>) or the active tab of its window. Ports die with the service worker;
// the panel reconnects and says again what it follows, so nothing here needs to be stored.
import browser, { type Runtime } from 'webextension-polyfill';
import type { TabView } from '../shared/tab-view';
import { isExtensionPage, isOverlay, PANEL_PORT, parsePanelPortMessage, type BackgroundPortMessage, type PanelPortMessage } from '../shared/messages';

/** What a port follows: the overlay's `self` is resolved to its own tab when it connects. */
type Target = Exclude<PanelPortMessage['target'], { self: true }>;

export class Panels {
  private readonly ports = new Map<Runtime.Port, Target>();
  /** The active tab of each window with a panel following it. */
  private readonly active = new Map<number, number>();

  constructor(private readonly viewOf: (tabId: number) => Promise<TabView>) {}

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
        const target: Target | null = ownTab !== null ? { tabId: ownTab } : !msg || 'self' in msg.target ? null : msg.target;
        // Our own panel sent something we cannot follow (an id out of range): it still gets an answer.
        if (!target) return post(port, { kind: 'no-tab' });
        this.ports.set(port, target);
        void this.sendTo(port, target);
      });
      port.onDisconnect.addListener(() => this.ports.delete(port));
    });
    browser.tabs.onActivated.addListener(({ tabId, windowId }) => {
      this.active.set(windowId, tabId);
      for (const [port, target] of this.ports) if ('windowId' in target && target.windowId === windowId) void this.sendTo(port, target);
    });
  }

  /** Pushes a tab's new view to every panel following it. */
  publish(tabId: number, view: TabView): void {
    for (const [port, target] of this.ports) {
      const follows = 'tabId' in target ? target.tabId === tabId : this.active.get(target.windowId) === tabId;
      if (follows) post(port, view);
    }
  }

  private async sendTo(port: Runtime.Port, target: Target): Promise<void> {
    try {
      const tabId = 'tabId' in target ? target.tabId : await this.activeTab(target.windowId);
      post(port, tabId === null ? { kind: 'no-tab' } : await this.viewOf(tabId));
    } catch (e) {
      // A window that closed meanwhile, storage failing: the panel still gets an answer.
      console.warn('[wordle-assistant] no view for a panel:', e);
      post(port, { kind: 'no-tab' });
    }
  }

  private async activeTab(windowId: number): Promise<number | null> {
    const known = this.active.get(windowId);
    if (known !== undefined) return known;
    const [tab] = await browser.tabs.query({ active: true, windowId });
    if (tab?.id === undefined) return null;
    this.active.set(windowId, tab.id);
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
