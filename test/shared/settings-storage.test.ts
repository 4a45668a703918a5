// Settings written by an older version to the single `settings` key (on another device, through
// sync) are followed, and never undo a per-setting value written after them: both orders, over a
// storage.sync in memory that tells its listeners each change with its old and new value, as the
// browser does.
import { describe, expect, test, vi } from 'vitest';
import { tick } from '../fakes';

type Change = { oldValue?: unknown; newValue?: unknown };
type Listener = (changes: Record<string, Change>, area: string) => void;
/** A storage area in memory that tells the listeners each change after the write, as the browser does. */
function area(name: string) {
  const items = new Map<string, unknown>();
  return {
    items,
    get: async (keys: string[]) => Object.fromEntries(keys.filter((k) => items.has(k)).map((k) => [k, structuredClone(items.get(k))])),
    set: async (o: Record<string, unknown>) => {
      const changes: Record<string, Change> = {};
      for (const [k, v] of Object.entries(o)) {
        changes[k] = { oldValue: items.get(k), newValue: structuredClone(v) };
        items.set(k, structuredClone(v));
      }
      // The browser tells its listeners after the write, never during it.
      setTimeout(() => listeners.forEach((l) => l(changes, name)), 0);
    },
  };
}
const listeners = new Set<Listener>();
const sync = area('sync');
const local = area('local');
const items = sync.items;
vi.mock('webextension-polyfill', () => ({
  default: { storage: { sync, local, onChanged: { addListener: (l: Listener) => listeners.add(l), removeListener: (l: Listener) => listeners.delete(l) } } },
}));
const { followSettings, migrateOlderWrites, readSettings, writeSettings } = await import('../../src/shared/settings-storage');

/** Lets every write and the writes it leads to (the migration's) land. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await tick();
};

/** An older version on another device: it writes every setting it knows, whole, under one key. */
const olderDevice = (settings: Record<string, unknown>) => sync.set({ settings });

describe('settings written by an older version', () => {
  test('newer per-setting values first, then an older write: what the older write changed is followed, the rest stays', async () => {
    items.clear();
    listeners.clear();
    migrateOlderWrites((e) => {
      throw e;
    });
    const seen: number[] = [];
    followSettings((s) => seen.push(s.top), (e) => {
      throw e;
    });
    await olderDevice({ top: 10, strategy: 'optimal' });
    await settle();
    await writeSettings({ top: 5, strategy: 'entropy' });
    await settle();
    expect(await readSettings()).toMatchObject({ top: 5, strategy: 'entropy' });
    // The older device's player changes the number of suggestions only: its write still holds the
    // strategy it had, which must not undo this device's entropy.
    await olderDevice({ top: 20, strategy: 'optimal' });
    await settle();
    expect(await readSettings()).toMatchObject({ top: 20, strategy: 'entropy' });
    expect(seen.at(-1)).toBe(20);
  });

  test('an older write first, then a newer per-setting value: the newer value stays', async () => {
    items.clear();
    listeners.clear();
    migrateOlderWrites((e) => {
      throw e;
    });
    await writeSettings({ top: 5 });
    await settle();
    await olderDevice({ top: 20, strategy: 'minimax' });
    await settle();
    expect(await readSettings()).toMatchObject({ top: 20, strategy: 'minimax' });
    await writeSettings({ top: 7 });
    await settle();
    expect(await readSettings()).toMatchObject({ top: 7, strategy: 'minimax' });
    // Written again by the older device with nothing of this changed: nothing is undone.
    await olderDevice({ top: 20, strategy: 'minimax', hardMode: 'on' });
    await settle();
    expect(await readSettings()).toMatchObject({ top: 7, strategy: 'minimax', hardMode: 'on' });
  });
});

describe("the consent to fetch past answers is this device's", () => {
  const reset = () => {
    sync.items.clear();
    local.items.clear();
    listeners.clear();
    migrateOlderWrites((e) => {
      throw e;
    });
  };

  test('it is written to storage.local, never to storage.sync, and read from there', async () => {
    reset();
    await writeSettings({ pastAnswers: 'on', top: 5 });
    await settle();
    expect(local.items.get('setting.pastAnswers')).toBe('on');
    expect(sync.items.has('setting.pastAnswers')).toBe(false);
    expect(sync.items.get('setting.top')).toBe(5);
    expect(await readSettings()).toMatchObject({ pastAnswers: 'on', top: 5 });
  });

  test("the streak guard's reminder is this device's too: written to storage.local, and one in storage.sync is not read", async () => {
    reset();
    await writeSettings({ reminder: '20:15' });
    await settle();
    expect(local.items.get('setting.reminder')).toBe('20:15');
    expect(sync.items.has('setting.reminder')).toBe(false);
    sync.items.set('setting.reminder', '07:00');
    expect((await readSettings()).reminder).toBe('20:15');
  });

  test('the names the player posts results under are this device\'s: storage.local only, checked on every read', async () => {
    reset();
    await writeSettings({ gridSenders: ['Me', ''] });
    await settle();
    expect(local.items.get('setting.gridSenders')).toEqual(['Me', '']);
    expect(sync.items.has('setting.gridSenders')).toBe(false);
    local.items.set('setting.gridSenders', ['Me', 7, 'x'.repeat(61), 'Me']);
    expect((await readSettings()).gridSenders).toEqual(['Me']);
    local.items.set('setting.gridSenders', 'Me');
    expect((await readSettings()).gridSenders).toEqual([]);
  });

  test("an 'on' in storage.sync (an earlier version, another device) is no consent here, nor moved here", async () => {
    reset();
    const seen: string[] = [];
    followSettings((s) => seen.push(s.pastAnswers), (e) => {
      throw e;
    });
    await sync.set({ 'setting.pastAnswers': 'on' });
    await olderDevice({ pastAnswers: 'on', top: 20 });
    await settle();
    expect((await readSettings()).pastAnswers).toBe('ask');
    expect(local.items.has('setting.pastAnswers')).toBe(false);
    expect(seen.every((v) => v === 'ask')).toBe(true);
    // Given here, it is followed at once (the panels and the background follow it like any setting).
    await writeSettings({ pastAnswers: 'on' });
    await settle();
    expect(seen.at(-1)).toBe('on');
    // Withdrawn elsewhere through sync: still this device's own word.
    await sync.set({ 'setting.pastAnswers': 'off' });
    await settle();
    expect((await readSettings()).pastAnswers).toBe('on');
  });
});
