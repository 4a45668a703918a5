// Every finished game kept, in real Chromium: three games played on the practice page
// (a daily win, a lost archive game, a hard-mode archive game) are kept by the background,
// analysed, and found in "Your games" with the right figures; a damaged record beside them is
// counted and loses nothing; export, delete all and import give the same view back.
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../src/core/dates';
import { pickAnswers } from './answers';
import { buildExtension } from './build';
import { launchChromium, type Chromium } from './chromium';
import { armRowSettled, rowSettledAt } from './panel-probe';
import { ARTIFACTS } from './panel-states';
import { asTab, poll } from './tab';

const SITE = 'https://www.nytimes.com/games/wordle';
const OTHERS = ['crane', 'pound', 'moist', 'lucky', 'fight', 'shelf', 'bravo', 'gimpy'];

let browser: Chromium;
const { seed, answers } = pickAnswers(3);

async function play(url: string, words: string[]): Promise<Page> {
  const game = await browser.context.newPage();
  await game.goto(url);
  await game.locator('[role="group"][aria-label="Row 1"]').waitFor();
  for (const [row, word] of words.entries()) {
    await armRowSettled(asTab(game), row);
    await game.keyboard.type(word);
    await game.keyboard.press('Enter');
    await rowSettledAt(asTab(game));
  }
  return game;
}

type Kept = { date: string; words: string; won: boolean; hard: boolean; skill?: number; best?: number; hints?: string; from: string };

/** The kept games in storage.local, once `n` are there and analysed. */
async function keptGames(n: number): Promise<Kept[]> {
  const sw = await browser.serviceWorker();
  return poll(`${n} analysed kept games`, async () => {
    const all = (await sw.evaluate(() => chrome.storage.local.get(null))) as Record<string, Kept>;
    const games = Object.entries(all).filter(([k]) => k.startsWith('game/')).map(([, v]) => v);
    // Analysed, and a won game also played by the solver on its answer (the best play).
    return games.length === n && games.every((g) => g.skill !== undefined && (g.best !== undefined) === g.won) ? games.sort((a, b) => (a.date < b.date ? -1 : 1)) : null;
  }, 120_000);
}

async function openYourGames(panel: Page): Promise<void> {
  await panel.getByTestId('your-games-mode').click();
  await panel.locator('[data-testid="your-games"][aria-busy="false"]').waitFor();
}
const value = (panel: Page, id: string) => panel.getByTestId(id).getAttribute('data-value');

