// Deleted games stay deleted, in real Firefox (test/e2e/delete-games.ts): the event page is loaded
// again (the background page's own location.reload(), from the panel) between the deletion and the
// next visit of the page, so a new background starts from storage as after Firefox suspends it.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { localDate } from '../../src/core/dates';
import { pickAnswers } from './answers';
import { buildExtension } from './build';
import { checkDeletionLasts } from './delete-games';
import { launchFirefox, type Firefox } from './firefox';
import { poll } from './tab';

let ff: Firefox;
const { seed, answers } = pickAnswers(3);

declare const browser: { runtime: { getBackgroundPage(): Promise<Window> } };

describe('Firefox: deleted games stay deleted', () => {
  beforeAll(async () => {
    ff = await launchFirefox(await buildExtension('firefox-e2e'));
    console.log(`e2e delete answers (E2E_SEED=${seed}): ${answers.join(' ')}`);
  });
  afterAll(async () => {
    await ff?.close();
  });

  it('games kept → delete all → event page loaded again → page loaded again → only a game won later is kept', async () => {
    const day = (n: number) => localDate(new Date(Date.now() - n * 86_400_000));
    const tabs = ff.gameTabs();
    await checkDeletionLasts(
      {
        ...tabs,
        async restartBackground(panel) {
          // A mark the old background page carries: gone once a new one has loaded.
          await panel.run(async () => {
            const old = (await browser.runtime.getBackgroundPage()) as unknown as { e2eOld?: boolean };
            old.e2eOld = true;
          }, undefined);
          await panel.run(async () => (await browser.runtime.getBackgroundPage()).location.reload(), undefined);
          await poll('a new background page', async () => {
            const fresh = await panel.run(async () => ((await browser.runtime.getBackgroundPage()) as unknown as { e2eOld?: boolean }).e2eOld !== true, undefined).catch(() => false);
            return fresh ? true : null;
          }, 10_000);
          await poll('the new background page loaded', async () => ((await panel.run(async () => (await browser.runtime.getBackgroundPage()).document.readyState, undefined)) === 'complete' ? true : null), 10_000);
        },
        async reload(game) {
          const page = tabs.page(game);
          await page.reload();
          await page.bringToFront();
        },
      },
      'firefox',
      answers[0],
      [
        { date: day(2), word: answers[1] },
        { date: day(1), word: answers[2] },
      ],
    );
  }, 240_000);
});
