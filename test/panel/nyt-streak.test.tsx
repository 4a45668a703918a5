// The streak every panel shows is the NYT's as last read, and says so in place; where it was never
// read, the kept games' own count, saying that. Your games shows the NYT's figures beside the kept
// ones, and a statistics dialog that could not be read, with why.
import { fireEvent, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { storedGames } from '../../src/panel/mock-games';
import { boardFor } from '../../src/panel/mock-scenarios';
import { marksOf, type GameRecord } from '../../src/shared/games';
import { NYT_STATS_KEY, type NytStats } from '../../src/shared/nyt-stats';
import { renderPanel } from './render-panel';

const won = boardFor(['crane', 'spilt', 'stove']);
const g = (date: string): GameRecord => ({ v: 1, date, player: 'ANON', words: 'cranespiltstove', marks: marksOf(won), won: true, hard: false, model: 'nyt', skill: 90, luck: 0.5, extra: 0.2, best: 3, hints: 'all', from: 'played' });
const read: NytStats = { player: '70512233', source: 'dialog', readOn: '2026-12-02', through: '2026-12-02', played: 412, winPct: 98, current: 300, max: 301, guesses: [1, 20, 100, 150, 100, 33] };
const threeDays = storedGames([g('2026-11-30'), g('2026-12-01'), g('2026-12-02')]);

async function render(games: Record<string, unknown>) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-03T09:00:00'));
  try {
    return await renderPanel({ games });
  } finally {
    vi.useRealTimers();
  }
}

describe("the streak as the NYT counts it", () => {
  it('three won days kept and the NYT saying 300: the header and Your games say 300, as the NYT counts it, beside its figures', async () => {
    const r = await render({ ...threeDays, [NYT_STATS_KEY]: { reads: [read], unread: null } });
    const header = await waitFor(() => r.getByTestId('streak-header'));
    expect(header.dataset.value).toBe('300');
    expect(header.textContent).toBe("Streak: 300 days · today's puzzle still to playas the NYT counts it, read on 2 Dec 2026");
    fireEvent.click(r.getByTestId('your-games-mode'));
    await waitFor(() => r.getByTestId('nyt-figures'));
    const value = (id: string) => r.getByTestId(id).dataset.value;
    expect([value('games-streak'), value('games-streak-best'), value('games-kept')]).toEqual(['300', '301', '3']);
    expect([value('nyt-played'), value('nyt-win'), value('nyt-current'), value('nyt-max')]).toEqual(['412', '98', '300', '301']);
    expect(r.getByTestId('nyt-figures').textContent).toContain("The NYT's statistics, read on 2 Dec 2026");
    expect(r.getByTestId('nyt-guesses').textContent).toBe('Won in 1 to 6 guesses: 1 · 20 · 100 · 150 · 100 · 33');
    expect(r.queryByTestId('nyt-unread')).toBeNull();
  });

  it('never read: the kept games count, and the header says so', async () => {
    const r = await render(threeDays);
    const header = await waitFor(() => r.getByTestId('streak-header'));
    expect(header.dataset.value).toBe('3');
    expect(r.getByTestId('streak-from').textContent).toBe('counted from the games kept in this browser');
    fireEvent.click(r.getByTestId('your-games-mode'));
    await waitFor(() => r.getByTestId('games-streak'));
    expect(r.queryByTestId('nyt-figures')).toBeNull();
  });

  it('a frozen legacy read says frozen; a dialog that could not be read says so with why', async () => {
    const legacy = { ...read, source: 'legacy', readOn: '2026-12-02', through: '2026-12-02' };
    const r = await render({ ...threeDays, [NYT_STATS_KEY]: { reads: [legacy], unread: { on: '2026-12-03', reason: 'the guess distribution of the statistics dialog could not be read' } } });
    await waitFor(() => expect(r.getByTestId('streak-from').textContent).toBe('as the NYT counted it, frozen on 2 Dec 2026'));
    fireEvent.click(r.getByTestId('your-games-mode'));
    await waitFor(() => r.getByTestId('nyt-unread'));
    expect(r.getByTestId('nyt-figures').dataset.source).toBe('legacy');
    expect(r.getByTestId('nyt-unread').textContent).toBe("The NYT's statistics shown on 3 Dec 2026 could not be read (the guess distribution of the statistics dialog could not be read): no figure was taken from them.");
  });
});
