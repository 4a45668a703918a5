// `bench-history`: the walk-forward benchmark on the NYT's real answers. Each day of a period is
// played once, its answer as the answer, with only the history before that day: the history
// model is built for the day's date (its weights fitted on the days before it, history-fit.ts),
// as a player on that day would have had it. Periods: the repeat era (2026-02-02 to the last
// shipped day) and 2025. Every model plays the same forced opener (`--opener history=W,…`: each
// its own) and the live search after it, without books (`--book`: with the opening books, the
// history one built for the day after the list ends). `--book-from D` measures what a book built for one history costs on later days (as
// the panel's book, built for the day after the list, is used on days with learned answers): it
// builds the history book for D in-process and plays every day from D with it, beside the live
// search on the same days (`--models history,history-alike`: each rule with its own book, and the
// day-by-day difference between them; `--work-budgets`: under the work clock). `--opener solver`: the solver answers the empty board too (as the panel
// does on an archive date), its time reported apart. The classic model plays only the days whose
// answer its list holds.
import { cpus } from 'node:os';
import { dateOfDay, dayNumber, isDate } from '../core/dates';
import { lastAnswerDate, REPEAT_ERA_FROM, shippedHistory } from '../core/history';
import { suggest, isSolved, score, type Board, type DatedAnswer, type Mode, type ModelName, type RepeatRule } from '../core';
import { percentile } from '../core/play';
import { encodeBook, registerBook } from '../core/book';
import { answerModel } from '../core/model';
import { BOOK_OPENERS, BOOK_WIDTHS, DEFAULT_BUDGET_MS, LIVE_WIDTHS } from '../core/strategies/optimal';
import { openerTree } from '../core/tree';
import { wordTable } from '../core/words';
import { countOf, listOf, parseFlags, UsageError, wordOf } from './args';
import { fixed, table } from './format';
import { quote } from './input';
import { writeReadmeTable } from './readme';
import { realNow, WORK_RATE, withWorkClock } from './work-clock';

const MODES: readonly Mode[] = ['normal', 'hard'];

/**
 * The models of the table: `history` (repeats weighed by the year of their last play),
 * `history-alike` (every played word alike, the history model before) and the plain lists.
 */
type BenchModel = ModelName | 'history-alike';
const BENCH_MODELS: readonly BenchModel[] = ['history', 'history-alike', 'nyt', 'classic'];

/** The solver's model and repeat rule of a bench model. */
function modelOptions(model: BenchModel): { model: ModelName; repeats?: RepeatRule } {
  return model === 'history-alike' ? { model: 'history', repeats: 'alike' } : { model };
}

interface Period {
  name: string;
  from: string;
  to: string;
}

/**
 * The periods of the table: the repeat era up to the last shipped day, and the year before it.
 * bench-popular plays the repeat era too; its unit test checks the periods' bounds.
 */
export function periods(): Period[] {
  return [
    { name: 'repeat era', from: REPEAT_ERA_FROM, to: shippedHistory().last },
    { name: '2025', from: '2025-01-01', to: '2025-12-31' },
  ];
}

/**
 * The days of a period, or `sample` of them spread evenly (first and last included).
 * bench-popular plays the same days; its unit test checks which days a period plays.
 */
export function daysOf(p: Period, sample?: number): string[] {
  const a = dayNumber(p.from);
  const b = dayNumber(p.to);
  const all = Array.from({ length: b - a + 1 }, (_, i) => dateOfDay(a + i));
  if (!sample || sample >= all.length) return all;
  if (sample === 1) return [all[0]];
  return Array.from({ length: sample }, (_, i) => all[Math.round((i * (all.length - 1)) / (sample - 1))]);
}

/**
 * The shipped answer of a day.
 * @internal exported for the tests: the tests check it against the shipped list.
 */
export function answerOf(date: string): string {
  const h = shippedHistory();
  const d = dayNumber(date) - h.firstDay;
  if (d < 0 || d >= h.byDay.length) throw new UsageError(`No shipped answer for ${date} (the list runs to ${h.last}).`);
  return wordTable().words[h.byDay[d]];
}

