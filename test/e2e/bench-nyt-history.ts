// Bringing in a player's NYT history and analysing it, in real Chromium with the store build: the
// practice server's game service (test/practice/nyt-account.ts: a made-up player since 2021-09-01,
// some 1,900 days) brought in through the panel's button, the panel then left on "Your games" (the
// only time these games are analysed). It measures the consent's click to every game kept (the
// import: requests paced PAUSE_MS apart, STATES_BATCH ids a state request, so its floor is the
// requests times the pause), to the newest 100 games analysed, and then the games analysed per
// second over `restMs` more; the whole history's time is measured if it ends within that, else the
// time so far plus the games left at that rate (said so in the result).
import { PAUSE_MS } from '../../src/shared/nyt-history';
import { resetPracticeAccount } from '../practice/nyt-account';
import { buildExtension } from './build';
import { launchChromium } from './chromium';
import { poll } from './tab';

const WORDLE = 'https://www.nytimes.com/games/wordle/index.html?answer=shave&welcome=0&help=0&speed=4';
const NEWEST = 100;

export interface NytHistoryRun {
  games: number;
  /** Requests to /svc/games/: the archive's (31 days each) and the states' (STATES_BATCH ids each). */
  archiveRequests: number;
  stateRequests: number;
  /** The pacing's floor: every request after the first waits PAUSE_MS. */
  pacingMs: number;
  /** From the consent's click: every game kept; the newest 100 analysed; all analysed (measured or at the rate). */
  importMs: number;
  newestMs: number;
  allMs: number;
  allMeasured: boolean;
  /** Games analysed per second after the newest 100, over `rateMs`. */
  perSecond: number;
  rateMs: number;
}

interface Counts {
  kept: number;
  /** Games with colours: the ones the analysis takes. */
  analysable: number;
  analysed: number;
  newestAnalysed: number;
}

export async function benchNytHistory(o: { restMs?: number; log?: (s: string) => void } = {}): Promise<NytHistoryRun> {
  const restMs = o.restMs ?? (Number(process.env.REST_S) || 180) * 1000;
  const log = o.log ?? (() => {});
  resetPracticeAccount();
  const browser = await launchChromium([await buildExtension('chrome')]);
  const requests: string[] = [];
  browser.context.on('request', (r) => void (new URL(r.url()).pathname.startsWith('/svc/games/') && requests.push(r.url())));
  try {
    const sw = await browser.serviceWorker();
    // Worker code as text: tsx would wrap named functions in a helper the worker does not have.
    const COUNTS = `(async (newest) => {
      const all = await chrome.storage.local.get(null);
      const games = Object.entries(all).filter(([k]) => k.startsWith('game/')).map(([, v]) => v);
      const done = (g) => g.skill !== undefined || g.noAnalysis !== undefined;
      const analysable = games.filter((g) => g.marks !== null).sort((a, b) => (a.date < b.date ? 1 : -1));
      return { kept: games.length, analysable: analysable.length, analysed: analysable.filter(done).length, newestAnalysed: analysable.slice(0, newest).filter(done).length };
    })(${NEWEST})`;
    const counts = () => sw.evaluate<Counts>(COUNTS);
    const game = await browser.context.newPage();
    await game.goto(WORDLE);
    const panel = await browser.openPanel(await browser.boardTab(), 320);
    await panel.click('[data-testid="your-games-mode"]');
    await panel.locator('[data-testid="history-agree"]').waitFor({ timeout: 30_000 });
    const t0 = Date.now();
    await panel.click('[data-testid="history-agree"]');
    const state = () => panel.locator('[data-testid="history-state"]').getAttribute('data-state', { timeout: 1000 }).catch(() => null);
    await poll('every game brought in', async () => ((await state()) === 'done' ? true : null), 900_000);
    const importMs = Date.now() - t0;
    let c = await counts();
    log(`nyt-history: ${c.kept} games kept in ${(importMs / 1000).toFixed(0)} s, ${c.analysed} analysed`);
    let newestMs = 0;
    while (c.newestAnalysed < Math.min(NEWEST, c.analysable)) {
      await new Promise((r) => setTimeout(r, 2000));
      c = await counts();
      newestMs = Date.now() - t0;
      if ((newestMs / 1000) % 30 < 2) log(`nyt-history: ${(newestMs / 1000).toFixed(0)} s, newest ${c.newestAnalysed}/${NEWEST}, ${c.analysed}/${c.analysable} analysed`);
    }
    newestMs = Date.now() - t0;
    log(`nyt-history: the newest ${NEWEST} analysed ${(newestMs / 1000).toFixed(0)} s after the consent; ${c.analysed}/${c.analysable}`);
    const from = { at: Date.now(), analysed: c.analysed };
    while (Date.now() - from.at < restMs && c.analysed < c.analysable) {
      await new Promise((r) => setTimeout(r, 5000));
      c = await counts();
    }
    const rateMs = Date.now() - from.at;
    const perSecond = (c.analysed - from.analysed) / (rateMs / 1000);
    const allMeasured = c.analysed >= c.analysable;
    const allMs = Date.now() - t0 + (allMeasured ? 0 : ((c.analysable - c.analysed) / perSecond) * 1000);
    const archiveRequests = requests.filter((u) => u.includes('/archive/')).length;
    const stateRequests = requests.filter((u) => u.includes('/state/')).length;
    return { games: c.kept, archiveRequests, stateRequests, pacingMs: (archiveRequests + stateRequests - 1) * PAUSE_MS, importMs, newestMs, allMs, allMeasured, perSecond, rateMs };
  } finally {
    await browser.close();
  }
}

