import { act, fireEvent, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { suggest } from '../../src/core';
import { t } from '../../src/panel/i18n';
import { boardFor } from '../../src/panel/mock-scenarios';
import { countShown, NYT, renderPanel, shownWords } from './render-panel';

async function addGuess(r: Awaited<ReturnType<typeof renderPanel>>, word: string) {
  fireEvent.input(r.getByLabelText('Guess'), { target: { value: word } });
  await act(async () => {
      fireEvent.submit(r.getByRole('button', { name: t('manualAdd') }).closest('form')!);
    });
}

describe('manual mode', () => {
  it('type guesses, click tiles grey → yellow → green, get the same suggestions as the solver', async () => {
    const r = await renderPanel({ settings: NYT });
    fireEvent.click(r.getByTestId('manual-mode'));
    expect(r.getByTestId('status').getAttribute('data-kind')).toBe('manual');
    await addGuess(r, 'CRANE');
    const tile = r.getByTestId('manual-tile-0-4');
    expect(tile.getAttribute('aria-label')).toBe('Guess 1, letter 5: E, grey');
    fireEvent.click(tile);
    expect(tile.getAttribute('aria-label')).toBe('Guess 1, letter 5: E, yellow');
    fireEvent.click(tile);
    expect(tile.getAttribute('aria-label')).toBe('Guess 1, letter 5: E, green');
    await addGuess(r, 'spilt');
    fireEvent.click(r.getByTestId('manual-tile-1-4'));
    fireEvent.click(r.getByTestId('manual-tile-1-0'));
    fireEvent.click(r.getByTestId('manual-tile-1-0'));
    await act(() => r.connector.settled());
    // That is the board of the in-progress scenario (answer STOVE): CRANE ⬛⬛⬛⬛🟩, SPILT 🟩⬛⬛⬛🟨.
    const board = boardFor(['crane', 'spilt']);
    const expected = suggest(board, { mode: 'normal', model: 'nyt', strategy: 'optimal', top: 10 });
    if (!expected.ok) throw new Error(expected.error);
    await waitFor(() => expect(countShown(r, 'candidate-count')).toBe(expected.value.candidates));
    expect(shownWords(r.container)).toEqual(expected.value.suggestions.map((s) => s.word));
    expect(r.connector.jobs.at(-1)).toMatchObject({ kind: 'solve', request: { board } });
    // Manual mode never offers to type into a game.
    expect(r.queryByRole('button', { name: /into the game/ })).toBeNull();
  });

  it('refuses a guess that is not five letters, with a message tied to the field', async () => {
    const r = await renderPanel();
    fireEvent.click(r.getByTestId('manual-mode'));
    await addGuess(r, 'cran3');
    const input = r.getByLabelText('Guess');
    expect(r.getByRole('alert').textContent).toBe('A guess is five letters, A to Z.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('manual-error');
    expect(r.queryByTestId('manual-tile-0-0')).toBeNull();
  });

  it('removes the last guess and clears', async () => {
    const r = await renderPanel();
    fireEvent.click(r.getByTestId('manual-mode'));
    await addGuess(r, 'crane');
    await addGuess(r, 'spilt');
    fireEvent.click(r.getByRole('button', { name: t('manualRemoveLast') }));
    expect(r.queryByTestId('manual-tile-1-0')).toBeNull();
    expect(r.getByTestId('manual-tile-0-0')).toBeTruthy();
    fireEvent.click(r.getByRole('button', { name: t('manualClear') }));
    expect(r.queryByTestId('manual-tile-0-0')).toBeNull();
  });

  it('a row set all green ends the game: the analysis of the typed board follows', async () => {
    const asked: string[] = [];
    const r = await renderPanel({ analyse: (board, mode) => (asked.push(`${board.map((x) => x.guess).join(' ')}/${mode}`), { ok: false, error: 'test stop' }) });
    fireEvent.click(r.getByTestId('manual-mode'));
    await addGuess(r, 'crane');
    for (let k = 0; k < 2; k++) fireEvent.click(r.getByTestId('manual-tile-0-4')); // CRANE ⬛⬛⬛⬛🟩
    await addGuess(r, 'stove');
    for (let i = 0; i < 5; i++) for (let k = 0; k < 2; k++) fireEvent.click(r.getByTestId(`manual-tile-1-${i}`));
    await waitFor(() => expect(r.getByTestId('analysis').textContent).toContain(t('analysisFailed', 'test stop')));
    expect(asked).toEqual(['crane stove/normal']);
    expect(r.getByTestId('status').getAttribute('data-kind')).toBe('manual');
    expect(r.queryByRole('alert')).toBeNull(); // the board is consistent: no solver error
  });
});
