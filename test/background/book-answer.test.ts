// The background's answer to the boards the books answer whole (book-answer.ts) is the one the
// solver worker gives (run-job.ts): every book board of the panel's model, both modes, the empty
// board and each colouring of every opener with a second-move book, compared whole (list, figures,
// notes). The background's answers are taken first, with only the books it bundles registered, as
// in the extension; the worker's after all its books are loaded, as in the worker.
import { describe, expect, it } from 'vitest';
import { bookNode, secondMoveOpeners } from '../../src/core/book';
import { modelFor } from '../../src/core/model';
import { patternToMarks } from '../../src/core/pattern';
import type { Board, Mode } from '../../src/core/types';
import { DEFAULT_SETTINGS } from '../../src/shared/settings';
import type { SolveRequest } from '../../src/shared/tab-view';
import { bookAnswer } from '../../src/background/book-answer';
import { booksLoaded, runJob } from '../../src/worker/run-job';

const DATE = '2026-12-05';
const MODES: Mode[] = ['normal', 'hard'];

const request = (board: Board, mode: Mode, more: Partial<SolveRequest> = {}): SolveRequest => ({ board, mode, model: 'history', strategy: 'optimal', top: DEFAULT_SETTINGS.top, date: DATE, ...more });

/** The empty board and every opener's colourings the model's second-move books hold a node for. */
function bookBoards(mode: Mode): Board[] {
  const model = modelFor({ model: 'history', date: DATE });
  if (!model.ok) throw new Error(model.error);
  const boards: Board[] = [[]];
  for (const opener of secondMoveOpeners(model.value.bookId, mode)) {
    for (let p = 0; p < 243; p++) {
      const board: Board = [{ guess: opener, marks: patternToMarks(p) }];
      if (bookNode(model.value.bookId, mode, board)) boards.push(board);
    }
  }
  return boards;
}

describe('the background answers the book boards as the worker does', () => {
  it('on the empty board and after each popular opener, in both modes: the same list, figures and notes', async () => {
    // Before the worker's books are loaded: the background has only its own.
    const quick = MODES.flatMap((mode) => {
      // A board it does not answer is the worker's: the empty board's request under another model.
      expect(bookAnswer(request([], mode, { model: 'nyt' }))).toBeNull();
      return bookBoards(mode).map((board) => ({ req: request(board, mode), answer: bookAnswer(request(board, mode)) }));
    });
    await booksLoaded();
    const answered = quick.filter((q) => q.answer !== null);
    for (const { req, answer } of answered) expect(answer, JSON.stringify(req.board)).toEqual(runJob({ kind: 'solve', request: req }));
    // Every empty board, and the replies to the ten popular openers in each mode.
    for (const mode of MODES) expect(answered.some((q) => q.req.mode === mode && q.req.board.length === 0)).toBe(true);
    const openers = new Set(answered.map((q) => q.req.board[0]?.guess).filter(Boolean));
    expect(openers.size).toBeGreaterThanOrEqual(10);
    expect(answered.length).toBeGreaterThan(quick.length * 0.9);
    console.info(`book-answer: ${answered.length} of ${quick.length} book boards answered in the background`);
  }, 600_000);

  it('leaves a board that needs a search, and a refinement slice, to the worker', () => {
    const offBook: Board = [{ guess: 'fuzzy', marks: patternToMarks(0) }];
    expect(bookAnswer(request(offBook, 'normal'))).toBeNull();
    expect(bookAnswer(request([], 'normal', { budgetMs: 400 }))).toBeNull();
  });

  it("keeps the day's answers for the next opening, and never a request without its date (today's, whichever day that is)", () => {
    const first = bookAnswer(request([], 'hard'));
    expect(first).not.toBeNull();
    expect(bookAnswer(request([], 'hard'))).toBe(first);
    // Another date, or other settings: answered apart.
    expect(bookAnswer(request([], 'hard', { date: '2026-12-06' }))).not.toBe(first);
    expect(bookAnswer(request([], 'hard', { top: 3 }))).not.toBe(first);
    const undated = request([], 'hard', { date: undefined });
    expect(bookAnswer(undated)).not.toBe(bookAnswer(undated));
  });
});
