// One scenario for both browsers: every game played on the NYT brought in from the practice
// server's game service (test/practice/nyt-account.ts: a made-up player since 2021-09-01, in the
// captures' shapes). Every request to /svc/games/ is counted, the content script's included: none
// before the consent; signed out, the panel says to sign in; a 500 half-way keeps what came and
// says where it stopped; withdrawn mid-run on a slow server, no request after 1 s; resumed, it goes
// on from there to yesterday, never asking for today's puzzle or a later one; Your games then holds
// every game of the made-up player and the NYT's figures (legacyStats: 300 days), at 320 px.
import { resolve } from 'node:path';
import { expect } from 'vitest';
import { dateOfDay, dayNumber, localDate } from '../../src/core/dates';
import { accountGame, ACCOUNT_FROM, practiceAccount, puzzleIdOf } from '../practice/nyt-account';
import { ARTIFACTS } from './panel-states';
import { poll, type Tab } from './tab';

export interface HistoryDriver {
  openGame(url: string): Promise<Tab>;
  openPanel(game: Tab): Promise<Tab>;
  /** Every request to a /svc/games/ address the browser made so far: when, and where. */
  requests(): { at: number; url: string }[];
  /** From now on the server answers each /svc/ request `ms` later. */
  slowSvc(ms: number): void;
  /** A screenshot of the element `selector` of the panel (else the whole panel). */
  shot(panel: Tab, selector: string, path: string): Promise<void>;
}

const WORDLE = 'https://www.nytimes.com/games/wordle/index.html?answer=shave&welcome=0&help=0&speed=4';
const attr = (panel: Tab, id: string, name: string) => panel.run(([sel, n]) => document.querySelector(sel)?.getAttribute(n) ?? null, [`[data-testid="${id}"]`, name] as const);
const text = (panel: Tab, id: string) => panel.run((sel) => document.querySelector(sel)?.textContent ?? null, `[data-testid="${id}"]`);
const click = (panel: Tab, id: string) => poll(id, () => panel.run((q) => (document.querySelector<HTMLElement>(q)?.click(), document.querySelector(q) ? true : null), `[data-testid="${id}"]`), 15_000);

/** `name` prefixes the screenshots (artifacts/<name>-panel-nyt-history-*-320.png). Returns the games kept and the requests made. */
export async function checkNytHistory(d: HistoryDriver, name: string): Promise<{ games: number; requests: number }> {
  const today = localDate();
  const game = await d.openGame(WORDLE);
  const panel = await d.openPanel(game);
  const state = async () => `${await attr(panel, 'history-state', 'data-state')}/${await attr(panel, 'history-state', 'data-error')}`;
  const states = () => d.requests().filter((r) => r.url.includes('/state/'));
  await click(panel, 'your-games-mode');
  await poll('the consent asked', async () => ((await attr(panel, 'history-agree', 'type')) === 'button' ? true : null), 30_000);
  await new Promise((r) => setTimeout(r, 1000));
  expect(d.requests()).toEqual([]);
  await d.shot(panel, '[data-testid="nyt-history"]', resolve(ARTIFACTS, `${name}-panel-nyt-history-consent-320.png`));

  // Signed out: one request for the states, a 403, and the panel says to sign in.
  practiceAccount.signedIn = false;
  await click(panel, 'history-agree');
  await poll('signed out said', async () => ((await state()) === 'failed/signed-out' ? true : null), 30_000);
  expect(await text(panel, 'history-state')).toBe('Sign in to the NYT on this browser (on the Wordle page), then resume.');
  expect(states()).toHaveLength(1);

  // Signed in, the service fails after 8 answers (the first 3 before the player began): what came is kept, and it says where it stopped.
  practiceAccount.signedIn = true;
  practiceAccount.failAfter = practiceAccount.stateRequests + 8;
  await click(panel, 'history-start');
  await poll('the 500 said', async () => ((await state()) === 'failed/the NYT answered 500' ? true : null), 60_000);
  const stoppedAt = await attr(panel, 'history-state', 'data-through');
  expect(stoppedAt).toMatch(/^202\d-\d\d-\d\d$/);
  expect(Number(await attr(panel, 'games-kept', 'data-value'))).toBeGreaterThan(40);

  // Resumed on a slow server, then withdrawn mid-run: no request after 1 s.
  practiceAccount.failAfter = Number.POSITIVE_INFINITY;
  d.slowSvc(600);
  const before = d.requests().length;
  await click(panel, 'history-start');
  await poll('the run going on', async () => (d.requests().length >= before + 3 ? true : null), 60_000);
  // It resumed after the day it stopped at, not from the first puzzle.
  expect(d.requests()[before].url).toContain(`/archive/wordle/${dateOfDay(dayNumber(stoppedAt!) + 1)}/`);
  await poll('the progress bar', async () => ((await attr(panel, 'history-progress', 'max')) === '100' ? true : null), 10_000);
  await d.shot(panel, '[data-testid="nyt-history"]', resolve(ARTIFACTS, `${name}-panel-nyt-history-running-320.png`));
  await click(panel, 'history-withdraw');
  const withdrawn = Date.now();
  await new Promise((r) => setTimeout(r, 2500));
  expect(d.requests().filter((r) => r.at > withdrawn + 1000)).toEqual([]);

  // On again, resumed to the end at full speed.
  d.slowSvc(0);
  await click(panel, 'history-turn-on');
  await click(panel, 'history-agree');
  await poll('every game brought in', async () => ((await state()) === 'done/' ? true : null), 300_000);
  const yesterday = dateOfDay(dayNumber(today) - 1);
  expect(await attr(panel, 'history-state', 'data-through')).toBe(yesterday);

  // Never today's puzzle or a later one: no archive range past yesterday, no id of today or after; 25 ids a request at most.
  const ids = states().map((r) => new URL(r.url).searchParams.get('puzzle_ids')!.split(',').map(Number));
  expect(Math.max(...ids.flat())).toBe(puzzleIdOf(yesterday));
  expect(Math.max(...ids.map((x) => x.length))).toBeLessThanOrEqual(25);
  expect(d.requests().filter((r) => r.url.includes('/archive/')).every((r) => r.url.split('/').at(-1)! < today)).toBe(true);

  // Your games holds every game of the made-up player (one a day), and the NYT's figures.
  let expected = 0;
  for (let day = dayNumber(ACCOUNT_FROM); day < dayNumber(today); day++) if (accountGame(dateOfDay(day))) expected++;
  await poll('every game in Your games', async () => (Number(await attr(panel, 'games-kept', 'data-value')) === expected ? true : null), 30_000);
  expect(await attr(panel, 'nyt-played', 'data-value')).toBe('412');
  expect(await attr(panel, 'nyt-current', 'data-value')).toBe('300');
  expect(await panel.run(() => document.documentElement.scrollWidth, undefined)).toBeLessThanOrEqual(320);
  await panel.screenshot(resolve(ARTIFACTS, `${name}-panel-nyt-history-320.png`));
  return { games: expected, requests: d.requests().length };
}
