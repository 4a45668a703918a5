// `bench-openers --sample N --seed S`: the live default search from openers drawn across the
// whole ranking of all 14,855 (strong to absurd), over the 2,309 classic answers, normal and hard,
// against the exact optimum published for each opener (published-optima.ts). Targets:
// in hard mode no game lost where a perfect strategy exists; the worst opener within +0.3% of its
// optimum in normal mode and +0.5% in hard mode. Where no strategy wins every game (hard mode,
// published as Infinity), the games lost are set against the fewest our offline search loses.
// Rows are appended to --out (JSON lines) as they finish and read back on a re-run, so a long run
// that is stopped resumes where it was.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import type { Mode } from '../core';
import { answerModel } from '../core/model';
import { OPTIMA_WIDTHS } from '../core/openers';
import { openerTree, totals } from '../core/tree';
import { runBench } from './bench-command';
import { fixed, table } from './format';
import { publishedOptima, sampleOpeners, type PublishedOptimum } from './published-optima';
import { writeReadmeTable } from './readme';
import { InputError } from './args';
import { quote } from './input';

/** @internal exported for the tests: the type of summarise()'s rows, built by its test. */
export interface AnyOpenerRow {
  opener: string;
  rank: number;
  mode: Mode;
  total: number;
  /** The published optimum; null where no strategy wins every game. */
  optimum: number | null;
  gap: number | null;
  fails: number;
  lost: string[];
  /** Fewest games lost by any tree we found (offline search), where no perfect strategy exists. */
  fewestLost: number | null;
  p95: number;
  max: number;
  /** With --idle: the refined positions' time to settle, p95 and max ms, and how many hit their cap. */
  settled?: { p95: number; max: number; capped: number };
}

export interface AnyOpenerOptions {
  sample: number;
  seed: number;
  include: string[];
  modes: readonly Mode[];
  budgetMs?: number;
  /** Play the panel's answers after idle refinement (core/refine.ts). */
  idle: boolean;
  out?: string;
  json: boolean;
  writeReadme: boolean;
}

