/*
 * The last guesses: with four candidates and one guess left only a candidate can win, so a word
 * that cannot be the answer is a certain loss (never "2.002 guesses"), and each candidate loses
 * three times in four, in hard mode too (not one in two); ties; and a seeded property test of
 * the search against a brute-force evaluator on thousands of random boards with one and two
 * guesses left.
 */
import { describe, expect, it } from 'vitest';
import { score, STRATEGY_NAMES, suggest, type Board } from '../../src/core';
import { analyseGame } from '../../src/core/analysis';
import { boardState, makeSet } from '../../src/core/candidates';
import { answerModel } from '../../src/core/model';
import { patternOf } from '../../src/core/pattern';
import { sameCost } from '../../src/core/ranking';
import { guessesOf, Searcher } from '../../src/core/search';
import { FAIL_COST, SIXTH_COST } from '../../src/core/search/costs';
import { wordTable } from '../../src/core/words';
import { boardOf } from './rows';
import { seeded } from '../../src/core/seeded';

const t = wordTable();

// Four candidates (might light eight fight) and one guess left.
const IGHT_BOARD = boardOf('sight=bgggg', 'right=bgggg', 'tight=bgggg', 'wight=bgggg', 'night=bgggg');

describe('the sixth guess with four candidates (might light eight fight)', () => {
  for (const mode of ['normal', 'hard'] as const) {
    it.each(STRATEGY_NAMES)(`${mode} mode, %s: only the candidates, each with a 75% chance of losing`, (strategy) => {
      const r = suggest(IGHT_BOARD, { model: 'classic', mode, strategy, top: 10 });
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      // All four are in SCOWL's commonest size (10): equally common, so in word-list order.
      expect(r.value.remaining).toEqual(['eight', 'fight', 'light', 'might']);
      const s = r.value.suggestions;
      expect(s.map((x) => x.word)).toEqual(r.value.remaining);
      for (const x of s) {
        expect(x.isCandidate).toBe(true);
        expect(x.mayLose).toBe(true);
        expect(x.lossChance).toBeCloseTo(0.75, 12);
        // Guessed now or lost (counted as one more guess): 1 + 0.75.
        expect(x.expectedGuesses).toBeCloseTo(1.75, 9);
      }
    });
  }

  it('the post-game analysis names a candidate as the best sixth guess, at 75% lost', () => {
    const board: Board = [...IGHT_BOARD, { guess: 'aleem', marks: score('aleem', 'fight') }];
    const r = analyseGame(board, { model: 'classic', budgetMs: 50 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const sixth = r.value.rows[5];
    expect(['might', 'light', 'eight', 'fight']).toContain(sixth.bestWord);
    expect(sixth.bestLossChance).toBeCloseTo(0.75, 12);
    expect(sixth.bestExpectedGuesses).toBeCloseTo(1.75, 9);
    // ALEEM cannot be the answer: a certain loss.
    expect(sixth.lossChance).toBe(1);
    expect(sixth.expectedGuesses).toBeCloseTo(2, 9);
  });

  it('with two guesses left the search still spends one on telling them apart (no loss)', () => {
    const r = suggest(IGHT_BOARD.slice(0, 4), { model: 'classic', top: 3 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    // After four rows: might light eight fight night; a guess splitting all five wins every game.
    const best = r.value.suggestions[0];
    expect(best.mayLose).toBe(false);
    expect(best.worstCase).toBe(1);
  });
});

describe('the last guess: one cost for the guess, the hair of SIXTH_COST for the position', () => {
  it("a parent with two guesses left counts each group as the best last guess's cost plus SIXTH_COST", () => {
    // After three rows, every _IGHT word fits; guessing FIGHT leaves groups of one and more.
    const model = answerModel('classic');
    const state = boardState(IGHT_BOARD.slice(0, 3), model);
    expect(state.ok).toBe(true);
    if (!state.ok) return;
    const set = state.value.set;
    const searcher = new Searcher('normal');
    const g = t.indexOf('fight');
    const parent = searcher.exactCosts(set, Uint16Array.of(g), 2)![0];
    const groups = new Map<number, number[]>();
    set.idx.forEach((a, i) => {
      const p = patternOf(t.letters, g, a);
      if (p !== 242) groups.set(p, [...(groups.get(p) ?? []), i]);
    });
    expect([...groups.values()].some((m) => m.length > 1)).toBe(true);
    let counted = 1;
    for (const members of groups.values()) {
      const child = makeSet(members.map((i) => set.idx[i]), model.weight);
      const best = searcher.rank({ set: child, pool: child.idx, left: 1, req: null, limits: { width: [1], deadline: Infinity }, top: 1 }).ranked[0];
      // The guess alone: guessed now, or the game lost.
      expect(best.cost).toBeCloseTo(1 + (1 - child.w[0] / child.total) * FAIL_COST, 12);
      counted += (child.total / set.total) * (best.cost + SIXTH_COST);
    }
    expect(parent).toBeCloseTo(counted, 12);
  });
});

describe('ties go to possible answers, then likelier, then commoner words', () => {
  it('CRANE CRAVE CRAZE: the three candidates rank first, tied at 2.00 with the best probes', () => {
    const r = suggest(boardOf('crate=gggbg'), { model: 'classic', top: 10 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.remaining.sort()).toEqual(['crane', 'crave', 'craze']);
    const s = r.value.suggestions;
    expect(s.slice(0, 3).map((x) => x.word).sort()).toEqual(['crane', 'crave', 'craze']);
    expect(s[0].expectedGuesses).toBeCloseTo(2, 9);
    expect(s[3].expectedGuesses).toBeCloseTo(2, 9);
    // Among the non-answers tied at 2.00, commoner words first: not the alphabet.
    const freq = (w: string) => t.frequency[t.indexOf(w)];
    for (let i = 4; i < s.length; i++) {
      if (Math.abs(s[i].expectedGuesses! - s[i - 1].expectedGuesses!) < 1e-9) expect(freq(s[i].word)).toBeLessThanOrEqual(freq(s[i - 1].word));
    }
  });
});

/**
 * The brute-force evaluator, written from the definition with no shortcut or bound: the cost of
 * guess g from candidates `cands` (weights `w`) with `left` guesses is 1 + Σ over colour groups
 * of P(group) · best(group, left - 1); best is the least over every guess of `pool`, plus, for a
 * position that needs the sixth guess, the search's hair of SIXTH_COST; with no guess left the
 * game is lost (FAIL_COST, chance of losing 1).
 */
function makeBrute(pool: number[], pat: (g: number, a: number) => number) {
  const evalGuess = (g: number, cands: number[], w: Map<number, number>, left: number): { cost: number; loss: number } => {
    const total = cands.reduce((s, c) => s + w.get(c)!, 0);
    const groups = new Map<number, number[]>();
    for (const c of cands) {
      const p = pat(g, c);
      groups.set(p, [...(groups.get(p) ?? []), c]);
    }
    let cost = 1;
    let loss = 0;
    for (const [p, members] of groups) {
      if (p === 242) continue;
      const pb = members.reduce((s, c) => s + w.get(c)!, 0) / total;
      const v = best(members, w, left - 1);
      cost += pb * v.cost;
      loss += pb * v.loss;
    }
    return { cost, loss };
  };
  const best = (cands: number[], w: Map<number, number>, left: number): { cost: number; loss: number } => {
    if (left === 0) return { cost: FAIL_COST, loss: 1 };
    let b = { cost: Infinity, loss: 0 };
    for (const g of pool) {
      const v = evalGuess(g, cands, w, left);
      if (v.cost < b.cost) b = v;
    }
    return left === 1 ? { cost: b.cost + SIXTH_COST, loss: b.loss } : b;
  };
  return { evalGuess, best };
}

describe('property: the search at one and two guesses left equals a brute-force evaluator', () => {
  const random = seeded(1111);
  const classic = Array.from(answerModel('classic').answers);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
  // A small world so that brute force is quick: 60 answers, and they with 40 other words as guesses.
  const answers = [...new Set(Array.from({ length: 60 }, () => pick(classic)))];
  const others = Array.from({ length: 40 }, () => Math.floor(random() * t.size));
  const pool = [...new Set([...answers, ...others])].sort((a, b) => a - b);
  const pat = (g: number, a: number) => patternOf(t.letters, g, a);
  const brute = makeBrute(pool, pat);
  const searcher = new Searcher('normal', Uint16Array.from(pool));

  const boards: { cands: number[]; weight: Float64Array; left: number }[] = [];
  for (let i = 0; i < 2400; i++) {
    const answer = pick(answers);
    const guesses = Array.from({ length: 1 + Math.floor(random() * 2) }, () => pick(pool));
    const cands = answers.filter((a) => guesses.every((g) => pat(g, a) === pat(g, answer)));
    const weight = new Float64Array(t.size);
    // Weights 1-3: ties as well as a likeliest word.
    for (const c of cands) weight[c] = 1 + Math.floor(random() * 3);
    boards.push({ cands, weight, left: i % 2 === 0 ? 1 : 2 });
  }

  it('covers boards of every size, with ties, at both depths', () => {
    const sizes = boards.map((b) => b.cands.length);
    expect(boards.length).toBe(2400);
    expect(Math.max(...sizes)).toBeGreaterThanOrEqual(15);
    expect(sizes.filter((n) => n >= 3).length).toBeGreaterThan(500);
  });

  it('every board: best cost and chance of losing equal brute force, every listed guess is valued exactly, ties by the rule', () => {
    let checked = 0;
    for (const { cands, weight, left } of boards) {
      const set = makeSet(cands, weight);
      const w = new Map(cands.map((c) => [c, weight[c]]));
      const { ranked } = searcher.rank({ set, pool: Uint16Array.from(pool), left, req: null, limits: { width: [pool.length], deadline: Infinity }, top: 5 });
      const opt = pool.reduce((b, g) => Math.min(b, brute.evalGuess(g, cands, w, left).cost), Infinity);
      expect(ranked[0].cost).toBeCloseTo(opt, 9);
      for (const r of ranked) {
        const v = brute.evalGuess(r.word, cands, w, left);
        expect(r.cost).toBeCloseTo(v.cost, 9);
        expect(r.loss).toBeCloseTo(v.loss, 12);
      }
      if (left === 1) {
        // Only possible answers, likeliest first.
        for (const r of ranked) expect(cands).toContain(r.word);
        for (let i = 1; i < ranked.length; i++) expect(weight[ranked[i].word]).toBeLessThanOrEqual(weight[ranked[i - 1].word]);
      }
      // Among the guesses tied at the best cost, a possible answer first, then likelier, then commoner.
      const tied = pool.filter((g) => sameCost(brute.evalGuess(g, cands, w, left).cost, opt));
      tied.sort((a, b) => weight[b] - weight[a] || t.frequency[b] - t.frequency[a] || a - b);
      expect(t.words[ranked[0].word]).toBe(t.words[tied[0]]);
      expect(guessesOf(ranked[0].cost, ranked[0].loss)).toBeLessThanOrEqual(1 + left + 1e-9);
      checked++;
    }
    expect(checked).toBe(2400);
  });
});
