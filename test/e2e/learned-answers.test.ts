// Answers learned from the player's own games, in real Chromium: the practice page holds a won
// game of yesterday (a WIN state, as the NYT page stores one), the content script reports the
// saved games, the background keeps them and learns the answer, and the panel's counts move: the
// won word now counts as played before, and the panel says it knows one answer from the games.
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../src/core/dates';
import { shippedThrough } from '../../src/core/past-answers';
import { buildExtension, ROOT } from './build';
import { launchChromium, type Chromium } from './chromium';
import { poll } from './tab';

const WORDLE = 'https://www.nytimes.com/games/wordle/index.html';
const ARTIFACTS = resolve(ROOT, 'artifacts');
let browser: Chromium;

describe('Chromium: answers learned from the saved games', () => {
  beforeAll(async () => {
    const dist = await buildExtension('chrome');
    browser = await launchChromium([dist]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("a won game of yesterday moves its answer to 'played before' and the panel says so", async () => {
    // Today's answer SHAVE, first row CRANE: STAVE fits too (C R N grey, A and E green), and the
    // NYT has never played STAVE (data/answers-nyt-dated-20260821.json).
    const yesterday = localDate(new Date(Date.now() - 86_400_000));
    expect(yesterday > shippedThrough()).toBe(true); // learned answers count only after the shipped list
    const game = await browser.context.newPage();
    await game.goto(`${WORDLE}?answer=shave&welcome=0&help=0&speed=4`);
    const sw = await browser.serviceWorker();
    const tabId = await browser.boardTab();
    const panel: Page = await browser.openPanel(tabId, 320);
    const value = (id: string) => panel.locator(`[data-testid="${id}"]`).getAttribute('data-value', { timeout: 500 }).catch(() => null);
    const status = () => panel.locator('[data-testid="status"]').textContent({ timeout: 500 }).catch(() => '');
    // The board is read (the page is ready for keys): play the first row.
    await poll('the empty board in the panel', async () => ((await status())?.includes('no guesses yet') ? true : null), 30_000);
    await game.bringToFront();
    await game.keyboard.type('crane');
    await game.keyboard.press('Enter');
    const settled = () => panel.evaluate(() => !(document.querySelector('[data-testid="busy"]')?.classList.contains('on') ?? true));
    // The answer for the row (not the empty board's, kept dimmed while the row is solved).
    const rowShown = async () => (await status())?.includes('1 of 6') && (await settled()) && Number(await value('candidate-count')) < 14855;
    await poll('the panel to show the row', async () => ((await rowShown()) ? true : null), 30_000).catch(async (e) => {
      await game.screenshot({ path: resolve(ARTIFACTS, 'learned-debug-game.png') });
      await panel.screenshot({ path: resolve(ARTIFACTS, 'learned-debug-panel.png') });
      throw new Error(`${String(e)}; status "${await status()}", played ${await value('played-count')}`);
    });
    const before = Number(await value('played-count'));
    expect(await value('history-known')).toBe('0');

    // The page now also holds yesterday's won game (STAVE); the game of today goes on.
    await game.goto(`${WORDLE}?answer=shave&welcome=0&help=0&speed=4&won=${yesterday}:stave`);
    await poll('the learned answer in the panel', async () => ((await value('history-known')) === '1' && (await rowShown()) ? true : null), 60_000);
    expect(Number(await value('played-count'))).toBe(before + 1);
    // Known through the shipped list's end still (days are missing after it), and one later day.
    expect(await panel.locator('[data-testid="history-known"]').getAttribute('data-through')).toBe(shippedThrough());
    const kept = await sw.evaluate(async () => (await chrome.storage.local.get('saved-games'))['saved-games'] as { games: { date: string; words: string[]; status: string }[] });
    expect(kept.games.find((g) => g.date === yesterday)).toMatchObject({ words: ['adieu', 'stave'], status: 'won' });
    await panel.screenshot({ path: resolve(ARTIFACTS, 'chromium-panel-learned-320.png'), fullPage: true });
  });
});
