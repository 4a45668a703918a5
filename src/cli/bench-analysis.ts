// `bench-analysis`: the analysis of kept games as the extension runs it on a player's history (the
// analysis scheduler's two jobs, each as the worker runs it: `analyseGame` and its notes, then the
// solver's own play on the won game's answer), newest day first, over the NYT's real answers of the
// newest shipped days, each game opened with a word players play (PLAYED_OPENERS) and played on
// with the board's candidates, as a player who plays only words that fit. It reports games
// analysed per second in each mode, where the time goes (the day's answer model, the analysis, the
// best play), and the time the newest 100 and all 1,900 games take: measured over `--games` games
// of each mode (300 by default: the newest 100 among them, and a rate that one slow game at the end
// of a lane sways less) and extrapolated at the rate measured
// unless `--games 1900`. `--workers 2` (the default) analyses two games at once, each in a process
// of its own that takes the next game as it finishes one, as the extension's two workers do while
// a panel shows Your games (background/analysis-scheduler.ts).
// `--write-readme` writes the table into docs/benchmarks.md.
import { fork } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { annotateAnalysis } from '../shared/annotate';
import { answerModel, boardState, isSolved, score, wordTable, type Board, type Mode, type ModelName } from '../core';
import { analyseGame } from '../core/analysis';
import { dateOfDay, dayNumber } from '../core/dates';
import { shippedHistory } from '../core/history';
import { PLAYED_OPENERS } from '../core/openers';
import { playGame, topSuggestion } from '../core/play-game';
import { percentile } from '../core/play';
import { seeded } from '../core/seeded';
import { countOf, listOf, parseFlags, UsageError } from './args';
import { fixed, table } from './format';
import { quote } from './input';
import { writeReadmeTable } from './readme';

const MODES: readonly Mode[] = ['normal', 'hard'];
/** The player of the issue: some five years of daily games. */
const HISTORY_GAMES = 1900;
/** What the panel must have analysed first: the newest games. */
const NEWEST = 100;
/** Games measured by default: the newest 100 and 200 more for a steadier rate. */
const MEASURED = 300;
/** The extension's default answer model, the one a brought-in game is kept with. */
const MODEL: ModelName = 'history';
/** Games analysed at once while a panel shows Your games on a machine with two cores (src/background/main.ts). */
const WORKERS = 2;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Set in the worker processes' environment: `--serve` anywhere else is refused. */
const WORKER_ENV = 'BENCH_ANALYSIS_WORKER';

interface BenchGame {
  date: string;
  answer: string;
  board: Board;
}

/**
 * The newest `count` days of the shipped answers, newest first, each played from a played opener
 * and then with a candidate of the board (a seeded draw) until won or six rows: a player's games.
 * @internal exported for the tests: they check the games are real, valid and newest first.
 */
export function historyGames(count: number, mode: Mode, seed = 48): BenchGame[] {
  const h = shippedHistory();
  const t = wordTable();
  const rnd = seeded(seed + (mode === 'hard' ? 1 : 0));
  const last = dayNumber(h.last);
  const out: BenchGame[] = [];
  for (let d = last; d > last - count; d--) {
    const date = dateOfDay(d);
    const answer = t.words[h.byDay[d - h.firstDay]];
    const model = answerModel(MODEL, { date });
    const board: Board = [];
    let word: string = PLAYED_OPENERS[Math.floor(rnd() * PLAYED_OPENERS.length)];
    while (board.length < 6) {
      board.push({ guess: word, marks: score(word, answer) });
      if (isSolved(board)) break;
      const s = boardState(board, model);
      const idx = s.ok ? s.value.set.idx : [];
      // The answer a model rules out (a word it weighs 0 on that day): the player finds it anyway.
      word = idx.length ? t.words[idx[Math.floor(rnd() * idx.length)]] : answer;
    }
    out.push({ date, answer, board });
  }
  return out;
}

