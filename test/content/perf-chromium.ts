// Measures readBoard in real Chromium on the practice page after a full game (both markup eras):
//   npx tsx test/content/perf-chromium.ts   (READ_BOARD=<path to read-board.ts> to time another tree)
// Not part of the test run (it starts a browser); the README quotes its output.
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { practiceResponse } from '../practice/serve';

const bundle = await build({
  entryPoints: [process.env.READ_BOARD ?? 'src/content/read-board.ts'], bundle: true, write: false, format: 'iife', globalName: 'WA', target: 'es2022',
});
const code = bundle.outputFiles[0].text;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const variant of ['react', 'shadow']) {
    const context = await browser.newContext();
    await context.route('**/*', (route) => {
      const r = practiceResponse(route.request().url());
      return r ? route.fulfill({ status: r.status, contentType: r.contentType, body: r.body }) : route.abort();
    });
    const page = await context.newPage();
    await page.goto(`https://www.nytimes.com/games/wordle/index.html?answer=crane&variant=${variant}&speed=20&welcome=0`);
    await page.waitForTimeout(300);
    for (const w of ['slate', 'moist', 'round', 'pinky', 'grace', 'brace']) {
      await page.keyboard.type(w);
      await page.keyboard.press('Enter');
      await page.waitForTimeout(250);
    }
    await page.addScriptTag({ content: code });
    const result = await page.evaluate(() => {
      const read = (globalThis as unknown as { WA: { readBoard: (d: Document, s?: Storage) => unknown } }).WA.readBoard;
      const reading = read(document, localStorage) as { kind: string; rows?: unknown[]; status?: string };
      for (let i = 0; i < 500; i++) read(document, localStorage);
      const runs = 5000;
      let t = performance.now();
      for (let i = 0; i < runs; i++) read(document, localStorage);
      const perReadMs = (performance.now() - t) / runs;
      t = performance.now();
      for (let i = 0; i < runs; i++) read(document);
      const domOnlyMs = (performance.now() - t) / runs;
      return { perReadMs, domOnlyMs, rows: reading.rows?.length, status: reading.status, kind: reading.kind };
    });
    console.log(`${variant}: ${result.kind}, ${result.rows} rows, ${result.status}; readBoard ${(result.perReadMs * 1000).toFixed(1)} µs per read with localStorage, ${(result.domOnlyMs * 1000).toFixed(1)} µs DOM only (means of 5000)`);
    await context.close();
  }
} finally {
  await browser.close();
}
