import { describe, expect, it } from 'vitest';
import { suggest } from '../../src/core';
import { boardFor } from '../../src/panel/mock-scenarios';
import { nudgeFrom } from '../../src/panel/nudge';

const knowledgeOf = (guesses: string[], answer: string) => {
  const r = suggest(boardFor(guesses, answer), { top: 1 });
  if (!r.ok) throw new Error(r.error);
  return r.value.knowledge;
};

describe('the nudge', () => {
  it('names up to two letters the best guess tries for the first time, in its order', () => {
    const board = boardFor(['crane'], 'stove');
    expect(nudgeFrom('spilt', board, knowledgeOf(['crane'], 'stove'), false).newLetters).toEqual(['S', 'P']);
    expect(nudgeFrom('eerie', board, knowledgeOf(['crane'], 'stove'), false).newLetters).toEqual(['I']);
  });

  it('names a yellow letter the best guess moves to a place not yet ruled out', () => {
    // TARSE against PIXEL: E is yellow in the fifth place.
    const board = boardFor(['tarse'], 'pixel');
    const k = knowledgeOf(['tarse'], 'pixel');
    expect(nudgeFrom('pilon', board, k, false).moved).toBeNull(); // no E in it
    expect(nudgeFrom('oleic', board, k, false).moved).toBe('E'); // E moved to place 3
    expect(nudgeFrom('olive', board, k, false).moved).toBeNull(); // E where it was yellow
  });

  it('says when the best guess has no new letter', () => {
    const board = boardFor(['crane', 'spilt'], 'stove');
    const n = nudgeFrom('scent', board, knowledgeOf(['crane', 'spilt'], 'stove'), false);
    expect(n.newLetters).toEqual([]);
  });
});
