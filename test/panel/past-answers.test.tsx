// The panel says how current its past answers are, and offers once to fetch the missing ones:
// only while the setting is 'ask' and what is known ends more than a week before the puzzle.
import { act, fireEvent, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { dateOfDay, dayNumber, localDate } from '../../src/core/dates';
import { shippedThrough } from '../../src/core/past-answers';
import { dateText, fmt } from '../../src/panel/format';
import { t } from '../../src/panel/i18n';
import { SCENARIOS, boardReading, boardFor } from '../../src/panel/mock-scenarios';
import { renderPanel } from './render-panel';

const END = shippedThrough();
const day = (n: number) => dateOfDay(dayNumber(END) + n);
/** Days after the shipped list and before today: what fetching would add. */
const missingToday = () => dayNumber(localDate()) - dayNumber(END) - 1;

describe('past answers in the panel', () => {
  it("offers once to fetch the past answers missing before today's puzzle; yes turns the setting on", async () => {
    const r = await renderPanel({ reading: SCENARIOS['one-row'] });
    const offer = await waitFor(() => r.getByTestId('past-offer-yes'));
    const n = missingToday();
    expect(n).toBeGreaterThan(7);
    expect(offer.getAttribute('data-value')).toBe(String(n));
    expect(offer.getAttribute('data-since')).toBe(END);
    // The button says what it does (on this device, never today's): the message, not another text.
    expect(offer.textContent).toBe(t('pastOfferFetch', fmt(n), dateText(END)));
    expect(r.getByTestId('history-known').getAttribute('data-through')).toBe(END);
    expect(r.getByTestId('known-stale').getAttribute('data-value')).toBe(END);
    fireEvent.click(offer);
    await waitFor(() => expect(r.queryByTestId('past-offer')).toBeNull());
    expect(r.connector.saved.at(-1)).toMatchObject({ pastAnswers: 'on' });
  });

  it('later puts it away without answering it, below the suggestions, out of their way', async () => {
    const r = await renderPanel({ reading: SCENARIOS['one-row'] });
    const offer = await waitFor(() => r.getByTestId('past-offer'));
    // After the suggestions in the page's order: the best guesses are read first.
    const results = r.getByTestId('results');
    expect(results.compareDocumentPosition(offer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const saves = r.connector.saved.length;
    fireEvent.click(r.getByTestId('past-offer-later'));
    await waitFor(() => expect(r.queryByTestId('past-offer')).toBeNull());
    expect(r.connector.saved.length).toBe(saves);
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
    const r = await renderPanel({ reading: boardReading(boardFor(['crane']), { date: day(7) }) });
    await waitFor(() => expect(r.getByTestId('history-known').getAttribute('data-through')).toBe(END));
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
    const past = { answers: [{ date: day(1), word: 'spate' }, { date: day(2), word: 'stove' }], asked: { on: day(103), dates: [day(1), day(2)] } };
    const r = await renderPanel({ games: { 'past-answers': past } });
    fireEvent.click(r.getByTestId('your-games-mode'));
    const button = await waitFor(() => r.getByTestId('delete-all') as HTMLButtonElement);
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    // The question names what goes: the 2 fetched answers (pastDeleteConfirm), with no game kept.
    expect(r.getByText(t('pastDeleteConfirm', fmt(2)))).toBeTruthy();
    await act(async () => {
      fireEvent.click(r.getByTestId('delete-confirm'));
    });
    await waitFor(() => expect(r.connector.gameArea.m.has('past-answers')).toBe(false));
    await waitFor(() => expect((r.getByTestId('delete-all') as HTMLButtonElement).disabled).toBe(true));
  });
});
