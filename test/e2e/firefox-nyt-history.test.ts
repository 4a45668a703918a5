// Every game played on the NYT brought in, in real Firefox (test/e2e/nyt-history.ts): every request
// the game's tab makes to /svc/games/ counted, the content script's included, and held back when
// the test asks for a slow server. Then, in the same browser (one Firefox start less for the
// suite), the NYT's statistics dialog read as the page shows it (chromium-nyt-stats.test.ts in
// Chromium): the header takes its streak over the one the history brought, another build's class
// hashes are still read, and markup never seen gives no figure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_USER, resetPracticeAccount } from '../practice/nyt-account';
import { buildExtension } from './build';
import { launchFirefox, type Firefox } from './firefox';
import { checkNytHistory } from './nyt-history';
import { poll } from './tab';

let ff: Firefox;
const requests: { at: number; url: string }[] = [];
let delayMs = 0;

describe('Firefox: bringing in the NYT games', () => {
  beforeAll(async () => {
    resetPracticeAccount();
    ff = await launchFirefox(await buildExtension('firefox-e2e'));
  });
  afterAll(async () => {
    resetPracticeAccount();
    await ff?.close();
  });

  it('asks first; signed out says so; a 500 half-way keeps what came; withdrawn mid-run nothing after 1 s; resumed to yesterday, every game kept, never today', async () => {
    const tabs = ff.gameTabs(async (u) => {
      if (!new URL(u).pathname.startsWith('/svc/games/')) return;
      requests.push({ at: Date.now(), url: u });
      if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
    });
    const r = await checkNytHistory(
      {
        ...tabs,
        requests: () => [...requests],
        slowSvc: (ms) => void (delayMs = ms),
        shot: async (panel, selector, path) => void (await (await tabs.page(panel).$(selector))?.screenshot({ path })),
      },
      'firefox',
    );
    console.log(`e2e NYT history (Firefox): ${r.games} games kept from ${r.requests} requests`);
  }, 600_000);

  it("the statistics dialog read as the page shows it: its streak in the header, another build's hashes read, unknown markup no figure", async () => {
    const tabs = ff.gameTabs();
    const page = (stats: string, markup: string) => `https://www.nytimes.com/games/wordle/index.html?answer=shave&welcome=0&help=0&speed=4&user=${ACCOUNT_USER}&stats=${stats}&statsMarkup=${markup}`;
    const game = await tabs.openGame(page('413,98,301,301,1,20,100,151,100,33', 'capture'));
    const panel = await tabs.openPanel(game);
    const header = () =>
      panel.run(() => {
        const h = document.querySelector('[data-testid="streak-header"]');
        return `${h?.getAttribute('data-value') ?? ''} ${h?.querySelector('[data-testid="streak-from"]')?.getAttribute('data-kind') ?? ''}`;
      }, undefined);
    const openStats = async (url: string) => {
      const p = tabs.page(game);
      await p.goto(url);
      await p.waitForSelector('[data-testid="stats-button"]');
      await p.click('[data-testid="stats-button"]');
    };
    // The history brought the NYT's 300; the dialog, read later, says 301: the header follows it.
    await openStats(page('413,98,301,301,1,20,100,151,100,33', 'capture'));
    await poll("the dialog's streak of 301", async () => ((await header()) === '301 nyt' ? true : null), 30_000);
    // Another NYT build: every hashed class suffix changed. Still read.
    await openStats(page('414,98,302,302,1,20,100,152,100,33', 'rehashed'));
    await poll('the rehashed dialog read', async () => ((await header()) === '302 nyt' ? true : null), 15_000);
    // Markup never seen: no figure, however long it stays open.
    await openStats(page('500,100,450,450,0,20,100,180,150,50', 'unknown'));
    await tabs.page(game).waitForSelector('#practice-stats');
    await new Promise((r) => setTimeout(r, 2000));
    expect(await header()).toBe('302 nyt');
  }, 120_000);
});
