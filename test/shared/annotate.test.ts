// The worker's notes for the panel: which suggested words are likely answers and how common,
// the likely answers around each guess of a game, and the best guess that could win now.
import { describe, expect, it } from 'vitest';
import { likelyAnswers, score, suggest } from '../../src/core/index';
import { loadBooks } from '../../src/core/load-books';
import type { Board } from '../../src/core/types';
import type { GuessEvaluation } from '../../src/shared/evaluation';
import { annotateAnalysis, annotateResult, noteWord } from '../../src/shared/annotate';
import { boardState } from '../../src/core/candidates';
import { typicalLikelyLeft } from '../../src/core/likely-left';
import { answerModel } from '../../src/core/model';
import { wordTable } from '../../src/core/words';
import { rowLuck } from '../../src/shared/luck';

const board = (guesses: string[], answer: string): Board => guesses.map((guess) => ({ guess, marks: score(guess, answer) }));

describe('word notes', () => {
  it('a listed word is a likely answer under nyt; frequency classes come from the word table', () => {
    expect(noteWord('crane', 'nyt')).toEqual({ listed: true, frequency: expect.any(Number) });
    expect(noteWord('pilon', 'nyt')?.listed).toBe(false);
    expect(noteWord('crane', 'nyt')!.frequency).toBeGreaterThan(noteWord('amahs', 'nyt')!.frequency);
    expect(noteWord('zzzzz', 'nyt')).toBeUndefined();
  });

  it('notes every suggested word', () => {
    const r = suggest(board(['tarse'], 'pixel'), { top: 10 });
    if (!r.ok) throw new Error(r.error);
    const noted = annotateResult(r.value);
    expect(Object.keys(noted.words ?? {}).sort()).toEqual(r.value.suggestions.map((s) => s.word).sort());
  });
});

describe('best that could be the answer', () => {
  // FIGHT: seven likely answers fit (FIGHT, TIGHT, WIGHT, PITHY, THUMP, THUMB, MIGHT), and the best
  // guesses split them without being one.
  const b = board(['crane', 'sloth'], 'fight');
  const r = suggest(b, { top: 10 });
  if (!r.ok) throw new Error(r.error);

  it('on a small board whose suggestions cannot win, checks the likeliest likely answers and keeps the best', () => {
    const asked: string[] = [];
    const budgets: (number | undefined)[] = [];
    const noted = annotateResult(r.value, b, { mode: 'normal' }, (_b, word, o) => {
      asked.push(word);
      budgets.push(o?.budgetMs);
      return { ok: true, value: { word, expectedGuesses: asked.length === 3 ? 2.25 : 2.5 } as GuessEvaluation };
    });
    // Seven likely answers, none suggested: the likeliest four are checked, each on a small budget.
    expect(r.value.candidates - r.value.longShots).toBe(7);
    expect(asked).toEqual(r.value.remaining.slice(0, 4));
    expect(budgets).toEqual([40, 40, 40, 40]);
    expect(noted.couldWin).toEqual({ word: asked[2], expectedGuesses: 2.25 });
  });

  it('never past the answer\'s due time: each check gets what is left of it, and none once it has passed', () => {
    const budgets: number[] = [];
    const check = (_b: unknown, word: string, o?: { budgetMs?: number }) => (budgets.push(o?.budgetMs ?? -1), { ok: true as const, value: { word, expectedGuesses: 2.5 } as GuessEvaluation });
    expect(annotateResult(r.value, b, { mode: 'normal' }, check, Date.now() - 1).couldWin).toBeUndefined();
    expect(budgets).toEqual([]);
    annotateResult(r.value, b, { mode: 'normal' }, check, Date.now() + 30);
    expect(budgets.length).toBeGreaterThan(0);
    // A third of what is left: a check may take three times its budget.
    expect(Math.max(...budgets)).toBeLessThanOrEqual(10);
  });

  it('no check once the last one took longer than what is left', () => {
    const budgets: number[] = [];
    const slowCheck = (_b: unknown, word: string, o?: { budgetMs?: number }) => {
      budgets.push(o?.budgetMs ?? -1);
      const until = Date.now() + 120; // a check's set-up, whatever its budget
      while (Date.now() < until);
      return { ok: true as const, value: { word, expectedGuesses: 2.5 } as GuessEvaluation };
    };
    annotateResult(r.value, b, { mode: 'normal' }, slowCheck, Date.now() + 200);
    expect(budgets).toHaveLength(1);
  });

  it('checks nothing when a suggestion can win, or without the evaluation', () => {
    const big = suggest(board(['crane', 'spilt'], 'stove'), { top: 10 });
    if (!big.ok) throw new Error(big.error);
    let calls = 0;
    expect(annotateResult(big.value, board(['crane', 'spilt'], 'stove'), {}, () => (calls++, { ok: false, error: 'x' })).couldWin).toBeUndefined();
    expect(calls).toBe(0);
    expect(annotateResult(r.value).couldWin).toBeUndefined();
  });
});

