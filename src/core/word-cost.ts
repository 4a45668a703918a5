/*
 * One rule for a guess's cost, whoever asks (the list, "Check my word", the review, the CLI's
 * --eval): the books' figures where a book values the word at that board (its move, its
 * alternatives; on the empty board first the second-move book of that opener, whose whole tree
 * the root's entry only estimates: optimal.ts shows the same), else the live
 * search run through all its steps, as the list's own search settles when given the time. A
 * quick estimate beside a book figure made every opener but the book's look 0.6 guesses worse
 * (CRANE 3.754 against the book's TARSE 3.130, where the settled search gives CRANE 3.192).
 */
import { bookNode, openerEntry } from './book';
import type { CandidateSet } from './candidates';
import { hardRequirement } from './hard-mode';
import type { AnswerModel } from './model';
import { LOSING, type Scored } from './search';
import { bookEntries, LIVE_STEPS, LIVE_WIDTHS, openerFigures, searcherFor } from './strategies/optimal';
import type { TreeEntry } from './tree';
import type { Board, Mode } from './types';
import { wordTable } from './words';

/**
 * How long a word's own search may run to settle. The widest board (the empty one, under the
 * 3,158-word models) settles in 4-12 s on a 2-core machine; every later board in well under one.
 */
export const SETTLE_MS = 20_000;

/**
 * Where the books are read for a board: the model's own; on the empty board of a date without a
 * book of its own (an archive puzzle's), the list's end's, whose first move the list shows there.
 * Its figures stand in for the date's own for the opener and the best alike, so the two compare.
 */
export function bookPlace(model: AnswerModel, mode: Mode, board: Board, set: CandidateSet) {
  const own = board.length > 0 || bookNode(model.bookId, mode, []) !== undefined;
  return { model: own ? model : { ...model, bookId: model.openerBookId }, mode, board, set };
}

/** The book's figures for `word` after `board`, as the list shows them (optimal.ts bookEntries); on the empty board an opener's own tree or figures. */
function bookFigures(model: AnswerModel, mode: Mode, board: Board, set: CandidateSet, word: number): Scored | undefined {
  const at = bookPlace(model, mode, board, set);
  const listed = bookEntries(at)?.find((e) => e.word === word);
  const own = listed ?? (board.length === 0 ? (openerEntry(at.model.bookId, mode, wordTable().words[word]) ?? openerFigures(at.model.bookId, mode, word)) : undefined);
  return own && bookScored(own);
}

/**
 * A book's entry as the search scores a guess. Without a chance of its own a book's figure loses
 * nothing where its cost is below LOSING, as the list shows it (suggest.ts, lossFigures); above,
 * only that it may lose is known.
 */
export function bookScored(e: TreeEntry): Scored {
  return { word: e.word, cost: e.cost, loss: e.loss ?? (e.cost > LOSING ? Number.NaN : 0) };
}

export interface WordCostRequest {
  model: AnswerModel;
  mode: Mode;
  board: Board;
  /** The search set at the board (suggest.ts searchSet). */
  set: CandidateSet;
  left: number;
  word: number;
  /** How long the search may run; SETTLE_MS unless the caller is in a hurry. */
  ms?: number;
}

/** A guess's cost and chance of losing (NaN: not known) by the one rule, and whether it is settled. */
export function wordCost(r: WordCostRequest): Scored & { settled: boolean } {
  const book = bookFigures(r.model, r.mode, r.board, r.set, r.word);
  if (book) return { ...book, settled: true };
  const searcher = searcherFor(r.model, r.mode);
  const req = r.mode === 'hard' ? hardRequirement(r.board) : null;
  const limits = { width: LIVE_WIDTHS[r.mode], steps: LIVE_STEPS[r.mode], deadline: performance.now() + (r.ms ?? SETTLE_MS) };
  const { ranked, settled } = searcher.rank({ set: r.set, pool: Uint16Array.of(r.word), left: r.left, req, limits, top: 1 });
  return { ...ranked[0], settled };
}
