// `bench-popular` (part of `npm run bench`): the panel's play from the openers players use most
// (POPULAR_OPENERS) beside the history book's (TARSE), so that a change that helps TARSE and hurts
// CRANE shows. Two parts, each its own table in docs/benchmarks.md:
// - walk: the real answers of the repeat era walk-forward (bench-history.ts, `--days` spread
//   evenly, the same days for every opener), books on, under the work clock (work-clock.ts) at
//   each budget factor: figures that repeat exactly on any machine under any load;
// - real: the same days at the default budget on the real clock (the work clock counts nodes, so
//   it hides what else a move's time goes to: pattern columns built, the day's model, a cold
//   process, a busy machine): the average, games lost and each move's time against its budget;
// - time: today's model as the panel has it (the history of the date, books on), a fixed draw of
//   answers not played yet, every solver move after the opener timed with the real clock at the
//   default budget, each game from a cold searcher (a player's one game of the day).
import { cpus, loadavg } from 'node:os';
import { cpuUsage } from 'node:process';
import type { Mode } from '../core';
import { dayNumber, localDate } from '../core/dates';
import { shippedHistory } from '../core/history';
import { POPULAR_OPENERS } from '../core/openers';
import { percentile } from '../core/play';
import { BOOK_OPENERS, BUDGET_OVERRUN, DEFAULT_BUDGET_MS, forgetSearchers } from '../core/strategies/optimal';
import { wordTable } from '../core/words';
import { countOf, dateOf, listOf, parseFlags, UsageError, wordOf } from './args';
import { budgetFactors, daysOf, periods, runHistoryBench } from './bench-history';
import { fixed, table } from './format';
import { quote } from './input';
import { markdownTable, writeReadmeSection } from './readme';
import { WORK_RATE, withWorkClock } from './work-clock';

const MODES: readonly Mode[] = ['normal', 'hard'];
const PARTS = ['walk', 'real', 'time'] as const;
type Part = (typeof PARTS)[number];

/** The budget factors the suite runs: today's default, and the cuts the speed work weighs. */
const SUITE_FACTORS: readonly number[] = [0.25, 0.5, 1];

/** A time per move above which the player notices the wait (issue 35's target is p95 under it). */
const SLOW_MS = 100;

interface PopularOptions {
  openers: readonly string[];
  modes: readonly Mode[];
  parts: readonly Part[];
  days: number;
  /** The walk's days moved this many days later (another sample of the era; 0: the first day is the era's). */
  shift: number;
  factors: readonly number[];
  answers: number;
  date: string;
  json: boolean;
  writeReadme: boolean;
}

/**
 * The command line of `bench-popular`.
 * @internal exported for the tests: its unit test checks the defaults and what it refuses.
 */
export function popularOptions(argv: readonly string[], today: string = localDate()): PopularOptions {
  const p = parseFlags('bench-popular', argv, {
    openers: 'string',
    modes: 'string',
    parts: 'string',
    days: 'string',
    shift: 'string',
    'work-budgets': 'string',
    answers: 'string',
    date: 'string',
    json: 'boolean',
    'write-readme': 'boolean',
  });
  if (p.positionals.length) throw new UsageError(`bench-popular takes no words, got "${quote(p.positionals[0])}".`);
  const openers = p.flags.has('openers') ? String(p.flags.get('openers')).split(',').map((w) => wordOf(w, '--openers')) : [...POPULAR_OPENERS];
  const work = p.flags.get('work-budgets');
  return {
    openers,
    modes: listOf<Mode>('mode', p.flags.get('modes'), MODES),
    parts: listOf<Part>('part', p.flags.get('parts'), PARTS),
    days: countOf(p, 'days', 40, 400),
    shift: countOf(p, 'shift', 0, 30),
    factors: work === undefined ? SUITE_FACTORS : budgetFactors(work),
    answers: countOf(p, 'answers', 30, 2309),
    date: dateOf(p) ?? today,
    json: p.flags.has('json'),
    writeReadme: p.flags.has('write-readme'),
  };
}

/**
 * `count` answers of the original list not played before `date` (the likeliest kind of answer
 * under the history model), spread evenly over them in alphabetical order: a fixed draw for a date.
 */
