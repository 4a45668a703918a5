// The browser benchmarks, the second part of `npm run bench` (scripts/bench.mjs; the first is the
// solver's suite in Node): "Your games" with 2,000 kept games, a player's NYT history brought in
// from the practice server and analysed (bench-nyt-history.ts), the content script's cost on a
// churning page, the backfill of a year of saved games beside live play, and what the extension's
// scripts cost a Wordle page as it loads, the panel beside it or inside it, and what the player
// waits for at each row, from the row's colours to the panel's answer (at full speed and with
// the CPU slowed 4×), the wait from the panel's opening to its first suggestions in fresh browsers
// (bench-first-click.ts), and the memory and CPU the extension adds to a visit (bench-footprint.ts). Each prints its
// figures; `--write-readme` writes its table into docs/benchmarks.md as the Node suite does
// (src/cli/readme.ts). Without a Chromium it says so and skips (CHROMIUM_PATH names another).
//   node --import tsx test/e2e/bench-browser.ts [--write-readme] [--only your-games,nyt-history,churn,backfill,page-load,row-settle,first-click,footprint]
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { writeReadmeTable } from '../../src/cli/readme';
import { measureChurn, type ChurnOptions } from '../content/perf-churn-chromium';
import { benchBackfill, type BackfillRun } from './bench-backfill';
import { benchFirstClick, type FirstClick } from './bench-first-click';
import { benchFootprint, canMeasureFootprint, type FootprintRun } from './bench-footprint';
import { benchPageLoad } from './bench-page-load';
import { POPULAR_OPENERS } from '../../src/core/openers';
import { benchRowSettle, READ_MS, USUAL_OPENER, type RowTime } from './bench-row-settle';
import { benchYourGames } from './bench-your-games';
import { benchNytHistory } from './bench-nyt-history';
import { PAUSE_MS, STATES_BATCH } from '../../src/shared/nyt-history';
import { CHROMIUM } from './chromium';

const PARTS = ['your-games', 'nyt-history', 'churn', 'backfill', 'page-load', 'row-settle', 'first-click', 'footprint'] as const;
type Part = (typeof PARTS)[number];

const args = process.argv.slice(2);
const write = args.includes('--write-readme');
const onlyAt = args.indexOf('--only');
const parts: Part[] = onlyAt >= 0 ? (args[onlyAt + 1] ?? '').split(',').filter((p): p is Part => (PARTS as readonly string[]).includes(p)) : [...PARTS];
if (onlyAt >= 0 && parts.length === 0) throw new Error(`--only takes a list of ${PARTS.join(', ')}`);

const day = () => new Date().toISOString().slice(0, 10);
/** Where and how busy: browser timings on a shared machine are upper bounds when the load is high. */
const machine = () => `${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} when it ended`;
const ms = (x: number) => `${Math.round(x)}`;
const pct = (xs: readonly number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))] : Number.NaN;
};
const median = (xs: readonly number[]) => pct(xs, 0.5);
const max = (xs: readonly number[]) => (xs.length ? Math.max(...xs) : Number.NaN);

function table(marker: string, header: string[], rows: string[][], note: string): void {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  console.log([line(header), ...rows.map(line)].join('\n'));
  console.log(note);
  if (write) {
    try {
      writeReadmeTable(header, rows, note, marker);
      console.error(`docs/benchmarks.md ${marker} updated.`);
    } catch (e) {
      // A table the page has no place for yet (the footprint's): said, and the other tables still written.
      console.error(String(e instanceof Error ? e.message : e));
    }
  }
}

