// The extension in real Chromium: whole games typed into the practice page at the NYT address,
// the panel (opened in a tab with ?tab=<id>) and the badge checked after every row against
// src/core, the service worker stopped through CDP mid-game, foreign messages ignored.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, itemsOf, type Settings } from '../../src/shared/settings';
import { pickAnswers } from './answers';
import { buildExtension, ROOT } from './build';
import { launchChromium, type Chromium } from './chromium';
import { checkAccessibility } from './axe';
import { decoyClicks, plantDecoys } from './decoy-keys';
import { installPanelProbe } from './panel-probe';
import { playGame, type RowLog } from './play';
import { loadSolverData } from './expected';
import { checkRefinement } from './refine-check';
import { recordFigures } from './figures';
import { asTab, poll, waitForTypedWord } from './tab';
import { heaviestSecondMoves } from './heavy-boards';
import { expectWelcome, pressPlay, startGame } from './welcome';
import type { JobOutcome } from '../../src/shared/jobs';

const ARTIFACTS = resolve(ROOT, 'artifacts');
const WORDLE = 'https://www.nytimes.com/games/wordle/index.html';
const INTRUDER = resolve(import.meta.dirname, 'fixtures/intruder');

let browser: Chromium;
let launchedAt = 0;
const { seed, answers } = pickAnswers(4);
const logs: RowLog[][] = [];

async function tabIdOf(): Promise<number> {
  const sw = await browser.serviceWorker();
  return poll('the game tab to report its board', async () => {
    const ids = await sw.evaluate(async () => Object.keys(await chrome.storage.session.get(null)).filter((k) => k.startsWith('tab:')));
    return ids.length === 1 ? Number(ids[0].slice(4)) : null;
  });
}

async function openPanel(tabId: number): Promise<Page> {
  const panel = await browser.openPanel(tabId);
  await installPanelProbe(asTab(panel));
  return panel;
}

const badgeOf = (panel: Page, tabId: number) => () => panel.evaluate((id) => chrome.action.getBadgeText({ tabId: id }), tabId);

async function saveSettings(panel: Page, s: Settings): Promise<void> {
  await panel.evaluate((items) => chrome.storage.sync.set(items), itemsOf(s));
}