interface HistoryRun {
  period: string;
  model: BenchModel;
  mode: Mode;
  days: number;
  total: number;
  average: number;
  fails: number;
  lost: string[];
  distribution: number[];
  /** Latency of every move the solver was asked (the opener is forced), ms. */
  p95: number;
  max: number;
  moves: number;
  bookMoves: number;
  /** With the solver's opener: its first answers' median and slowest time, ms, and the openers it played. */
  openerP50?: number;
  openerMax?: number;
  openers?: Record<string, number>;
}

/** `opener` value for "the solver answers the empty board too". */
const SOLVER_OPENER = 'solver';

interface HistoryBenchOptions {
  /** A forced first guess per mode, or SOLVER_OPENER (default: the history book's, TARSE in both modes). */
  opener?: Partial<Record<Mode, string>>;
  /** A forced first guess of a model, in every mode it plays (before `opener`). */
  modelOpener?: Partial<Record<BenchModel, string>>;
  budgetMs?: number;
  books?: boolean;
  /** A history book (encoded) to play every day with, as if it had been built for that day. */
  staleBook?: string;
  /** The shipped list as an older build had it, through this date (history only). */
  shippedThrough?: string;
  /** With `shippedThrough`: the answers of the days won since the list's end, as a daily player's browser learns them. */
  learnWins?: boolean;
  /** The answer of each date, in order, instead of its shipped one (bench-popular: today's date, answers not played yet). */
  answers?: readonly string[];
  onDay?: (date: string, answer: string, guesses: number) => void;
  /** Each move the solver was asked after the opener, and its time in ms. */
  onMove?: (ms: number) => void;
}

/** The openers a run played, most played first: "tarse 120, salet 81". */
function openerCounts(counts: Record<string, number>): string {
  return Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .map(([w, n]) => `${w.toUpperCase()} ${n}`)
    .join(', ');
}

/** The history book of a date, built as `npm run books` builds the shipped one (minutes per mode). */
function historyBook(date: string, mode: Mode, repeats: RepeatRule = 'by-age', opener = BOOK_OPENERS.history[mode]): string {
  const tree = openerTree({
    model: answerModel('history', { date, repeats }),
    mode,
    opener,
    widths: BOOK_WIDTHS.history[mode],
    rootAlternatives: () => ({ width: LIVE_WIDTHS[mode], deadline: Infinity }),
    keep: (depth) => (depth <= 1 ? 10 : 1),
  });
  return encodeBook(tree, (node) => (node.size ?? 0) >= 3);
}

/**
 * Plays each day once with the model of that day; a game not solved in six counts 7.
 * bench-popular plays its openers with it; its test runs a few days in process.
 */
