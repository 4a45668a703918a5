// What the player waits for as the panel opens (issue 50), in real Chromium with the store build,
// each run in a fresh browser (a cold start: nothing of the extension running but its service
// worker). Two orders:
//   game first: the practice game loads, then the panel opens on it (the first opening since the
//     browser started), closes and opens again on the empty board, then closes, one row from a
//     popular opener is played, and it opens once more: from the panel's opening (its page's
//     navigation start, performance.timeOrigin: what a click on the toolbar starts; the panel page
//     in a tab, as the e2e tests open it) to its first suggestions of that board;
//   panel first: the panel follows a blank tab, then the game loads in it: from the navigation to
//     the panel's first suggestions of the empty board.
// And in real Firefox (firefox-esr) game first alone, with its test build: automation cannot open
// an extension page there, so the panel is opened through the build's test hook (firefox.ts
// openPanel), and the moment is the panel's own mark of its first suggestions (Suggestions.tsx).
// Panel first needs a game page to ask for the panel, so Firefox has no such order here.
//   node --import tsx test/e2e/bench-first-click.ts     (RUNS=10; part of npm run bench: bench-browser.ts)
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { score } from '../../src/core';
import { POPULAR_OPENERS } from '../../src/core/openers';
import type { Board } from '../../src/core/types';
import { boardSignature } from '../../src/shared/hints';
import { buildExtension } from './build';
import { launchChromium, type Chromium } from './chromium';
import { launchFirefox, type Firefox } from './firefox';
import { poll } from './tab';

const SITE = 'https://www.nytimes.com/games/wordle/index.html';
/** Answers of the runs, one a run in turn, each with the next popular opener. */
const ANSWERS = ['proud', 'gusty', 'wheat', 'blimp', 'knoll', 'cider', 'mango', 'trove', 'shale', 'fjord'];
/** Time for a fresh browser, the extension and the page to go quiet before the panel opens. */
const SETTLE_MS = 3_000;

