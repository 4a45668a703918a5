// The NYT's statistics as the page showed them, kept by the one owner of the player's records:
// figures that disagree are never kept (whoever sent them), a later read replaces an earlier one of
// the same player and source, a dialog that could not be read is noted, and Delete all deletes them.
import { describe, expect, it, vi } from 'vitest';
import { GameRepository } from '../../src/background/game-repository';
import { NYT_STATS_KEY, type NytStats } from '../../src/shared/nyt-stats';
import { memoryArea } from '../fakes';

// messages.ts loads the extension APIs; parsing uses none of them.
vi.mock('webextension-polyfill', () => ({ default: { runtime: { id: 'ours' } } }));
const { parseContentToBackground } = await import('../../src/shared/messages');

const read = (over: Partial<NytStats> = {}): NytStats => ({ player: '70512233', source: 'dialog', readOn: '2026-12-02', through: '2026-12-01', played: 412, winPct: 98, current: 300, max: 301, guesses: [1, 20, 100, 150, 100, 33], ...over });

describe('the NYT statistics kept', () => {
  it('keeps a read, replaces it with a later one of the same player and source, never with an earlier one', async () => {
    const games = new GameRepository(memoryArea());
    expect(await games.recordNytStats(read())).toBe(true);
    expect(await games.recordNytStats(read({ readOn: '2026-12-03', through: '2026-12-03', current: 301, played: 413, guesses: [1, 20, 100, 151, 100, 33] }))).toBe(true);
    expect(await games.recordNytStats(read({ readOn: '2026-12-01', through: '2026-11-30', current: 299 }))).toBe(false);
    const legacy = read({ source: 'legacy', readOn: '2025-06-30', through: '2025-06-30', current: 10, max: 10 });
    expect(await games.recordNytStats(legacy)).toBe(true);
    const { reads } = await games.nytStats();
    expect(reads.map((r) => [r.source, r.readOn, r.current])).toEqual([['legacy', '2025-06-30', 10], ['dialog', '2026-12-03', 301]]);
  });

  it('figures that disagree are never kept, and a message carrying them never parses', async () => {
    const area = memoryArea();
    const games = new GameRepository(area);
    const bad = [read({ current: 302 }), read({ winPct: 50 }), read({ played: 100 }), read({ guesses: [1, 2, 3] }), read({ through: '2026-12-05' }), read({ player: '../x' })];
    for (const b of bad) {
      expect(await games.recordNytStats(b)).toBe(false);
      expect(parseContentToBackground({ type: 'cs:nyt-stats', stats: b })).toBeNull();
    }
    expect(area.m.has(NYT_STATS_KEY)).toBe(false);
    expect(parseContentToBackground({ type: 'cs:nyt-stats', stats: { ...read(), extra: 'x' } })).toEqual({ type: 'cs:nyt-stats', stats: read() });
  });

  it('notes a dialog that could not be read, until one is read again; Delete all deletes the reads', async () => {
    const area = memoryArea();
    const games = new GameRepository(area);
    await games.recordNytStats(read());
    await games.recordNytStatsUnread('2026-12-03', 'the statistics dialog is shown but not all four figures were found');
    expect(await games.nytStats()).toMatchObject({ reads: [read()], unread: { on: '2026-12-03' } });
    await games.recordNytStats(read({ readOn: '2026-12-04', through: '2026-12-04' }));
    expect((await games.nytStats()).unread).toBeNull();
    await games.deleteAll();
    expect(area.m.has(NYT_STATS_KEY)).toBe(false);
    expect(await games.nytStats()).toEqual({ reads: [], unread: null });
  });

  it('a stored record bent by hand loses only its bad reads', async () => {
    const area = memoryArea();
    area.m.set(NYT_STATS_KEY, { reads: [read(), { ...read(), current: -1 }, 'x'], unread: { on: 'yesterday', reason: 'x' } });
    expect(await new GameRepository(area).nytStats()).toEqual({ reads: [read()], unread: null });
  });
});
