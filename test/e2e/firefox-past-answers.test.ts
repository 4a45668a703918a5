// Past answers fetched only with the player's consent, in real Firefox (test/e2e/past-answers.ts):
// every request the game's tab makes to /svc/ is counted, the content script's included.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { pickAnswers } from './answers';
import { buildExtension } from './build';
import { launchFirefox, type Firefox } from './firefox';
import { checkPastAnswers, checkPastStops } from './past-answers';

let ff: Firefox;
const svc: string[] = [];
let svcDelay = 0;
const { seed, answers } = pickAnswers(1);

describe('Firefox: past answers from the Wordle site, with consent only', () => {
  beforeAll(async () => {
    ff = await launchFirefox(await buildExtension('firefox-e2e'));
    console.log(`e2e past answers (E2E_SEED=${seed}): ${answers.join(' ')}`);
  });
  afterAll(async () => {
    await ff?.close();
  });

  it('no request without consent (nor with a synced one); with it exactly the missing past days, counted; withdrawn or Delete all mid-batch: no request after 1 s, nothing kept', async () => {
    // Each /svc/ request counted, and held back when the test asks for a slow server.
    const tabs = ff.gameTabs(async (u) => {
      if (!new URL(u).pathname.startsWith('/svc/')) return;
      svc.push(u);
      if (svcDelay > 0) await new Promise((r) => setTimeout(r, svcDelay));
    });
    const driver = {
      ...tabs,
      async reload(game: Parameters<typeof tabs.page>[0]) {
        await tabs.page(game).reload();
      },
      svcRequests: () => [...svc],
      slowSvc: (ms: number) => void (svcDelay = ms),
    };
    const panel = await checkPastAnswers(driver, 'firefox', answers[0]);
    // With a slow server: withdrawing the consent, or Delete all, stops the batch in flight.
    await checkPastStops(driver, panel);
  }, 240_000);
});
