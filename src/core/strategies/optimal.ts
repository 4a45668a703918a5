// The default strategy: minimise the expected number of guesses. Book moves where the board is
// in an opening book (book.ts); elsewhere the anytime lookahead search (search/), one searcher
// per answer model and mode kept warm so its memo serves later boards.
import { bookNode, openerEntry, secondMoveOpeners } from '../book';
import { DATE as OPENERS_DATE, OPENER_FIGURES } from '../data/opener-figures';
import { wordTable } from '../words';
import { hardRequirement } from '../hard-mode';
import { Lru } from '../lru';
import { LOSING, Searcher } from '../search';
import { byCostThenTie, fewestLostFirst, tieOrder } from '../ranking';
import type { TreeEntry } from '../tree';
import type { AnswerModel } from '../model';
import type { Mode, ModelName } from '../types';
import type { Choice, SearchContext, Strategy } from './strategy';

/**
 * Widths of the live search by depth (the anytime search deepens through them as time allows).
 * Hard mode is narrower per node (fewer valid guesses) but needs depth to see its traps coming.
 */
export const LIVE_WIDTHS: Record<Mode, number[]> = { normal: [24, 8, 4, 3], hard: [48, 24, 12, 6, 3] };
/**
 * The anytime search's steps: in hard mode depth first (traps lie deep), then width. The last
 * hard step rarely completes on the largest boards within the budget; [48, 12, 6, 3] (about
 * 300 ms after AUDIO shows a lone yellow O) is wide enough at the root to avoid that board's trap.
 */
export const LIVE_STEPS: Record<Mode, number[][]> = {
  normal: [[24], [24, 8], [24, 8, 4], [24, 8, 4, 3]],
  hard: [[48], [8, 3, 2, 2], [16, 6, 3, 2], [48, 12, 6, 3], [48, 24, 12, 6, 3]],
};
/**
 * Default time budget per move. Only the largest boards (the second move off the books) use it
 * all, so p95 stays at a few ms; hard mode gets more, as its traps are only seen from deep.
 */
export const DEFAULT_BUDGET_MS: Record<Mode, number> = { normal: 250, hard: 700 };
/**
 * The budget of the panel's first answer to a board the worker did not work out ahead (run-job.ts);
 * if its search did not settle, the idle refinement (refine.ts) goes on from its memo, for longer
 * than DEFAULT_BUDGET_MS. The openers' walk table (docs/benchmarks.md) plays these fractions of the
 * default about as well: mean of the ten popular openers, 0.25 × normal 3.155 against 3.140 at 1 ×,
 * 0.125 × hard 3.235 against 3.220 (1 × now 3.215), no game lost. With the rest of the way from the row's colours
 * to the panel (some 150 ms on a phone, 4× slower), the phone shows the answer within 400 ms.
 */
export const FIRST_ANSWER_MS: Record<Mode, number> = { normal: DEFAULT_BUDGET_MS.normal / 4, hard: DEFAULT_BUDGET_MS.hard / 8 };
/** How far past its budget an answer may come, its notes included (issue 35: never more than 20%). */
export const BUDGET_OVERRUN = 1.2;
/**
 * Widths used offline for the books. Classic hard needs 200 at the second move to reach the
 * published optimum (8,097; [48, 24, 12, 6, 3] gives 8,100). With it nyt hard from STALE loses no
 * game (11,754); the openers tried that lose one (SLANT 11,638, LEAST 11,618) or more are worse
 * by the rule of hard mode: fewest games lost first. The history hard book opens with the
 * opener its own trees rank best by that rule (`npm run opener-trees`: TARSE, no game lost).
 */
