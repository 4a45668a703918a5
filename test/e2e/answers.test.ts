// The games of one e2e run are played against different answers: the practice page keeps each
// puzzle's game in localStorage (as the NYT does), so a repeated answer would reopen a finished
// game where the test expects an empty board.
import { describe, expect, it } from 'vitest';
import { pickAnswers } from './answers';

describe('pickAnswers', () => {
  it('draws no answer twice in a run (seed 7659 used to draw "vault" twice)', () => {
    const { answers } = pickAnswers(6, 7659);
    expect(new Set(answers).size).toBe(6);
    for (let seed = 0; seed < 2000; seed++) {
      const { answers: a } = pickAnswers(6, seed);
      expect(new Set(a).size, `seed ${seed}: ${a.join(' ')}`).toBe(6);
    }
  });

  it('repeats a run from its seed', () => {
    expect(pickAnswers(6, 7659)).toEqual(pickAnswers(6, 7659));
    expect(pickAnswers(6, 7659).answers.slice(0, 3)).toEqual(['grown', 'vault', 'swore']);
  });
});
