// Issue 51: on boards no book covers, a listed word's own figure (word-cost.ts, what --eval and
// Check my word give) is its list figure, loss chance included, not an unfinished search's.
import { describe, expect, it } from 'vitest';
import { answerModel, wordTable, type Board, type Mode } from '../../src/core';
import { boardState } from '../../src/core/candidates';
import { guessesOf } from '../../src/core/search';
import { suggestSettled } from '../../src/core/settled-list';
import { searchSet } from '../../src/core/suggest';
import { wordCost } from '../../src/core/word-cost';
import { boardOf } from './rows';

const DATE = '2026-12-07';

/** A clock that jumps a minute a reading: the refinement's cap is spent at once, so the list is the live budget's. */
function hurried(): () => number {
  let t = 0;
  return () => (t += 60_000);
}

function alone(board: Board, word: string, mode: Mode) {
  const m = answerModel('history', { date: DATE });
  const st = boardState(board, m);
  if (!st.ok) throw new Error(st.error);
  const s = wordCost({ model: m, mode, board, set: searchSet(st.value.set, m), left: 6 - board.length, word: wordTable().indexOf(word) });
  return { guesses: guessesOf(s.cost, s.loss), loss: Number.isNaN(s.loss) ? Number.NaN : s.loss };
}

describe('suggestSettled: a list off the books in the figures its words have alone', () => {
  for (const row of ['quack=bbbbb', 'fuzzy=bbbbb']) {
    for (const mode of ['normal', 'hard'] as const) {
      it(`${row} ${mode}`, () => {
        const board = boardOf(row);
        const r = suggestSettled(board, { date: DATE, mode, top: 2 }, hurried());
        if (!r.ok) throw new Error(r.error);
        const list = r.value.suggestions;
        expect(r.value.fromBook).toBe(false);
        expect(list).toHaveLength(2);
        for (const s of list) {
          const own = alone(board, s.word, mode);
          expect(s.expectedGuesses, s.word).not.toBeNull();
          expect(Math.abs(own.guesses - (s.expectedGuesses ?? Number.NaN)), s.word).toBeLessThan(0.005);
          expect(Math.abs(own.loss - (s.lossChance ?? 0)), `${s.word} loss`).toBeLessThan(0.00005);
        }
        // In the list's order by those figures (hard mode: the fewest lost within a point first, as ranking.ts does).
        if (mode === 'normal') {
          const costs = list.map((s) => s.expectedGuesses ?? Number.NaN);
          expect(costs).toEqual([...costs].sort((a, b) => a - b));
        }
      });
    }
  }
});
