// Near midnight with today's puzzle in progress, the panel says how long is left to keep the streak.
import { waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { minutesToMidnight } from '../../src/panel/components/MidnightWarning';
import { t } from '../../src/panel/i18n';
import { storedGames } from '../../src/panel/mock-games';
import { boardFor, boardReading } from '../../src/panel/mock-scenarios';
import { marksOf, type GameRecord } from '../../src/shared/games';
import { renderPanel } from './render-panel';

const won = boardFor(['crane', 'spilt', 'stove']);
const g = (date: string): GameRecord => ({ v: 1, date, player: 'ANON', words: 'cranespiltstove', marks: marksOf(won), won: true, hard: false, model: 'nyt', from: 'played', noAnalysis: 'answer-unknown' });
const streak3 = storedGames([g('2026-11-30'), g('2026-12-01'), g('2026-12-02')]);
const inProgress = (date: string, puzzle: 'daily' | 'archive' | 'custom' = 'daily') => boardReading(boardFor(['crane'], 'stove'), { date, puzzle });

async function at(clock: string, options: Parameters<typeof renderPanel>[0]) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(clock));
  const r = await renderPanel(options);
  await waitFor(() => r.getAllByTestId('suggestion'), { timeout: 20_000 });
  return r;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the last minutes of the day', () => {
  it('counts whole minutes to the local midnight, rounded up', () => {
    expect(minutesToMidnight(new Date('2026-12-03T23:50:00'))).toBe(10);
    expect(minutesToMidnight(new Date('2026-12-03T23:59:30'))).toBe(1);
  });

  it("with today's puzzle in progress at 23:50, says 10 minutes are left to make the streak 4 days", async () => {
    const r = await at('2026-12-03T23:50:00', { reading: inProgress('2026-12-03'), games: streak3 });
    const line = await waitFor(() => r.getByTestId('midnight'));
    expect([line.dataset.value, line.dataset.streak]).toEqual(['10', '3']);
    expect(line.textContent).toBe(t('midnightStreak', t('minutesMany', 10), 4));
  });

  it('says nothing earlier in the evening, or for another day\'s puzzle', async () => {
    const early = await at('2026-12-03T23:40:00', { reading: inProgress('2026-12-03'), games: streak3 });
    expect(early.queryByTestId('midnight')).toBeNull();
    early.unmount();
    const archive = await at('2026-12-03T23:50:00', { reading: inProgress('2024-01-14', 'archive'), games: streak3 });
    expect(archive.queryByTestId('midnight')).toBeNull();
  });

  it('says nothing for a custom puzzle, though the page dates it today: it never counts', async () => {
    const custom = await at('2026-12-03T23:50:00', { reading: inProgress('2026-12-03', 'custom'), games: streak3 });
    expect(custom.getByTestId('status')).toBeTruthy();
    expect(custom.queryByTestId('midnight')).toBeNull();
  });

  it('after a sleep, the panel\'s today and the midnight line follow the clock as soon as the panel has focus', async () => {
    // The panel was opened at 20:00 with the streak at 3 and today open; the machine slept until 23:50.
    const r = await at('2026-12-03T20:00:00', { reading: inProgress('2026-12-03'), games: streak3 });
    await waitFor(() => expect(r.getByTestId('streak-header').dataset.today).toBe('open'));
    expect(r.queryByTestId('midnight')).toBeNull();
    vi.setSystemTime(new Date('2026-12-03T23:50:00'));
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(r.getByTestId('midnight').dataset.value).toBe('10'));
    // Then asleep past midnight: the next day shows at once on focus (the header: 12-03 missed, no streak runs).
    vi.setSystemTime(new Date('2026-12-05T08:00:00'));
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(r.queryByTestId('streak-header')).toBeNull());
  });
});