export function unplayedAnswers(date: string, count: number): string[] {
  const h = shippedHistory();
  const played = new Set(h.byDay.subarray(0, Math.max(0, dayNumber(date) - h.firstDay)));
  const t = wordTable();
  const left = Array.from(t.classicAnswers).filter((i) => !played.has(i)).map((i) => t.words[i]).sort();
  if (count >= left.length) return left;
  if (count === 1) return [left[0]];
  return Array.from({ length: count }, (_, i) => left[Math.round((i * (left.length - 1)) / (count - 1))]);
}

/**
 * One opener's walk-forward in one mode at one budget factor.
 * @internal exported for the tests: walkTable's test builds these.
 */
export interface WalkCell {
  opener: string;
  mode: Mode;
  factor: number;
  days: number;
  average: number;
  fails: number;
  lost: string[];
}

/** The book's row of a table: its opener and that it is the book's. */
const bookLabel = (mode: Mode) => `${BOOK_OPENERS.history[mode].toUpperCase()} (book)`;

/**
 * The walk table of one mode: the book's row, a row per popular opener, then the ten's mean (and
 * their lost games summed) and the worst of them, a column per budget factor ("3.150 / 0":
 * average / lost).
 * @internal exported for the tests: its unit test checks the rows and the mean.
 */
export function walkTable(cells: readonly WalkCell[], mode: Mode, factors: readonly number[]): { header: string[]; rows: string[][] } {
  const header = ['opener', ...factors.map((f) => `${f}× (${fixed(DEFAULT_BUDGET_MS[mode] * f, 0)} ms): average / lost`)];
  const at = (opener: string, f: number) => cells.find((c) => c.mode === mode && c.opener === opener && c.factor === f);
  const cell = (c: WalkCell | undefined) => (c ? `${fixed(c.average, 3)} / ${c.fails}` : '-');
  const book = BOOK_OPENERS.history[mode];
  const openers = [...new Set(cells.filter((c) => c.mode === mode && c.opener !== book).map((c) => c.opener))];
  const rows = [[bookLabel(mode), ...factors.map((f) => cell(at(book, f)))], ...openers.map((o) => [o.toUpperCase(), ...factors.map((f) => cell(at(o, f)))])];
  const popular = (f: number) => POPULAR_OPENERS.map((o) => at(o, f)).filter((c): c is WalkCell => c !== undefined);
  if (factors.some((f) => popular(f).length)) {
    const mean = (f: number) => {
      const xs = popular(f);
      return xs.length ? `${fixed(xs.reduce((a, c) => a + c.average, 0) / xs.length, 3)} / ${xs.reduce((a, c) => a + c.fails, 0)}` : '-';
    };
    const worst = (f: number) => {
      const xs = popular(f);
      if (!xs.length) return '-';
      const w = xs.reduce((a, c) => (c.average > a.average ? c : a));
      return `${fixed(w.average, 3)} (${w.opener.toUpperCase()})`;
    };
    const n = Math.max(...factors.map((f) => popular(f).length));
    rows.push([`mean of the ${n} popular`, ...factors.map(mean)], [`worst of the ${n} popular`, ...factors.map(worst)]);
  }
  return { header, rows };
}

/**
 * One opener's timed moves in one mode.
 * @internal exported for the tests: timeTable's test builds these.
 */
export interface TimeRun {
  opener: string;
  mode: Mode;
  games: number;
  /** Every solver move after the opener, ms. */
  ms: number[];
}

/**
 * p50 / p95 / max of a run's moves and the share above SLOW_MS.
 * @internal exported for the tests: its unit test checks the figures on known times.
 */
export function timeFigures(ms: readonly number[]): { moves: number; p50: number; p95: number; max: number; slow: number } {
  const s = [...ms].sort((a, b) => a - b);
  return { moves: s.length, p50: percentile(s, 50), p95: percentile(s, 95), max: s.length ? s[s.length - 1] : 0, slow: s.length ? s.filter((x) => x > SLOW_MS).length / s.length : 0 };
}

/**
 * The time table: per mode the book's row, a row per opener, and the popular openers' moves
 * pooled.
 * @internal exported for the tests: its unit test checks the pooled row.
 */
