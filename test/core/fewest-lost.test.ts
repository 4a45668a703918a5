// Hard mode puts the move that loses least first (ranking.ts, fewestLostFirst; search/anytime.ts):
// chances within a point of each other count as equal and the cost decides; a move outside the
// search's window that loses less is found by costing every allowed guess.
import { describe, expect, it } from 'vitest';
import { score, suggest } from '../../src/core';
import { fewestLostFirst } from '../../src/core/ranking';

describe('fewest games lost first (fewestLostFirst)', () => {
  const move = (word: string, cost: number, loss: number) => ({ word, cost, loss });

  it('the least chance and every chance within a point of it, by cost, then the next band; unknown chances last', () => {
    // In cost order, as the search ranks them.
    const ranked = [move('a', 3.0, 0.025), move('b', 3.05, 0.008), move('c', 3.1, 0.012), move('d', 3.2, 0), move('e', 3.3, Number.NaN), move('f', 3.4, 0.03)];
    // b (0.8%) is within a point of d (0%), c (1.2%) is not; a (2.5%) is within a point of c, f (3%) not.
    expect(fewestLostFirst(ranked).map((m) => m.word)).toEqual(['b', 'd', 'c', 'a', 'f', 'e']);
  });

  it('a move losing under a point more than a cheaper one stays behind it: the long shots count as equal', () => {
    expect(fewestLostFirst([move('cheap', 3.0, 0.009), move('safe', 3.5, 0)]).map((m) => m.word)).toEqual(['cheap', 'safe']);
  });
});

describe('SLATE, RIPEN (answer JOKER, NYT list, hard mode): issue 42', () => {
  it('the first move never loses: FREED, the best of the search\'s window, loses 2.2% where GYRED, far outside it, loses nothing', () => {
    const board = ['slate', 'ripen'].map((guess) => ({ guess, marks: score(guess, 'joker') }));
    // A budget no search here reaches: the search settles, so the test does not depend on the machine's load.
    const r = suggest(board, { mode: 'hard', model: 'nyt', date: '2026-12-03', top: 10, budgetMs: 30_000 });
    if (!r.ok) throw new Error(r.error);
    expect(r.value.settled).toBe(true);
    const [first] = r.value.suggestions;
    expect([first.word, first.mayLose, first.lossChance]).toEqual(['gyred', false, undefined]);
    // FREED, cheaper in expected guesses, loses 1 game in 45: it goes after GYRED.
    const freed = r.value.suggestions.find((s) => s.word === 'freed');
    expect(freed?.mayLose).toBe(true);
    expect(freed?.lossChance).toBeCloseTo(1 / 45, 9);
    expect(freed!.expectedGuesses!).toBeLessThan(first.expectedGuesses!);
    // The moves that lose come after every move that does not.
    const loses = r.value.suggestions.map((s) => s.mayLose);
    expect(loses).toEqual([...loses].sort((a, b) => Number(a) - Number(b)));
  }, 120_000);
});