async function yourGames(): Promise<void> {
  const r = await benchYourGames();
  const three = (xs: readonly number[]) => `${ms(median(xs))} / ${ms(pct(xs, 0.95))} / ${ms(max(xs))} ms`;
  table(
    'your-games-table',
    ['games', 'click to figures, charts and list painted, p50 / p95 / max', '"show more" (30 games) to painted, p50 / p95 / max', 'longest frame paging and scrolling, p50 / p95 / max', 'long tasks (> 50 ms) meanwhile', 'bytes per game: storage.local `getBytesInUse` · key + JSON analysed / waiting'],
    [[
      r.games.toLocaleString('en-US'),
      three(r.opens),
      three(r.pages),
      three(r.longestFrame),
      r.longTasks.length ? `${r.longTasks.length} (longest ${ms(max(r.longTasks))} ms)` : '0',
      `${ms(r.bytesPerGame)} · ${ms(r.jsonAnalysed)} / ${ms(r.jsonWaiting)}`,
    ]],
    `${r.runs} opens, each in a freshly loaded panel (380 × 900 px), store build in Chromium; in each, ten pages of the list, then a scroll through its ${r.listed} games 200 px a frame. ` +
      `storage.local's quota (QUOTA_BYTES, no unlimitedStorage): ${r.quotaBytes.toLocaleString('en-US')} bytes, ${Math.floor(r.quotaBytes / r.bytesPerGame).toLocaleString('en-US')} analysed games; five years of daily games (1,826) ${((1826 * r.bytesPerGame) / 1e6).toFixed(2)} MB. Measured ${day()} (${machine()}).`,
  );
}

async function nytHistory(): Promise<void> {
  const r = await benchNytHistory({ log: (s) => console.error(s) });
  const s = (x: number) => (x >= 60_000 ? `${(x / 60_000).toFixed(1)} min` : `${(x / 1000).toFixed(0)} s`);
  table(
    'nyt-history-table',
    ['games brought in', 'requests: archive / states', 'consent to every game kept', 'of which the pacing', 'newest 100 analysed: after the consent · after the last game kept (≤ 30 s)', 'then games analysed / s', 'every game analysed (≤ 10 min)'],
    [[
      r.games.toLocaleString('en-US'),
      `${r.archiveRequests} / ${r.stateRequests}`,
      s(r.importMs),
      `≥ ${s(r.pacingMs)}`,
      `${s(r.newestMs)} · ${s(r.newestMs - r.importMs)}`,
      `${r.perSecond.toFixed(2)} (over ${s(r.rateMs)})`,
      `${s(r.allMs)}${r.allMeasured ? '' : ' (at that rate)'}`,
    ]],
    `The practice server's made-up player since 2021-09-01 (test/practice/nyt-account.ts), brought in through the panel's button (the archive's ids 31 days a request, the states ${STATES_BATCH} ids a request, each request ${PAUSE_MS} ms after the last), ` +
      `the panel (320 px) then left on Your games, the only time these games are analysed; times from the consent's click. Store build in Chromium. Measured ${day()} (${machine()}).`,
  );
}

async function churn(): Promise<void> {
  const runs: [string, string, ChurnOptions][] = [
    ['a board of 10,000 rows, a class on its first tile', 'extension as built', { boardRows: 10_000, extension: true }],
    ['a board of 100,000 rows, a class on its first tile', 'extension as built', { boardRows: 100_000, extension: true }],
    ['10,000 rows inside the game root', 'watcher', { inside: true }],
    ['10,000 rows inside the game root', 'extension as built', { inside: true, extension: true }],
    ['10,000 rows inside the game root, row-like', 'watcher', { inside: true, rowLike: true }],
    ['10,000 rows inside the game root, row-like', 'extension as built', { inside: true, rowLike: true, extension: true }],
    ['10,000 rows outside the game', 'watcher', {}],
  ];
  const rows: string[][] = [];
  for (const [where, what, o] of runs) {
    const r = await measureChurn(o);
    rows.push([where, what, r.none.toFixed(4), r.watched.toFixed(4), r.watched <= 0.02 ? 'yes' : 'NO']);
    console.error(`churn: ${rows[rows.length - 1].join(' | ')}`);
  }
  table(
    'churn-table',
    ['page', 'measured', 'page alone, s/s', 'with it, s/s', 'under 0.02 s/s'],
    rows,
    `Script time per second of the page (CDP ScriptDuration over 5 s, from the first quiet second after the page was built). Measured ${day()} (${machine()}).`,
  );
}

function backfillRow(name: string, r: BackfillRun, games: string): string[] {
  const waited = r.waits.map((w) => w.jobs.length);
  const job = (kind: string) => (r.jobMs[kind]?.length ? `${ms(median(r.jobMs[kind]))} / ${ms(max(r.jobMs[kind]))}` : '-');
  return [
    name,
    games,
    String(r.latencies.length),
    `${ms(median(r.latencies))} / ${ms(pct(r.latencies, 0.95))} / ${ms(max(r.latencies))}`,
    waited.length ? `${waited.filter((n) => n === 0).length} / ${waited.filter((n) => n === 1).length} / ${waited.filter((n) => n > 1).length}` : '-',
    r.waits.length ? `${ms(median(r.waits.map((w) => w.ms)))} / ${ms(max(r.waits.map((w) => w.ms)))}` : '-',
    job('analyse'),
    job('play'),
    r.totalMs === null ? '-' : `${(r.totalMs / 60_000).toFixed(1)} min (${r.analysed}/${r.kept})`,
  ];
}

