// The streak's figures for the panels, counted by the background: the kept games are read once for
// every panel that asks (the panels reconnecting to a new service worker cost one read, not one
// each), again after they change, and a failed read is not kept.
import { describe, expect, it, vi } from 'vitest';
import { StreakSource } from '../../src/background/streak-source';

const day = (date: string, won = true) => ({ date, player: 'ANON', marks: null, won, from: 'played' as const });

describe('StreakSource', () => {
  it('counts the streak with streakOf, reading the games once for many asks, and again after they change', async () => {
    let games = [day('2026-12-01'), day('2026-12-02')];
    const read = vi.fn(async () => games);
    const source = new StreakSource(read);
    const asks = await Promise.all([1, 2, 3, 4].map(() => source.streakOn('2026-12-03')));
    expect(asks).toEqual(Array(4).fill({ current: 2, best: 2, today: 'open' }));
    expect(read).toHaveBeenCalledTimes(1);
    // Another day, the same games: no read.
    expect(await source.streakOn('2026-12-04')).toEqual({ current: 0, best: 2, today: 'open' });
    expect(read).toHaveBeenCalledTimes(1);
    games = [...games, day('2026-12-03')];
    source.changed();
    expect(await source.streakOn('2026-12-03')).toEqual({ current: 3, best: 3, today: 'won' });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('a read that failed is asked again, not kept', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('storage failed')).mockResolvedValue([day('2026-12-03', false)]);
    const source = new StreakSource(read);
    await expect(source.streakOn('2026-12-03')).rejects.toThrow('storage failed');
    expect(await source.streakOn('2026-12-03')).toEqual({ current: 0, best: 0, today: 'lost' });
    expect(read).toHaveBeenCalledTimes(2);
  });
});
