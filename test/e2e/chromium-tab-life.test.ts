// Issue 21 in real Chromium: the panel never shows a stale world. In-page navigation keeps the
// board, leaving Wordle or closing the tab shows "No Wordle tab" at once (tab-life.ts).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExtension } from './build';
import { launchChromium, type Chromium } from './chromium';
import { asTab, poll } from './tab';
import { checkTabLife } from './tab-life';

const WORDLE = 'https://www.nytimes.com/games/wordle/index.html';

describe('Chromium: the tab the panel names, now', () => {
  let browser: Chromium;

  beforeAll(async () => {
    browser = await launchChromium([await buildExtension('chrome')]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function openGame(answer: string): Promise<{ game: Page; tabId: number }> {
    const game = await browser.context.newPage();
    await game.goto(`${WORDLE}?answer=${answer}&welcome=0&help=0&speed=4`);
    await poll('the board', () => game.evaluate(() => (document.querySelectorAll('[data-testid="tile"]').length === 30 ? true : null)), 20_000);
    await game.keyboard.type('crane');
    await game.keyboard.press('Enter');
    await poll('the row revealed', () => game.evaluate(() => ([...document.querySelectorAll('[aria-label="Row 1"] [data-testid="tile"]')].every((t) => ['correct', 'present', 'absent'].includes(t.getAttribute('data-state') ?? '')) ? true : null)), 20_000);
    const sw = await browser.serviceWorker();
    const tabId = await poll('the game tab to report its board', async () => {
      const ids = await sw.evaluate(async () => Object.keys(await chrome.storage.session.get(null)).filter((k) => k.startsWith('tab:')));
      return ids.length === 1 ? Number(ids[0].slice(4)) : null;
    });
    return { game, tabId };
  }

  async function openPanel(tabId: number): Promise<Page> {
    const panel = await browser.context.newPage();
    await panel.goto(`chrome-extension://${browser.extensionId}/src/panel/index.html?tab=${tabId}`);
    return panel;
  }

  it('keeps the board through pushState to Wordle addresses (60 s, panel reopened); leaving or closing shows "No Wordle tab" in under 1 s', async () => {
    const { game, tabId } = await openGame('moist');
    let panel = await openPanel(tabId);
    const figures = await checkTabLife({
      game: asTab(game),
      panel: () => asTab(panel),
      reopenPanel: async () => {
        await panel.close();
        panel = await openPanel(tabId);
      },
      load: async (url) => void (await game.goto(url)),
      back: async () => void (await game.goBack()),
      closeGame: () => game.close(),
      log: console.log,
    });
    expect(figures.closedMs).toBeGreaterThanOrEqual(0);
  }, 240_000);

  it('two open panels and a direct storage.sync write: every panel follows at once, none undoes another', async () => {
    const { tabId } = await openGame('pinky');
    const [a, b] = [await openPanel(tabId), await openPanel(tabId)];
    for (const p of [a, b]) await p.locator('[data-testid="settings"] summary').click();
    const value = (p: Page, id: string) => p.locator(id).inputValue({ timeout: 1000 });
    const shows = (p: Page, id: string, want: string) => poll(`${id} = ${want}`, async () => ((await value(p, id)) === want ? true : null), 5_000);
    await a.selectOption('#set-strategy', 'entropy');
    await shows(b, '#set-strategy', 'entropy');
    // B changes another setting: A's strategy must stay.
    await b.selectOption('#set-top', '5');
    await shows(a, '#set-top', '5');
    const sw = await browser.serviceWorker();
    const stored = () => sw.evaluate(() => chrome.storage.sync.get(null));
    expect(await stored()).toMatchObject({ 'setting.strategy': 'entropy', 'setting.top': 5 });
    expect(await value(a, '#set-strategy')).toBe('entropy');
    // A write straight into storage.sync, as sync from another device does.
    await sw.evaluate(() => chrome.storage.sync.set({ 'setting.model': 'classic' }));
    for (const p of [a, b]) await shows(p, '#set-model', 'classic');
    expect(await stored()).toMatchObject({ 'setting.strategy': 'entropy', 'setting.top': 5, 'setting.model': 'classic' });
    // The suggestions follow the settings the controls show: five of them (ties fold into one row).
    await poll('five suggestions', async () => ((await a.locator('[data-testid="suggestion"]').count()) <= 5 ? true : null), 30_000);
    await sw.evaluate(() => chrome.storage.sync.clear());
  }, 120_000);
});
