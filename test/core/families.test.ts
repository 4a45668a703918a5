// Hard-mode trap families in the live search's size-only estimate (src/core/search/families.ts):
// the estimate counts a family of words differing in one letter as partly lost only when hard
// mode forces its shared letters and there are more words than guesses; and the live searcher,
// valuing the wide board after DOBLA with only its first, shallow step, sees that TRACE walks
// into the _ATCH family (CATCH HATCH MATCH PATCH WATCH with four guesses left: one lost).
import { describe, expect, it } from 'vitest';
import { makeSet } from '../../src/core/candidates';
import { hardRequirement, meetsRequirement } from '../../src/core/hard-mode';
import { answerModel } from '../../src/core/model';
import { patternToMarks, scoreWords } from '../../src/core/pattern';
import { Searcher } from '../../src/core/search';
import { lockedFamilyLoss } from '../../src/core/search/families';
import { wordTable } from '../../src/core/words';

const t = wordTable();
const node = (words: string[]) => {
  const idx = Uint16Array.from(words.map((w) => t.indexOf(w)));
  return { idx, w: new Float64Array(idx.length).fill(1), total: idx.length };
};
const rowFor = (guess: string, answer: string) => ({ guess, marks: patternToMarks(scoreWords(guess, answer)) });

describe('lockedFamilyLoss', () => {
  const aste = node(['baste', 'caste', 'haste', 'paste', 'waste']);

  it('counts the words beyond the guesses left once hard mode forces the shared letters', () => {
    const req = hardRequirement([rowFor('tarse', 'paste')]); // A, E green; S, T required
    expect(lockedFamilyLoss(aste, 4, req)).toBeCloseTo(1 / 5);
    expect(lockedFamilyLoss(aste, 5, req)).toBe(0);
    expect(lockedFamilyLoss(aste, 3, req)).toBeCloseTo(2 / 5);
  });

  it('leaves a family alone while three of its letters are free', () => {
    expect(lockedFamilyLoss(aste, 4, hardRequirement([]))).toBe(0);
  });

  it('needs a guess to isolate a family inside a larger set', () => {
    const req = hardRequirement([rowFor('tarse', 'paste')]);
    const mixed = node(['baste', 'caste', 'haste', 'paste', 'waste', 'taste', 'stage']);
    // Six _ASTE words with four guesses left, one spent isolating them: three lost of seven.
    expect(lockedFamilyLoss(mixed, 4, req)).toBeCloseTo(3 / 7);
  });
});

describe('the live hard-mode searcher', () => {
  it('sees the _ATCH trap behind TRACE after DOBLA from its shallow first step; the offline searcher does not change', () => {
    const model = answerModel('classic');
    const board = [rowFor('dobla', 'patch')];
    const cands = Array.from(model.answers).filter((a) => scoreWords('dobla', t.words[a]) === scoreWords('dobla', 'patch'));
    const set = makeSet(cands, model.weight);
    const req = hardRequirement(board);
    const trace = Uint16Array.of(t.indexOf('trace'));
    expect(meetsRequirement(req, t.letters, trace[0])).toBe(true);
    const limits = { width: [48], deadline: Infinity };
    const live = new Searcher('hard', undefined, { trapAware: true }).rank({ set, pool: trace, left: 5, req, limits, top: 1 });
    const plain = new Searcher('hard').rank({ set, pool: trace, left: 5, req, limits, top: 1 });
    expect(plain.ranked[0].loss).toBe(0);
    expect(live.ranked[0].loss).toBeGreaterThan(0);
    expect(live.ranked[0].cost).toBeGreaterThan(plain.ranked[0].cost);
  });
});
