// Past answers fetched only with the player's consent, in real Chromium (test/e2e/past-answers.ts):
// every request the browser makes to /svc/ is counted, the content script's included.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { pickAnswers } from './answers';
import { buildExtension } from './build';
import { launchChromium, type Chromium } from './chromium';
import { checkPastAnswers } from './past-answers';

let browser: Chromium;
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
    const tabs = browser.gameTabs();
    await checkPastAnswers(
      {
        ...tabs,
        async reload(game) {
          await tabs.page(game).reload();
        },
        svcRequests: () => [...svc],
      },
      'chromium',
      answers[0],
    );
  }, 180_000);
});
