// watchBoard on the live (happy-dom) document: reports on change only, debounced, late boards,
// "not recognised" after the grace period, abort, and no harm to the page.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { watchBoard } from '../../src/content/watch-board';
import type { PageReading } from '../../src/shared/page';
import { loadFixture } from './load-fixture';

function show(name: string): void {
  const f = loadFixture(name);
  document.body.className = f.body.className;
  document.body.innerHTML = f.body.innerHTML;
}

const ac: AbortController[] = [];
function watch(opts: { debounceMs?: number; graceMs?: number; today?: string } = {}) {
  const c = new AbortController();
  ac.push(c);
  const reports: PageReading[] = [];
  watchBoard(document, { signal: c.signal, debounceMs: 5, graceMs: 0, ...opts }, (r) => reports.push(r));
  return { reports, abort: () => c.abort() };
}
// The watcher's debounce and grace timers, and its clock, run on fake time: each step below moves
// time on and runs what fell due, without waiting for real.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
const later = (ms: number) => vi.advanceTimersByTimeAsync(ms);
afterEach(() => {
  vi.useRealTimers();
  ac.splice(0).forEach((c) => c.abort());
  vi.restoreAllMocks();
  localStorage.clear();
});

const rowsOf = (r: PageReading | undefined) => (r && r.kind === 'board' ? r.rows.map((x) => x.guess) : null);

