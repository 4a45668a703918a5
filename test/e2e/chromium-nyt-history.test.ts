// Every game played on the NYT brought in, in real Chromium, from the practice server's game service
// (test/practice/nyt-account.ts: a made-up player since 2021-09-01, in the captures' shapes). Every
// request the browser makes to /svc/games/ is counted, the content script's included: none before
// the consent; signed out, the panel says to sign in; a 500 half-way keeps what came and says where
// it stopped; withdrawn mid-run on a slow server, no request after 1 s; resumed, it goes on from
// there to yesterday, never asking for today's puzzle or a later one; Your games then holds every
// game of the made-up player and the NYT's figures (legacyStats: 300 days), at 320 px.
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateOfDay, dayNumber, localDate } from '../../src/core/dates';
import { accountGame, ACCOUNT_FROM, practiceAccount, puzzleIdOf, resetPracticeAccount } from '../practice/nyt-account';
import { buildExtension, ROOT } from './build';
import { launchChromium, type Chromium } from './chromium';
import { poll } from './tab';

const WORDLE = 'https://www.nytimes.com/games/wordle/index.html?answer=shave&welcome=0&help=0&speed=4';
const ARTIFACTS = resolve(ROOT, 'artifacts');
let browser: Chromium;
/** Each request to the game service: when, and its address. */
const requests: { at: number; url: string }[] = [];
let delayMs = 0;

describe('Chromium: bringing in the NYT games', () => {
  beforeAll(async () => {
    resetPracticeAccount();
    browser = await launchChromium([await buildExtension('chrome')]);
    browser.context.on('request', (r) => void (new URL(r.url()).pathname.startsWith('/svc/games/') && requests.push({ at: Date.now(), url: r.url() })));
    // A slow server when the test asks for one: the answer is held, then served as every other.
    await browser.context.route('**/svc/games/**', async (route) => {
      if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
      await route.fallback();
    });
  });
  afterAll(async () => {
    resetPracticeAccount();
    await browser?.close();
  });

  it('asks first; signed out says so; a 500 half-way keeps what came; withdrawn mid-run nothing after 1 s; resumed to yesterday, every game kept, never today', async () => {
    const today = localDate();
    const game = await browser.context.newPage();
    await game.goto(WORDLE);
    const tabId = await browser.boardTab();
    const panel: Page = await browser.openPanel(tabId, 320);
    const attr = (id: string, name: string) => panel.locator(`[data-testid="${id}"]`).getAttribute(name, { timeout: 500 }).catch(() => null);
    const state = async () => `${await attr('history-state', 'data-state')}/${await attr('history-state', 'data-error')}`;
    await panel.click('[data-testid="your-games-mode"]');
    await panel.locator('[data-testid="history-agree"]').waitFor();
    await new Promise((r) => setTimeout(r, 1000));
    expect(requests).toEqual([]);
    await panel.locator('[data-testid="nyt-history"]').screenshot({ path: resolve(ARTIFACTS, 'chromium-panel-nyt-history-consent-320.png') });

    // Signed out: one request, a 403, and the panel says to sign in.
    practiceAccount.signedIn = false;
    await panel.click('[data-testid="history-agree"]');
    await poll('signed out said', async () => ((await state()) === 'failed/signed-out' ? true : null), 30_000);
    expect(await panel.locator('[data-testid="history-state"]').textContent()).toBe('Sign in to the NYT on this browser (on the Wordle page), then resume.');
    expect(requests.filter((r) => r.url.includes('/state/'))).toHaveLength(1);

    // Signed in, the service fails after 8 answers (the first 3 before the player began): what came is kept, and it says where it stopped.
    practiceAccount.signedIn = true;
    practiceAccount.failAfter = practiceAccount.stateRequests + 8;
    await panel.click('[data-testid="history-start"]');
    await poll('the 500 said', async () => ((await state()) === 'failed/the NYT answered 500' ? true : null), 60_000);
    const stoppedAt = await attr('history-state', 'data-through');
    expect(stoppedAt).toMatch(/^202\d-\d\d-\d\d$/);
    expect(Number(await attr('games-kept', 'data-value'))).toBeGreaterThan(40);

    // Resumed on a slow server, then withdrawn mid-run: no request after 1 s.
    practiceAccount.failAfter = Number.POSITIVE_INFINITY;
    delayMs = 600;
    const before = requests.length;
    await panel.click('[data-testid="history-start"]');
    await poll('the run going on', async () => (requests.length >= before + 3 ? true : null), 60_000);
    await panel.locator('[data-testid="history-progress"]').waitFor();
    await panel.locator('[data-testid="nyt-history"]').screenshot({ path: resolve(ARTIFACTS, 'chromium-panel-nyt-history-running-320.png') });
    // It resumed after the day it stopped at, not from the first puzzle.
    expect(requests[before].url).toContain(`/archive/wordle/${dateOfDay(dayNumber(stoppedAt!) + 1)}/`);
    await panel.click('[data-testid="history-withdraw"]');
    const withdrawn = Date.now();
    await new Promise((r) => setTimeout(r, 2500));
    expect(requests.filter((r) => r.at > withdrawn + 1000)).toEqual([]);
    await panel.locator('[data-testid="history-turn-on"]').waitFor();

    // On again, resumed to the end at full speed.
    delayMs = 0;
    await panel.click('[data-testid="history-turn-on"]');
    await panel.click('[data-testid="history-agree"]');
    await poll('every game brought in', async () => ((await state()) === 'done/' ? true : null), 240_000);
    const yesterday = dateOfDay(dayNumber(today) - 1);
    expect(await attr('history-state', 'data-through')).toBe(yesterday);

    // Never today's puzzle or a later one: no archive range past yesterday, no id of today or after.
    const ids = requests.filter((r) => r.url.includes('/state/')).flatMap((r) => new URL(r.url).searchParams.get('puzzle_ids')!.split(',').map(Number));
    expect(Math.max(...ids)).toBe(puzzleIdOf(yesterday));
    expect(requests.filter((r) => r.url.includes('/archive/')).every((r) => r.url.split('/').at(-1)! < today)).toBe(true);
    const perRequest = requests.filter((r) => r.url.includes('/state/')).map((r) => new URL(r.url).searchParams.get('puzzle_ids')!.split(',').length);
    expect(Math.max(...perRequest)).toBeLessThanOrEqual(25);

    // Your games holds every game of the made-up player (one a day), and the NYT's figures.
    let expected = 0;
    for (let d = dayNumber(ACCOUNT_FROM); d < dayNumber(today); d++) if (accountGame(dateOfDay(d))) expected++;
    await poll('every game in Your games', async () => (Number(await attr('games-kept', 'data-value')) === expected ? true : null), 30_000);
    expect(await attr('nyt-played', 'data-value')).toBe('412');
    expect(await attr('nyt-current', 'data-value')).toBe('300');
    expect(await panel.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await panel.screenshot({ path: resolve(ARTIFACTS, 'chromium-panel-nyt-history-320.png'), fullPage: true });
    console.log(`e2e NYT history: ${expected} games kept from ${requests.length} requests`);
  }, 480_000);
});
