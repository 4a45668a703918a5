// The panel inside the page runs in the page's own renderer process: it must hold no more of the
// kept games than it shows. The header's streak comes as its figures, counted by the background
// (panel:streak, StreakSource): the games themselves are asked for only while Your games shows them.
import { fireEvent, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { storedGames } from '../../src/panel/mock-games';
import { marksOf, type GameRecord } from '../../src/shared/games';
import { boardFor } from '../../src/panel/mock-scenarios';
import { renderPanel } from './render-panel';

const won = boardFor(['crane', 'spilt', 'stove']);
const g = (date: string): GameRecord => ({
  v: 1, date, player: 'ANON', words: 'cranespiltstove', marks: marksOf(won), won: true, hard: false, model: 'nyt', skill: 90, luck: 0.5, extra: 0.2, best: 3, hints: 'all', from: 'played',
});

describe('the streak without the games', () => {
  it('shows the header streak from its figures, follows a game kept, and loads the games only while Your games shows', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-03T09:00:00'));
    try {
      const r = await renderPanel({ games: storedGames([g('2026-11-30'), g('2026-12-01'), g('2026-12-02')]) });
      const loadGames = vi.spyOn(r.connector, 'loadGames');
      const loadStreak = vi.spyOn(r.connector, 'loadStreak');
      const header = await waitFor(() => r.getByTestId('streak-header'));
      expect([header.dataset.value, header.dataset.today]).toEqual(['3', 'open']);
      // Today's game kept (here by an import, as a paste would): the figures follow, still no games.
      await r.connector.importGames([g('2026-12-03')]);
      await waitFor(() => expect(r.getByTestId('streak-header').dataset.today).toBe('won'));
      expect(r.getByTestId('streak-header').dataset.value).toBe('4');
      expect(loadGames).not.toHaveBeenCalled();
      expect(loadStreak).toHaveBeenCalledWith('2026-12-03');
      // Your games shows the games: now they are asked for, and its figures are the same.
      fireEvent.click(r.getByTestId('your-games-mode'));
      await waitFor(() => r.getByTestId('games-streak'));
      expect(loadGames).toHaveBeenCalled();
      expect(r.getByTestId('games-streak').dataset.value).toBe('4');
    } finally {
      vi.useRealTimers();
    }
  });
});
