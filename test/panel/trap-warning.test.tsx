// Hard mode's traps in plain words, from the solver's own loss chance: _IGHT after CRANE and MIGHT
// leaves FIGHT LIGHT SIGHT TIGHT WIGHT (the NYT list), which hard mode cannot all reach in the
// guesses left; a move a row earlier that walks into a trap is named beside the one that avoids it.
import { waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { likelyAnswers } from '../../src/core/likely';
import type { Suggestion } from '../../src/core/types';
import { analyseBoard, greenPattern } from '../../src/core/board';
import { TrapWarning } from '../../src/panel/components/TrapWarning';
import { percent } from '../../src/panel/format';
import { t } from '../../src/panel/i18n';
import { boardFor, boardReading } from '../../src/panel/mock-scenarios';
import { render } from '@testing-library/preact';
import { countShown, messagePattern, renderPanel } from './render-panel';

const rows = (words: string[]) => boardFor(words, 'sight');

describe('the hard-mode trap warning', () => {
  it('says how many likely answers fit the greens, the guesses left and the chance to lose, with the best try', async () => {
    const board = rows(['crane', 'might', 'fight', 'light']);
    const r = await renderPanel({ reading: boardReading(board, { hardMode: true }), settings: { model: 'nyt', modelChosen: true } });
    const best = (await waitFor(() => r.getAllByTestId('suggestion'), { timeout: 20_000 }))[0];
    const warning = r.getByTestId('trap-warning');
    expect(warning.dataset.kind).toBe('trap');
    // The solver's own figure: the best move's loss chance, which its row shows too.
    expect(Number(warning.dataset.value)).toBeCloseTo(1 / 3, 2);
    // The likely answers as the headline counts them, the greens' pattern, 2 guesses left, the chance.
    const said = t('trapChance', countShown(r, 'likely-count')!, '_IGHT', 2, percent(Number(warning.dataset.value)));
    expect(warning.textContent).toBe(`${said} ${t('trapBestTry', best.dataset.word!.toUpperCase())}`);
  });

  it('says nothing in normal mode, or where no move can lose', async () => {
    const normal = await renderPanel({ reading: boardReading(rows(['crane', 'might', 'fight', 'light']), { hardMode: false }), settings: { model: 'nyt', modelChosen: true, hardMode: 'page' } });
    await waitFor(() => normal.getAllByTestId('suggestion'), { timeout: 20_000 });
    expect(normal.queryByTestId('trap-warning')).toBeNull();
    const safe = await renderPanel({ reading: boardReading(rows(['crane', 'spilt']), { hardMode: true }), settings: { model: 'nyt', modelChosen: true } });
    await waitFor(() => safe.getAllByTestId('suggestion'), { timeout: 20_000 });
    expect(safe.queryByTestId('trap-warning')).toBeNull();
  });

  it('where the best move avoids a trap another listed move walks into, names both (the default model: SIGHT was played before)', async () => {
    const r = await renderPanel({ reading: boardReading(rows(['crane', 'might', 'fight', 'light']), { hardMode: true }) });
    const best = (await waitFor(() => r.getAllByTestId('suggestion'), { timeout: 20_000 }))[0];
    const warning = r.getByTestId('trap-warning');
    expect(warning.dataset.kind).toBe('avoid');
    expect(Number(warning.dataset.value)).toBeGreaterThanOrEqual(0.01);
    const avoids = messagePattern('trapAvoidNamed', /[A-Z]{5}/, t('figLoseChance', percent(Number(warning.dataset.value))), best.dataset.word!.toUpperCase());
    expect(warning.textContent).toMatch(new RegExp(`^${avoids.source}$`, 'u'));
  });

  it("names the solver's least-losing move and its chance, not the least of the rows shown", () => {
    const s = (word: string, lossChance: number): Suggestion => ({ word, expectedGuesses: 3, mayLose: true, lossChance, bits: 1, expectedRemaining: 1, worstCase: 1, isCandidate: true, pAnswer: 0.1, groups: 2 });
    const board = rows(['crane', 'might', 'fight']);
    // Two rows shown; of the ten the solver ranked, GYRED (beyond them) loses least.
    const result = { candidates: 9, longShots: 0, remaining: [], knowledge: { greens: [null, 'i', 'g', 'h', 't'], present: [], counts: [], absent: [] }, suggestions: [], leastLosing: { word: 'gyred', mayLose: true, lossChance: 0.15 } } as never;
    const r = render(<TrapWarning board={board} result={result} ordered={[s('tight', 0.155), s('light', 0.2)]} named />);
    const warning = r.getByTestId('trap-warning');
    expect([warning.dataset.kind, warning.dataset.value]).toEqual(['trap', '0.15']);
    expect(warning.textContent).toContain(t('trapBestTry', 'GYRED'));
  });

  it('a row earlier, names the listed move that walks into a trap and the best that avoids it', () => {
    const s = (word: string, lossChance: number): Suggestion => ({ word, expectedGuesses: 3, mayLose: lossChance > 0, lossChance, bits: 1, expectedRemaining: 1, worstCase: 1, isCandidate: true, pAnswer: 0.1, groups: 2 });
    const board = rows(['crane', 'might']);
    const result = { candidates: 9, longShots: 0, suggestions: [] } as never;
    const r = render(<TrapWarning board={board} result={result} ordered={[s('blimp', 0), s('might', 0.2)]} named />);
    const warning = r.getByTestId('trap-warning');
    expect([warning.dataset.kind, warning.dataset.value]).toEqual(['avoid', '0.2']);
    expect(warning.textContent).toBe(t('trapAvoidNamed', 'MIGHT', t('figLoseChance', '20%'), 'BLIMP'));
    // On the hint ladder's earlier steps no word is named.
    const unnamed = render(<TrapWarning board={board} result={result} ordered={[s('blimp', 0), s('might', 0.2)]} named={false} />);
    expect(unnamed.getAllByTestId('trap-warning')[1].textContent).toBe(t('trapAvoid'));
  });

  const move = (word: string, lossChance: number): Suggestion => ({ word, expectedGuesses: 3, mayLose: lossChance > 0, lossChance, bits: 1, expectedRemaining: 1, worstCase: 1, isCandidate: true, pAnswer: 0.1, groups: 2 });
  const warningOf = (ordered: Suggestion[], played = ['crane', 'might'], counts = { candidates: 9, longShots: 0 }) => {
    const board = rows(played);
    const known = analyseBoard(board);
    if (!known.ok) throw new Error(known.error);
    const r = render(<TrapWarning board={board} result={{ ...counts, knowledge: known.value } as never} ordered={ordered} named />);
    const w = r.queryByTestId('trap-warning');
    r.unmount();
    return w && { kind: w.dataset.kind, value: w.dataset.value, text: w.textContent };
  };

  it('the avoid line only where the move it names loses at least 5 points more than the best, as the rows write both', () => {
    // Issue 42: "EIGHT walks into it (1% chance of losing); FIGHT avoids it" beside FIGHT's own "<1%".
    expect(warningOf([move('fight', 0.004), move('eight', 0.012)])).toBeNull();
    // The rows' figures, not the raw chances: "<1%" and "5%" are 5 points apart (3.7 raw) ...
    expect([percent(0.009), percent(0.046)]).toEqual(['<1%', '5%']);
    expect(warningOf([move('fight', 0.009), move('eight', 0.046)])).toEqual({ kind: 'avoid', value: '0.046', text: t('trapAvoidNamed', 'EIGHT', t('figLoseChance', '5%'), 'FIGHT') });
    // ... "<1%" and "4%" are 4.
    expect(percent(0.044)).toBe('4%');
    expect(warningOf([move('fight', 0.009), move('eight', 0.044)])).toBeNull();
  });

  it('the trap line names the listed move that loses least, with its chance, even where a cheaper one within a point comes first', () => {
    // The solver orders chances within a point as equal (core/ranking.ts): LATCH, cheaper, first.
    expect(warningOf([move('latch', 0.024), move('hatch', 0.016)])).toEqual({
      kind: 'trap',
      value: '0.016',
      text: `${t('trapChance', '9', '_IGHT', '4', '2%')} ${t('trapBestTry', 'HATCH')}`,
    });
  });

  it('says "1 likely answer fits" when one does, in each of its four sentences', () => {
    const one = { candidates: 9, longShots: 8 };
    expect(likelyAnswers(one as never).n).toBe(1);
    const chance = warningOf([move('hatch', 0.3)], ['crane', 'might'], one)!.text;
    expect(chance).toBe(`${t('trapChanceSingle', '1', '_IGHT', '4', '30%')} ${t('trapBestTry', 'HATCH')}`);
    expect(chance).toMatch(/^Hard-mode trap: 1 likely answer fits _IGHT and only 4 guesses remain/);
    const lastRow = warningOf([move('hatch', 0.3)], ['crane', 'might', 'fight', 'light', 'night'], one)!.text;
    expect(lastRow).toMatch(/^Hard-mode trap: 1 likely answer fits _IGHT and only 1 guess remains: the best play still loses 30%/);
    const mayLose = (played: string[]) => warningOf([{ ...move('hatch', 0), mayLose: true, lossChance: undefined }], played, one)!.text;
    expect(mayLose(['crane', 'might'])).toMatch(/^Hard-mode trap: 1 likely answer fits _IGHT and only 4 guesses remain: even the best play may lose\./);
    expect(mayLose(['crane', 'might', 'fight', 'light', 'night'])).toMatch(/^Hard-mode trap: 1 likely answer fits _IGHT and only 1 guess remains: even the best play may lose\./);
    // Two or more: the plural, as before.
    expect(warningOf([move('hatch', 0.3)])!.text).toMatch(/^Hard-mode trap: 9 likely answers fit _IGHT/);
  });

  it('says nothing after one row, however the first guess went', () => {
    const s = { word: 'ratel', expectedGuesses: 3.5, mayLose: true, lossChance: 0.034, bits: 5, expectedRemaining: 3, worstCase: 9, isCandidate: true, pAnswer: 0.01, groups: 40 };
    const r = render(<TrapWarning board={rows(['crane'])} result={{ candidates: 89, longShots: 0 } as never} ordered={[s]} named />);
    expect(r.queryByTestId('trap-warning')).toBeNull();
  });

  it('the pattern is what the greens say', () => {
    const known = analyseBoard(rows(['crane', 'might']));
    if (!known.ok) throw new Error(known.error);
    expect(greenPattern(known.value)).toBe('_IGHT');
    expect(likelyAnswers({ candidates: 5, longShots: 0 } as never).n).toBe(5);
  });
});