export function timeTable(runs: readonly TimeRun[], modes: readonly Mode[]): { header: string[]; rows: string[][] } {
  const header = ['mode', 'opener', 'games', 'moves', 'p50 ms', 'p95 ms', 'max ms', `over ${SLOW_MS} ms`, `over ${BUDGET_OVERRUN} × budget`];
  const row = (mode: Mode, label: string, games: number, ms: readonly number[]) => {
    const f = timeFigures(ms);
    const over = ms.filter((x) => x > BUDGET_OVERRUN * DEFAULT_BUDGET_MS[mode]).length;
    return [mode, label, String(games), String(f.moves), fixed(f.p50, 0), fixed(f.p95, 0), fixed(f.max, 0), `${fixed(100 * f.slow, 0)}%`, String(over)];
  };
  const rows: string[][] = [];
  for (const mode of modes) {
    const book = BOOK_OPENERS.history[mode];
    const own = runs.filter((r) => r.mode === mode);
    for (const r of [...own.filter((x) => x.opener === book), ...own.filter((x) => x.opener !== book)]) {
      rows.push(row(mode, r.opener === book ? bookLabel(mode) : r.opener.toUpperCase(), r.games, r.ms));
    }
    const popular = own.filter((r) => (POPULAR_OPENERS as readonly string[]).includes(r.opener));
    if (popular.length) rows.push(row(mode, `the ${popular.length} popular together`, popular.reduce((a, r) => a + r.games, 0), popular.flatMap((r) => r.ms)));
  }
  return { header, rows };
}

/** The openers of a run: the book's first, then the ones asked for (the book's only once). */
function openersOf(o: PopularOptions, mode: Mode): string[] {
  const book = BOOK_OPENERS.history[mode];
  return [book, ...o.openers.filter((w) => w !== book)];
}

/**
 * The walk's days: `days` of the repeat era spread evenly, each moved `shift` days later (the
 * last kept at the era's end).
 * @internal exported for the tests: its unit test checks the shifted sample.
 */
export function walkDays(days: number, shift: number): string[] {
  const era = periods()[0];
  const all = daysOf(era);
  return daysOf(era, days).map((d) => all[Math.min(all.length - 1, all.indexOf(d) + shift)]);
}

function walk(o: PopularOptions): WalkCell[] {
  const era = periods()[0];
  const dates = walkDays(o.days, o.shift);
  const cells: WalkCell[] = [];
  for (const mode of o.modes) {
    for (const opener of openersOf(o, mode)) {
      const t0 = Date.now();
      for (const factor of o.factors) {
        const r = withWorkClock(WORK_RATE[mode] * factor, () => runHistoryBench(era, dates, 'history', mode, { opener: { [mode]: opener }, books: true }));
        cells.push({ opener, mode, factor, days: r.days, average: r.average, fails: r.fails, lost: r.lost });
      }
      const mine = cells.slice(-o.factors.length).map((c) => `${c.factor}×: ${fixed(c.average, 3)} / ${c.fails}`);
      process.stderr.write(`walk ${mode} ${opener.toUpperCase()}: ${mine.join(', ')} (${((Date.now() - t0) / 1000).toFixed(0)} s)\n`);
    }
  }
  return cells;
}

/**
 * One opener's walk on the real clock at the default budget: its quality and each move's time.
 * @internal exported for the tests: realTable's test builds these.
 */
export interface RealRun extends WalkCell {
  /** Every solver move after the opener, ms. */
  ms: number[];
}

/**
 * The real-clock table: per mode the book's row, a row per opener, and the popular openers'
 * mean (lost summed) with their moves pooled; the time columns against the mode's budget.
 * @internal exported for the tests: its unit test checks the pooled row.
 */
