// The streak is the NYT's, in real Chromium: the practice page's saved games hold three won days
// and its statistics dialog (drawn as the public capture draws it) says Current Streak 300, Max 301,
// Played 412. Before the dialog shows, the panel counts the kept games and says so; once the page
// shows it, the header, Your games and its NYT figures say 300 "as the NYT counts it". The dialog
// drawn with another build's class hashes is still read; one in markup never seen gives no figure,
// and one missing a figure gives none either and says why in Your games.
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateOfDay, dayNumber, localDate } from '../../src/core/dates';
import { buildExtension, ROOT } from './build';
import { launchChromium, type Chromium } from './chromium';
import { poll } from './tab';

const WORDLE = 'https://www.nytimes.com/games/wordle/index.html';
const ARTIFACTS = resolve(ROOT, 'artifacts');
let browser: Chromium;

describe('Chromium: the streak as the NYT counts it', () => {
  beforeAll(async () => {
    browser = await launchChromium([await buildExtension('chrome')]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('three won days kept, the dialog saying 300: the header says 300, as the NYT counts it', async () => {
    const today = localDate();
    const day = (n: number) => dateOfDay(dayNumber(today) + n);
    const won = `${day(-3)}:stave,${day(-2)}:crane,${day(-1)}:slate`;
    const page = (stats: string, markup = 'capture') => `${WORDLE}?answer=shave&welcome=0&help=0&speed=4&user=70512233&won=${won}&stats=${stats}&statsMarkup=${markup}`;
    const game = await browser.context.newPage();
    await game.goto(page('412,98,300,301,1,20,100,150,100,33'));
    const tabId = await browser.boardTab();
    const panel: Page = await browser.openPanel(tabId, 320);
    const attr = (id: string, name: string) => panel.locator(`[data-testid="${id}"]`).getAttribute(name, { timeout: 500 }).catch(() => null);
    const fromInHeader = () => panel.locator('[data-testid="streak-header"] [data-testid="streak-from"]');
    const header = async () => [await attr('streak-header', 'data-value'), await fromInHeader().getAttribute('data-kind', { timeout: 500 }).catch(() => null)].join(' ');

    // The saved games kept: 3 days, counted from them, and the header says so.
    await poll('the kept streak of 3', async () => ((await header()) === '3 kept' ? true : null), 30_000);
    expect(await fromInHeader().textContent()).toBe('counted from the games kept in this browser');

    // The player opens the NYT's statistics: the header takes the NYT's streak, and says whose.
    await game.bringToFront();
    await game.click('[data-testid="stats-button"]');
    await poll("the NYT's streak of 300", async () => ((await header()) === '300 nyt' ? true : null), 15_000);
    expect(await panel.locator('[data-testid="streak-header"]').textContent()).toMatch(/^Streak: 300 days · today's puzzle still to play\s*as the NYT counts it, read on /);
    await panel.screenshot({ path: resolve(ARTIFACTS, 'chromium-panel-nyt-streak-header-320.png') });

    // Your games: the same streak, the NYT's best, and the NYT's figures beside the kept ones.
    await panel.click('[data-testid="your-games-mode"]');
    await poll('Your games with the NYT figures', async () => ((await attr('nyt-played', 'data-value')) === '412' ? true : null), 15_000);
    expect(await attr('games-streak', 'data-value')).toBe('300');
    expect(await attr('games-streak-best', 'data-value')).toBe('301');
    expect(await attr('games-kept', 'data-value')).toBe('3');
    expect([await attr('nyt-win', 'data-value'), await attr('nyt-current', 'data-value'), await attr('nyt-max', 'data-value')]).toEqual(['98', '300', '301']);
    // Nothing wider than the panel at 320 px.
    expect(await panel.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await panel.locator('.your-games [data-testid="streak-from"]').textContent()).toMatch(/^as the NYT counts it, read on /);
    await panel.screenshot({ path: resolve(ARTIFACTS, 'chromium-panel-nyt-your-games-320.png'), fullPage: true });

    // Another NYT build: every hashed class suffix changed. Still read.
    await game.goto(page('413,98,301,301,1,20,100,151,100,33', 'rehashed'));
    await game.click('[data-testid="stats-button"]');
    await poll('the rehashed dialog read', async () => ((await header()) === '301 nyt' ? true : null), 15_000).catch(async (e) => {
      const sw = await browser.serviceWorker();
      const kept = await sw.evaluate(async () => chrome.storage.local.get('nyt-stats'));
      throw new Error(`${String(e)}; header "${await header()}", kept ${JSON.stringify(kept)}, dialog ${await game.locator('#practice-stats').count()}`);
    });

    // Markup never seen: no figure (the header keeps 301), however long it stays open.
    await game.goto(page('500,100,450,450,0,20,100,180,150,50', 'unknown'));
    await game.click('[data-testid="stats-button"]');
    await game.locator('#practice-stats').waitFor();
    await new Promise((r) => setTimeout(r, 2000));
    expect(await header()).toBe('301 nyt');

    // A dialog missing a figure: no figure either, and Your games says it could not be read.
    await game.goto(page('500,100,450,450,0,20,100,180,150,50', 'broken'));
    await game.click('[data-testid="stats-button"]');
    await poll('the unread dialog noted', async () => ((await attr('nyt-unread', 'data-date')) === today ? true : null), 15_000);
    expect(await panel.locator('[data-testid="nyt-unread"]').textContent()).toMatch(/could not be read \(the statistics dialog is shown but not all four figures were found/);
    expect(await attr('games-streak', 'data-value')).toBe('301');
    expect(await attr('nyt-played', 'data-value')).toBe('413');
  });
});
