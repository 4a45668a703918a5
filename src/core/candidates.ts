// The candidate set of a board: the words that fit every row and that the model allows as
// answers, with their weights. Fitting is pattern equality, so it is exact for repeated letters.
import { analyseBoard, describeRow } from './board';
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
  set: CandidateSet;
}

/** Candidates of a board under a model, or a clear error naming the row that contradicts. */
export function boardState(board: Board, model: AnswerModel): Result<BoardState> {
  const k = analyseBoard(board);
  if (!k.ok) return k;
  const t = wordTable();
  const allowedByModel: number[] = [];
  for (let i = 0; i < t.size; i++) if (model.weight[i] > 0) allowedByModel.push(i);
  const idx = fitting(board, allowedByModel);
  if (idx.length === 0) {
    // Find the first row after which no word at all fits, to name it.
    const everyWord = Array.from({ length: t.size }, (_, i) => i);
    for (let r = 0; r < board.length; r++) {
      if (fitting(board.slice(0, r + 1), everyWord).length === 0) {
        const others = r === 0 ? '' : r === 1 ? ' together with row 1' : ` together with rows 1-${r}`;
        return { ok: false, error: `No word fits ${describeRow(board[r], r)}${others}: check the colours.` };
      }
    }
    return { ok: false, error: `No word that the ${model.name} answer model allows fits this board.` };
  }
  return { ok: true, value: { knowledge: k.value, set: makeSet(idx, model.weight) } };
}