describe('Chromium: your games', () => {
  let panel: Page;
  const wrong = (answer: string, n: number) => OTHERS.filter((w) => !answers.includes(w) && w !== answer).slice(0, n);

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    browser = await launchChromium([await buildExtension('chrome-e2e')]);
    console.log(`e2e kept-games answers (E2E_SEED=${seed}): ${answers.join(' ')}`);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('keeps a daily win, a lost archive game and a hard-mode game, and shows them with the right figures', async () => {
    await play(`${SITE}/index.html?answer=${answers[0]}&hard=0&speed=4&welcome=0&help=0`, [...wrong(answers[0], 1), answers[0]]);
    await play(`${SITE}/2024-01-14?answer=${answers[1]}&hard=0&speed=4&welcome=0&help=0`, wrong(answers[1], 6));
    const last = await play(`${SITE}/2024-02-01?answer=${answers[2]}&hard=1&speed=4&welcome=0&help=0`, [...wrong(answers[2], 1), answers[2]]);
    const games = await keptGames(3);
    expect(games.map((g) => [g.date, g.won, g.hard, g.words.length / 5, g.from])).toEqual([
      ['2024-01-14', false, false, 6, 'played'],
      ['2024-02-01', true, true, 2, 'played'],
      [localDate(), true, false, 2, 'played'],
    ]);
    // The panel follows the last game's tab; "Your games" shows all three.
    const sw = await browser.serviceWorker();
    const tabId = await sw.evaluate(async (url) => (await chrome.tabs.query({})).find((t) => t.url === url)?.id, last.url());
    panel = await browser.openPanel(tabId!);
    await openYourGames(panel);
    expect(await value(panel, 'games-kept')).toBe('3');
    // 2 + 7 (a loss counts 7) + 2 guesses.
    expect(await value(panel, 'games-average')).toBe(((2 + 7 + 2) / 3).toFixed(2));
    expect(await value(panel, 'games-won')).toBe('2');
    // Against the best play on the same answers: the two won games (the lost one shows no answer).
    const best = games.filter((g) => g.won).map((g) => g.best!);
    expect(best.every((b) => b >= 1 && b <= 6)).toBe(true);
    expect(await panel.getByTestId('games-vs-best').getAttribute('data-yours')).toBe('2.00');
    expect(await panel.getByTestId('games-vs-best').getAttribute('data-best')).toBe(((best[0] + best[1]) / 2).toFixed(2));
    const skill = games.reduce((a, g) => a + g.skill!, 0) / 3;
    expect(Number(await value(panel, 'games-skill-average'))).toBeCloseTo(skill, 1);
    expect(await panel.getByTestId('kept-game').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-date')))).toEqual([localDate(), '2024-02-01', '2024-01-14']);
    expect(await panel.getByTestId('kept-game').nth(1).getAttribute('data-hard')).toBe('true');
    // Any game opens its full analysis again.
    await panel.getByTestId('kept-game').nth(2).click();
    await panel.locator('[data-testid="analysis"][aria-busy="false"] [data-testid="skill"]').waitFor({ timeout: 60_000 });
    expect(await panel.getByTestId('game-detail').getAttribute('data-won')).toBe('false');
    // The figures kept, not another analysis's: the same day's model, the same search (analysis.ts keeps it).
    expect(Number(await panel.getByTestId('skill').getAttribute('data-value'))).toBe(games[0].skill);
    await panel.screenshot({ path: resolve(ARTIFACTS, 'chromium-panel-your-game.png'), fullPage: true });
    await panel.getByRole('button', { name: '← Back to your games' }).click();
    await panel.screenshot({ path: resolve(ARTIFACTS, 'chromium-panel-your-games.png'), fullPage: true });
  });

  it("opening a kept game while the game view's analysis waits leaves neither view busy", async () => {
    // A panel on the finished hard-mode game's tab. The solver worker is held busy for 3 s, so both
    // views' jobs wait in its queue: the game view's analysis under another model (the setting
    // changed), then a kept game's from "Your games". Each view queues under its own key.
    const sw = await browser.serviceWorker();
    const tabId = await sw.evaluate(async () => {
      const all = (await chrome.storage.session.get(null)) as Record<string, { reading?: { date?: string } }>;
      return Number(Object.keys(all).find((k) => k.startsWith('tab:') && all[k].reading?.date === '2024-02-01')?.slice(4));
    });
    const views = await browser.context.newPage();
    await views.setViewportSize({ width: 380, height: 900 });
    await views.goto(`chrome-extension://${browser.extensionId}/src/panel/index.html?tab=${tabId}`);
    const done = (what: string) =>
      views.locator('[data-testid="analysis"][aria-busy="false"] [data-testid="skill"]').waitFor({ timeout: 60_000 }).catch(async (e) => {
        await views.screenshot({ path: resolve(ARTIFACTS, 'chromium-views-busy.png'), fullPage: true });
        throw new Error(`${what}: ${String(e)}`);
      });
    await done('the game view first');
    await openYourGames(views);
    await browser.evalInSolverWorker('setTimeout(() => { const t = Date.now(); while (Date.now() - t < 3000); }, 0), 1');
    await views.evaluate(() => chrome.storage.sync.set({ 'setting.model': 'classic' }));
    await views.getByTestId('kept-game').nth(2).click();
    await done('the kept game');
    await views.getByRole('button', { name: '← Back to your games' }).click();
    await views.getByRole('button', { name: 'Game', exact: true }).click();
    await done('the game view under the new model');
    await views.evaluate(() => chrome.storage.sync.remove('setting.model'));
    await views.close();
  });

  it('a damaged record is counted and loses nothing; export, delete all and import give the same view back', async () => {
    const sw = await browser.serviceWorker();
    await sw.evaluate(() => chrome.storage.local.set({ 'game/2024-03-01/ANON': { v: 1, date: '2024-03-01', words: 'not a game' } }));
    await poll('the damaged record counted', async () => ((await value(panel, 'games-unreadable').catch(() => null)) === '1' ? true : null), 10_000);
    expect(await value(panel, 'games-kept')).toBe('3');
    const before = await Promise.all(['games-kept', 'games-average', 'games-skill-average'].map((id) => value(panel, id)));
    await panel.locator('[data-testid="games-files"] > summary').click();
    const download = panel.waitForEvent('download');
    await panel.getByTestId('export-json').click();
    const file = resolve(ARTIFACTS, 'chromium-your-games.json');
    await (await download).saveAs(file);
    expect(JSON.parse(readFileSync(file, 'utf8')).games).toHaveLength(3);
    await panel.getByTestId('delete-all').click();
    await panel.getByTestId('delete-confirm').click();
    await panel.getByTestId('games-empty').waitFor();
    const left = await sw.evaluate(async () => Object.keys(await chrome.storage.local.get(null)).filter((k) => k.startsWith('game/')));
    expect(left).toEqual([]);
    await panel.getByTestId('import-file').setInputFiles(file);
    await poll('the games back', async () => ((await value(panel, 'games-kept').catch(() => null)) === '3' ? true : null), 10_000);
    expect(await Promise.all(['games-kept', 'games-average', 'games-skill-average'].map((id) => value(panel, id)))).toEqual(before);
    // A bad file: one message, nothing changed.
    await panel.getByTestId('import-file').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"wordle-assistant-games","version":1,"games":[{"v":1}]}') });
    await panel.getByTestId('games-message').filter({ hasText: 'not imported' }).waitFor();
    expect(await value(panel, 'games-kept')).toBe('3');
  });

  it("backfills from the page's saved games: a WIN state with its colours and analysis, a lost one kept without", async () => {
    const user = '7770777';
    const won = `2026-11-20:${answers[0]},2026-11-21:${answers[1]}`;
    const page = await browser.context.newPage();
    await page.goto(`${SITE}/index.html?answer=${answers[2]}&user=${user}&won=${won}&speed=4&welcome=0&help=0`);
    // A lost game as the page saves one (status FAIL, six words, no colours and no answer).
    await page.evaluate((key) => {
      const saved = JSON.parse(localStorage.getItem(key) ?? '{"states":[]}');
      saved.states.push({
        data: { boardState: ['crane', 'pound', 'moist', 'lucky', 'fight', 'shelf'], currentRowIndex: 6, hardMode: true, isPlayingArchive: true, status: 'FAIL' },
        printDate: '2026-11-19', puzzleId: '4242', schemaVersion: '0.44.0', timestamp: 1,
      });
      localStorage.setItem(key, JSON.stringify(saved));
    }, `games-state-wordleV2/${user}`);
    await page.reload();
    const sw = await browser.serviceWorker();
    const kept = await poll('the saved games kept and the wins analysed', async () => {
      const all = (await sw.evaluate(() => chrome.storage.local.get(null))) as Record<string, Kept & { marks: string | null; noAnalysis?: string }>;
      const mine = Object.entries(all).filter(([k]) => k.startsWith('game/') && k.endsWith(`/${user}`)).map(([, v]) => v);
      return mine.length === 3 && mine.filter((g) => g.won).every((g) => g.skill !== undefined && g.best !== undefined) ? mine.sort((a, b) => (a.date < b.date ? -1 : 1)) : null;
    }, 120_000);
    expect(kept.map((g) => [g.date, g.won, g.hard, g.from, g.marks === null, g.noAnalysis ?? null])).toEqual([
      ['2026-11-19', false, true, 'saved', true, 'answer-unknown'],
      ['2026-11-20', true, false, 'saved', false, null],
      ['2026-11-21', true, false, 'saved', false, null],
    ]);
    // The won games' colours: their last row all green.
    expect(kept.filter((g) => g.won).every((g) => g.marks!.endsWith('ccccc'))).toBe(true);
    await poll('six games in the view', async () => ((await value(panel, 'games-kept').catch(() => null)) === '6' ? true : null), 10_000);
    await panel.locator('[data-testid="kept-game"][data-date="2026-11-19"]').click();
    await panel.getByTestId('game-no-analysis').waitFor();
    await panel.getByRole('button', { name: '← Back to your games' }).click();
  });
});
