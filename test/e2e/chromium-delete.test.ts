// Deleted games stay deleted, in real Chromium (test/e2e/delete-games.ts): the service worker is
// stopped between the deletion and the next visit of the page.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { localDate } from '../../src/core/dates';
import { pickAnswers } from './answers';
import { buildExtension } from './build';
import { launchChromium, type Chromium } from './chromium';
import { checkDeletionLasts } from './delete-games';
import { asTab, poll, type Tab } from './tab';

let browser: Chromium;
const pages = new Map<Tab, Page>();
const { seed, answers } = pickAnswers(3);

describe('Chromium: deleted games stay deleted', () => {
  beforeAll(async () => {
    browser = await launchChromium([await buildExtension('chrome')]);
    console.log(`e2e delete answers (E2E_SEED=${seed}): ${answers.join(' ')}`);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('games kept → delete all → service worker stopped → page loaded again → only a game won later is kept', async () => {
    const day = (n: number) => localDate(new Date(Date.now() - n * 86_400_000));
    await checkDeletionLasts(
      {
        async openGame(url) {
          const page = await browser.context.newPage();
          await page.goto(url);
          const tab = asTab(page);
          pages.set(tab, page);
          return tab;
        },
        async openPanel() {
          const sw = await browser.serviceWorker();
          const tabId = await poll('the game tab to report its board', async () => {
            const ids = await sw.evaluate(async () => Object.keys(await chrome.storage.session.get(null)).filter((k) => k.startsWith('tab:')));
            return ids.length === 1 ? Number(ids[0].slice(4)) : null;
          });
          const panel = await browser.context.newPage();
          await panel.setViewportSize({ width: 320, height: 900 });
          await panel.goto(`chrome-extension://${browser.extensionId}/src/panel/index.html?tab=${tabId}`);
          return asTab(panel);
        },
        restartBackground: async () => browser.stopServiceWorker(pages.values().next().value!),
        async reload(game) {
          const page = pages.get(game)!;
          await page.reload();
          await page.bringToFront();
        },
      },
      'chromium',
      answers[0],
      [
        { date: day(2), word: answers[1] },
        { date: day(1), word: answers[2] },
      ],
    );
  }, 240_000);
});
