// A game analysed twice (the panel's request at its end, the game keeper's in the same worker)
// gets one analysis: the same figures, not a second time-limited search that may differ.
import { describe, expect, it } from 'vitest';
import { analyseGame } from '../../src/core/analysis';
import { score } from '../../src/core';

const game = ['crane', 'moist', 'spilt'].map((guess) => ({ guess, marks: score(guess, 'spilt') }));
const value = (r: ReturnType<typeof analyseGame>) => {
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('analyses kept', () => {
  it('the same game in the same model and mode is answered with the analysis already made', () => {
    const first = value(analyseGame(game, { model: 'nyt', budgetMs: 50 }));
    expect(value(analyseGame(game.map((r) => ({ ...r })), { model: 'nyt', budgetMs: 50 }))).toBe(first);
  });

  it("another mode, model, day's history or learned answers is analysed on its own", () => {
    const first = value(analyseGame(game, { model: 'nyt', budgetMs: 50 }));
    expect(value(analyseGame(game, { model: 'nyt', mode: 'hard', budgetMs: 50 }))).not.toBe(first);
    expect(value(analyseGame(game, { model: 'classic', budgetMs: 50 }))).not.toBe(first);
    // Two days of the shipped list have two histories; after its end, days differ by the learned answers only.
    expect(value(analyseGame(game, { model: 'history', date: '2026-03-02', budgetMs: 50 }))).not.toBe(value(analyseGame(game, { model: 'history', date: '2026-03-01', budgetMs: 50 })));
    const today = value(analyseGame(game, { model: 'history', date: '2026-12-01', budgetMs: 50 }));
    expect(value(analyseGame(game, { model: 'history', date: '2026-11-30', budgetMs: 50 }))).toBe(today);
    const learned = value(analyseGame(game, { model: 'history', date: '2026-12-01', learnedAnswers: [{ date: '2026-11-29', word: 'spilt' }], budgetMs: 50 }));
    expect(learned).not.toBe(today);
    // SPILT (not played by the shipped list's end) played on 29 November is a long shot on 1 December.
    expect(learned.rows[1].expectedGuesses).not.toBe(today.rows[1].expectedGuesses);
  });
});
