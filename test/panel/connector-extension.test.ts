// The extension's connector, the one the side panel and the panel inside the page (a content script,
// in the page's own renderer process) both use: "Your games" comes from the background, which
// reads the games' storage, and never from storage.local; changes come as a notice on a port,
// checked like every message, and a new port after a stopped background reads them again.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { game } from '../shared/game-fixtures';

type Listener = (msg: unknown) => void;
interface FakePort {
  name: string;
  messages: Listener[];
  disconnects: (() => void)[];
  disconnected: boolean;
}

const sent: unknown[] = [];
let reply: (msg: unknown) => unknown = () => undefined;
const ports: FakePort[] = [];
const storageReads: unknown[] = [];
const storageWatchers: unknown[] = [];

vi.mock('webextension-polyfill', () => ({
  default: {
    runtime: {
      id: 'ours',
      getURL: (p: string) => `chrome-extension://ours/${p}`,
      sendMessage: async (msg: unknown) => (sent.push(msg), reply(msg)),
      connect: ({ name }: { name: string }) => {
        const port: FakePort = { name, messages: [], disconnects: [], disconnected: false };
        ports.push(port);
        return {
          name,
          onMessage: { addListener: (l: Listener) => port.messages.push(l) },
          onDisconnect: { addListener: (l: () => void) => port.disconnects.push(l) },
          postMessage: () => undefined,
          disconnect: () => void (port.disconnected = true),
        };
      },
    },
    // Every read of the extension's storage is recorded: the connector must make none for the games.
    storage: {
      local: { get: async (k: unknown) => (storageReads.push(['local', k]), {}), set: async () => undefined },
      sync: { get: async (k: unknown) => (storageReads.push(['sync', k]), {}), set: async () => undefined },
      onChanged: { addListener: (l: unknown) => storageWatchers.push(l), removeListener: () => undefined },
    },
    windows: { getCurrent: async () => ({ id: 1 }), WINDOW_ID_CURRENT: -2 },
  },
}));

const { createExtensionConnector } = await import('../../src/panel/connector-extension');

const kept = { games: [game({ date: '2026-11-29' }), game()], unreadable: 1, pastAnswers: 3 };

