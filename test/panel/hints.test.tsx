import { act, fireEvent, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { t } from '../../src/panel/i18n';
import { boardFor, boardReading, SCENARIOS } from '../../src/panel/mock-scenarios';
import { boardSignature } from '../../src/shared/hints';
import { parseSettings } from '../../src/shared/settings';
import { NYT, renderPanel } from './render-panel';

const likelyList = (r: Awaited<ReturnType<typeof renderPanel>>) => r.queryByRole('list', { name: t('likelyLabel') });

describe('the hint ladder', () => {
  it('gives one step per click at each row, keeps the step for the row and starts a new row at the first step', async () => {
    const r = await renderPanel({ reading: SCENARIOS['one-row'], settings: { ...NYT, hints: 'steps' } });
    // Step 1: the count (what the spoiler shield showed) and the chance to win now; nothing to play.
    expect(r.getByTestId('likely-count').getAttribute('data-value')).toBe('126');
    expect(r.getByTestId('hint-ladder').dataset.step).toBe('1');
    expect(r.getByTestId('hint-win-now').dataset.value).toBe('126');
    expect(r.queryAllByTestId('suggestion')).toHaveLength(0);
    expect(r.queryByTestId('hint-nudge')).toBeNull();
    expect(likelyList(r)).toBeNull();

    fireEvent.click(r.getByRole('button', { name: t('hintShowNudge') }));
    // The letters the nudge names (data-letters), one or two, said as the message says them.
    const letters = [...(r.getByTestId('hint-nudge').dataset.letters ?? '')];
    expect(letters.length === 1 || letters.length === 2).toBe(true);
    const said = letters.length === 2 ? t('nudgeTwoLetters', letters[0], letters[1]) : t('nudgeOneLetter', letters[0]);
    expect(r.getByTestId('hint-nudge').textContent!.startsWith(said)).toBe(true);
    expect(r.queryAllByTestId('suggestion')).toHaveLength(0);

    fireEvent.click(r.getByRole('button', { name: t('hintShowBest') }));
    const best = r.getAllByTestId('suggestion');
    expect(best).toHaveLength(1);
    // The nudge's new letters are the best guess's letters that no row has tried.
    const word = best[0].dataset.word!;
    for (const letter of letters) {
      expect(word.toUpperCase()).toContain(letter);
      expect('CRANE').not.toContain(letter);
    }
    expect(likelyList(r)).toBeNull();

    fireEvent.click(r.getByRole('button', { name: t('hintShowAll') }));
    expect(r.queryByTestId('hint-ladder')).toBeNull();
    expect(r.getAllByTestId('suggestion')).toHaveLength(10);
    expect(r.getAllByTestId('suggestion')[0].dataset.word).toBe(word);
    expect(likelyList(r)).toBeTruthy();
    // Kept for the tab, by board: a panel opened again finds it.
    expect(r.connector.hintSteps).toEqual({ [boardSignature(SCENARIOS['one-row'].kind === 'board' ? SCENARIOS['one-row'].rows : [])]: 4 });

    await act(async () => {
      r.connector.setReading(SCENARIOS['in-progress']);
      await r.connector.settled();
    });
    expect(r.getByTestId('hint-ladder').dataset.step).toBe('1');
    expect(r.queryAllByTestId('suggestion')).toHaveLength(0);
  });

  it('starts from the steps kept for the tab, and forgets them when a new game begins', async () => {
    const rows = boardFor(['crane', 'spilt']);
    const r = await renderPanel({ reading: SCENARIOS['in-progress'], settings: { hints: 'steps' } });
    // As another panel (or this one before it was closed) left them for the tab:
    await act(async () => {
      await r.connector.takeHintStep(boardSignature(rows), 3);
      r.connector.closeTab();
      r.connector.setReading(SCENARIOS['in-progress']);
      await r.connector.settled();
    });
    await waitFor(() => expect(r.getByTestId('hint-ladder').dataset.step).toBe('3'));
    expect(r.getAllByTestId('suggestion')).toHaveLength(1);
    // A board that does not continue this one is a new game: every row starts again.
    await act(async () => {
      r.connector.setReading(boardReading(boardFor(['slate'])));
      await r.connector.settled();
    });
    await act(async () => {
      r.connector.setReading(SCENARIOS['in-progress']);
      await r.connector.settled();
    });
    expect(r.getByTestId('hint-ladder').dataset.step).toBe('1');
  });

  it("follows the tab's stored steps: a step another panel takes on this board shows here at once", async () => {
    const rows = boardFor(['crane', 'spilt']);
    const r = await renderPanel({ reading: SCENARIOS['in-progress'], settings: { hints: 'steps' } });
    expect(r.getByTestId('hint-ladder').dataset.step).toBe('1');
    // Another panel on the same tab (the background tells every panel through storage changes).
    await act(() => r.connector.takeHintStep(boardSignature(rows), 2));
    await waitFor(() => expect(r.getByTestId('hint-ladder').dataset.step).toBe('2'));
    // This panel's own click goes on from there, and a lower step from elsewhere takes nothing back.
    fireEvent.click(r.getByRole('button', { name: t('hintShowBest') }));
    await act(() => r.connector.takeHintStep(boardSignature(rows), 1));
    expect(r.getByTestId('hint-ladder').dataset.step).toBe('3');
    expect(r.connector.hintSteps).toEqual({ [boardSignature(rows)]: 3 });
  });

  it("gives the chance to win now of the likeliest likely answer, as that word's own mark gives it", async () => {
    // CRANE, SLOTH on HATCH (history): HATCH, WATCH, MATCH, PATCH and BATCH fit, all played before;
    // HATCH, an answer of 2021 (the year the NYT repeats most), holds 88% of the chance, not 1 in 5.
    const r = await renderPanel({ reading: SCENARIOS['near-tie'], settings: { hints: 'steps' } });
    await waitFor(() => expect(r.getByTestId('hint-win-now').dataset.value).toBe('5'));
    expect(r.getByTestId('hint-win-now').textContent).toBe(t('hintCouldWinPlayed', '88%', 5));
    for (const step of ['hintShowNudge', 'hintShowBest', 'hintShowAll'] as const) fireEvent.click(r.getByRole('button', { name: t(step) }));
    const hatch = r.getAllByTestId('suggestion').find((el) => el.dataset.word === 'hatch');
    expect(hatch?.querySelector('.answer-mark')?.textContent).toBe(t('canBeAnswer', '88%'));
  });

  it('where every likely answer is as likely, gives each its equal share (classic: exactly; nyt: less the long shots\' share)', async () => {
    const tie = await renderPanel({ reading: SCENARIOS['near-tie'], settings: { ...NYT, hints: 'steps' } });
    await waitFor(() => expect(tie.getByTestId('hint-win-now').dataset.value).toBe('5'));
    expect(tie.getByTestId('hint-win-now').textContent).toBe(t('hintCouldWin', '20%', 5));
    tie.unmount();
    const classic = await renderPanel({ reading: SCENARIOS['one-row'], settings: { model: 'classic', modelChosen: true, hints: 'steps' } });
    await waitFor(() => expect(classic.getByTestId('hint-win-now').dataset.value).toBe('102'));
    expect(classic.getByTestId('hint-win-now').textContent).toBe(t('hintCouldWin', t('chanceOneIn', 102), 102));
    classic.unmount();
    // Under nyt the fitting long shots hold a little of the chance: 1 in 127 among 126 likely answers.
    const nyt = await renderPanel({ reading: SCENARIOS['one-row'], settings: { ...NYT, hints: 'steps' } });
    await waitFor(() => expect(nyt.getByTestId('hint-win-now').dataset.value).toBe('126'));
    expect(nyt.getByTestId('hint-win-now').textContent).toBe(t('hintCouldWin', t('chanceOneIn', 127), 126));
  });

  it('gives the chance of a word played before where it is likelier than every likely answer, without naming it', async () => {
    // TARSE, DOILY on LIVEN: LIVEN and INCEL, the 2 likely answers, have 13% each; HELIX, an answer
    // of 2021, 59%. The step said 13%, the likeliest likely answer's.
    const r = await renderPanel({ reading: boardReading(boardFor(['tarse', 'doily'], 'liven')), settings: { hints: 'steps' } });
    await waitFor(() => expect(r.getByTestId('hint-win-now').dataset.value).toBe('2'));
    const helix = r.getByTestId('hint-win-now').textContent;
    expect(helix).toBe(t('hintCouldWinRepeat', '59%', 2));
    r.unmount();
    // CRANE, SPILT on RUING: RUING is the one likely answer; RHINO, played before, has 82%. The step
    // said "One guess wins now".
    const one = await renderPanel({ reading: boardReading(boardFor(['crane', 'spilt'], 'ruing')), settings: { hints: 'steps' } });
    await waitFor(() => expect(one.getByTestId('hint-win-now').dataset.value).toBe('1'));
    expect(one.getByTestId('hint-win-now').textContent).toBe(t('hintCouldWinRepeatOne', '82%'));
    // The word itself is the best guess's step, two clicks on.
    expect(one.getByTestId('hint-ladder').textContent).not.toMatch(/rhino/i);
    one.unmount();
    // Under nyt, CRANE, SPILT on USURY: USURY is the one listed word, and 76 long shots hold 14%.
    const nyt = await renderPanel({ reading: boardReading(boardFor(['crane', 'spilt'], 'usury')), settings: { ...NYT, hints: 'steps' } });
    await waitFor(() => expect(nyt.getByTestId('hint-win-now').dataset.value).toBe('1'));
    expect(nyt.getByTestId('hint-win-now').textContent).toBe(t('hintCouldWinOne', '86%'));
  });

  it('says when one guess wins now', async () => {
    const r = await renderPanel({ reading: SCENARIOS['one-left'], settings: { ...NYT, hints: 'steps' } });
    expect(r.getByTestId('hint-win-now').dataset.value).toBe('1');
  });

  it('is one setting, saved, and a stored spoiler shield becomes the ladder', async () => {
    const r = await renderPanel({ reading: SCENARIOS['in-progress'] });
    expect(r.getAllByTestId('suggestion')).toHaveLength(10);
    const select = r.getByLabelText('Help') as HTMLSelectElement;
    select.value = 'steps';
    fireEvent.change(select);
    expect(r.connector.saved.at(-1)?.hints).toBe('steps');
    expect(r.queryAllByTestId('suggestion')).toHaveLength(0);
    expect(r.getByTestId('hint-ladder')).toBeTruthy();
    expect(parseSettings({ spoilerShield: true }).hints).toBe('steps');
    expect(parseSettings({ spoilerShield: false }).hints).toBe('all');
    expect(parseSettings({ spoilerShield: true, hints: 'all' }).hints).toBe('all');
    expect(parseSettings({ hints: 'some' }).hints).toBe('all');
    expect('spoilerShield' in parseSettings({ spoilerShield: true })).toBe(false);
  });

  it('the post-game analysis says how many hint steps the game took', async () => {
    const rows = boardFor(['crane', 'spilt', 'stove']);
    const r = await renderPanel({ reading: SCENARIOS['in-progress'], settings: { hints: 'steps' } });
    fireEvent.click(r.getByRole('button', { name: t('hintShowNudge') }));
    fireEvent.click(r.getByRole('button', { name: t('hintShowBest') }));
    await act(async () => {
      r.connector.setReading(SCENARIOS.won);
      await r.connector.settled();
    });
    await waitFor(() => r.getByTestId('skill'));
    expect(r.getByTestId('hints-used').dataset.value).toBe('2');
    expect(r.connector.hintSteps).toEqual({ [boardSignature(rows.slice(0, 2))]: 3 });
  });

  it('with help all at once, the analysis says every suggestion was shown', async () => {
    const r = await renderPanel({ reading: SCENARIOS.won });
    await waitFor(() => r.getByTestId('skill'));
    expect(r.getByTestId('hints-used').dataset.value).toBe('all');
  });
});
