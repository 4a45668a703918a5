// The Connector inside the extension: views arrive from the background over a port, settings live
// in storage.sync, and the solver's jobs and typing go to the background as one-shot messages.
import browser, { type Runtime } from 'webextension-polyfill';
import { parseBackgroundPortMessage, PANEL_PORT, sendToBackground, type PanelPortMessage } from '../shared/messages';
import { addGames, deleteGames, readGames } from '../shared/game-store';
import { GAME_PREFIX } from '../shared/games';
import { failed, type OutcomeOf } from '../shared/jobs';
import { hintsKey, parseHintSteps, type HintSteps } from '../shared/hints';
import { itemsOf, SETTING_KEYS, settingsFromItems, touchesSettings, type Settings } from '../shared/settings';
import type { Connector, TabView } from './connector';

/** What this panel follows: ?tab=<id> pins a tab (how the e2e tests open it); else its window's active tab. */
async function followTarget(): Promise<PanelPortMessage['target']> {
  const pinned = Number(new URLSearchParams(location.search).get('tab'));
  if (Number.isInteger(pinned) && pinned > 0) return { tabId: pinned };
  const win = await browser.windows.getCurrent();
  return { windowId: win.id ?? browser.windows.WINDOW_ID_CURRENT };
}

export interface ExtensionConnectorOptions {
  /** What to follow; by default the panel page's (followTarget). The overlay follows its own tab. */
  target?: () => Promise<PanelPortMessage['target']>;
  /**
   * Where the hint ladder's steps live: storage.session (panel pages), or this connector's memory
   * (the overlay: a content script cannot read storage.session).
   */
  hints?: 'session' | 'memory';
}

export function createExtensionConnector(options: ExtensionConnectorOptions = {}): Connector {
  const listeners = new Set<(v: TabView) => void>();
  const instance = Math.random().toString(36).slice(2);
  let view: TabView = { kind: 'no-tab' };
  let port: Runtime.Port | null = null;
  const memoryHints = new Map<number, HintSteps>();

  function emit(next: TabView): void {
    view = next;
    for (const l of listeners) l(next);
  }

  async function connect(): Promise<void> {
    const target = await (options.target ?? followTarget)();
    if ('tabId' in target && view.kind === 'no-tab') emit({ kind: 'tab', tabId: target.tabId, reading: null, solve: { kind: 'idle' } });
    const p = browser.runtime.connect({ name: PANEL_PORT });
    port = p;
    p.onMessage.addListener((raw: unknown) => {
      const msg = parseBackgroundPortMessage(raw);
      if (msg) emit(msg.view);
    });
    // The port dies when Chrome stops the service worker: reconnecting wakes it again.
    p.onDisconnect.addListener(() => {
      port = null;
      if (listeners.size > 0) setTimeout(() => void connect(), 100);
    });
    const follow: PanelPortMessage = { type: 'panel:follow', target };
    p.postMessage(follow);
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      listener(view);
      if (!port) void connect();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          port?.disconnect();
          port = null;
        }
      };
    },
    async loadSettings() {
      return settingsFromItems(await browser.storage.sync.get([...SETTING_KEYS]));
    },
    async saveSettings(changes: Partial<Settings>) {
      await browser.storage.sync.set(itemsOf(changes));
    },
    watchSettings(listener) {
      const onChanged = (changes: Record<string, unknown>, area: string) => {
        if (area !== 'sync' || !touchesSettings(changes)) return;
        // A change names only what it wrote (another panel, another device): read them all.
        void browser.storage.sync.get([...SETTING_KEYS]).then((items) => listener(settingsFromItems(items)), () => undefined);
      };
      browser.storage.onChanged.addListener(onChanged);
      return () => browser.storage.onChanged.removeListener(onChanged);
    },
    async run(job) {
      // sendToBackground checked the reply: an outcome of this job (isOutcomeOf).
      const r = await sendToBackground({ type: 'panel:job', key: instance, job });
      return (r.ok ? r.value : failed(job, r.error)) as OutcomeOf<typeof job>;
    },
    async loadHintSteps() {
      if (view.kind !== 'tab') return {};
      if (options.hints === 'memory') return memoryHints.get(view.tabId) ?? {};
      const key = hintsKey(view.tabId);
      return parseHintSteps((await browser.storage.session.get(key))[key]);
    },
    async saveHintSteps(steps) {
      if (view.kind === 'tab' && options.hints === 'memory') memoryHints.set(view.tabId, parseHintSteps(steps));
      else if (view.kind === 'tab') await browser.storage.session.set({ [hintsKey(view.tabId)]: parseHintSteps(steps) });
    },
    loadGames: () => readGames(browser.storage.local),
    watchGames(listener) {
      const onChanged = (changes: Record<string, unknown>, area: string) => {
        if (area === 'local' && Object.keys(changes).some((k) => k.startsWith(GAME_PREFIX))) listener();
      };
      browser.storage.onChanged.addListener(onChanged);
      return () => browser.storage.onChanged.removeListener(onChanged);
    },
    importGames: (games) => addGames(browser.storage.local, games),
    deleteGames: () => deleteGames(browser.storage.local),
    async enterWord(word) {
      if (view.kind !== 'tab') return { ok: false, error: 'No Wordle tab to type into.' };
      const r = await sendToBackground({ type: 'panel:enter-word', tabId: view.tabId, word: word.toLowerCase() });
      return r.ok ? r.value : r;
    },
  };
}