export type Opening = 'first opening' | 'again, empty board' | 'after one row';
export interface FirstClick {
  browser: 'Chromium' | 'Firefox';
  order: 'game first' | 'panel first';
  opening: Opening;
  /** The opener of the row, after one row. */
  opener?: string;
  ms: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** In the panel (before its scripts): when it first showed suggestions for board `sig` (Date.now(), the machine's one clock). */
const firstListOf = (sig: string) => `(() => {
  const take = () => {
    if (self.__waFirst) return;
    if (document.querySelector('[data-testid="suggestions"][data-board="${sig}"] [data-testid="suggestion"]')) self.__waFirst = Date.now();
  };
  const watch = () => { take(); new MutationObserver(take).observe(document.documentElement, { subtree: true, childList: true, attributes: true }); };
  if (document.documentElement) watch(); else document.addEventListener('DOMContentLoaded', watch);
})()`;

const firstAt = (panel: Page) => poll('the panel to show its suggestions', () => panel.evaluate(() => (self as unknown as { __waFirst?: number }).__waFirst ?? null), 30_000);

/** Opens the panel on `tabId` and times it from its navigation's start to its first suggestions of board `sig`. */
async function openTimed(b: Chromium, tabId: number, sig: string): Promise<{ panel: Page; ms: number }> {
  const panel = await b.context.newPage();
  await panel.addInitScript(firstListOf(sig));
  await panel.setViewportSize({ width: 320, height: 900 });
  await panel.goto(`chrome-extension://${b.extensionId}/src/panel/index.html?tab=${tabId}`);
  const first = await firstAt(panel);
  return { panel, ms: Math.round(first - (await panel.evaluate(() => performance.timeOrigin))) };
}

const urlOf = (answer: string) => `${SITE}?answer=${answer}&welcome=0&help=0`;

/** A game tab either browser's harness gives: typed into, read, brought to the front. */
interface GamePage {
  keyboard: { type(text: string, o: { delay: number }): Promise<unknown>; press(key: string): Promise<unknown> };
  evaluate(fn: () => true | null): Promise<true | null>;
  bringToFront(): Promise<unknown>;
}

/** A panel opened on the game, and the time from its opening to its first suggestions of the board asked. */
type OpenTimed = (sig: string) => Promise<{ panel: { close(): Promise<unknown> }; ms: number }>;

/** Types `word` in the game and waits for its row to settle. */
async function playRow(page: GamePage, word: string): Promise<void> {
  await page.keyboard.type(word, { delay: 60 });
  await page.keyboard.press('Enter');
  const settled = () => [...document.querySelectorAll('[role="group"][aria-label="Row 1"] [data-testid="tile"]')].every((t) => ['correct', 'present', 'absent'].includes(t.getAttribute('data-state') ?? '')) || null;
  await poll('the row to settle', () => page.evaluate(settled), 30_000);
  await sleep(1500);
}

/** Game first, in a fresh browser with the game loaded: the first opening, again, and after one row from run `run`'s opener. */
async function gameFirstOpenings(browser: FirstClick['browser'], game: GamePage, open: OpenTimed, run: number): Promise<FirstClick[]> {
  const answer = ANSWERS[run % ANSWERS.length];
  const opener = POPULAR_OPENERS[run % POPULAR_OPENERS.length];
  await sleep(SETTLE_MS);
  const out: FirstClick[] = [];
  const first = await open('');
  out.push({ browser, order: 'game first', opening: 'first opening', ms: first.ms });
  await first.panel.close();
  await sleep(1000);
  const again = await open('');
  out.push({ browser, order: 'game first', opening: 'again, empty board', ms: again.ms });
  await again.panel.close();
  await sleep(1000);
  await game.bringToFront();
  await playRow(game, opener);
  const board: Board = [{ guess: opener, marks: score(opener, answer) }];
  const row = await open(boardSignature(board));
  out.push({ browser, order: 'game first', opening: 'after one row', opener, ms: row.ms });
  return out;
}

async function gameFirst(dist: string, run: number): Promise<FirstClick[]> {
  const b = await launchChromium([dist]);
  try {
    const page = await b.context.newPage();
    await page.goto(urlOf(ANSWERS[run % ANSWERS.length]));
    await page.waitForSelector('[role="group"][aria-label="Row 1"] [data-testid="tile"]');
    const tabId = await b.boardTab();
    return await gameFirstOpenings('Chromium', page, (sig) => openTimed(b, tabId, sig), run);
  } finally {
    await b.close();
  }
}

/** Firefox: opens the panel through the test hook and reads its own mark of the first suggestions of board `sig`. */
async function openTimedFirefox(f: Firefox, game: Parameters<Firefox['openPanel']>[0], sig: string) {
  const { panel } = await f.openPanel(game);
  const name = `wa:first-suggestions:${sig}`;
  const at = await poll('the panel to show its suggestions', () => panel.evaluate((n: string) => performance.getEntriesByName(n)[0]?.startTime ?? null, name), 30_000);
  return { panel, ms: Math.round(at) };
}

async function gameFirstFirefox(dist: string, run: number): Promise<FirstClick[]> {
  const f = await launchFirefox(dist);
  try {
    const game = await f.openGame(urlOf(ANSWERS[run % ANSWERS.length]));
    await game.waitForSelector('[role="group"][aria-label="Row 1"] [data-testid="tile"]');
    return await gameFirstOpenings('Firefox', game, (sig) => openTimedFirefox(f, game, sig), run);
  } finally {
    await f.close();
  }
}

async function panelFirst(dist: string, run: number): Promise<FirstClick> {
  const b = await launchChromium([dist]);
  try {
    const sw = await b.serviceWorker();
    const ids = () => sw.evaluate(async () => (await chrome.tabs.query({})).map((t) => t.id ?? 0));
    const before = await ids();
    const page = await b.context.newPage();
    const tabId = await poll('the new tab', async () => (await ids()).find((id) => !before.includes(id)) ?? null, 10_000);
    const panel = await b.context.newPage();
    await panel.addInitScript(firstListOf(''));
    await panel.setViewportSize({ width: 320, height: 900 });
    await panel.goto(`chrome-extension://${b.extensionId}/src/panel/index.html?tab=${tabId}`);
    await sleep(SETTLE_MS);
    const started = Date.now();
    await page.goto(urlOf(ANSWERS[run % ANSWERS.length]));
    return { browser: 'Chromium', order: 'panel first', opening: 'first opening', ms: (await firstAt(panel)) - started };
  } finally {
    await b.close();
  }
}

/**
 * `dist`: an extension built before (else the store build now); `firefox`: Firefox's test build
 * (else built now; `null`: Chromium alone); `from`: the first run's number (its answer and opener).
 */
export async function benchFirstClick(o: { runs?: number; from?: number; dist?: string; firefox?: string | null; log?: (s: string) => void } = {}): Promise<FirstClick[]> {
  const log = o.log ?? console.error;
  const dist = o.dist ?? (await buildExtension('chrome'));
  const firefox = o.firefox === undefined ? await buildExtension('firefox-e2e') : o.firefox;
  const out: FirstClick[] = [];
  const from = o.from ?? 0;
  for (let run = from; run < from + (o.runs ?? (Number(process.env.RUNS) || 10)); run++) {
    const game = await gameFirst(dist, run);
    const panel = await panelFirst(dist, run);
    const fx = firefox ? await gameFirstFirefox(firefox, run) : [];
    for (const r of [...game, panel, ...fx]) log(`  run ${run + 1}, ${r.browser}, ${r.order}, ${r.opening}${r.opener ? ` (${r.opener.toUpperCase()})` : ''}: ${r.ms} ms`);
    out.push(...game, panel, ...fx);
  }
  return out;
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  console.log(JSON.stringify(await benchFirstClick({ dist: process.argv[2] }), null, 1));
}
