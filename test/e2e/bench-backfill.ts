// The backfill at scale, in real Chromium with the store build: the page holds a year
// of a signed-in player's finished games (its own saved states, as a player who installs the
// extension has them), the background keeps each and analyses it (an `analyse` job, then the
// best play on its answer, a `play` job) in the same worker queue as live play. Meanwhile games
// are played on the page, following the panel: the time from a row settling to the panel showing
// the solver's answer, against the same games in a fresh browser with no backfill; how many jobs
// each live solve waited for (read in the worker: when each job arrived, started and ended); the
// backfill's total time and its jobs' durations.
//   npx tsx test/e2e/bench-backfill.ts     (GAMES=300 LIVE=3 to change it; part of npm run bench)
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { score } from '../../src/core';
import { isValidHardGuess } from '../../src/core/hard-mode';
import { seeded } from '../../src/core/seeded';
import type { Board } from '../../src/core/types';
import { DEFAULT_SETTINGS } from '../../src/shared/settings';
import { buildExtension, ROOT } from './build';
import { launchChromium, type Chromium } from './chromium';
import { loadSolverData } from './expected';
import { installPanelProbe } from './panel-probe';
import { playGame } from './play';
import { asTab, poll } from './tab';

const SITE = 'https://www.nytimes.com/games/wordle';
const PLAYER = '20202020';

interface DatedWord {
  date: string;
  word: string;
}

