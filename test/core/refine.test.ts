// Idle refinement (src/core/refine.ts): an answer the live budget cut short says so (`settled:
// false`), and searching the same board again in slices reaches the ranking the search gives
// with no time limit, because every slice keeps the memo of the ones before.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBooks } from '../../src/core/load-books';
import { boardState } from '../../src/core/candidates';
import { hardRequirement } from '../../src/core/hard-mode';
import { answerModel } from '../../src/core/model';
import { suggestRefined } from '../../src/core/refine';
import { refineCapMs, REFINE_SLICE_MS } from '../../src/core/refine-budget';
import { Searcher } from '../../src/core/search';
import { forgetSearchers, LIVE_STEPS, LIVE_WIDTHS } from '../../src/core/strategies/optimal';
import { guessPool, searchSet, suggest } from '../../src/core/suggest';
import type { Board, Mode } from '../../src/core/types';
import { wordTable } from '../../src/core/words';
import { greyRows } from '../fakes';

const grey = (guess: string) => greyRows(guess)[0];

beforeAll(async () => {
  await loadBooks();
});

/** The top words the search gives at `board` with no time limit, through the same steps. */
function unlimited(board: Board, mode: Mode, top: number): string[] {
  const model = answerModel('classic');
  const st = boardState(board, model);
  if (!st.ok) throw new Error(st.error);
  const set = searchSet(st.value.set, model);
  const searcher = new Searcher(mode, undefined, { trapAware: true });
  const req = mode === 'hard' ? hardRequirement(board) : null;
  // A finite deadline far away: the same steps as the live search, each completing.
  const limits = { width: LIVE_WIDTHS[mode], steps: LIVE_STEPS[mode], deadline: performance.now() + 600_000 };
  const r = searcher.rank({ set, pool: guessPool(board, mode), left: 6 - board.length, req, limits, top });
  expect(r.settled).toBe(true);
  return r.ranked.map((s) => wordTable().words[s.word]);
}

describe('settled', () => {
  it('is true for a book move, an exact ranking and a one-step strategy', () => {
    const book = suggest([], { model: 'classic', top: 1 });
    const small = suggest([grey('fuzzy'), { guess: 'tarse', marks: ['correct', 'correct', 'correct', 'absent', 'absent'] }], { model: 'classic' });
    const greedy = suggest([grey('jeeze')], { model: 'classic', strategy: 'entropy' });
    for (const r of [book, small, greedy]) {
      if (!r.ok) throw new Error(r.error);
      expect(r.value.settled).toBe(true);
    }
  });

  it('is false where the budget ran out before the deepest step (a 1,223-candidate board in 1 ms)', () => {
    const r = suggest([grey('jeeze')], { model: 'classic', budgetMs: 1, top: 3 });
    if (!r.ok) throw new Error(r.error);
    expect(r.value.candidates).toBe(1223);
    expect(r.value.settled).toBe(false);
  });

  it('is false where a book move heads the list and the budget cut the live search below it short', () => {
    // annul under classic: TARSE, then the book's COLIN; the book names a few moves, the search fills the list.
    const board: Board = [
      { guess: 'tarse', marks: ['absent', 'present', 'absent', 'absent', 'absent'] },
      { guess: 'colin', marks: ['absent', 'absent', 'present', 'absent', 'present'] },
    ];
    forgetSearchers(); // a cold searcher, as in a worker just started: its memo cannot finish the list
    const cut = suggest(board, { model: 'classic', budgetMs: 0 });
    const whole = suggest(board, { model: 'classic' });
    if (!cut.ok || !whole.ok) throw new Error('refused');
    expect(cut.value.fromBook).toBe(true);
    expect(whole.value.settled).toBe(true);
    const words = (r: typeof cut) => (r.ok ? r.value.suggestions.map((s) => s.word) : []);
    expect(words(cut)).not.toEqual(words(whole)); // the list below the book's moves did change with time
    expect(cut.value.settled).toBe(false);
  });
});

describe('suggestRefined', () => {
  it('runs no slice after a settled answer', () => {
    const r = suggestRefined([], { model: 'classic', top: 1 });
    if (!r.ok) throw new Error(r.error);
    expect(r.value.slices).toBe(0);
    expect(r.value.last).toBe(r.value.first);
  });

  it('reaches the unlimited ranking in slices, each starting where the last stopped', () => {
    // PIOUS all grey, hard mode: 460 candidates, [48] completes in the first answer's budget and
    // the deeper steps only in slices. A clock that stands still keeps the cap out of the test.
    const board = [grey('pious')];
    const r = suggestRefined(board, { model: 'classic', mode: 'hard', top: 3, budgetMs: 50 }, () => 0);
    if (!r.ok) throw new Error(r.error);
    expect(r.value.first.settled).toBe(false);
    expect(r.value.slices).toBeGreaterThan(0);
    expect(r.value.last.settled).toBe(true);
    expect(r.value.last.suggestions.map((s) => s.word)).toEqual(unlimited(board, 'hard', 3));
  });

  it('stops when the time the board may take is spent', () => {
    let clock = 0;
    const now = () => (clock += 2000); // each reading of the clock: another 2 s gone
    const r = suggestRefined([grey('jeeze')], { model: 'classic', top: 1, budgetMs: 1 }, now);
    if (!r.ok) throw new Error(r.error);
    expect(r.value.last.settled).toBe(false);
    // One reading per slice, 2 s each: the cap allows cap / 2,000 slices.
    expect(r.value.slices).toBeGreaterThan(0);
    expect(r.value.slices).toBeLessThanOrEqual(Math.ceil(refineCapMs(1223) / 2000));
    expect(REFINE_SLICE_MS).toBeLessThanOrEqual(500);
  });
});
