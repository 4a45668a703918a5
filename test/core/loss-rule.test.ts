/*
 * What a lost game costs offline (search/costs.ts, LossRule): the books' trees lose no word they
 * can keep, however little it weighs, where the live search's rule (FAIL_COST per unit of chance)
 * gives a light word up to save guesses on the others. Where every word weighs 1 the two rules
 * are one.
 */
import { describe, expect, it } from 'vitest';
import { boardState, makeSet } from '../../src/core/candidates';
import type { AnswerModel } from '../../src/core/model';
import { hardRequirement } from '../../src/core/hard-mode';
import { answerModel } from '../../src/core/model';
import { Searcher } from '../../src/core/search';
import type { LossRule } from '../../src/core/search/costs';
import { guessPool } from '../../src/core/suggest';
import { openerTree, totals } from '../../src/core/tree';
import { wordTable } from '../../src/core/words';
import { boardOf } from './rows';

const t = wordTable();
const ids = (words: string[]) => Uint16Array.from(words, (w) => t.indexOf(w));
const everyWord = Uint16Array.from({ length: t.size }, (_, i) => i);

/** A hand-made model: `words` the answer list, each weighing 1 but `light`. */
function handMade(words: string[], light: string, lightWeight: number): Pick<AnswerModel, 'answers' | 'weight'> {
  const weight = new Float64Array(t.size);
  for (const w of words) weight[t.indexOf(w)] = w === light ? lightWeight : 1;
  return { answers: ids(words), weight };
}

describe('a light word with one guess to follow (LIGHT, MIGHT, and SIGHT at 0.001)', () => {
  // No candidate tells the other two apart; a word that is not a candidate tells all three apart.
  const model = handMade(['light', 'might', 'sight'], 'sight', 0.001);
  const set = makeSet(model.answers, model.weight);
  const best = (lossRule: LossRule) =>
    new Searcher('normal', undefined, { lossRule }).rank({ set, pool: everyWord, left: 2, req: null, limits: { width: [24], deadline: Infinity }, top: 1 }).ranked[0];

  it('by the chance rule the cheapest guess in expectation is a candidate that gives SIGHT up', () => {
    const chance = best('chance');
    expect(['light', 'might']).toContain(t.words[chance.word]);
    expect(chance.loss).toBeCloseTo(0.001 / 2.001, 12);
  });

  it('by the word rule the guess that keeps every word, at 2 guesses (and the sixth\'s hair)', () => {
    const word = best('word');
    expect(['light', 'might', 'sight']).not.toContain(t.words[word.word]);
    expect(word.loss).toBe(0);
    expect(word.cost).toBeCloseTo(2.002, 9);
  });
});

describe('the offline tree (openerTree) of a hard-mode family with one light word', () => {
  // Seventeen _O_ER words of the classic list, none with D or Z: after DOZER they share one
  // colour pattern and hard mode keeps every later guess an _O_ER word.
  const family = 'boxer corer cover foyer goner homer joker lover lower poker poser power roger rower tower voter wooer'.split(' ');

  it('loses no word: BOXER at 0.001 is kept (the chance rule gave it up to save guesses on the rest)', () => {
    const model = handMade(family, 'boxer', 0.001);
    const tree = openerTree({ model: model as AnswerModel, mode: 'hard', opener: 'dozer', widths: [48, 24, 12, 6, 3] });
    const r = totals(tree, model.answers);
    expect(r.lost.map((a) => t.words[a])).toEqual([]);
    expect(r.maxDepth).toBeLessThanOrEqual(6);
  });
});

describe('where every word weighs 1 the two rules are one, to the bit', () => {
  const classic = answerModel('classic');
  it.each([
    ['normal', boardOf('sight=bgggg'), 5],
    ['normal', boardOf('sight=bgggg', 'right=bgggg', 'tight=bgggg'), 3],
    ['hard', boardOf('sight=bgggg', 'right=bgggg', 'tight=bgggg', 'wight=bgggg'), 2],
    ['hard', boardOf('sight=bgggg', 'right=bgggg', 'tight=bgggg', 'wight=bgggg', 'night=bgggg'), 1],
  ] as const)('%s mode, %j, guesses left: %i', (mode, board, left) => {
    const state = boardState(board, classic);
    if (!state.ok) throw new Error(state.error);
    const { set } = state.value;
    const req = mode === 'hard' ? hardRequirement(board) : null;
    const costs = (lossRule: LossRule) =>
      new Searcher(mode, undefined, { lossRule })
        .rank({ set, pool: guessPool(board, mode), left, req, limits: { width: [24, 8], deadline: Infinity }, top: 10 })
        .ranked.map((r) => [t.words[r.word], r.cost, r.loss]);
    expect(costs('word')).toEqual(costs('chance'));
  });
});
