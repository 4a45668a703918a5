// One scenario for both browsers: past answers fetched from the Wordle site only with the player's
// consent. The practice server answers the NYT's per-day file for any date (serve.ts
// practiceDayAnswer); the test counts every request to /svc/. Without consent: none, while the
// panel offers to fetch the days missing since the shipped list. After "Fetch": exactly those days,
// each once, none for today or later; the panel then knows through yesterday and counts the
// fetched words as played before, as src/core counts them; a page loaded again asks nothing more
// that day. Delete all (Your games) then deletes them and sets the consent back to asking: the
// offer is back and nothing more is fetched. A consent written to storage.sync (another device, an
// older version) starts nothing. With a slow server, the consent withdrawn in the middle of a batch,
// or Delete all there, stops it: no request later than 1 s after, and nothing kept of the answers,
// the one arriving after included.
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
  /** From now on the server answers each /svc/ request `ms` later. */
  slowSvc(ms: number): void;
}

const WORDLE = 'https://www.nytimes.com/games/wordle/index.html';
const LIST_END = shippedThrough();

const attr = (panel: Tab, id: string, name = 'data-value') => panel.run(([sel, n]) => document.querySelector(sel)?.getAttribute(n) ?? null, [`[data-testid="${id}"]`, name] as const);
const text = (panel: Tab, id: string) => panel.run((sel) => document.querySelector(sel)?.textContent ?? null, `[data-testid="${id}"]`);
const settled = (panel: Tab) => panel.run(() => !(document.querySelector('[data-testid="busy"]')?.classList.contains('on') ?? true), undefined);

/** `name` prefixes the screenshots (artifacts/<name>-panel-past-*-320.png). */
export async function checkPastAnswers(d: PastDriver, name: string, answer: string): Promise<Tab> {
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
  expect(await attr(panel, 'past-offer-yes', 'data-since')).toBe(LIST_END);
  expect(await attr(panel, 'known-stale')).toBe(LIST_END);
  expect(Number(await attr(panel, 'played-count'))).toBe(expect0.value.played);
  mkdirSync(ARTIFACTS, { recursive: true });
  await panel.screenshot(resolve(ARTIFACTS, `${name}-panel-past-offer-320.png`));
  // A consent in storage.sync (given on another device, or kept there by an older version) is not
  // this device's: nothing is asked, however long the page stays, and the offer stays.
  // The same write flips a synced setting the panel shows: once the panel shows it, the settings
  // reader the background uses too (settings-storage.ts) has read the synced consent and not taken it.
  const details = await panel.run(() => (document.getElementById('set-details') as HTMLInputElement).checked, undefined);
  await panel.run((v) => ((globalThis as unknown as { browser?: typeof chrome }).browser ?? chrome).storage.sync.set({ 'setting.pastAnswers': 'on', 'setting.showDetails': v }), !details);
  await poll('the panel to follow the synced write', () => panel.run((v) => ((document.getElementById('set-details') as HTMLInputElement).checked === v ? true : null), !details), 10_000);
  expect(await attr(panel, 'past-offer-yes')).toBe(String(missing.length));
  expect(await panel.run(() => (document.querySelector('[data-testid="set-past"]') as HTMLInputElement).checked, undefined)).toBe(false);
  // Nothing claimed (the background's first write before any request) and nothing asked.
  expect((await stored(panel)).asked).toBeNull();
  expect(d.svcRequests()).toEqual([]);
  await panel.run((v) => ((globalThis as unknown as { browser?: typeof chrome }).browser ?? chrome).storage.sync.set({ 'setting.showDetails': v }), details);
  await poll('the synced setting back', () => panel.run((v) => ((document.getElementById('set-details') as HTMLInputElement).checked === v ? true : null), details), 10_000);

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
  expect(await attr(panel, 'history-known', 'data-through')).toBe(yesterday);
  expect(await text(panel, 'known-stale')).toBeNull();
  expect(await text(panel, 'past-offer')).toBeNull();
  await panel.screenshot(resolve(ARTIFACTS, `${name}-panel-past-known-320.png`));

  // The page loaded again the same day asks for nothing more.
  const before = d.svcRequests().length;
  await d.reload(game);
  await poll('the board read again', () => game.run(() => (document.querySelectorAll('[data-testid="tile"]').length === 30 ? true : null), undefined), 20_000);
  // Bounded: deciding to ask nothing leaves no message or write to await (and the Delete all below
  // would stop a batch the reload set off before it asks: no barrier).
  await new Promise((r) => setTimeout(r, 1_500));
  expect(d.svcRequests().length).toBe(before);

  // Delete all: no game is kept (today's is still going), but the fetched answers are, and go.
  const click = (sel: string) => poll(sel, () => panel.run((q) => (document.querySelector<HTMLElement>(q)?.click(), document.querySelector(q) ? true : null), sel), 10_000);
  await click('[data-testid="your-games-mode"]');
  await click('[data-testid="games-files"] > summary');
  await poll('Delete all enabled', () => panel.run(() => ((document.querySelector('[data-testid="delete-all"]') as HTMLButtonElement | null)?.disabled === false ? true : null), undefined), 10_000);
  await click('[data-testid="delete-all"]');
  await click('[data-testid="delete-confirm"]');
  await poll('the fetched answers deleted and the consent back to asking', async () => {
    const local = await panel.run(async () => {
      const b = (globalThis as unknown as { browser?: typeof chrome }).browser ?? chrome;
      return b.storage.local.get(['past-answers', 'setting.pastAnswers']);
    }, undefined);
    return !('past-answers' in local) && local['setting.pastAnswers'] === 'ask' ? true : null;
  }, 10_000);
  await click('.mode-switch button');
  await poll('the offer again', async () => ((await attr(panel, 'past-offer-yes')) === String(missing.length) ? true : null), 30_000);
  expect(d.svcRequests().length).toBe(before);
  return panel;
}