describe('likely answers around each guess', () => {
  it('counts listed words before and after each row', () => {
    const b = board(['crane', 'spilt', 'stove'], 'stove');
    const rows = b.map((row) => ({ ...row, candidatesBefore: 0, candidatesAfter: 0, bitsGained: 0, bitsExpected: 0, expectedGuesses: 1, bestWord: 'x', bestExpectedGuesses: 1, hardValid: true }));
    const a = annotateAnalysis({ rows, solved: true, skill: 100 }, b, 'nyt');
    expect(a.rows.map((x) => [x.likelyBefore, x.likelyAfter])).toEqual([
      [3158, 126],
      [126, 3],
      [3, 1],
    ]);
  });

  it('notes on every row what its guess typically leaves, in the likely answers the row counts, and judges its luck by it', () => {
    const date = '2026-12-07';
    const b = board(['crane', 'sluit', 'spicy'], 'spicy');
    const rows = b.map((row) => ({ ...row, candidatesBefore: 2, candidatesAfter: 0, bitsGained: 0, bitsExpected: 1, expectedGuesses: 1, bestWord: 'x', bestExpectedGuesses: 1, hardValid: true }));
    const a = annotateAnalysis({ rows, solved: true, skill: 100 }, b, 'history', { date });
    const m = answerModel('history', { date });
    a.rows.forEach((r, i) => {
      const s = boardState(b.slice(0, i), m);
      if (!s.ok) throw new Error(s.error);
      expect(r.likelyTypical, r.guess).toBeCloseTo(typicalLikelyLeft(m, s.value.set, wordTable().indexOf(r.guess)), 9);
    });
    // CRANE left fewer likely answers than it typically does: never "less lucky" (it was, judged in bits over every fitting word).
    const crane = a.rows[0];
    expect(crane.likelyAfter).toBeLessThan(crane.likelyTypical ?? 0);
    expect(rowLuck(crane)).not.toBe('unlucky');
  });

  it('a game won on a word off the list ends on that word: one', () => {
    const b = board(['salet', 'clock', 'cibol'], 'cibol');
    const rows = b.map((row) => ({ ...row, candidatesBefore: 0, candidatesAfter: 0, bitsGained: 0, bitsExpected: 0, expectedGuesses: 1, bestWord: 'x', bestExpectedGuesses: 1, hardValid: true }));
    const a = annotateAnalysis({ rows, solved: true, skill: 100 }, b, 'nyt');
    expect(a.rows[2].likelyAfter).toBe(1);
    expect(a.rows[2].likelyAfterPlayed).toBeUndefined();
  });

  it('under history counts what the headline counts: the words not played before the puzzle\'s date, or the played ones when nothing else on the list fits; a game won on a repeat answer ends on that answer', async () => {
    // SALET bbybb: 116 listed words fit, 81 of them played before 2026-12-01 (the headline's 35).
    // The books answer the empty board, as in the worker (searched live, it takes 11-15 s under load).
    await loadBooks();
    const date = '2026-12-01';
    const b = board(['salet', 'clock', 'could'], 'could');
    const rows = b.map((row) => ({ ...row, candidatesBefore: 0, candidatesAfter: 0, bitsGained: 0, bitsExpected: 0, expectedGuesses: 1, bestWord: 'x', bestExpectedGuesses: 1, hardValid: true }));
    const a = annotateAnalysis({ rows, solved: true, skill: 100 }, b, 'history', { date });
    const headline = (n: number) => {
      const r = suggest(b.slice(0, n), { date, top: 1, strategy: 'positional' });
      if (!r.ok) throw new Error(r.error);
      return likelyAnswers(r.value);
    };
    // COULD was the answer of 2022-01-29: after CLOCK only it and COYLY, both played before, are
    // left on the list; the row that wins leaves COULD itself.
    expect(headline(2)).toEqual({ n: 2, played: true });
    expect(headline(3)).toEqual({ n: 1, played: true });
    expect(a.rows.map((x) => [x.likelyBefore, x.likelyAfter, x.likelyAfterPlayed])).toEqual([
      [headline(0).n, headline(1).n, undefined],
      [headline(1).n, 2, true],
      [2, 1, true],
    ]);
    const after = suggest(b.slice(0, 1), { date, top: 1, strategy: 'positional' });
    expect(after.ok && after.value.played).toBeGreaterThan(0);
  }, 60_000); // four solves, one of the empty board: 6 s on a loaded 2-core machine, past the default 5 s
});
