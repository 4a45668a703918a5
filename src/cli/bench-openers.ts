// `bench-openers` (what `npm run bench` runs after the strategy table): the default strategy from
// the openers people actually play (PLAYED_OPENERS), over the 2,309 classic answers, normal and
// hard, beside the best total the offline search finds from the same opener (the second-move
// books' trees, src/core/data/second-moves-classic-*.ts, or src/core/data/opener-optima.ts) and
// the exact optimum published for it (published-optima.ts). The second move comes from the
// opener's second-move book where it has one; every later move is a live move of the search.
// `--sample N` measures openers across the whole ranking instead (bench-any-opener.ts).
import { OPENER_OPTIMA } from '../core/data/opener-optima';
import { PLAYED_OPENERS } from '../core/openers';
import { SECOND_MOVES as CLASSIC_NORMAL } from '../core/data/second-moves-classic-normal';
import { SECOND_MOVES as CLASSIC_HARD } from '../core/data/second-moves-classic-hard';
import { publishedOptimum } from './published-optima';
import * as openingNormal from '../core/data/book-classic-normal';
import * as openingHard from '../core/data/book-classic-hard';
import { BOOK_OPENERS } from '../core/strategies/optimal';
import { DEFAULT_BUDGET_MS } from '../core/strategies/optimal';
import type { Mode } from '../core';
import { countOf, parseFlags, UsageError } from './args';
import { runBench } from './bench-command';
import { fixed, table } from './format';
import { writeReadmeTable } from './readme';
import { benchAnyOpener } from './bench-any-opener';
import { quote } from './input';

const MODES: readonly Mode[] = ['normal', 'hard'];

interface OpenerRow {
  opener: string;
  mode: Mode;
  total: number;
  best: number | null;
  gap: number | null;
  /** The exact optimum from this opener (alex1770/wordle); null where no strategy wins every game. */
  exact: number | null;
  /** Where the second move came from: the opening book (its own opener), a second-move book, or the live search. */
  book: 'opening book' | 'book' | 'live';
  fails: number;
  bestFails: number | null;
  /** Answers the live search loses that the offline tree wins (the target: none). */
  newlyLost: string[];
  p95: number;
  max: number;
  heapMb: number;
}