describe('Chromium', () => {
  let game: Page;
  let panel: Page;
  let tabId: number;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    await loadSolverData();
    const dist = await buildExtension('chrome');
    launchedAt = Date.now();
    browser = await launchChromium([dist, INTRUDER]);
    console.log(`e2e answers (E2E_SEED=${seed}): ${answers.join(' ')}`);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('plays a whole game, panel and badge right after every row, surviving a service-worker stop', async () => {
    game = await browser.context.newPage();
    await game.goto(`${WORDLE}?answer=${answers[0]}&hard=0&speed=4`);
    tabId = await tabIdOf();
    panel = await openPanel(tabId);
    // The welcome card as the panel shows it, at the narrowest side-panel width.
    await expectWelcome(asTab(game), asTab(panel));
    await panel.setViewportSize({ width: 320, height: 600 });
    await panel.screenshot({ path: resolve(ARTIFACTS, 'chromium-panel-welcome-320.png') });
    await panel.setViewportSize({ width: 380, height: 900 });
    // Welcome card, Play, How to Play (first visit) with a failed "enter it", then the game.
    await startGame(asTab(game), asTab(panel));
    let stopped = false;
    const rows = await playGame({
      answer: answers[0],
      mode: 'normal',
      settings: DEFAULT_SETTINGS,
      game: asTab(game),
      panel: asTab(panel),
      badge: badgeOf(panel, tabId),
      log: console.log,
      afterRow: async (row, _board, shownAt) => {
        if (row === 0) {
          recordFigures('chromium', { coldStartMs: shownAt - launchedAt });
          await panel.screenshot({ path: resolve(ARTIFACTS, 'chromium-panel-start.png') });
        }
        if (row === 1 && !stopped) {
          // Stop the service worker as Chrome does after 30 s idle; the game goes on.
          const session = () => panel.evaluate(async (id) => JSON.stringify(await chrome.storage.session.get(`tab:${id}`)), tabId);
          const before = await session();
          await browser.stopServiceWorker(game);
          stopped = true;
          expect(await session()).toBe(before);
        }
      },
    });
    logs.push(rows);
    expect(stopped).toBe(true);
    expect(rows.length).toBeGreaterThan(2);
    await panel.screenshot({ path: resolve(ARTIFACTS, 'chromium-panel-game.png') });
    await game.screenshot({ path: resolve(ARTIFACTS, 'chromium-page-game.png') });
  });

  it('hard mode of a signed-in player whose stale ANON entry says normal: valid hard-mode suggestions (same tab, new game)', async () => {
    await game.goto(`${WORDLE}?answer=${answers[1]}&hard=1&user=70512233&staleAnon=1&speed=4`);
    await startGame(asTab(game), asTab(panel));
    expect(await game.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('games-state-wordleV2/')).sort())).toEqual(['games-state-wordleV2/70512233', 'games-state-wordleV2/ANON']);
    const rows = await playGame({
      answer: answers[1],
      mode: 'hard',
      settings: DEFAULT_SETTINGS,
      game: asTab(game),
      panel: asTab(panel),
      badge: badgeOf(panel, tabId),
      log: console.log,
      afterRow: async (row) => {
        if (row === 1) await panel.screenshot({ path: resolve(ARTIFACTS, 'chromium-panel-hard.png') });
      },
    });
    logs.push(rows);
    expect(rows.length).toBeGreaterThan(1);
  });

  it('follows a settings change (strategy entropy, top 5) with exact suggestions', async () => {
    const settings: Settings = { ...DEFAULT_SETTINGS, strategy: 'entropy', top: 5 };
    await saveSettings(panel, settings);
    await game.goto(`${WORDLE}?answer=${answers[2]}&hard=0&speed=4`);
    await startGame(asTab(game), asTab(panel));
    const rows = await playGame({ answer: answers[2], mode: 'normal', settings, game: asTab(game), panel: asTab(panel), badge: badgeOf(panel, tabId), log: console.log });
    logs.push(rows);
    expect(rows.every((r) => r.compared === 'exact')).toBe(true);
    await saveSettings(panel, DEFAULT_SETTINGS);
  });

  it("refines the widest boards while the player reads: the panel moves on to the settled search's answer, and a row typed meanwhile is answered at once", async () => {
    await checkRefinement({ browser: 'chromium', game: asTab(game), panel: asTab(panel), goto: async (url) => void (await game.goto(url)), played: answers });
  });

  it('ignores a forged reading from a web page, another extension and a non-content-script sender', async () => {
    // The reading is what a forged cs:reading would replace (the answer may still be re-solved
    // for the settings reset above, so it is not compared).
    const readingOf = () => panel.evaluate(async (id) => JSON.stringify(((await chrome.storage.session.get(`tab:${id}`))[`tab:${id}`] as { reading?: unknown } | undefined)?.reading), tabId);
    const before = await readingOf();
    // The badge is blank while the board is re-solved for the settings reset: wait for its count.
    const badge = await poll('the badge after the settings reset', async () => (await badgeOf(panel, tabId)()) || null, 30_000);
    const forged = { type: 'cs:reading', reading: { kind: 'board', rows: [], typing: 'zzzzz', status: 'playing', hardMode: null, darkMode: null, highContrast: null, markup: 'react' } };
    // 1. The page itself: it has no channel to the extension (no externally_connectable).
    const pageHasRuntime = await game.evaluate((msg) => {
      window.postMessage(msg, '*');
      return typeof (globalThis as { chrome?: { runtime?: { sendMessage?: unknown } } }).chrome?.runtime?.sendMessage === 'function';
    }, forged);
    expect(pageHasRuntime).toBe(false);
    // 2. Another installed extension sends straight to ours.
    const sw = browser.context.serviceWorkers().find((w) => w.url().includes('/intruder.js'));
    expect(sw, 'the intruder extension is loaded').toBeDefined();
    const external = await sw!.evaluate(
      ({ id, msg }) => chrome.runtime.sendMessage(id, msg).then(() => 'answered', (e: Error) => `refused: ${e.message}`),
      { id: browser.extensionId, msg: forged },
    );
    expect(external).toMatch(/^refused/);
    // 3. One of our own pages posing as the content script: the sender check refuses it. No wait
    // needed: the send settles once every listener has run, and a cs:reading taken is answered
    // only once its reading is stored and the badge cleared for its solve (TabSolver.onReading).
    await panel.evaluate((msg) => chrome.runtime.sendMessage(msg).catch(() => undefined), forged);
    const after = await readingOf();
    expect(after).toBe(before);
    expect(await badgeOf(panel, tabId)()).toBe(badge);
  });

  it("runs a solver job only for its own panel, and only one that parses: another extension's and a malformed one get no answer", async () => {
    const job = { kind: 'solve', request: { board: [], mode: 'normal', model: DEFAULT_SETTINGS.model, strategy: DEFAULT_SETTINGS.strategy, top: 3 } };
    const send = (msg: unknown) => panel.evaluate((m) => chrome.runtime.sendMessage(m).then((r) => JSON.stringify(r ?? null), (e: Error) => `refused: ${e.message}`), msg);
    // The panel's own, well formed: the worker's outcome, as it is.
    const ok = JSON.parse(await send({ type: 'panel:job', key: 'forged', job })) as JobOutcome;
    expect(ok.kind === 'solve' && ok.result.ok && ok.result.value.suggestions.length).toBe(3);
    // Malformed: a job kind the worker lacks, a request out of range, no key.
    for (const bad of [{ ...job, kind: 'mine' }, { ...job, request: { ...job.request, top: 1e9 } }]) expect(await send({ type: 'panel:job', key: 'forged', job: bad })).toMatch(/^(refused|null)/);
    expect(await send({ type: 'panel:job', job })).toMatch(/^(refused|null)/);
    // Another extension, well formed.
    const sw = browser.context.serviceWorkers().find((w) => w.url().includes('/intruder.js'));
    const external = await sw!.evaluate(
      ({ id, msg }) => chrome.runtime.sendMessage(id, msg).then(() => 'answered', (e: Error) => `refused: ${e.message}`),
      { id: browser.extensionId, msg: { type: 'panel:job', key: 'forged', job } },
    );
    expect(external).toMatch(/^refused/);
  });

  it("types the panel's suggestion into the game when its enter button is clicked (without submitting), by the game's own visible keys only", async () => {
    await game.goto(`${WORDLE}?answer=${answers[3]}&hard=0&speed=4`);
    await startGame(asTab(game), asTab(panel));
    await plantDecoys(asTab(game));
    const first = panel.locator('[data-testid="suggestion"]').first();
    await first.waitFor();
    const word = ((await first.textContent()) ?? '').trim().slice(0, 5).toLowerCase();
    // Its own button: equally good suggestions fold inside it, each with a button of its own.
    await first.locator(':scope > .actions > button.enter').click();
    const typed = await waitForTypedWord(asTab(game), word);
    expect(typed).toHaveLength(5);
    expect(await decoyClicks(asTab(game))).toBe('');
  });

  it('keeps the tab through in-page navigation (hash change, pushState, back) and a reload', async () => {
    const count = () => panel.locator('[data-testid="candidate-count"]').getAttribute('data-value', { timeout: 1000 }).catch(() => null);
    const before = await count();
    expect(before).toMatch(/^\d+$/);
    const steps: [string, () => Promise<unknown>][] = [
      ['hash change', () => game.evaluate(() => void (location.hash = 'stats'))],
      ['pushState', () => game.evaluate(() => history.pushState({ view: 'help' }, '', '?view=help#help'))],
      ['history.back', () => game.evaluate(() => history.back())],
    ];
    for (const [what, step] of steps) {
      await step();
      // Watch for 3 s: the panel must never fall back to "no Wordle tab".
      for (let t = 0; t < 30; t++) {
        await new Promise((r) => setTimeout(r, 100));
        const status = await panel.locator('[data-testid="status"] .status-text').textContent();
        expect(status, what).not.toMatch(/No Wordle tab/i);
      }
      expect(await count(), what).toBe(before);
    }
    // A real reload: the new page starts at the welcome card again, said so in the panel.
    await game.reload();
    await poll('the panel after a reload', async () => ((await panel.locator('[data-testid="status"] .status-text').textContent())?.startsWith('Press Play') ? true : null), 20_000);
    expect(await pressPlay(asTab(game))).toBe(false); // not a first visit: no How to Play
    await poll('the board back in the panel', async () => ((await count()) === before ? true : null), 20_000);
  });

  it('runs at /games/wordle without the slash and on an archive day with one; the archive game is read', async () => {
    for (const url of ['https://www.nytimes.com/games/wordle?speed=4', 'https://www.nytimes.com/games/wordle/2024-01-14/?speed=4']) {
      await game.goto(url);
      await expectWelcome(asTab(game), asTab(panel));
    }
    // Only the archive page's content script can bring a board (and its count) back to the panel.
    expect(await pressPlay(asTab(game))).toBe(false);
    await poll('the archive board in the panel', async () => ((await panel.locator('[data-testid="candidate-count"]').getAttribute('data-value', { timeout: 500 }).catch(() => null)) ?? null), 30_000);
    const saved = await game.evaluate(() => JSON.parse(localStorage.getItem('games-state-wordleV2/ANON') ?? '{}').states?.[0]);
    expect(saved).toMatchObject({ printDate: '2024-01-14', data: { isPlayingArchive: true } });
  });

  it('a panel without ?tab follows the active tab of its window', async () => {
    const sw = await browser.serviceWorker();
    const windowId = await sw.evaluate(async (id) => (await chrome.tabs.get(id)).windowId, tabId);
    const opened = browser.context.waitForEvent('page');
    await sw.evaluate(({ windowId: w, url }) => chrome.tabs.create({ windowId: w, url, active: true }), {
      windowId,
      url: `chrome-extension://${browser.extensionId}/src/panel/index.html`,
    });
    const follower = await opened;
    await follower.waitForLoadState();
    // Its own tab is the active one: no Wordle tab to show.
    await poll('no game shown', async () => ((await follower.locator('[data-testid="candidate-count"]').count()) === 0 ? true : null), 10_000);
    await sw.evaluate((id) => chrome.tabs.update(id, { active: true }), tabId);
    const shown = await poll('the game tab followed', async () => (await follower.locator('[data-testid="candidate-count"]').getAttribute('data-value', { timeout: 500 }).catch(() => null)) ?? null, 20_000);
    const inGame = await panel.locator('[data-testid="candidate-count"]').getAttribute('data-value');
    expect(shown).toBe(inGame);
    await follower.close();
  });

  it('the toolbar button opens the side panel, which shows the panel page', async () => {
    // A click on the toolbar cannot be automated; what Chrome does on it is this setting and path.
    const sw = await browser.serviceWorker();
    const setup = await sw.evaluate(async () => ({
      behavior: await chrome.sidePanel.getPanelBehavior(),
      options: await chrome.sidePanel.getOptions({}),
    }));
    expect(setup.behavior.openPanelOnActionClick).toBe(true);
    expect(setup.options.path).toBe('src/panel/index.html');
  });

  it('the panel passes an axe-core accessibility check in the real browser', async () => {
    const violations = await checkAccessibility(asTab(panel));
    expect(violations).toEqual([]);
  });

  it("keeps the solver worker's heap under 150 MB through the heaviest boards (measured over CDP)", async () => {
    const boards = heaviestSecondMoves();
    for (const [i, { board, mode }] of boards.entries()) {
      const request = { board, mode, model: DEFAULT_SETTINGS.model, strategy: DEFAULT_SETTINGS.strategy, top: DEFAULT_SETTINGS.top };
      const o = (await panel.evaluate((m) => chrome.runtime.sendMessage(m), { type: 'panel:job', key: `heap-${i}`, job: { kind: 'solve', request } })) as JobOutcome;
      expect(o.kind === 'solve' && o.result.ok, JSON.stringify(board)).toBe(true);
    }
    const heap = await browser.solverWorkerHeap();
    const mb = (x: number) => Math.round(x / 1e5) / 10;
    recordFigures('chromium', { workerHeapMb: { used: mb(heap.used), backing: mb(heap.backing), total: mb(heap.used + heap.backing), boards: boards.length } });
    // The pattern columns of every candidate seen are ArrayBuffers: several MB of them show that
    // the figure is the solver's own worker, not an empty one.
    expect(heap.backing).toBeGreaterThan(5e6);
    expect(heap.used + heap.backing).toBeLessThan(150e6);
  });

  it('records cold start and per-board latency', () => {
    const latencies = logs.flat().map((r) => r.latencyMs).filter((x): x is number => x !== null);
    expect(latencies.length).toBeGreaterThan(3);
    recordFigures('chromium', { latenciesMs: latencies });
  });
});
