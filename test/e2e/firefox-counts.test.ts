// One count of likely answers, in real Firefox, on a game whose answer the NYT played before
// (repeat-count.ts, as chromium-counts.test.ts): the toolbar badge, the bar inside the page and
// the panel's headline count the same likely answers, "2 likely answers, both played before"
// when only earlier answers fit on the list.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildExtension } from './build';
import { FirefoxClosedShadow } from './closed-shadow-bidi';
import { launchFirefox, type Firefox } from './firefox';
import { playRepeatGame, REPEAT_GAME } from './repeat-count';
import { asTab } from './tab';

declare const browser: {
  action: { getBadgeText(d: { tabId: number }): Promise<string> };
  storage: { sync: { set(v: Record<string, unknown>): Promise<void> } };
};

let ff: Firefox;

describe('Firefox: one count of likely answers', () => {
  beforeAll(async () => {
    ff = await launchFirefox(await buildExtension('firefox-e2e'));
  });
  afterAll(async () => {
    await ff?.close();
  });

  it("the badge and the bar show the headline's count, and when only words played before fit, say so", async () => {
    const game = await ff.openGame(REPEAT_GAME);
    await game.waitForSelector('[role="group"][aria-label="Row 1"]');
    const { panel, tabId } = await ff.openPanel(game);
    await panel.evaluate(() => browser.storage.sync.set({ 'setting.place': 'page' }));
    await playRepeatGame({
      game: asTab(game),
      panel: asTab(panel),
      badge: () => panel.evaluate((id) => browser.action.getBadgeText({ tabId: id }), tabId),
      bar: FirefoxClosedShadow.of(ff.browser, game),
      focusGame: () => game.bringToFront(),
    });
  });
});
