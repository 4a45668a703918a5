// Share after a game: the NYT's lines as the page's game gives them, the extra lines the player
// picks, one tap to copy, and the picture's alt text.
import { fireEvent, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../src/panel/i18n';
import { boardFor, boardReading, SCENARIOS } from '../../src/panel/mock-scenarios';
import { extraLines, shareAlt } from '../../src/panel/share';
import { gameKey, marksOf, type GameRecord } from '../../src/shared/games';
import { NYT, renderPanel } from './render-panel';
import { MADE } from './made-analysis';

const KEPT: GameRecord = { v: 1, date: '2024-05-06', player: 'ANON', words: 'cranespiltstove', marks: marksOf(boardFor(['crane', 'spilt', 'stove'])), won: true, hard: true, model: 'nyt', best: 3, from: 'played' };

afterEach(() => vi.unstubAllGlobals());

describe('Share', () => {
  it('shows the NYT lines of the game on the page: its day, hard mode, its dark squares', async () => {
    const r = await renderPanel({ settings: NYT, reading: SCENARIOS.shared, analyse: () => ({ ok: true, value: MADE }) });
    const text = await waitFor(() => r.getByTestId('share-text'));
    // 2024-05-06 is puzzle 1,052.
    expect(text.textContent).toBe('Wordle 1,052 3/6*\n\n⬛⬛⬛⬛🟩\n🟩⬛⬛⬛🟨\n🟩🟩🟩🟩🟩');
  });

  it('is not offered while the game is on, nor without the puzzle\'s day', async () => {
    const playing = await renderPanel({ settings: NYT, reading: boardReading(boardFor(['crane']), { date: '2024-05-06' }) });
    expect(playing.queryByTestId('share')).toBeNull();
    playing.unmount();
    const undated = await renderPanel({ settings: NYT, reading: SCENARIOS.won, analyse: () => ({ ok: true, value: MADE }) });
    await waitFor(() => undated.getByTestId('analysis'));
    expect(undated.queryByTestId('share')).toBeNull();
  });

  it('adds the lines the player picks, below a blank line, and copies the whole in one tap', async () => {
    const copied: string[] = [];
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: async (s: string) => void copied.push(s) } });
    const r = await renderPanel({
      settings: NYT,
      reading: SCENARIOS.shared,
      analyse: () => ({ ok: true, value: MADE }),
      games: { [gameKey(KEPT)]: KEPT },
    });
    const share = await waitFor(() => r.getByTestId('share'));
    await waitFor(() => within(share).getByTestId('share-best'));
    await waitFor(() => r.getByTestId('skill'));
    fireEvent.click(within(share).getByTestId('share-left'));
    fireEvent.click(within(share).getByTestId('share-skill'));
    fireEvent.click(within(share).getByTestId('share-best'));
    // The worker's likely counts after each guess (3,158 listed words, then 126, 3, 1).
    const whole = 'Wordle 1,052 3/6*\n\n⬛⬛⬛⬛🟩\n🟩⬛⬛⬛🟨\n🟩🟩🟩🟩🟩\n\nLikely answers left: 126 → 3 → 1\nSkill 87 of 100, luck: unlucky\nBest play: 3';
    expect(within(share).getByTestId('share-text').textContent).toBe(whole);
    fireEvent.click(within(share).getByTestId('share-copy'));
    await waitFor(() => expect(within(share).getByTestId('share-status').dataset.kind).toBe('copied'));
    expect(within(share).getByTestId('share-status').textContent).toBe(t('shareCopied'));
    expect(copied).toEqual([whole]);
  });

  it('says so when the browser refuses the clipboard', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) } });
    const r = await renderPanel({ settings: NYT, reading: SCENARIOS.shared, analyse: () => ({ ok: true, value: MADE }) });
    fireEvent.click(await waitFor(() => r.getByTestId('share-copy')));
    await waitFor(() => expect(r.getByTestId('share-status').dataset.kind).toBe('failed'));
    expect(r.getByTestId('share-status').textContent).toBe(t('shareFailed'));
  });
});

describe('the extra lines and the alt text', () => {
  it('use the likely answers where the worker noted them, and say a lost best play in words', () => {
    const noted = { ...MADE, rows: MADE.rows.map((row, i) => ({ ...row, likelyBefore: [3158, 126, 3][i], likelyAfter: [126, 3, 1][i] })) };
    expect(extraLines({ left: true, skillLuck: false, best: true }, noted, 7)).toEqual(['Likely answers left: 126 → 3 → 1', 'Best play: not in six']);
    expect(extraLines({ left: false, skillLuck: false, best: true }, null, undefined)).toEqual([]);
  });

  it('describe each guess by its colours, never its letters', () => {
    const alt = shareAlt({ date: '2024-05-06', won: true, hard: true, rows: boardFor(['crane', 'stove']) });
    expect(alt).toBe('Wordle 1,052 2/6*. Guess 1: 1 right, 0 in the wrong place, 4 not in the word. Guess 2: 5 right, 0 in the wrong place, 0 not in the word');
    expect(alt).not.toMatch(/crane|stove/i);
  });
});
