// Issue 21 in real Firefox (no Navigation API in ESR 140: the content script compares the address
// instead): in-page navigation keeps the board, leaving Wordle or closing the tab shows "No Wordle
// tab" at once (tab-life.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExtension } from './build';
import { launchFirefox, type Firefox } from './firefox';
import { asTab, poll } from './tab';
import { checkTabLife } from './tab-life';

const WORDLE = 'https://www.nytimes.com/games/wordle/index.html';

describe('Firefox: the tab the panel names, now', () => {
  let ff: Firefox;

  beforeAll(async () => {
    ff = await launchFirefox(await buildExtension('firefox-e2e'));
  });
  afterAll(async () => {
    await ff?.close();
  });

  it('keeps the board through pushState to Wordle addresses (60 s, panel reopened); leaving or closing shows "No Wordle tab" in under 1 s', async () => {
    const game = await ff.openGame(`${WORDLE}?answer=moist&welcome=0&help=0&speed=4`);
    await poll('the board', () => game.evaluate(() => (document.querySelectorAll('[data-testid="tile"]').length === 30 ? true : null)), 20_000);
    await game.bringToFront();
    await game.keyboard.type('crane');
    await game.keyboard.press('Enter');
    await poll('the row revealed', () => game.evaluate(() => ([...document.querySelectorAll('[aria-label="Row 1"] [data-testid="tile"]')].every((t) => ['correct', 'present', 'absent'].includes(t.getAttribute('data-state') ?? '')) ? true : null)), 20_000);
    let { panel } = await ff.openPanel(game);
    const figures = await checkTabLife({
      game: asTab(game),
      panel: () => asTab(panel),
      reopenPanel: async () => {
        await panel.close();
        ({ panel } = await ff.openPanel(game));
      },
      load: async (url) => void (await game.goto(url)),
      // puppeteer's goBack() waits for a navigation event BiDi does not send for a cache restore.
      back: async () => void (await game.evaluate(() => history.back())),
      closeGame: () => game.close(),
      log: console.log,
    });
    expect(figures.closedMs).toBeGreaterThanOrEqual(0);
  }, 240_000);
});
