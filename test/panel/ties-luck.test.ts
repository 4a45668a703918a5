// Folding near-ties, preferring common words, the best that could win now, fair luck, and
// status text without emoji: the rules behind the panel, alone.
import { describe, expect, it } from 'vitest';
import { t } from '../../src/panel/i18n';
import type { GuessAnalysis, Suggestion, SuggestResult } from '../../src/core/types';
import { bestCouldWin, couldWinText } from '../../src/panel/components/Suggestions';
import { answerChance, equallyGood, isListed, tieGroups, withoutEmoji } from '../../src/panel/format';
import { preferCommon } from '../../src/shared/prefer-common';
import { keepShown, KEEP_MARGIN } from '../../src/core/keep-shown';
import { extraGuesses, gameLuck, luckKindOf, rowLuck, typicalLeft } from '../../src/shared/luck';
import type { NotedResult } from '../../src/shared/notes';

const s = (word: string, eg: number | null, extra: Partial<Suggestion> = {}): Suggestion => ({
  word, expectedGuesses: eg, bits: 5, expectedRemaining: 10, worstCase: 30, isCandidate: false, pAnswer: 0, groups: 40, ...extra,
});

function result(list: Suggestion[], words: NotedResult['words'] = {}): SuggestResult {
  const r: NotedResult = {
    mode: 'normal', model: 'nyt', strategy: 'optimal', candidates: 759, remaining: [], longShots: 510, suggestions: list, fromBook: false, settled: true,
    knowledge: { greens: [], present: [], counts: [], absent: [] }, words,
  };
  return r;
}

describe('near-ties', () => {
  it('fold suggestions the player cannot tell apart (same guesses to the tenth, same chance of losing), in the solver order', () => {
    const list = [s('pilon', 2.988), s('pinol', 2.992), s('dinlo', 3.03), s('blind', 3.06), s('lined', 3.1, { lossChance: 0.02, mayLose: true })];
    const groups = tieGroups(list);
    expect(groups.map((g) => [g.lead.word, g.others.map((o) => o.word)])).toEqual([
      ['pilon', ['pinol', 'dinlo']],
      ['blind', []],
      ['lined', []],
    ]);
  });

  it('never folds a word that can be the answer under one that cannot, which the line below says it trails', () => {
    // After CRANE on SPICY: SLUIT ≈ 2.1 first (cannot win now), PULIK, then BUTCH (6% to win now),
    // also ≈ 2.1. Folded as "+2 equally good" under SLUIT, while the line below said "BUTCH, ≈ 2.11
    // guesses, 0.01 more than SLUIT".
    const butch = s('butch', 2.113, { isCandidate: true, pAnswer: 0.06 });
    const list = [s('sluit', 2.104), s('pulik', 2.106), butch, s('thumb', 2.12, { isCandidate: true, pAnswer: 0.05 }), s('gulch', 2.14)];
    const noted = result(list, { butch: { listed: true, frequency: 40 }, thumb: { listed: true, frequency: 40 } });
    const canWin = (x: Suggestion) => isListed(noted, x);
    const groups = tieGroups(list, canWin);
    expect(groups.map((g) => [g.lead.word, g.others.map((o) => o.word)])).toEqual([
      ['sluit', ['pulik']],
      ['butch', ['thumb', 'gulch']],
    ]);
    const couldWin = bestCouldWin(noted, groups.flatMap((g) => [g.lead, ...g.others]));
    expect(couldWin?.word).toBe('butch');
    expect(couldWinText(couldWin!, list[0])).toBe(t('bestCouldWinCloser', 'BUTCH', '2.11', '0.01', 'SLUIT'));
    // No group the first word leads holds the word that line says trails it.
    expect(groups[0].others.map((o) => o.word)).not.toContain('butch');
    // Led by a word that can be the answer, the others fold as before, whatever they are.
    expect(tieGroups([butch, s('sluit', 2.114)], canWin).map((g) => g.others.length)).toEqual([1]);
  });

  it('a different chance of losing is never equally good', () => {
    expect(equallyGood(s('a', 2, { mayLose: true, lossChance: 0.1 }), s('b', 2, { mayLose: true, lossChance: 0.2 }))).toBe(false);
    expect(equallyGood(s('a', 2), s('b', null))).toBe(false);
  });
});

