// The search against a brute-force minimum on small universes: with full width it must find the
// exact minimum expected guesses; pruning and shortcuts must never change a value.
import { describe, expect, it } from 'vitest';
import { makeSet } from '../../src/core/candidates';
import { answerModel } from '../../src/core/model';
import { patternOf } from '../../src/core/pattern';
import { Searcher } from '../../src/core/search';
import { suggest } from '../../src/core/suggest';
import { isValidHardGuess } from '../../src/core/hard-mode';
import { wordTable } from '../../src/core/words';
import { score } from '../../src/core';

const t = wordTable();

function rng(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
}

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
  const random = rng(7);
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
      const ranked = searcher.rank(set, pool, 20, null, { width: [pool.length, pool.length, pool.length, pool.length, pool.length], deadline: Infinity }, 1);
      expect(ranked[0].cost).toBeCloseTo(bruteForce(cands, unique), 9);
    });
  }
});

describe('the exact step of the live search', () => {
  // Narrow widths alone ([2]) miss the best guess on some of these sets; the exact step, which
  // runs when the candidates are few and time is left, must reach the brute-force minimum anyway.
  const random = rng(23);
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
      const narrow = new Searcher('normal', pool).rank(set, pool, 20, null, { width: [2], deadline: Infinity }, 1)[0];
      narrowMissed.push(narrow.cost > best + 1e-9);
      const searcher = new Searcher('normal', pool);
      const ranked = searcher.rank(set, pool, 20, null, { width: [2], deadline: performance.now() + 60_000 }, 3);
      expect(searcher.exactRanking).toBe(true);
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
    const random = rng(11);
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
  it('marks suggestions that may lose a hard-mode game instead of showing a cost that counts losses', () => {
    // STARE, DRIER, MOVER against JOKER in hard mode: _O_ER with 9 words and 3 guesses left.
    const rows = ['stare', 'drier', 'mover'].map((g) => ({ guess: g, marks: score(g, 'joker') }));
    const r = suggest(rows, { mode: 'hard', model: 'classic', top: 3, budgetMs: 2000 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.candidates).toBeGreaterThan(3);
    for (const s of r.value.suggestions) {
      expect(s.mayLose).toBe(true);
      expect(s.expectedGuesses).toBeNull();
    }
  });

  it('keeps expected guesses for a board that cannot be lost', () => {
    const r = suggest([{ guess: 'crane', marks: score('crane', 'pound') }], { model: 'classic', top: 3, budgetMs: 2000 });
    expect(r.ok && r.value.suggestions.every((s) => s.mayLose === false && (s.expectedGuesses ?? 0) > 1)).toBe(true);
  });
});
