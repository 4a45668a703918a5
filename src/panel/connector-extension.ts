// The Connector inside the extension, for the side panel (sidebar, a tab of the panel page) and
// the panel inside the page alike: views arrive from the background over a port, settings live in
// storage.sync, and the solver's jobs, typing and the kept games go through the background: it
// alone reads their storage, so the panel inside the page (the page's own renderer process) holds
// no more of them than it shows, and may not change them (messages.ts CHANGES_GAMES).
import browser, { type Runtime } from 'webextension-polyfill';
import { followMessage, parseBackgroundPortMessage, PANEL_PORT, sendToBackground, type FollowTarget } from '../shared/messages';
import { followTarget, takeEarlyPort } from './early-port';
import { holdGamesPort, holdShownPort } from './games-port';
import { failed, type OutcomeOf } from '../shared/jobs';
import type { Result } from '../core/types';
import { followSettings, readSettings, writeSettings } from '../shared/settings-storage';
import type { Connector, TabView } from './connector';
import { REMINDER_PERMISSIONS } from '../shared/settings';

/** A write asked of the background: what it did, or why not (not reached, or its storage failed) as an error the panel shows. */
export function done<T>(r: Result<Result<T>>): T {
  if (!r.ok) throw new Error(r.error);
  if (!r.value.ok) throw new Error(r.value.error);
  return r.value.value;
}

/** Where the settings are read, written and followed: by default storage itself (settings-storage.ts). */
export type SettingsAccess = Pick<Connector, 'loadSettings' | 'saveSettings' | 'watchSettings'>;

const settingsInStorage: SettingsAccess = {
  loadSettings: readSettings,
  saveSettings: writeSettings,
  // A read that fails leaves the settings shown as they were; the next change reads again.
  watchSettings: (listener) => followSettings(listener, () => undefined),
};

export interface ExtensionConnectorOptions {
  /** What to follow; by default the panel page's (followTarget). The panel inside the page follows its own tab. */
  target?: () => Promise<FollowTarget>;
  /** The panel inside the page's: storage.local is closed to it (settings-in-page.ts). */
  settings?: SettingsAccess;
  /**
   * The panel page's: asks for the view as the page starts, not after its first render, so the
   * background's answer is on its way while the panel draws (about 50 ms sooner to the first
   * suggestions, bench-first-click.ts).
   */
  connectAtOnce?: boolean;
}

export function createExtensionConnector(options: ExtensionConnectorOptions = {}): Connector {
  const listeners = new Set<(v: TabView) => void>();
  const instance = Math.random().toString(36).slice(2);
  let view: TabView = { kind: 'no-tab' };
  let port: Runtime.Port | null = null;

  function emit(next: TabView): void {
    view = next;
    for (const l of listeners) l(next);
  }

  let connecting = false;
  async function connect(): Promise<void> {
    if (connecting) return;
    connecting = true;
    try {
      await follow();
    } finally {
      connecting = false;
    }
  }

  async function follow(): Promise<void> {
    // The panel page's own port, opened before its scripts loaded (early-port.ts), is taken once;
    // without one, or once it has died, a new one.
    const taken = options.target ? null : takeEarlyPort();
    const early = taken instanceof Promise ? await taken : taken;
    const target = early ? early.target : await (options.target ?? followTarget)();
    if ('tabId' in target && view.kind === 'no-tab') emit({ kind: 'tab', tabId: target.tabId, reading: null, solve: { kind: 'idle' } });
    const p: Runtime.Port = early ? (early.port as unknown as Runtime.Port) : browser.runtime.connect({ name: PANEL_PORT });
    port = p;
    const take = (raw: unknown) => {
      const msg = parseBackgroundPortMessage(raw);
      if (msg) emit(msg.view);
    };
    p.onMessage.addListener(take);
    // The port dies when Chrome stops the service worker: reconnecting wakes it again.
    p.onDisconnect.addListener(() => {
      port = null;
      if (listeners.size > 0) setTimeout(() => void connect(), 100);
    });
    if (early) early.messages.forEach(take);
    else p.postMessage(followMessage(target));
  }

  if (options.connectAtOnce) void connect();

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
    ...(options.settings ?? settingsInStorage),
    async run(job, view) {
      // sendToBackground checked the reply: an outcome of this job (isOutcomeOf).
      const r = await sendToBackground({ type: 'panel:job', key: `${instance}:${view}`, job });
      return (r.ok ? r.value : failed(job, r.error)) as OutcomeOf<typeof job>;
    },
    async takeHintStep(board, step) {
      if (view.kind === 'tab') done(await sendToBackground({ type: 'panel:hint-step', tabId: view.tabId, board, step }));
    },
    loadGames: async () => done(await sendToBackground({ type: 'panel:games' })),
    loadStreak: async (today) => done(await sendToBackground({ type: 'panel:streak', today })),
    loadBestPlay: async (date, words) => done(await sendToBackground({ type: 'panel:best-play', date, words })) ?? undefined,
    watchGames: (listener) => holdGamesPort('bg:games-changed', listener),
    openGamesPage: async () => done(await sendToBackground({ type: 'panel:open-games' })),
    importGames: async (games) => done(await sendToBackground({ type: 'panel:import-games', games: [...games] })),
    deleteGames: async () => done(await sendToBackground({ type: 'panel:delete-games' })),
    playedElsewhere: async (date, won, guesses) => done(await sendToBackground({ type: 'panel:played-elsewhere', date, won, guesses })),
    askReminderPermission: () =>
      // Asked at once, inside the click (no await before it): a request outside one is refused.
      typeof browser.permissions?.request === 'function' ? browser.permissions.request({ permissions: [...REMINDER_PERMISSIONS] }).catch(() => false) : Promise.resolve(false),
    showingGames: holdShownPort,
    loadHistory: async () => done(await sendToBackground({ type: 'panel:history' })),
    async startHistory() {
      if (view.kind !== 'tab') throw new Error('no-wordle-tab');
      done(await sendToBackground({ type: 'panel:history-start', tabId: view.tabId }));
    },
    cancelHistory: async () => done(await sendToBackground({ type: 'panel:history-cancel' })),
    deleteGame: async (g) => done(await sendToBackground({ type: 'panel:delete-game', date: g.date, player: g.player })),
    async enterWord(word) {
      if (view.kind !== 'tab') return { ok: false, error: 'No Wordle tab to type into.' };
      const r = await sendToBackground({ type: 'panel:enter-word', tabId: view.tabId, word: word.toLowerCase() });
      return r.ok ? r.value : r;
    },
  };
}
