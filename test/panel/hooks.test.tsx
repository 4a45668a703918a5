import { waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { suggest } from '../../src/core';
import { SCENARIOS } from '../../src/panel/mock-scenarios';
import { DEFAULT_SETTINGS } from '../../src/shared/settings';
import { renderPanel } from './render-panel';

// The hooks the extension's e2e tests rely on: keep them stable.
describe('test hooks', () => {
  it('shows the candidate count alone and one suggestion element per suggestion, word first in UPPERCASE', async () => {
    const reading = SCENARIOS['in-progress'];
    if (reading.kind !== 'board') throw new Error('scenario is a board');
    const expected = suggest(reading.rows, { mode: 'normal', model: DEFAULT_SETTINGS.model });
    if (!expected.ok) throw new Error(expected.error);
    const { getByTestId, getAllByTestId } = await renderPanel({ reading });
    await waitFor(() => expect(getByTestId('candidate-count').getAttribute('data-value')).toBe(String(expected.value.candidates)));
    const items = getAllByTestId('suggestion');
    expect(items).toHaveLength(expected.value.suggestions.length);
    items.forEach((el, i) => {
      const word = expected.value.suggestions[i].word;
      expect(el.textContent?.startsWith(word.toUpperCase())).toBe(true);
      expect(el.getAttribute('data-word')).toBe(word);
    });
  });
});
