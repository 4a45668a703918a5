// Past answers fetched only with the player's consent, in real Chromium (test/e2e/past-answers.ts):
// every request the browser makes to /svc/ is counted, the content script's included.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { pickAnswers } from './answers';
import { buildExtension } from './build';
import { launchChromium, type Chromium } from './chromium';
import { checkPastAnswers } from './past-answers';
import { asTab, type Tab } from './tab';

let browser: Chromium;
const pages = new Map<Tab, Page>();
const svc: string[] = [];
const { seed, answers } = pickAnswers(1);

describe('Chromium: past answers from the Wordle site, with consent only', () => {
  beforeAll(async () => {
    browser = await launchChromium([await buildExtension('chrome')]);
    browser.context.on('request', (r) => void (new URL(r.url()).pathname.startsWith('/svc/') && svc.push(r.url())));
    console.log(`e2e past answers (E2E_SEED=${seed}): ${answers.join(' ')}`);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('no request without consent; with it exactly the missing past days, and the panel counts them', async () => {
    await checkPastAnswers(
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
        async reload(game) {
          await pages.get(game)!.reload();
        },
        svcRequests: () => [...svc],
      },
      'chromium',
      answers[0],
    );
  }, 180_000);
});
