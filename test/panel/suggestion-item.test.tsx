// The figures of one suggestion, including the risk of losing a hard-mode game.
import { render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { SuggestionItem } from '../../src/panel/components/SuggestionItem';
import type { Suggestion } from '../../src/core/types';

const base: Suggestion = {
  word: 'power', expectedGuesses: 2.557, bits: 2.06, expectedRemaining: 2.6, worstCase: 4,
  isCandidate: true, pAnswer: 1 / 9, groups: 5, mayLose: false,
};

const figures = (s: Suggestion) => render(<ul><SuggestionItem suggestion={s} rank={1} candidates={9} /></ul>).container.querySelector('.figures')!.textContent;

describe('suggestion figures', () => {
  it('a guess that cannot lose: expected guesses and no warning', () => {
    const text = figures(base);
    expect(text).toContain('2.56 guesses');
    expect(text).not.toMatch(/los/);
  });

  it('a guess that may lose, with the chance known: both the expected guesses and the chance', () => {
    const text = figures({ ...base, mayLose: true, lossChance: 1 / 9 });
    expect(text).toContain('2.56 guesses');
    expect(text).toContain('11% chance of losing');
  });

  it('a tiny chance reads "<1%", not 0%', () => {
    expect(figures({ ...base, mayLose: true, lossChance: 1 / 282 })).toContain('<1% chance of losing');
  });

  it('a book alternative that may lose, chance unknown: a plain warning instead of a number', () => {
    const text = figures({ ...base, expectedGuesses: null, mayLose: true });
    expect(text).toContain('may lose the game');
    expect(text).not.toMatch(/guesses/);
  });
});
