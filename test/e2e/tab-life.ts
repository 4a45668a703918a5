// One scenario for both browsers: what the panel shows stays true of the tab it names.
// In-page navigation to Wordle addresses keeps the board for longer than any grace period (and
// after the panel is reopened); leaving Wordle by the page's own pushState or by a load (of the
// same site or another), location.replace, or forward to another site, and closing the tab, show
// "No Wordle tab" in under a second; leaving for another page, by pushState or by a load, removes
// the tab's stored record; coming back brings the board back.
import { expect } from 'vitest';
import { OTHER_NYT_PAGE, OTHER_SITE_PAGE, PRACTICE_BASE } from '../practice/serve';
import { poll, type Tab } from './tab';

export interface TabLifeDriver {
  game: Tab;
  /** The game tab's id (its stored record is `tab:<id>`). */
  tabId: number;
  /** The panel following the game's tab now. */
  panel(): Tab;
  /** Closes the panel and opens a new one on the same tab. */
  reopenPanel(): Promise<void>;
  /** Navigates the game's tab to `url` by a load. */
  load(url: string): Promise<void>;
  back(): Promise<void>;
  forward(): Promise<void>;
  closeGame(): Promise<void>;
  log(line: string): void;
}

/** In-page addresses the NYT pages use: the practice page's help view, the daily game, the archive listing. */
export const WORDLE_PUSHES = ['?view=help#help', '/games/wordle/', '/games/wordle/archive'];
/** Past the background's grace period (2 s, navigation.ts) and its answer, so a board kept is kept for good (the last push is watched a minute). */
const WATCH_EACH_MS = 5_000;
const WATCH_LAST_MS = Number(process.env.E2E_TAB_LIFE_MS ?? 60_000);

const count = (panel: Tab) => panel.run(() => document.querySelector('[data-testid="candidate-count"]')?.textContent ?? null, undefined);
const status = (panel: Tab) => panel.run(() => document.querySelector('[data-testid="status"] .status-text')?.textContent ?? '', undefined);

/** Records in the panel page the first moment it says "No Wordle tab" from now on (Date.now()). */
async function armNoTab(panel: Tab): Promise<void> {
  await panel.run(() => {
    const w = window as unknown as { __waNoTab: number | null; __waNoTabWatch?: MutationObserver };
    w.__waNoTab = null;
    const check = () => {
      const text = document.querySelector('[data-testid="status"] .status-text')?.textContent ?? '';
      if (w.__waNoTab === null && /No Wordle tab/.test(text)) w.__waNoTab = Date.now();
    };
    if (!w.__waNoTabWatch) {
      w.__waNoTabWatch = new MutationObserver(check);
      w.__waNoTabWatch.observe(document.documentElement, { subtree: true, childList: true, characterData: true });
    }
    check();
  }, undefined);
}

/** ms from `t0` until the panel said "No Wordle tab". */
async function noTabAfter(panel: Tab, t0: number, what: string): Promise<number> {
  const at = await poll(`the panel to say "No Wordle tab" after ${what}`, () => panel.run(() => (window as unknown as { __waNoTab: number | null }).__waNoTab, undefined), 10_000);
  return at - t0;
}

/** Watches the panel for `ms`: it must keep showing the board's count the whole time. */
async function keeps(panel: Tab, want: string, ms: number, what: string): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    expect(await status(panel), what).not.toMatch(/No Wordle tab/);
    expect(await count(panel), what).toBe(want);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The panel's count once it has stayed the same for 2 s (the played row's answer, not the empty board's). */
async function settledCount(panel: Tab): Promise<string> {
  let last: string | null = null;
  let since = Date.now();
  return poll('a steady count in the panel', async () => {
    const now = await count(panel);
    if (now !== last) [last, since] = [now, Date.now()];
    return now !== null && Date.now() - since >= 2_000 ? now : null;
  }, 60_000);
}

export interface TabLifeFigures {
  /** ms from the action to "No Wordle tab" in the panel. */
  leftByPushStateMs: number;
  leftByLoadMs: number;
  leftForSiteMs: number;
  leftByForwardMs: number;
  leftByReplaceMs: number;
  closedMs: number;
}

type Watching = Pick<TabLifeDriver, 'panel' | 'tabId' | 'log'>;

/** Whether the background keeps a record of the tab (read from the panel, an extension page). */
const hasRecord = (d: Watching) =>
  d.panel().run(async (id) => {
    const ext = (globalThis as unknown as { browser?: typeof chrome; chrome: typeof chrome }).browser ?? chrome;
    return Object.keys(await ext.storage.session.get(`tab:${id}`)).length > 0;
  }, d.tabId);