async function backfill(): Promise<void> {
  const r = await benchBackfill({ log: (s) => console.error(s) });
  table(
    'backfill-table',
    ['run', 'saved games', 'live rows', 'row settled to answer shown, median / p95 / max ms', 'live solves that waited 0 / 1 / more jobs', 'their wait, median / max ms', 'analyse job, median / max ms', 'play job, median / max ms', 'backfill, whole'],
    [backfillRow('no backfill', r.base, '0'), backfillRow('during the backfill', r.during, `${r.games} (${r.won} won)`)],
    `Live games ${r.answers.map((a) => a.toUpperCase()).join(', ')} (archive days from 2026-11-30 back, normal mode, the panel's top suggestion each row), each run in a fresh browser. Measured ${day()} (${machine()}).`,
  );
}

async function pageLoad(): Promise<void> {
  const runs = await benchPageLoad();
  const kb = (chars: number) => `${(chars / 1000).toFixed(1)} K`;
  table(
    'page-load-table',
    ['the panel', "the extension's scripts the page parses", 'characters', 'navigation to first reading, median / fastest / slowest'],
    runs.map((r) => {
      const total = Object.values(r.scripts).reduce((a, n) => a + n, 0);
      return [
        r.place === 'side' ? 'beside the page' : 'inside the page',
        Object.entries(r.scripts).map(([f, n]) => `${f} (${kb(n)})`).join(', '),
        kb(total),
        `${ms(median(r.firstReading))} / ${ms(Math.min(...r.firstReading))} / ${ms(max(r.firstReading))} ms`,
      ];
    }),
    `${runs[0]?.runs ?? 0} page loads each, store build in Chromium (CDP Debugger.scriptParsed; the first reading is the tab's record in storage.session). Measured ${day()} (${machine()}).`,
  );
}

/** "3 of 52 (5.8%)": rows whose top word changed while the player read. */
function changedShare(rows: readonly RowTime[]): string {
  const n = rows.filter((x) => x.laterTop !== x.firstTop).length;
  return rows.length ? `${n} of ${rows.length} (${((100 * n) / rows.length).toFixed(1)}%)` : '-';
}

