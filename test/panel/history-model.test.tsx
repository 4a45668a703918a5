// The panel under the history model (the default): the headline counts likely answers not played
// yet apart from the words played before the puzzle's date, the list shows those last and when each
// was the answer, and "Check my word" says when a word was the answer.
import { act, fireEvent, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { likelyAnswers, suggest } from '../../src/core';
import { shippedThrough } from '../../src/core/past-answers';
import type { Board } from '../../src/core/types';
import { SCENARIOS } from '../../src/panel/mock-scenarios';
import { dateText } from '../../src/panel/format';
import { t } from '../../src/panel/i18n';
import { renderPanel } from './render-panel';

const reading = SCENARIOS['mid-game'];
if (reading.kind !== 'board') throw new Error('scenario is a board');

/** What core answers for the board, as the panel's solver does. */
function expectedFor(rows: Board) {
  const expected = suggest(rows, { mode: 'normal' });
  if (!expected.ok) throw new Error(expected.error);
  return expected.value;
}

/** The panel after one row (CRANE), core's answer for that board, and the box of the played words. */
async function playedAfterOneRow() {
  const oneRow = SCENARIOS['one-row'];
  if (oneRow.kind !== 'board') throw new Error('scenario is a board');
  const r = await renderPanel({ reading: oneRow });
  const box = await waitFor(() => r.getByTestId('played-list'));
  return { expected: expectedFor(oneRow.rows), r, box };
}

describe('the history model in the panel', () => {
  it('counts likely answers not played yet, played words and every fitting word, each in its own hook', async () => {
    const expected = expectedFor(reading.rows);
    const { candidates, played } = expected;
    const likely = likelyAnswers(expected);
    expect([played! > 0, likely.played]).toEqual([true, false]);
    const r = await renderPanel({ reading });
    const value = (id: string) => Number(r.getByTestId(id).dataset.value);
    await waitFor(() => expect(value('candidate-count')).toBe(candidates));
    expect(value('likely-count')).toBe(likely.n);
    expect(value('played-count')).toBe(played);
    expect(r.getByTestId('likely-count').closest('p')?.textContent).toBe(`${likely.n} likely answers not played yet, as far as known through ${dateText(shippedThrough())}`);
    expect(r.getByTestId('played-count').closest('p')?.textContent).toBe(`${played} played before (the NYT repeats about one day in 9)`);
  });

  it('lists the played words after the others, each with the date it was last the answer', async () => {
    // After one row: 41 words not played yet fit, then 85 played ones (59 of them sent).
    const { expected, r, box } = await playedAfterOneRow();
    expect(box.querySelector('summary')?.textContent).toBe(`Played before (${expected.played})`);
    const items = within(box).getAllByRole('listitem');
    const shown = expected.lastAnswered!;
    expect(items.length).toBeGreaterThan(0);
    for (const li of items) {
      const word = li.dataset.word!;
      expect(li.textContent).toBe(`${word.toUpperCase()} (${dateText(shown[word])})`);
    }
    // The likely list holds none of them.
    const likely = r.getByRole('list', { name: t('likelyLabel') });
    for (const li of items) expect(likely.textContent).not.toContain(li.dataset.word!.toUpperCase());
  });

  it('lists the likelier repeats first, answers of 2021 before later ones, and says why in one line', async () => {
    const { expected, box } = await playedAfterOneRow();
    const years = within(box).getAllByRole('listitem').map((li) => expected.lastAnswered![li.dataset.word!].slice(0, 4));
    expect(years).toContain('2021');
    expect(years.some((y) => y !== '2021')).toBe(true);
    expect(years.lastIndexOf('2021')).toBeLessThan(years.findIndex((y) => y !== '2021'));
    const from = expected.repeatsFrom!;
    expect(from).toEqual({ year: '2021', repeats: 19, of: 22 });
    expect(within(box).getByTestId('repeats-from').textContent).toBe(t('repeatsFromYear', 19, 22, '2021'));
  });

  it('Check my word says when the word was the answer', async () => {
    const r = await renderPanel({ reading });
    fireEvent.input(r.getByLabelText(t('checkLabel')), { target: { value: 'pixel' } });
    await act(async () => {
      fireEvent.click(r.getByRole('button', { name: t('checkButton') }));
    });
    // PIXEL was the answer on 2023-11-22 (data/answers-nyt-dated-20260821.json).
    const line = await waitFor(() => r.getByTestId('check-last-answer'));
    expect(line.dataset.value).toBe('2023-11-22');
    expect(line.textContent).toBe(t('checkLastAnswer', 'PIXEL', dateText('2023-11-22')));
  });

  it('writes dates the way the issue does', () => {
    expect(dateText('2026-03-03')).toBe('3 Mar 2026');
  });
});
