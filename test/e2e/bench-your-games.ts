// "Your games" at scale, measured in real Chromium with the store build: three
// years of daily games (1,100 records, mock-games.ts) written to storage.local as the background
// writes them, then the real panel (extension connector, no mock) opened on "Your games" again and
// again: the time from the click to the figures on screen, and the bytes each game takes.
//   npx tsx test/e2e/bench-your-games.ts        (GAMES=2000 RUNS=20 to change the scale)
// Part of `npm run bench` (test/e2e/bench-browser.ts), which writes its table into docs/benchmarks.md.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sampleGames, storedGames } from '../../src/panel/mock-games';
import { buildExtension } from './build';
import { launchChromium } from './chromium';

interface YourGamesBench {
  games: number;
  runs: number;
  /** Click to the next frame after every game shows, ms: median, fastest, slowest. */
  median: number;
  fastest: number;
  slowest: number;
  /** storage.local's getBytesInUse over every record, and key + JSON per game. */
  bytesPerGame: number;
  jsonBytesPerGame: number;
}

export async function benchYourGames(o: { games?: number; runs?: number } = {}): Promise<YourGamesBench> {
  const GAMES = o.games ?? (Number(process.env.GAMES) || 1100);
  const RUNS = o.runs ?? (Number(process.env.RUNS) || 15);
  const games = sampleGames(GAMES);
  const stored = storedGames(games);
  const jsonBytes = Object.entries(stored).reduce((a, [k, v]) => a + k.length + JSON.stringify(v).length, 0);

  const browser = await launchChromium([await buildExtension('chrome')]);
  try {
    const sw = await browser.serviceWorker();
    await sw.evaluate(async (items) => {
      await chrome.storage.local.clear();
      await chrome.storage.local.set(items);
    }, stored);
    const inUse = await sw.evaluate(() => chrome.storage.local.getBytesInUse(null));
    const panel = await browser.context.newPage();
    await panel.setViewportSize({ width: 380, height: 900 });
    await panel.goto(`chrome-extension://${browser.extensionId}/src/panel/index.html`);
    await panel.getByTestId('your-games-mode').waitFor();
    /** Click "Your games" and wait until it shows every game; ms from the click to the next frame after. */
    // Page code as text: tsx would wrap named functions in a helper the page does not have.
    const OPEN_ONCE = `(async (n) => {
      document.querySelector('.mode-switch button').click();
      await new Promise((r) => setTimeout(r, 50));
      const t0 = performance.now();
      document.querySelector('[data-testid="your-games-mode"]').click();
      await new Promise((resolve) => {
        const done = () => document.querySelector('[data-testid="games-kept"][data-value="' + n + '"]') !== null;
        if (done()) return resolve();
        const mo = new MutationObserver(() => { if (done()) { mo.disconnect(); resolve(); } });
        mo.observe(document.body, { subtree: true, childList: true, attributes: true });
      });
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      return performance.now() - t0;
    })(${GAMES})`;
    // Each open in a freshly loaded panel: the games are read from storage, checked and drawn.
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await panel.reload();
      await panel.getByTestId('your-games-mode').waitFor();
      await panel.waitForTimeout(300);
      times.push(await panel.evaluate<number>(OPEN_ONCE));
    }
    const sorted = [...times].sort((a, b) => a - b);
    return {
      games: GAMES,
      runs: RUNS,
      median: sorted[Math.floor(sorted.length / 2)],
      fastest: sorted[0],
      slowest: sorted[sorted.length - 1],
      bytesPerGame: inUse / GAMES,
      jsonBytesPerGame: jsonBytes / GAMES,
    };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  const r = await benchYourGames();
  const f = (ms: number) => `${ms.toFixed(0)} ms`;
  console.log(`"Your games" with ${r.games} kept games, store build in Chromium, each open in a freshly loaded panel (${r.runs} runs):`);
  console.log(`  click to the figures painted: median ${f(r.median)}, fastest ${f(r.fastest)}, slowest ${f(r.slowest)}`);
  console.log(`  storage.local: ${(r.bytesPerGame * r.games).toFixed(0)} bytes in use = ${r.bytesPerGame.toFixed(0)} bytes per game (key + JSON: ${r.jsonBytesPerGame.toFixed(0)})`);
}