/** One game's times, ms: the day's answer model built, the analysis job, the best-play job. */
interface GameTimes {
  modelMs: number;
  analyseMs: number;
  playMs: number;
  won: boolean;
  failed: boolean;
}

interface AnalysisTimes {
  /** Per game, in the order of the games, with when it was done (ms from the start). */
  games: (GameTimes & { doneMs: number })[];
  totalMs: number;
}

/** Runs the scheduler's two jobs on one game, as the worker does. */
function analyseOne(g: BenchGame, mode: Mode): GameTimes {
  const t0 = performance.now();
  answerModel(MODEL, { date: g.date });
  const t1 = performance.now();
  const a = analyseGame(g.board, { mode, model: MODEL, date: g.date });
  if (a.ok) annotateAnalysis(a.value, g.board, MODEL, { date: g.date });
  const t2 = performance.now();
  // The scheduler plays the answer only where the game shows it (a won game) and the analysis worked.
  const won = isSolved(g.board) && a.ok;
  if (won) playGame(g.answer, topSuggestion({ mode, model: MODEL, date: g.date }));
  const t3 = performance.now();
  return { modelMs: t1 - t0, analyseMs: t2 - t1, playMs: t3 - t2, won, failed: !a.ok };
}

/**
 * The games analysed `workers` at a time, newest first, each worker a process of its own that asks
 * for the next game as it finishes one: the analysis scheduler's lanes, one per solver worker.
 */
async function analyseSideBySide(count: number, mode: Mode, workers: number): Promise<AnalysisTimes> {
  const games: AnalysisTimes['games'] = [];
  const children = Array.from({ length: workers }, () =>
    fork(join(ROOT, 'src/cli/main.ts'), ['bench-analysis', '--games', String(count), '--modes', mode, '--serve'], { cwd: ROOT, execArgv: ['--import', 'tsx'], env: { ...process.env, [WORKER_ENV]: '1' } }),
  );
  // Each says it is ready (the games drawn, the books loaded) before the clock starts.
  await Promise.all(children.map((c) => new Promise((ok, fail) => c.once('message', ok).once('exit', () => fail(new Error('bench-analysis: a worker process ended before it was ready'))))));
  let next = 0;
  const started = performance.now();
  await Promise.all(
    children.map(async (c) => {
      for (let k = next++; k < count; k = next++) {
        c.send(k);
        const t = (await new Promise((ok) => c.once('message', ok))) as GameTimes;
        games[k] = { ...t, doneMs: performance.now() - started };
      }
      c.disconnect();
    }),
  );
  return { games, totalMs: performance.now() - started };
}

/** `--serve`: a worker process of analyseSideBySide, analysing the games its parent names, one at a time. */
function serveGames(count: number, mode: Mode): Promise<void> {
  const games = historyGames(count, mode);
  return new Promise((done) => {
    process.on('message', (k) => process.send!(analyseOne(games[k as number], mode)));
    process.once('disconnect', done);
    process.send!('ready');
  });
}

/** The games analysed one at a time, newest first, as with no second worker. */
function analyseInTurn(count: number, mode: Mode): AnalysisTimes {
  const started = performance.now();
  const games = historyGames(count, mode).map((g) => ({ ...analyseOne(g, mode), doneMs: performance.now() - started }));
  return { games, totalMs: performance.now() - started };
}

const sum = (xs: readonly number[]) => xs.reduce((a, x) => a + x, 0);
const p = (xs: readonly number[], q: number) => percentile([...xs].sort((a, b) => a - b), q);
const minutes = (ms: number) => (ms >= 60_000 ? `${(ms / 60_000).toFixed(1)} min` : `${(ms / 1000).toFixed(0)} s`);

