// Past answers fetched only with the player's consent, in real Chromium (test/e2e/past-answers.ts):
// every request the browser makes to /svc/ is counted, the content script's included.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { pickAnswers } from './answers';
import { buildExtension } from './build';
import { launchChromium, type Chromium } from './chromium';
import { checkPastAnswers, checkPastStops } from './past-answers';

let browser: Chromium;
const svc: string[] = [];
let svcDelay = 0;
const { seed, answers } = pickAnswers(1);

describe('Chromium: past answers from the Wordle site, with consent only', () => {
  beforeAll(async () => {
    browser = await launchChromium([await buildExtension('chrome')]);
    browser.context.on('request', (r) => void (new URL(r.url()).pathname.startsWith('/svc/') && svc.push(r.url())));
    // A slow server when the test asks for one: the answer is held, then served as every other.
    await browser.context.route('**/svc/**', async (route) => {
      if (svcDelay > 0) await new Promise((r) => setTimeout(r, svcDelay));
      await route.fallback();
    });
    console.log(`e2e past answers (E2E_SEED=${seed}): ${answers.join(' ')}`);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('no request without consent (nor with a synced one); with it exactly the missing past days, counted; withdrawn or Delete all mid-batch: no request after 1 s, nothing kept', async () => {
    const tabs = browser.gameTabs();
    const driver = {
      ...tabs,
      async reload(game: Parameters<typeof tabs.page>[0]) {
        await tabs.page(game).reload();
      },
      svcRequests: () => [...svc],
      slowSvc: (ms: number) => void (svcDelay = ms),
    };
    const panel = await checkPastAnswers(driver, 'chromium', answers[0]);
    // With a slow server: withdrawing the consent, or Delete all, stops the batch in flight.
    await checkPastStops(driver, panel);
  }, 240_000);
});
