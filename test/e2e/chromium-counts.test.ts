// One count of likely answers, in real Chromium: on a board where words played before today fit
// (SALET bbybb: 116 listed words, most of them answers of past days), the toolbar badge says what
// the panel's headline says, the likely answers not played yet.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badgeText } from '../../src/background/badge-text';
import { buildExtension } from './build';
import { launchChromium, type Chromium } from './chromium';
import { poll } from './tab';

const WORDLE = 'https://www.nytimes.com/games/wordle/index.html';
let browser: Chromium;

describe('Chromium: one count of likely answers', () => {
  beforeAll(async () => {
    browser = await launchChromium([await buildExtension('chrome')]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("the badge shows the headline's likely-count on a board with played words (SALET bbybb today)", async () => {
    // COULD: SALET scores bbybb (L is in it, elsewhere).
    const game = await browser.context.newPage();
    await game.goto(`${WORDLE}?answer=could&welcome=0&help=0&speed=4`);
    const tabId = await browser.boardTab();
    const panel: Page = await browser.context.newPage();
    await panel.goto(`chrome-extension://${browser.extensionId}/src/panel/index.html?tab=${tabId}`);
    const value = (id: string) => panel.locator(`[data-testid="${id}"]`).getAttribute('data-value', { timeout: 500 }).catch(() => null);
    const badge = () => panel.evaluate((id) => chrome.action.getBadgeText({ tabId: id }), tabId);
    await poll('the empty board in the panel', async () => ((await value('candidate-count')) === '14855' ? true : null), 60_000);
    await game.bringToFront();
    await game.keyboard.type('salet');
    await game.keyboard.press('Enter');
    const settled = () => panel.evaluate(() => !(document.querySelector('[data-testid="busy"]')?.classList.contains('on') ?? true));
    const shown = await poll(
      'the row in the panel and on the badge',
      async () => {
        const all = Number(await value('candidate-count'));
        if (!(all < 14855) || !(await settled())) return null;
        const b = await badge();
        return b ? { likely: Number(await value('likely-count')), played: Number(await value('played-count')), badge: b } : null;
      },
      60_000,
    );
    expect(shown.played).toBeGreaterThan(0);
    expect(shown.badge).toBe(badgeText(shown.likely));
  });
});
