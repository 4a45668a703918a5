// Whole trees from an opener: what a tree is worth under a model's weights, and the openers the
// search ranks best at the empty board (how `npm run opener-trees` chooses a book's opener).
import { describe, expect, it } from 'vitest';
import type { AnswerModel } from '../../src/core/model';
import { expectedGuesses, openerTree, rankOpeners, totals } from '../../src/core/tree';
import { wordTable } from '../../src/core/words';

const t = wordTable();
// Seventeen _O_ER words: in hard mode every guess after the first stays in the family, so the
// words are found at different depths.
const family = 'boxer corer cover foyer goner homer joker lover lower poker poser power roger rower tower voter wooer'.split(' ');
const weight = new Float64Array(t.size);
family.forEach((w, i) => (weight[t.indexOf(w)] = 1 + (i % 4)));
const model = { answers: Uint16Array.from(family, (w) => t.indexOf(w)), weight } as Pick<AnswerModel, 'answers' | 'weight'> as AnswerModel;
const widths = [48, 24, 12, 6, 3];

describe('a tree under the weights', () => {
  it("is each word's guesses weighed by its chance", () => {
    const tree = openerTree({ model, mode: 'hard', opener: 'dozer', widths });
    const guesses = family.map((w) => totals(tree, [t.indexOf(w)]).total);
    expect(new Set(guesses).size).toBeGreaterThan(1);
    const mass = family.reduce((a, w) => a + weight[t.indexOf(w)], 0);
    const expected = family.reduce((a, w, i) => a + weight[t.indexOf(w)] * guesses[i], 0) / mass;
    expect(expectedGuesses(tree, model.answers, weight)).toBeCloseTo(expected, 12);
    expect(expectedGuesses(tree, model.answers, weight)).not.toBeCloseTo(totals(tree, model.answers).total / family.length, 3);
  });
});

describe('the openers ranked at the empty board', () => {
  it('come best first, each valued as its own whole tree values it', () => {
    const ranked = rankOpeners(model, 'hard', { width: widths, deadline: Infinity }, 3);
    expect(ranked).toHaveLength(3);
    expect(new Set(ranked.map((r) => r.word)).size).toBe(3);
    expect(ranked[0].cost).toBeLessThanOrEqual(ranked[1].cost);
    expect(ranked[1].cost).toBeLessThanOrEqual(ranked[2].cost);
    const tree = openerTree({ model, mode: 'hard', opener: t.words[ranked[0].word], widths });
    expect(tree.cost).toBeCloseTo(ranked[0].cost, 9);
    expect(expectedGuesses(tree, model.answers, weight)).toBeCloseTo(ranked[0].cost, 9);
  });
});
