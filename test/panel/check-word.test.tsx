// "Check my word": the field, the job through the connector, and the answer beside the best.
// The mock takes a scripted evaluation (src/shared/evaluation.ts's shape), so every figure shown
// is known exactly.
import { act, fireEvent, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { Board, Mode, Suggestion } from '../../src/core/types';
import { t } from '../../src/panel/i18n';
import { SCENARIOS } from '../../src/panel/mock-scenarios';
import type { GuessEvaluation } from '../../src/shared/evaluation';
import { renderPanel } from './render-panel';

const best: Suggestion = { word: 'pilon', expectedGuesses: 2.988, bits: 5, expectedRemaining: 8, worstCase: 30, isCandidate: false, pAnswer: 0, groups: 80 };

function evaluation(word: string): GuessEvaluation {
  return word === 'pilon'
    ? { word, expectedGuesses: 2.988, lossChance: 0, winNowChance: 0, rank: 1, rankedOf: 14855, hardValid: true, isCandidate: false, best }
    : { word, expectedGuesses: 3.42, lossChance: 0.004, winNowChance: 1 / 251, rank: 212, rankedOf: 14855, hardValid: false, hardReason: 'it must contain E', isCandidate: true, best };
}

async function check(r: Awaited<ReturnType<typeof renderPanel>>, word: string) {
  fireEvent.input(r.getByLabelText(t('checkLabel')), { target: { value: word } });
  await act(async () => {
    fireEvent.click(r.getByRole('button', { name: t('checkButton') }));
  });
}

describe('check my word', () => {
  it('shows expected guesses, chance to win now, chance of losing, rank and hard mode, beside the best', async () => {
    const asked: string[] = [];
    const r = await renderPanel({
      reading: SCENARIOS['mid-game'],
      evaluate: (board: Board, word: string, o?: { mode?: Mode }) => {
        asked.push(`${board.map((x) => x.guess).join(' ')}:${word}/${o?.mode}`);
        return { ok: true, value: evaluation(word) };
      },
    });
    await check(r, 'Lined');
    await waitFor(() => expect(asked).toEqual(['tarse:lined/normal']));
    const box = await waitFor(() => r.getByTestId('check-result'));
    const [head, ...rows] = within(box).getAllByRole('row');
    expect(head.textContent).toBe(`LINED${t('checkBestCol', 'PILON')}`);
    expect(rows.map((row) => row.textContent)).toEqual([
      `${t('checkGuesses')}${t('figGuesses', '3.4')}${t('figGuesses', '3.0')}`,
      `${t('checkWinNow')}<1%0%`,
      `${t('checkLose')}<1%0%`,
    ]);
    const rank = r.getByTestId('check-rank');
    expect([rank.dataset.kind, rank.dataset.value]).toEqual(['ranked', '212']);
    expect(rank.textContent).toBe(t('checkRank', 'LINED', 212, '14,855'));
    expect(r.getByTestId('check-hard').dataset.value).toBe('false');
    expect(r.getByTestId('check-hard').textContent).toBe(t('checkHardNoWhy', 'it must contain E'));
  });

  it('the best word says so; a word that is not five letters is refused before asking', async () => {
    const asked: string[] = [];
    const r = await renderPanel({ reading: SCENARIOS['mid-game'], evaluate: (_b, word) => (asked.push(word), { ok: true, value: evaluation(word) }) });
    await check(r, 'pil');
    expect(r.getByRole('alert').textContent).toBe(t('manualNeedFive'));
    expect(asked).toEqual([]);
    await check(r, 'pilon');
    await waitFor(() => expect(r.getByTestId('check-rank').dataset.kind).toBe('best'));
    expect(r.getByTestId('check-rank').textContent).toBe(t('checkIsBest', 'PILON'));
    expect(within(r.getByTestId('check-result')).getAllByRole('columnheader')).toHaveLength(1);
    expect(r.getByTestId('check-hard').dataset.value).toBe('true');
    expect(r.getByTestId('check-hard').textContent).toBe(t('checkHardOk'));
  });

  it("a solver error is shown as it is; a new board clears the old board's answer", async () => {
    const r = await renderPanel({ reading: SCENARIOS['mid-game'], evaluate: () => ({ ok: false, error: '"QQQQQ" is not an allowed guess.' }) });
    await check(r, 'qqqqq');
    await waitFor(() => expect(r.getByTestId('check-word').textContent).toContain('"QQQQQ" is not an allowed guess.'));
    await act(async () => {
      r.connector.setReading(SCENARIOS['in-progress']);
      await r.connector.settled();
    });
    expect(r.getByTestId('check-word').textContent).not.toContain('QQQQQ');
  });
});