describe('watchBoard', () => {
  test('reports the board once, and again only when what it shows changes', async () => {
    show('react-typing');
    const w = watch();
    await later(30);
    expect(w.reports).toHaveLength(1);
    expect(w.reports[0]).toMatchObject({ kind: 'board', typing: 'bri' });
    // Noise: keyboard colours, a toast, a class on an unrelated element.
    document.querySelector('button[data-key="q"]')!.setAttribute('data-state', 'absent');
    document.querySelector('main')!.classList.add('x');
    document.querySelector('[id^="ToastContainer"]')!.innerHTML = '<div>Not in word list</div>';
    await later(30);
    expect(w.reports).toHaveLength(1);
    const tile = document.querySelectorAll('[data-testid="tile"]')[8];
    tile.textContent = 'n';
    tile.setAttribute('data-state', 'tbd');
    tile.setAttribute('aria-label', '4th letter, N');
    await later(30);
    expect(w.reports).toHaveLength(2);
    expect(w.reports[1]).toMatchObject({ typing: 'brin' });
  });

  test('a board with no saved game is dated by the day the page was loaded, not the clock after midnight', async () => {
    vi.setSystemTime(new Date('2026-12-03T00:05:00'));
    show('react-typing');
    const loaded = watch({ today: '2026-12-02' });
    const clock = watch();
    await later(20);
    const dateOf = (r: PageReading | undefined) => (r?.kind === 'board' ? r.date : null);
    expect(dateOf(loaded.reports.at(-1))).toBe('2026-12-02');
    expect(dateOf(clock.reports.at(-1))).toBe('2026-12-03');
  });

  test('debounces a burst of mutations into one reading', async () => {
    show('react-empty');
    const w = watch({ debounceMs: 20 });
    await later(40);
    const tiles = document.querySelectorAll('[data-testid="tile"]');
    for (let i = 0; i < 5; i++) {
      tiles[i].textContent = 'crane'[i];
      tiles[i].setAttribute('data-state', 'tbd');
      await later(2);
    }
    await later(60);
    expect(w.reports.map((r) => (r.kind === 'board' ? r.typing : '?'))).toEqual(['', 'crane']);
  });

  test('a tile turning to its colour is read at once, without waiting out the debounce', async () => {
    show('react-revealing-flip-in'); // row 2: CRONY against CRANE, its third tile in flip-in
    const w = watch({ debounceMs: 1000 });
    await later(1);
    expect(rowsOf(w.reports.at(-1))).toEqual(['slate']);
    const tiles = [...document.querySelectorAll('[data-testid="tile"]')].slice(5, 10);
    const marks = ['correct', 'correct', 'absent', 'correct', 'absent'];
    for (let i = 2; i < 5; i++) {
      tiles[i].setAttribute('aria-label', `${['1st', '2nd', '3rd', '4th', '5th'][i]} letter, ${'CRONY'[i]}, ${marks[i]}`);
      tiles[i].setAttribute('data-state', marks[i]);
      tiles[i].setAttribute('data-animation', 'flip-out');
    }
    await later(1);
    expect(rowsOf(w.reports.at(-1))).toEqual(['slate', 'crony']);
  });

  test('a board rendered late is reported without a "not recognised" first', async () => {
    document.body.innerHTML = '<div id="wordle-app-game"></div>';
    const w = watch({ graceMs: 200 });
    await later(50);
    show('react-dark');
    await later(50);
    expect(w.reports).toHaveLength(1);
    expect(rowsOf(w.reports[0])).toEqual(['slate']);
  });

  test('no board after the grace period: one "not recognised" report and one console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<div id="wordle-app-game"></div>';
    const w = watch({ graceMs: 40 });
    await later(20);
    expect(w.reports).toHaveLength(0);
    await later(60);
    document.body.append(document.createElement('p'));
    await later(30);
    expect(w.reports).toHaveLength(1);
    expect(w.reports[0].kind).toBe('unrecognised');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/board not recognised/);
  });

  test('after abort nothing is reported', async () => {
    show('react-empty');
    const w = watch();
    await later(30);
    w.abort();
    show('react-typing');
    await later(30);
    expect(w.reports).toHaveLength(1);
  });

  test('an already aborted signal starts nothing', async () => {
    show('react-empty');
    const reports: PageReading[] = [];
    watchBoard(document, { signal: AbortSignal.abort() }, (r) => reports.push(r));
    await later(80);
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
    await later(30);
    show('react-typing');
    await later(30);
    expect(calls).toBe(2);
  });

  test('watching writes nothing into the page', async () => {
    show('react-keyboard-noise');
    const before = document.documentElement.outerHTML;
    const records: MutationRecord[] = [];
    const mo = new MutationObserver((r) => records.push(...r));
    mo.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    watch();
    await later(50);
    mo.disconnect();
    expect(records).toHaveLength(0);
    expect(document.documentElement.outerHTML).toBe(before);
  });

  test('hard mode from the game\'s saved state that matches the board (localStorage)', async () => {
    const state = (words: string[], hardMode: boolean) => ({ puzzleId: '1', printDate: '2026-01-02', data: { boardState: [...words, '', '', '', '', '', ''].slice(0, 6), currentRowIndex: words.length, status: 'IN_PROGRESS', hardMode, isPlayingArchive: false } });
    localStorage.setItem('games-state-wordleV2/4242', JSON.stringify({ states: [state(['crane'], false), state(['slate'], true)] }));
    show('react-typing');
    const w = watch();
    await later(30);
    expect(w.reports[0]).toMatchObject({ kind: 'board', rows: [{ guess: 'slate' }], hardMode: true, hardModeFrom: 'saved-game' });
  });

  test('the welcome card is reported at once as a screen, and the board the moment it appears', async () => {
    document.body.innerHTML = '<div id="wordle-app-game"><div class="Welcome-module_contentWelcome__TL17B"><button class="Welcome-module_button__ZG0Zh" data-testid="Play">Play</button></div></div>';
    const w = watch({ graceMs: 10_000 });
    await later(30);
    expect(w.reports).toEqual([{ kind: 'screen', screen: 'welcome', letters: null }]);
    const board = loadFixture('react-typing').querySelector('#wordle-app-game')!;
    document.querySelector('#wordle-app-game')!.replaceWith(document.importNode(board, true));
    await later(30);
    expect(w.reports[1]).toMatchObject({ kind: 'board', typing: 'bri' });
  });

  test('outside the game root, the body\'s palette classes and the settings switch still count', async () => {
    show('react-typing');
    const w = watch();
    await later(30);
    expect(w.reports.at(-1)).toMatchObject({ darkMode: false, hardMode: null });
    document.body.classList.add('dark');
    await later(30);
    expect(w.reports.at(-1)).toMatchObject({ darkMode: true });
    const dialog = document.createElement('div');
    dialog.innerHTML = '<button role="switch" id="hardMode" aria-checked="false">Hard Mode</button>';
    document.body.append(dialog);
    await later(30);
    expect(w.reports.at(-1)).toMatchObject({ hardMode: false, hardModeFrom: 'switch' });
    dialog.firstElementChild!.setAttribute('aria-checked', 'true');
    await later(30);
    expect(w.reports.at(-1)).toMatchObject({ hardMode: true, hardModeFrom: 'switch' });
  });

  test('refresh() reports again although nothing changed (in-page navigation, bfcache)', async () => {
    show('react-typing');
    const c = new AbortController();
    ac.push(c);
    const reports: PageReading[] = [];
    const watcher = watchBoard(document, { signal: c.signal, debounceMs: 5, graceMs: 0 }, (r) => reports.push(r));
    await later(30);
    expect(reports).toHaveLength(1);
    watcher.refresh();
    await later(30);
    expect(reports).toHaveLength(2);
    expect(reports[1]).toEqual(reports[0]);
    c.abort();
    watcher.refresh();
    await later(30);
    expect(reports).toHaveLength(2);
  });

  /**
   * Churns 20 of `noise`'s children (a class, and a row-like label); returns the row lookups that
   * ran meanwhile (a read looks for the rows with querySelectorAll; the filter never does) and
   * whether anything was reported.
   */
  async function churn(noise: Element, w: ReturnType<typeof watch>): Promise<{ rowQueries: unknown[]; reported: boolean }> {
    const read = vi.spyOn(Element.prototype, 'querySelectorAll');
    const before = w.reports.length;
    for (let i = 0; i < 20; i++) {
      (noise.children[i * 50] as HTMLElement).classList.toggle('on');
      noise.children[i * 50].setAttribute('aria-label', `Row ${i}`);
      await later(2);
    }
    await later(30);
    const rowQueries = read.mock.calls.filter(([sel]) => String(sel).includes('Row'));
    read.mockRestore();
    return { rowQueries, reported: w.reports.length !== before };
  }

  test('churn outside the game root triggers no reads', async () => {
    show('react-typing');
    const noise = document.createElement('div');
    noise.innerHTML = '<div class="n">x</div>'.repeat(2000);
    document.body.append(noise);
    const w = watch();
    await later(30);
    expect(await churn(noise, w)).toEqual({ rowQueries: [], reported: false });
  });

  test('churn inside the game root but outside the board triggers no reads; the board itself still counts', async () => {
    show('react-typing');
    const root = document.querySelector('#wordle-app-game')!;
    // A page's own rows inside the game's root, even ones that look like board rows.
    const noise = document.createElement('section');
    noise.innerHTML = '<div class="Row-module_row__evil" role="group" aria-label="Row 9"><span>x</span></div>'.repeat(2000);
    root.append(noise);
    const w = watch();
    await later(30);
    expect(w.reports.at(-1)).toMatchObject({ kind: 'board', typing: 'bri' });
    expect(await churn(noise, w)).toEqual({ rowQueries: [], reported: false });
    const before = w.reports.length;
    // A letter typed on the board is read at once.
    const tile = [...document.querySelectorAll('[data-testid="tile"]')].find((t) => t.getAttribute('data-state') === 'empty')!;
    tile.textContent = 'n';
    tile.setAttribute('data-state', 'tbd');
    tile.setAttribute('aria-label', tile.getAttribute('aria-label')!.replace(/, empty$/, ', N'));
    await later(30);
    expect(w.reports.length).toBeGreaterThan(before);
  });

  /** The row lookups (reads) that run while `change` is applied 20 times. */
  async function readsDuring(change: (i: number) => void): Promise<unknown[]> {
    const read = vi.spyOn(Element.prototype, 'querySelectorAll');
    for (let i = 0; i < 20; i++) {
      change(i);
      await later(2);
    }
    await later(30);
    const rowQueries = read.mock.calls.filter(([sel]) => String(sel).includes('Row'));
    read.mockRestore();
    return rowQueries;
  }

  test('a board of 300 rows: a class or a colour toggled on its first tile triggers no reads', async () => {
    show('react-typing');
    const rows = document.querySelectorAll('div[role="group"][aria-label^="Row "]');
    const last = rows[rows.length - 1];
    for (let n = rows.length + 1; n <= 300; n++) {
      const row = last.cloneNode(true) as Element;
      row.setAttribute('aria-label', `Row ${n}`);
      last.parentElement!.append(row);
    }
    const w = watch();
    await later(30);
    expect(w.reports.at(-1)).toMatchObject({ kind: 'unrecognised' });
    const first = document.querySelector('[data-testid="tile"]')!;
    expect(await readsDuring(() => first.classList.toggle('on'))).toEqual([]);
    // The reading came from no tile: what a tile shows cannot make 300 rows a board.
    expect(await readsDuring((i) => first.setAttribute('data-state', i % 2 ? 'absent' : 'correct'))).toEqual([]);
    // Taking the rows away makes it a board again.
    for (const row of [...document.querySelectorAll('div[role="group"][aria-label^="Row "]')].slice(6)) row.remove();
    await later(30);
    expect(w.reports.at(-1)).toMatchObject({ kind: 'board' });
  });

  test('on a board, a class that only comes and goes is not read for; one that makes a tile a row is', async () => {
    show('react-typing');
    const w = watch();
    await later(30);
    const tile = document.querySelector('[data-testid="tile"]')!;
    expect(await readsDuring(() => tile.classList.toggle('on'))).toEqual([]);
    expect(await readsDuring((i) => i === 0 && tile.classList.add('Row-module_row__x'))).not.toEqual([]);
    expect(w.reports).toHaveLength(1);
  });
});
