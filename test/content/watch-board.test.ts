// watchBoard on the live (happy-dom) document: reports on change only, debounced, late boards,
// "not recognised" after the grace period, abort, and no harm to the page.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { watchBoard } from '../../src/content/watch-board';
import { readBoard } from '../../src/content/read-board';
import { readStoredSettings } from '../../src/content/page-settings';
import type { PageReading } from '../../src/shared/page';
import { loadFixture } from './load-fixture';
import { sleep } from './drive';

function show(name: string): void {
  const f = loadFixture(name);
  document.body.className = f.body.className;
  document.body.innerHTML = f.body.innerHTML;
}

const ac: AbortController[] = [];
function watch(opts: { debounceMs?: number; graceMs?: number } = {}) {
  const c = new AbortController();
  ac.push(c);
  const reports: PageReading[] = [];
  watchBoard(document, { signal: c.signal, debounceMs: 5, graceMs: 0, ...opts }, (r) => reports.push(r));
  return { reports, abort: () => c.abort() };
}
afterEach(() => {
  ac.splice(0).forEach((c) => c.abort());
  vi.restoreAllMocks();
  localStorage.clear();
});

const rowsOf = (r: PageReading | undefined) => (r && r.kind === 'board' ? r.rows.map((x) => x.guess) : null);

describe('watchBoard', () => {
  test('reports the board once, and again only when what it shows changes', async () => {
    show('react-typing');
    const w = watch();
    await sleep(30);
    expect(w.reports).toHaveLength(1);
    expect(w.reports[0]).toMatchObject({ kind: 'board', typing: 'bri' });
    // Noise: keyboard colours, a toast, a class on an unrelated element.
    document.querySelector('button[data-key="q"]')!.setAttribute('data-state', 'absent');
    document.querySelector('main')!.classList.add('x');
    document.querySelector('[id^="ToastContainer"]')!.innerHTML = '<div>Not in word list</div>';
    await sleep(30);
    expect(w.reports).toHaveLength(1);
    const tile = document.querySelectorAll('[data-testid="tile"]')[8];
    tile.textContent = 'n';
    tile.setAttribute('data-state', 'tbd');
    tile.setAttribute('aria-label', '4th letter, N');
    await sleep(30);
    expect(w.reports).toHaveLength(2);
    expect(w.reports[1]).toMatchObject({ typing: 'brin' });
  });

  test('debounces a burst of mutations into one reading', async () => {
    show('react-empty');
    const w = watch({ debounceMs: 20 });
    await sleep(40);
    const tiles = document.querySelectorAll('[data-testid="tile"]');
    for (let i = 0; i < 5; i++) {
      tiles[i].textContent = 'crane'[i];
      tiles[i].setAttribute('data-state', 'tbd');
      await sleep(2);
    }
    await sleep(60);
    expect(w.reports.map((r) => (r.kind === 'board' ? r.typing : '?'))).toEqual(['', 'crane']);
  });

  test('a board rendered late is reported without a "not recognised" first', async () => {
    document.body.innerHTML = '<div id="wordle-app-game"></div>';
    const w = watch({ graceMs: 200 });
    await sleep(50);
    show('react-dark');
    await sleep(50);
    expect(w.reports).toHaveLength(1);
    expect(rowsOf(w.reports[0])).toEqual(['slate']);
  });

  test('no board after the grace period: one "not recognised" report and one console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<div id="wordle-app-game"></div>';
    const w = watch({ graceMs: 40 });
    await sleep(20);
    expect(w.reports).toHaveLength(0);
    await sleep(60);
    document.body.append(document.createElement('p'));
    await sleep(30);
    expect(w.reports).toHaveLength(1);
    expect(w.reports[0].kind).toBe('unrecognised');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/board not recognised/);
  });

  test('after abort nothing is reported', async () => {
    show('react-empty');
    const w = watch();
    await sleep(30);
    w.abort();
    show('react-typing');
    await sleep(30);
    expect(w.reports).toHaveLength(1);
  });

  test('an already aborted signal starts nothing', async () => {
    show('react-empty');
    const reports: PageReading[] = [];
    watchBoard(document, { signal: AbortSignal.abort() }, (r) => reports.push(r));
    await sleep(80);
    expect(reports).toHaveLength(0);
  });

  test('a listener that throws does not break the page or the watching', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    show('react-empty');
    const c = new AbortController();
    ac.push(c);
    let calls = 0;
    watchBoard(document, { signal: c.signal, debounceMs: 5, graceMs: 0 }, () => {
      calls++;
      throw new Error('listener bug');
    });
    await sleep(30);
    show('react-typing');
    await sleep(30);
    expect(calls).toBe(2);
  });

  test('watching writes nothing into the page', async () => {
    show('react-keyboard-noise');
    const before = document.documentElement.outerHTML;
    const records: MutationRecord[] = [];
    const mo = new MutationObserver((r) => records.push(...r));
    mo.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    watch();
    await sleep(50);
    mo.disconnect();
    expect(records).toHaveLength(0);
    expect(document.documentElement.outerHTML).toBe(before);
  });

  test('hard mode from the game\'s saved settings (localStorage)', async () => {
    localStorage.setItem('games-settings-wordleV2/ANON', JSON.stringify({ states: [{ data: { hardMode: true, darkMode: false, colorblindMode: false } }] }));
    show('react-typing');
    const w = watch();
    await sleep(30);
    expect(w.reports[0]).toMatchObject({ kind: 'board', hardMode: true });
  });
});

describe('page settings from storage', () => {
  const store = (entries: Record<string, string>) => ({
    get length() { return Object.keys(entries).length; },
    key: (i: number) => Object.keys(entries)[i] ?? null,
    getItem: (k: string) => entries[k] ?? null,
  });

  test('any user id, the ANON one first; the game state as a fallback; the pre-2023 keys last', () => {
    const s = (hard: boolean) => JSON.stringify({ states: [{ data: { hardMode: hard, darkMode: true, colorblindMode: false } }] });
    expect(readStoredSettings(store({ 'games-settings-wordleV2/12345': s(true) }))).toEqual({ hardMode: true, darkMode: true, highContrast: false });
    expect(readStoredSettings(store({ 'games-settings-wordleV2/12345': s(true), 'games-settings-wordleV2/ANON': s(false) })).hardMode).toBe(false);
    expect(readStoredSettings(store({ 'games-state-wordleV2/ANON': JSON.stringify({ states: [{ data: { hardMode: true } }] }) })).hardMode).toBe(true);
    expect(readStoredSettings(store({ 'nyt-wordle-state': '{"hardMode":true}', darkTheme: 'true', colorBlindTheme: 'false' }))).toEqual({ hardMode: true, darkMode: true, highContrast: false });
  });

  test('broken or hostile storage reads as "the page does not say"', () => {
    const none = { hardMode: null, darkMode: null, highContrast: null };
    expect(readStoredSettings(store({ 'games-settings-wordleV2/ANON': '{not json' }))).toEqual(none);
    expect(readStoredSettings(store({ 'games-settings-wordleV2/ANON': '{"states":[{"data":{"hardMode":"yes"}}]}' }))).toEqual(none);
    const throwing = { length: 1, key: () => { throw new Error('SecurityError'); }, getItem: () => { throw new Error('SecurityError'); } };
    expect(readStoredSettings(throwing)).toEqual(none);
    show('react-typing');
    expect(readBoard(document, throwing)).toMatchObject({ kind: 'board', hardMode: null, typing: 'bri' });
  });
});
