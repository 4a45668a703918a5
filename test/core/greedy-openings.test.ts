// The one-step strategies answer the empty board from a precomputed table; recomputing every
// entry here keeps the table honest (a change to a rule must regenerate it: `npm run greedy-openings`).
// History's table is a shortlist that other dates re-rank under their own weights.
import { describe, expect, it } from 'vitest';
import { emptyBoardRanking, HISTORY_SHORTLIST, OPENING_DEPTH, tableModel } from '../../scripts/greedy-openings';
import { dateOfDay, dayNumber } from '../../src/core/dates';
import { shippedHistory } from '../../src/core/history';
import { answerModel } from '../../src/core/model';
import { GREEDY_OPENINGS } from '../../src/core/data/greedy-openings';
import { GREEDY_KEYS, type GreedyName } from '../../src/core/strategies/greedy';
import { suggest } from '../../src/core/suggest';
import { MODEL_NAMES } from '../../src/core/types';

describe('greedy openings', () => {
  const tables = MODEL_NAMES.map((model) => ({ model, m: tableModel(model) }));
  it('has a table for each model, history the one of the day after the shipped list', () => {
    expect(Object.keys(GREEDY_OPENINGS).sort()).toEqual(tables.map((x) => x.m.openerBookId).sort());
    expect(tableModel('history').openerBookId).toBe(`history@${dateOfDay(dayNumber(shippedHistory().last) + 1)}`);
  });
  for (const { model, m } of tables) {
    for (const name of Object.keys(GREEDY_KEYS) as GreedyName[]) {
      it(`${model} ${name}: the table equals the live ranking`, () => {
        const depth = model === 'history' ? HISTORY_SHORTLIST : OPENING_DEPTH;
        const table = GREEDY_OPENINGS[m.openerBookId]?.[name];
        expect(table).toHaveLength(depth);
        expect(table).toEqual(emptyBoardRanking(m, name, depth));
      });
    }
  }

  // The dates whose own best 50 lay deepest in the list's end's ranking (scripts/greedy-openings.ts),
  // and a history with learned answers: the shortlist re-ranked gives the live ranking.
  for (const date of ['2021-06-19', '2022-05-28', '2026-03-02']) {
    it(`history of ${date}: re-ranking the shortlist gives the date's own best 50`, () => {
      const own = answerModel('history', { date });
      expect(own.id).not.toBe(own.openerBookId);
      for (const name of Object.keys(GREEDY_KEYS) as GreedyName[]) {
        const r = suggest([], { strategy: name, date, top: OPENING_DEPTH });
        if (!r.ok) throw new Error(r.error);
        expect(r.value.suggestions.map((s) => s.word), name).toEqual(emptyBoardRanking(own, name));
      }
    });
  }

  it("history: the list's end reads the table's order; learned answers re-rank its words under their own weights", () => {
    // A planted order (the shortlist reversed) shows who reads the order and who re-ranks.
    const entries = GREEDY_OPENINGS[tableModel('history').openerBookId]!;
    const real = entries.entropy!;
    const planted = [...real].reverse();
    entries.entropy = planted;
    try {
      const end = suggest([], { strategy: 'entropy', date: '2026-12-01', top: 10 });
      if (!end.ok) throw new Error(end.error);
      expect(end.value.suggestions.map((s) => s.word)).toEqual(planted.slice(0, 10));
      const learnedAnswers = [{ date: '2026-09-01', word: 'raise' }, { date: '2026-09-02', word: 'sater' }];
      const own = answerModel('history', { date: '2026-12-01', learnedAnswers });
      expect(own.id).not.toBe(own.openerBookId);
      const r = suggest([], { strategy: 'entropy', date: '2026-12-01', learnedAnswers, top: 10 });
      if (!r.ok) throw new Error(r.error);
      expect(r.value.suggestions.map((s) => s.word)).toEqual(emptyBoardRanking(own, 'entropy', 10));
    } finally {
      entries.entropy = real;
    }
  });

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
