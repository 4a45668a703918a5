import { waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { likelyAnswers, suggest } from '../../src/core/index';
import type { GameAnalysis } from '../../src/core/types';
import { SCENARIOS } from '../../src/panel/mock-scenarios';
import { t } from '../../src/panel/i18n';
import { NYT, renderPanel } from './render-panel';
import { MADE } from './made-analysis';

describe('post-game analysis', () => {
  it('shows skill and luck in plain words, a labelled chart of likely answers and each guess against the best', async () => {
    const asked: string[] = [];
    const r = await renderPanel({
      settings: NYT,
      reading: SCENARIOS.won,
      analyse: (board, mode, model) => {
        asked.push(`${board.map((x) => x.guess).join(' ')}/${mode}/${model}`);
        return { ok: true, value: MADE };
      },
    });
    const section = await waitFor(() => r.getByTestId('analysis'));
    await waitFor(() => expect(within(section).getByTestId('skill').dataset.value).toBe('87'));
    expect(asked).toEqual(['crane spilt stove/normal/nyt']);
    // Judged in the likely answers the rows count (the worker's notes): CRANE left 126 where a
    // guess there typically leaves 65 (less lucky), SPILT 3 where 4.1 was typical (luckier), STOVE
    // the win, not judged: one kind guess of the two judged, and less lucky in all.
    expect(within(section).getByTestId('luck').dataset.kind).toBe('unlucky');
    expect(within(section).getByTestId('luck').textContent).toBe(t('luckUnlucky'));
    expect(within(section).getByTestId('luck-words').textContent).toBe(`${t('luckOverallUnlucky')} ${t('luckRows', 1, 2)}`);
    // The rows' extra as shown, summed: CRANE 3.50 against SALET's 3.42, the other two the best.
    expect(within(section).getByTestId('skill-words').textContent).toBe(t('skillExtra', '0.08'));
    // Bits only with "More figures".
    expect(section.textContent).not.toMatch(/\bbits\b/);
    const chart = within(section).getByRole('img');
    // The worker's likely counts for this board (3,158 listed words, then 126, 3, 1), not every fitting word.
    expect(chart.getAttribute('aria-label')).toBe(t('chartSummary', t('chartUnitLikely'), `${t('chartStart')} 3,158, CRANE 126, SPILT 3, STOVE 1`));
    expect(chart.querySelector('.axis-title')?.textContent).toBe(t('chartUnitLikely'));
    // A log scale: the counts run from thousands to one, and every bar must show.
    expect(Array.from(chart.querySelectorAll('.tick'), (t) => t.textContent)).toEqual(['0', '10', '100', '1,000', '3,158']);
    const bars = chart.querySelectorAll('rect.bar');
    expect(bars).toHaveLength(4);
    const heights = Array.from(bars, (b) => Number(b.getAttribute('height')));
    // Log: 126 of 3,158 stands at log(127) / log(3,159) of the start's height, and the last bar,
    // one answer, at a tenth of it, where a linear scale drew it 0.03% as tall.
    expect(heights[1] / heights[0]).toBeCloseTo(Math.log10(127) / Math.log10(3159), 3);
    expect(heights[3] / heights[0]).toBeGreaterThan(0.08);
    expect(Array.from(bars, (b) => b.getAttribute('class'))).toEqual(['bar start', 'bar unlucky', 'bar lucky', 'bar lucky']);
    // Less lucky is striped, not a second colour: tells apart without colour vision.
    expect(bars[1].getAttribute('fill')).toBe('url(#stripes)');
    const rows = within(section).getAllByRole('row');
    expect(rows).toHaveLength(4); // header + 3 guesses
    const likely = (row: HTMLElement) => within(row).getByTestId('row-likely').dataset;
    const luck = (row: HTMLElement) => row.querySelector('[data-luck]')?.getAttribute('data-luck');
    expect([likely(rows[1]).before, likely(rows[1]).value]).toEqual(['3158', '126']);
    expect(luck(rows[1])).toBe('unlucky');
    expect(rows[1].querySelector('[data-luck]')?.textContent).toContain(t('luckExpected', '65'));
    expect(rows[1].lastElementChild?.textContent).toBe(t('vsBestMine', '3.50') + t('vsBestTheirs', 'SALET', '3.42') + t('vsBestExtra', '0.08'));
    const extras = Array.from(section.querySelectorAll<HTMLElement>('[data-testid="row-extra"]'), (e) => Number(e.dataset.value));
    expect(extras).toEqual([0.08]);
    expect(luck(rows[2])).toBe('lucky');
    expect(rows[2].querySelector('[data-luck]')?.textContent).toContain(t('luckExpected', '4.1'));
    expect(rows[2].lastElementChild?.textContent).toBe(t('wasBest'));
    expect(luck(rows[3])).toBe('won');
    // Each cell carries its label for the stacked layout at 320 px.
    expect(Array.from(rows[1].querySelectorAll('td'), (td) => td.getAttribute('data-label'))).toEqual([t('colLikely'), t('colLuck'), t('colVsBest')]);
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
    expect(rows[2].lastElementChild?.textContent).toBe(t('vsBestMine', '2.50') + t('vsBestTheirs', 'SPELT', '2.60') + t('vsBestRisk', '22%', '11%'));
    expect(rows[1].querySelector('.risk')).toBeNull();
  });

  it('a game with one guess that depended on luck says so in the singular', async () => {
    // CRANE judged (126 left where 65 was typical), STOVE the win: not judged.
    const one: GameAnalysis = { ...MADE, rows: [MADE.rows[0], { ...MADE.rows[2], candidatesBefore: 1, bitsExpected: 0, bitsGained: 0 }] };
    const r = await renderPanel({ reading: SCENARIOS.won, analyse: () => ({ ok: true, value: one }) });
    const section = await waitFor(() => r.getByTestId('analysis'));
    await waitFor(() => expect(within(section).getByTestId('luck-words').textContent).toBe(`${t('luckOverallUnlucky')} ${t('luckOneUnkind')}`));
  });

  it('a game with no kind guess says none, not "kinder than expected for 0"', async () => {
    // CRANE judged twice over (126 left where 65 was typical), STOVE the win: not judged.
    const none: GameAnalysis = { ...MADE, rows: [MADE.rows[0], { ...MADE.rows[0], guess: 'crane' }, { ...MADE.rows[2], candidatesBefore: 1, bitsExpected: 0, bitsGained: 0 }] };
    const r = await renderPanel({ reading: SCENARIOS.won, analyse: () => ({ ok: true, value: none }) });
    const section = await waitFor(() => r.getByTestId('analysis'));
    await waitFor(() => expect(within(section).getByTestId('luck-words').textContent).toBe(`${t('luckOverallUnlucky')} ${t('luckNoneKind', 2)}`));
  });

  it('says why when there is no analysis', async () => {
    const r = await renderPanel({ reading: SCENARIOS.lost, analyse: () => ({ ok: false, error: 'Game analysis is not available yet.' }) });
    await waitFor(() => expect(r.getByTestId('analysis').textContent).toContain(t('analysisFailed', 'Game analysis is not available yet.')));
  });

  it("uses core's analyseGame by default", async () => {
    const r = await renderPanel({ reading: SCENARIOS.won });
    const section = r.getByTestId('analysis');
    await waitFor(() => expect(within(section).queryByTestId('skill')).not.toBeNull(), { timeout: 20_000 });
    const skill = Number(within(section).getByTestId('skill').dataset.value);
    expect(skill).toBeGreaterThanOrEqual(0);
    expect(skill).toBeLessThanOrEqual(100);
    const rows = within(section).getAllByRole('row');
    expect(rows).toHaveLength(4);
    // Likely answers around STOVE as the headline counts them: after it the answer itself, which
    // the NYT played before (2022-03-30), and the table and chart say so.
    const likely = (n: number) => {
      const s = suggest(SCENARIOS.won.kind === 'board' ? SCENARIOS.won.rows.slice(0, n) : [], { top: 1, strategy: 'positional' });
      if (!s.ok) throw new Error(s.error);
      return likelyAnswers(s.value);
    };
    const cell = within(rows[3]).getByTestId('row-likely');
    expect(likely(3)).toEqual({ n: 1, played: true });
    expect([cell.dataset.before, cell.dataset.value, cell.dataset.played]).toEqual([String(likely(2).n), '1', 'true']);
    expect(cell.textContent).toBe(t('leftValue', likely(2).n, 1) + t('leftPlayed'));
    expect(within(section).getByTestId('chart-played').textContent).toBe(t('chartPlayedAnswer', 'STOVE'));
    expect(rows[3].querySelector('[data-luck]')?.getAttribute('data-luck')).toBe('won');
  });
});