export const BOOK_WIDTHS: Record<ModelName, Record<Mode, number[]>> = {
  classic: { normal: [24, 8, 4, 3], hard: [200, 40, 16, 8, 4] },
  nyt: { normal: [24, 8, 4, 3], hard: [200, 40, 16, 8, 4] },
  history: { normal: [24, 8, 4, 3], hard: [200, 40, 16, 8, 4] },
};
/**
 * The history model's books rank boards of few candidates exactly, as the live search does
 * (tree.ts, exactStepMs: at most this long a board): by the widths alone a book's reply there could
 * be 0.1-0.45 guesses worse than the word the panel's own search plays on the same board. The classic and nyt books keep the widths' trees, which reach the
 * published optima.
 */
export const BOOK_EXACT_STEP_MS: Partial<Record<ModelName, number>> = { history: 60_000 };
export const BOOK_OPENERS: Record<ModelName, Record<Mode, string>> = {
  classic: { normal: 'tarse', hard: 'salet' },
  nyt: { normal: 'tarse', hard: 'stale' },
  history: { normal: 'tarse', hard: 'tarse' },
};

/** Searchers kept (most recently used): the panel's date and mode, an analysis of another date. */
const searchers = new Lru<string, Searcher>(6);

/**
 * The warm searcher of an answer model's weights and a mode, shared by the strategy and the
 * post-game analysis. Its memo is keyed by candidate set, not by the candidates' weights, which
 * only the model fixes (FANNY weighs 1 under classic, a long shot's 0.001 under nyt; under history
 * a word's weight moves with the date): one searcher per model id (name, and for history the
 * history it was built from) keeps one set of weights' values out of another's.
 */
export function searcherFor(model: Pick<AnswerModel, 'id'>, mode: Mode): Searcher {
  const key = `${model.id}/${mode}`;
  // trapAware: in hard mode the shallow steps that are all the live budget completes on the
  // widest boards count locked trap families as lost (search/families.ts); the offline trees of
  // the books do without (their searches go deep enough to see the traps).
  return searchers.get(key) ?? searchers.set(key, new Searcher(mode, undefined, { trapAware: true }));
}

/**
 * Drops every searcher and its memo: a benchmark's game then starts as a player's first game of
 * the day does, not from the memo of the games played before it.
 */
export function forgetSearchers(): void {
  searchers.clear();
}

/** Where the books are read: the board, its candidates (for the tie rule), the model and mode. */
type BookPlace = Pick<SearchContext, 'board' | 'set' | 'model' | 'mode'>;

/**
 * The model's own book at the board as the list shows it: its move and alternatives, best first,
 * with their figures (on the empty board an opener's whole tree, withOpenerTrees); undefined off
 * the book. One order for the list, the review's best and "Check my word" (word-cost.ts).
 */
export function bookEntries(at: BookPlace): TreeEntry[] | undefined {
  const node = bookNode(at.model.bookId, at.mode, at.board);
  if (!node) return undefined;
  const all = withOpenerTrees(at, [{ word: node.guess, cost: node.cost ?? 0, loss: node.loss }, ...(node.alternatives ?? [])]);
  const ranked = [...all].sort(byCostThenTie((e) => e.cost, (e) => e.word, tieOrder(at.set)));
  if (node.loss !== undefined) {
    // The panel's figures (tree.ts, panelFigures): hard mode ranks them as the live search does,
    // fewest lost first with chances within a point equal, so a kept guess can go before the
    // book's own, which keeps every word it can.
    if (at.mode !== 'hard') return ranked;
    return fewestLostFirst(ranked.map((e) => ({ ...e, loss: e.loss ?? Number.NaN })));
  }
  // A book's cost counts a lost game in without its chance: where a move listed may lose, the live
  // search ranks the moves below the book's with their chances of losing (the trap line's figures).
  // Otherwise the list follows its figures, as a search's would: the cheapest first (the root's
  // tree is chosen over whole trees; an alternative's own tree can cost less).
  return all.some((e) => e.cost > LOSING) ? all.slice(0, 1) : ranked;
}

/**
 * The book's answer to the board, best first: its move and alternatives with their costs. On the
 * empty board of a model with no book of its own (history on a date the list covers) the first
 * move of the list's end's book, without its costs: they are expected guesses under another
 * history (answers after the date counted as played), not the player's puzzle's.
 */
