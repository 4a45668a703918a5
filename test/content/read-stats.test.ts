// The NYT's statistics as the page shows them: the dialog as the capture draws it, with another
// build's class hashes, with its class-name prefixes alone, with markup never seen (no figure) or a
// figure missing (no figure, and why); figures that disagree give nothing; the frozen legacy entry.
import { describe, expect, test } from 'vitest';
import { dialogRead, playerOf, readLegacyStats, readStatsDialog } from '../../src/content/read-stats';
import type { SavedState, StorageLike } from '../../src/content/saved-game';
import { watchStats } from '../../src/content/watch-stats';
import { statsDialogHtml, type PracticeStats, type StatsVariant } from '../practice/stats-dialog';
import { loadFixture } from './load-fixture';

const STATS: PracticeStats = { played: 412, winPct: 98, current: 300, max: 301, guesses: [1, 20, 100, 150, 100, 33] }; // 404 won of 412: 98.06 %
const page = (html: string) => {
  document.body.innerHTML = `<div id="wordle-app-game"></div><div class="portal-content">${html}</div>`;
  return document;
};
const read = (stats: PracticeStats, variant: StatsVariant) => readStatsDialog(page(statsDialogHtml(stats, variant)));

describe('readStatsDialog', () => {
  test.each<StatsVariant>(['capture', 'rehashed', 'labels-only'])('reads every figure from the %s markup', (variant) => {
    expect(read(STATS, variant)).toEqual({ kind: 'figures', figures: STATS });
  });

  test('the capture as the userscript of 2024-12-31 draws it: 1 played, 0 won', () => {
    expect(readStatsDialog(loadFixture('capture-kroot-2024-12-stats'))).toEqual({ kind: 'figures', figures: { played: 1, winPct: 0, current: 0, max: 0, guesses: [0, 0, 0, 0, 0, 0] } });
  });

  test('markup never seen gives no figure, and a page without the dialog nothing at all', () => {
    expect(read(STATS, 'unknown')).toEqual({ kind: 'none' });
    expect(readStatsDialog(page('<p>Number of games played, 412</p>'))).toEqual({ kind: 'none' });
  });

  test('a dialog missing a figure gives no figure and says what it found', () => {
    const r = read(STATS, 'broken');
    expect(r.kind).toBe('unreadable');
    expect(r.kind === 'unreadable' && r.reason).toMatch(/not all four figures.*by text: played, winPct, current/);
  });

  test.each([
    ['a distribution that sums to more than played', { ...STATS, played: 300, winPct: 100 }, /wins of 300 games played/],
    ['a win % that is not wins / played', { ...STATS, winPct: 90 }, /win % 90/],
    ['a current streak over the max', { ...STATS, current: 302 }, /current streak 302 is more than the max 301/],
    ['a max streak over the wins', { ...STATS, current: 3, max: 405 }, /max streak 405/],
  ])('%s gives no figure', (_, stats, why) => {
    const r = read(stats, 'capture');
    expect(r.kind).toBe('unreadable');
    expect(r.kind === 'unreadable' && r.reason).toMatch(why);
  });

  test('a text and a class-prefixed number that disagree give no figure', () => {
    const html = statsDialogHtml(STATS, 'capture').replace('Current Streak count, 300', 'Current Streak count, 299');
    expect(readStatsDialog(page(html))).toMatchObject({ kind: 'unreadable', reason: expect.stringMatching(/two different figures/) });
  });

  test('a distribution row said twice gives no figure', () => {
    const html = statsDialogHtml(STATS, 'capture').replace('33 solved in 6th attempt', '33 solved in 5th attempt');
    expect(readStatsDialog(page(html)).kind).toBe('unreadable');
  });

  test('numbers with thousands separators', () => {
    const big = { played: 1900, winPct: 99, current: 1500, max: 1500, guesses: [0, 100, 500, 800, 400, 80] };
    const html = statsDialogHtml(big, 'capture').replace('games played, 1900', 'games played, 1,900');
    expect(readStatsDialog(page(html))).toEqual({ kind: 'figures', figures: big });
  });
});

const state = (key: string, printDate: string, status: SavedState['status'], archive = false): SavedState => ({ key: `games-state-wordleV2/${key}`, words: ['crane'], hardMode: false, status, printDate, archive });

