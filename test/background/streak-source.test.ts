// The streak's figures for the panels, counted by the background: the kept games are read once for
// every panel that asks (the panels reconnecting to a new service worker cost one read, not one
// each), again after they change, and a failed read is not kept.
import { describe, expect, it, vi } from 'vitest';
import { StreakSource } from '../../src/background/streak-source';
import type { NytStats } from '../../src/shared/nyt-stats';

const day = (date: string, won = true) => ({ date, player: 'ANON', marks: null, won, from: 'played' as const });
const noReads = async () => ({ reads: [], unread: null });
const kept = { from: { kind: 'kept' }, nyt: null, nytUnread: null };

describe('StreakSource', () => {
  it('counts the streak with streakOf, reading the games once for many asks, and again after they change', async () => {
    let games = [day('2026-12-01'), day('2026-12-02')];
    const read = vi.fn(async () => games);
    const source = new StreakSource(read, noReads);
    const asks = await Promise.all([1, 2, 3, 4].map(() => source.streakOn('2026-12-03')));
    expect(asks).toEqual(Array(4).fill({ current: 2, best: 2, today: 'open', ...kept }));
    expect(read).toHaveBeenCalledTimes(1);
    // Another day, the same games: no read.
    expect(await source.streakOn('2026-12-04')).toEqual({ current: 0, best: 2, today: 'open', ...kept });
    expect(read).toHaveBeenCalledTimes(1);
    games = [...games, day('2026-12-03')];
    source.changed();
    expect(await source.streakOn('2026-12-03')).toEqual({ current: 3, best: 3, today: 'won', ...kept });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('a read that failed is asked again, not kept', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('storage failed')).mockResolvedValue([day('2026-12-03', false)]);
    const source = new StreakSource(read, noReads);
    await expect(source.streakOn('2026-12-03')).rejects.toThrow('storage failed');
    expect(await source.streakOn('2026-12-03')).toEqual({ current: 0, best: 0, today: 'lost', ...kept });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("counts from the NYT's figure as last read, and reads the figures again after they change", async () => {
    const read: NytStats = { player: 'u1', source: 'dialog', readOn: '2026-12-02', through: '2026-12-02', played: 412, winPct: 98, current: 300, max: 301, guesses: [1, 20, 100, 150, 100, 33] };
    let reads: NytStats[] = [];
    const nyt = vi.fn(async () => ({ reads, unread: null }));
    const source = new StreakSource(async () => [day('2026-12-01'), day('2026-12-02')], nyt);
    expect(await source.streakOn('2026-12-03')).toMatchObject({ current: 2, from: { kind: 'kept' } });
    reads = [read];
    source.changed();
    expect(await source.streakOn('2026-12-03')).toMatchObject({ current: 300, best: 301, today: 'open', from: { kind: 'nyt', readOn: '2026-12-02', frozen: false }, nyt: read });
    expect(nyt).toHaveBeenCalledTimes(2);
  });
});