describe('the extension connector: Your games', () => {
  beforeEach(() => {
    sent.length = 0;
    ports.length = 0;
    storageReads.length = 0;
    storageWatchers.length = 0;
    reply = (msg) => ((msg as { type: string }).type === 'panel:games' ? { ok: true, value: kept } : undefined);
  });

  it('asks the background for the kept games and reads no storage for them', async () => {
    const c = createExtensionConnector({ target: async () => ({ self: true }) });
    expect(await c.loadGames()).toEqual(kept);
    expect(sent).toEqual([{ type: 'panel:games' }]);
    expect(storageReads).toEqual([]);
  });

  it("turns the background's error, or a bent answer, into a rejection, never into no games", async () => {
    const c = createExtensionConnector();
    reply = () => ({ ok: false, error: 'storage get failed' });
    await expect(c.loadGames()).rejects.toThrow('storage get failed');
    for (const bent of [
      { ...kept, games: [{ ...game(), won: 'yes' }] },
      { ...kept, unreadable: -1 },
      { ...kept, pastAnswers: 1.5 },
      { games: kept.games },
      [kept],
    ]) {
      reply = () => ({ ok: true, value: bent });
      await expect(c.loadGames(), JSON.stringify(bent).slice(0, 60)).rejects.toThrow(/malformed/);
    }
    expect(storageReads).toEqual([]);
  });

  it('follows the games through a notice on its own port, not storage.onChanged; a stopped background is followed again and read again', async () => {
    vi.useFakeTimers();
    try {
      const c = createExtensionConnector();
      let changes = 0;
      const stop = c.watchGames(() => changes++);
      expect(storageWatchers).toEqual([]);
      expect(ports.map((p) => p.name)).toEqual(['games']);
      const [port] = ports;
      port.messages.forEach((l) => l({ type: 'bg:games-changed' }));
      expect(changes).toBe(1);
      // Anything else on the port is not a change.
      for (const bent of [{ type: 'bg:view', view: { kind: 'no-tab' } }, 'bg:games-changed', null]) port.messages.forEach((l) => l(bent));
      expect(changes).toBe(1);
      // The background stopped (its port closed): a new port, and the games read again, as a change may have been missed.
      port.disconnects.forEach((l) => l());
      await vi.advanceTimersByTimeAsync(200);
      expect(ports.map((p) => p.name)).toEqual(['games', 'games']);
      expect(changes).toBe(2);
      stop();
      expect(ports[1].disconnected).toBe(true);
      ports[1].disconnects.forEach((l) => l());
      await vi.advanceTimersByTimeAsync(1_000);
      expect(ports).toHaveLength(2);
      expect(storageReads).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the panel inside the page: no storage.local', () => {
  beforeEach(() => {
    sent.length = 0;
    ports.length = 0;
    storageReads.length = 0;
    storageWatchers.length = 0;
  });

  it('gets the streak as its figures from the background, and rejects a bent answer', async () => {
    const c = createExtensionConnector({ target: async () => ({ self: true }) });
    const streak = { current: 4, best: 9, today: 'open', from: { kind: 'kept' }, nyt: null, nytUnread: null };
    reply = () => ({ ok: true, value: streak });
    expect(await c.loadStreak('2026-12-03')).toEqual(streak);
    expect(sent).toEqual([{ type: 'panel:streak', today: '2026-12-03' }]);
    reply = () => ({ ok: true, value: { ...streak, current: -1 } });
    await expect(c.loadStreak('2026-12-03')).rejects.toThrow(/malformed/);
    expect(storageReads).toEqual([]);
  });

  it("reads the synced settings from storage.sync and this device's own from the background; writes each where it lives; follows a change told on the games port", async () => {
    const { settingsInPage } = await import('../../src/panel/settings-in-page');
    const c = createExtensionConnector({ target: async () => ({ self: true }), settings: settingsInPage });
    reply = (msg) => ((msg as { type: string }).type === 'panel:device-settings' ? { ok: true, value: { pastAnswers: 'on', reminder: '20:30' } } : { ok: true });
    const s = await c.loadSettings();
    expect([s.pastAnswers, s.reminder, s.place]).toEqual(['on', '20:30', 'side']);
    expect(storageReads.every((r) => (r as [string])[0] === 'sync')).toBe(true);
    sent.length = 0;
    await c.saveSettings({ pastAnswers: 'off', top: 7 });
    expect(sent).toEqual([{ type: 'panel:save-device-settings', settings: { pastAnswers: 'off' } }]);
    const got: string[] = [];
    const stop = c.watchSettings((x) => got.push(x.pastAnswers));
    const port = ports.find((p) => p.name === 'games')!;
    port.messages.forEach((l) => l({ type: 'bg:games-changed' }));
    await new Promise((r) => setTimeout(r, 0));
    expect(got).toEqual([]);
    port.messages.forEach((l) => l({ type: 'bg:device-settings-changed' }));
    await vi.waitFor(() => expect(got).toEqual(['on']));
    stop();
    expect(storageReads.every((r) => (r as [string])[0] === 'sync')).toBe(true);
  });
});

describe('the extension connector: the panel page asks for its view at once', () => {
  beforeEach(() => {
    ports.length = 0;
  });

  it('connects as it is made with connectAtOnce, once, and subscribing then reuses that port', async () => {
    const c = createExtensionConnector({ target: async () => ({ tabId: 7 }), connectAtOnce: true });
    await vi.waitFor(() => expect(ports.filter((p) => p.name === 'panel')).toHaveLength(1));
    const views: unknown[] = [];
    const stop = c.subscribe((v) => views.push(v));
    // The view the port brings reaches the subscriber: no second port.
    ports[0].messages.forEach((l) => l({ type: 'bg:view', view: { kind: 'no-tab' } }));
    expect(views.at(-1)).toEqual({ kind: 'no-tab' });
    expect(ports.filter((p) => p.name === 'panel')).toHaveLength(1);
    stop();
  });

  it('without it (the panel inside the page), connects only when the panel subscribes', async () => {
    const c = createExtensionConnector({ target: async () => ({ self: true }) });
    await new Promise((r) => setTimeout(r, 10));
    expect(ports.filter((p) => p.name === 'panel')).toHaveLength(0);
    const stop = c.subscribe(() => undefined);
    await vi.waitFor(() => expect(ports.filter((p) => p.name === 'panel')).toHaveLength(1));
    stop();
  });
});
