// Numbers read as the panel's language writes them, whatever the machine's locale, and every
// count has its singular.
import { render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { Suggestion, SuggestResult } from '../../src/core/types';
import { AnswerCount } from '../../src/panel/components/Candidates';
import { reasonFor } from '../../src/panel/components/SuggestionItem';
import { dateText, fmt, monthText } from '../../src/panel/format';
import { t } from '../../src/panel/i18n';
import { countShown } from './render-panel';

afterEach(() => {
  delete (globalThis as { chrome?: unknown }).chrome;
});

/** chrome.i18n answering `numberLocale` with `tag`, and nothing else (the bundle answers the rest). */
function uiLocale(tag: string): void {
  (globalThis as { chrome?: unknown }).chrome = { i18n: { getMessage: (key: string) => (key === 'numberLocale' ? tag : '') } };
}

describe('numbers follow the messages, not the system', () => {
  it('writes en-US figures from the bundled English', () => {
    expect(fmt(3158)).toBe('3,158');
    expect(fmt(14855.25, 1)).toBe('14,855.3');
  });

  it('writes the figures of the locale the messages name', () => {
    uiLocale('de-DE');
    expect(fmt(3158)).toBe('3.158');
    expect(fmt(2.25, 1)).toBe('2,3');
    uiLocale('fr-FR');
    expect(fmt(3158)).toBe('3\u202f158');
  });

  it('falls back to en-US when a translation names no valid locale', () => {
    uiLocale('not a locale!');
    expect(fmt(3158)).toBe('3,158');
  });
});

describe('dates follow the messages, not the system', () => {
  it('writes "3 Mar 2026" from the bundled English, and the locale the messages name', () => {
    expect(dateText('2026-03-03')).toBe('3 Mar 2026');
    (globalThis as { chrome?: unknown }).chrome = { i18n: { getMessage: (key: string) => (key === 'dateLocale' ? 'de-DE' : '') } };
    expect(dateText('2026-03-03')).toBe('3. März 2026');
  });

  it('a month as the dates write theirs: "Mar 2026", "März 2026"', () => {
    expect(monthText('2026-03')).toBe('Mar 2026');
    expect(monthText('2025-12')).toBe('Dec 2025');
    (globalThis as { chrome?: unknown }).chrome = { i18n: { getMessage: (key: string) => (key === 'dateLocale' ? 'de-DE' : '') } };
    expect(monthText('2026-03')).toBe('März 2026');
  });
});

describe('singulars', () => {
  it('"+1 unlikely word", and the counts formatted with their values plain', () => {
    const r = render(<AnswerCount result={{ candidates: 1235, longShots: 1 }} />);
    expect(r.container.textContent).toBe(`${t('likelyMany', '1,234')}${t('unlikelyWordOne', 1)} ${t('allFit', '1,235')}`);
    expect(countShown(r, 'likely-count')).toBe(1234);
    expect(countShown(r, 'candidate-count')).toBe(1235);
    r.rerender(<AnswerCount result={{ candidates: 4, longShots: 2 }} />);
    expect(r.container.textContent).toBe(`${t('likelyMany', 2)}${t('unlikelyWords', 2)} ${t('allFit', 4)}`);
  });

  it('one likely answer, and under classic one count inside the other', () => {
    const r = render(<AnswerCount result={{ candidates: 1, longShots: 0 }} />);
    expect(r.container.textContent).toBe(t('likelyOne', 1));
    expect(countShown(r, 'likely-count')).toBe(1);
    expect(r.getByTestId('likely-count').contains(r.getByTestId('candidate-count'))).toBe(true);
  });

  it('a guess with no note of the likely answers it leaves says nothing of groups of words, only whether it can be the answer', () => {
    const s: Suggestion = { word: 'fuzzy', expectedGuesses: 3, bits: 0, expectedRemaining: 5, worstCase: 5, isCandidate: false, pAnswer: 0, groups: 1, mayLose: false };
    const result = { candidates: 5, longShots: 0, model: 'classic', suggestions: [s] } as unknown as SuggestResult;
    // It was "Leaves the 5 words in one group; at worst 5 remain." beside a headline of likely answers.
    expect(reasonFor(s, result)).toBe('');
    expect(reasonFor({ ...s, groups: 3, worstCase: 2 }, result)).toBe('');
    const answer = { ...s, word: 'fuzzy', isCandidate: true, pAnswer: 0.2, groups: 3, worstCase: 2 };
    const r2 = { ...result, suggestions: [answer], words: { fuzzy: { listed: true, frequency: 3 } } } as unknown as SuggestResult;
    const said = reasonFor(answer, r2);
    expect(said).not.toMatch(/group|bits?\b|\bwords\b/);
    expect(said).toContain(t('reasonCanBeAnswer', '').split('(')[0].trim());
    // With the note, what it leaves in likely answers, in their singular where one is left.
    const noted = { ...r2, words: { fuzzy: { listed: true, frequency: 3, left: { mean: 1.5, worst: 2 } } } } as unknown as SuggestResult;
    expect(reasonFor(answer, noted).startsWith(t('reasonLikelyLeft', fmt(1.5, 1), fmt(2)))).toBe(true);
  });
});