export function runHistoryBench(period: Period, dates: readonly string[], model: BenchModel, mode: Mode, o: HistoryBenchOptions = {}): HistoryRun {
  const t = wordTable();
  const classic = new Set(Array.from(t.classicAnswers, (i) => t.words[i]));
  const opener = o.modelOpener?.[model] ?? o.opener?.[mode] ?? BOOK_OPENERS.history[mode];
  const solverOpens = opener === SOLVER_OPENER;
  const latencies: number[] = [];
  const openerMs: number[] = [];
  const openers: Record<string, number> = {};
  const distribution = [0, 0, 0, 0, 0, 0, 0, 0];
  const lost: string[] = [];
  let total = 0;
  let days = 0;
  let bookMoves = 0;
  const won: DatedAnswer[] = [];
  for (const [k, date] of dates.entries()) {
    const answer = o.answers?.[k] ?? answerOf(date);
    if (model === 'classic' && !classic.has(answer)) continue;
    if (o.staleBook) registerBook(answerModel('history', { date }).bookId, mode, o.staleBook);
    const board: Board = solverOpens ? [] : [{ guess: opener, marks: score(opener, answer) }];
    while (!isSolved(board) && board.length < 6) {
      const start = realNow();
      const r = suggest(board, {
        mode,
        ...modelOptions(model),
        date,
        top: 1,
        budgetMs: o.budgetMs,
        noBooks: !o.books && !o.staleBook,
        shippedThrough: o.shippedThrough,
        learnedAnswers: o.learnWins ? won : undefined,
      });
      const ms = realNow() - start;
      (board.length ? latencies : openerMs).push(ms);
      if (board.length) o.onMove?.(ms);
      if (!r.ok) throw new Error(`${model} ${mode} ${date}: ${r.error}`);
      if (r.value.fromBook) bookMoves++;
      const guess = r.value.suggestions[0]?.word;
      if (!guess) throw new Error(`${model} ${mode} ${date}: no suggestion after ${board.map((x) => x.guess).join(' ')}`);
      if (!board.length) openers[guess] = (openers[guess] ?? 0) + 1;
      board.push({ guess, marks: score(guess, answer) });
    }
    const guesses = isSolved(board) ? board.length : 7;
    if (guesses === 7) lost.push(`${answer}@${date}`);
    else won.push({ date, word: answer });
    distribution[guesses]++;
    total += guesses;
    days++;
    o.onDay?.(date, answer, guesses);
  }
  const sorted = latencies.sort((a, b) => a - b);
  openerMs.sort((a, b) => a - b);
  return {
    period: period.name,
    model,
    mode,
    days,
    total,
    average: days ? total / days : 0,
    fails: distribution[7],
    lost,
    distribution: distribution.slice(1, 7),
    p95: percentile(sorted, 95),
    max: sorted.length ? sorted[sorted.length - 1] : 0,
    moves: sorted.length,
    bookMoves,
    ...(solverOpens ? { openerP50: percentile(openerMs, 50), openerMax: openerMs[openerMs.length - 1] ?? 0, openers } : {}),
  };
}

/**
 * The days after a list that ended on `listEnds`, played three ways: with that list alone (stale),
 * with it and the answers of the days won since (a daily player's learned answers), and with every
 * day before each (the list kept up to date).
 */
function staleList(listEnds: string, to: string, modes: readonly Mode[], options: HistoryBenchOptions, sample: number | undefined, write: (s: string) => void): void {
  const after = { name: `after ${listEnds}`, from: dateOfDay(dayNumber(listEnds) + 1), to };
  const dates = daysOf(after, sample);
  const ways: [string, HistoryBenchOptions][] = [
    [`stale: the list through ${listEnds}`, { ...options, shippedThrough: listEnds }],
    ['stale + the days won since', { ...options, shippedThrough: listEnds, learnWins: true }],
    ['updated: every day before', options],
  ];
  const rows: string[][] = [];
  for (const mode of modes) {
    for (const [label, o] of ways) {
      const t0 = Date.now();
      const r = runHistoryBench(after, dates, 'history', mode, o);
      rows.push([after.name, mode, label, String(r.days), fixed(r.average, 3), String(r.fails), r.distribution.join('/'), fixed(r.p95, 0), fixed(r.max, 0), ((Date.now() - t0) / 1000).toFixed(0)]);
      process.stderr.write(`${rows[rows.length - 1].join(' ')}\n`);
    }
  }
  write(`${table(['days', 'mode', 'history known', 'days', 'average', 'lost', 'solved in 1/2/3/4/5/6', 'p95 ms', 'max ms', 'run s'], rows)}\n`);
}

/**
 * `--opener`: one word, or `solver`, for every model; or a word per model,
 * `history=stale,history-alike=tarse` (each rule from the opener its own trees choose; the models
 * not named play the book's).
 * @internal exported for the tests: its unit test checks what it accepts.
 */
