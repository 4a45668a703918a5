// The one-step strategies answer the empty board from a precomputed table; recomputing every
// entry here keeps the table honest (a change to a rule must regenerate it: `npm run greedy-openings`).
import { describe, expect, it } from 'vitest';
import { emptyBoardRanking, OPENING_DEPTH } from '../../scripts/greedy-openings';
import { GREEDY_OPENINGS } from '../../src/core/data/greedy-openings';
import { GREEDY_KEYS, type GreedyName } from '../../src/core/strategies/greedy';
import { suggest } from '../../src/core/suggest';
import { MODEL_NAMES } from '../../src/core/types';

describe('greedy openings', () => {
  // The history model's weights move with the puzzle's date: it ranks the empty board live.
  const FIXED = MODEL_NAMES.filter((m) => m !== 'history');
  it('has a table for each model with fixed weights, none for history', () => {
    expect(Object.keys(GREEDY_OPENINGS).sort()).toEqual([...FIXED].sort());
  });
  for (const model of FIXED) {
    for (const name of Object.keys(GREEDY_KEYS) as GreedyName[]) {
      it(`${model} ${name}: the table equals the live ranking`, () => {
        const table = GREEDY_OPENINGS[model]?.[name];
        expect(table).toHaveLength(OPENING_DEPTH);
        expect(table).toEqual(emptyBoardRanking(model, name));
      });
    }
  }

  it('suggest() answers the empty board from the table, in both modes', () => {
    // A planted table entry shows that the strategy reads the table rather than ranking again.
    const entries = GREEDY_OPENINGS.classic!;
    const real = entries.minimax!;
    const planted = [...real].reverse();
    entries.minimax = planted;
    try {
      for (const mode of ['normal', 'hard'] as const) {
        const r = suggest([], { strategy: 'minimax', model: 'classic', mode, top: 10 });
        if (!r.ok) throw new Error(r.error);
        expect(r.value.suggestions.map((s) => s.word)).toEqual(planted.slice(0, 10));
        expect(r.value.suggestions[0].bits).toBeGreaterThan(3); // figures are still computed for the words shown
      }
    } finally {
      entries.minimax = real;
    }
  });
});
