import { waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { GameAnalysis } from '../../src/core/types';
import { SCENARIOS } from '../../src/panel/mock-scenarios';
import { renderPanel } from './render-panel';

// A hand-made analysis, to check what the panel draws from it (the real one is checked below).
const MADE: GameAnalysis = {
  solved: true,
  skill: 87,
  luck: -1.25,
  rows: [
    { guess: 'crane', marks: ['absent', 'absent', 'absent', 'absent', 'correct'], candidatesBefore: 14855, candidatesAfter: 180, bitsGained: 6.2, bitsExpected: 5.7, expectedGuesses: 3.5, bestWord: 'salet', bestExpectedGuesses: 3.42, hardValid: true },
    { guess: 'spilt', marks: ['correct', 'absent', 'absent', 'absent', 'correct'], candidatesBefore: 180, candidatesAfter: 14, bitsGained: 3.1, bitsExpected: 4.3, expectedGuesses: 2.6, bestWord: 'spilt', bestExpectedGuesses: 2.6, hardValid: true },
    { guess: 'stove', marks: ['correct', 'correct', 'correct', 'correct', 'correct'], candidatesBefore: 14, candidatesAfter: 1, bitsGained: 3.8, bitsExpected: 1.6, expectedGuesses: 1.67, bestWord: 'stoke', bestExpectedGuesses: 1.67, hardValid: true },
  ],
};

describe('post-game analysis', () => {
  it('shows skill, luck, a chart of the words left and each guess against the best', async () => {
    const asked: string[] = [];
    const r = await renderPanel({
      reading: SCENARIOS.won,
      analyse: (board, mode, model) => {
        asked.push(`${board.map((x) => x.guess).join(' ')}/${mode}/${model}`);
        return { ok: true, value: MADE };
      },
    });
    const section = await waitFor(() => r.getByTestId('analysis'));
    await waitFor(() => expect(within(section).getByTestId('skill').textContent).toBe('87 / 100'));
    expect(asked).toEqual(['crane spilt stove/normal/nyt']);
    expect(within(section).getByTestId('luck').textContent).toBe('-1.3 bits');
    expect(section.textContent).toContain('less than expected: an unlucky game');
    const chart = within(section).getByRole('img');
    expect(chart.getAttribute('aria-label')).toBe('Words left after each guess: start 14855, CRANE 180, SPILT 14, STOVE 1');
    const bars = chart.querySelectorAll('rect');
    expect(bars).toHaveLength(4);
    const heights = Array.from(bars, (b) => Number(b.getAttribute('height')));
    expect(heights).toEqual([...heights].sort((a, b) => b - a)); // fewer words, shorter bar
    expect(bars[1].getAttribute('class')).toBe('bar lucky');
    expect(bars[2].getAttribute('class')).toBe('bar unlucky');
    const rows = within(section).getAllByRole('row');
    expect(rows).toHaveLength(4); // header + 3 guesses
    expect(rows[1].textContent).toContain('3.50 vs SALET 3.42');
    expect(rows[2].lastElementChild?.textContent).toBe('best');
  });

  it('names the risk of losing a guess took, next to the best guess', async () => {
    const risky: GameAnalysis = {
      ...MADE,
      rows: [MADE.rows[0], { ...MADE.rows[1], bestWord: 'spelt', expectedGuesses: 2.5, bestExpectedGuesses: 2.6, lossChance: 2 / 9, bestLossChance: 1 / 9 }, MADE.rows[2]],
    };
    const r = await renderPanel({ reading: SCENARIOS.won, analyse: () => ({ ok: true, value: risky }) });
    const section = await waitFor(() => r.getByTestId('analysis'));
    const rows = await waitFor(() => within(section).getAllByRole('row'));
    // Fewer expected guesses but more risk: not "best".
    expect(rows[2].lastElementChild?.textContent).toBe('2.50 vs SPELT 2.60 (22% vs 11% chance of losing)');
    expect(rows[1].textContent).not.toContain('chance of losing');
  });

  it('says why when there is no analysis', async () => {
    const r = await renderPanel({ reading: SCENARIOS.lost, analyse: () => ({ ok: false, error: 'Game analysis is not available yet.' }) });
    await waitFor(() => expect(r.getByTestId('analysis').textContent).toContain('No analysis: Game analysis is not available yet.'));
  });

  it("uses core's analyseGame by default", async () => {
    const r = await renderPanel({ reading: SCENARIOS.won });
    const section = r.getByTestId('analysis');
    await waitFor(() => expect(within(section).queryByTestId('skill')).not.toBeNull(), { timeout: 20_000 });
    const skill = Number(within(section).getByTestId('skill').textContent?.split(' ')[0]);
    expect(skill).toBeGreaterThanOrEqual(0);
    expect(skill).toBeLessThanOrEqual(100);
    const rows = within(section).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[3].textContent).toMatch(/14 → 1/);
  });
});
