// `npm run second-moves`: the second-move books (src/core/data/second-moves-*.ts). For each opener
// players actually play (PLAYED_OPENERS), each answer model and mode, the whole decision tree of
// the search from that opener with the offline widths and no time limit (openerTree, as
// build-books.ts does for the opening books), of which only the first reply to each colour
// pattern is kept, with the next best guesses there (KEPT; boards of three or more candidates,
// below that the live search is exact and instant). The wide board after one guess is where the
// live budget runs out; with these books every reply to these openers is the offline tree's move,
// and the panel's list there is the offline ranking, with no search. The history books (rebuilt
// 2026-12-04, hard 2026-12-05) carry the next best guesses, in hard mode by the panel's rule with
// their chances of losing (tree.ts, panelFigures); the classic and nyt ones, built before, the
// reply alone.
//
// Each tree took 10-110 s on the loaded 2-core machine (nyt hard: 35-494 s). The file is
// rewritten after every opener and the openers already in it are skipped, so a stopped run
// resumes: `npm run second-moves -- nyt-hard` does one book, `--openers=crane,slate` some
// openers, `--redo` recomputes what is there. Run one process per book: two processes writing
// the same book would overwrite each other's openers.
import { writeFileSync } from 'node:fs';
import { encodeBook } from '../src/core/book';
import { BOOK_DATE } from './book-date';
import { answerModel } from '../src/core/model';
import { OPTIMA_WIDTHS, PLAYED_OPENERS, POPULAR_OPENERS } from '../src/core/openers';
import { BOOK_EXACT_STEP_MS, BOOK_OPENERS, BOOK_WIDTHS } from '../src/core/strategies/optimal';
import { openerTree, totals, type TreeNode } from '../src/core/tree';
import type { Mode, ModelName } from '../src/core/types';
import { wordTable } from '../src/core/words';

const args = process.argv.slice(2);
const only = args.filter((a) => !a.startsWith('--'));
const openersFlag = args.find((a) => a.startsWith('--openers='))?.slice('--openers='.length).split(',');
const redo = args.includes('--redo');

/**
 * Classic: the widths of the pinned offline figures (OPTIMA_WIDTHS), so a book's total is this
 * project's offline best from the opener. nyt: the opening books' widths (the 3,158-word list
 * with [100, 20, 8, 4] in normal mode takes minutes per opener).
 */
const WIDTHS: Record<ModelName, Record<Mode, readonly number[]>> = {
  classic: OPTIMA_WIDTHS,
  nyt: BOOK_WIDTHS.nyt,
  history: BOOK_WIDTHS.history,
};

/**
 * Guesses kept for each reply: the reply and the next best, each with its cost, so that the panel's
 * list after a popular opener comes whole from the book. With the reply alone, the live search
 * filled the nine below it within the first answer's budget: 60-90 ms on this machine, the wait
 * after the opener's row (issue 42). The panel's list holds ten by default (settings.ts).
 */
const KEPT = 10;

export interface SecondMoveEntry {
  total: number;
  fails: number;
  book: string;
}

// history: the model of the opening books' date (BOOK_DATE), the one whose book the panel's
// history model finds (AnswerModel.bookId), for the popular openers only (POPULAR_OPENERS): under
// history the live search after them is the panel's first answer, and a wide one.
for (const model of ['classic', 'nyt', 'history'] as ModelName[]) {
  for (const mode of ['normal', 'hard'] as Mode[]) {
    const name = `${model}-${mode}`;
    if (only.length && !only.includes(name)) continue;
    if (model === 'history' && !only.includes(name)) continue; // only when asked for by name
    const file = new URL(`../src/core/data/second-moves-${name}.ts`, import.meta.url);
    const entries: Record<string, SecondMoveEntry> = await import(file.href).then(
      (m: { SECOND_MOVES: Record<string, SecondMoveEntry> }) => ({ ...m.SECOND_MOVES }),
      () => ({}),
    );
    const m = model === 'history' ? answerModel(model, { date: BOOK_DATE }) : answerModel(model);
    for (const opener of openersFlag ?? (model === 'history' ? POPULAR_OPENERS : PLAYED_OPENERS)) {
      // The opening book already holds the whole tree from its own opener.
      if (opener === BOOK_OPENERS[model][mode]) continue;
      if (entries[opener] && !redo) continue;
      const start = performance.now();
      const tree = openerTree({ model: m, mode, opener, widths: [...WIDTHS[model][mode]], keep: (depth) => (depth === 1 ? KEPT : 1), exactStepMs: BOOK_EXACT_STEP_MS[model], panelFigures: mode === 'hard' });
      const r = totals(tree, m.answers);
      const book = encodeBook(firstReplies(tree), (node) => (node.size ?? 0) >= 3);
      entries[opener] = { total: r.total, fails: r.fails, book };
      const seconds = ((performance.now() - start) / 1000).toFixed(0);
      console.log(`${name} ${opener}: total ${r.total} fails ${r.fails} | ${book.length} chars | ${seconds} s`);
      save(file, model, mode, entries);
    }
  }
}

/** The opener and its replies with their alternatives, without anything deeper. */
function firstReplies(tree: TreeNode): TreeNode {
  const children = new Map<number, TreeNode>();
  for (const [p, child] of tree.children) children.set(p, { ...child, children: new Map() });
  return { ...tree, alternatives: undefined, children };
}

function save(file: URL, model: ModelName, mode: Mode, entries: Record<string, SecondMoveEntry>) {
  const t = wordTable();
  const sorted = Object.fromEntries(Object.entries(entries).sort(([a], [b]) => t.indexOf(a) - t.indexOf(b)));
  writeFileSync(
    file,
    `// Generated by \`npm run second-moves\` (scripts/build-second-moves.ts). Do not edit.\n` +
      `// Second-move books, ${mode} mode, ${model} model: for each opener, its reply to each colour pattern\n` +
      `// that leaves three or more candidates (book.ts format), and the total and games lost of the\n` +
      `// whole offline tree over the model's ${answerModel(model, model === 'history' ? { date: BOOK_DATE } : {}).answers.length} answers${model === 'history' ? ` (the model of ${BOOK_DATE})` : ''}.\n` +
      `export const MODEL = '${model}' as const;\nexport const MODE = '${mode}' as const;\n` +
      (model === 'history' ? `export const DATE = '${BOOK_DATE}';\n` : '') +
      `export const SECOND_MOVES: Record<string, { total: number; fails: number; book: string }> = {\n` +
      Object.entries(sorted)
        .map(([w, e]) => `  ${w}: { total: ${e.total}, fails: ${e.fails}, book: ${JSON.stringify(e.book)} },\n`)
        .join('') +
      `};\n`,
  );
}