export function benchAnyOpener(o: AnyOpenerOptions, write: (s: string) => void): void {
  const byWord = new Map(publishedOptima().map((r) => [r.opener, r]));
  const picked: PublishedOptimum[] = sampleOpeners(o.sample, o.seed);
  for (const w of o.include) {
    const row = byWord.get(w);
    if (!row) throw new InputError(`--include: "${quote(w)}" is not an allowed opener.`);
    if (!picked.includes(row)) picked.push(row);
  }
  picked.sort((a, b) => a.rank - b.rank);
  const done = new Map<string, AnyOpenerRow>();
  if (o.out && existsSync(o.out)) {
    for (const line of readFileSync(o.out, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const r = JSON.parse(line) as AnyOpenerRow;
      done.set(`${r.opener}/${r.mode}`, r);
    }
  }
  const rows: AnyOpenerRow[] = [];
  const started = performance.now();
  for (const p of picked) {
    for (const mode of o.modes) {
      const key = `${p.opener}/${mode}`;
      let row = done.get(key);
      if (!row) {
        row = measure(p, mode, o.budgetMs, o.idle);
        if (o.out) appendFileSync(o.out, `${JSON.stringify(row)}\n`);
      }
      rows.push(row);
      process.stderr.write(
        `${rows.length}/${picked.length * o.modes.length} ${p.opener} ${mode}: ${row.total} vs ${row.optimum ?? 'Infinity'}, lost ${row.fails}` +
          ` (${((performance.now() - started) / 1000).toFixed(0)} s)\n`,
      );
    }
  }
  if (o.json) {
    write(`${JSON.stringify(rows, null, 2)}\n`);
    return;
  }
  const { header, cells } = anyOpenerTable(rows, o.modes);
  const summary =
    `${summarise(rows)} Sample: ${o.sample} openers, seed ${o.seed}${o.include.length ? `, plus ${o.include.join(', ').toUpperCase()}` : ''}; live budget per move ${o.budgetMs ? `${o.budgetMs} ms` : 'the default'}` +
    `${o.idle ? '; each move the answer after idle refinement (p95/max ms: the first answer)' : ''}.`;
  write(`${table(header, cells)}\n\n${summary}\n`);
  if (o.writeReadme) writeReadmeTable(header, cells, `${summary} Measured ${new Date().toISOString().slice(0, 10)}.`, o.idle ? 'any-opener-refined-table' : 'any-opener-table');
}

function measure(p: PublishedOptimum, mode: Mode, budgetMs: number | undefined, idle: boolean): AnyOpenerRow {
  const r = runBench({ mode, model: 'classic', strategy: 'optimal', opener: p.opener, budgetMs, idle });
  const optimum = p[mode];
  let fewestLost: number | null = null;
  if (optimum === null) {
    // No perfect strategy: the fewest games our offline search (no time limit) loses from here.
    const model = answerModel('classic');
    const tree = openerTree({ model, mode, opener: p.opener, widths: [...OPTIMA_WIDTHS[mode]] });
    fewestLost = Math.min(r.fails, totals(tree, model.answers).fails);
  }
  return {
    opener: p.opener,
    rank: p.rank,
    mode,
    total: r.total,
    optimum,
    gap: optimum === null ? null : (r.total - optimum) / optimum,
    fails: r.fails,
    lost: r.lost,
    fewestLost,
    p95: r.liveLatencyMs.p95,
    max: r.liveLatencyMs.max,
    ...(r.settledMs ? { settled: { p95: r.settledMs.p95, max: r.settledMs.max, capped: r.settledMs.capped } } : {}),
  };
}

/** One line per opener, its modes side by side. */
function anyOpenerTable(rows: readonly AnyOpenerRow[], modes: readonly Mode[]) {
  const openers = [...new Set(rows.map((r) => r.opener))];
  const header = ['rank', 'opener'];
  const idle = rows.some((r) => r.settled);
  for (const m of modes) {
    header.push(`${m} ${idle ? 'refined' : 'live'}`, `${m} optimum`, `${m} gap`, `${m} lost`, `${m} p95 ms`, `${m} max ms`);
    if (idle) header.push(`${m} settled max s`);
  }
  const cells = openers.map((w) => {
    const line = [String(rows.find((r) => r.opener === w)!.rank), w.toUpperCase()];
    for (const m of modes) {
      const r = rows.find((x) => x.opener === w && x.mode === m);
      if (!r) {
        line.push('-', '-', '-', '-', '-', '-', ...(idle ? ['-'] : []));
        continue;
      }
      const lost = r.optimum === null ? `${r.fails} (fewest found ${r.fewestLost}; no perfect strategy)` : r.fails ? `**${r.fails}** (${r.lost.join(' ')})` : '0';
      line.push(String(r.total), r.optimum === null ? '∞' : String(r.optimum), r.gap === null ? '-' : `${(100 * r.gap).toFixed(2)}%`, lost, fixed(r.p95, 1), fixed(r.max, 0));
      if (idle) line.push(r.settled ? `${fixed(r.settled.max / 1000, 1)}${r.settled.capped ? ` (${r.settled.capped} capped)` : ''}` : '-');
    }
    return line;
  });
  return { header, cells };
}

/**
 * The targets, as sentences with their figures.
 * @internal exported for the tests: its test and the e2e figures check the summary line.
 */
export function summarise(rows: readonly AnyOpenerRow[]): string {
  const out: string[] = [];
  const worst = (mode: Mode) => {
    const xs = rows.filter((r) => r.mode === mode && r.gap !== null);
    if (!xs.length) return null;
    return xs.reduce((a, b) => (b.gap! > a.gap! ? b : a));
  };
  const normal = worst('normal');
  if (normal) {
    const n = rows.filter((r) => r.mode === 'normal');
    const within = n.filter((r) => r.gap !== null && r.gap <= 0.003).length;
    out.push(`Normal mode: ${within}/${n.length} openers within +0.3% of the optimum; worst ${normal.opener.toUpperCase()} +${(100 * normal.gap!).toFixed(2)}%.`);
  }
  const hardRows = rows.filter((r) => r.mode === 'hard');
  if (hardRows.length) {
    const perfect = hardRows.filter((r) => r.optimum !== null);
    const losing = perfect.filter((r) => r.fails > 0);
    const within = perfect.filter((r) => r.gap! <= 0.005).length;
    const hard = worst('hard');
    out.push(
      `Hard mode: ${perfect.length} openers have a perfect strategy; games lost from them: ${losing.reduce((s, r) => s + r.fails, 0)}` +
        (losing.length ? ` (${losing.map((r) => `${r.opener.toUpperCase()} ${r.fails}`).join(', ')})` : '') +
        `; ${within}/${perfect.length} within +0.5% of the optimum${hard ? `, worst ${hard.opener.toUpperCase()} +${(100 * hard.gap!).toFixed(2)}%` : ''}.`,
    );
    const none = hardRows.filter((r) => r.optimum === null);
    if (none.length) {
      const extra = none.filter((r) => r.fails > (r.fewestLost ?? 0));
      out.push(
        `${none.length} ${none.length === 1 ? 'has' : 'have'} none: the live search loses ${none.reduce((s, r) => s + r.fails, 0)} games from them, the fewest found ${none.reduce((s, r) => s + (r.fewestLost ?? 0), 0)}` +
          (extra.length ? ` (more than the fewest from ${extra.map((r) => r.opener.toUpperCase()).join(', ')})` : '') +
          '.',
      );
    }
  }
  const refined = rows.filter((r) => r.settled);
  if (refined.length) {
    const slowest = refined.reduce((a, b) => (b.settled!.max > a.settled!.max ? b : a));
    const capped = refined.reduce((s, r) => s + r.settled!.capped, 0);
    out.push(
      `Idle refinement: the longest took ${fixed(slowest.settled!.max / 1000, 1)} s (${slowest.opener.toUpperCase()} ${slowest.mode}); ` +
        `${capped} ${capped === 1 ? 'board was' : 'boards were'} still unsettled when their time ran out.`,
    );
  }
  const p95 = Math.max(...rows.map((r) => r.p95));
  const max = rows.reduce((a, b) => (b.max > a.max ? b : a));
  out.push(`Per live move: p95 at most ${fixed(p95, 1)} ms in any run; slowest move ${fixed(max.max, 0)} ms (${max.opener.toUpperCase()} ${max.mode}).`);
  return out.join(' ');
}
