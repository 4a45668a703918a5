// A board whose answer is one the NYT played before: under the history model, when no word it has
// not played yet fits, the played words that fit are the likely answers (core/likely.ts), and the
// headline, the bar inside the page, the hint ladder and what screen readers hear say so, instead
// of "0 likely answers" with the answer in plain sight.
import { cleanup, render, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { score, suggest } from '../../src/core';
import type { Board } from '../../src/core/types';
import type { PageReading } from '../../src/shared/page';
import { App } from '../../src/panel/App';
import { AnalysisChart } from '../../src/panel/components/AnalysisChart';
import { annotateAnalysis } from '../../src/shared/annotate';
import { createMockConnector } from '../../src/panel/connector-mock';
import { boardFor, boardReading, SCENARIOS } from '../../src/panel/mock-scenarios';
import { t } from '../../src/panel/i18n';
import { messagePattern, NYT, renderPanel } from './render-panel';

afterEach(cleanup);

function expectedFor(rows: Board) {
  const r = suggest(rows, { mode: 'normal' });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

const rowsOf = (reading: PageReading | null): Board => (reading?.kind === 'board' ? reading.rows : []);
// CRANE, SLOTH on HATCH: HATCH, WATCH, MATCH, PATCH and BATCH fit, each an answer of an earlier day.
const TIE = SCENARIOS['near-tie'];
// SALET, CLOCK on COULD (the answer of 2022-01-29): COULD and COYLY fit, both played before.
const TWO = boardReading(boardFor(['salet', 'clock'], 'could'));

describe('when only words played before fit', () => {
  it('the headline counts them as the likely answers and says they were played before', async () => {
    const expected = expectedFor(rowsOf(TIE));
    expect(expected.candidates - expected.longShots - expected.played!).toBe(0);
    const r = await renderPanel({ reading: TIE });
    const value = (id: string) => Number(r.getByTestId(id).dataset.value);
    await waitFor(() => expect(value('candidate-count')).toBe(expected.candidates));
    expect(value('likely-count')).toBe(expected.played);
    expect(value('played-count')).toBe(expected.played);
    expect(r.getByTestId('likely-count').closest('p')?.textContent).toBe(t('likelyPlayedMany', 5));
    expect(r.getByTestId('played-only').textContent).toBe(`${t('playedOnly')} ${t('repeatsOneIn', 9)}`);
    // The played words are the list to read now: open.
    expect(r.getByTestId('played-list').hasAttribute('open')).toBe(true);
    expect(r.getByTestId('played-list').textContent).not.toContain(t('playedBeforeNote'));
    expect(r.getByTestId('announce').textContent).toMatch(new RegExp(`^${messagePattern('announcePlayed', 5).source} ${messagePattern('announceBest', /[A-Z]{5}/).source}$`, 'u'));
  });

  it('two: "both played before" on the headline, "2 likely repeats" on the bar inside the page', async () => {
    const expected = expectedFor(rowsOf(TWO));
    expect(expected.played).toBe(2);
    const connector = createMockConnector({ reading: TWO });
    const side = within(render(<App connector={connector} />).container as HTMLElement);
    const page = within(render(<App connector={connector} overlay={{ open: false, onOpen: () => undefined }} />).container as HTMLElement);
    await connector.settled();
    await waitFor(() => expect(side.getByTestId('likely-count').dataset.value).toBe('2'));
    expect(side.getByTestId('likely-count').closest('p')?.textContent).toBe(t('likelyPlayedTwo', 2));
    await waitFor(() => expect(page.getByTestId('overlay-count').textContent).toBe(t('overlayPlayedMany', 2)));
    expect(page.getByTestId('overlay-count').dataset.value).toBe('2');
  });

  it('the hint ladder says one guess could win, among the words played before', async () => {
    const r = await renderPanel({ reading: TWO, settings: { hints: 'steps' } });
    await waitFor(() => expect(r.getByTestId('hint-win-now').dataset.value).toBe('2'));
    expect(r.getByTestId('hint-win-now').textContent).toBe(t('hintCouldWinPlayed', '50%', 2));
  });

  it('one: "1 likely answer, played before", and one guess wins now', async () => {
    const r = await renderPanel({ reading: SCENARIOS['one-left'], settings: { hints: 'steps' } });
    await waitFor(() => expect(r.getByTestId('likely-count').dataset.value).toBe('1'));
    expect(r.getByTestId('likely-count').closest('p')?.textContent).toBe(t('likelyPlayedOne', 1));
    expect(r.getByTestId('hint-win-now').textContent).toBe(t('hintWinsNowPlayed'));
  });

  it('one, with long shots that fit too: the chance, not "wins now"', async () => {
    // CRANE, SLOTH on MINUS (played before): MINUS is the one listed word; 61 long shots hold 6%.
    const r = await renderPanel({ reading: boardReading(boardFor(['crane', 'sloth'], 'minus')), settings: { hints: 'steps' } });
    await waitFor(() => expect(r.getByTestId('likely-count').dataset.value).toBe('1'));
    expect(r.getByTestId('likely-count').closest('p')?.textContent).toBe(t('likelyPlayedOne', 1));
    expect(r.getByTestId('hint-win-now').textContent).toBe(t('hintCouldWinOnePlayed', '94%'));
  });

  it('under the plain NYT list nothing changes: the listed words that fit', async () => {
    const r = await renderPanel({ reading: TIE, settings: NYT });
    await waitFor(() => expect(r.getByTestId('likely-count').dataset.value).toBe('5'));
    expect(r.getByTestId('likely-count').closest('p')?.textContent).toBe(t('likelyMany', 5));
    expect(r.queryByTestId('played-only')).toBeNull();
  });

  it('the chart names the guesses after which only words played before were left, and the answer played before', () => {
    const b = ['salet', 'clock', 'could'].map((guess) => ({ guess, marks: score(guess, 'could') }));
    const rows = b.map((row) => ({ ...row, candidatesBefore: 0, candidatesAfter: 0, bitsGained: 0, bitsExpected: 0, expectedGuesses: 1, bestWord: 'x', bestExpectedGuesses: 1, hardValid: true }));
    const a = annotateAnalysis({ rows, solved: true, skill: 100 }, b, 'history', { date: '2026-12-01' });
    const r = render(<AnalysisChart rows={a.rows} />);
    expect(r.getByTestId('chart-played').textContent).toBe(`${t('chartPlayedAfter', 'CLOCK')} ${t('chartPlayedAnswer', 'COULD')}`);
  });
});

