// Screenshots of the panel in real Chromium for the states people see: a game in
// progress, the hint ladder, manual mode and the game's dark palette. Each state is driven
// through the panel's own controls and checked before its picture is taken, so a screenshot of a
// broken state fails the test instead of landing in artifacts/. Then every state of
// panel-states.ts at 320/380/480 px in the light, dark and high-contrast looks, axe-checked, and
// the panel used by keyboard alone.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { score } from '../../src/core/index';
import { suggest } from '../../src/core/suggest';
import type { Board } from '../../src/core/types';
import { pickAnswers } from './answers';
import { buildExtension, ROOT } from './build';
import { launchChromium, type Chromium } from './chromium';
import { armRowSettled, rowSettledAt } from './panel-probe';
import { checkEveryState, keyboardWalk, type ScreenTab } from './panel-states';
import { asTab, poll } from './tab';

const ARTIFACTS = resolve(ROOT, 'artifacts');
const WORDLE = 'https://www.nytimes.com/games/wordle/index.html';
const shot = (page: Page, name: string) => page.screenshot({ path: resolve(ARTIFACTS, `chromium-panel-${name}.png`), fullPage: true });

let browser: Chromium;
/** Guesses the game accepts, for a row that must not win. */
const SPARE = ['pilot', 'mound'];
const { seed, answers } = pickAnswers(3);

/** The words the panel suggests once it is idle and shows `rows` played rows (empty below the hint ladder's third step). */
async function settledPanel(panel: Page, rows: number, timeoutMs = 120_000): Promise<{ count: string; words: string[] }> {
  return poll(
    `the panel to show ${rows} row(s) and settle`,
    () =>
      panel.evaluate((n) => {
        const played = document.querySelectorAll('.overview .mini-board .tile:not(.empty):not(.typed)').length;
        const busy = document.querySelector('[data-testid="busy"]')?.classList.contains('on') ?? true;
        const count = document.querySelector('[data-testid="candidate-count"]')?.getAttribute('data-value') ?? null;
        const words = [...document.querySelectorAll('[data-testid="suggestion"]')].map((e) => (e.textContent ?? '').trim().slice(0, 5).toLowerCase());
        const shielded = document.querySelector('[data-testid="hint-ladder"]') !== null;
        return played === n * 5 && !busy && count !== null && (words.length > 0 || shielded) ? { count, words } : null;
      }, rows),
    timeoutMs,
  );
}

/** Types `word` into the game and waits for its row to settle. */
async function playRow(game: Page, row: number, word: string): Promise<void> {
  await armRowSettled(asTab(game), row);
  await game.keyboard.type(word);
  await game.keyboard.press('Enter');
  await rowSettledAt(asTab(game));
}

