// Every panel is told on its games port when the kept games change; the panel inside the page,
// which cannot follow storage.local (closed to content scripts in Chrome), is told there too when
// this device's settings change. A port of anyone else is not held.
import { describe, expect, it, vi } from 'vitest';

type Listener = (...args: unknown[]) => void;
const connect: Listener[] = [];
const changed: Listener[] = [];
vi.mock('webextension-polyfill', () => ({
  default: {
    runtime: { id: 'ours', getURL: (path: string) => `chrome-extension://ours/${path}`, onConnect: { addListener: (l: Listener) => connect.push(l) } },
    storage: { onChanged: { addListener: (l: Listener) => changed.push(l) } },
  },
}));
const { followGames, TELL_GAMES_MS } = await import('../../src/background/games-followers');
const { GAMES_PORT } = await import('../../src/shared/messages');

function port(sender: { id: string; url: string; tab?: { id: number }; frameId?: number }) {
  const got: unknown[] = [];
  return { name: GAMES_PORT, sender, got, postMessage: (v: unknown) => got.push(v), onDisconnect: { addListener: () => undefined } };
}
const change = (keys: string[], area = 'local') => changed.forEach((l) => l(Object.fromEntries(keys.map((k) => [k, { newValue: 1 }])), area));

describe('followGames', () => {
  it('tells every panel of a change of the games, and only the panel inside the page of one of the device settings', () => {
    const onGames = vi.fn();
    followGames(onGames);
    const side = port({ id: 'ours', url: 'chrome-extension://ours/src/panel/index.html' });
    const inPage = port({ id: 'ours', url: 'https://www.nytimes.com/games/wordle/index.html', tab: { id: 7 }, frameId: 0 });
    const stranger = port({ id: 'other', url: 'chrome-extension://other/x.html' });
    for (const p of [side, inPage, stranger]) connect.forEach((l) => l(p));
    change(['game/2026-12-03/ANON']);
    expect(onGames).toHaveBeenCalledTimes(1);
    change(['setting.pastAnswers']);
    change(['setting.reminder', 'overlay:open']);
    change(['setting.top'], 'sync');
    expect(side.got).toEqual([{ type: 'bg:games-changed' }]);
    expect(inPage.got).toEqual([{ type: 'bg:games-changed' }, { type: 'bg:device-settings-changed' }, { type: 'bg:device-settings-changed' }]);
    expect(stranger.got).toEqual([]);
    expect(onGames).toHaveBeenCalledTimes(1);
  });

  it('tells a panel of a stream of changes once a second at most, the first at once and the last never lost', async () => {
    vi.useFakeTimers();
    try {
      connect.length = 0; // the first test's listeners
      changed.length = 0;
      followGames();
      const side = port({ id: 'ours', url: 'chrome-extension://ours/src/panel/index.html' });
      connect.forEach((l) => l(side));
      const told = () => side.got.filter((m) => (m as { type: string }).type === 'bg:games-changed').length;
      change(['game/2026-12-01/ANON']);
      expect(told()).toBe(1);
      for (let i = 0; i < 5; i++) {
        await vi.advanceTimersByTimeAsync(TELL_GAMES_MS / 10);
        change([`game/2026-11-2${i}/ANON`]);
      }
      expect(told()).toBe(1);
      await vi.advanceTimersByTimeAsync(TELL_GAMES_MS);
      expect(told()).toBe(2);
      await vi.advanceTimersByTimeAsync(5 * TELL_GAMES_MS);
      expect(told()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