export function benchOpenersCommand(argv: readonly string[], write: (s: string) => void): void {
  const p = parseFlags('bench-openers', argv, {
    openers: 'string',
    budget: 'string',
    json: 'boolean',
    'write-readme': 'boolean',
    sample: 'string',
    seed: 'string',
    include: 'string',
    modes: 'string',
    out: 'string',
    idle: 'boolean',
  });
  if (p.positionals.length) throw new UsageError(`bench-openers takes no words, got "${quote(p.positionals[0])}".`);
  const modes = (p.flags.has('modes') ? String(p.flags.get('modes')).split(',') : [...MODES]) as Mode[];
  for (const m of modes) if (!MODES.includes(m)) throw new UsageError(`Unknown mode "${quote(m)}" in --modes (normal, hard).`);
  if (p.flags.has('sample')) {
    // Openers across the whole ranking against the published optima (bench-any-opener.ts).
    if (p.flags.has('openers')) throw new UsageError('Use --sample or --openers, not both (add named openers to a sample with --include).');
    return benchAnyOpener(
      {
        sample: countOf(p, 'sample', 100, 14_855),
        seed: countOf(p, 'seed', 11, 2 ** 31),
        include: p.flags.has('include') ? String(p.flags.get('include')).toLowerCase().split(',') : [],
        modes,
        budgetMs: p.flags.has('budget') ? countOf(p, 'budget', 1, 600_000) : undefined,
        out: p.flags.has('out') ? String(p.flags.get('out')) : undefined,
        idle: Boolean(p.flags.get('idle')),
        json: Boolean(p.flags.get('json')),
        writeReadme: Boolean(p.flags.get('write-readme')),
      },
      write,
    );
  }
  for (const flag of ['seed', 'include', 'out', 'idle']) if (p.flags.has(flag)) throw new UsageError(`--${flag} goes with --sample.`);
  const wanted = p.flags.has('openers') ? String(p.flags.get('openers')).toLowerCase().split(',') : [...PLAYED_OPENERS];
  const budgetMs = p.flags.has('budget') ? countOf(p, 'budget', 1, 600_000) : undefined;
  const rows: OpenerRow[] = [];
  for (const opener of wanted) {
    for (const mode of modes) {
      const r = runBench({ mode, model: 'classic', strategy: 'optimal', opener, budgetMs });
      const known = OPENER_OPTIMA[opener];
      // The opening book's own opener: its whole tree is the book (SALET in classic hard mode).
      const opening = opener === BOOK_OPENERS.classic[mode] ? (mode === 'normal' ? openingNormal : openingHard) : undefined;
      const tree = opening ? { total: opening.TOTAL, fails: opening.FAILS } : (mode === 'normal' ? CLASSIC_NORMAL : CLASSIC_HARD)[opener];
      const best = known ? known[mode] : tree ? tree.total : null;
      rows.push({
        opener,
        mode,
        total: r.total,
        best,
        gap: best ? (r.total - best) / best : null,
        exact: publishedOptimum(opener, mode) ?? null,
        book: opening ? 'opening book' : tree ? 'book' : 'live',
        fails: r.fails,
        bestFails: known ? known.lost[mode].length : tree ? tree.fails : null,
        // Without the pinned lost answers of a tree, any game lost where the tree loses none.
        newlyLost: known ? r.lost.filter((a) => !known.lost[mode].includes(a)) : tree && tree.fails === 0 ? r.lost : [],
        p95: r.liveLatencyMs.p95,
        max: r.liveLatencyMs.max,
        heapMb: r.peakHeapMb,
      });
      process.stderr.write(`${opener} ${mode}: ${r.total}${best ? ` vs ${best}` : ''}\n`);
    }
  }
  if (p.flags.get('json')) {
    write(JSON.stringify(rows, null, 2));
    return;
  }
  const header = ['opener', 'mode', 'second move', 'total', 'average', 'offline best', 'gap', 'exact optimum', 'lost (best)', 'lost, best wins', 'p95 ms', 'max ms', 'peak heap MB'];
  const cells = rows.map((r) => [
    r.opener.toUpperCase(),
    r.mode,
    r.book,
    String(r.total),
    fixed(r.total / 2309, 4),
    r.best === null ? '-' : String(r.best),
    r.gap === null ? '-' : `${(100 * r.gap).toFixed(2)}%`,
    r.exact === null ? '∞' : String(r.exact),
    `${r.fails} (${r.bestFails ?? '-'})`,
    r.newlyLost.length ? r.newlyLost.map((a) => a.toUpperCase()).join(' ') : 'none',
    fixed(r.p95, 1),
    fixed(r.max, 0),
    String(r.heapMb),
  ]);
  const within = (mode: Mode, limit: number) =>
    rows.filter((r) => r.mode === mode && r.gap !== null && r.gap <= limit && r.newlyLost.length === 0).length;
  const booked = rows.filter((r) => r.book !== 'live');
  const equal = booked.filter((r) => r.total === r.best).length;
  const better = booked.filter((r) => r.best !== null && r.total < r.best).length;
  const summary =
    `With a book for the second move: ${equal}/${booked.length} totals equal the offline best${better ? `, ${better} below it (the live search from the third move on beat the offline tree)` : ''}. ` +
    `Within 0.5% of the offline best in normal mode: ${within('normal', 0.005)}/${rows.filter((r) => r.mode === 'normal').length}; ` +
    `within 1% in hard mode: ${within('hard', 0.01)}/${rows.filter((r) => r.mode === 'hard').length} ` +
    `(each with no game lost that the offline tree wins). Live budget per move ${budgetMs ? `${budgetMs} ms` : `${DEFAULT_BUDGET_MS.normal} ms normal, ${DEFAULT_BUDGET_MS.hard} ms hard`}.`;
  write(`${table(header, cells)}\n\n${summary}\n`);
  if (p.flags.get('write-readme')) {
    writeReadmeTable(header, cells, `${summary} Measured ${new Date().toISOString().slice(0, 10)}.`, 'opener-table');
  }
}
