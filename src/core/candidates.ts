// The candidate set of a board: the words that fit every row and that the model allows as
// answers, with their weights. Fitting is pattern equality, so it is exact for repeated letters.
import { someStringFitting } from './any-word';
import { analyseBoard, contradiction } from './board';
import type { AnswerModel } from './model';
import { marksToPattern, patternOf } from './pattern';
import type { Board, Knowledge, Result } from './types';
import { wordTable } from './words';

export interface CandidateSet {
  /** Word indices, most likely first. */
  readonly idx: Uint16Array;
  /** Weight of each, aligned with idx. */
  readonly w: Float64Array;
  readonly total: number;
}

export function makeSet(idx: ArrayLike<number>, weight: Float64Array): CandidateSet {
  const t = wordTable();
  const order = Array.from(idx).sort((a, b) => weight[b] - weight[a] || t.frequency[b] - t.frequency[a] || a - b);
  const w = Float64Array.from(order, (i) => weight[i]);
  let total = 0;
  for (const x of w) total += x;
  return { idx: Uint16Array.from(order), w, total };
}

/** Indices of the words that fit every row, from `pool`. */
function fitting(board: Board, pool: ArrayLike<number>): number[] {
  const t = wordTable();
  const buf = new Uint8Array(t.letters.length + 5);
  buf.set(t.letters);
  const g = t.size; // the guess goes in the spare slot: it need not be in the dictionary
  let out = Array.from(pool);
  for (const row of board) {
    for (let i = 0; i < 5; i++) buf[5 * g + i] = row.guess.charCodeAt(i) - 97;
    const want = marksToPattern(row.marks);
    out = out.filter((a) => patternOf(buf, g, a) === want);
  }
  return out;
}

export interface BoardState {
  knowledge: Knowledge;
  /** The candidates; empty when `unlisted`. */
  set: CandidateSet;
  /**
   * The colours are consistent, but no word the model allows fits: the answer is a word the
   * lists do not have (the NYT adds words), or the answer model rules it out.
   */
  unlisted?: boolean;
}

/**
 * Candidates of a board under a model, or, where no five-letter string at all shows these
 * colours, a clear error naming the first row after which none does. A consistent board that no
 * listed word fits is not an error: it comes back `unlisted`, with no candidates.
 */
/**
 * The empty board's set, kept by weight table (a model's; models of other dates may share one):
 * sorting every word of the lists took 30-50 ms, and the first click asked for it twice (the list,
 * then its notes), the analysis of every game once more. Nothing writes into a set.
 */
const emptyBoards = new WeakMap<Float64Array, CandidateSet>();

export function boardState(board: Board, model: AnswerModel): Result<BoardState> {
  const k = analyseBoard(board);
  if (!k.ok) return k;
  const kept = board.length === 0 ? emptyBoards.get(model.weight) : undefined;
  if (kept) return { ok: true, value: { knowledge: k.value, set: kept } };
  const t = wordTable();
  const allowedByModel: number[] = [];
  for (let i = 0; i < t.size; i++) if (model.weight[i] > 0) allowedByModel.push(i);
  const idx = fitting(board, allowedByModel);
  if (idx.length === 0) {
    if (someStringFitting(board) !== null) return { ok: true, value: { knowledge: k.value, set: makeSet([], model.weight), unlisted: true } };
    // Truly contradictory: name the first row after which no string fits.
    for (let r = 0; r < board.length; r++) {
      if (someStringFitting(board.slice(0, r + 1)) === null) return contradiction(board, r, 'no five-letter word shows all these colours');
    }
  }
  const set = makeSet(idx, model.weight);
  if (board.length === 0) emptyBoards.set(model.weight, set);
  return { ok: true, value: { knowledge: k.value, set } };
}
