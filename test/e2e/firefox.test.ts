// The extension in real Firefox (firefox-esr): the e2e build installed, whole games typed into the
// practice page at the NYT address, the panel page (opened by the background on a test-only
// request, since BiDi will not navigate to moz-extension:// pages) and the badge checked after
// every row against src/core, and a forged message from the page ignored.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/shared/settings';
import { pickAnswers } from './answers';
import { checkAccessibility } from './axe';
import { decoyClicks, plantDecoys } from './decoy-keys';
import { buildExtension, ROOT } from './build';
import { loadSolverData } from './expected';
import { recordFigures } from './figures';
import { launchFirefox, type Firefox } from './firefox';
import { checkRefinement } from './refine-check';
import { installPanelProbe } from './panel-probe';
import { playGame, type RowLog } from './play';
import { asTab, poll, waitForTypedWord } from './tab';
import { expectWelcome, pressPlay, startGame } from './welcome';

const ARTIFACTS = resolve(ROOT, 'artifacts');
const WORDLE = 'https://www.nytimes.com/games/wordle/index.html';

let ff: Firefox;
const { seed, answers } = pickAnswers(2, Number(process.env.E2E_SEED ?? Date.now() % 100_000) + 1);
const logs: RowLog[][] = [];

declare const browser: {
  action: { getBadgeText(d: { tabId: number }): Promise<string> };
  storage: {
    session: { get(k: string | null): Promise<Record<string, unknown>> };
    onChanged: { addListener(l: (changes: Record<string, { newValue?: unknown }>, area: string) => void): void };
  };
  tabs: { create(p: { url: string; active: boolean }): Promise<unknown>; update(id: number, p: { active: boolean }): Promise<unknown> };
};