describe('dialogRead', () => {
  const figures = STATS;
  test("today's daily game finished: the streak counts today; not yet: up to yesterday", () => {
    expect(dialogRead(figures, [state('u1', '2026-12-03', 'won')], '2026-12-03')).toMatchObject({ player: 'u1', source: 'dialog', readOn: '2026-12-03', through: '2026-12-03' });
    expect(dialogRead(figures, [state('u1', '2026-12-03', 'playing')], '2026-12-03').through).toBe('2026-12-02');
    // An archive game finished today is no streak day.
    expect(dialogRead(figures, [state('u1', '2026-12-03', 'won', true)], '2026-12-03').through).toBe('2026-12-02');
  });

  test("the signed-in player's key, not a stale ANON beside it; ANON alone when signed out", () => {
    expect(playerOf([state('ANON', '2026-12-03', 'won'), state('70512233', '2026-12-01', 'won')])).toBe('70512233');
    expect(playerOf([state('1', '2026-11-01', 'won'), state('2', '2026-12-01', 'won')])).toBe('2');
    expect(playerOf([state('ANON', '2026-12-03', 'won')])).toBe('ANON');
    expect(playerOf([])).toBe('ANON');
  });
});

const store = (entries: Record<string, string>): StorageLike => ({
  get length() { return Object.keys(entries).length; },
  key: (i: number) => Object.keys(entries)[i] ?? null,
  getItem: (k: string) => entries[k] ?? null,
});
/** The entry as omgmog.github.com's post of 2026-07-26 shows it. */
const LEGACY = { gamesPlayed: 1170, gamesWon: 1162, guesses: { 1: 4, 2: 65, 3: 323, 4: 440, 5: 263, 6: 67, fail: 8 }, currentStreak: 234, maxStreak: 234, lastWonDayOffset: 1472, hasPlayed: true, autoOptInTimestamp: 1706429323127, hasMadeStatsChoice: false, timestamp: 1751262931 };

describe('readLegacyStats', () => {
  test('the frozen entry, dated the day it froze, its streak up to its last won day', () => {
    const { reads, problems } = readLegacyStats(store({ 'wordle-legacy-stats-228392857': JSON.stringify(LEGACY), unrelated: 'x' }));
    expect(problems).toEqual([]);
    // 1751262931 s is 2025-06-30 05:55 UTC (2025-06-29 west of UTC-6: the later day counts); puzzle 1472 is 2025-06-30.
    expect(reads).toEqual([{ player: '228392857', source: 'legacy', readOn: '2025-06-30', through: '2025-06-30', played: 1170, winPct: 99, current: 234, max: 234, guesses: [4, 65, 323, 440, 263, 67] }]);
  });

  test('an entry whose figures disagree, or that is not JSON, is named and gives nothing', () => {
    const { reads, problems } = readLegacyStats(store({
      'wordle-legacy-stats-ANON': JSON.stringify({ ...LEGACY, gamesWon: 1000 }),
      'wordle-legacy-stats-7': '{',
      'wordle-legacy-stats-8': JSON.stringify({ ...LEGACY, currentStreak: 300 }),
    }));
    expect(reads).toEqual([]);
    expect(problems).toEqual([expect.stringMatching(/ANON: the distribution sums to 1162, not the 1000/), expect.stringMatching(/-7: not JSON/), expect.stringMatching(/-8: .*current streak 300/)]);
  });
});

describe('watchStats', () => {
  const settle = (ms = 80) => new Promise((r) => setTimeout(r, ms));

  test('reports a dialog as it opens, once per change, again after it closes and opens; never after abort', async () => {
    document.body.innerHTML = '<div id="wordle-app-game"></div>';
    const seen: unknown[] = [];
    const stop = new AbortController();
    watchStats(document, { signal: stop.signal, debounceMs: 10 }, (r) => seen.push(r));
    await settle();
    expect(seen).toEqual([]);
    const portal = document.createElement('div');
    portal.innerHTML = statsDialogHtml(STATS, 'rehashed');
    document.body.append(portal);
    await settle();
    expect(seen).toEqual([{ kind: 'figures', figures: STATS }]);
    // Noise elsewhere while it is open: read again, not reported again.
    document.getElementById('wordle-app-game')!.append(document.createElement('span'));
    await settle();
    expect(seen).toHaveLength(1);
    // Closed, and opened again with the same figures (another day): reported again.
    portal.remove();
    await settle();
    document.body.append(portal);
    await settle();
    expect(seen).toHaveLength(2);
    // A figure that changes while it is open (a game finished behind it) is reported.
    portal.innerHTML = statsDialogHtml({ ...STATS, current: 301 }, 'capture');
    await settle();
    expect(seen[2]).toEqual({ kind: 'figures', figures: { ...STATS, current: 301 } });
    stop.abort();
    portal.innerHTML = statsDialogHtml({ ...STATS, played: 413, guesses: [1, 20, 100, 151, 100, 33] }, 'capture');
    await settle();
    expect(seen).toHaveLength(3);
  });
});
