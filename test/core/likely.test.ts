// "Likely answers", one count for the headline, the badge, the hint ladder and the analysis: the
// count of a solver's result is the count over the board's fitting words, under every model.
import { describe, expect, it } from 'vitest';
import { boardState, likelyAmong, likelyAnswers, score, standingOf, suggest } from '../../src/core/index';
import { isLikely, STANDINGS } from '../../src/core/likely';
import { likelyCount } from '../../src/core/likely-count';
import { wordTable } from '../../src/core/words';
import { answerModel } from '../../src/core/model';
import { MODEL_NAMES, type Board } from '../../src/core/types';

const board = (guesses: string[], answer: string): Board => guesses.map((guess) => ({ guess, marks: score(guess, answer) }));

describe('likely answers', () => {
  const date = '2026-12-01';
  const boards = [board([], 'could'), board(['salet'], 'could'), board(['crane'], 'shave'), board(['tarse', 'doily'], 'linen'), board(['crane', 'sloth'], 'hatch'), board(['salet', 'clock'], 'could')];

  it('a result counts what its fitting words count, for every model', () => {
    for (const model of MODEL_NAMES) {
      const m = answerModel(model, { date });
      for (const b of boards) {
        const r = suggest(b, { model, date, top: 1, strategy: 'positional' });
        const s = boardState(b, m);
        if (!r.ok || !s.ok) throw new Error('suggest failed');
        expect(likelyAnswers(r.value)).toEqual(likelyAmong(m, s.value.set.idx));
      }
    }
  });

  it("likelyCount, the toolbar's count without a search, is the result's count, for every model and with learned answers", () => {
    const learnedAnswers = [{ date: '2026-11-30', word: 'could' }];
    for (const model of MODEL_NAMES) {
      for (const b of [...boards, board(['crane', 'sloth', 'zzzzz'], 'hatch')]) {
        for (const context of [{ date }, { date, learnedAnswers }]) {
          const r = suggest(b, { model, ...context, top: 1, strategy: 'positional' });
          const c = likelyCount(b, { model, ...context });
          expect(c.ok && r.ok ? c.value : c).toEqual(r.ok ? likelyAnswers(r.value) : r);
        }
      }
    }
  });

  it('the per-word test picks exactly the words the count counts, and the result lists the words by standing, in order', () => {
    const t = wordTable();
    for (const model of MODEL_NAMES) {
      const m = answerModel(model, { date });
      for (const b of [...boards, board(['crane', 'sloth'], 'hatch')]) {
        const s = boardState(b, m);
        const r = suggest(b, { model, date, top: 1, strategy: 'positional' });
        if (!r.ok || !s.ok) throw new Error('suggest failed');
        const likely = likelyAmong(m, s.value.set.idx);
        expect(Array.from(s.value.set.idx).filter((i) => isLikely(standingOf(m, i), likely))).toHaveLength(likely.n);
        const order = r.value.remaining.map((w) => STANDINGS.indexOf(standingOf(m, t.indexOf(w))));
        expect(order).toEqual([...order].sort((a, b) => a - b));
      }
    }
  });

  it('under history leaves out the words played before the puzzle\'s date (SALET bbybb: 35 of the 116 listed words)', () => {
    const r = suggest(board(['salet'], 'could'), { date, top: 1 });
    if (!r.ok) throw new Error(r.error);
    const listed = r.value.candidates - r.value.longShots;
    expect(r.value.played).toBeGreaterThan(0);
    expect(likelyAnswers(r.value)).toEqual({ n: listed - r.value.played!, played: false });
    // Under nyt and classic nothing is "played": every listed fitting word is likely.
    const nyt = suggest(board(['salet'], 'could'), { model: 'nyt', date, top: 1 });
    expect(nyt.ok && likelyAnswers(nyt.value)).toEqual(nyt.ok && { n: nyt.value.candidates - nyt.value.longShots, played: false });
  });

  it('under history, when no word not played yet fits, counts the played ones that fit: a repeat answer is never "0 likely answers"', () => {
    // CRANE, SLOTH on HATCH (the answer of 2021-10-10): HATCH, WATCH, MATCH, PATCH and BATCH fit, all
    // answers before 2026-12-01, and two words off the list (AITCH, GATCH).
    const b = board(['crane', 'sloth'], 'hatch');
    const r = suggest(b, { date, top: 1, strategy: 'positional' });
    if (!r.ok) throw new Error(r.error);
    expect(r.value.lastAnswered?.hatch).toBe('2021-10-10');
    expect(r.value.candidates - r.value.longShots - r.value.played!).toBe(0);
    expect(r.value.played).toBe(5);
    expect(likelyAnswers(r.value)).toEqual({ n: 5, played: true });
    // One row earlier, words not played yet fit: they alone are counted.
    const first = suggest(b.slice(0, 1), { date, top: 1, strategy: 'positional' });
    expect(first.ok && likelyAnswers(first.value).played).toBe(false);
    // Under nyt and classic nothing is played: the same board counts the listed words.
    const nyt = suggest(b, { model: 'nyt', date, top: 1, strategy: 'positional' });
    expect(nyt.ok && likelyAnswers(nyt.value)).toEqual(nyt.ok && { n: nyt.value.candidates - nyt.value.longShots, played: false });
  });

  it('under history, with no listed word left, says 0: the long shots are not likely', () => {
    // SALET, CLOCK on CIBOL, a word off the list: COULD and COYLY (played) fit, and long shots.
    const r = suggest(board(['salet', 'clock', 'could', 'coyly'], 'cibol'), { date, top: 1, strategy: 'positional' });
    if (!r.ok) throw new Error(r.error);
    expect(r.value.longShots).toBeGreaterThan(0);
    expect(likelyAnswers(r.value)).toEqual({ n: 0, played: false });
  });

  it("gives the likeliest likely answer's chance, the pAnswer that word has as a suggestion", () => {
    // Under history HATCH, an answer of 2021, outweighs WATCH, MATCH, PATCH and BATCH (later years).
    const tie = suggest(board(['crane', 'sloth'], 'hatch'), { date, top: 10 });
    if (!tie.ok) throw new Error(tie.error);
    expect(tie.value.remaining[0]).toBe('hatch');
    expect(tie.value.likeliest).toBeGreaterThan(0.8);
    expect(tie.value.likeliest).toBe(tie.value.suggestions.find((s) => s.word === 'hatch')?.pAnswer);
    // Under classic every likely answer is as likely: exactly 1 in N, on every board.
    for (const b of boards) {
      const r = suggest(b, { model: 'classic', top: 1, strategy: 'positional' });
      if (!r.ok) throw new Error(r.error);
      expect(r.value.likeliest).toBe(1 / likelyAnswers(r.value).n);
    }
  });

  it('gives the best chance of any word that fits: a word played before can outweigh every likely answer', () => {
    // TARSE, DOILY on LIVEN: LIVEN and INCEL, the 2 likely answers, have 13% each; HELIX, an answer
    // of 2021 (the year the NYT repeats most), 59%: one guess wins with 59%, not 13%.
    const r = suggest(board(['tarse', 'doily'], 'liven'), { date, top: 10 });
    if (!r.ok) throw new Error(r.error);
    expect(likelyAnswers(r.value)).toEqual({ n: 2, played: false });
    expect(r.value.lastAnswered?.helix).toMatch(/^2021-/);
    const helix = r.value.suggestions.find((s) => s.word === 'helix')!;
    expect(r.value.likeliest).toBe(helix.pAnswer);
    expect(r.value.likeliest).toBeCloseTo(0.59, 2);
    expect(r.value.likeliestPlayed).toBe(true);
    for (const s of r.value.suggestions) expect(s.pAnswer).toBeLessThanOrEqual(r.value.likeliest!);
    // CRANE, SPILT on RUING: RUING is the one likely answer (18%); RHINO, played before, has 82%.
    const one = suggest(board(['crane', 'spilt'], 'ruing'), { date, top: 10 });
    if (!one.ok) throw new Error(one.error);
    expect(likelyAnswers(one.value)).toEqual({ n: 1, played: false });
    expect(one.value.remaining).toEqual(['ruing', 'rhino']);
    expect(one.value.likeliest).toBeCloseTo(0.82, 2);
    expect(one.value.likeliestPlayed).toBe(true);
    // Under nyt and classic no word is played before: the likeliest is a likely answer's.
    for (const model of ['nyt', 'classic'] as const) {
      for (const b of boards) {
        const plain = suggest(b, { model, top: 1, strategy: 'positional' });
        expect(plain.ok && plain.value.likeliestPlayed).toBeUndefined();
      }
    }
  });
});