/** Relative luminance (0 black … 1 white) of the panel's computed background. */
async function panelLuminance(panel: Page): Promise<number> {
  const bg = await panel.evaluate(() => getComputedStyle(document.querySelector('.panel')!).backgroundColor);
  const m = /rgba?\((\d+), (\d+), (\d+)/.exec(bg);
  if (!m) throw new Error(`unexpected background colour "${bg}"`);
  const [r, g, b] = m.slice(1, 4).map((x) => Number(x) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('Chromium panel screenshots', () => {
  let game: Page;
  let panel: Page;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    // The e2e build: the panel states come from the mock (?mock&scenario=…), which store builds leave out.
    browser = await launchChromium([await buildExtension('chrome-e2e')]);
    console.log(`e2e screenshot answers (E2E_SEED=${seed}): ${answers.join(' ')}`);
    game = await browser.context.newPage();
    await game.goto(`${WORDLE}?answer=${answers[0]}&hard=0&speed=4&welcome=0`);
    const tabId = await browser.boardTab();
    panel = await browser.openPanel(tabId);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a game in progress: two rows played, the board and suggestions shown on a light panel', async () => {
    for (let row = 0; row < 2; row++) {
      const { words } = await settledPanel(panel, row);
      // Never play the answer itself: the game must still be going for this picture. Where the
      // first row left the answer alone (about 1 seed in 70, e.g. E2E_SEED=57: SALET, then only
      // WAIST), the list holds nothing else, so a spare word keeps the game going.
      const word = words.find((w) => w !== answers[0]) ?? SPARE.find((w) => w !== answers[0])!;
      await playRow(game, row, word);
    }
    const { count, words } = await settledPanel(panel, 2);
    expect(Number(count)).toBeGreaterThan(0);
    expect(words.length).toBeGreaterThan(0);
    expect(await panel.locator('.analysis, [data-testid="analysis"]').count()).toBe(0);
    expect(await panelLuminance(panel)).toBeGreaterThan(0.8);
    await shot(panel, 'progress');
  });

  it('the hint ladder (through the settings): one step per click, kept for the row when the panel opens again', async () => {
    // Everything the panel shows at once for this row; the ladder's last step must give it all back
    // (one suggestion only where the solver has one, e.g. a single word left: seed 60769, BLUER).
    const everything = await panel.locator('[data-testid="suggestion"]').count();
    expect(everything).toBeGreaterThan(0);
    await panel.locator('[data-testid="settings"] summary').click();
    await panel.locator('#set-hints').selectOption('steps');
    await poll('the ladder', async () => ((await panel.locator('[data-testid="hint-ladder"]').count()) === 1 ? true : null), 10_000);
    expect(await panel.locator('[data-testid="suggestion"]').count()).toBe(0);
    expect(await panel.locator('[data-testid="candidate-count"]').isVisible()).toBe(true);
    expect(await panel.getByTestId('hint-win-now').textContent()).toMatch(/^One guess (could win now|wins now)/);
    await panel.getByRole('button', { name: 'Show a nudge' }).click();
    expect(await panel.getByTestId('hint-nudge').textContent()).toMatch(/^Try a word/);
    expect(await panel.locator('[data-testid="suggestion"]').count()).toBe(0);
    await panel.evaluate(() => window.scrollTo(0, 0));
    await shot(panel, 'ladder');
    await panel.getByRole('button', { name: 'Show the best guess' }).click();
    expect(await panel.locator('[data-testid="suggestion"]').count()).toBe(1);
    // The step is kept for the tab's row (storage.session): a panel opened again starts there.
    await panel.reload();
    await poll('the ladder at step 3', async () => ((await panel.locator('[data-testid="hint-ladder"][data-step="3"]').count()) === 1 ? true : null), 10_000);
    await panel.getByRole('button', { name: 'Show every suggestion and the words left' }).click();
    // The step shows what the panel showed before the ladder (polled: the list renders after the click).
    await poll(`all ${everything} suggestions at step 4`, async () => ((await panel.locator('[data-testid="suggestion"]').count()) === everything ? true : null), 10_000);
    // Back to everything at once, through the same control (manual mode below needs the suggestions).
    await panel.locator('[data-testid="settings"] summary').click();
    await panel.locator('#set-hints').selectOption('all');
    await poll('the suggestions back', async () => ((await panel.locator('[data-testid="suggestion"]').count()) > 0 ? true : null), 10_000);
    await panel.locator('[data-testid="settings"] summary').click();
  });

  it('manual mode: a typed guess, tiles clicked to their colours, suggestions for that board', async () => {
    await panel.locator('[data-testid="manual-mode"]').click();
    expect(await panel.locator('[data-testid="manual-mode"]').getAttribute('aria-pressed')).toBe('true');
    const guess = 'crane';
    const marks = score(guess, answers[1]);
    await panel.locator('#manual-guess').fill(guess);
    await panel.getByRole('button', { name: 'Add', exact: true }).click();
    const clicks = { absent: 0, present: 1, correct: 2 } as const;
    for (const [i, mark] of marks.entries()) {
      for (let c = 0; c < clicks[mark]; c++) await panel.locator(`[data-testid="manual-tile-0-${i}"]`).click();
    }
    const classes = await panel.locator('.manual-board .tile').evaluateAll((ts) => ts.map((t) => t.className));
    expect(classes).toEqual(marks.map((m) => `tile ${m}`));
    // The count the solver gives for this board, computed here from src/core.
    const board: Board = [{ guess, marks }];
    const want = suggest(board, { top: 1, strategy: 'entropy' });
    if (!want.ok) throw new Error(want.error);
    const shown = await poll(
      `the manual board's ${want.value.candidates} candidates and suggestions`,
      async () => {
        const count = (await panel.locator('[data-testid="candidate-count"]').getAttribute('data-value', { timeout: 500 }).catch(() => null))?.trim();
        const n = await panel.locator('[data-testid="suggestion"]').count();
        return count === String(want.value.candidates) && n > 0 ? n : null;
      },
      60_000,
    );
    expect(shown).toBeGreaterThan(0);
    await shot(panel, 'manual');
  });

  const screenTab = (page: Page): ScreenTab => ({
    ...asTab(page),
    open: async (path) => void (await page.goto(`chrome-extension://${browser.extensionId}/${path}`)),
    setWidth: (width) => page.setViewportSize({ width, height: 900 }),
    key: (key) => page.keyboard.press(key),
  });

  it('every state at 320, 380 and 480 px in the light, dark and high-contrast looks: checked, axe-clean, pictured', async () => {
    const page = await browser.context.newPage();
    const tab = screenTab(page);
    try {
      await checkEveryState(tab, 'chromium');
    } finally {
      await page.close();
    }
  });

  it('the whole panel by keyboard: Tab reaches every control, Enter and Space work them, a word is checked', async () => {
    const page = await browser.context.newPage();
    try {
      const { stops } = await keyboardWalk(screenTab(page));
      expect(stops).toBeGreaterThan(10);
    } finally {
      await page.close();
    }
  });

  it("dark mode: the game's dark palette turns the panel dark", async () => {
    await panel.getByRole('button', { name: 'Game', exact: true }).click();
    await game.goto(`${WORDLE}?answer=${answers[2]}&hard=0&dark=1&speed=4&welcome=0`);
    await poll('the dark theme', async () => ((await panel.locator('.panel[data-theme="dark"]').count()) === 1 ? true : null), 30_000);
    const { words } = await settledPanel(panel, 0);
    await playRow(game, 0, words.find((w) => w !== answers[2])!);
    await settledPanel(panel, 1);
    expect(await panelLuminance(panel)).toBeLessThan(0.1);
    await shot(panel, 'dark');
  });

  it("a light game in a dark browser: the panel follows the browser's preference, and its change while open", async () => {
    // dark=0: the game keeps its dark setting from the test before otherwise.
    await game.goto(`${WORDLE}?answer=${answers[2]}&hard=0&dark=0&speed=4&welcome=0`);
    await poll('the light theme', async () => ((await panel.locator('.panel[data-theme="light"]').count()) === 1 ? true : null), 30_000);
    expect(await panelLuminance(panel)).toBeGreaterThan(0.8);
    try {
      await panel.emulateMedia({ colorScheme: 'dark' });
      await poll('the panel to turn dark', async () => ((await panelLuminance(panel)) < 0.1 ? true : null), 5_000);
      await shot(panel, 'browser-dark');
    } finally {
      await panel.emulateMedia({ colorScheme: 'light' });
    }
    await poll('the panel to turn light again', async () => ((await panelLuminance(panel)) > 0.8 ? true : null), 5_000);
  });
});
