// Hard mode's trap line names the solver's least-losing move (SuggestResult.leastLosing): of at
// least 10 moves ranked whatever number of rows the player shows, so its move and chance do not
// change with the rows shown, and no row shown loses less.
import { describe, expect, it } from 'vitest';
import { score, suggest } from '../../src/core';
import type { Suggestion } from '../../src/core/types';

const lossOf = (s: Pick<Suggestion, 'mayLose' | 'lossChance'>) => (!s.mayLose ? 0 : (s.lossChance ?? Infinity));
// A budget no search here reaches: every search settles, so the test does not depend on the machine's load.
const opts = { mode: 'hard', model: 'nyt', date: '2026-12-03', budgetMs: 30_000, leastLosing: true } as const;

describe('the least-losing move (leastLosing)', () => {
  it('is the same with 1, 3 or 10 rows shown, and no row shown loses less', () => {
    for (const [answer, words] of [['sight', ['crane', 'might']], ['baker', ['crane', 'water']]] as const) {
      const board = words.map((guess) => ({ guess, marks: score(guess, answer) }));
      const named = [1, 3, 10].map((top) => {
        const r = suggest(board, { ...opts, top });
        if (!r.ok) throw new Error(r.error);
        expect(r.value.suggestions).toHaveLength(top);
        for (const s of r.value.suggestions) expect(lossOf(s)).toBeGreaterThanOrEqual(lossOf(r.value.leastLosing!));
        return r.value.leastLosing;
      });
      expect(named[0], answer).toBeDefined();
      expect(named.slice(1), answer).toEqual([named[0], named[0]]);
    }
  }, 300_000);

  it('is named from the second row played on only, in hard mode only, for a player\'s list only', () => {
    const one = [{ guess: 'crane', marks: score('crane', 'sight') }];
    const r = suggest(one, { ...opts, top: 3 });
    const normal = suggest([...one, { guess: 'might', marks: score('might', 'sight') }], { ...opts, mode: 'normal', top: 3 });
    if (!r.ok || !normal.ok) throw new Error('no answer');
    expect([r.value.leastLosing, normal.value.leastLosing]).toEqual([undefined, undefined]);
    // Play and the benchmarks ask for no player's list: their cheapest move by cost, nothing named.
    const play = suggest([...one, { guess: 'might', marks: score('might', 'sight') }], { ...opts, leastLosing: undefined, top: 1 });
    if (!play.ok) throw new Error(play.error);
    expect(play.value.leastLosing).toBeUndefined();
  }, 120_000);
});