export function openersOf(text: string | true): Pick<HistoryBenchOptions, 'opener' | 'modelOpener'> {
  const value = String(text).trim().toLowerCase();
  if (!value.includes('=')) {
    const word = value === SOLVER_OPENER ? SOLVER_OPENER : wordOf(value, 'Opener');
    return { opener: { normal: word, hard: word } };
  }
  const modelOpener: Partial<Record<BenchModel, string>> = {};
  for (const pair of value.split(',')) {
    const [name, word, extra] = pair.split('=');
    const [model] = listOf<BenchModel>('model', name, BENCH_MODELS);
    if (word === undefined || extra !== undefined) throw new UsageError(`--opener takes one word, or MODEL=WORD pairs like history=stale,history-alike=tarse; got "${quote(pair)}".`);
    if (model in modelOpener) throw new UsageError(`--opener names ${model} twice.`);
    modelOpener[model] = wordOf(word, `Opener of ${model}`);
  }
  return { modelOpener };
}

/** The openers of `--opener MODEL=WORD,…` for a table's note: "STALE (history), TARSE (history-alike), the book's for the others". */
function modelOpenerNote(byModel: Partial<Record<BenchModel, string>>): string {
  return `${Object.entries(byModel)
    .map(([model, word]) => `${word.toUpperCase()} (${model})`)
    .join(', ')}, the book's for any other model`;
}

/**
 * The budget factors of `--work-budgets`: positive numbers, "0.5,1,2".
 * bench-popular takes the same flag; its unit test checks what it accepts.
 */
export function budgetFactors(text: string | true): number[] {
  const items = String(text).split(',');
  const bad = items.find((x) => !/^\d+(\.\d+)?$/.test(x) || !(Number(x) > 0 && Number(x) <= 100));
  if (bad !== undefined) throw new UsageError(`--work-budgets takes factors of the default budget above 0 and at most 100, "0.5,1,2"; got "${quote(bad)}".`);
  return items.map(Number);
}

/**
 * The mean of day-by-day differences between two models and its standard error over the days (at
 * least two): how far the days themselves let a difference of means be told from none.
 */
function pairedDifference(d: readonly number[]): string {
  const mean = d.reduce((a, b) => a + b, 0) / d.length;
  const se = Math.sqrt(d.reduce((a, b) => a + (b - mean) ** 2, 0) / (d.length - 1) / d.length);
  return `${mean > 0 ? '+' : ''}${fixed(mean, 3)} a game, standard error ${fixed(se, 3)} over ${d.length} days`;
}

/**
 * Each model played once per budget factor under the work clock (work-clock.ts): the runs repeat
 * exactly, and the spread over budgets says how much of a difference between two models is the
 * search's budget rather than the model.
 */
function budgetRows(ps: readonly Period[], modes: readonly Mode[], models: readonly BenchModel[], factors: readonly number[], options: HistoryBenchOptions, sample: number | undefined): { rows: string[][]; paired: string[] } {
  const rows: string[][] = [];
  const paired: string[] = [];
  for (const period of ps) {
    const dates = daysOf(period, sample);
    for (const mode of modes) {
      const budget = options.budgetMs ?? DEFAULT_BUDGET_MS[mode];
      // Each model's guesses per day, summed over the budgets: the paired comparison below.
      const byDay = new Map<BenchModel, Map<string, number>>();
      for (const model of models) {
        const t0 = Date.now();
        // The days whose answer was last the answer in 2021 (the repeats the NYT favours), and the rest.
        const old = { days: 0, guesses: 0 };
        const rest = { days: 0, guesses: 0 };
        const days = new Map<string, number>();
        byDay.set(model, days);
        const onDay = (date: string, answer: string, guesses: number) => {
          const part = lastAnswerDate(answer, date)?.startsWith('2021') ? old : rest;
          part.days++;
          part.guesses += guesses;
          days.set(date, (days.get(date) ?? 0) + guesses);
        };
        const runs = factors.map((f) => withWorkClock(WORK_RATE[mode] * f, () => runHistoryBench(period, dates, model, mode, { ...options, onDay })));
        const avg = runs.map((r) => r.average);
        const mean = avg.reduce((a, b) => a + b, 0) / avg.length;
        const lost = runs.reduce((a, r) => a + r.fails, 0);
        const each = runs.map((r, k) => `${fixed(budget * factors[k], 0)}: ${fixed(r.average, 3)}`).join(', ');
        const part = (x: typeof old) => (x.days ? `${fixed(x.guesses / x.days, 3)} (${x.days / runs.length})` : '-');
        rows.push([period.name, mode, model, String(runs[0].days), String(runs.length), fixed(mean, 3), `${fixed(Math.min(...avg), 3)}-${fixed(Math.max(...avg), 3)}`, String(lost), part(old), part(rest), each, ((Date.now() - t0) / 1000).toFixed(0)]);
        process.stderr.write(`${rows[rows.length - 1].join(' ')}\n`);
      }
      const alike = byDay.get('history-alike');
      for (const [model, days] of byDay) {
        if (!alike || model === 'history-alike') continue;
        // Each day's difference, averaged over the budgets.
        const d = [...days].filter(([date]) => alike.has(date)).map(([date, g]) => (g - (alike.get(date) ?? 0)) / factors.length);
        if (d.length < 2) continue;
        paired.push(`${period.name}, ${mode}: ${model} - history-alike ${pairedDifference(d)} (each day's difference averaged over the budgets).`);
      }
    }
  }
  return { rows, paired };
}

