// One suggestion: figures labelled in place with tooltips, the solver's own figures only on
// request, the likely-answer mark with its chance, the rare-word tag, folded ties.
import { fireEvent, render, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { SuggestionItem } from '../../src/panel/components/SuggestionItem';
import type { Suggestion, SuggestResult } from '../../src/core/types';
import type { NotedResult } from '../../src/shared/notes';

const base: Suggestion = {
  word: 'power', expectedGuesses: 2.557, bits: 2.06, expectedRemaining: 2.6, worstCase: 4,
  isCandidate: true, pAnswer: 1 / 9, groups: 5, mayLose: false,
};

function resultFor(s: Suggestion[], words: NotedResult['words'] = { power: { listed: true, frequency: 40 } }): SuggestResult {
  const r: NotedResult = {
    mode: 'normal', model: 'nyt', strategy: 'optimal', candidates: 12, remaining: [], longShots: 3, suggestions: s, fromBook: false, settled: true,
    knowledge: { greens: [], present: [], counts: [], absent: [] }, words,
  };
  return r;
}

const item = (s: Suggestion, details = false, result = resultFor([s])) =>
  render(
    <ul>
      <SuggestionItem suggestion={s} result={result} details={details} />
    </ul>,
  ).container.querySelector('li')!;
const figures = (s: Suggestion, details = false) => item(s, details).querySelector('.figures')!.textContent;

describe('suggestion figures', () => {
  it('a guess that cannot lose: expected guesses labelled, with the exact meaning as a tooltip, no warning', () => {
    const li = item(base);
    const main = li.querySelector('.fig-main')!;
    expect(main.textContent).toBe('≈\u00a02.6 guesses to finish');
    expect(main.getAttribute('title')).toMatch(/^Expected number of guesses to solve from here, this one included/);
    expect(li.querySelector('.figures')!.textContent).not.toMatch(/los/);
  });

  it('bits and words left on average only with details on, words left as a whole number', () => {
    expect(figures(base)).not.toMatch(/bits|average/);
    const text = figures({ ...base, expectedRemaining: 389.3 }, true);
    expect(text).toContain('2.1 bits of information');
    expect(text).toContain('≈\u00a0389 words left on average');
    expect(text).not.toContain('389.3');
    expect(text).toContain('at worst 4 left');
  });

  it('the only word left says it wins now, not "1.00 guesses"', () => {
    expect(figures({ ...base, expectedGuesses: 1, pAnswer: 1 })).toBe('wins now: the only word left');
  });

  it('a guess that may lose, with the chance known: both the expected guesses and the chance', () => {
    const text = figures({ ...base, mayLose: true, lossChance: 1 / 9 });
    expect(text).toContain('2.6 guesses');
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

describe('suggestion tags', () => {
  it('a likely answer shows its chance, "1 in 20" when small and a percent when large, in the mark, its tooltip and its reason', () => {
    const small = item({ ...base, pAnswer: 1 / 20 });
    expect(small.querySelector('.answer-mark')?.textContent).toBe('could be the answer:\u00a01 in 20');
    expect(small.querySelector('.answer-mark')?.getAttribute('title')).toBe('This word is a likely answer itself: it wins now with a chance of 1 in 20.');
    // Five played words fit, one of 2021: its chance is 0.84, never a rounded "1 in 1".
    const large = item({ ...base, pAnswer: 0.84 });
    expect(large.querySelector('.answer-mark')?.textContent).toBe('could be the answer:\u00a084%');
    expect(large.querySelector('.answer-mark')?.getAttribute('title')).toBe('This word is a likely answer itself: it wins now with a chance of 84%.');
    fireEvent.click(within(large).getByRole('button', { name: /why/i }));
    expect(large.querySelector('.reason')?.textContent).toMatch(/It can itself be the answer \(a chance of 84%\)\.$/);
    expect(item(base).querySelector('.answer-mark')?.textContent).toBe('could be the answer:\u00a011%');
    const longShot = { ...base, word: 'pownd', pAnswer: 0.0001 };
    expect(item(longShot, false, resultFor([longShot], { pownd: { listed: false, frequency: 15 } })).querySelector('.answer-mark')).toBeNull();
  });

  it('a rare word (low frequency class) carries a quiet tag with its meaning as a tooltip; a common one does not', () => {
    const salet = { ...base, word: 'salet', isCandidate: false };
    const li = item(salet, false, resultFor([salet], { salet: { listed: false, frequency: 23 } }));
    expect(within(li).getByText('rare word').getAttribute('title')).toMatch(/few people use/i);
    expect(item(base).querySelector('.rare-tag')).toBeNull();
  });

  it('folds equally good suggestions under "+N equally good", each still a suggestion', () => {
    const others = ['stoke', 'smote'].map((word) => ({ ...base, word }));
    const r = render(
      <ul>
        <SuggestionItem suggestion={base} result={resultFor([base, ...others])} details={false} ties={others} />
      </ul>,
    );
    const ties = r.getByTestId('ties') as HTMLDetailsElement;
    expect(ties.open).toBe(false);
    expect(ties.querySelector('summary')?.textContent).toBe('+2 equally good');
    fireEvent.click(ties.querySelector('summary')!);
    expect(Array.from(ties.querySelectorAll('[data-testid="suggestion"]'), (e) => e.getAttribute('data-word'))).toEqual(['stoke', 'smote']);
  });
});
