// What the extension costs a Wordle page as it loads, measured in real Chromium with the store
// build: the extension's scripts the page parses (CDP Debugger.scriptParsed: each script's URL and
// length) and the time from the navigation to the page's first reading in the background (its
// `tab:<id>` record in storage.session), with the panel beside the page and inside it.
//   npx tsx test/e2e/bench-page-load.ts        (RUNS=20 to change the count)
// Part of `npm run bench` (test/e2e/bench-browser.ts), which writes its table into docs/benchmarks.md.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PanelPlace } from '../../src/shared/settings';
import { buildExtension } from './build';
import { launchChromium } from './chromium';

export interface PageLoadRun {
  place: PanelPlace;
  runs: number;
  /** The extension's scripts the page parsed: file → characters. */
  scripts: Record<string, number>;
  /** Navigation to the first reading stored by the background, ms, one per run. */
  firstReading: number[];
}

const SITE = 'https://www.nytimes.com/games/wordle';

export async function benchPageLoad(o: { runs?: number } = {}): Promise<PageLoadRun[]> {
  const RUNS = o.runs ?? (Number(process.env.RUNS) || 10);
  const browser = await launchChromium([await buildExtension('chrome')]);
  const out: PageLoadRun[] = [];
  try {
    const sw = await browser.serviceWorker();
    for (const place of ['side', 'page'] as const) {
      await sw.evaluate((p) => chrome.storage.sync.set({ 'setting.place': p }), place);
      const run: PageLoadRun = { place, runs: RUNS, scripts: {}, firstReading: [] };
      for (let i = 0; i < RUNS; i++) {
        const page = await browser.context.newPage();
        const cdp = await browser.context.newCDPSession(page);
        const parsed: Record<string, number> = {};
        cdp.on('Debugger.scriptParsed', (e: { url: string; length?: number }) => {
          if (e.url.startsWith('chrome-extension://')) parsed[new URL(e.url).pathname.slice(1)] = e.length ?? 0;
        });
        await cdp.send('Debugger.enable');
        const before = await sw.evaluate(async () => Object.keys(await chrome.storage.session.get(null)).filter((k) => k.startsWith('tab:')));
        const start = Date.now();
        await page.goto(`${SITE}?answer=crane&welcome=0&help=0`, { waitUntil: 'commit' });
        for (;;) {
          const ids = await sw.evaluate(async (old) => Object.keys(await chrome.storage.session.get(null)).filter((k) => k.startsWith('tab:') && !old.includes(k)), before);
          if (ids.length > 0) break;
          if (Date.now() - start > 30_000) throw new Error('no reading within 30 s');
          await new Promise((r) => setTimeout(r, 5));
        }
        run.firstReading.push(Date.now() - start);
        // The panel inside the page loads after the first reading; give it the time to.
        await new Promise((r) => setTimeout(r, place === 'page' ? 1500 : 500));
        Object.assign(run.scripts, parsed);
        await cdp.detach();
        await page.close();
      }
      out.push(run);
    }
  } finally {
    await browser.close();
  }
  return out;
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  for (const r of await benchPageLoad()) {
    const sorted = [...r.firstReading].sort((a, b) => a - b);
    console.log(`${r.place}: scripts ${JSON.stringify(r.scripts)}; first reading median ${sorted[Math.floor(sorted.length / 2)]} ms (${sorted[0]}-${sorted[sorted.length - 1]})`);
  }
}
