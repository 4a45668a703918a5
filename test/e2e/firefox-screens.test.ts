// The panel's states in real Firefox: the same matrix as the Chromium screenshots
// (panel-states.ts) at 320/380/480 px in the light, dark and high-contrast looks, each state
// asserted, axe-checked and pictured, and the panel used by keyboard alone. Firefox's automation
// cannot open an extension page itself: the test build's panel tab (opened for a practice game)
// moves to the mock states by setting its own address.
import { mkdirSync } from 'node:fs';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExtension } from './build';
import { launchFirefox, type Firefox } from './firefox';
import { ARTIFACTS, checkEveryState, keyboardWalk, type ScreenTab } from './panel-states';
import { asTab, poll } from './tab';

const WORDLE = 'https://www.nytimes.com/games/wordle/index.html';

describe('Firefox panel states', () => {
  let ff: Firefox;
  let panel: Page;
  let tab: ScreenTab;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    ff = await launchFirefox(await buildExtension('firefox-e2e'));
    const game = await ff.openGame(`${WORDLE}?answer=stove&hard=0&speed=4&welcome=0&help=0`);
    ({ panel } = await ff.openPanel(game));
    // In front, like a sidebar on screen: keys go to it and its timers run at full speed.
    await panel.bringToFront();
    tab = {
      ...asTab(panel),
      async open(path) {
        const url = `${ff.origin}/${path}`;
        await panel.evaluate((u) => location.assign(u), url);
        await poll(`${path} to load`, async () => ((await panel.evaluate(() => location.href).catch(() => '')) === url && (await panel.$('.panel')) ? true : null), 20_000);
      },
      setWidth: (width) => panel.setViewport({ width, height: 900 }),
      // Puppeteer names the space bar ' '.
      key: (key) => panel.keyboard.press((key === 'Space' ? ' ' : key) as Parameters<Page['keyboard']['press']>[0]),
    };
  });

  afterAll(async () => {
    await ff?.close();
  });

  it('the hint ladder in the real panel: one step per click, the step kept when the panel loads again', async () => {
    // Clicks from inside the page: Puppeteer's click holds an element handle that a re-render may drop.
    const click = (sel: string) =>
      poll(`${sel} to click`, () => panel.evaluate((s) => (document.querySelector<HTMLElement>(s)?.click(), document.querySelector(s) ? true : null), sel), 10_000);
    const step = () => panel.evaluate(() => document.querySelector('[data-testid="hint-ladder"]')?.getAttribute('data-step') ?? null);
    await poll('the first suggestions', async () => ((await panel.$$('[data-testid="suggestion"]')).length > 0 ? true : null), 60_000);
    await click('[data-testid="settings"] summary');
    await panel.select('#set-hints', 'steps');
    await poll('the ladder', async () => ((await step()) === '1' ? true : null), 10_000);
    expect(await panel.$$('[data-testid="suggestion"]')).toHaveLength(0);
    await click('[data-testid="hint-next"]');
    expect(await panel.$eval('[data-testid="hint-nudge"]', (e) => e.textContent)).toMatch(/^Try a word with [A-Z]/);
    await click('[data-testid="hint-next"]');
    expect(await panel.$$('[data-testid="suggestion"]')).toHaveLength(1);
    // Loaded again (Puppeteer's reload waits for an event Firefox's extension pages do not send).
    await panel.evaluate(() => location.reload());
    await poll('the ladder at step 3 again', async () => ((await step()) === '3' ? true : null), 20_000);
    await click('[data-testid="hint-next"]');
    await poll('the last step', async () => ((await step()) === null && (await panel.$$('[data-testid="suggestion"]')).length > 1 ? true : null), 10_000);
    await click('[data-testid="settings"] summary');
    await panel.select('#set-hints', 'all');
  });

  it('every state at 320, 380 and 480 px in the light, dark and high-contrast looks: checked, axe-clean, pictured', async () => {
    await checkEveryState(tab, 'firefox');
  });

  it('the whole panel by keyboard: Tab reaches every control, Enter and Space work them, a word is checked', async () => {
    const { stops } = await keyboardWalk(tab);
    expect(stops).toBeGreaterThan(10);
  });
});
