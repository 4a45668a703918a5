import { describe, expect, it } from 'vitest';
import { boardFor } from '../../src/panel/mock-scenarios';
import { boardSignature, continues, hintsUsed, parseHintSteps, stepsOfGame } from '../../src/shared/hints';

describe('hint steps', () => {
  const game = boardFor(['crane', 'spilt', 'stove']);

  it('keep only well-formed boards and steps from storage', () => {
    const good = { '': 2, [boardSignature(game.slice(0, 1))]: 4 };
    expect(parseHintSteps({ ...good, 'crane:xxxxx': 3, [boardSignature(game)]: 5, junk: 2, [boardSignature(game.slice(0, 2))]: '3' })).toEqual(good);
    expect(parseHintSteps([1, 2])).toEqual({});
    expect(parseHintSteps(null)).toEqual({});
    expect(parseHintSteps(Object.fromEntries(Array.from({ length: 100 }, () => ['', 2])))).toEqual({ '': 2 });
  });

  it('count the steps of a finished game, row by row, beyond the first', () => {
    const steps = stepsOfGame(game, { '': 2, [boardSignature(game.slice(0, 2))]: 4, [boardSignature(game)]: 4 });
    // The board after the last row asks for nothing: only the three boards before each guess count.
    expect(steps).toEqual([2, 1, 4]);
    expect(hintsUsed(steps)).toBe(4);
    expect(hintsUsed([1, 1])).toBe(0);
  });

  it('tell a game that goes on from a new one', () => {
    expect(continues(game.slice(0, 1), game)).toBe(true);
    expect(continues([], game)).toBe(true);
    expect(continues(game, game.slice(0, 2))).toBe(false);
    expect(continues(boardFor(['slate']), game)).toBe(false);
    expect(continues(boardFor(['crane'], 'pixel'), game)).toBe(false);
  });
});
