// Past answers fetched only with the player's consent, in real Firefox (test/e2e/past-answers.ts):
// every request the game's tab makes to /svc/ is counted, the content script's included.
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { pickAnswers } from './answers';
import { buildExtension } from './build';
import { launchFirefox, type Firefox } from './firefox';
import { checkPastAnswers } from './past-answers';
import { asTab, type Tab } from './tab';

let ff: Firefox;
const pages = new Map<Tab, Page>();
const svc: string[] = [];
const { seed, answers } = pickAnswers(1);

describe('Firefox: past answers from the Wordle site, with consent only', () => {
  beforeAll(async () => {
    ff = await launchFirefox(await buildExtension('firefox-e2e'));
    console.log(`e2e past answers (E2E_SEED=${seed}): ${answers.join(' ')}`);
  });
  afterAll(async () => {
    await ff?.close();
  });

  it('no request without consent; with it exactly the missing past days, and the panel counts them', async () => {
    await checkPastAnswers(
      {
        async openGame(url) {
          const page = await ff.openGame(url, (u) => void (new URL(u).pathname.startsWith('/svc/') && svc.push(u)));
          const tab = asTab(page);
          pages.set(tab, page);
          return tab;
        },
        async openPanel(game) {
          const { panel } = await ff.openPanel(pages.get(game)!);
          await panel.setViewport({ width: 320, height: 900 });
          return asTab(panel);
        },
        async reload(game) {
          await pages.get(game)!.reload();
        },
        svcRequests: () => [...svc],
      },
      'firefox',
      answers[0],
    );
  }, 180_000);
});