export function realTable(runs: readonly RealRun[], modes: readonly Mode[]): { header: string[]; rows: string[][] } {
  const header = ['mode', 'opener', 'average / lost', 'moves', 'p50 ms', 'p95 ms', 'max ms', `over ${BUDGET_OVERRUN} × budget`];
  const row = (mode: Mode, label: string, average: number, fails: number, ms: readonly number[]) => {
    const f = timeFigures(ms);
    const over = ms.filter((x) => x > BUDGET_OVERRUN * DEFAULT_BUDGET_MS[mode]).length;
    return [mode, label, `${fixed(average, 3)} / ${fails}`, String(f.moves), fixed(f.p50, 0), fixed(f.p95, 0), fixed(f.max, 0), String(over)];
  };
  const rows: string[][] = [];
  for (const mode of modes) {
    const book = BOOK_OPENERS.history[mode];
    const own = runs.filter((r) => r.mode === mode);
    for (const r of [...own.filter((x) => x.opener === book), ...own.filter((x) => x.opener !== book)]) {
      rows.push(row(mode, r.opener === book ? bookLabel(mode) : r.opener.toUpperCase(), r.average, r.fails, r.ms));
    }
    const popular = own.filter((r) => (POPULAR_OPENERS as readonly string[]).includes(r.opener));
    if (popular.length) {
      const mean = popular.reduce((a, r) => a + r.average, 0) / popular.length;
      rows.push(row(mode, `mean of the ${popular.length} popular`, mean, popular.reduce((a, r) => a + r.fails, 0), popular.flatMap((r) => r.ms)));
    }
  }
  return { header, rows };
}

/** The walk's days at the default budget on the real clock, in one process as a player's CLI runs (no untimed game first). */
function real(o: PopularOptions): RealRun[] {
  const era = periods()[0];
  const dates = walkDays(o.days, o.shift);
  const runs: RealRun[] = [];
  for (const mode of o.modes) {
    for (const opener of openersOf(o, mode)) {
      const ms: number[] = [];
      const r = runHistoryBench(era, dates, 'history', mode, { opener: { [mode]: opener }, books: true, onMove: (x) => ms.push(x) });
      runs.push({ opener, mode, factor: 1, days: r.days, average: r.average, fails: r.fails, lost: r.lost, ms });
      const f = timeFigures(ms);
      process.stderr.write(`real ${mode} ${opener.toUpperCase()}: ${fixed(r.average, 3)} / ${r.fails}, p50 ${fixed(f.p50, 0)} / p95 ${fixed(f.p95, 0)} / max ${fixed(f.max, 0)} ms, load ${loadavg()[0].toFixed(1)}\n`);
    }
  }
  return runs;
}

function time(o: PopularOptions, answers: readonly string[]): TimeRun[] {
  const period = { name: `${o.date}, not played yet`, from: o.date, to: o.date };
  const dates = answers.map(() => o.date);
  const runs: TimeRun[] = [];
  for (const mode of o.modes) {
    // One untimed game first: the model of the date, the books and the JIT, paid once per mode.
    runHistoryBench(period, [o.date], 'history', mode, { books: true, answers: [answers[0]] });
    for (const opener of openersOf(o, mode)) {
      const ms: number[] = [];
      forgetSearchers();
      runHistoryBench(period, dates, 'history', mode, { opener: { [mode]: opener }, books: true, answers, onMove: (x) => ms.push(x), onDay: () => forgetSearchers() });
      runs.push({ opener, mode, games: answers.length, ms });
      const f = timeFigures(ms);
      process.stderr.write(`time ${mode} ${opener.toUpperCase()}: p50 ${fixed(f.p50, 0)} / p95 ${fixed(f.p95, 0)} / max ${fixed(f.max, 0)} ms, ${fixed(100 * f.slow, 0)}% over ${SLOW_MS} ms\n`);
    }
  }
  return runs;
}