describe('Firefox', () => {
  let game: Page;
  let panel: Page;
  let tabId: number;
  const badge = () => panel.evaluate((id) => browser.action.getBadgeText({ tabId: id }), tabId);

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    await loadSolverData();
    const dist = await buildExtension('firefox-e2e');
    ff = await launchFirefox(dist);
    console.log(`e2e answers (E2E_SEED=${seed - 1}): ${answers.join(' ')}`);
  });

  afterAll(async () => {
    await ff?.close();
  });

  it('plays a whole game with the panel and badge right after every row', async () => {
    game = await ff.openGame(`${WORDLE}?answer=${answers[0]}&hard=0&speed=4`);
    ({ panel, tabId } = await ff.openPanel(game));
    expect(Number.isInteger(tabId)).toBe(true);
    await installPanelProbe(asTab(panel));
    // Welcome card, Play, How to Play (first visit) with a failed "enter it", then the game.
    await startGame(asTab(game), asTab(panel));
    const rows = await playGame({
      answer: answers[0],
      mode: 'normal',
      settings: DEFAULT_SETTINGS,
      game: asTab(game),
      panel: asTab(panel),
      badge,
      log: console.log,
      afterRow: async (row, _board, shownAt) => {
        if (row === 0) recordFigures('firefox', { coldStartMs: shownAt - ff.installedAt });
        if (row === 1) await panel.screenshot({ path: resolve(ARTIFACTS, 'firefox-panel-game.png'), fullPage: true });
      },
    });
    logs.push(rows);
    expect(rows.length).toBeGreaterThan(2);
  });

  it('hard mode of a signed-in player whose stale ANON entry says normal: valid hard-mode suggestions', async () => {
    await game.goto(`${WORDLE}?answer=${answers[1]}&hard=1&user=70512233&staleAnon=1&speed=4`);
    await startGame(asTab(game), asTab(panel));
    const rows = await playGame({ answer: answers[1], mode: 'hard', settings: DEFAULT_SETTINGS, game: asTab(game), panel: asTab(panel), badge, log: console.log });
    logs.push(rows);
    await panel.screenshot({ path: resolve(ARTIFACTS, 'firefox-panel-hard.png'), fullPage: true });
    expect(rows.length).toBeGreaterThan(1);
  });

  it("refines the widest boards while the player reads: the panel moves on to the settled search's answer, and a row typed meanwhile is answered at once", async () => {
    await checkRefinement({ browser: 'firefox', game: asTab(game), panel: asTab(panel), goto: async (url) => void (await game.goto(url)), played: answers });
  });

  it('ignores forged messages from the web page', async () => {
    // A game just started (an answer the other tests do not play), so a letter typed below is a new reading.
    await game.goto(`${WORDLE}?answer=${['crane', 'slate'].find((w) => !answers.includes(w))}&hard=0&speed=4`);
    await startGame(asTab(game), asTab(panel));
    // Every write of the tab's record from now on, seen from the panel (an extension page).
    await panel.evaluate((id) => {
      const typed: (string | null)[] = ((window as unknown as { __waTyped: (string | null)[] }).__waTyped = []);
      browser.storage.onChanged.addListener((changes, area) => {
        const rec = changes[`tab:${id}`];
        if (area === 'session' && rec) typed.push((rec.newValue as { reading?: { typing?: string } } | undefined)?.reading?.typing ?? null);
      });
    }, tabId);
    const forged = { type: 'cs:reading', reading: { kind: 'board', rows: [], typing: 'zzzzz', status: 'playing', hardMode: null, darkMode: null, highContrast: null, markup: 'react' } };
    const pageHasRuntime = await game.evaluate((msg) => {
      window.postMessage(msg, '*');
      return typeof (globalThis as { browser?: unknown; chrome?: { runtime?: unknown } }).browser !== 'undefined' || Boolean((globalThis as { chrome?: { runtime?: { sendMessage?: unknown } } }).chrome?.runtime?.sendMessage);
    }, forged);
    expect(pageHasRuntime).toBe(false);
    // The barrier: a real letter typed after it. Its reading goes out after anything the content
    // script would have passed on of the forged message (readings are debounced), and the tab's
    // record is written in the order readings arrive: once it shows the letter, the forged board
    // would have been written before.
    await game.keyboard.type('q');
    const typed = await poll('the typed letter stored', () => panel.evaluate(() => {
      const t = (window as unknown as { __waTyped: (string | null)[] }).__waTyped;
      return t.includes('q') ? t : null;
    }), 10_000);
    expect(typed).not.toContain('zzzzz');
  });

  it("types the panel's suggestion into the game when its enter button is clicked (without submitting), by the game's own visible keys only", async () => {
    await game.goto(`${WORDLE}?answer=${answers[0]}&hard=0&speed=4`);
    await startGame(asTab(game), asTab(panel));
    await plantDecoys(asTab(game));
    // The finished game's panel shows no suggestions; the first one to appear is the new game's.
    const first = await panel.waitForSelector('[data-testid="suggestion"]', { timeout: 20_000 });
    const word = (await first!.evaluate((el) => el.textContent ?? '')).trim().slice(0, 5).toLowerCase();
    expect(word).toMatch(/^[a-z]{5}$/);
    await panel.bringToFront();
    await (await first!.$('button.enter'))!.click();
    const typed = await waitForTypedWord(asTab(game), word);
    expect(typed).toHaveLength(5);
    expect(await decoyClicks(asTab(game))).toBe('');
  });

  it('runs at /games/wordle without the slash and on an archive day with one', async () => {
    for (const url of ['https://www.nytimes.com/games/wordle?speed=4', 'https://www.nytimes.com/games/wordle/2024-01-14/?speed=4']) {
      await game.goto(url);
      await expectWelcome(asTab(game), asTab(panel));
    }
    // Only the archive page's content script can bring a board (and its count) back to the panel.
    expect(await pressPlay(asTab(game))).toBe(false);
    await poll('the archive board in the panel', () => panel.evaluate(() => document.querySelector('[data-testid="candidate-count"]')?.getAttribute('data-value') ?? null), 30_000);
  });

  it('a panel without ?tab follows the active tab of its window', async () => {
    const before = new Set(await ff.browser.pages());
    await panel.evaluate(() => browser.tabs.create({ url: '/src/panel/index.html', active: true }));
    const follower = await poll('the following panel', async () => {
      for (const p of await ff.browser.pages()) {
        if (!before.has(p) && (await p.evaluate(() => location.href)) === `${ff.origin}/src/panel/index.html`) return p;
      }
      return null;
    }, 20_000);
    const count = () => follower.evaluate(() => document.querySelector('[data-testid="candidate-count"]')?.getAttribute('data-value') ?? null);
    // Its own tab is the active one: no Wordle tab to show.
    await follower.waitForSelector('#app');
    await poll('no game shown', async () => ((await count()) === null ? true : null), 10_000);
    await panel.evaluate((id) => browser.tabs.update(id, { active: true }), tabId);
    const shown = await poll('the game tab followed', count, 20_000);
    expect(shown).toBe(await panel.evaluate(() => document.querySelector('[data-testid="candidate-count"]')?.getAttribute('data-value') ?? null));
    await follower.close();
  });

  it('the panel passes an axe-core accessibility check', async () => {
    expect(await checkAccessibility(asTab(panel))).toEqual([]);
  });

  it('records cold start and per-board latency', () => {
    const latencies = logs.flat().map((r) => r.latencyMs).filter((x): x is number => x !== null);
    expect(latencies.length).toBeGreaterThan(2);
    recordFigures('firefox', { latenciesMs: latencies });
  });
});
