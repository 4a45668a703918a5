// Every game played on the NYT brought in, in real Firefox (test/e2e/nyt-history.ts): every request
// the game's tab makes to /svc/games/ counted, the content script's included, and held back when
// the test asks for a slow server.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { resetPracticeAccount } from '../practice/nyt-account';
import { buildExtension } from './build';
import { launchFirefox, type Firefox } from './firefox';
import { checkNytHistory } from './nyt-history';

let ff: Firefox;
const requests: { at: number; url: string }[] = [];
let delayMs = 0;

describe('Firefox: bringing in the NYT games', () => {
  beforeAll(async () => {
    resetPracticeAccount();
    ff = await launchFirefox(await buildExtension('firefox-e2e'));
  });
  afterAll(async () => {
    resetPracticeAccount();
    await ff?.close();
  });

  it('asks first; signed out says so; a 500 half-way keeps what came; withdrawn mid-run nothing after 1 s; resumed to yesterday, every game kept, never today', async () => {
    const tabs = ff.gameTabs(async (u) => {
      if (!new URL(u).pathname.startsWith('/svc/games/')) return;
      requests.push({ at: Date.now(), url: u });
      if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
    });
    const r = await checkNytHistory(
      {
        ...tabs,
        requests: () => [...requests],
        slowSvc: (ms) => void (delayMs = ms),
        shot: async (panel, selector, path) => void (await (await tabs.page(panel).$(selector))?.screenshot({ path })),
      },
      'firefox',
    );
    console.log(`e2e NYT history (Firefox): ${r.games} games kept from ${r.requests} requests`);
  }, 600_000);
});
