// Past answers fetched only with the player's consent, in real Chromium (test/e2e/past-answers.ts):
// every request the browser makes to /svc/ is counted, the content script's included.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { pickAnswers } from './answers';
import { buildExtension } from './build';
import { launchChromium, type Chromium } from './chromium';
import { checkPastAnswers } from './past-answers';
import { asTab, poll, type Tab } from './tab';

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