describe('prefer common words', () => {
  const words = { salet: { listed: false, frequency: 23 }, crane: { listed: true, frequency: 42 }, amahs: { listed: false, frequency: 21 }, trace: { listed: true, frequency: 47 } };
  const list = [s('salet', 3.42), s('amahs', 3.44), s('crane', 3.45), s('trace', 3.6)];

  it('off (0): the solver order stands', () => {
    expect(preferCommon(result(list, words), 0).map((x) => x.word)).toEqual(['salet', 'amahs', 'crane', 'trace']);
  });

  it('within the chosen margin, common words move ahead of rare ones; beyond it nothing moves', () => {
    expect(preferCommon(result(list, words), 0.05).map((x) => x.word)).toEqual(['crane', 'salet', 'amahs', 'trace']);
    expect(preferCommon(result(list, words), 0.02).map((x) => x.word)).toEqual(['salet', 'amahs', 'crane', 'trace']);
    expect(preferCommon(result(list, words), 0.2).map((x) => x.word)).toEqual(['crane', 'trace', 'salet', 'amahs']);
  });

  it('one margin with the refinement: the word read first stays first through a slice that brings a common word within the margin', () => {
    // SALET read first (no common word within 0.05 of it); the slice values CRANE within 0.05 of
    // SALET, which it values within KEEP_MARGIN of AMAHS, its best.
    const shown = result([s('salet', 3.42), s('amahs', 3.43)], words);
    const next = result([s('amahs', 3.41), s('salet', 3.413), s('crane', 3.45)], words);
    const order = (r: SuggestResult) => preferCommon(r, 0.05);
    expect(order(shown)[0].word).toBe('salet');
    const kept = keepShown(shown, next, KEEP_MARGIN, order);
    expect(order(kept).map((x) => x.word)).toEqual(['salet', 'crane', 'amahs']);
    expect(kept.changedBest).toBeUndefined();
  });

  it('hard mode: within a point of the least chance of losing is as safe (the ranking\'s rule); a point more is not', () => {
    const hard = (list: Suggestion[]) => ({ ...result(list, words), mode: 'hard' as const });
    const close = [s('salet', 3.42), s('crane', 3.43, { mayLose: true, lossChance: 0.009 })];
    expect(preferCommon(hard(close), 0.1).map((x) => x.word)).toEqual(['crane', 'salet']);
    const far = [s('salet', 3.42), s('crane', 3.43, { mayLose: true, lossChance: 0.011 })];
    expect(preferCommon(hard(far), 0.1).map((x) => x.word)).toEqual(['salet', 'crane']);
  });

  it('never prefers a word that risks losing more than the best (normal mode)', () => {
    const risky = [s('salet', 3.42), s('crane', 3.43, { mayLose: true, lossChance: 0.01 })];
    expect(preferCommon(result(risky, words), 0.1).map((x) => x.word)).toEqual(['salet', 'crane']);
  });
});

describe('best that could be the answer', () => {
  it('is the best likely answer when the best guess is not one, and nothing when it is', () => {
    const words = { pilon: { listed: false, frequency: 0 }, lined: { listed: true, frequency: 40 }, pixel: { listed: true, frequency: 41 } };
    const list = [s('pilon', 2.99), s('lined', 3.02, { isCandidate: true, pAnswer: 0.004 }), s('pixel', 3.1, { isCandidate: true, pAnswer: 0.004 })];
    expect(bestCouldWin(result(list, words), list)?.word).toBe('lined');
    expect(bestCouldWin(result(list.slice(1), words), list.slice(1))).toBeNull();
    // A fitting word outside the answer list (a long shot) is not "could be the answer".
    const longShot = [s('pilon', 2.99, { isCandidate: true, pAnswer: 0.00001 })];
    expect(bestCouldWin(result(longShot, words), longShot)).toBeNull();
  });

  it('the chance reads "1 in N" while small, a percent when large, and "100%" only for the one word left', () => {
    expect(answerChance(1 / 249)).toBe('1 in 249');
    expect(answerChance(0.0999)).toBe('1 in 10');
    expect(answerChance(0.1)).toBe('10%');
    expect(answerChance(0.5)).toBe('50%');
    // A played-before word of 2021 among five that fit (weight 0.356 against 0.017 for later years).
    expect(answerChance(0.84)).toBe('84%');
    expect(answerChance(0.999)).toBe('>99%');
    expect(answerChance(0.9999999)).toBe('>99%');
    expect(answerChance(1)).toBe('100%');
  });
});

const row = (guess: string, marks: GuessAnalysis['marks'], before: number, after: number, got: number, exp: number): GuessAnalysis => ({
  guess, marks, candidatesBefore: before, candidatesAfter: after, bitsGained: got, bitsExpected: exp,
  expectedGuesses: 2, bestWord: 'salet', bestExpectedGuesses: 2, hardValid: true,
});
const G = 'correct' as const;
const Y = 'present' as const;

describe('best that could be the answer beside the first', () => {
  const first = { word: 'sluit', expectedGuesses: 2.08 } as Suggestion;
  it('where the two look equal at one decimal, the hundredths and the difference say which is better', () => {
    // The case: SLUIT ≈ 2.1 first, BUTCH ≈ 2.1 below it.
    expect(couldWinText({ word: 'butch', expectedGuesses: 2.11 }, first)).toBe(t('bestCouldWinCloser', 'BUTCH', '2.11', '0.03', 'SLUIT'));
    expect(couldWinText({ word: 'butch', expectedGuesses: 2.0801 }, first)).toBe(t('bestCouldWinEqual', 'BUTCH', '2.08', 'SLUIT'));
  });
  it('otherwise its figure at one decimal, as every suggestion shows it', () => {
    expect(couldWinText({ word: 'butch', expectedGuesses: 2.4 }, first)).toBe(t('bestCouldWin', 'BUTCH', '2.4'));
    expect(couldWinText({ word: 'butch', expectedGuesses: null }, first)).toBe(t('bestCouldWinPlain', 'BUTCH'));
  });
});