async function rowSettle(): Promise<void> {
  // THROTTLED=0: full speed only; THROTTLED=1: the 4× slower run only.
  const r = await benchRowSettle({ log: (s) => console.error(s), ...(process.env.THROTTLED ? { throttled: [process.env.THROTTLED === '1'] } : {}) });
  const three = (xs: readonly number[]) => (xs.length ? `${ms(median(xs))} / ${ms(pct(xs, 0.95))} / ${ms(max(xs))}` : '-');
  const two = (xs: readonly number[]) => (xs.length ? `${ms(median(xs))} / ${ms(max(xs))}` : '-');
  const rows: string[][] = [];
  for (const run of r.runs) {
    for (const mode of ['normal', 'hard'] as const) {
      const mine = run.rows.filter((x) => x.mode === mode);
      const ms_ = (f: (x: RowTime) => boolean) => mine.filter(f).map((x) => x.ms);
      rows.push([
        mode,
        run.throttled ? '4× slower' : 'full speed',
        String(mine.length),
        `${two(ms_((x) => x.row === 1 && x.opener === USUAL_OPENER))} · ${two(ms_((x) => x.row === 1 && x.opener !== USUAL_OPENER))}`,
        three(ms_((x) => x.row > 1)),
        three(ms_(() => true)),
        changedShare(mine.filter((x) => x.row <= 3)),
      ]);
    }
  }
  const full = r.runs.find((x) => !x.throttled);
  const slow = r.runs.find((x) => x.throttled);
  const ready = (x: typeof full) => (x ? `${ms(x.readyMs.normal ?? NaN)} / ${ms(x.readyMs.hard ?? NaN)} ms` : '-');
  const slowed = slow?.slowdowns.map((s) => `${s.kind} ${(s.on / s.off).toFixed(1)}× (${ms(s.off)} → ${ms(s.on)} ms)`).join(', ');
  const missing = slow ? ['game page', 'panel page', 'offscreen document', 'solver worker', 'service worker'].filter((k) => !slow.slowdowns.some((s) => s.kind === k)) : [];
  const words = (xs: readonly string[]) => xs.map((w) => w.toUpperCase()).join(', ');
  table(
    'row-settle-table',
    ['mode', 'CPU', 'rows', `the opener's row (move 2), p50 / max ms: ${USUAL_OPENER.toUpperCase()} (usual) · others`, 'later rows (moves 3-6), p50 / p95 / max ms', 'every row (moves 2-6), p50 / p95 / max ms', `top word changed within ${READ_MS / 1000} s (moves 2-4)`],
    rows,
    `From a row's fifth tile taking its colour to the panel showing that board's suggestions, practice page at the NYT's speed, side panel open. ` +
      `Answers ${words(r.answers)} (${r.answers.length / POPULAR_OPENERS.length} per opener: ${words([...POPULAR_OPENERS])}; then the panel's top suggestion ${READ_MS / 1000} s after it first showed), normal then hard mode; the player's ${r.keptAnswers.length} kept games all open with CRANE. ` +
      `"Top word changed": boards of moves 2-4 whose top word ${READ_MS / 1000} s after the panel first showed them differs from the first one. ` +
      `The usual opener ready (openerReady) ${ready(full)} after the page loaded, normal / hard (4× slower: ${ready(slow)}). ` +
      `4× slower: every process of the browser (the game page's, the extension's with the panel, offscreen document and solver worker, the service worker's) runs as on a core 4 times slower, by a cgroup CPU quota of its own (1 ms in every 4; cpu-throttle.ts; Chromium's own throttling refuses workers)` +
      `${missing.length ? `; not measured: ${missing.join(', ')}` : ''}. A busy loop measured in each, quota off → on: ${slowed ?? '-'}. ` +
      `${[...(full?.failures ?? []), ...(slow?.failures ?? []).map((f) => `4× slower ${f}`)].map((f) => `Stopped: ${f}. `).join('')}` +
      `Runs of ${(full ? full.runMs / 1000 : 0).toFixed(0)} s and ${(slow ? slow.runMs / 1000 : 0).toFixed(0)} s. Measured ${day()} (${machine()}).`,
  );
}

async function firstClick(): Promise<void> {
  const runs = await benchFirstClick({ log: (s) => console.error(s) });
  const cases: [FirstClick['browser'], FirstClick['order'], FirstClick['opening'], string, number][] = [
    ['Chromium', 'game first', 'first opening', 'the first opening since the browser started, empty board', 600],
    ['Chromium', 'game first', 'again, empty board', 'opened again, empty board', 300],
    ['Chromium', 'game first', 'after one row', 'opened after one row from a popular opener', 300],
    ['Chromium', 'panel first', 'first opening', "the panel open, the game's navigation to its list", 600],
    ['Firefox', 'game first', 'first opening', 'the first opening since the browser started, empty board', 600],
    ['Firefox', 'game first', 'again, empty board', 'opened again, empty board', 300],
    ['Firefox', 'game first', 'after one row', 'opened after one row from a popular opener', 300],
  ];
  const n = runs.filter((r) => r.order === 'panel first').length;
  table(
    'first-click-table',
    ['browser', 'order', 'opening', 'runs', 'p50 / p95 / max ms', 'target (p95)'],
    cases.map(([browser, order, opening, what, target]) => {
      const xs = runs.filter((r) => r.browser === browser && r.order === order && r.opening === opening).map((r) => r.ms);
      return [browser, order, what, String(xs.length), `${ms(median(xs))} / ${ms(pct(xs, 0.95))} / ${ms(max(xs))}`, `≤ ${target} ms${pct(xs, 0.95) <= target ? '' : ' (missed)'}`];
    }),
    `From the panel's opening (the navigation start of its page, which follows the tab: performance.timeOrigin) to its first suggestions of the board; panel first: from the game's navigation. ` +
      `${n} fresh browsers for each order and browser: the store build in Chromium (a script added before the page's sees the list), Firefox's test build (the panel opened through its test hook, the moment its own performance mark), game first only (the hook needs the game's page); ` +
      `the rows after the ten popular openers in turn (${[...POPULAR_OPENERS].map((w) => w.toUpperCase()).join(', ')}). Measured ${day()} (${machine()}).`,
  );
}

