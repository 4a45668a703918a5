// The panel inside the page is loaded into the content script's world only when the player wants
// it there, once a page; a page whose panel is beside it loads none of its code.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryArea, tick } from '../fakes';

type Listener = (changes: Record<string, unknown>, area: string) => void;
const sync = new Map<string, unknown>();
const listeners = new Set<Listener>();
vi.mock('webextension-polyfill', () => ({
  default: {
    storage: {
      sync: memoryArea(sync),
      // Closed to content scripts (Chrome 140+, storage-access.ts): the loader reads storage.sync alone.
      local: { get: async () => Promise.reject(new Error('Access to storage is not allowed from this context.')) },
      onChanged: { addListener: (l: Listener) => listeners.add(l), removeListener: (l: Listener) => listeners.delete(l) },
    },
  },
}));
const { loadPanelInPage } = await import('../../src/content/panel-in-page');

/** The player (or another device) chooses where the panel goes. */
async function choose(place: 'side' | 'page') {
  sync.set('setting.place', place);
  for (const l of listeners) l({ 'setting.place': { newValue: place } }, 'sync');
  await tick();
}

describe('loadPanelInPage', () => {
  let loads: string[];
  let stop: AbortController;
  /** Whether the browser has a panel beside the page, as the background answers (a desktop: yes). */
  let beside: Promise<boolean>;
  const load = vi.fn(async () => void loads.push('loaded'));
  beforeEach(() => {
    sync.clear();
    listeners.clear();
    loads = [];
    stop = new AbortController();
    beside = Promise.resolve(true);
    load.mockClear();
  });
  afterEach(() => stop.abort());

  it('loads nothing beside the page; the setting loads it into the open page, once', async () => {
    sync.set('setting.place', 'side');
    loadPanelInPage(stop.signal, beside, load);
    await tick();
    expect(loads).toEqual([]);
    await choose('page');
    expect(loads).toEqual(['loaded']);
    // Once loaded it follows the setting itself: beside and inside again load nothing more.
    await choose('side');
    await choose('page');
    expect(loads).toHaveLength(1);
  });

  it('loads it at once where the setting already says inside, and where the browser has no panel beside the page whatever it says', async () => {
    sync.set('setting.place', 'page');
    loadPanelInPage(stop.signal, beside, load);
    await tick();
    expect(loads).toHaveLength(1);
    stop.abort();
    stop = new AbortController();
    // Firefox for Android: no sidebar, the background says.
    beside = Promise.resolve(false);
    sync.set('setting.place', 'side');
    loadPanelInPage(stop.signal, beside, load);
    await tick();
    expect(loads).toHaveLength(2);
  });

  it('tries again at the next change after a load that failed, and stops with the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = vi.fn(async () => {
      throw new Error('no such file');
    });
    sync.set('setting.place', 'page');
    loadPanelInPage(stop.signal, beside, failing);
    await tick();
    expect(failing).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalled();
    await choose('page');
    expect(failing).toHaveBeenCalledTimes(2);
    stop.abort();
    await choose('page');
    expect(failing).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