/** The history model under either repeat rule. */
type HistoryRuleModel = Extract<BenchModel, 'history' | 'history-alike'>;

/**
 * `--book-from D`: each rule's history book built for D (from the rule's own weights through the
 * day before D, as the shipped book is built for the day after the list), then every day from D
 * played with it, beside the live search of each day's own model: the panel's case after the list
 * ends, where the book grows older while the weights are fitted again on every answer learned.
 * With `--work-budgets` each run repeats exactly (work-clock.ts), and with both rules the
 * day-by-day difference between them is printed with its standard error over the days.
 */
function bookFromRows(
  bookFrom: string,
  to: string,
  modes: readonly Mode[],
  rules: readonly HistoryRuleModel[],
  options: HistoryBenchOptions,
  factors: readonly number[] | undefined,
  sample: number | undefined,
  write: (s: string) => void,
): void {
  const later = { name: `from ${bookFrom}`, from: bookFrom, to };
  const dates = daysOf(later, sample);
  const rows: string[][] = [];
  const paired: string[] = [];
  for (const mode of modes) {
    const byDay = new Map<string, Map<string, number>>();
    for (const rule of rules) {
      const opener = options.modelOpener?.[rule] ?? options.opener?.[mode] ?? BOOK_OPENERS.history[mode];
      const t0 = Date.now();
      const staleBook = historyBook(bookFrom, mode, modelOptions(rule).repeats, opener);
      const buildS = ((Date.now() - t0) / 1000).toFixed(0);
      for (const [how, o] of [['live', options], [`book of ${bookFrom}`, { ...options, staleBook }]] as const) {
        const t1 = Date.now();
        const days = new Map<string, number>();
        byDay.set(how === 'live' ? `${rule}, live` : `${rule}, book`, days);
        const onDay = (date: string, _answer: string, guesses: number) => days.set(date, (days.get(date) ?? 0) + guesses / (factors?.length ?? 1));
        const play = () => runHistoryBench(later, dates, rule, mode, { ...o, onDay });
        const runs = factors ? factors.map((f) => withWorkClock(WORK_RATE[mode] * f, play)) : [play()];
        const r = runs[0];
        const mean = runs.reduce((a, x) => a + x.average, 0) / runs.length;
        const range = runs.length > 1 ? `${fixed(Math.min(...runs.map((x) => x.average)), 3)}-${fixed(Math.max(...runs.map((x) => x.average)), 3)}` : '-';
        const lost = runs.reduce((a, x) => a + x.fails, 0);
        rows.push([later.name, mode, `${rule}, ${how} (${opener.toUpperCase()})`, String(r.days), String(runs.length), fixed(mean, 3), range, String(lost), r.distribution.join('/'), `${((Date.now() - t1) / 1000).toFixed(0)}${o === options ? '' : ` (+${buildS} to build)`}`]);
        process.stderr.write(`${rows[rows.length - 1].join(' ')}\n`);
      }
    }
    for (const how of ['live', 'book']) {
      const a = byDay.get(`history, ${how}`);
      const b = byDay.get(`history-alike, ${how}`);
      if (!a || !b) continue;
      const d = [...a].filter(([date]) => b.has(date)).map(([date, g]) => g - (b.get(date) ?? 0));
      if (d.length < 2) continue;
      paired.push(`${later.name}, ${mode}, ${how}: history - history-alike ${pairedDifference(d)}.`);
    }
  }
  const header = ['days', 'mode', 'model', 'days', 'runs', 'average', 'range', 'lost (all runs)', 'solved in 1/2/3/4/5/6 (first run)', 'run s'];
  const clock = factors ? `Work clock (work-clock.ts) at ${factors.join(', ')} × the default budget. ` : '';
  write(`${table(header, rows)}\n\n${clock}Measured ${new Date().toISOString().slice(0, 10)} with Node ${process.version}.\n${paired.length ? `\n${paired.join('\n')}\n` : ''}`);
}

