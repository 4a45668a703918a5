/*
 * Words the lists have never seen: the NYT adds answers, so a board no listed word
 * fits is not "wrong colours" unless no five-letter string at all shows them.
 */
import { describe, expect, it } from 'vitest';
import { answerModel, boardState, score, suggest, type Board } from '../../src/core';
import { someStringFitting } from '../../src/core/any-word';
import { wordTable } from '../../src/core/words';
import { boardOf } from './rows';
import { seeded } from '../../src/core/seeded';

const t = wordTable();

describe('a won row is solved, whatever the word', () => {
  it.each(['nyt', 'classic'] as const)('YEETS (in no list), %s model', (model) => {
    expect(t.indexOf('yeets')).toBe(-1);
    const r = suggest(boardOf('salet=ybbyy', 'yeets=ggggg'), { model });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.candidates).toBe(1);
    expect(r.value.remaining).toEqual(['yeets']);
    expect(r.value.suggestions).toEqual([]);
  });

  it('a listed word the classic model rules out (TARSE)', () => {
    const r = suggest(boardOf('tarse=ggggg'), { model: 'classic' });
    expect(r.ok && r.value.remaining).toEqual(['tarse']);
  });
});

describe('a settled row with a word not in the lists is a guess like any other', () => {
  it('QWXYZ=bbbbb leaves the words without those letters', () => {
    const r = suggest(boardOf('qwxyz=bbbbb'), { model: 'classic', strategy: 'scrabble', top: 1 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const expected = Array.from(answerModel('classic').answers, (i) => t.words[i]).filter((w) => !/[qwxyz]/.test(w));
    expect(r.value.candidates).toBe(expected.length);
    expect(r.value.unlistedAnswer).toBeUndefined();
  });
});

describe('a consistent board no listed word fits', () => {
  it.each(['nyt', 'classic'] as const)('FUZZY=ggggb (%s): unlistedAnswer, probes suggested, no row blamed', (model) => {
    const board = boardOf('fuzzy=ggggb');
    const r = suggest(board, { model, top: 5 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.unlistedAnswer).toBe(true);
    expect(r.value.candidates).toBe(0);
    expect(r.value.suggestions).toHaveLength(5);
    for (const s of r.value.suggestions) {
      expect(s.isCandidate).toBe(false);
      expect(s.bits).toBeGreaterThan(0);
    }
  });

  it('in hard mode the probes are valid hard-mode guesses', () => {
    const r = suggest(boardOf('fuzzy=ggggb'), { model: 'classic', mode: 'hard', top: 5 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    for (const s of r.value.suggestions) expect(s.word.startsWith('fuzz')).toBe(true);
  });

  it('a board with a listed answer is not flagged', () => {
    const r = suggest(boardOf('salet=bbygb'), { model: 'classic', top: 1 });
    expect(r.ok && r.value.unlistedAnswer).toBeUndefined();
  });
});

describe('only truly contradictory colours are reported, naming the row', () => {
  it('a yellow A with no position left: row 5 named', () => {
    const board = boardOf('abbbb=ybbbb', 'babbb=bybbb', 'bbabb=bbybb', 'bbbab=bbbyb', 'bbbbc=bbbbg');
    expect(someStringFitting(board.slice(0, 4))).not.toBeNull();
    expect(someStringFitting(board)).toBeNull();
    const r = suggest(board, { model: 'nyt' });
    expect(r).toEqual({ ok: false, error: 'Contradictory colours in row 5 (BBBBC ⬛⬛⬛⬛🟩), given rows 1-4: no five-letter word shows all these colours.', code: 'contradictory' });
  });

  it('property: boards scored against 300 random strings (mostly not words) are never called contradictory', () => {
    const random = seeded(2024);
    const letter = () => String.fromCharCode(97 + Math.floor(random() * 26));
    const pick = () => t.words[Math.floor(random() * t.size)];
    let unlisted = 0;
    for (let i = 0; i < 300; i++) {
      const answer = Array.from({ length: 5 }, letter).join('');
      const board: Board = Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
        const g = pick();
        return { guess: g, marks: score(g, answer) };
      });
      const fit = someStringFitting(board);
      expect(fit).not.toBeNull();
      // The string found shows the board's colours.
      for (const row of board) expect(score(row.guess, fit!)).toEqual(row.marks);
      const s = boardState(board, answerModel('classic'));
      expect(s.ok).toBe(true);
      if (s.ok && s.value.unlisted) unlisted++;
    }
    // Most random strings leave no listed word after a few guesses: the unlisted path is exercised.
    expect(unlisted).toBeGreaterThan(50);
  });
});