export async function benchAnalysisCommand(argv: readonly string[], write: (s: string) => void): Promise<void> {
  const f = parseFlags('bench-analysis', argv, { games: 'string', modes: 'string', workers: 'string', serve: 'boolean', 'write-readme': 'boolean' });
  if (f.positionals.length) throw new UsageError(`bench-analysis takes no words, got "${quote(f.positionals[0])}".`);
  const count = countOf(f, 'games', MEASURED, HISTORY_GAMES);
  const modes = listOf<Mode>('mode', f.flags.get('modes'), MODES);
  const workers = countOf(f, 'workers', WORKERS, 4);
  if (f.flags.has('serve')) {
    if (!process.send || process.env[WORKER_ENV] !== '1') throw new UsageError('--serve is for the worker processes bench-analysis starts itself.');
    return serveGames(count, modes[0]);
  }
  const rows: string[][] = [];
  for (const mode of modes) {
    const r = workers > 1 ? await analyseSideBySide(count, mode, workers) : analyseInTurn(count, mode);
    const [modelMs, analyseMs, playMs] = (['modelMs', 'analyseMs', 'playMs'] as const).map((k) => r.games.map((g) => g[k]));
    const won = r.games.filter((g) => g.won).length;
    const failed = r.games.filter((g) => g.failed).length;
    const perGame = r.totalMs / count;
    // The newest 100 are done when the last of them is (in either lane).
    const newest = count >= NEWEST ? Math.max(...r.games.slice(0, NEWEST).map((g) => g.doneMs)) : perGame * NEWEST;
    const all = count >= HISTORY_GAMES ? r.totalMs : perGame * HISTORY_GAMES;
    // Shares of the work done, whichever lane did it.
    const work = sum([modelMs, analyseMs, playMs].map(sum));
    const share = (xs: readonly number[]) => `${fixed((100 * sum(xs)) / work, 0)}%`;
    rows.push([
      mode,
      String(workers),
      `${count} (${won} won${failed ? `, ${failed} failed` : ''})`,
      fixed(1000 / perGame, 2),
      `${fixed(p(analyseMs, 50), 0)} / ${fixed(p(analyseMs, 95), 0)} / ${fixed(Math.max(...analyseMs), 0)}`,
      `${fixed(p(playMs, 50), 0)} / ${fixed(Math.max(...playMs), 0)}`,
      `${share(modelMs)} / ${share(analyseMs)} / ${share(playMs)}`,
      `${minutes(newest)}${count >= NEWEST ? '' : ' (at the rate)'}`,
      `${minutes(all)}${count >= HISTORY_GAMES ? '' : ' (at the rate)'}`,
    ]);
    process.stderr.write(`${rows[rows.length - 1].join(' | ')}\n`);
  }
  const header = ['mode', 'games at once', 'games analysed', 'games / s', 'analysis job, p50 / p95 / max ms', 'best-play job, p50 / max ms', 'time in: model / analysis / best play', `newest ${NEWEST}`, `all ${HISTORY_GAMES.toLocaleString('en-US')}`];
  const note =
    `The newest ${count} shipped days (to ${shippedHistory().last}), newest first, each opened with a played opener and played on with candidates (seeded), the \`${MODEL}\` model of each game's day, ` +
    `${workers > 1 ? `${workers} games at a time (each in a process of its own, taking the next game as it finishes one), as the analysis scheduler runs them while a panel shows Your games` : 'one game at a time, as the analysis scheduler runs them with no panel on Your games'}${count < HISTORY_GAMES ? `; all ${HISTORY_GAMES.toLocaleString('en-US')}: the games measured, at their rate` : ''}. ` +
    `Measured ${new Date().toISOString().slice(0, 10)} with Node ${process.version} on ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), load average ${loadavg()[0].toFixed(1)} when it ended.`;
  write(`${table(header, rows)}\n\n${note}\n`);
  if (f.flags.has('write-readme')) {
    writeReadmeTable(header, rows, note, 'analysis-table');
    process.stderr.write('docs/benchmarks.md analysis-table updated.\n');
  }
}
