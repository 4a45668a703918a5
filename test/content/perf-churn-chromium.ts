// The hostile-page measurement of issues 10 and 21: the practice page at the Wordle address with
// 10,000 extra rows, one class toggled every 100 ms, and the board watcher running. Prints the
// page's main-thread script time per second (CDP Performance.getMetrics ScriptDuration) with no
// watcher, and with the watcher built from `src` (default) or from another source tree:
//   npx tsx test/content/perf-churn-chromium.ts [srcDir] [--row-like] [--inside] [--extension]
// --row-like: the hostile rows look like board rows (Row-module class, role=group, "Row N" label).
// --inside: the rows are inside the game's root (#wordle-app-game), after its board and keyboard.
// --extension: instead of the watcher alone, the whole extension built from this tree (dist/chrome:
// the content script as shipped, talking to its service worker), loaded in Chromium.
// Issue 21's budget: under 0.02 s of script time per second with --inside.
// Not part of the test run (it starts a browser); the README quotes its output. Timing on a
// shared machine is noisy: compare runs made together.
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { practiceResponse } from '../practice/serve';
import { buildExtension } from '../e2e/build';
import { launchChromium } from '../e2e/chromium';

const srcDir = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'src';
const rowLike = process.argv.includes('--row-like');
const inside = process.argv.includes('--inside');
const asExtension = process.argv.includes('--extension');
const entry = `
import { watchBoard } from './${srcDir}/content/watch-board';
const ac = new AbortController();
let reports = 0;
watchBoard(document, { signal: ac.signal }, () => reports++);
globalThis.__reports = () => reports;
`;
const bundle = await build({ stdin: { contents: entry, resolveDir: process.cwd(), loader: 'ts' }, bundle: true, write: false, format: 'iife', target: 'es2022', define: { __E2E__: 'false', __BROWSER__: '"chrome"' } });
const code = bundle.outputFiles[0].text;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox'] });

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
  await page.evaluate(({ like, inGame }) => {
    const host = document.createElement('section');
    const row = like ? '<div class="Row-module_row__evil" role="group" aria-label="Row 9"><span>row</span></div>' : '<div class="hostile-row"><span>row</span></div>';
    host.innerHTML = row.repeat(10_000);
    (inGame ? document.querySelector('#wordle-app-game')! : document.body).append(host);
    let i = 0;
    setInterval(() => host.children[(i++ * 7919) % 10_000].classList.toggle('on'), 100);
  }, { like: rowLike, inGame: inside });
  if (withWatcher && !asExtension) await page.addScriptTag({ content: code });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const script = async () => ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0);
  await page.waitForTimeout(1000);
  const t0 = await script();
  const seconds = 5;
  await page.waitForTimeout(seconds * 1000);
  const perSecond = ((await script()) - t0) / seconds;
  await close();
  return perSecond;
}

try {
  const none = await run(false);
  const watched = await run(true);
  console.log(`10,000 ${rowLike ? 'row-like ' : ''}rows ${inside ? 'inside the game root' : 'outside the game'}, a class toggled every 100 ms: script ${none.toFixed(4)} s per second without the watcher, ${watched.toFixed(4)} s per second with ${asExtension ? 'the extension built from this tree' : `the watcher from ${srcDir}/`}`);
} finally {
  await browser.close();
}
