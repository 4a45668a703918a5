// The search against a brute-force minimum on small universes: with full width it must find the
// exact minimum expected guesses; pruning and shortcuts must never change a value.
import { describe, expect, it } from 'vitest';
import { makeSet } from '../../src/core/candidates';
import { answerModel } from '../../src/core/model';
import { patternOf } from '../../src/core/pattern';
import { Searcher } from '../../src/core/search';
import { searcherFor } from '../../src/core/strategies/optimal';
import { suggest } from '../../src/core/suggest';
import { isValidHardGuess } from '../../src/core/hard-mode';
import { wordTable } from '../../src/core/words';
import { score } from '../../src/core';
import { analyseGame } from '../../src/core/analysis';
import { seeded } from '../../src/core/seeded';

const t = wordTable();

/** Minimum expected guesses by exhaustive recursion (uniform weights, no guess limit). */
function bruteForce(cands: number[], guesses: number[]): number {
  if (cands.length === 1) return 1;
  let best = Infinity;
  for (const g of guesses) {
    const groups = new Map<number, number[]>();
    for (const c of cands) {
      const p = patternOf(t.letters, g, c);
      groups.set(p, [...(groups.get(p) ?? []), c]);
    }
    if (groups.size === 1 && !cands.includes(g)) continue; // learns nothing
    let cost = 1;
    for (const [p, members] of groups) if (p !== 242) cost += (members.length / cands.length) * bruteForce(members, guesses);
    best = Math.min(best, cost);
  }
  return best;
}

describe('search exactness on small universes', () => {
  const random = seeded(7);
  const classic = Array.from(answerModel('classic').answers);
  // Trap families (words that differ in one or two letters) make the search work for its answer.
  const families = [/^.ight$/, /^.atch$/, /^.ound$/, /^s.ake$/, /^.ill.$/, /^b...y$/, /^.a.er$/];
  for (let trial = 0; trial < families.length * 2; trial++) {
    const family = classic.filter((w) => families[trial % families.length].test(t.words[w]));
    const n = Math.min(family.length, trial < families.length ? 5 : 6);
    const cands = family.slice(0, n);
    const universe = [...cands, ...Array.from({ length: 16 }, () => classic[Math.floor(random() * classic.length)])];
    const unique = [...new Set(universe)].sort((a, b) => a - b);
    it(`${n} words like ${t.words[cands[0]]}: full-width search equals brute force`, () => {
      const weight = new Float64Array(t.size).fill(1);
      const set = makeSet(cands, weight);
      const pool = Uint16Array.from(unique);
      const searcher = new Searcher('normal', pool);
      const { ranked } = searcher.rank({ set, pool, left: 20, req: null, limits: { width: [pool.length, pool.length, pool.length, pool.length, pool.length], deadline: Infinity }, top: 1 });
      expect(ranked[0].cost).toBeCloseTo(bruteForce(cands, unique), 9);
    });
  }
});

describe('the exact step of the live search', () => {
  // Narrow widths alone ([2]) miss the best guess on some of these sets; the exact step, which
  // runs when the candidates are few and time is left, must reach the brute-force minimum anyway.
  // Seed 16: with the 2,309 answers in alphabetical order (data/SOURCES.md) it draws sets on which
  // the narrow search misses (two of six); seed 23 did with the list in its old, daily order.
  // Its 150 ms cap is lifted (exactStepMs) so that a loaded machine cannot make the test flaky.
  const random = seeded(16);
  const classic = Array.from(answerModel('classic').answers);
  const families = [/^.ight$/, /^.atch$/, /^.ound$/, /^.ill.$/, /^.a.er$/, /^s.a..$/];
  const narrowMissed: boolean[] = [];
  for (const [trial, family] of families.entries()) {
    const words = classic.filter((w) => family.test(t.words[w]));
    const cands = words.slice(0, Math.min(words.length, 7));
    const universe = [...new Set([...cands, ...Array.from({ length: 20 }, () => classic[Math.floor(random() * classic.length)])])].sort((a, b) => a - b);
    it(`${cands.length} words like ${t.words[cands[0]]}: exact ranking equals brute force (trial ${trial})`, () => {
      const set = makeSet(cands, new Float64Array(t.size).fill(1));
      const pool = Uint16Array.from(universe);
      const best = bruteForce(cands, universe);
      const narrow = new Searcher('normal', pool).rank({ set, pool, left: 20, req: null, limits: { width: [2], deadline: Infinity }, top: 1 }).ranked[0];
      narrowMissed.push(narrow.cost > best + 1e-9);
      const searcher = new Searcher('normal', pool);
      const { ranked, exact } = searcher.rank({ set, pool, left: 20, req: null, limits: { width: [2], deadline: performance.now() + 60_000, exactStepMs: 60_000 }, top: 3 });
      expect(exact).toBe(true);
      expect(ranked[0].cost).toBeCloseTo(best, 9);
      // The ranking below the best is exact too: every listed cost is that guess's true cost.
      expect(ranked.map((r) => r.cost)).toEqual([...ranked.map((r) => r.cost)].sort((a, b) => a - b));
    });
  }
  it('has teeth: the narrow search alone misses the minimum on some of these sets', () => {
    expect(narrowMissed.length).toBe(families.length);
    expect(narrowMissed.some(Boolean)).toBe(true);
  });
});

