// The review of three games of 7 Dec 2026 (answer SPICY, docs/benchmarks.md "The review: one rule
// for every word's cost"): the opener's row costs what the list and "Check my word" say it costs,
// not a quick estimate 0.6 guesses worse than the book's best, and skill is the one documented.
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateGuess, suggest, type Board } from '../../src/core';
import { analyseGame } from '../../src/core/analysis';
import { loadBooks } from '../../src/core/load-books';
import { patternToMarks, scoreWords } from '../../src/core/pattern';

const DATE = '2026-12-07';
const game = (...words: string[]): Board => words.map((w) => ({ guess: w, marks: patternToMarks(scoreWords(w, 'spicy')) }));

function value<T>(r: { ok: true; value: T } | { ok: false; error: string }): T {
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

beforeAll(async () => {
  await loadBooks();
});

describe('the review of a game from a popular opener', () => {
  const games: [string[], number][] = [
    [['crane', 'sluit', 'spicy'], 99.0],
    [['slate', 'yupon', 'spiky', 'spicy'], 99.6],
    [['adieu', 'clons', 'spicy'], 97.0],
  ];
  for (const [words, skill] of games) {
    it(`${words.join(', ')}: the opener's row is its list figure beside the list's best, skill ${skill}`, () => {
      const a = value(analyseGame(game(...words), { date: DATE }));
      const opener = a.rows[0];
      const own = value(evaluateGuess([], words[0], { date: DATE }));
      expect(Math.abs(opener.expectedGuesses - (own.expectedGuesses ?? Number.NaN))).toBeLessThan(0.005);
      const list = value(suggest([], { date: DATE, top: 60 })).suggestions;
      const listed = list.find((s) => s.word === words[0]);
      expect(listed, `${words[0]} on the empty board's list`).toBeDefined();
      expect(Math.abs(opener.expectedGuesses - (listed?.expectedGuesses ?? Number.NaN))).toBeLessThan(0.005);
      // The row's best is the list's first at its list figure: the two compare.
      expect(opener.bestWord).toBe(list[0].word);
      expect(Math.abs(opener.bestExpectedGuesses - (list[0].expectedGuesses ?? Number.NaN))).toBeLessThan(0.005);
      // Every popular opener within a quarter guess of the best, as the published optima have it; before, 0.6-0.7.
      expect(opener.expectedGuesses - opener.bestExpectedGuesses).toBeLessThan(0.25);
      expect(a.skill).toBeCloseTo(skill, 0);
      expect(Math.abs(a.skill - skill)).toBeLessThanOrEqual(0.15);
    });
  }
});
