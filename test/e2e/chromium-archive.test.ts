// An archive puzzle's empty board in real Chromium: the panel answers with the opening book's first
// move (the book of the shipped list's end: the date has none of its own), without expected
// guesses (the book's are another history's), its counts and likely-answer marks the date's own.
// Screenshot at the narrowest side-panel width.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likelyAnswers } from '../../src/core/likely';
import { suggest } from '../../src/core/suggest';
import { DEFAULT_SETTINGS } from '../../src/shared/settings';
import { noteWord } from '../../src/shared/annotate';
import { pickAnswers } from './answers';
import { buildExtension } from './build';
import { launchChromium, type Chromium } from './chromium';
import { loadSolverData } from './expected';
import { ARTIFACTS } from './panel-states';
import { poll } from './tab';

const SITE = 'https://www.nytimes.com/games/wordle';
const DATE = '2024-05-06';

let browser: Chromium;
const { seed, answers } = pickAnswers(1);

describe('Chromium: an archive puzzle', () => {
  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    await loadSolverData();
    browser = await launchChromium([await buildExtension('chrome-e2e')]);
    console.log(`e2e archive answer (E2E_SEED=${seed}): ${answers[0]}`);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("answers the empty board from the book's first move, without expected guesses, with the date's own counts", async () => {
    const game = await browser.context.newPage();
    await game.goto(`${SITE}/${DATE}?answer=${answers[0]}&hard=0&speed=4&welcome=0&help=0`);
    await game.locator('[role="group"][aria-label="Row 1"]').waitFor();
    const tabId = await browser.boardTab('the archive tab to report its board');
    const panel = await browser.openPanel(tabId, 320);

    const want = suggest([], { date: DATE, top: DEFAULT_SETTINGS.top });
    if (!want.ok) throw new Error(want.error);
    expect(want.value.fromBook).toBe(true);
    const words = want.value.suggestions.map((s) => s.word);
    const shown = await poll('the archive board\'s suggestions', async () => {
      const w = await panel.locator('[data-testid="suggestion"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-word')));
      return w.join() === words.join() ? w : null;
    }, 30_000);
    expect(shown[0]).toBe('tarse');
    // No expected guesses on this board; every other figure is the date's.
    expect(await panel.locator('[data-testid="suggestion"] .fig-main').count()).toBe(0);
    await expect(panel.getByTestId('opening-note').isVisible()).resolves.toBe(true);
    expect(await panel.getByTestId('played-count').getAttribute('data-value')).toBe(String(want.value.played));
    expect(await panel.getByTestId('likely-count').getAttribute('data-value')).toBe(String(likelyAnswers(want.value).n));
    const likely = want.value.suggestions.filter((s) => s.isCandidate && noteWord(s.word, 'history', { date: DATE })?.listed).map((s) => s.word);
    const marked = await panel.locator('[data-testid="suggestion"]:has(.answer-mark)').evaluateAll((els) => els.map((e) => e.getAttribute('data-word')));
    expect(marked).toEqual(likely);
    await panel.screenshot({ path: resolve(ARTIFACTS, 'chromium-panel-archive-320.png'), fullPage: true });
  });
});