function bookChoices(ctx: SearchContext): Choice[] {
  const own = bookEntries(ctx);
  if (own) return own.map((e) => ({ word: e.word, expectedGuesses: e.cost, ...(e.loss !== undefined ? { loss: e.loss } : {}), fromBook: true }));
  const other = ctx.board.length === 0 ? bookNode(ctx.model.openerBookId, ctx.mode, []) : undefined;
  if (!other) return [];
  const all: TreeEntry[] = [{ word: other.guess, cost: other.cost ?? 0 }, ...(other.alternatives ?? [])];
  return (all.some((e) => e.cost > LOSING) ? all.slice(0, 1) : all).map((e) => ({ word: e.word, fromBook: true }));
}

/**
 * On the empty board every opener valued as a whole: an alternative with a second-move book takes
 * its whole tree's figures (book.ts, openerEntry), which its root entry only estimates with a
 * narrower search, else the figures computed offline by the live search for the played openers
 * (openerFigures); and every opener with such figures joins the list. So the list, "Check my
 * word" and the review give an opener one figure and one place (word-cost.ts): in hard mode the
 * root's entries are narrow estimates (SALET 3.516 against its 3.206), which put CRANE second by
 * its own figure yet left it off the list.
 */
function withOpenerTrees(at: BookPlace, entries: TreeEntry[]): TreeEntry[] {
  if (at.board.length > 0) return entries;
  const t = wordTable();
  const { bookId } = at.model;
  const whole = (word: number) => openerEntry(bookId, at.mode, t.words[word]) ?? openerFigures(bookId, at.mode, word);
  const listed = new Set(entries.map((e) => e.word));
  const others = [...new Set([...secondMoveOpeners(bookId, at.mode), ...Object.keys(figuresOf(bookId, at.mode))])].map((w) => t.indexOf(w)).filter((w) => w >= 0 && !listed.has(w));
  return [...entries.map((e) => whole(e.word) ?? e), ...others.flatMap((w) => whole(w) ?? [])];
}

/** The played openers' figures computed offline by the live search (scripts/build-opener-figures.ts): for the books' history only. */
const figuresOf = (bookId: string, mode: Mode) => (bookId === `history@${OPENERS_DATE}` ? OPENER_FIGURES[mode] : {});

/** A played opener's figures computed offline (figuresOf), undefined for another opener or book. */
export function openerFigures(bookId: string, mode: Mode, word: number): TreeEntry | undefined {
  const f = figuresOf(bookId, mode)[wordTable().words[word]];
  return f ? { word, cost: f[0], loss: f[1] } : undefined;
}

export const optimal: Strategy = {
  choose(ctx, top) {
    const fromBook = ctx.noBooks ? [] : bookChoices(ctx);
    if (fromBook.length >= top) return fromBook.slice(0, top);
    if (ctx.booksOnly) return [];
    const searcher = searcherFor(ctx.model, ctx.mode);
    const req = ctx.mode === 'hard' ? hardRequirement(ctx.board) : null;
    const { ranked, settled } = searcher.rank({ set: ctx.set, pool: ctx.pool, left: ctx.guessesLeft, req, limits: { width: LIVE_WIDTHS[ctx.mode], steps: LIVE_STEPS[ctx.mode], deadline: ctx.deadline, firstStepStops: ctx.slice }, top });
    ctx.onSearch?.({ settled });
    // Below a book answer without costs the live ones go without theirs too: one list, one kind of figure.
    const costless = fromBook.length > 0 && fromBook[0].expectedGuesses === undefined;
    const live = ranked.map((r) => (costless ? { word: r.word } : { word: r.word, expectedGuesses: r.cost, loss: Number.isNaN(r.loss) ? undefined : r.loss }));
    const inBook = new Set(fromBook.map((c) => c.word));
    return [...fromBook, ...live.filter((c) => !inBook.has(c.word))].slice(0, top);
  },
};
