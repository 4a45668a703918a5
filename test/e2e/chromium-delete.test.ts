// Deleted games stay deleted, in real Chromium (test/e2e/delete-games.ts): the service worker is
// stopped between the deletion and the next visit of the page.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { localDate } from '../../src/core/dates';
import { pickAnswers } from './answers';
import { buildExtension } from './build';
import { launchChromium, type Chromium } from './chromium';
import { checkDeletionLasts } from './delete-games';
import { asTab, type Tab } from './tab';

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
          const tabId = await browser.boardTab();
          const panel = await browser.openPanel(tabId, 320);
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