export function benchHistoryCommand(argv: readonly string[], write: (s: string) => void): void {
  const p = parseFlags('bench-history', argv, {
    days: 'string',
    periods: 'string',
    modes: 'string',
    models: 'string',
    opener: 'string',
    budget: 'string',
    book: 'boolean',
    'book-from': 'string',
    'list-ends': 'string',
    'work-budgets': 'string',
    json: 'boolean',
    'write-readme': 'boolean',
  });
  if (p.positionals.length) throw new UsageError(`bench-history takes no words, got "${quote(p.positionals[0])}".`);
  const all = periods();
  const chosen = listOf('period', p.flags.get('periods'), ['repeat', '2025'] as const);
  const ps = all.filter((x) => chosen.includes(x.name === '2025' ? '2025' : 'repeat'));
  const modes = listOf<Mode>('mode', p.flags.get('modes'), MODES);
  const models = listOf<BenchModel>('model', p.flags.get('models'), BENCH_MODELS);
  const sample = p.flags.has('days') ? countOf(p, 'days', 1, 400) : undefined;
  const openerText = p.flags.get('opener');
  const forcedOpeners = openerText === undefined ? {} : openersOf(openerText);
  const forced = forcedOpeners.opener?.normal;
  const options: HistoryBenchOptions = {
    ...forcedOpeners,
    budgetMs: p.flags.has('budget') ? countOf(p, 'budget', 100, 600_000) : undefined,
    books: p.flags.has('book'),
  };
  const started = Date.now();
  const runs: HistoryRun[] = [];
  const rows: string[][] = [];
  const listEnds = p.flags.get('list-ends');
  if (listEnds !== undefined) {
    if (!isDate(listEnds) || listEnds < all[0].from || listEnds >= all[0].to) throw new UsageError(`--list-ends must be a date of the repeat era before its last day (${all[0].from} … ${all[0].to}), got "${quote(String(listEnds))}".`);
    staleList(listEnds, all[0].to, modes, options, sample, write);
    return;
  }
  const work = p.flags.get('work-budgets');
  const bookFrom = p.flags.get('book-from');
  if (bookFrom !== undefined) {
    if (!isDate(bookFrom) || bookFrom < all[0].from || bookFrom > all[0].to) throw new UsageError(`--book-from must be a date of the repeat era (${all[0].from} … ${all[0].to}), got "${quote(String(bookFrom))}".`);
    const rules = p.flags.has('models') ? models.filter((m): m is HistoryRuleModel => m === 'history' || m === 'history-alike') : (['history'] as const);
    if (!rules.length) throw new UsageError('--book-from plays the history model: --models takes history and history-alike there.');
    const factors = work === undefined ? undefined : budgetFactors(work);
    bookFromRows(bookFrom, all[0].to, modes, rules, options, factors, sample, write);
    return;
  }
  if (work !== undefined) {
    const factors = budgetFactors(work);
    const { rows: budgetTable, paired } = budgetRows(ps, modes, models, factors, options, sample);
    const header = ['period', 'mode', 'model', 'days', 'runs', 'mean', 'range', 'lost (all runs)', 'answer of 2021 (days)', 'other days (days)', 'average by work budget (ms-equivalent)', 'run s'];
    const note =
      `Walk-forward as the table above, each model played once per work budget: the search's deadline counts the nodes it expands ` +
      `(${WORK_RATE.normal} a ms normal, ${WORK_RATE.hard} a ms hard) instead of the time, so every run repeats exactly on any machine. ` +
      `${options.modelOpener ? `Opener: ${modelOpenerNote(options.modelOpener)}. ` : ''}` +
      `${sample ? `${sample} days per period, spread evenly. ` : ''}Measured ${new Date().toISOString().slice(0, 10)} with Node ${process.version} on ${cpus().length} cores; ` +
      `whole run ${((Date.now() - started) / 60000).toFixed(1)} min.`;
    write(`${table(header, budgetTable)}\n\n${note}\n${paired.length ? `\n${paired.join('\n')}\n` : ''}`);
    if (p.flags.has('write-readme')) {
      writeReadmeTable(header, budgetTable, note, 'history-budgets-table');
      process.stderr.write('docs/benchmarks.md work-budget table updated.\n');
    }
    return;
  }
  for (const period of ps) {
    const dates = daysOf(period, sample);
    for (const mode of modes) {
      for (const model of models) {
        const t0 = Date.now();
        const r = runHistoryBench(period, dates, model, mode, options);
        runs.push(r);
        const dist = r.distribution.join('/');
        const opened = r.openers ? [`${fixed(r.openerP50 ?? 0, 0)} / ${fixed(r.openerMax ?? 0, 0)}`, openerCounts(r.openers)] : [];
        rows.push([period.name, mode, model, String(r.days), fixed(r.average, 3), String(r.fails), dist, ...opened, fixed(r.p95, 0), fixed(r.max, 0), ((Date.now() - t0) / 1000).toFixed(0)]);
        if (!p.flags.has('json')) process.stderr.write(`${rows[rows.length - 1].join(' ')}\n`);
      }
    }
  }
  const solverOpens = forced === SOLVER_OPENER;
  const header = ['period', 'mode', 'model', 'days', 'average', 'lost', 'solved in 1/2/3/4/5/6', ...(solverOpens ? ['first answer p50 / max ms', 'openers played'] : []), 'p95 ms', 'max ms', 'run s'];
  const openers = solverOpens
    ? `the solver's answer to the empty board (${options.books ? "the opening book's first move: history on a date the list covers takes the list end's book; " : ''}the live search without books)`
    : forced
      ? forced.toUpperCase()
      : options.modelOpener
        ? modelOpenerNote(options.modelOpener)
        : `${BOOK_OPENERS.history.normal.toUpperCase()} (normal), ${BOOK_OPENERS.history.hard.toUpperCase()} (hard)`;
  const note =
    `Walk-forward: each day played once with only the answers before it (the history model's weights fitted on the days before it). ` +
    `Opener: ${openers}, then ${options.books ? 'the opening books where the board is in them, else ' : ''}the live search ` +
    `(budget ${options.budgetMs ? `${options.budgetMs} ms` : 'the default, 250 ms normal, 700 ms hard'}); p95/max: the solver's time per move after the opener. ` +
    `${sample ? `${sample} days per period, spread evenly. ` : ''}` +
    `The classic model plays only the days whose answer is on its list. Measured ${new Date().toISOString().slice(0, 10)} with Node ${process.version} on ${cpus().length} cores; ` +
    `whole run ${((Date.now() - started) / 60000).toFixed(1)} min.`;
  if (p.flags.has('json')) write(`${JSON.stringify(runs)}\n`);
  else write(`${table(header, rows)}\n\n${note}\n`);
  if (p.flags.has('write-readme')) {
    writeReadmeTable(header, rows, note, 'history-table');
    process.stderr.write('docs/benchmarks.md history table updated.\n');
  }
}
