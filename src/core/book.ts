/*
 * Opening books: decision trees computed offline (scripts/build-books.ts, `npm run books`) for
 * each answer model and mode, stored as compact strings in src/core/data/book-*.ts and loaded on
 * demand with loadBooks() (load-books.ts). A book node is written in preorder as
 *   word cost ('+' word cost)* (child)* ')'
 * where cost is the expected guesses ×1000 as five digits (at most 99.999), the '+' entries are the next best
 * guesses (kept for the first two moves, where the live search is slowest), and a child is its
 * pattern as two base-36 digits followed by a node. A cost may be followed by '~' and its chance
 * of losing in millionths, six digits, rounded up (a loss is never written as none): then the
 * figures are the panel's (tree.ts, panelFigures), and where the node's own guess carries one, an
 * alternative without it never loses. Only nodes with three or more candidates are
 * stored: below that the search is exact and instant.
 *
 * Second-move books (src/core/data/second-moves-*.ts, `npm run second-moves`) use the same format
 * for the openers players actually play: the opener and its reply to each colour pattern, cut
 * from the offline tree from that opener (under history with the nine next best guesses there, so
 * that the panel's list after those openers needs no search). They answer the widest live board, the one after the
 * first guess, where the time budget runs out; from the third move on the live search takes over.
 * Under the history model (the panel's default) they are built for the opening books' date, as
 * its book is, for the ten openers players use most: there the live search's first answer after
 * them changed on a third of the boards while the player read (bench-first-word).
 */
import type { TreeEntry, TreeNode } from './tree';
import type { Mode, Row } from './types';
import { marksToPattern } from './pattern';
import { wordTable } from './words';

interface Book {
  /** The answer model's book id (AnswerModel.bookId): its name, or for history the history it was built for. */
  model: string;
  mode: Mode;
  root: TreeNode;
}

const books = new Map<string, Book>();
const keyOf = (model: string, mode: Mode) => `${model}/${mode}`;
/** Second-move books by model/mode, then by opener: decoded on first use (most are never used). */
const secondMoves = new Map<string, Map<string, { text: string; fails: number; root?: TreeNode; head?: TreeEntry }>>();

export function encodeBook(root: TreeNode, keep: (node: TreeNode) => boolean): string {
  const t = wordTable();
  const parts: string[] = [];
  // Five digits hold at most 99.999: a cost above LOSING only says a game may be lost (the books'
  // per-word cost of a lost game, search/costs.ts, can reach thousands on a set of light words).
  const cost = (c: number | undefined) => String(Math.round(Math.min(c ?? 0, 99.999) * 1000)).padStart(5, '0');
  const loss = (l: number | undefined, always: boolean) => (l === undefined || (!always && l === 0) ? '' : `~${String(Math.min(999_999, Math.ceil(l * 1e6))).padStart(6, '0')}`);
  const walk = (node: TreeNode) => {
    parts.push(t.words[node.guess], cost(node.cost), loss(node.loss, true));
    for (const alt of node.alternatives ?? []) {
      if (node.loss !== undefined && alt.loss === undefined) throw new Error(`book: ${t.words[alt.word]} has no chance of losing beside ${t.words[node.guess]}'s`);
      parts.push('+', t.words[alt.word], cost(alt.cost), loss(alt.loss, node.loss === undefined));
    }
    for (const [pattern, child] of [...node.children].sort((a, b) => a[0] - b[0])) {
      if (!keep(child)) continue;
      parts.push(pattern.toString(36).padStart(2, '0'));
      walk(child);
    }
    parts.push(')');
  };
  walk(root);
  return parts.join('');
}

/** Reads a book's text from its start: a word, a cost, a chance of losing where one is written. */
function bookReader(text: string) {
  const t = wordTable();
  const r = {
    at: 0,
    word: (): number => {
      const w = t.indexOf(text.slice(r.at, r.at + 5));
      if (w < 0) throw new Error(`book: unknown word "${text.slice(r.at, r.at + 5)}" at ${r.at}`);
      r.at += 5;
      return w;
    },
    cost: (): number => {
      const c = Number(text.slice(r.at, r.at + 5)) / 1000;
      r.at += 5;
      return c;
    },
    loss: (): number | undefined => {
      if (text[r.at] !== '~') return undefined;
      const l = Number(text.slice(r.at + 1, r.at + 7)) / 1e6;
      r.at += 7;
      return l;
    },
  };
  return r;
}

/**
 * A book's first move with its figures, read from the head of its text: an opener's figures for
 * the empty board's list without decoding its whole second-move book (each of them took a few ms,
 * all of them 45 ms of the first click's 270).
 * @internal exported for the tests: they compare it with the decoded root of every book.
 */
export function bookHead(text: string): TreeEntry {
  const r = bookReader(text);
  const word = r.word();
  const cost = r.cost();
  const loss = r.loss();
  return loss === undefined ? { word, cost } : { word, cost, loss };
}

