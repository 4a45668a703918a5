// The hostile-page measurement: the practice page at the Wordle address with
// 10,000 extra rows, one class toggled every 100 ms, and the board watcher running. Prints the
// page's main-thread script time per second (CDP Performance.getMetrics ScriptDuration) with no
// watcher, and with the watcher built from `src` (default) or from another source tree:
//   npx tsx test/content/perf-churn-chromium.ts [srcDir] [--row-like] [--inside] [--board N] [--extension]
// --row-like: the hostile rows look like board rows (Row-module class, role=group, "Row N" label).
// --inside: the rows are inside the game's root (#wordle-app-game), after its board and keyboard.
// --board N: no rows added elsewhere: the game's own board holds N rows (its last row copied), and
// the class is toggled on its first tile (10,000 and 100,000 rows: the size of the page must not matter).
// --extension: instead of the watcher alone, the whole extension built from this tree (dist/chrome:
// the content script as shipped, talking to its service worker), loaded in Chromium.
// The budget: under 0.02 s of script time per second with --inside.
// Not part of the test run (it starts a browser); `npm run bench` runs it (test/e2e/bench-browser.ts)
// and writes its table into docs/benchmarks.md. Timing on a shared machine is noisy: compare runs
// made together.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { practiceResponse } from '../practice/serve';
import { buildExtension } from '../e2e/build';
import { CHROMIUM, launchChromium } from '../e2e/chromium';

export interface ChurnOptions {
  /** The source tree the watcher is built from (default src). */
  srcDir?: string;
  /** The hostile rows look like board rows. */
  rowLike?: boolean;
  /** The rows are inside the game's root. */
  inside?: boolean;
  /** The whole extension as built instead of the watcher alone. */
  extension?: boolean;
  /**
   * The game's board itself holds this many rows (its last row copied, labelled on), and the class
   * is toggled on the board's first tile: no rows are added elsewhere.
   */
  boardRows?: number;
  /** Also measure the page without the watcher (default true); NaN when not. */
  withoutToo?: boolean;
}

/** The page's script time per second without and with the watcher (or the extension). */
export async function measureChurn(o: ChurnOptions = {}): Promise<{ none: number; watched: number }> {
  const srcDir = o.srcDir ?? 'src';
  const rowLike = o.rowLike === true;
  const inside = o.inside === true;
  const asExtension = o.extension === true;
  const boardRows = o.boardRows ?? 0;
  const entry = `
import { watchBoard } from './${srcDir}/content/watch-board';
const ac = new AbortController();
let reports = 0;
watchBoard(document, { signal: ac.signal }, () => reports++);
globalThis.__reports = () => reports;
`;
  const bundle = await build({ stdin: { contents: entry, resolveDir: process.cwd(), loader: 'ts' }, bundle: true, write: false, format: 'iife', target: 'es2022', define: { __E2E__: 'false', __BROWSER__: '"chrome"' } });
  const code = bundle.outputFiles[0].text;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });

  /** A browser context serving the practice page; with `extension`, Chromium with the built extension. */
  async function open(extension: boolean) {
    if (extension) {
      const c = await launchChromium([await buildExtension('chrome')]);
      return { context: c.context, close: () => c.close() };
    }
    const context = await browser.newContext();
    await context.route('**/*', (route) => {
      const r = practiceResponse(route.request().url());
      return r ? route.fulfill({ status: r.status, contentType: r.contentType, body: r.body }) : route.abort();
    });
    return { context, close: () => context.close() };
  }

  async function run(withWatcher: boolean): Promise<number> {
    const { context, close } = await open(withWatcher && asExtension);
    const page = await context.newPage();
    await page.goto('https://www.nytimes.com/games/wordle/index.html?answer=crane&welcome=0&speed=20');
    await page.waitForSelector('[data-testid="tile"]');
    if (boardRows > 0) {
      await page.evaluate((count) => {
        const rows = document.querySelectorAll('#wordle-app-game div[role="group"][aria-label^="Row "]');
        const last = rows[rows.length - 1];
        const more = document.createDocumentFragment();
        for (let n = rows.length + 1; n <= count; n++) {
          const row = last.cloneNode(true) as Element;
          row.setAttribute('aria-label', `Row ${n}`);
          more.append(row);
        }
        last.parentElement!.append(more);
        const first = document.querySelector('#wordle-app-game [data-testid="tile"]')!;
        setInterval(() => first.classList.toggle('on'), 100);
      }, boardRows);
    } else {
      await page.evaluate(({ like, inGame }) => {
        const host = document.createElement('section');
        const row = like ? '<div class="Row-module_row__evil" role="group" aria-label="Row 9"><span>row</span></div>' : '<div class="hostile-row"><span>row</span></div>';
        host.innerHTML = row.repeat(10_000);
        (inGame ? document.querySelector('#wordle-app-game')! : document.body).append(host);
        let i = 0;
        setInterval(() => host.children[(i++ * 7919) % 10_000].classList.toggle('on'), 100);
      }, { like: rowLike, inGame: inside });
    }
    if (withWatcher && !asExtension) await page.addScriptTag({ content: code });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const script = async () => ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0);
    // The page just built is read once (as it should be: all of it is new); what is measured is the
    // churn after that, so the measurement starts once a second passes with little script time
    // (at most 60 s after the page was built).
    let before = await script();
    for (let waited = 0; waited < 60; waited++) {
      await page.waitForTimeout(1000);
      const now = await script();
      const quiet = now - before < 0.05;
      before = now;
      if (quiet) break;
    }
    const t0 = await script();
    const seconds = 5;
    await page.waitForTimeout(seconds * 1000);
    const perSecond = ((await script()) - t0) / seconds;
    await close();
    return perSecond;
  }

  try {
    return { none: o.withoutToo === false ? Number.NaN : await run(false), watched: await run(true) };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  const args = process.argv.slice(2);
  const rowsAt = args.indexOf('--board');
  const o: ChurnOptions = {
    srcDir: args.find((a, i) => !a.startsWith('--') && i !== rowsAt + 1),
    rowLike: args.includes('--row-like'),
    inside: args.includes('--inside'),
    extension: args.includes('--extension'),
    boardRows: rowsAt >= 0 ? Number(args[rowsAt + 1]) : 0,
  };
  const { none, watched } = await measureChurn(o);
  const page = o.boardRows ? `a board of ${o.boardRows.toLocaleString('en-US')} rows, a class toggled on its first tile` : `10,000 ${o.rowLike ? 'row-like ' : ''}rows ${o.inside ? 'inside the game root' : 'outside the game'}, a class toggled`;
  console.log(`${page}, every 100 ms: script ${none.toFixed(4)} s per second without the watcher, ${watched.toFixed(4)} s per second with ${o.extension ? 'the extension built from this tree' : `the watcher from ${o.srcDir ?? 'src'}/`}`);
}