describe('luck', () => {
  it('a winning guess is never "less lucky": PIXEL at 0.0 of 0.0 bits, as in the issue', () => {
    expect(rowLuck(row('pixel', [G, G, G, G, G], 1, 1, 0, 0))).toBe('sure');
    // Winning among two, even when the colours "told" less than expected in bits.
    expect(rowLuck(row('pixel', [G, G, G, G, G], 2, 1, 0.9, 1))).toBe('won');
  });

  it('a guess that could only go one way involved no luck; otherwise more bits than expected is luckier', () => {
    expect(rowLuck(row('coast', [Y, Y, Y, Y, Y], 3, 3, 0, 0))).toBe('sure');
    expect(rowLuck(row('crane', [Y, Y, Y, Y, Y], 3158, 100, 5, 4))).toBe('lucky');
    expect(rowLuck(row('crane', [Y, Y, Y, Y, Y], 3158, 300, 3, 4))).toBe('unlucky');
    expect(rowLuck(row('crane', [Y, Y, Y, Y, Y], 3158, 300, 4.05, 4))).toBe('even');
  });

  it("the game's luck leaves out no-luck guesses and the win: its counts are the rows the table marks", () => {
    const rows = [row('crane', [Y, Y, Y, Y, Y], 3158, 100, 5, 4.5), row('pixel', [G, G, G, G, G], 2, 1, 0.2, 1)];
    const l = gameLuck({ rows, solved: true, skill: 100 });
    expect(l).toEqual({ kind: 'lucky', bits: 0.5, kindRows: 1, judged: 1 });
    expect(rows.filter((r) => rowLuck(r) === 'lucky')).toHaveLength(l.kindRows);
  });

  it("the game's word is luckKindOf its bits, judged at the hundredth a kept game stores, so the review and Your record agree", () => {
    expect([0.26, 0.256, 0.254, 0.25, 0, -0.25, -0.254, -0.256, -0.26].map(luckKindOf)).toEqual(['lucky', 'lucky', 'even', 'even', 'even', 'even', 'even', 'unlucky', 'unlucky']);
    // A game 0.254 bits over: "As expected" in its review, kept as 0.25 (game-rules.ts), and even in the record.
    const l = gameLuck({ rows: [row('crane', [Y, Y, Y, Y, Y], 3158, 100, 4.254, 4)], solved: false, skill: 80 });
    expect(l.bits).toBeCloseTo(0.254, 10);
    expect(l.kind).toBe('even');
    expect(luckKindOf(Math.round(l.bits * 100) / 100)).toBe(l.kind);
  });

  it('judged in the likely answers the row counts: fewer left than typical is never "less lucky", more never "luckier"', () => {
    // The rows: CRANE 1,286 -> 26 where 30 was typical, once called "Less lucky" by its bits.
    const crane = { ...row('crane', [Y, Y, Y, Y, Y], 3158, 268, 2, 3.5), likelyBefore: 1286, likelyAfter: 26, likelyTypical: 30 };
    expect(rowLuck(crane)).toBe('lucky');
    expect(typicalLeft(crane)).toBe(30);
    expect(rowLuck({ ...crane, likelyAfter: 34 })).toBe('unlucky');
    expect(rowLuck({ ...crane, likelyAfter: 31 })).toBe('even');
    for (let after = 1; after <= 60; after++) {
      const l = rowLuck({ ...crane, likelyAfter: after });
      if (after < 30) expect(l).not.toBe('unlucky');
      if (after > 30) expect(l).not.toBe('lucky');
    }
  });

  it('the cost of the choices is the sum of each guess over the best, in expected guesses', () => {
    const rows = [{ ...row('a', [Y, Y, Y, Y, Y], 9, 3, 1, 1), expectedGuesses: 3.5, bestExpectedGuesses: 3.4 }, { ...row('b', [Y, Y, Y, Y, Y], 3, 1, 1, 1), expectedGuesses: 2.3, bestExpectedGuesses: 2.1 }];
    expect(extraGuesses({ rows, solved: false, skill: 90 })).toBeCloseTo(0.3, 9);
  });
});

describe('status text', () => {
  it('names colours in words instead of emoji squares, and drops other pictographs', () => {
    expect(withoutEmoji('No word fits row 2 (CRANE 🟩⬛🟨⬛⬛): check the colours.')).toBe('No word fits row 2 (CRANE: green, grey, yellow, grey, grey): check the colours.');
    expect(withoutEmoji('Solved! 🎉')).toBe('Solved! ');
  });
});
