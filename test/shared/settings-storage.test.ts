// Settings written by an older version to the single `settings` key (on another device, through
// sync) are followed, and never undo a per-setting value written after them: both orders, over a
// storage.sync in memory that tells its listeners each change with its old and new value, as the
// browser does.
import { describe, expect, test, vi } from 'vitest';
import { tick } from '../fakes';

type Change = { oldValue?: unknown; newValue?: unknown };
type Listener = (changes: Record<string, Change>, area: string) => void;
const items = new Map<string, unknown>();
const listeners = new Set<Listener>();
const sync = {
  get: async (keys: string[]) => Object.fromEntries(keys.filter((k) => items.has(k)).map((k) => [k, structuredClone(items.get(k))])),
  set: async (o: Record<string, unknown>) => {
    const changes: Record<string, Change> = {};
    for (const [k, v] of Object.entries(o)) {
      changes[k] = { oldValue: items.get(k), newValue: structuredClone(v) };
      items.set(k, structuredClone(v));
    }
    // The browser tells its listeners after the write, never during it.
    setTimeout(() => listeners.forEach((l) => l(changes, 'sync')), 0);
  },
};
vi.mock('webextension-polyfill', () => ({
  default: { storage: { sync, onChanged: { addListener: (l: Listener) => listeners.add(l), removeListener: (l: Listener) => listeners.delete(l) } } },
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
