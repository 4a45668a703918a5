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

const hard = (...suggestions: Suggestion[]): SuggestResult => ({ ...answer(...suggestions), mode: 'hard' });

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

  it('gives way to a word less likely to lose by a point or more, however close in guesses (hard mode), and says it is safer, not fewer guesses', () => {
    const shown = hard(row('freed', 3.9, 0.02));
    const r = keepShown(shown, hard(row('gyred', 3.91), row('freed', 3.9, 0.02)));
    expect(words(r)).toEqual(['gyred', 'freed']);
    expect(r.changedBest).toEqual({ was: 'freed', fewer: 0, safer: true });
  });

  it('hard mode: chances within a point are equal, as the ranking has them (ranking.ts LOSS_POINT): the shown best stays', () => {
    const shown = hard(row('cheap', 3.5, 0.009));
    // The slice puts SAFE first (it ranks by its own rule: within a point, the cost decides, and a
    // slice's figures move); CHEAP, 0.9% against 0%, within the margin in guesses, stays shown.
    const r = keepShown(shown, hard(row('safe', 3.498), row('cheap', 3.5, 0.009)));
    expect(words(r)).toEqual(['cheap', 'safe']);
    expect(r.changedBest).toBeUndefined();
    // A point or more from the least chance in the list: it gives way.
    const r2 = keepShown(shown, hard(row('safe', 3.498), row('cheap', 3.5, 0.011)));
    expect(words(r2)).toEqual(['safe', 'cheap']);
  });

  it('normal mode: a word likelier to lose gives way, and the note never says fewer guesses for a word that takes more', () => {
    const shown = answer(row('slant', 3.5));
    const r = keepShown(shown, answer(row('clons', 3.502), row('slant', 3.5, 0.001)));
    expect(words(r)).toEqual(['clons', 'slant']);
    expect(r.changedBest).toEqual({ was: 'slant', fewer: 0, safer: true });
  });

  it('guards the word the player reads first in their own order ("prefer common"), and lists it first in that order', () => {
    // The player's order puts CRANE ahead of the rarer SALET; the slice values SALET best.
    const last = (x: SuggestResult) => [...x.suggestions].reverse();
    const common = (r: SuggestResult) => [...r.suggestions].sort((a, b) => Number(b.word === 'crane') - Number(a.word === 'crane'));
    const shown = answer(row('salet', 3.42), row('crane', 3.43));
    const r = keepShown(shown, answer(row('salet', 3.41), row('amahs', 3.42), row('crane', 3.414)), KEEP_MARGIN, common);
    expect(common(r)[0].word).toBe('crane');
    expect(r.changedBest).toBeUndefined();
    // The player's first word is not the slice's first in their order either, but close to it: it stays, listed first.
    const kept = keepShown(answer(row('trace', 3.5), row('crane', 3.49)), answer(row('crane', 3.47), row('salet', 3.466), row('trace', 3.469)), KEEP_MARGIN, last);
    expect(words(kept)).toEqual(['crane', 'trace', 'salet']);
    expect(kept.ordered).toBe(true);
    // Beyond the margin from the slice's first in the player's order: it gives way, and the note
    // names the player's first word, by the figures of the two.
    const gone = keepShown(answer(row('trace', 3.5), row('crane', 3.49)), answer(row('crane', 3.47), row('trace', 3.469), row('salet', 3.3)), KEEP_MARGIN, last);
    expect(gone.changedBest?.was).toBe('crane');
    expect(gone.changedBest?.fewer).toBeCloseTo(0.17, 9);
  });

  it('carries the note on while the new best stays, and a margin of 0 follows every slice', () => {
    const changed = keepShown(first, answer(row('clons', 3.3), row('slant', 3.4)));
    const later = keepShown(changed, answer(row('clons', 3.29), row('slant', 3.4)));
    expect(later.changedBest).toEqual(changed.changedBest);
    expect(words(keepShown(first, answer(row('clons', 3.499), row('slant', 3.5)), 0))).toEqual(['clons', 'slant']);
  });
});
