// One suggestion: figures labelled in place with tooltips, the solver's own figures only on
// request, the likely-answer mark with its chance, the rare-word tag, folded ties.
import { fireEvent, render, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { SuggestionItem } from '../../src/panel/components/SuggestionItem';
import { t } from '../../src/panel/i18n';
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
    expect(main.textContent).toBe(t('figGuesses', '2.6'));
    expect(main.getAttribute('title')).toBe(t('tipGuesses'));
    expect(li.querySelector('.may-lose')).toBeNull();
  });

  it('words left on average and at worst only with details on, never bits; in likely answers where the worker noted them', () => {
    // Off: the expected guesses alone.
    expect(Array.from(item(base).querySelector('.figures')!.children, (c) => c.className)).toEqual(['fig-main']);
    const spans = Array.from(item({ ...base, expectedRemaining: 389.3 }, true).querySelector('.figures')!.children, (c) => c.textContent);
    expect(spans).toEqual([t('figGuesses', '2.6'), t('figLeft', '389'), t('figWorst', 4)]);
    expect(spans.join(' ')).not.toMatch(/bits/);
  });

  it('the only word left says it wins now, not "1.00 guesses"', () => {
    const main = item({ ...base, expectedGuesses: 1, pAnswer: 1 }).querySelector('.fig-main');
    expect(main?.getAttribute('data-kind')).toBe('wins-now');
    expect(main?.textContent).toBe(t('figWinsNow'));
  });

  it('a guess that may lose, with the chance known: both the expected guesses and the chance', () => {
    expect(figures({ ...base, mayLose: true, lossChance: 1 / 9 })).toBe(t('figGuesses', '2.6') + t('figLoseChance', '11%'));
  });

  it('a tiny chance reads "<1%", not 0%', () => {
    expect(item({ ...base, mayLose: true, lossChance: 1 / 282 }).querySelector('.may-lose')?.textContent).toBe(t('figLoseChance', '<1%'));
  });

  it('a book alternative that may lose, chance unknown: a plain warning instead of a number', () => {
    const li = item({ ...base, expectedGuesses: null, mayLose: true });
    expect(li.querySelector('.fig-main')).toBeNull();
    expect(li.querySelector('.figures')?.textContent).toBe(t('figMayLose'));
  });
});

describe('suggestion tags', () => {
  it('a likely answer shows its chance, "1 in 20" when small and a percent when large, in the mark, its tooltip and its reason', () => {
    const small = item({ ...base, pAnswer: 1 / 20 });
    const oneIn20 = t('chanceOneIn', 20);
    expect(small.querySelector('.answer-mark')?.textContent).toBe(t('canBeAnswer', oneIn20));
    expect(small.querySelector('.answer-mark')?.getAttribute('title')).toBe(t('tipCanBeAnswer', oneIn20));
    // Five played words fit, one of 2021: its chance is 0.84, never a rounded "1 in 1".
    const large = item({ ...base, pAnswer: 0.84 });
    expect(large.querySelector('.answer-mark')?.textContent).toBe(t('canBeAnswer', '84%'));
    expect(large.querySelector('.answer-mark')?.getAttribute('title')).toBe(t('tipCanBeAnswer', '84%'));
    fireEvent.click(within(large).getByRole('button', { name: t('whyLabel', 'POWER') }));
    expect(large.querySelector('.reason')?.textContent).toBe(t('reasonCanBeAnswer', '84%'));
    expect(item(base).querySelector('.answer-mark')?.textContent).toBe(t('canBeAnswer', '11%'));
    const longShot = { ...base, word: 'pownd', pAnswer: 0.0001 };
    expect(item(longShot, false, resultFor([longShot], { pownd: { listed: false, frequency: 15 } })).querySelector('.answer-mark')).toBeNull();
  });

  it('a rare word (low frequency class) carries a quiet tag with its meaning as a tooltip; a common one does not', () => {
    const salet = { ...base, word: 'salet', isCandidate: false };
    const li = item(salet, false, resultFor([salet], { salet: { listed: false, frequency: 23 } }));
    expect(li.querySelector('.rare-tag')?.textContent).toBe(t('rareWord'));
    expect(li.querySelector('.rare-tag')?.getAttribute('title')).toBe(t('tipRare'));
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
    expect(ties.dataset.value).toBe('2');
    expect(ties.querySelector('summary')?.textContent).toBe(t('equallyGood', 2));
    fireEvent.click(ties.querySelector('summary')!);
    expect(Array.from(ties.querySelectorAll('[data-testid="suggestion"]'), (e) => e.getAttribute('data-word'))).toEqual(['stoke', 'smote']);
  });
});
