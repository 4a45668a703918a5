// "Likely answers", one count for the headline, the badge, the hint ladder and the analysis: the
// count of a solver's result is the count over the board's fitting words, under every model.
import { describe, expect, it } from 'vitest';
import { boardState, likelyAmong, likelyAnswers, score, suggest } from '../../src/core/index';
import { answerModel } from '../../src/core/model';
import { MODEL_NAMES, type Board } from '../../src/core/types';

const board = (guesses: string[], answer: string): Board => guesses.map((guess) => ({ guess, marks: score(guess, answer) }));

describe('likely answers', () => {
  const date = '2026-12-01';
  const boards = [board([], 'could'), board(['salet'], 'could'), board(['crane'], 'shave'), board(['tarse', 'doily'], 'linen')];

  it('a result counts what its fitting words count, for every model', () => {
    for (const model of MODEL_NAMES) {
      const m = answerModel(model, { date });
      for (const b of boards) {
        const r = suggest(b, { model, date, top: 1, strategy: 'positional' });
        const s = boardState(b, m);
        if (!r.ok || !s.ok) throw new Error('suggest failed');
        expect(likelyAnswers(r.value)).toBe(likelyAmong(m, s.value.set.idx));
      }
    }
  });

  it('under history leaves out the words played before the puzzle\'s date (SALET bbybb: 35 of the 116 listed words)', () => {
    const r = suggest(board(['salet'], 'could'), { date, top: 1 });
    if (!r.ok) throw new Error(r.error);
    const listed = r.value.candidates - r.value.longShots;
    expect(r.value.played).toBeGreaterThan(0);
    expect(likelyAnswers(r.value)).toBe(listed - r.value.played!);
    // Under nyt and classic nothing is "played": every listed fitting word is likely.
    const nyt = suggest(board(['salet'], 'could'), { model: 'nyt', date, top: 1 });
    expect(nyt.ok && likelyAnswers(nyt.value)).toBe(nyt.ok && nyt.value.candidates - nyt.value.longShots);
  });
});
