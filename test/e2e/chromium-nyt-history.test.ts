// Every game played on the NYT brought in, in real Chromium (test/e2e/nyt-history.ts): every
// request to /svc/games/ counted, the content script's included; a slow server by the route.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { resetPracticeAccount } from '../practice/nyt-account';
import { buildExtension } from './build';
import { launchChromium, type Chromium } from './chromium';
import { checkNytHistory } from './nyt-history';

let browser: Chromium;
const requests: { at: number; url: string }[] = [];
let delayMs = 0;

describe('Chromium: bringing in the NYT games', () => {
  beforeAll(async () => {
    resetPracticeAccount();
    // The test build: it paces the requests a tenth as long (content/main.ts), as Firefox's test does.
    browser = await launchChromium([await buildExtension('chrome-e2e')]);
    browser.context.on('request', (r) => void (new URL(r.url()).pathname.startsWith('/svc/games/') && requests.push({ at: Date.now(), url: r.url() })));
    // A slow server when the test asks for one: the answer is held, then served as every other.
    await browser.context.route('**/svc/games/**', async (route) => {
      if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
      await route.fallback();
    });
  });
  afterAll(async () => {
    resetPracticeAccount();
    await browser?.close();
  });

  it('asks first; signed out says so; a 500 half-way keeps what came; withdrawn mid-run nothing after 1 s; resumed to yesterday, every game kept, never today', async () => {
    const tabs = browser.gameTabs();
    const r = await checkNytHistory(
      {
        ...tabs,
        requests: () => [...requests],
        slowSvc: (ms) => void (delayMs = ms),
        shot: async (panel, selector, path) => void (await tabs.page(panel).locator(selector).screenshot({ path })),
      },
      'chromium',
    );
    console.log(`e2e NYT history (Chromium): ${r.games} games kept from ${r.requests} requests`);
  }, 480_000);
});
