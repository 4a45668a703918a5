// One scenario for both browsers: past answers fetched from the Wordle site only with the player's
// consent. The practice server answers the NYT's per-day file for any date (serve.ts
// practiceDayAnswer); the test counts every request to /svc/. Without consent: none, while the
// panel offers to fetch the days missing since the shipped list. After "Fetch": exactly those days,
// each once, none for today or later; the panel then knows through yesterday and counts the
// fetched words as played before, as src/core counts them; a page loaded again asks nothing more
// that day. Delete all (Your games) then deletes them and sets the consent back to asking: the
// offer is back and nothing more is fetched.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from 'vitest';
import { dateOfDay, dayNumber, localDate } from '../../src/core/dates';
import { likelyAnswers } from '../../src/core/likely';
import { shippedThrough } from '../../src/core/past-answers';
import { suggest } from '../../src/core/suggest';
import { practiceDayAnswer } from '../practice/serve';
import { ARTIFACTS } from './panel-states';
import { poll, type Tab } from './tab';

export interface PastDriver {
  /** Opens the practice game at `url` (the NYT address). */
  openGame(url: string): Promise<Tab>;
  /** Opens the panel following that game, 320 px wide. */
  openPanel(game: Tab): Promise<Tab>;
  /** Loads the game's page again. */
  reload(game: Tab): Promise<void>;
  /** Every request to a /svc/ address the browser made so far, in order. */
  svcRequests(): string[];
}

const WORDLE = 'https://www.nytimes.com/games/wordle/index.html';
const LIST_END = shippedThrough();

const attr = (panel: Tab, id: string, name = 'data-value') => panel.run(([sel, n]) => document.querySelector(sel)?.getAttribute(n) ?? null, [`[data-testid="${id}"]`, name] as const);
const text = (panel: Tab, id: string) => panel.run((sel) => document.querySelector(sel)?.textContent ?? null, `[data-testid="${id}"]`);
const settled = (panel: Tab) => panel.run(() => !(document.querySelector('[data-testid="busy"]')?.classList.contains('on') ?? true), undefined);

/** `name` prefixes the screenshots (artifacts/<name>-panel-past-*-320.png). */
export async function checkPastAnswers(d: PastDriver, name: string, answer: string): Promise<void> {
  const today = localDate();
  const missing: string[] = [];
  for (let day = dayNumber(LIST_END) + 1; day < dayNumber(today); day++) missing.push(dateOfDay(day));
  expect(missing.length).toBeGreaterThan(7);
  const fetched = missing.map((date) => ({ date, word: practiceDayAnswer(date) }));
  const expect0 = suggest([], { date: today });
  const expect1 = suggest([], { date: today, learnedAnswers: fetched });
  if (!expect0.ok || !expect1.ok) throw new Error('core could not solve the empty board');
  // The fetched words the NYT list had not played: each moves to "played before".
  expect(expect1.value.played!).toBeGreaterThan(expect0.value.played!);

  const game = await d.openGame(`${WORDLE}?answer=${answer}&speed=4&welcome=0&help=0`);
  const panel = await d.openPanel(game);
  const offer = await poll('the offer to fetch past answers', async () => ((await attr(panel, 'past-offer-yes')) === String(missing.length) ? true : null), 60_000);
  expect(offer).toBe(true);
  expect(await text(panel, 'past-offer-yes')).toBe(`Fetch the ${missing.length} past answers since 21 Aug 2026 from nytimes.com (never today's)`);
  expect(await text(panel, 'known-stale')).toBe(', as far as known through 21 Aug 2026');
  expect(Number(await attr(panel, 'played-count'))).toBe(expect0.value.played);
  mkdirSync(ARTIFACTS, { recursive: true });
  await panel.screenshot(resolve(ARTIFACTS, `${name}-panel-past-offer-320.png`));
  // Without consent nothing is asked, however long the page stays.
  await new Promise((r) => setTimeout(r, 1_500));
  expect(d.svcRequests()).toEqual([]);

  await panel.run((sel) => (document.querySelector(sel) as HTMLElement).click(), '[data-testid="past-offer-yes"]');
  const yesterday = dateOfDay(dayNumber(today) - 1);
  await poll('the panel to know through yesterday', async () => ((await attr(panel, 'history-known', 'data-through')) === yesterday && (await settled(panel)) ? true : null), 60_000);
  const asked = d.svcRequests().map((u) => new URL(u));
  expect(asked.map((u) => u.origin)).toEqual(missing.map(() => 'https://www.nytimes.com'));
  expect(asked.map((u) => u.pathname)).toEqual(missing.map((date) => `/svc/wordle/v2/${date}.json`));
  expect(asked.filter((u) => u.pathname >= `/svc/wordle/v2/${today}`)).toEqual([]);
  // The fetched answers count as the model counts learned answers.
  await poll('the played count with the fetched answers', async () => (Number(await attr(panel, 'played-count')) === expect1.value.played ? true : null), 30_000);
  expect(Number(await attr(panel, 'likely-count'))).toBe(likelyAnswers(expect1.value).n);
  expect(await text(panel, 'history-known')).toBe(`Past answers known through ${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${yesterday}T12:00:00Z`))}.`);
  expect(await text(panel, 'known-stale')).toBeNull();
  expect(await text(panel, 'past-offer')).toBeNull();
  await panel.screenshot(resolve(ARTIFACTS, `${name}-panel-past-known-320.png`));

  // The page loaded again the same day asks for nothing more.
  const before = d.svcRequests().length;
  await d.reload(game);
  await poll('the board read again', () => game.run(() => (document.querySelectorAll('[data-testid="tile"]').length === 30 ? true : null), undefined), 20_000);
  await new Promise((r) => setTimeout(r, 1_500));
  expect(d.svcRequests().length).toBe(before);

  // Delete all: no game is kept (today's is still going), but the fetched answers are, and go.
  const click = (sel: string) => poll(sel, () => panel.run((q) => (document.querySelector<HTMLElement>(q)?.click(), document.querySelector(q) ? true : null), sel), 10_000);
  await click('[data-testid="your-games-mode"]');
  await click('[data-testid="games-files"] summary');
  await poll('Delete all enabled', () => panel.run(() => ((document.querySelector('[data-testid="delete-all"]') as HTMLButtonElement | null)?.disabled === false ? true : null), undefined), 10_000);
  await click('[data-testid="delete-all"]');
  await click('[data-testid="delete-confirm"]');
  await poll('the fetched answers deleted and the consent back to asking', async () => {
    const [local, sync] = await panel.run(async () => {
      const b = (globalThis as unknown as { browser?: typeof chrome }).browser ?? chrome;
      return [await b.storage.local.get('past-answers'), await b.storage.sync.get('setting.pastAnswers')];
    }, undefined);
    return !('past-answers' in local) && sync['setting.pastAnswers'] === 'ask' ? true : null;
  }, 10_000);
  await click('.mode-switch button');
  await poll('the offer again', async () => ((await attr(panel, 'past-offer-yes')) === String(missing.length) ? true : null), 30_000);
  expect(d.svcRequests().length).toBe(before);
}