/** The saved game states of `count` days ending on the shipped list's last day, real answers, one in five hard. */
function savedStates(count: number, seed = 20): { states: unknown[]; won: number } {
  const dated = (JSON.parse(readFileSync(resolve(ROOT, 'data/answers-nyt-dated-20260821.json'), 'utf8')) as { results: DatedWord[] }).results;
  const days = dated.slice(-count);
  const pool = [...new Set(dated.map((d) => d.word))];
  const rnd = seeded(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const states = days.map(({ date, word }, i) => {
    const hard = rnd() < 0.2;
    const lost = rnd() < 0.03;
    const rows = lost ? 6 : 2 + Math.floor(rnd() * 4);
    const board: Board = [];
    const add = (w: string) => board.push({ guess: w, marks: score(w, word) });
    add(pick(['crane', 'slate', 'tarse', 'adieu', 'roate', 'stare', 'audio']));
    while (board.length < rows - (lost ? 0 : 1)) {
      // A guess a player could make there: not the answer, and in hard mode one the rules allow.
      let w = pick(pool);
      for (let tries = 0; (w === word || (hard && !isValidHardGuess(board, w).ok)) && tries < 500; tries++) w = pick(pool);
      if (w === word) break;
      add(w);
    }
    if (!lost) add(word);
    const words = board.map((r) => r.guess);
    return {
      data: { boardState: [...words, ...Array<string>(6 - words.length).fill('')], currentRowIndex: words.length, hardMode: hard, isPlayingArchive: true, status: lost ? 'FAIL' : 'WIN' },
      // Ids the practice page never gives a puzzle (its own are under 100,000): no live game reopens one.
      printDate: date, puzzleId: String(100_000 + i), schemaVersion: '0.44.0', timestamp: 1,
    };
  });
  return { states, won: states.filter((s) => s.data.status === 'WIN').length };
}

/** One job: when the host sent it, when the worker started and ended it (ms since the epoch). */
interface JobTrace {
  id: number;
  key: string;
  kind: string;
  /** A refinement slice (a solve with its own short budget) rather than a board's first solve. */
  slice: boolean;
  /** The board's words, for a solve. */
  words: string;
  sent?: number;
  started?: number;
  ended?: number;
}

// Page and worker code as text (tsx would wrap named functions in a helper they do not have). The
// worker reads a message only between jobs, so a job's arrival is taken where the host posts it
// (the offscreen document), its start and end in the worker, both on the epoch clock.
const TRACE_HOST = `(() => {
  if (self.__waSent) return true;
  const sent = self.__waSent = {};
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (m, ...rest) {
    if (m && typeof m.id === 'number' && m.job) sent[m.id] = performance.timeOrigin + performance.now();
    return post.call(this, m, ...rest);
  };
  return true;
})()`;
const TRACE_WORKER = `(() => {
  if (self.__waTrace) return true;
  const trace = self.__waTrace = new Map();
  const now = () => performance.timeOrigin + performance.now();
  const post = self.postMessage.bind(self);
  self.postMessage = (m) => {
    const t = trace.get(m && (typeof m.started === 'number' ? m.started : m.id));
    if (t && typeof m.started === 'number') t.started = now();
    else if (t && typeof m.id === 'number') t.ended = now();
    return post(m);
  };
  const on = self.onmessage;
  self.onmessage = (e) => {
    const d = e.data;
    if (d && typeof d.id === 'number' && d.job) {
      const solve = d.job.kind === 'solve';
      trace.set(d.id, { id: d.id, key: d.key, kind: d.job.kind, slice: solve && d.job.request.budgetMs !== undefined, words: solve ? d.job.request.board.map((r) => r.guess).join(' ') : '' });
    }
    return on.call(self, e);
  };
  return true;
})()`;

export interface BackfillRun {
  /** Per live row after the first of each game: the row settled in the page → the panel showed the solver's answer (ms). */
  latencies: number[];
  /** For each live board's first solve: jobs it waited for (running when it arrived, or started before it), and the wait in ms. */
  waits: { words: string; jobs: string[]; ms: number; solveMs: number }[];
  /** The backfill's jobs that ran, ms each, by kind. */
  jobMs: Record<string, number[]>;
  /** From the page reporting its saved games to every one analysed (null: not waited for). */
  totalMs: number | null;
  /** Games kept from the saved states, and how many were analysed. */
  kept: number;
  analysed: number;
}

async function tabIdOf(b: Chromium): Promise<number> {
  const sw = await b.serviceWorker();
  // The store build cannot read tabs' addresses; the tab that reported a board is the game.
  return poll('the game tab to report its board', async () => {
    const ids = await sw.evaluate(async () => Object.keys(await chrome.storage.session.get(null)).filter((k) => k.startsWith('tab:')));
    return ids.length === 1 ? Number(ids[0].slice(4)) : null;
  });
}

/** Kept games of the player: how many, how many analysed (won: skill and best; lost: no analysis). */
async function keptOf(b: Chromium): Promise<{ kept: number; done: number }> {
  const sw = await b.serviceWorker();
  return sw.evaluate(async (player) => {
    const all = (await chrome.storage.local.get(null)) as Record<string, { won: boolean; skill?: number; best?: number; noAnalysis?: string }>;
    const mine = Object.entries(all).filter(([k]) => k.startsWith('game/') && k.endsWith(`/${player}`)).map(([, g]) => g);
    return { kept: mine.length, done: mine.filter((g) => g.noAnalysis !== undefined || (g.skill !== undefined && (!g.won || g.best !== undefined))).length };
  }, PLAYER);
}

/**
 * One browser: the live games played after (with `backfill`) the page's saved states were
 * written and reported. `waitForAll`: then wait until the backfill is done and time it.
 */
async function run(dist: string, answers: readonly string[], backfill: { states: unknown[]; won: number } | null, waitForAll: boolean, log: (s: string) => void): Promise<BackfillRun> {
  const b = await launchChromium([dist]);
  try {
    // tsx (unlike vitest) names the helpers' page functions through a __name it does not send along.
    await b.context.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
    // Archive days after the shipped list, latest first: a won game teaches the extension its
    // answer, which counts as played only on later days, so every live game is solved under the
    // same model as today's (the one expectedFor() ranks with).
    const url = (i: number) => `${SITE}/2026-11-${String(30 - i).padStart(2, '0')}?answer=${answers[i]}&speed=20&welcome=0&help=0`;
    const game = await b.context.newPage();
    await game.goto(url(0));
    const tabId = await tabIdOf(b);
    const panel: Page = await b.context.newPage();
    await panel.setViewportSize({ width: 380, height: 900 });
    await panel.goto(`chrome-extension://${b.extensionId}/src/panel/index.html?tab=${tabId}`);
    await installPanelProbe(asTab(panel));
    // The first answer starts the worker; trace it from then on.
    await panel.locator('[data-testid="suggestion"]').first().waitFor({ timeout: 180_000 });
    await b.evalInOffscreen(TRACE_HOST);
    await b.evalInSolverWorker(TRACE_WORKER);
    let reported = 0;
    if (backfill) {
      await game.evaluate(([key, states]) => localStorage.setItem(key, JSON.stringify({ states })), [`games-state-wordleV2/${PLAYER}`, backfill.states] as const);
    }
    // Reloaded in both runs alike: the content script reads the saved states on load and reports them.
    await game.reload();
    reported = Date.now();
    const latencies: number[] = [];
    for (const [i, answer] of answers.entries()) {
      if (i > 0) await game.goto(url(i));
      const rows = await playGame({
        answer,
        mode: 'normal',
        settings: DEFAULT_SETTINGS,
        game: asTab(game),
        panel: asTab(panel),
        badge: () => panel.evaluate((id) => chrome.action.getBadgeText({ tabId: id }), tabId),
      });
      for (const r of rows) if (r.latencyMs !== null) latencies.push(r.latencyMs);
      log(`  ${backfill ? 'with backfill' : 'no backfill'}: ${answer} ${rows.map((r) => r.latencyMs ?? '-').join(' / ')} ms; kept so far ${JSON.stringify(await keptOf(b))}`);
    }
    let totalMs: number | null = null;
    if (backfill && waitForAll) {
      const want = backfill.states.length;
      // Each analysis is a few seconds on this machine: allow 20 s a game.
      await poll('the backfill to finish', async () => ((await keptOf(b)).done >= want ? true : null), want * 20_000);
      totalMs = Date.now() - reported;
    }
    const sent = await b.evalInOffscreen<Record<string, number>>('self.__waSent');
    const traces = (await b.evalInSolverWorker<JobTrace[]>('[...self.__waTrace.values()]')).map((t) => ({ ...t, sent: sent[t.id] }));
    const ran = traces.filter((t) => t.sent !== undefined && t.started !== undefined && t.ended !== undefined).sort((x, y) => x.started! - y.started!);
    const waits = ran
      .filter((t) => t.key.startsWith('tab:') && t.kind === 'solve' && !t.slice)
      .map((t) => ({
        words: t.words,
        // Running when it was sent, or started between then and its own start.
        jobs: ran.filter((o) => o.id !== t.id && o.started! < t.started! && o.ended! > t.sent!).map((o) => `${o.kind}${o.slice ? ' slice' : ''} ${o.key}`),
        ms: t.started! - t.sent!,
        solveMs: t.ended! - t.started!,
      }));
    const jobMs: Record<string, number[]> = {};
    for (const t of ran.filter((x) => x.key.startsWith('game/'))) (jobMs[t.kind] ??= []).push(t.ended! - t.started!);
    const k = await keptOf(b);
    return { latencies, waits, jobMs, totalMs, kept: k.kept, analysed: k.done };
  } finally {
    await b.close();
  }
}

interface BackfillBench {
  games: number;
  won: number;
  answers: string[];
  base: BackfillRun;
  during: BackfillRun;
}

export async function benchBackfill(o: { games?: number; live?: number; waitForAll?: boolean; log?: (s: string) => void } = {}): Promise<BackfillBench> {
  const games = o.games ?? (Number(process.env.GAMES) || 300);
  const live = o.live ?? (Number(process.env.LIVE) || 3);
  const log = o.log ?? console.log;
  await loadSolverData();
  const saved = savedStates(games);
  // Live answers none of the saved games has (the page keeps one state per puzzle).
  const taken = new Set(saved.states.map((s) => (s as { data: { boardState: string[] } }).data.boardState.filter(Boolean).at(-1)));
  const answers: string[] = [];
  const rnd = seeded(7);
  const list = readFileSync(resolve(ROOT, 'data/answers-nyt-2309.txt'), 'utf8').split('\n').filter((w) => /^[a-z]{5}$/.test(w));
  while (answers.length < live) {
    const w = list[Math.floor(rnd() * list.length)];
    if (!taken.has(w) && !answers.includes(w)) answers.push(w);
  }
  const dist = await buildExtension('chrome');
  const base = await run(dist, answers, null, false, log);
  const during = await run(dist, answers, saved, o.waitForAll ?? true, log);
  return { games, won: saved.won, answers, base, during };
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  // WAIT_ALL=0: the live games only, without waiting for the whole backfill.
  const r = await benchBackfill({ waitForAll: process.env.WAIT_ALL !== '0' });
  console.log(JSON.stringify(r, null, 1));
}
