// "Your games" at scale, measured in real Chromium with the store build: some five years of daily
// games (2,000 records, mock-games.ts) written to storage.local as the background writes them,
// then the real panel (extension connector, no mock) opened on "Your games" again and again: the
// time from the click to the figures, both charts and the list on screen; then, in each open, ten
// pages of the list ("show more") and a scroll through it all, one step a frame: each page's click
// to its paint, the longest frame and the long tasks (over 50 ms) meanwhile; and the bytes each
// game takes, analysed and waiting for its analysis.
//   npx tsx test/e2e/bench-your-games.ts        (GAMES=1100 RUNS=20 to change the scale)
// Part of `npm run bench` (test/e2e/bench-browser.ts), which writes its table into docs/benchmarks.md.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sampleGames, storedGames } from '../../src/panel/mock-games';
import type { GameRecord } from '../../src/shared/games';
import { buildExtension } from './build';
import { launchChromium } from './chromium';

export interface YourGamesBench {
  games: number;
  runs: number;
  /** Click to the next frame after the figures, both charts and the list show, ms, one per open. */
  opens: number[];
  /** Each "show more" click to the next frame after its games show, ms (ten an open). */
  pages: number[];
  /** The longest frame of each open's paging and scrolling, ms. */
  longestFrame: number[];
  /** Long tasks (over 50 ms) while paging and scrolling, ms each, every open together. */
  longTasks: number[];
  /** Games listed at the end of the scroll. */
  listed: number;
  /** storage.local's getBytesInUse over every (analysed) record, per game. */
  bytesPerGame: number;
  /** Key + JSON per game: analysed, and brought in and waiting for its analysis (no skill, luck, extra, best). */
  jsonAnalysed: number;
  jsonWaiting: number;
  /** storage.local's quota as the browser states it (QUOTA_BYTES; no unlimitedStorage asked). */
  quotaBytes: number;
}

const PAGES = 10;

const jsonBytes = (stored: Record<string, unknown>) => Object.entries(stored).reduce((a, [k, v]) => a + k.length + JSON.stringify(v).length, 0);

/** The record as the history import keeps it before the analysis: the analysis' fields not there yet. */
const waiting = (g: GameRecord): GameRecord => {
  const { skill: _s, luck: _l, extra: _e, best: _b, ...rest } = g;
  return rest;
};

