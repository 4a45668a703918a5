import { act, fireEvent } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { SCENARIOS } from '../../src/panel/mock-scenarios';
import { renderPanel } from './render-panel';

describe('spoiler shield', () => {
  it('hides suggestions and words until asked, each on its own, and only for the current row', async () => {
    const r = await renderPanel({ reading: SCENARIOS['one-row'], settings: { spoilerShield: true } });
    // The count stays: it says how far along the game is, not what to play.
    expect(r.getByTestId('candidate-count').textContent).toBe('523');
    expect(r.queryAllByTestId('suggestion')).toHaveLength(0);
    expect(r.queryByRole('list', { name: 'Likely answers, most likely first' })).toBeNull();

    fireEvent.click(r.getByRole('button', { name: 'Show suggestions' }));
    expect(r.getAllByTestId('suggestion')).toHaveLength(10);
    expect(r.queryByRole('list', { name: 'Likely answers, most likely first' })).toBeNull();
    fireEvent.click(r.getByRole('button', { name: 'Show the words left' }));
    expect(r.getByRole('list', { name: 'Likely answers, most likely first' })).toBeTruthy();

    await act(async () => {
      r.connector.setReading(SCENARIOS['in-progress']);
      await r.connector.settled();
    });
    expect(r.getByTestId('candidate-count').textContent).toBe('14');
    expect(r.queryAllByTestId('suggestion')).toHaveLength(0);
    expect(r.getByRole('button', { name: 'Show suggestions' })).toBeTruthy();
  });

  it('is switched in settings and saved', async () => {
    const r = await renderPanel({ reading: SCENARIOS['in-progress'] });
    expect(r.getAllByTestId('suggestion')).toHaveLength(10);
    fireEvent.click(r.getByLabelText(/Spoiler shield/));
    expect(r.connector.saved.at(-1)?.spoilerShield).toBe(true);
    expect(r.queryAllByTestId('suggestion')).toHaveLength(0);
  });
});
