import { describe, expect, it } from 'vitest';
import { answerModel, boardState, isValidHardGuess, wordTable } from '../../src/core';
import { guessPool } from '../../src/core/suggest';
import { boardOf } from './rows';

describe('hard mode, as the NYT enforces it', () => {
  const serve = boardOf('serve=bybbg');

  it('after SERVE bybbg the next guess needs two E, one of them last', () => {
    expect(isValidHardGuess(serve, 'crane')).toEqual({ ok: false, reason: "Guess must contain 2 E's" });
    expect(isValidHardGuess(serve, 'lever')).toEqual({ ok: false, reason: '5th letter must be E' });
    expect(isValidHardGuess(serve, 'elude')).toEqual({ ok: true });
    expect(isValidHardGuess(serve, 'ELUDE')).toEqual({ ok: true });
  });

  it('lets greys be reused and yellows stay where they were', () => {
    expect(isValidHardGuess(serve, 'sieve')).toEqual({ ok: true }); // S and V were grey
    expect(isValidHardGuess(serve, 'geese')).toEqual({ ok: true }); // E again in the yellow's place
    expect(isValidHardGuess(boardOf('crane=ybbbb'), 'civic')).toEqual({ ok: true });
  });

  it('names a single missing letter the NYT way', () => {
    expect(isValidHardGuess(boardOf('crane=ybbbb'), 'slate')).toEqual({ ok: false, reason: 'Guess must contain C' });
  });

  it('checks greens before counts, first position first', () => {
    expect(isValidHardGuess(boardOf('crane=gbbbg'), 'slate')).toEqual({ ok: false, reason: '1st letter must be C' });
  });

  it('takes the largest count any one row revealed, not the sum over rows', () => {
    const b = boardOf('salet=bbybb', 'lolly=ybbgy'); // the answer IDYLL shows these
    expect(isValidHardGuess(b, 'build')).toEqual({ ok: false, reason: "Guess must contain 2 L's" });
    expect(isValidHardGuess(b, 'idyll')).toEqual({ ok: true });
    expect(isValidHardGuess(b, 'knoll')).toEqual({ ok: false, reason: 'Guess must contain Y' });
  });

  it('allows anything on an empty board', () => {
    expect(isValidHardGuess([], 'fuzzy')).toEqual({ ok: true });
  });

  it("the solver's hard-mode pool is exactly the words isValidHardGuess accepts", () => {
    const t = wordTable();
    for (const b of [serve, boardOf('salet=bbygb', 'crony=bgbbb'), boardOf('salet=bbybb', 'lolly=ybbgy')]) {
      const pool = new Set(Array.from(guessPool(b, 'hard'), (i) => t.words[i]));
      const valid = t.words.filter((w) => isValidHardGuess(b, w).ok);
      expect(pool.size).toBe(valid.length);
      expect(valid.every((w) => pool.has(w))).toBe(true);
      expect(valid.length).toBeGreaterThan(0);
      expect(valid.length).toBeLessThan(t.size);
    }
  });

  // The letter-scoring strategies rely on this: they pick among the candidates in hard mode too.
  it('accepts every candidate of a board as a hard-mode guess', () => {
    for (const b of [serve, boardOf('salet=bbygb', 'crony=bgbbb'), boardOf('salet=bbybb', 'lolly=ybbgy'), boardOf('eerie=ybbbb')]) {
      const r = boardState(b, answerModel('nyt'));
      if (!r.ok) throw new Error(r.error);
      const pool = new Set(guessPool(b, 'hard'));
      expect(Array.from(r.value.set.idx).filter((c) => !pool.has(c))).toEqual([]);
    }
  });
});
