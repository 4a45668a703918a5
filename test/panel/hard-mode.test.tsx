import { act, fireEvent } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { isValidHardGuess } from '../../src/core';
import { t } from '../../src/panel/i18n';
import { SCENARIOS } from '../../src/panel/mock-scenarios';
import { renderPanel, shownWords } from './render-panel';

const hardBoard = SCENARIOS['hard-mode'];
if (hardBoard.kind !== 'board') throw new Error('scenario is a board');

describe('hard mode', () => {
  it("defaults to the page's setting and then suggests only valid hard-mode guesses", async () => {
    const r = await renderPanel({ reading: hardBoard });
    const toggle = r.getByRole('switch', { name: t('hardMode') });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.getAttribute('aria-describedby')).toBe('hard-source');
    expect(toggle.querySelector('.switch-state')?.textContent).toBe(t('on'));
    expect(r.container.querySelector('#hard-source')?.getAttribute('data-kind')).toBe('game');
    expect(r.container.querySelector('#hard-source')?.textContent).toBe(t('hardFromGame'));
    expect(r.getByRole('heading', { name: (name) => name.startsWith(t('suggestionsHeading')) }).querySelector('.hard-badge')?.textContent).toBe(t('hardBadge'));
    const words = shownWords(r.container);
    expect(words.length).toBeGreaterThan(0);
    for (const w of words) expect(isValidHardGuess(hardBoard.rows, w).ok, w).toBe(true);
  });

  it('the toggle overrides the page, is saved, changes the suggestions, and can follow the game again', async () => {
    const r = await renderPanel({ reading: SCENARIOS['in-progress'] });
    const before = shownWords(r.container);
    // The normal-mode list has guesses that break the hard-mode rule (letters already ruled out).
    expect(before.some((w) => !isValidHardGuess(hardBoard.rows, w).ok)).toBe(true);
    const toggle = r.getByRole('switch', { name: (name) => name.startsWith(t('hardMode')) });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await act(async () => {
      fireEvent.click(toggle);
      await r.connector.settled();
    });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(r.connector.saved.at(-1)?.hardMode).toBe('on');
    expect(r.container.querySelector('#hard-source')?.getAttribute('data-kind')).toBe('choice');
    expect(r.container.querySelector('#hard-source')?.textContent).toBe(t('hardYourChoice'));
    const after = shownWords(r.container);
    for (const w of after) expect(isValidHardGuess(hardBoard.rows, w).ok, w).toBe(true);
    expect(after).not.toEqual(before);
    await act(async () => {
      fireEvent.click(r.getByRole('button', { name: t('followGame') }));
      await r.connector.settled();
    });
    expect(r.connector.saved.at(-1)?.hardMode).toBe('page');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });
});
