// `bench`: plays every answer of the model's list following one strategy, then prints games,
// total, average, the distribution, the worst case, failures and the per-move latency.
import { playAll, type PlayResult } from '../core/play';
import type { Mode, ModelName, StrategyName } from '../core';
import { countOf, dateOf, InputError, UsageError, modeOf, modelOf, parseFlags, strategyOf, wordOf } from './args';
import { fixed } from './format';
import { quote } from './input';

export interface BenchSpec {
  mode: Mode;
  model: ModelName;
  /** The puzzle date the history model is built for (default today). */
  date?: string;
  strategy: StrategyName;
  opener?: string;
  /** Time budget per move for searching strategies (the optimal search deepens until it runs out). */
  budgetMs?: number;
  /** Play the panel's answer after its idle refinement (core/refine.ts) instead of its first answer. */
  idle?: boolean;
}

export interface BenchRun extends PlayResult {
  /**
   * The largest heapMb() seen: after every 100th game and a forced collection when Node runs with
   * --expose-gc (as `npm run bench` does), so live objects only; otherwise after every game,
   * garbage included.
   */
  peakHeapMb: number;
}

const collect = (globalThis as { gc?: () => void }).gc;

/** Runs one benchmark, showing progress on stderr when it is a terminal. */
export function runBench(spec: BenchSpec): BenchRun {
  const tty = process.stderr.isTTY;
  const label = `${spec.strategy} ${spec.mode} ${spec.model}`;
  let peakHeapMb = heapMb();
  const r = playAll({
    ...spec,
    onProgress: (done, total) => {
      if (!collect) peakHeapMb = Math.max(peakHeapMb, heapMb());
      else if (done % 100 === 0 || done === total) {
        collect();
        peakHeapMb = Math.max(peakHeapMb, heapMb());
      }
      if (tty && (done % 50 === 0 || done === total)) process.stderr.write(`\r${label}: ${done}/${total} games`);
    },
  });
  if (tty) process.stderr.write('\r\x1b[K');
  if (!r.ok) throw new InputError(r.error);
  return { ...r.value, peakHeapMb };
}

function describeBench(spec: BenchSpec, r: BenchRun): string {
  const bar = (n: number) => '#'.repeat(Math.ceil((60 * n) / Math.max(1, r.games)));
  const dist = Object.entries(r.distribution).map(([g, n]) => `  ${g}: ${String(n).padStart(5)} ${bar(n)}`);
  if (r.fails) dist.push(`  X: ${String(r.fails).padStart(5)} ${bar(r.fails)}`);
  const worst = r.max > 6 ? 'not solved in six' : `${r.max} guesses`;
  const more = r.worst.length >= 20 ? ' …' : '';
  return [
    `${spec.strategy}, ${spec.mode} mode, ${spec.model} model${spec.date ? ` of ${spec.date}` : ''}${spec.opener ? `, opener ${spec.opener.toUpperCase()}` : ''}` +
      (spec.budgetMs ? `, budget ${spec.budgetMs} ms` : '') +
      (spec.idle ? ', idle refinement' : ''),
    `games ${r.games}, total ${r.total}, average ${fixed(r.average, 4)}`,
    'distribution:',
    ...dist,
    `worst case: ${worst} (${r.worst.join(' ')}${more})`,
    `failures (over six guesses): ${r.fails}${r.fails ? ` (${r.lost.join(' ')})` : ''}`,
    ...(r.settledMs ? [`idle refinement: ${r.settledMs.moves} positions refined, settled after p95 ${fixed(r.settledMs.p95, 0)} ms, max ${fixed(r.settledMs.max, 0)} ms, ${r.settledMs.capped} still unsettled when their time ran out`] : []),
    `latency per move over ${r.positions} positions: p50 ${fixed(r.latencyMs.p50, 1)} ms, ` +
      `p95 ${fixed(r.latencyMs.p95, 1)} ms, max ${fixed(r.latencyMs.max, 1)} ms`,
    // Only the kinds of move that happened: a strategy with no book has no book line.
    ...split(r),
    `heap: peak ${r.peakHeapMb} MB ${collect ? 'live (after a forced collection every 100 games)' : 'after a game'}, ${heapMb()} MB at the end (JS heap + typed arrays of the whole process)`,
  ].join('\n');
}

function split(r: Pick<PlayResult, 'bookLatencyMs' | 'liveLatencyMs'>): string[] {
  const parts = [
    ['book', r.bookLatencyMs],
    ['live', r.liveLatencyMs],
  ] as const;
  const shown = parts.filter(([, l]) => l.moves > 0).map(([name, l]) => `${name} moves ${l.moves}: p95 ${fixed(l.p95, 1)} ms, max ${fixed(l.max, 1)} ms`);
  return shown.length ? [`  ${shown.join('; ')}`] : [];
}

/** What the solver holds in memory: the JS heap plus the typed arrays outside it (pattern columns). */
function heapMb(): number {
  const m = process.memoryUsage();
  return Math.round((m.heapUsed + m.arrayBuffers) / 1e6);
}

export function benchJson(spec: BenchSpec, r: BenchRun) {
  const ms = (x: number) => Math.round(x * 1000) / 1000;
  return {
    mode: spec.mode,
    model: spec.model,
    date: spec.date ?? null,
    strategy: spec.strategy,
    opener: spec.opener ?? null,
    budgetMs: spec.budgetMs ?? null,
    idle: spec.idle === true,
    games: r.games,
    total: r.total,
    average: r.average,
    max: r.max,
    fails: r.fails,
    lost: r.lost,
    distribution: r.distribution,
    worst: r.worst,
    positions: r.positions,
    latencyMs: { p50: ms(r.latencyMs.p50), p95: ms(r.latencyMs.p95), max: ms(r.latencyMs.max) },
    bookLatencyMs: { moves: r.bookLatencyMs.moves, p95: ms(r.bookLatencyMs.p95), max: ms(r.bookLatencyMs.max) },
    liveLatencyMs: { moves: r.liveLatencyMs.moves, p95: ms(r.liveLatencyMs.p95), max: ms(r.liveLatencyMs.max) },
    ...(r.settledMs ? { settledMs: { ...r.settledMs, p95: ms(r.settledMs.p95), max: ms(r.settledMs.max) } } : {}),
    heapMb: heapMb(),
    peakHeapMb: r.peakHeapMb,
  };
}

export function benchCommand(argv: readonly string[], write: (s: string) => void): void {
  const p = parseFlags('bench', argv, {
    mode: 'string',
    model: 'string',
    date: 'string',
    strategy: 'string',
    opener: 'string',
    budget: 'string',
    idle: 'boolean',
    json: 'boolean',
  });
  if (p.positionals.length) throw new UsageError(`bench takes no words, got "${quote(p.positionals[0])}" (use --opener WORD).`);
  const opener = p.flags.get('opener');
  const spec: BenchSpec = {
    mode: modeOf(p),
    model: modelOf(p),
    date: dateOf(p),
    strategy: strategyOf(p),
    opener: typeof opener === 'string' ? wordOf(opener, 'Opener') : undefined,
    budgetMs: p.flags.has('budget') ? countOf(p, 'budget', 100, 600_000) : undefined,
    idle: Boolean(p.flags.get('idle')),
  };
  const r = runBench(spec);
  write(p.flags.has('json') ? `${JSON.stringify(benchJson(spec, r))}\n` : `${describeBench(spec, r)}\n`);
}
