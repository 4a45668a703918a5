// How long each panel view stays busy when a kept game is opened right after a live win, in real
// Chromium with the test build: a game is won with its panel open (the game view starts the
// finished game's analysis, the background its own), then at once "Your games" opens that game
// (the detail starts its analysis), then the game view is shown again. Measured: click to the
// detail's analysis shown, and back to the game view's; a view still busy after 30 s is "left
// busy". With `--stop`, the service worker is stopped right after the win (as Chrome stops an
// idle one), before the kept game is opened.
//   node --import tsx test/e2e/bench-busy-views.ts [--runs N] [--stop]
import type { Page } from 'playwright-core';
import { pickAnswers } from './answers';
import { buildExtension } from './build';
import { launchChromium } from './chromium';
import { armRowSettled, rowSettledAt } from './panel-probe';
import { asTab } from './tab';

const SITE = 'https://www.nytimes.com/games/wordle';
const CAP_MS = 30_000;

/** ms until the panel's analysis section is shown and not busy, or what it shows after CAP_MS. */
async function notBusy(panel: Page, t0: number): Promise<number | string> {
  try {
    await panel.locator('[data-testid="analysis"][aria-busy="false"] [data-testid="skill"]').waitFor({ timeout: CAP_MS });
    return Date.now() - t0;
  } catch {
    const busy = await panel.locator('[data-testid="analysis"]').getAttribute('aria-busy', { timeout: 1000 }).catch(() => null);
    return busy === 'true' ? 'left busy' : busy === null ? 'no analysis shown' : `aria-busy ${busy}, no skill shown`;
  }
}

export async function benchBusyViews(runs: number, stop: boolean): Promise<{ detail: (number | string)[]; game: (number | string)[] }> {
  const browser = await launchChromium([await buildExtension('chrome-e2e')]);
  // tsx (unlike vitest) names the helpers' page functions through a __name it does not send along.
  await browser.context.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
  const { answers } = pickAnswers(runs);
  const detail: (number | string)[] = [];
  const game: (number | string)[] = [];
  try {
    for (const [i, answer] of answers.entries()) {
      const page = await browser.context.newPage();
      // Each run a day of its own, so the game kept is the one the run won.
      const day = `2024-03-${String(10 + i).padStart(2, '0')}`;
      await page.goto(`${SITE}/${day}?answer=${answer}&hard=0&speed=4&welcome=0&help=0`);
      await page.locator('[role="group"][aria-label="Row 1"]').waitFor();
      const sw = await browser.serviceWorker();
      const tabId = await sw.evaluate(async (url) => (await chrome.tabs.query({})).find((t) => t.url === url)?.id, page.url());
      const panel = await browser.openPanel(tabId!);
      const first = answer === 'crane' ? 'slate' : 'crane';
      for (const [row, word] of [first, answer].entries()) {
        await armRowSettled(asTab(page), row);
        await page.bringToFront();
        await page.keyboard.type(word);
        await page.keyboard.press('Enter');
        await rowSettledAt(asTab(page));
      }
      if (stop) await browser.stopServiceWorker(panel);
      await panel.getByTestId('history-mode').click();
      const kept = panel.locator(`[data-testid="history-game"][data-date="${day}"]`);
      await kept.waitFor({ timeout: CAP_MS });
      let t0 = Date.now();
      await kept.click();
      detail.push(await notBusy(panel, t0));
      await panel.locator('.mode-switch button').first().click();
      t0 = Date.now();
      game.push(await notBusy(panel, t0));
      console.error(`run ${i + 1} (${answer}${stop ? ', service worker stopped' : ''}): detail ${detail.at(-1)}, game view ${game.at(-1)}`);
      await panel.close();
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return { detail, game };
}

const args = process.argv.slice(2);
if (process.argv[1]?.endsWith('bench-busy-views.ts')) {
  const at = args.indexOf('--runs');
  const runs = at >= 0 ? Number(args[at + 1]) : 3;
  const r = await benchBusyViews(runs, args.includes('--stop'));
  console.log(JSON.stringify(r));
}
