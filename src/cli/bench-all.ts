// `bench-all` (what `npm run bench` runs): every strategy, normal and hard, on both models, as one
// table; `--write-readme` puts the table into docs/benchmarks.md.
import { cpus } from 'node:os';
import { STRATEGY_NAMES, MODEL_NAMES, type Mode, type ModelName, type StrategyName } from '../core';
import { countOf, listOf, parseFlags, UsageError } from './args';
import { benchJson, runBench, type BenchRun, type BenchSpec } from './bench-command';
import { fixed, table } from './format';
import { writeReadmeTable } from './readme';
import { quote } from './input';

const MODES: readonly Mode[] = ['normal', 'hard'];

/** One run, or why it failed: a broken strategy must not lose the other rows of a long run. */
function benchOrError(spec: BenchSpec): BenchRun | string {
  try {
    return runBench(spec);
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

export function benchAllCommand(argv: readonly string[], write: (s: string) => void): void {
  const p = parseFlags('bench-all', argv, {
    strategies: 'string',
    modes: 'string',
    models: 'string',
    budget: 'string',
    json: 'boolean',
    'write-readme': 'boolean',
  });
  if (p.positionals.length) throw new UsageError(`bench-all takes no words, got "${quote(p.positionals[0])}".`);
  const strategies = listOf<StrategyName>('strategy', p.flags.get('strategies'), STRATEGY_NAMES);
  const modes = listOf<Mode>('mode', p.flags.get('modes'), MODES);
  // The history model's list and weights move with the date: its table is bench-history's.
  const models = listOf<ModelName>('model', p.flags.get('models'), MODEL_NAMES.filter((m) => m !== 'history'));
  const budgetMs = p.flags.has('budget') ? countOf(p, 'budget', 100, 600_000) : undefined;
  const started = Date.now();
  let failed = false;
  const rows: string[][] = [];
  const results: ReturnType<typeof benchJson>[] = [];
  for (const model of models) {
    for (const strategy of strategies) {
      for (const mode of modes) {
        const spec: BenchSpec = { mode, model, strategy, budgetMs };
        const t0 = Date.now();
        const r = benchOrError(spec);
        const seconds = ((Date.now() - t0) / 1000).toFixed(0);
        if (typeof r === 'string') {
          rows.push([strategy, mode, model, 'error', '-', '-', '-', '-', '-', '-', seconds]);
          process.stderr.write(`${strategy} ${mode} ${model}: ${r}\n`);
          failed = true;
          continue;
        }
        results.push(benchJson(spec, r));
        const split = (l: { moves: number; p95: number; max: number }) => (l.moves ? `${fixed(l.p95, 1)} / ${fixed(l.max, 0)}` : '-');
        rows.push([strategy, mode, model, fixed(r.average, 4), r.max > 6 ? 'X' : String(r.max), String(r.fails),
          fixed(r.latencyMs.p95, 1), fixed(r.latencyMs.max, 0), split(r.bookLatencyMs), split(r.liveLatencyMs), seconds]);
        if (!p.flags.has('json')) process.stderr.write(`${rows[rows.length - 1].join(' ')}\n`);
      }
    }
  }
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  const header = ['strategy', 'mode', 'model', 'average', 'max', 'fails', 'p95 ms', 'max ms', 'book p95 / max ms', 'live p95 / max ms', 'run s'];
  const note = `Measured ${new Date().toISOString().slice(0, 10)} with Node ${process.version} on ` +
    `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}); whole run ${minutes} min. ` +
    'max X = a game not solved in six.';
  if (p.flags.has('json')) write(`${JSON.stringify(results)}\n`);
  else write(`${table(header, rows)}\n\n${note}\n`);
  if (failed) process.exitCode = 3;
  if (p.flags.has('write-readme') && !failed) {
    writeReadmeTable(header, rows, note);
    process.stderr.write('docs/benchmarks.md benchmarks table updated.\n');
  }
}