/** The kept record of fetched answers (their count, the days asked) and the consent in storage.local, read from the panel's page. */
const stored = (panel: Tab) =>
  panel.run(async () => {
    const b = (globalThis as unknown as { browser?: typeof chrome }).browser ?? chrome;
    const got = await b.storage.local.get(['past-answers', 'setting.pastAnswers']);
    const past = got['past-answers'] as { answers?: unknown[]; asked?: { dates?: unknown[] } } | undefined;
    return { answers: past?.answers?.length ?? null, asked: past?.asked?.dates?.length ?? null, consent: (got['setting.pastAnswers'] as string | undefined) ?? null };
  }, undefined);

/**
 * Records in the panel's page when each batch of the content script ends: its `cs:past-answers`
 * (sent to every extension page, the panel's too, once the batch stops asking: after its last request).
 */
const recordBatchEnds = (panel: Tab) =>
  panel.run(() => {
    const w = window as unknown as { __waBatchEnds?: number[] };
    if (w.__waBatchEnds) return;
    const ends: number[] = (w.__waBatchEnds = []);
    const b = (globalThis as unknown as { browser?: typeof chrome }).browser ?? chrome;
    b.runtime.onMessage.addListener((m: unknown) => void ((m as { type?: unknown } | null)?.type === 'cs:past-answers' && ends.push(Date.now())));
  }, undefined);
const batchEnds = (panel: Tab) => panel.run(() => (window as unknown as { __waBatchEnds: number[] }).__waBatchEnds.length, undefined);

/**
 * With the server answering each day 400 ms late, a batch is stopped in flight by `stop` (the
 * consent withdrawn, or Delete all): the batch ends (its answers sent, after its last request)
 * within 1 s, and nothing is kept. Returns the requests made in the batch before `stop`, after it,
 * and the ms from `stop` to the batch's end.
 */
async function stopMidBatch(d: PastDriver, panel: Tab, start: () => Promise<void>, stop: () => Promise<void>): Promise<{ before: number; after: number; endMs: number }> {
  await recordBatchEnds(panel);
  const ended = await batchEnds(panel);
  const first = d.svcRequests().length;
  await start();
  await poll('three requests of the batch', async () => (d.svcRequests().length >= first + 3 ? true : null), 30_000);
  await stop();
  const t0 = Date.now();
  const at = d.svcRequests().length;
  // The batch ends when the background first says no (no request after that); a batch that ran on
  // (~100 days at 400 ms) would end 40 s later.
  await poll('the batch to end', async () => ((await batchEnds(panel)) > ended ? true : null), 60_000);
  const endMs = (await panel.run((i) => (window as unknown as { __waBatchEnds: number[] }).__waBatchEnds[i], ended)) - t0;
  const after = d.svcRequests().length - at;
  // The background took the batch's answers before this message, which it handles after, in the
  // repository's one order (an import of nothing changes nothing): then nothing is kept, not the
  // answers fetched before `stop`, nor the one that arrived after.
  expect(await panel.run(() => ((globalThis as unknown as { browser?: typeof chrome }).browser ?? chrome).runtime.sendMessage({ type: 'panel:import-games', games: [] }), undefined)).toEqual({ ok: true, value: 0 });
  expect((await stored(panel)).answers ?? 0).toBe(0);
  return { before: at - first, after, endMs };
}

/** Run after checkPastAnswers, on its panel (the consent back to asking, nothing kept, the offer shown). */
export async function checkPastStops(d: PastDriver, panel: Tab): Promise<void> {
  d.slowSvc(400);
  const click = (sel: string) => poll(sel, () => panel.run((q) => (document.querySelector<HTMLElement>(q)?.click(), document.querySelector(q) ? true : null), sel), 10_000);
  const consentIs = (v: string) => poll(`the consent ${v}`, async () => ((await stored(panel)).consent === v ? true : null), 10_000);

  // Withdrawn in the settings while the batch runs.
  const withdrawn = await stopMidBatch(
    d,
    panel,
    async () => void (await click('[data-testid="past-offer-yes"]')),
    async () => {
      expect(await panel.run(() => (document.querySelector('[data-testid="set-past"]') as HTMLInputElement).checked, undefined)).toBe(true);
      await click('[data-testid="set-past"]');
      await consentIs('off');
    },
  );
  console.log(`e2e past answers, withdrawn mid-batch: ${withdrawn.before} requests before, ${withdrawn.after} after, the batch ended ${withdrawn.endMs} ms after`);
  expect(withdrawn.after).toBeLessThanOrEqual(1);
  expect(withdrawn.endMs).toBeLessThan(1_000);

  // Delete all while the batch runs (the panel's own message: with nothing kept yet the button is
  // disabled). It clears the days claimed, so consent given again asks them afresh.
  const deleteAll = () => panel.run(() => ((globalThis as unknown as { browser?: typeof chrome }).browser ?? chrome).runtime.sendMessage({ type: 'panel:delete-games' }), undefined);
  await deleteAll();
  const deleted = await stopMidBatch(
    d,
    panel,
    async () => {
      await click('[data-testid="set-past"]');
      await consentIs('on');
    },
    async () => {
      await deleteAll();
      await consentIs('ask');
    },
  );
  console.log(`e2e past answers, Delete all mid-batch: ${deleted.before} requests before, ${deleted.after} after, the batch ended ${deleted.endMs} ms after`);
  expect(deleted.after).toBeLessThanOrEqual(1);
  expect(deleted.endMs).toBeLessThan(1_000);
}
