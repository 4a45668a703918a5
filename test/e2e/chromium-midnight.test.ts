// Never the puzzle on screen, nor a later one, when the clock crosses midnight (PROMISES.md, the
// first row; issue 34 item 2), in real Chromium whose own clock is moved: the whole browser runs
// under libfaketime (faketime.ts), started at 23:59:15 of a day D, so the page, the content script
// and the extension's service worker all read the same clock and all cross midnight together.
// No Date is overridden in any page.
//
// Before midnight: the practice game of day D (its answer is D's per-day answer, as the server
// serves it) with one settled row, the page's saved state then removed (a board no saved game
// dates: the content script must date it itself), and the consent given in the panel's offer. The
// past days are fetched, the last of them (D-1) answered 503 by the server: the batch stops there.
// After midnight a letter is typed in the next row, a new reading: on the new day the background
// asks the page again for what is missing. It may ask D-1 again (a past day); the cut must keep D,
// the puzzle on screen, out however the board is dated by the clock now. D-1's answer arriving is
// the awaited sign that the batch after midnight ran to its end (a batch asks its days in order
// and reports once, at the end), so nothing is asserted after a sleep.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateOfDay, dayNumber } from '../../src/core/dates';
import { likelyAnswers } from '../../src/core/likely';
import { shippedThrough } from '../../src/core/past-answers';
import { patternToMarks, scoreWords } from '../../src/core/pattern';
import { suggest } from '../../src/core/suggest';
import type { Board, DatedAnswer } from '../../src/core/types';
import { practiceDayAnswer } from '../practice/serve';
import { buildExtension } from './build';
import { CHROMIUM, launchChromium, type Chromium } from './chromium';
import { fakeClockBrowser, type FakeClockBrowser } from './faketime';
import { poll, type Tab } from './tab';

const WORDLE = 'https://www.nytimes.com/games/wordle/index.html';
const LIST_END = shippedThrough();
const GUESS = 'crane';
const day = (n: number) => dateOfDay(n);

/** The practice answers of the days after the shipped list through `last`, as the server serves them. */
function fetchedThrough(last: string): DatedAnswer[] {
  const out: DatedAnswer[] = [];
  for (let n = dayNumber(LIST_END) + 1; n <= dayNumber(last); n++) out.push({ date: day(n), word: practiceDayAnswer(day(n)) });
  return out;
}

/** The likely count core gives the board dated `date` knowing the past answers through `last`. */
function likelyCount(board: Board, date: string, last: string): number {
  const r = suggest(board, { date, learnedAnswers: fetchedThrough(last), top: 1 });
  if (!r.ok) throw new Error(`suggest() refused the test's board: ${r.error}`);
  return likelyAnswers(r.value).n;
}

/**
 * Day D: the first from 20 days after the shipped list whose answer, counted as played before,
 * would lower the board's likely count (a day whose answer the NYT already played would hide the
 * harm), and whose D-1 answer does not move it (so the counts before and after midnight compare).
 */
function pickDay(): { date: string; answer: string; board: Board; before: number; after: number; harmed: number } {
  for (let n = dayNumber(LIST_END) + 20; n < dayNumber(LIST_END) + 120; n++) {
    const date = day(n);
    const answer = practiceDayAnswer(date);
    if (answer === GUESS) continue;
    const board: Board = [{ guess: GUESS, marks: patternToMarks(scoreWords(GUESS, answer)) }];
    const before = likelyCount(board, date, day(n - 2));
    const after = likelyCount(board, date, day(n - 1));
    // What the extension would show with D's answer fetched and the board dated by the clock (D+1).
    const harmed = likelyCount(board, day(n + 1), date);
    if (before === after && harmed < after) return { date, answer, board, before, after, harmed };
  }
  throw new Error('no day in 100 whose answer the count would show');
}

const D = pickDay();
const YESTERDAY = day(dayNumber(D.date) - 1);
const NEXT = day(dayNumber(D.date) + 1);
/** The day the server answers 503 before midnight (the batch's last day). */
let failing: string | null = YESTERDAY;

let fake: FakeClockBrowser;
let browser: Chromium;
/** Every request to a /svc/ address the browser made, in order. */
const svc: string[] = [];

const attr = (tab: Tab, id: string, name = 'data-value') => tab.run(([sel, n]) => document.querySelector(sel)?.getAttribute(n) ?? null, [`[data-testid="${id}"]`, name] as const);
const settled = (panel: Tab) => panel.run(() => !(document.querySelector('[data-testid="busy"]')?.classList.contains('on') ?? true), undefined);
/** The local date on the page's clock (the browser's, under faketime). */
const pageDate = (tab: Tab) =>
  tab.run(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  }, undefined);
