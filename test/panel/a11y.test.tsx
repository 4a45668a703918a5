// axe-core over the panel's states in happy-dom (structure, names, roles; colour contrast needs a
// real layout and is checked in the real-browser e2e run).
import { act, fireEvent, waitFor } from '@testing-library/preact';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { GameAnalysis } from '../../src/core/types';
import { SCENARIOS } from '../../src/panel/mock-scenarios';
import { renderPanel } from './render-panel';

async function violations(root: Element): Promise<string[]> {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const analysis: GameAnalysis = {
  solved: true,
  skill: 90,
  rows: [
    { guess: 'crane', marks: ['absent', 'absent', 'absent', 'absent', 'correct'], candidatesBefore: 100, candidatesAfter: 10, bitsGained: 3, bitsExpected: 2.5, expectedGuesses: 3, bestWord: 'salet', bestExpectedGuesses: 2.9, hardValid: true },
  ],
};

describe('accessibility (axe-core)', () => {
  it('a game in progress with a reason open and the long shots open has no violations', async () => {
    const r = await renderPanel({ reading: SCENARIOS['in-progress'] });
    fireEvent.click(r.container.querySelector('button.why')!);
    fireEvent.click(r.container.querySelector('details.long-shots summary')!);
    fireEvent.click(r.container.querySelector('details.settings summary')!);
    expect(await violations(r.container)).toEqual([]);
  });

  it('the hint ladder, manual mode with an error, and the analysis have no violations', async () => {
    const r = await renderPanel({ reading: SCENARIOS.won, settings: { hints: 'steps' }, analyse: () => ({ ok: true, value: analysis }) });
    await waitFor(() => r.getByTestId('skill'));
    expect(await violations(r.container)).toEqual([]);
    fireEvent.click(r.getByTestId('manual-mode'));
    fireEvent.input(r.getByLabelText('Guess'), { target: { value: 'cr' } });
    await act(async () => {
      fireEvent.submit(r.getByLabelText('Guess').closest('form')!);
    });
    expect(await violations(r.container)).toEqual([]);
  });

  it('Share, its picks ticked, has no violations', async () => {
    const r = await renderPanel({ reading: SCENARIOS.shared, analyse: () => ({ ok: true, value: analysis }) });
    await waitFor(() => r.getByTestId('skill'));
    fireEvent.click(r.getByTestId('share-left'));
    fireEvent.click(r.getByTestId('share-skill'));
    expect(r.getByTestId('share-text').textContent).toMatch(/^Wordle 1,052 3\/6\*/);
    expect(await violations(r.container)).toEqual([]);
  });

  it('no tab and markup not recognised have no violations', async () => {
    const r = await renderPanel();
    expect(await violations(r.container)).toEqual([]);
    act(() => r.connector.setReading(SCENARIOS.unrecognised));
    expect(await violations(r.container)).toEqual([]);
  });
});