export function benchPopularCommand(argv: readonly string[], write: (s: string) => void): void {
  const o = popularOptions(argv);
  const measured = `Measured ${new Date().toISOString().slice(0, 10)} with Node ${process.version} on ${cpus().length} cores`;
  const out: { walk?: WalkCell[]; real?: RealRun[]; time?: TimeRun[] } = {};
  if (o.parts.includes('walk')) {
    const started = Date.now();
    const cells = walk(o);
    out.walk = cells;
    const era = periods()[0];
    const tables = o.modes.map((mode) => ({ mode, ...walkTable(cells, mode, o.factors) }));
    const note =
      `Walk-forward on the real answers of the repeat era (${era.from} to ${era.to}), ${o.days} days spread evenly, the same for every opener; ` +
      `each day's history model, books on (on these dates only the book's first move, which the forced opener replaces), then the live search, ` +
      `under the work clock (work-clock.ts: ${WORK_RATE.normal} nodes a ms normal, ${WORK_RATE.hard} hard), so every figure repeats exactly on any machine. ` +
      `Budget factors of today's default (${DEFAULT_BUDGET_MS.normal} ms normal, ${DEFAULT_BUDGET_MS.hard} ms hard); a game not solved in six counts 7 and is lost. ` +
      `${measured}; whole run ${((Date.now() - started) / 60000).toFixed(1)} min.`;
    if (!o.json) write(`${tables.map((t) => `${t.mode}\n${table(t.header, t.rows)}`).join('\n\n')}\n\n${note}\n`);
    if (o.writeReadme) {
      writeReadmeSection(`${tables.map((t) => `**${t.mode === 'normal' ? 'Normal' : 'Hard'} mode**\n\n${markdownTable(t.header, t.rows)}`).join('\n\n')}\n\n${note}`, 'openers-walk-table');
      process.stderr.write('docs/benchmarks.md openers walk table updated.\n');
    }
  }
  if (o.parts.includes('real')) {
    const started = Date.now();
    const load0 = loadavg()[0];
    const cpu0 = cpuUsage();
    const runs = real(o);
    out.real = runs;
    const cpu = cpuUsage(cpu0);
    const { header, rows } = realTable(runs, o.modes);
    const era = periods()[0];
    const wall = (Date.now() - started) / 1000;
    const note =
      `The walk's ${o.days} days of the repeat era (${era.from} to ${era.to}${o.shift ? `, each moved ${o.shift} days later` : ''}), books on, ` +
      `at the default budget (${DEFAULT_BUDGET_MS.normal} ms normal, ${DEFAULT_BUDGET_MS.hard} ms hard) on the real clock, in one process from its start (no untimed game first); ` +
      `every solver move after the opener timed. ${measured}, load average ${load0.toFixed(1)} when it began and ${loadavg()[0].toFixed(1)} when it ended; ` +
      `the process had ${fixed((cpu.user + cpu.system) / 1e6, 0)} s of CPU in ${fixed(wall, 0)} s (other work on the machine slows the search, so it plays less than it would alone).`;
    if (!o.json) write(`${o.parts.indexOf('real') > 0 ? '\n' : ''}${table(header, rows)}\n\n${note}\n`);
    if (o.writeReadme) {
      writeReadmeSection(`${markdownTable(header, rows)}\n\n${note}`, 'openers-real-table');
      process.stderr.write('docs/benchmarks.md openers real-clock table updated.\n');
    }
  }
  if (o.parts.includes('time')) {
    const started = Date.now();
    const load0 = loadavg()[0];
    const answers = unplayedAnswers(o.date, o.answers);
    const runs = time(o, answers);
    out.time = runs;
    const { header, rows } = timeTable(runs, o.modes);
    const note =
      `The panel's model on ${o.date} (the history of that date, books on), ${answers.length} answers of the original list not played before it ` +
      `(spread evenly over them in alphabetical order: ${answers.map((w) => w.toUpperCase()).join(' ')}), ` +
      `every solver move after the opener timed with the real clock at the default budget (${DEFAULT_BUDGET_MS.normal} ms normal, ${DEFAULT_BUDGET_MS.hard} ms hard), ` +
      `each game from a cold searcher (no memo of the games before), after one untimed game per mode. ` +
      `${measured}, load average ${load0.toFixed(1)} when it began and ${loadavg()[0].toFixed(1)} when it ended (other work on the machine makes these times upper bounds); ` +
      `whole run ${((Date.now() - started) / 60000).toFixed(1)} min.`;
    if (!o.json) write(`${o.parts.length > 1 ? '\n' : ''}${table(header, rows)}\n\n${note}\n`);
    if (o.writeReadme) {
      writeReadmeSection(`${markdownTable(header, rows)}\n\n${note}`, 'openers-time-table');
      process.stderr.write('docs/benchmarks.md openers time table updated.\n');
    }
  }
  if (o.json) write(`${JSON.stringify(out)}\n`);
}
