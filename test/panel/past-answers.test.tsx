// The panel says how current its past answers are, and offers once to fetch the missing ones:
// only while the setting is 'ask' and what is known ends more than a week before the puzzle.
import { act, fireEvent, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { dayNumber, localDate } from '../../src/core/dates';
import { SCENARIOS, boardReading, boardFor } from '../../src/panel/mock-scenarios';
import { renderPanel } from './render-panel';

/** Days after the shipped list (2026-08-21) and before today: what fetching would add. */
const missingToday = () => dayNumber(localDate()) - dayNumber('2026-08-21') - 1;

describe('past answers in the panel', () => {
  it("offers once to fetch the past answers missing before today's puzzle; yes turns the setting on", async () => {
    const r = await renderPanel({ reading: SCENARIOS['one-row'] });
    const offer = await waitFor(() => r.getByTestId('past-offer-yes'));
    const n = missingToday();
    expect(n).toBeGreaterThan(7);
    expect(offer.textContent).toBe(`Fetch the ${n.toLocaleString('en-US')} past answers since 21 Aug 2026 from nytimes.com and keep past answers current each day on this device (never today's)`);
    expect(r.getByTestId('history-known').textContent).toBe('Past answers known through 21 Aug 2026.');
    expect(r.getByTestId('known-stale').textContent).toBe(', as far as known through 21 Aug 2026');
    fireEvent.click(offer);
    await waitFor(() => expect(r.queryByTestId('past-offer')).toBeNull());
    expect(r.connector.saved.at(-1)).toMatchObject({ pastAnswers: 'on' });
  });

  it('no thanks turns it off, and the offer does not come back', async () => {
    const r = await renderPanel({ reading: SCENARIOS['one-row'] });
    fireEvent.click(await waitFor(() => r.getByTestId('past-offer-no')));
    await waitFor(() => expect(r.queryByTestId('past-offer')).toBeNull());
    expect(r.connector.saved.at(-1)).toMatchObject({ pastAnswers: 'off' });
  });

  it.each(['on', 'off'] as const)('no offer once the setting is %s', async (pastAnswers) => {
    const r = await renderPanel({ reading: SCENARIOS['one-row'], settings: { pastAnswers } });
    await waitFor(() => r.getByTestId('history-known'));
    expect(r.queryByTestId('past-offer')).toBeNull();
  });

  it('a puzzle a week or less after what is known: no offer, no "as far as known"', async () => {
    const r = await renderPanel({ reading: boardReading(boardFor(['crane']), { date: '2026-08-28' }) });
    await waitFor(() => expect(r.getByTestId('history-known').textContent).toBe('Past answers known through 21 Aug 2026.'));
    expect(r.queryByTestId('past-offer')).toBeNull();
    expect(r.queryByTestId('known-stale')).toBeNull();
  });

  it('the setting is in Settings, off by default', async () => {
    const r = await renderPanel({ reading: SCENARIOS['one-row'] });
    const box = r.getByTestId('set-past') as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    await waitFor(() => expect(r.connector.saved.at(-1)).toMatchObject({ pastAnswers: 'on' }));
    fireEvent.click(box);
    await waitFor(() => expect(r.connector.saved.at(-1)).toMatchObject({ pastAnswers: 'off' }));
  });

  it('Delete all deletes the fetched past answers, even with no game kept', async () => {
    const past = { answers: [{ date: '2026-08-22', word: 'spate' }, { date: '2026-08-23', word: 'stove' }], asked: { on: '2026-12-02', dates: ['2026-08-22', '2026-08-23'] } };
    const r = await renderPanel({ games: { 'past-answers': past } });
    fireEvent.click(r.getByTestId('your-games-mode'));
    const button = await waitFor(() => r.getByTestId('delete-all') as HTMLButtonElement);
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    expect(r.getByText(/^No games are kept\. Delete the 2 past answers fetched from nytimes\.com/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(r.getByTestId('delete-confirm'));
    });
    await waitFor(() => expect(r.connector.gameArea.m.has('past-answers')).toBe(false));
    await waitFor(() => expect((r.getByTestId('delete-all') as HTMLButtonElement).disabled).toBe(true));
  });
});
