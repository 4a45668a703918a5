// In real Firefox (no Navigation API in ESR 140: the content script compares the address instead):
// in-page navigation keeps the board, leaving Wordle or closing the tab shows "No Wordle tab" at
// once (tab-life.ts); two panels follow every settings change and each other's hint steps
// (two-panels.ts).
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExtension } from './build';
import { launchFirefox, type Firefox } from './firefox';
import { asTab, flipsEnded, poll } from './tab';
import { checkTabLife, leave } from './tab-life';
import { checkTwoPanelHints, checkTwoPanels } from './two-panels';

const WORDLE = 'https://www.nytimes.com/games/wordle/index.html';

describe('Firefox: the tab the panel names, now', () => {
  let ff: Firefox;

  beforeAll(async () => {
    ff = await launchFirefox(await buildExtension('firefox-e2e'));
  });
  afterAll(async () => {
    await ff?.close();
  });

  /** A practice game of `answer` with CRANE played. */
  async function openGame(answer: string): Promise<Page> {
    const game = await ff.openGame(`${WORDLE}?answer=${answer}&welcome=0&help=0&speed=4`);
    await poll('the board', () => game.evaluate(() => (document.querySelectorAll('[data-testid="tile"]').length === 30 ? true : null)), 20_000);
    await game.bringToFront();
    await game.keyboard.type('crane');
    await game.keyboard.press('Enter');
    await poll('the row revealed', () => game.evaluate(() => ([...document.querySelectorAll('[aria-label="Row 1"] [data-testid="tile"]')].every((t) => ['correct', 'present', 'absent'].includes(t.getAttribute('data-state') ?? '')) ? true : null)), 20_000);
    return game;
  }

  it('keeps the board through pushState to Wordle addresses (60 s, panel reopened); leaving or closing shows "No Wordle tab" in under 1 s', async () => {
    const game = await openGame('moist');
    const opened = await ff.openPanel(game);
    let panel = opened.panel;
    const tabId = opened.tabId;
    const figures = await checkTabLife({
      game: asTab(game),
      tabId,
      panel: () => asTab(panel),
      reopenPanel: async () => {
        await panel.close();
        ({ panel } = await ff.openPanel(game));
      },
      // BiDi may not report the load of another site to puppeteer's goto (no process of ours
      // there): the page starts it, as a link would; the panel is what the test watches.
      load: async (url) => void (await game.evaluate((u) => void location.assign(u), url)),
      // puppeteer's goBack() waits for a navigation event BiDi does not send for a cache restore.
      back: async () => void (await game.evaluate(() => history.back())),
      forward: async () => void (await game.evaluate(() => history.forward())),
      closeGame: () => game.close(),
      log: console.log,
    });
    expect(figures.closedMs).toBeGreaterThanOrEqual(0);
  }, 240_000);

  it('two open panels and a direct storage.sync write: every panel follows at once, none undoes another', async () => {
    const game = await openGame('pinky');
    // Panel tabs on the same game (the sidebar holds one page; tabs hold as many as wanted). A
    // third one stands for another device: it writes through the extension's API, past the
    // panel's settings code.
    const { panel: device } = await ff.openPanel(game);
    await checkTwoPanels({
      open: async () => [(await ff.openPanel(game)).panel, (await ff.openPanel(game)).panel],
      tab: asTab,
      choose: async (p, id, value) => void (await p.select(id, value)),
      extension: asTab(device).run,
    });
  }, 120_000);

  it("two open panels on one tab take hint steps at different rows: none is lost, each shows the other's", async () => {
    const game = await openGame('shelf');
    const { panel: device } = await ff.openPanel(game);
    await checkTwoPanelHints({
      open: async () => [(await ff.openPanel(game)).panel, (await ff.openPanel(game)).panel],
      tab: asTab,
      playRow: async (word) => {
        await game.bringToFront();
        await game.evaluate(flipsEnded);
        await game.keyboard.type(word);
        await game.keyboard.press('Enter');
      },
      extension: asTab(device).run,
    });
  }, 120_000);

  it('a discarded tab: "No Wordle tab" in under 1 s and its record removed', async () => {
    const game = await openGame('flint');
    const { panel, tabId } = await ff.openPanel(game);
    await poll('the board in the panel', () => panel.evaluate(() => document.querySelector('[data-testid="candidate-count"]')?.textContent ?? null), 20_000);
    await panel.bringToFront();
    const ms = await leave({ panel: () => asTab(panel), tabId, log: console.log }, 'the tab discarded', async () => {
      // As the browser does under memory pressure: the page is unloaded, the tab stays in the strip.
      await asTab(panel).run(async (id) => browser.tabs.discard(id), tabId);
      const discarded = await asTab(panel).run(async (id) => (await browser.tabs.get(id)).discarded === true, tabId);
      expect(discarded).toBe(true);
    });
    expect(ms).toBeLessThan(1_000);
    // Firefox ESR 140.12's WebDriver BiDi keeps the discarded tab's context as null and fails every
    // navigation after it ("browsingContext is null"): the tab goes, and this test runs last.
    await asTab(panel).run(async (id) => browser.tabs.remove(id), tabId);
  }, 120_000);
});