export async function benchYourGames(o: { games?: number; runs?: number } = {}): Promise<YourGamesBench> {
  const GAMES = o.games ?? (Number(process.env.GAMES) || 2000);
  const RUNS = o.runs ?? (Number(process.env.RUNS) || 20);
  const games = sampleGames(GAMES);
  const stored = storedGames(games);

  const browser = await launchChromium([await buildExtension('chrome')]);
  try {
    const sw = await browser.serviceWorker();
    await sw.evaluate(async (items) => {
      await chrome.storage.local.clear();
      await chrome.storage.local.set(items);
    }, stored);
    const inUse = await sw.evaluate(() => chrome.storage.local.getBytesInUse(null));
    const quotaBytes = await sw.evaluate(() => chrome.storage.local.QUOTA_BYTES);
    const panel = await browser.context.newPage();
    await panel.setViewportSize({ width: 380, height: 900 });
    await panel.goto(`chrome-extension://${browser.extensionId}/src/panel/index.html`);
    await panel.getByTestId('your-games-mode').waitFor();
    // Page code as text: tsx would wrap named functions in a helper the page does not have.
    /** Click "Your games" and wait until its figures, charts and list show; ms from the click to the next frame after. */
    const OPEN_ONCE = `(async (n) => {
      document.querySelector('.mode-switch button').click();
      await new Promise((r) => setTimeout(r, 50));
      const t0 = performance.now();
      document.querySelector('[data-testid="your-games-mode"]').click();
      await new Promise((resolve) => {
        const done = () => document.querySelector('[data-testid="games-kept"][data-value="' + n + '"]') !== null &&
          document.querySelector('[data-testid="games-distribution"] svg') !== null && document.querySelector('[data-testid="games-skill"] svg') !== null &&
          document.querySelector('.game-list li') !== null;
        if (done()) return resolve();
        const mo = new MutationObserver(() => { if (done()) { mo.disconnect(); resolve(); } });
        mo.observe(document.body, { subtree: true, childList: true, attributes: true });
      });
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      return performance.now() - t0;
    })(${GAMES})`;
    /** Ten pages of the list, then a scroll to its end 200 px a frame: each page's time, the longest frame, the long tasks. */
    const PAGE_AND_SCROLL = `(async (pages) => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
      const longTasks = [];
      const po = new PerformanceObserver((l) => { for (const e of l.getEntries()) longTasks.push(e.duration); });
      po.observe({ type: 'longtask' });
      let last = 0, longest = 0, going = true;
      const tick = (t) => { if (last) longest = Math.max(longest, t - last); last = t; if (going) requestAnimationFrame(tick); };
      requestAnimationFrame(tick);
      await frame();
      const items = () => document.querySelectorAll('.game-list li').length;
      const shown = [];
      for (let i = 0; i < pages; i++) {
        const more = document.querySelector('.game-list + button');
        if (!more) break;
        const n = items();
        more.scrollIntoView();
        const t0 = performance.now();
        more.click();
        while (items() <= n) await new Promise((r) => setTimeout(r, 0));
        await frame();
        shown.push(performance.now() - t0);
      }
      window.scrollTo(0, 0);
      await frame();
      for (let y = 0; y < document.documentElement.scrollHeight; y += 200) { window.scrollTo(0, y); await frame(); }
      await new Promise((r) => setTimeout(r, 200));
      going = false;
      for (const e of po.takeRecords()) longTasks.push(e.duration);
      po.disconnect();
      return { shown, longest, longTasks, listed: items() };
    })(${PAGES})`;
    // Each open in a freshly loaded panel: the games are read from storage, checked and drawn.
    const r: YourGamesBench = { games: GAMES, runs: RUNS, opens: [], pages: [], longestFrame: [], longTasks: [], listed: 0, bytesPerGame: inUse / GAMES, jsonAnalysed: jsonBytes(stored) / GAMES, jsonWaiting: jsonBytes(storedGames(games.map(waiting))) / GAMES, quotaBytes };
    for (let i = 0; i < RUNS; i++) {
      await panel.reload();
      await panel.getByTestId('your-games-mode').waitFor();
      await panel.waitForTimeout(300);
      r.opens.push(await panel.evaluate<number>(OPEN_ONCE));
      await panel.waitForTimeout(300);
      const s = await panel.evaluate<{ shown: number[]; longest: number; longTasks: number[]; listed: number }>(PAGE_AND_SCROLL);
      r.pages.push(...s.shown);
      r.longestFrame.push(s.longest);
      r.longTasks.push(...s.longTasks);
      r.listed = s.listed;
    }
    return r;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  const r = await benchYourGames();
  const s = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const f = (xs: number[]) => `median ${s(xs)[Math.floor(xs.length / 2)].toFixed(0)} ms, slowest ${Math.max(...xs).toFixed(0)} ms`;
  console.log(`"Your games" with ${r.games} kept games, store build in Chromium, each open in a freshly loaded panel (${r.runs} runs):`);
  console.log(`  click to the figures, charts and list painted: ${f(r.opens)}`);
  console.log(`  "show more": ${f(r.pages)}; longest frame paging and scrolling: ${f(r.longestFrame)}; long tasks: ${r.longTasks.length}`);
  console.log(`  storage.local: ${r.bytesPerGame.toFixed(0)} bytes per game in use (key + JSON: analysed ${r.jsonAnalysed.toFixed(0)}, waiting ${r.jsonWaiting.toFixed(0)}) of a quota of ${r.quotaBytes} bytes`);
}
