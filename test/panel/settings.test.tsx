import { act, fireEvent } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { SCENARIOS } from '../../src/panel/mock-scenarios';
import { renderPanel, shownWords } from './render-panel';

function choose(select: HTMLElement, value: string) {
  (select as HTMLSelectElement).value = value;
  fireEvent.change(select);
}

describe('settings', () => {
  it('start from the stored settings', async () => {
    const r = await renderPanel({ reading: SCENARIOS['in-progress'], settings: { top: 5, strategy: 'minimax' } });
    expect((r.getByLabelText('Suggestions shown') as HTMLSelectElement).value).toBe('5');
    expect((r.getByLabelText('Strategy') as HTMLSelectElement).value).toBe('minimax');
    expect(r.getAllByTestId('suggestion')).toHaveLength(5);
  });

  it('number of suggestions, strategy and answer list are saved and applied', async () => {
    const r = await renderPanel({ reading: SCENARIOS['in-progress'] });
    await act(async () => {
      choose(r.getByLabelText('Suggestions shown'), '3');
      await r.connector.settled();
    });
    expect(r.getAllByTestId('suggestion')).toHaveLength(3);
    const optimal = shownWords(r.container);
    await act(async () => {
      choose(r.getByLabelText('Strategy'), 'scrabble');
      await r.connector.settled();
    });
    expect(shownWords(r.container)).not.toEqual(optimal);
    await act(async () => {
      choose(r.getByLabelText('Answer list'), 'classic');
      await r.connector.settled();
    });
    // The classic list has no long shots: only listed words remain.
    expect(r.container.querySelector('details.long-shots')).toBeNull();
    expect(Number(r.getByTestId('candidate-count').textContent)).toBeLessThan(14);
    expect(r.connector.saved.at(-1)).toEqual({ hardMode: 'page', model: 'classic', strategy: 'scrabble', top: 3, spoilerShield: false });
  });

  it('says so when settings cannot be saved, and keeps the choice on screen', async () => {
    const r = await renderPanel({ reading: SCENARIOS['in-progress'] });
    r.connector.saveSettings = async () => {
      throw new Error('QUOTA_BYTES_PER_ITEM quota exceeded');
    };
    await act(async () => {
      choose(r.getByLabelText('Suggestions shown'), '5');
    });
    expect(r.getByRole('alert').textContent).toBe('Settings not saved: QUOTA_BYTES_PER_ITEM quota exceeded');
    expect((r.getByLabelText('Suggestions shown') as HTMLSelectElement).value).toBe('5');
  });
});