/** @internal exported for the tests: its tests decode corrupt and round-tripped books. */
export function decodeBook(text: string): TreeNode {
  const r = bookReader(text);
  const { word, cost, loss } = r;
  const node = (): TreeNode => {
    const guess = word();
    const c = cost();
    const own = loss();
    const alternatives: TreeEntry[] = [];
    while (text[r.at] === '+') {
      r.at++;
      const alt: TreeEntry = { word: word(), cost: cost() };
      const l = loss() ?? (own !== undefined ? 0 : undefined);
      alternatives.push(l === undefined ? alt : { ...alt, loss: l });
    }
    const children = new Map<number, TreeNode>();
    while (text[r.at] !== ')') {
      if (r.at >= text.length) throw new Error('book: truncated');
      const pattern = parseInt(text.slice(r.at, r.at + 2), 36);
      r.at += 2;
      children.set(pattern, node());
    }
    r.at++;
    return { guess, cost: c, ...(own !== undefined ? { loss: own } : {}), alternatives, children };
  };
  return node();
}

export function registerBook(model: string, mode: Mode, text: string): void {
  books.set(keyOf(model, mode), { model, mode, root: decodeBook(text) });
}

function hasBook(model: string, mode: Mode): boolean {
  return books.has(keyOf(model, mode));
}

function registerSecondMoves(model: string, mode: Mode, byOpener: Record<string, { book: string; fails: number }>): void {
  const key = keyOf(model, mode);
  const own = secondMoves.get(key) ?? new Map<string, { text: string; fails: number; root?: TreeNode; head?: TreeEntry }>();
  for (const [opener, e] of Object.entries(byOpener)) own.set(opener, { text: e.book, fails: e.fails });
  secondMoves.set(key, own);
}

/** The openers with a second-move book for this model and mode (the empty board's list values each by its tree). */
export function secondMoveOpeners(model: string, mode: Mode): string[] {
  return [...(secondMoves.get(keyOf(model, mode))?.keys() ?? [])];
}

function secondMoveRoot(model: string, mode: Mode, opener: string): TreeNode | undefined {
  const entry = secondMoves.get(keyOf(model, mode))?.get(opener);
  if (!entry) return undefined;
  return (entry.root ??= decodeBook(entry.text));
}

/**
 * An opener's own figures from its second-move book: the whole offline tree's expected guesses,
 * where they are the panel's kind of figure (the tree lost no game, so its cost holds no lost
 * game's penalty, which the books count by another rule than the live search: search/costs.ts).
 */
export function openerEntry(model: string, mode: Mode, opener: string): TreeEntry | undefined {
  const entry = secondMoves.get(keyOf(model, mode))?.get(opener);
  if (!entry) return undefined;
  const head = (entry.head ??= bookHead(entry.text));
  if (head.loss !== undefined) return head;
  return entry.fails === 0 ? { ...head, loss: 0 } : undefined;
}

/**
 * The book's node after these rows, or undefined when the board has left the book: the opening
 * book where the game began with its opener, else the second-move book of the game's opener.
 * `model` is the model's book id (AnswerModel.bookId): a history model finds the book built for
 * its shipped history only.
 */
export function bookNode(model: string, mode: Mode, rows: readonly Row[]): TreeNode | undefined {
  let node = books.get(keyOf(model, mode))?.root;
  if (rows.length && node && wordTable().words[node.guess] !== rows[0].guess) node = undefined;
  if (rows.length && !node) node = secondMoveRoot(model, mode, rows[0].guess);
  for (const row of rows) {
    if (!node || wordTable().words[node.guess] !== row.guess) return undefined;
    node = node.children.get(marksToPattern(row.marks));
  }
  return node;
}

/** A generated book's module (src/core/data/book-*.ts); a history book names the date it was built for. */
export interface BookModule {
  MODEL: string;
  MODE: Mode;
  BOOK: string;
  DATE?: string;
}

/** A generated second-move book's module (src/core/data/second-moves-*.ts). */
export interface SecondMovesModule {
  MODEL: string;
  MODE: Mode;
  SECOND_MOVES: Record<string, { book: string; fails: number }>;
  DATE?: string;
}

const bookId = (m: { MODEL: string; DATE?: string }) => (m.DATE !== undefined ? `${m.MODEL}@${m.DATE}` : m.MODEL);

/** Registers generated books, those already in left as they are: the worker loads them all, the background some (book-answer.ts). */
export function registerBookModules(opening: readonly BookModule[], second: readonly SecondMovesModule[]): void {
  for (const m of opening) if (!hasBook(bookId(m), m.MODE)) registerBook(bookId(m), m.MODE, m.BOOK);
  for (const m of second) registerSecondMoves(bookId(m), m.MODE, m.SECOND_MOVES);
}
