// One count of likely answers, in real Chromium, on a game whose answer the NYT played before
// (repeat-count.ts): after SALET the toolbar badge and the bar inside the page say what the
// panel's headline says, the likely answers not played yet; after CLOCK, where only earlier
// answers fit on the list, all three count those: "2 likely answers, both played before".
// Pictures (artifacts/): chromium-counts-played-{panel,page}-320.png, the panel and the page 320 px wide.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExtension } from './build';
import { launchChromium, type Chromium } from './chromium';
import { ClosedShadow } from './closed-shadow';
import { ARTIFACTS } from './panel-states';
import { playRepeatGame, REPEAT_GAME } from './repeat-count';
import { asTab, poll } from './tab';

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
    const bar = await ClosedShadow.of(game);
    await playRepeatGame({
      game: asTab(game),
      panel: asTab(panel),
      badge: () => panel.evaluate((id) => chrome.action.getBadgeText({ tabId: id }), tabId),
      bar,
      focusGame: () => game.bringToFront(),
    });
    // At 320 px the bar's longer line still fits beside the best word, cut short at worst, never wrapped.
    mkdirSync(ARTIFACTS, { recursive: true });
    await panel.setViewportSize({ width: 320, height: 900 });
    await panel.screenshot({ path: resolve(ARTIFACTS, 'chromium-counts-played-panel-320.png'), fullPage: true });
    await game.setViewportSize({ width: 320, height: 640 });
    const count = await poll('the bar at 320 px', async () => {
      const c = await bar.one('overlay-count');
      return c && c.box.width < 320 ? c : null;
    }, 10_000);
    expect(count.box.height).toBeLessThan(40);
    await game.screenshot({ path: resolve(ARTIFACTS, 'chromium-counts-played-page-320.png') });
  });
});