/** Leaves by `how`; returns ms until the panel said "No Wordle tab", and checks the tab's record is gone. */
export async function leave(d: Watching, what: string, how: () => Promise<unknown>): Promise<number> {
  await armNoTab(d.panel());
  const t0 = Date.now();
  await how();
  const ms = await noTabAfter(d.panel(), t0, what);
  expect(await poll(`the tab's record removed after ${what}`, async () => ((await hasRecord(d)) ? null : true), 1_000)).toBe(true);
  d.log(`${what}: no Wordle tab after ${ms} ms, record removed`);
  return ms;
}

/** Waits until the panel shows the game again (its board, or the welcome card of a new load). */
async function backAgain(d: TabLifeDriver, before: string, what: string): Promise<void> {
  const shown = await poll(`the tab back in the panel after ${what}`, async () => {
    const [n, text] = [await count(d.panel()), await status(d.panel())];
    return n === before || text.startsWith('Press Play') ? (n ?? text) : null;
  }, 30_000);
  d.log(`after ${what} the panel shows ${shown}`);
}

/** The game's tab shows a board with a row played (its count in the panel) when this starts. */
export async function checkTabLife(d: TabLifeDriver): Promise<TabLifeFigures> {
  const before = await settledCount(d.panel());
  expect(before).toMatch(/^[\d,]+$/);
  for (const [i, url] of WORDLE_PUSHES.entries()) {
    await d.game.run((u) => history.pushState({ view: 'x' }, '', u), url);
    const last = i === WORDLE_PUSHES.length - 1;
    await keeps(d.panel(), before, last ? WATCH_LAST_MS : WATCH_EACH_MS, `pushState to ${url}`);
    d.log(`pushState to ${url}: board kept for ${(last ? WATCH_LAST_MS : WATCH_EACH_MS) / 1000} s`);
  }
  await d.reopenPanel();
  d.log('panel reopened');
  expect(await poll('the board in the reopened panel', () => count(d.panel()), 20_000)).toBe(before);
  await keeps(d.panel(), before, 3_000, 'the reopened panel');

  // Leaving by the page's own pushState (the tab's record removed, as a load removes it), then
  // coming back the same way: the page reports again and the board comes back.
  const leftByPushStateMs = await leave(d, 'pushState away', () => d.game.run((u) => history.pushState({}, '', u), new URL(OTHER_NYT_PAGE).pathname));
  await d.game.run(() => history.pushState({}, '', '/games/wordle/'), undefined);
  expect(await poll('the board back after pushState to Wordle', async () => ((await count(d.panel())) === before ? before : null), 10_000)).toBe(before);
  expect(await hasRecord(d), 'the record back after pushState to Wordle').toBe(true);

  // Leaving by a load, then back.
  const leftByLoadMs = await leave(d, 'a load away', () => d.load(OTHER_NYT_PAGE));
  // Back to the last Wordle address (/games/wordle/, pushed above): a new load shows the welcome
  // card ("Continue"), a back/forward-cache restore the board; either way the tab is Wordle again.
  await d.back();
  const back = await poll('the tab back in the panel after going back', async () => {
    const [n, text] = [await count(d.panel()), await status(d.panel())];
    return n === before || text.startsWith('Press Play') ? (n ?? text) : null;
  }, 30_000);
  d.log(`after going back the panel shows ${back}`);

  // Another site: by a load, forward in history, and location.replace; back each time.
  const leftForSiteMs = await leave(d, 'a load of another site', () => d.load(OTHER_SITE_PAGE));
  await d.back();
  await backAgain(d, before, 'going back from another site');
  const leftByForwardMs = await leave(d, 'forward to another site', () => d.forward());
  await d.back();
  await backAgain(d, before, 'going back again');
  const leftByReplaceMs = await leave(d, 'location.replace to another site', () => d.game.run((u) => location.replace(u), OTHER_SITE_PAGE));
  await d.load(`${PRACTICE_BASE}index.html?help=0&speed=4`);
  await backAgain(d, before, 'loading Wordle again');

  // Closing the tab: a panel pinned to it shows its game no more.
  await armNoTab(d.panel());
  const t0 = Date.now();
  await d.closeGame();
  const closedMs = await noTabAfter(d.panel(), t0, 'closing the tab');
  // Once the tab's record is gone no view of it can be made (each is made from the record, in the
  // tab's order): the panel must still say so then.
  await poll('the closed tab\'s record removed', async () => ((await hasRecord(d)) ? null : true), 10_000);
  expect(await status(d.panel())).toMatch(/No Wordle tab/);
  expect(await count(d.panel())).toBeNull();
  const figures = { leftByPushStateMs, leftByLoadMs, leftForSiteMs, leftByForwardMs, leftByReplaceMs, closedMs };
  d.log(`no Wordle tab shown after: ${JSON.stringify(figures)}`);
  for (const [what, ms] of Object.entries(figures)) expect(ms, what).toBeLessThan(1_000);
  return figures;
}
