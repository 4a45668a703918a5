// The refinement's hysteresis (src/core/keep-shown.ts): the best shown first gives way only to a
// word a deeper slice values better by more than the margin, and the answer then says so.
import { describe, expect, it } from 'vitest';
import { keepShown, KEEP_MARGIN } from '../../src/core/keep-shown';
import type { Suggestion, SuggestResult } from '../../src/core/types';

const row = (word: string, expectedGuesses: number | null, lossChance?: number): Suggestion => ({
  word, expectedGuesses, bits: 5, expectedRemaining: 3, worstCase: 8, isCandidate: false, pAnswer: 0, groups: 40,
  ...(lossChance ? { mayLose: true, lossChance } : {}),
});

const answer = (...suggestions: Suggestion[]): SuggestResult => ({
  mode: 'normal', model: 'nyt', strategy: 'optimal', candidates: 120, remaining: [], longShots: 0, suggestions, fromBook: false, settled: false,
  knowledge: { greens: [], present: [], counts: [], absent: [] },
});

const words = (r: SuggestResult) => r.suggestions.map((s) => s.word);

describe('keepShown', () => {
  const first = answer(row('slant', 3.5), row('clons', 3.52));

  it('keeps the shown best first while the slice values it within the margin of its own best', () => {
    const next = answer(row('clons', 3.48), row('toils', 3.49), row('slant', 3.48 + KEEP_MARGIN));
    const r = keepShown(first, next);
    expect(words(r)).toEqual(['slant', 'clons', 'toils']);
    // Its figures are the slice's, not the first answer's.
    expect(r.suggestions[0].expectedGuesses).toBe(3.48 + KEEP_MARGIN);
    expect(r.changedBest).toBeUndefined();
  });

  it('gives way to a word better by more than the margin, and says which word it replaced and by how much', () => {
    const next = answer(row('clons', 3.44), row('slant', 3.44 + KEEP_MARGIN + 0.01));
    const r = keepShown(first, next);
    expect(words(r)).toEqual(['clons', 'slant']);
    expect(r.changedBest?.was).toBe('slant');
    expect(r.changedBest?.fewer).toBeCloseTo(KEEP_MARGIN + 0.01, 9);
  });

  it('gives way when the shown best left the list, counting from its own last figure', () => {
    const r = keepShown(first, answer(row('clons', 3.3), row('toils', 3.31)));
    expect(words(r)).toEqual(['clons', 'toils']);
    expect(r.changedBest?.fewer).toBeCloseTo(0.2, 9);
  });

  it('gives way to a word less likely to lose, however close in guesses (hard mode)', () => {
    const shown = answer(row('freed', 3.9, 0.02));
    const r = keepShown(shown, answer(row('gyred', 3.9), row('freed', 3.9, 0.02)));
    expect(words(r)).toEqual(['gyred', 'freed']);
    expect(r.changedBest?.was).toBe('freed');
  });

  it('carries the note on while the new best stays, and a margin of 0 follows every slice', () => {
    const changed = keepShown(first, answer(row('clons', 3.3), row('slant', 3.4)));
    const later = keepShown(changed, answer(row('clons', 3.29), row('slant', 3.4)));
    expect(later.changedBest).toEqual(changed.changedBest);
    expect(words(keepShown(first, answer(row('clons', 3.499), row('slant', 3.5)), 0))).toEqual(['clons', 'slant']);
  });
});