const dayOf = (url: string) => /\/svc\/wordle\/v2\/(\d{4}-\d{2}-\d{2})\.json$/.exec(new URL(url).pathname)?.[1] ?? url;

describe('Chromium under faketime: the clock crosses midnight with a board no saved game dates', () => {
  beforeAll(async () => {
    const extension = await buildExtension('chrome');
    // The clock starts when the browser does: everything before midnight must fit in 45 s.
    fake = fakeClockBrowser(CHROMIUM, `${D.date} 23:59:15`);
    browser = await launchChromium([extension], { executable: fake.executable });
    browser.context.on('request', (r) => void (new URL(r.url()).pathname.startsWith('/svc/') && svc.push(r.url())));
    await browser.context.route('**/svc/**', async (route) => {
      if (failing !== null && dayOf(route.request().url()) === failing) await route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
      else await route.fallback();
    });
    console.log(`e2e midnight: day D ${D.date} (answer ${D.answer}), board ${GUESS}, likely ${D.before} before midnight, ${D.after} after, ${D.harmed} if D's answer were fetched`);
  });
  afterAll(async () => {
    await browser?.close();
    fake?.dispose();
  });

  it("a letter typed after midnight asks only days before D: never D's file nor a later one, and the likely count stays", async () => {
    const tabs = browser.gameTabs();
    const game = await tabs.openGame(`${WORDLE}?answer=${D.answer}&speed=4&welcome=0&help=0`);
    expect(await pageDate(game)).toBe(D.date);
    await game.type(GUESS);
    await game.press('Enter');
    const panel = await tabs.openPanel(game);
    await poll('the panel to count the settled row', async () => (Number(await attr(panel, 'likely-count')) === D.before ? true : null), 20_000);
    // The page's saved state goes (as for a player whose game is kept elsewhere): no saved game
    // dates this board from now on; the page writes it again only when a row is submitted.
    const left = await game.run(() => {
      for (const k of Object.keys(localStorage)) if (k.startsWith('games-state-wordleV2/') || k === 'nyt-wordle-state') localStorage.removeItem(k);
      return Object.keys(localStorage).filter((k) => k.includes('state'));
    }, undefined);
    expect(left).toEqual([]);

    // The consent, given in the panel's offer before midnight.
    await poll('the offer to fetch past answers', () => panel.run((sel) => (document.querySelector<HTMLElement>(sel)?.click(), document.querySelector(sel) ? true : null), '[data-testid="past-offer-yes"]'), 20_000);
    const dayBefore = day(dayNumber(D.date) - 2);
    await poll('the past days fetched through D-2 (D-1 answered 503)', async () => ((await attr(panel, 'history-known', 'data-through')) === dayBefore && (await settled(panel)) ? true : null), 20_000);
    const countBefore = Number(await attr(panel, 'likely-count'));
    const clockThen = await pageDate(game);
    const timeThen = await game.run(() => new Date().toTimeString().slice(0, 8), undefined);
    if (clockThen !== D.date) throw new Error(`the browser's clock reached ${clockThen} before the scenario before midnight was done: too slow a machine`);
    const beforeMidnight = svc.map(dayOf);
    expect(beforeMidnight).toEqual(fetchedThrough(YESTERDAY).map((a) => a.date));
    expect(countBefore).toBe(D.before);

    // Midnight, on the browser's clock (awaited, at most ~45 s from the browser's start).
    await poll('the browser clock past midnight', async () => ((await pageDate(game)) === NEXT ? true : null), 60_000);
    failing = null;
    const atMidnight = svc.length;
    await game.type('s');
    // The batch after midnight ends when its answers arrive: D-1's, from the server now answering.
    const through = await poll(
      "the batch after midnight to end (the panel knowing D-1's answer)",
      async () => {
        const t = await attr(panel, 'history-known', 'data-through');
        return t !== null && t >= YESTERDAY && (await settled(panel)) ? t : null;
      },
      30_000,
    );
    const afterMidnight = svc.slice(atMidnight).map(dayOf);
    const countAfter = Number(await attr(panel, 'likely-count'));
    console.log(
      `e2e midnight: ${beforeMidnight.length} requests before midnight, done at ${timeThen} on the browser's clock (${beforeMidnight[0]} … ${beforeMidnight.at(-1)}), after: [${afterMidnight.join(', ')}]; known through ${through}; likely ${countBefore} before midnight, ${countAfter} after`,
    );
    // Never D's file nor a later day's, before or after midnight.
    expect(svc.map(dayOf).filter((d) => d >= D.date)).toEqual([]);
    expect(afterMidnight).toEqual([YESTERDAY]);
    expect(through).toBe(YESTERDAY);
    // D's answer is not counted as played before: the count did not drop.
    expect(countAfter).toBe(D.after);
    expect(countAfter).toBe(countBefore);
  }, 120_000);
});
