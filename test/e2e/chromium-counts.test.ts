// One count of likely answers, in real Chromium, on a game whose answer the NYT played before
// (repeat-count.ts): after SALET the toolbar badge and the bar inside the page say what the
// panel's headline says, the likely answers not played yet; after CLOCK, where only earlier
// answers fit on the list, all three count those: "2 likely answers, both played before".
import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildExtension } from './build';
import { launchChromium, type Chromium } from './chromium';
import { ClosedShadow } from './closed-shadow';
import { playRepeatGame, REPEAT_GAME } from './repeat-count';
import { asTab } from './tab';

let browser: Chromium;

describe('Chromium: one count of likely answers', () => {
  beforeAll(async () => {
    browser = await launchChromium([await buildExtension('chrome-e2e')]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the badge and the bar show the headline\'s count, and when only words played before fit, say so', async () => {
    const sw = await browser.serviceWorker();
    await sw.evaluate(() => chrome.storage.sync.set({ 'setting.place': 'page' }));
    const game = await browser.context.newPage();
    await game.goto(REPEAT_GAME);
    const tabId = await browser.boardTab();
    const panel = await browser.openPanel(tabId);
    await playRepeatGame({
      game: asTab(game),
      panel: asTab(panel),
      badge: () => panel.evaluate((id) => chrome.action.getBadgeText({ tabId: id }), tabId),
      bar: await ClosedShadow.of(game),
      focusGame: () => game.bringToFront(),
    });
  });
});
