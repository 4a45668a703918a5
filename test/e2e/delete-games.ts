// One scenario for both browsers: deleted games stay deleted. The practice page's saved games hold
// two finished games (WIN states, as the NYT page saves them); the background keeps them (the
// backfill). One is deleted from its own view, then all in "Your games"; the background is started again (Chromium: the service
// worker stopped; Firefox: the event page reloaded); the page is loaded again, so it reports the
// same saved games; then today's game is won. Only today's game may be kept: no report, backfill
// or page visit brings a deleted one back, and the answers learned from them are gone too. Before
// that, the content script (which runs in the page's own process, as the panel inside the page
// does) sends delete-one, delete-all and an import itself: each is refused and nothing changes,
// while it may still read the games through the background.
import { expect } from 'vitest';
import { localDate } from '../../src/core/dates';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { ARTIFACTS } from './panel-states';
import { poll, type Tab } from './tab';

export interface DeleteDriver {
  /** Opens the practice game at `url` (the NYT address). */
  openGame(url: string): Promise<Tab>;
  /** Opens the panel following that game. */
  openPanel(game: Tab): Promise<Tab>;
  /** Ends the running background (service worker, event page) so a new one starts from storage. */
  restartBackground(panel: Tab): Promise<void>;
  /** Loads the game's page again, as a visit the next morning does. */
  reload(game: Tab): Promise<void>;
}

const WORDLE = 'https://www.nytimes.com/games/wordle/index.html';
const USER = '5550555';

type Stored = Record<string, unknown>;
/** storage.local as the extension holds it, read in the panel (`browser` in Firefox, `chrome` in Chromium). */
const stored = (panel: Tab) =>
  panel.run(() => ((globalThis as unknown as { browser?: typeof chrome }).browser ?? chrome).storage.local.get(null) as Promise<Stored>, undefined);
const keptDays = (all: Stored) => Object.keys(all).filter((k) => k.startsWith('game/')).sort();
const savedDays = (all: Stored) => ((all['saved-games'] as { games?: { date: string }[] } | undefined)?.games ?? []).map((g) => g.date).sort();
const value = (panel: Tab, id: string) => panel.run((sel) => document.querySelector(sel)?.getAttribute('data-value') ?? null, `[data-testid="${id}"]`);
/**
 * Has the game page's content script send `msg` as it is (a test-build hook, src/content/main.ts),
 * as a page that took over its own process could; the background's reply.
 */
const fromContentScript = (game: Tab, msg: unknown) =>
  game.run(
    (m) =>
      new Promise<unknown>((resolve) => {
        const REPLY = 'wordle-assistant:e2e-reply:';
        const on = (e: MessageEvent) => {
          if (typeof e.data !== 'string' || !e.data.startsWith(REPLY)) return;
          window.removeEventListener('message', on);
          resolve(JSON.parse(e.data.slice(REPLY.length)));
        };
        window.addEventListener('message', on);
        window.postMessage(`wordle-assistant:e2e-send:${JSON.stringify(m)}`, '*');
        // No hook in this build (not a test build), or no answer: said, rather than waited for.
        setTimeout(() => resolve('no reply from the content script in 10 s'), 10_000);
      }),
    msg,
  );

/** Every privileged message from the content script is refused, and the games stay as they were. */
async function refusedFromContentScript(game: Tab, panel: Tab, kept: string[], saved: string[], day: string): Promise<void> {
  const imported = { v: 1, date: day, player: USER, words: 'crane', marks: 'ccccc', won: true, hard: false, model: 'nyt', from: 'played' };
  for (const msg of [
    { type: 'panel:delete-game', date: kept[0].split('/')[1], player: USER },
    { type: 'panel:delete-games' },
    { type: 'panel:import-games', games: [imported] },
  ]) {
    expect(await fromContentScript(game, msg), msg.type).toEqual({ ok: false, error: expect.stringMatching(/own page/) });
    // Refused before anything was read or written: nothing to wait for.
    const all = await stored(panel);
    expect(keptDays(all), msg.type).toEqual(kept);
    expect(savedDays(all), msg.type).toEqual(saved);
    expect(all['deleted-games'], msg.type).toBeUndefined();
  }
  // What the panel inside the page shows, it gets from the background: the same games.
  const shown = (await fromContentScript(game, { type: 'panel:games' })) as { ok: boolean; value: { games: { date: string; player: string }[] } };
  expect(shown.ok).toBe(true);
  expect(shown.value.games.map((g) => `game/${g.date}/${g.player}`)).toEqual(kept);
}

