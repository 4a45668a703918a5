// "What about my word?": evaluateGuess's figures, rank and hard-mode check.
import { describe, expect, it } from 'vitest';
import { evaluateGuess, isValidHardGuess, score, suggest } from '../../src/core';
import { boardOf } from './rows';

const IGHT_BOARD = boardOf('sight=bgggg', 'right=bgggg', 'tight=bgggg', 'wight=bgggg', 'night=bgggg');

function value<T>(r: { ok: true; value: T } | { ok: false; error: string }): T {
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

describe('evaluateGuess', () => {
  it('at the last guess: a candidate wins now 25% and loses 75%, rank 1 (tied with the other three)', () => {
    const e = value(evaluateGuess(IGHT_BOARD, 'FIGHT', { model: 'classic' }));
    expect(e).toMatchObject({ word: 'fight', lossChance: 0.75, winNowChance: 0.25, rank: 1, rankedOf: 14855, isCandidate: true, hardValid: true });
    expect(e.expectedGuesses).toBeCloseTo(1.75, 9);
    expect(['might', 'light', 'eight', 'fight']).toContain(e.best.word);
  });

  it('at the last guess: any other word loses for sure and ranks behind the four candidates', () => {
    const e = value(evaluateGuess(IGHT_BOARD, 'aleem', { model: 'classic' }));
    expect(e).toMatchObject({ lossChance: 1, winNowChance: 0, rank: 5, isCandidate: false });
    expect(e.expectedGuesses).toBeCloseTo(2, 9);
  });

  it('two guesses left: a word that tells the five apart ranks first, a candidate that cannot does not', () => {
    const board = IGHT_BOARD.slice(0, 4); // might light eight fight night
    // FLAME: F for fight, L light, M might, E eight, nothing for night: all five apart.
    const flame = value(evaluateGuess(board, 'flame', { model: 'classic' }));
    expect(flame).toMatchObject({ lossChance: 0, rank: 1, isCandidate: false, winNowChance: 0 });
    const cand = value(evaluateGuess(board, 'might', { model: 'classic' }));
    expect(cand.isCandidate).toBe(true);
    expect(cand.winNowChance).toBeCloseTo(0.2, 12);
    expect(cand.lossChance).toBeGreaterThan(0);
    expect(cand.rank).toBeGreaterThan(1);
    // The best suggestion evaluates as rank 1.
    const top = value(evaluateGuess(board, flame.best.word, { model: 'classic' }));
    expect(top.rank).toBe(1);
    expect(top.lossChance).toBe(0);
  });

  it('hard mode: says whether the word is allowed, and why not, as the game does', () => {
    const board = boardOf('salet=bbygb');
    const e = value(evaluateGuess(board, 'fight', { model: 'classic', mode: 'hard', budgetMs: 60 }));
    const check = isValidHardGuess(board, 'fight');
    expect(check.ok).toBe(false);
    expect(e.hardValid).toBe(false);
    expect(e.hardReason).toBe(check.ok ? undefined : check.reason);
    expect(e.rankedOf).toBeLessThan(14855);
    const ok = value(evaluateGuess(board, 'lever', { model: 'classic', mode: 'hard', budgetMs: 60 }));
    expect(ok.hardValid).toBe(true);
    expect(ok.hardReason).toBeUndefined();
    expect(ok.rank).toBeGreaterThanOrEqual(1);
    expect(ok.rank).toBeLessThanOrEqual(ok.rankedOf);
  });

  it('hard mode: a word\'s rank is its place in the list, fewest lost first (SLATE, RIPEN, answer JOKER, NYT list)', () => {
    const board = ['slate', 'ripen'].map((guess) => ({ guess, marks: score(guess, 'joker') }));
    // A budget no search here reaches: the search settles, so the test does not depend on the machine's load.
    const opts = { mode: 'hard', model: 'nyt', date: '2026-12-03', budgetMs: 30_000 } as const;
    const listed = value(suggest(board, { ...opts, top: 10 })).suggestions;
    const gyred = value(evaluateGuess(board, 'gyred', opts));
    const freed = value(evaluateGuess(board, 'freed', opts));
    // FREED takes fewer guesses but may lose; GYRED never does, so the list puts GYRED first.
    expect(freed.expectedGuesses!).toBeLessThan(gyred.expectedGuesses!);
    expect(freed.lossChance).toBeGreaterThan(gyred.lossChance);
    expect(listed[0].word).toBe('gyred');
    expect(gyred.rank).toBe(1);
    const at = listed.findIndex((s) => s.word === 'freed');
    expect(at).toBeGreaterThan(0);
    // The word before FREED is not tied with it, so its place is its index plus one.
    expect(listed[at - 1].expectedGuesses!).not.toBeCloseTo(listed[at].expectedGuesses!, 6);
    expect(freed.rank).toBe(at + 1);
  }, 120_000);

  it('hard mode: every listed word ranks at its place, the last one too (SLATE, RIPEN, answer JOKER, NYT list)', () => {
    const board = ['slate', 'ripen'].map((guess) => ({ guess, marks: score(guess, 'joker') }));
    const opts = { mode: 'hard', model: 'nyt', date: '2026-12-03', budgetMs: 30_000 } as const;
    const listed = value(suggest(board, { ...opts, top: 10 })).suggestions;
    expect(listed).toHaveLength(10);
    // Ties share the better rank: a word's place is that of the first listed word it ties with.
    const tied = (a: (typeof listed)[number], b: (typeof listed)[number]) => a.mayLose === b.mayLose && Math.abs(a.expectedGuesses! - b.expectedGuesses!) < 1e-6;
    const places = listed.map((s) => listed.findIndex((o) => tied(o, s)) + 1);
    expect(listed.map((s) => value(evaluateGuess(board, s.word, opts)).rank)).toEqual(places);
  }, 120_000);

  it('rejects unknown words, a solved game and bad colours with a clear message', () => {
    expect(evaluateGuess([], 'xyzzy')).toEqual({ ok: false, error: 'Unknown word "xyzzy": it is not in the allowed-guess list.' });
    expect(evaluateGuess([], 'abc')).toEqual({ ok: false, error: '"abc" is not a five-letter word.' });
    expect(evaluateGuess(boardOf('crane=ggggg'), 'slate').ok).toBe(false);
    const bad = evaluateGuess(boardOf('salet=bbbbb', 'crane=bbbbg'), 'slate');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(/^Contradictory colours in row 2/);
  });
});
