// Past answers fetched only with the player's consent, in real Firefox (test/e2e/past-answers.ts):
// every request the game's tab makes to /svc/ is counted, the content script's included.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { pickAnswers } from './answers';
import { buildExtension } from './build';
import { launchFirefox, type Firefox } from './firefox';
import { checkPastAnswers } from './past-answers';

let ff: Firefox;
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
    const tabs = ff.gameTabs((u) => void (new URL(u).pathname.startsWith('/svc/') && svc.push(u)));
    await checkPastAnswers(
      {
        ...tabs,
        async reload(game) {
          await tabs.page(game).reload();
        },
        svcRequests: () => [...svc],
      },
      'firefox',
      answers[0],
    );
  }, 180_000);
});
