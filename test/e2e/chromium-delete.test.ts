// Deleted games stay deleted, in real Chromium (test/e2e/delete-games.ts): the service worker is
// stopped between the deletion and the next visit of the page. A test build: its content script
// sends what the test asks, as a page that took over its process could.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { localDate } from '../../src/core/dates';
import { pickAnswers } from './answers';
import { buildExtension } from './build';
import { launchChromium, type Chromium } from './chromium';
import { checkDeletionLasts } from './delete-games';
import type { Tab } from './tab';

let browser: Chromium;
const { seed, answers } = pickAnswers(3);

describe('Chromium: deleted games stay deleted', () => {
  beforeAll(async () => {
    browser = await launchChromium([await buildExtension('chrome-e2e')]);
    console.log(`e2e delete answers (E2E_SEED=${seed}): ${answers.join(' ')}`);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('games kept → delete all → service worker stopped → page loaded again → only a game won later is kept', async () => {
    const day = (n: number) => localDate(new Date(Date.now() - n * 86_400_000));
    const tabs = browser.gameTabs();
    // The service worker is stopped through the game's page (a CDP session on it).
    let played: Tab | undefined;
    await checkDeletionLasts(
      {
        ...tabs,
        openGame: async (url) => (played = await tabs.openGame(url)),
        restartBackground: async () => browser.stopServiceWorker(tabs.page(played!)),
        async reload(game) {
          const page = tabs.page(game);
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