describe('suggestions', () => {
  it('in hard mode only suggests valid hard-mode guesses', () => {
    const random = seeded(11);
    const answers = answerModel('classic').answers;
    for (let i = 0; i < 15; i++) {
      const answer = t.words[answers[Math.floor(random() * answers.length)]];
      const opener = t.words[Math.floor(random() * t.size)];
      const board = [{ guess: opener, marks: score(opener, answer) }];
      const r = suggest(board, { mode: 'hard', model: 'classic', top: 10, budgetMs: 50 });
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      for (const s of r.value.suggestions) expect(isValidHardGuess(board, s.word)).toEqual({ ok: true });
    }
  });

  it('anytime: a tiny budget still returns ranked suggestions with expected guesses', () => {
    const board = [{ guess: 'crane', marks: score('crane', 'pound') }];
    const r = suggest(board, { model: 'classic', budgetMs: 1 });
    expect(r.ok && r.value.suggestions.length).toBe(10);
    if (r.ok) for (const s of r.value.suggestions) expect(s.expectedGuesses).toBeGreaterThan(1);
  });
});

describe('risk of losing', () => {
  // STARE, DRIER, MOVER against JOKER in hard mode: _O_ER with 9 words and 3 guesses left.
  const rows = ['stare', 'drier', 'mover'].map((g) => ({ guess: g, marks: score(g, 'joker') }));

  it('gives the chance of losing beside expected guesses that count a lost game as 7', () => {
    const r = suggest(rows, { mode: 'hard', model: 'classic', top: 5, budgetMs: 2000 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.candidates).toBe(9);
    for (const s of r.value.suggestions) {
      expect(s.mayLose).toBe(true);
      // Nine equally likely words: the chance is a whole number of them.
      expect(s.lossChance! * 9).toBeCloseTo(Math.round(s.lossChance! * 9), 9);
      expect(s.lossChance).toBeGreaterThan(0);
      expect(s.expectedGuesses).toBeGreaterThan(1);
      expect(s.expectedGuesses).toBeLessThanOrEqual(3 + 1); // three guesses left, a loss counts one more
    }
    // Fewer lost games first, then fewer guesses.
    const chances = r.value.suggestions.map((s) => Math.round(s.lossChance! * 9));
    expect(chances).toEqual([...chances].sort((a, b) => a - b));
  });

  it('loses exactly the games it says when its own suggestions are played', () => {
    const first = suggest(rows, { mode: 'hard', model: 'classic', top: 1, budgetMs: 2000 });
    if (!first.ok) throw new Error(first.error);
    const best = first.value.suggestions[0];
    let lost = 0;
    let guesses = 0;
    for (const answer of first.value.remaining) {
      const board = [...rows, { guess: best.word, marks: score(best.word, answer) }];
      while (board.length < 6 && board[board.length - 1].guess !== answer) {
        const r = suggest(board, { mode: 'hard', model: 'classic', top: 1, budgetMs: 2000 });
        if (!r.ok) throw new Error(r.error);
        const g = r.value.suggestions[0].word;
        board.push({ guess: g, marks: score(g, answer) });
      }
      const won = board[board.length - 1].guess === answer;
      if (!won) lost++;
      guesses += won ? board.length - rows.length : 4; // three left, a loss counted as one more
    }
    const n = first.value.remaining.length;
    expect(lost / n).toBeCloseTo(best.lossChance!, 9);
    expect(guesses / n).toBeCloseTo(best.expectedGuesses!, 2); // up to the 0.002 sixth-guess tie-break
  });

  it('the post-game analysis shows the risk a guess took beside its expected guesses', () => {
    const played = [...rows, { guess: 'poker', marks: score('poker', 'joker') }, { guess: 'joker', marks: score('joker', 'joker') }];
    const a = analyseGame(played, { mode: 'hard', model: 'classic', budgetMs: 2000 });
    if (!a.ok) throw new Error(a.error);
    const poker = a.value.rows[3];
    const best = suggest(rows, { mode: 'hard', model: 'classic', top: 1, budgetMs: 2000 });
    if (!best.ok) throw new Error(best.error);
    expect(poker.bestWord).toBe(best.value.suggestions[0].word);
    expect(poker.bestLossChance).toBeCloseTo(best.value.suggestions[0].lossChance!, 9);
    expect(poker.lossChance! * 9).toBeCloseTo(2, 9); // POKER leaves two of the nine to chance
    expect(poker.lossChance).toBeGreaterThan(poker.bestLossChance!);
    expect(poker.expectedGuesses).toBeLessThanOrEqual(4);
    expect(a.value.skill).toBeLessThanOrEqual(100);
  });

  it('keeps expected guesses for a board that cannot be lost', () => {
    const r = suggest([{ guess: 'crane', marks: score('crane', 'pound') }], { model: 'classic', top: 3, budgetMs: 2000 });
    expect(r.ok && r.value.suggestions.every((s) => s.mayLose === false && (s.expectedGuesses ?? 0) > 1)).toBe(true);
  });
});

describe('searchers and memos keyed by answer model and mode', () => {
  // Classic answers the nyt list dropped: weight 1 under classic, long shots (~0.003, by word
  // frequency) under nyt, in the same order, so the two sets have the same memo keys.
  const dropped = ['fanny', 'mammy', 'gipsy', 'semen', 'pansy', 'welsh', 'gypsy', 'welch'].map((w) => t.indexOf(w));
  const classicSet = makeSet(dropped, answerModel('classic').weight);
  const nytSet = makeSet(dropped, answerModel('nyt').weight);
  // Weak guesses at the root leave groups of three or more, whose values get memoised.
  const pool = Uint16Array.from(['qajaq', 'xylyl', 'fuzzy', 'immix'], (w) => t.indexOf(w));
  const request = (set: typeof classicSet) => ({ set, pool, left: 3, req: null, limits: { width: [24, 8], deadline: Infinity }, top: 10 });
  const costs = (s: Searcher, set: typeof classicSet) => s.rank(request(set)).ranked.map((r) => [t.words[r.word], r.cost, r.loss]);

  it('the two sets share their memo keys but not their weights (the hazard is real)', () => {
    expect(Array.from(nytSet.idx)).toEqual(Array.from(classicSet.idx));
    expect(nytSet.w[0]).not.toBe(classicSet.w[0]);
    // One searcher for both models: the nyt ranking reads values memoised under classic weights.
    const shared = new Searcher('normal');
    costs(shared, classicSet);
    expect(costs(shared, nytSet)).not.toEqual(costs(new Searcher('normal'), nytSet));
  });

  it.each(['normal', 'hard'] as const)('%s mode: the warm nyt searcher gives what a fresh one gives after classic ran', (mode) => {
    costs(searcherFor(answerModel('classic'), mode), classicSet);
    expect(searcherFor(answerModel('nyt'), mode)).not.toBe(searcherFor(answerModel('classic'), mode));
    expect(costs(searcherFor(answerModel('nyt'), mode), nytSet)).toEqual(costs(new Searcher(mode), nytSet));
    expect(costs(searcherFor(answerModel('classic'), mode), classicSet)).toEqual(costs(new Searcher(mode), classicSet));
  });
});

describe('a slice of work ahead (SuggestOptions.slice)', () => {
  // A wide board worked out ahead while the row flips: with the CPU 4× slower the search's first
  // step, which an answer always completes, took 1,813 ms, and the row's own job waited behind it.
  const board = [{ guess: 'audio', marks: score('audio', 'stern') }];

  it('stops its first step at the deadline too: no ranking, not settled; a first answer still completes it', () => {
    const sliced = suggest(board, { mode: 'hard', model: 'history', date: '2026-12-04', noBooks: true, budgetMs: 0.001, slice: true });
    if (!sliced.ok) throw new Error(sliced.error);
    expect(sliced.value.suggestions).toEqual([]);
    expect(sliced.value.settled).toBe(false);
    const answer = suggest(board, { mode: 'hard', model: 'history', date: '2026-12-04', noBooks: true, budgetMs: 0.001 });
    expect(answer.ok && answer.value.suggestions).toHaveLength(10);
  });
});