const click = (panel: Tab, selector: string) =>
  poll(selector, () => panel.run((sel) => (document.querySelector<HTMLElement>(sel)?.click(), document.querySelector(sel) ? true : null), selector), 10_000);

/** `name` prefixes the screenshot (artifacts/<name>-panel-delete-game-320.png). */
export async function checkDeletionLasts(d: DeleteDriver, name: string, answer: string, wins: { date: string; word: string }[]): Promise<void> {
  const today = localDate();
  const won = wins.map((w) => `${w.date}:${w.word}`).join(',');
  const game = await d.openGame(`${WORDLE}?answer=${answer}&user=${USER}&won=${won}&speed=4&welcome=0&help=0`);
  const panel = await d.openPanel(game);
  const deleted = wins.map((w) => `game/${w.date}/${USER}`).sort();
  await poll('the saved games kept', async () => (JSON.stringify(keptDays(await stored(panel))) === JSON.stringify(deleted) ? true : null), 60_000);
  await refusedFromContentScript(game, panel, deleted, savedDays(await stored(panel)), localDate(new Date(Date.now() - 3 * 86_400_000)));

  await click(panel, '[data-testid="your-games-mode"]');
  await poll('two games in the view', async () => ((await value(panel, 'games-kept')) === '2' ? true : null), 20_000);
  // One game deleted from its own view, then all the others.
  await click(panel, `[data-testid="kept-game"][data-date="${wins[0].date}"]`);
  await click(panel, '[data-testid="delete-game"]');
  await poll('the confirmation', () => panel.run(() => (document.querySelector('[data-testid="delete-game-confirm"]') ? true : null), undefined), 5_000);
  mkdirSync(ARTIFACTS, { recursive: true });
  await panel.screenshot(resolve(ARTIFACTS, `${name}-panel-delete-game-320.png`));
  await click(panel, '[data-testid="delete-game-confirm"]');
  await poll('one game left', async () => ((await value(panel, 'games-kept')) === '1' ? true : null), 10_000);
  expect(keptDays(await stored(panel))).toEqual([`game/${wins[1].date}/${USER}`]);
  expect(savedDays(await stored(panel))).not.toContain(wins[0].date);
  await click(panel, '[data-testid="games-files"] > summary');
  await click(panel, '[data-testid="delete-all"]');
  await click(panel, '[data-testid="delete-confirm"]');
  await poll('no games kept', async () => (keptDays(await stored(panel)).length === 0 ? true : null), 10_000);
  expect(savedDays(await stored(panel))).toEqual([]);

  await d.restartBackground(panel);
  await d.reload(game);
  // The page reports its saved games again (both wins, today's game still going); then today's is won.
  await poll('the board read again', () => game.run(() => (document.querySelectorAll('[data-testid="tile"]').length === 30 ? true : null), undefined), 20_000);
  await game.type(answer);
  await game.press('Enter');
  // Today's win reaches the copy of the saved games and is kept: every report before it was handled.
  const after = await poll('today\'s game kept', async () => {
    const all = await stored(panel);
    return savedDays(all).includes(today) && keptDays(all).some((k) => k.startsWith(`game/${today}/`)) ? all : null;
  }, 60_000);
  expect(savedDays(after)).toEqual([today]);
  // A backfill after the last report still brings nothing back. Bounded: that backfill reads the
  // settings before it joins the repository's order, so no message of ours is sure to queue after it.
  await new Promise((r) => setTimeout(r, 2_000));
  const end = await stored(panel);
  expect(keptDays(end)).toEqual([`game/${today}/${USER}`]);
  expect(savedDays(end)).toEqual([today]);
  await poll('one game in the view', async () => ((await value(panel, 'games-kept')) === '1' ? true : null), 20_000);
}
