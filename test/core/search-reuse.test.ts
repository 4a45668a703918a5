// The search's work kept between searches of the same model and mode (the anytime steps, and the
// analysis's searches of one board: the best word, then the figures of the best and the played
// word): a value or an order used again must be the one a fresh search computes.
import { describe, expect, it } from 'vitest';
import { boardState } from '../../src/core/candidates';
import { answerModel } from '../../src/core/model';
import { score } from '../../src/core';
import { hardRequirement } from '../../src/core/hard-mode';
import { Searcher } from '../../src/core/search';
import { NodeSearch } from '../../src/core/search/node';
import { forgetSearchers, LIVE_STEPS, LIVE_WIDTHS, searcherFor } from '../../src/core/strategies/optimal';
import { guessPool, searchSet } from '../../src/core/suggest';
import type { Board, Mode } from '../../src/core/types';
import { wordTable } from '../../src/core/words';
import { wordCost } from '../../src/core/word-cost';

const t = wordTable();
const model = answerModel('nyt');
/** CRANE against MOIST, then SLOTH: a hundred candidates, then a few. */
const board: Board = [{ guess: 'crane', marks: score('crane', 'moist') }];
const setOf = (b: Board) => {
  const s = boardState(b, model);
  if (!s.ok) throw new Error(s.error);
  return searchSet(s.value.set, model);
};
const words = (...w: string[]) => Uint16Array.from(w, (x) => t.indexOf(x));

describe('values kept across the anytime steps', () => {
  it('steps that differ only where two guesses are left share their values (five left: [24, 8, 4] and [24, 8, 4, 3])', () => {
    const set = setOf(board);
    const rank = (s: Searcher, width: number[]) => s.rank({ set, pool: words('moist'), left: 5, req: null, limits: { width, deadline: Infinity }, top: 1 }).ranked[0];
    const warm = new Searcher('normal');
    rank(warm, [24, 8, 4]);
    const again = warm.rank({ set, pool: words('moist'), left: 5, req: null, limits: { width: [24, 8, 4, 3], deadline: Infinity }, top: 1 });
    // Every node below the root was valued by the step before: none is valued again.
    expect(again.nodes).toBe(0);
    expect(again.ranked[0]).toEqual(rank(new Searcher('normal'), [24, 8, 4, 3]));
  });

  it('a node expanded again at another width is not scanned again, and values as a fresh search does', () => {
    const set = setOf(board);
    const all = Uint16Array.from({ length: t.size }, (_, i) => i);
    const node = { idx: set.idx, w: set.w, total: set.total };
    const frame = (width: number[]) => ({ left: 4, req: null, depth: 0, parentPool: all, limits: { width, deadline: Infinity } });
    const warm = new NodeSearch('normal', all);
    warm.value(node, frame([8]));
    const work = warm.scans.work;
    const narrower = warm.value(node, frame([4]));
    // Its guesses' groups are estimated (no width below): the one scan would be the node's own.
    expect(warm.scans.work).toBe(work);
    expect(narrower).toEqual(new NodeSearch('normal', all).value(node, frame([4])));
  });
});

describe("the analysis's figures with a warm searcher", () => {
  for (const mode of ['normal', 'hard'] as const satisfies readonly Mode[]) {
    it(`${mode}: a word's settled figure after the board's own search and other words' is the figure of a fresh searcher`, () => {
      const set = setOf(board);
      const played = ['moist', 'sloth', 'pilot'].map((w) => t.indexOf(w));
      const cost = (word: number) => wordCost({ model, mode, board, set, left: 5, word });
      const fresh = played.map((w) => {
        forgetSearchers();
        return cost(w);
      });
      forgetSearchers();
      // The analysis's order: the best word searched within a budget, then each word settled.
      const limits = { width: LIVE_WIDTHS[mode], steps: LIVE_STEPS[mode], deadline: performance.now() + 100 };
      searcherFor(model, mode).rank({ set, pool: guessPool(board, mode), left: 5, req: mode === 'hard' ? hardRequirement(board) : null, limits, top: 1 });
      expect(played.map(cost)).toEqual(fresh);
      expect(fresh.every((f) => f.settled)).toBe(true);
    });
  }
});