async function footprint(): Promise<void> {
  if (!canMeasureFootprint()) return console.log('Footprint skipped: it needs a writable cgroup v1 cpuacct controller (root) to count the CPU of every process of the browser.');
  const { runs } = await benchFootprint({ log: (s) => console.error(s) });
  const of = (setup: FootprintRun['setup'], f: (r: FootprintRun) => number) => median(runs.filter((r) => r.setup === setup).map(f));
  // Each browser against the one without the extension of the same round (the runs go round by
  // round): the file pages' share of PSS swings with the other browsers on the machine, and two
  // browsers started one after the other are likelier to see the same swing than the medians.
  const without = runs.filter((r) => r.setup === 'without the extension');
  const added = (setup: FootprintRun['setup'], f: (r: FootprintRun) => number) => median(runs.filter((r) => r.setup === setup).map((r, i) => f(r) - f(without[i])));
  const s = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(2)} s`;
  const mb = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(0)} MB`;
  const firsts = runs.flatMap((r) => (r.firstMs === null ? [] : [r.firstMs]));
  // Where a visit with no panel spends what it adds: by kind of process (bench-footprint.ts, kindOf).
  const kinds = [...new Set(runs.flatMap((r) => Object.keys(r.visitByKind)))].filter((k) => k !== 'ended').sort();
  const byKind = kinds
    .map((k) => ({ k, mb: added('no panel', (r) => r.visitByKind[k] ?? 0), cpu: added('no panel', (r) => r.visitCpuByKind[k] ?? 0) }))
    .filter((x) => Math.abs(x.mb) >= 0.5 || Math.abs(x.cpu) >= 0.01)
    .map((x) => `${x.k} ${mb(x.mb)}, ${s(x.cpu)}`)
    .join('; ');
  table(
    'footprint-table',
    ['the extension', 'visit: CPU added (≤ 0.3 s)', 'visit: memory added, PSS · its anonymous part (≤ 25 MB; panel ≤ 80 MB)', 'tab closed: CPU added over 10 s (0 s)', 'first suggestions after a cold start (≤ 600 ms)'],
    (['no panel', 'panel open'] as const).map((setup) => [
      setup,
      s(added(setup, (r) => r.visitCpu)),
      `${mb(added(setup, (r) => r.visitMb))} · ${mb(added(setup, (r) => r.visitAnonMb))}`,
      s(added(setup, (r) => r.closedCpu)),
      setup === 'panel open' ? `${ms(median(firsts))} ms (max ${ms(max(firsts))})` : '-',
    ]),
    `Against the same browser without the extension (visit ${of('without the extension', (r) => r.visitCpu).toFixed(2)} s CPU, ${of('without the extension', (r) => r.visitMb).toFixed(0)} MB). ` +
      `The practice game loads, one row is played, then 20 s pass; the tab closes, and 10 s from 1 s later. CPU: every process of the browser (a cgroup's cpuacct, ended processes too); memory: PSS of every process at the end of the visit, and its anonymous and shared-memory part (Pss_Anon + Pss_Shmem: the file pages' share swings with the other browsers running on the machine). ` +
      `The player has kept games opening with CRANE. Panel: the panel page following the tab from before the visit; first suggestions: navigation to its list. ` +
      `No panel, added by kind of process (PSS; CPU of the processes alive at the end): ${byKind || '-'}. Medians of ${runs.length / 3} fresh browsers each, each against the browser without the extension of its round, store build in Chromium. Measured ${day()} (${machine()}).`,
  );
}

if (!existsSync(CHROMIUM)) {
  console.log(`Browser benchmarks skipped: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH to a Chromium or Chrome binary).`);
} else {
  const run: Record<Part, () => Promise<void>> = { 'your-games': yourGames, 'nyt-history': nytHistory, churn, backfill, 'page-load': pageLoad, 'row-settle': rowSettle, 'first-click': firstClick, footprint };
  for (const p of parts) {
    console.log(`\n## Browser benchmark: ${p}`);
    await run[p]();
  }
}
