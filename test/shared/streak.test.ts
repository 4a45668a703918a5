// The streak as the NYT counts it, from the kept games: daily puzzles won on consecutive days.
import { afterEach, describe, expect, it, test } from 'vitest';
import { dateOfDay, dayNumber, localDate } from '../../src/core/dates';
import { playerStreak, streakOf, streakRuns } from '../../src/shared/streak';
import type { NytStats } from '../../src/shared/nyt-stats';

const day = (date: string, offset: number) => dateOfDay(dayNumber(date) + offset);
const TODAY = '2026-12-03';
type Counted = Parameters<typeof streakOf>[0][number];
/** A game seen played (its colours beside the point here). */
const game = (date: string, won: boolean, over: Partial<Counted> = {}): Counted => ({ date, won, player: 'ANON', marks: null, from: 'played', ...over });
/** Daily games won on each of the `n` days ending `offset` days before TODAY. */
const wonRun = (n: number, offset = 0) => Array.from({ length: n }, (_, i) => game(day(TODAY, -offset - i), true));

describe('streakRuns', () => {
  it('is every run of won daily days with its dates, by the rule streakOf counts (its best is their longest)', () => {
    const games = [...wonRun(3), game(day(TODAY, -3), false), ...wonRun(2, 4), ...wonRun(4, 6)];
    const runs = streakRuns(games, TODAY);
    expect(runs).toEqual([
      { start: day(TODAY, -9), end: day(TODAY, -4), days: 6, going: false },
      { start: day(TODAY, -2), end: TODAY, days: 3, going: true },
    ]);
    expect(streakOf(games, TODAY).best).toBe(Math.max(...runs.map((r) => r.days)));
  });

  it('marks the run still going exactly where streakOf counts a current streak', () => {
    const cases = [
      wonRun(3), // won today
      wonRun(4, 1), // won yesterday, today to play
      [...wonRun(4, 1), game(TODAY, false)], // lost today
      wonRun(4, 2), // a day missed
      [game(day(TODAY, -1), false), ...wonRun(2, 2)], // lost yesterday
    ];
    const going = cases.map((games) => streakRuns(games, TODAY).filter((r) => r.going));
    expect(going.map((g) => g.map((r) => r.days))).toEqual([[3], [4], [], [], []]);
    for (const games of cases) expect(streakRuns(games, TODAY).find((r) => r.going)?.days ?? 0).toBe(streakOf(games, TODAY).current);
  });

  it('leaves out archive games, days after today, and gives nothing for no game or only losses', () => {
    expect(streakRuns([], TODAY)).toEqual([]);
    expect(streakRuns([game(TODAY, false), game(day(TODAY, -1), false)], TODAY)).toEqual([]);
    // An archive win fills no gap: the two daily wins around it stay two runs of one day.
    const gap = [game(day(TODAY, -2), true), game(day(TODAY, -1), true, { archive: true }), game(TODAY, true), game(day(TODAY, 1), true)];
    expect(streakRuns(gap, TODAY).map((r) => r.days)).toEqual([1, 1]);
  });
});

describe('streakOf', () => {
  it('counts nothing without games', () => {
    expect(streakOf([], TODAY)).toEqual({ current: 0, best: 0, today: 'open' });
  });

  it('counts daily puzzles won on consecutive days up to today', () => {
    expect(streakOf(wonRun(5), TODAY)).toEqual({ current: 5, best: 5, today: 'won' });
  });

  it("keeps yesterday's streak running while today's puzzle is not played yet", () => {
    expect(streakOf(wonRun(4, 1), TODAY)).toEqual({ current: 4, best: 4, today: 'open' });
  });

  it('a missed day ends it: a run ending two days ago is over', () => {
    expect(streakOf(wonRun(4, 2), TODAY)).toEqual({ current: 0, best: 4, today: 'open' });
    // A day missed inside: the run after it starts again.
    const games = [...wonRun(2), ...wonRun(3, 3)];
    expect(streakOf(games, TODAY)).toEqual({ current: 2, best: 3, today: 'won' });
  });

  it("a loss ends it, today's loss included", () => {
    const games = [...wonRun(2), game(day(TODAY, -2), false), ...wonRun(5, 3)];
    expect(streakOf(games, TODAY)).toEqual({ current: 2, best: 5, today: 'won' });
    expect(streakOf([game(TODAY, false), ...wonRun(3, 1)], TODAY)).toEqual({ current: 0, best: 3, today: 'lost' });
  });

  it('an archive puzzle never counts: it neither fills a missed day nor makes today won', () => {
    const gap = [...wonRun(2, 1), game(day(TODAY, -3), true, { archive: true }), ...wonRun(3, 4)];
    expect(streakOf(gap, TODAY)).toEqual({ current: 2, best: 3, today: 'open' });
    const archiveToday = [game(TODAY, true, { archive: true }), ...wonRun(2, 1)];
    expect(streakOf(archiveToday, TODAY)).toMatchObject({ current: 2, today: 'open' });
    // An archive game lost on a streak day takes nothing away either.
    expect(streakOf([...wonRun(3), game(day(TODAY, -1), false, { archive: true })], TODAY).current).toBe(3);
  });

  it('a day two player keys both hold counts once, won if either won', () => {
    const games = [...wonRun(3), game(day(TODAY, -1), false, { player: '12345' })];
    expect(streakOf(games, TODAY)).toEqual({ current: 3, best: 3, today: 'won' });
  });

  it("a day after the player's today (a clock that was ahead) is not counted", () => {
    expect(streakOf([...wonRun(2, 1), game(day(TODAY, 1), true)], TODAY)).toEqual({ current: 2, best: 2, today: 'open' });
  });
});

describe('the streak on the player\'s own calendar, in any time zone', () => {
  const tz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = tz;
  });

  // One instant: 2026-12-03 11:30 UTC is still 12-02 at UTC-12 and already 12-04 at UTC+14.
  const instant = new Date(Date.UTC(2026, 11, 3, 11, 30));
  const games = wonRun(3, 1).map((g) => ({ ...g, date: day(g.date, 0) })); // won 11-30, 12-01, 12-02

  it.each([
    ['Etc/GMT+12', '2026-12-02', { current: 3, today: 'won' }],
    ['UTC', '2026-12-03', { current: 3, today: 'open' }],
    ['Pacific/Kiritimati', '2026-12-04', { current: 0, today: 'open' }],
  ] as const)('in %s (today %s)', (zone, today, expected) => {
    process.env.TZ = zone;
    expect(localDate(instant)).toBe(today);
    expect(streakOf(games, localDate(instant))).toMatchObject(expected);
  });
});

describe('playerStreak: the NYT figure as last read, carried on by the kept games', () => {
  const read = (over: Partial<NytStats> = {}): NytStats => ({ player: 'u1', source: 'dialog', readOn: day(TODAY, -1), through: day(TODAY, -1), played: 412, winPct: 98, current: 300, max: 301, guesses: [1, 20, 100, 150, 100, 33], ...over });
  const record = (...reads: NytStats[]) => ({ reads, unread: null });

  test('three won days kept and the dialog saying 300: the header says 300, as the NYT counts it', () => {
    const s = playerStreak(wonRun(3, 1), record(read()), TODAY);
    expect(s).toMatchObject({ current: 300, best: 301, today: 'open', from: { kind: 'nyt', readOn: day(TODAY, -1), frozen: false } });
    expect(s.nyt?.played).toBe(412);
  });

  test('never read: the kept games count, and say so', () => {
    expect(playerStreak(wonRun(3, 1), record(), TODAY)).toEqual({ current: 3, best: 3, today: 'open', from: { kind: 'kept' }, nyt: null, nytUnread: null });
  });

  test('a win since the read adds a day; today won adds today', () => {
    const old = read({ readOn: day(TODAY, -3), through: day(TODAY, -3) });
    expect(playerStreak(wonRun(2, 1), record(old), TODAY)).toMatchObject({ current: 302, best: 302, from: { kind: 'nyt', readOn: day(TODAY, -3) } });
    expect(playerStreak(wonRun(3), record(old), TODAY)).toMatchObject({ current: 303, today: 'won' });
    // Read after today's game (through today): today is in the figure already.
    expect(playerStreak(wonRun(3), record(read({ readOn: TODAY, through: TODAY })), TODAY)).toMatchObject({ current: 300, today: 'won' });
  });

  test('a missed day, a loss or a lost today ends it: the kept games count from there', () => {
    const old = read({ readOn: day(TODAY, -4), through: day(TODAY, -4) });
    // Day -3 missing (never played, nor kept).
    expect(playerStreak(wonRun(2, 1), record(old), TODAY)).toMatchObject({ current: 2, from: { kind: 'kept' }, nyt: old });
    const lost = [game(day(TODAY, -3), false), ...wonRun(2, 1)];
    expect(playerStreak(lost, record(old), TODAY)).toMatchObject({ current: 2, from: { kind: 'kept' } });
    expect(playerStreak([game(TODAY, false)], record(read()), TODAY)).toMatchObject({ current: 0, today: 'lost', from: { kind: 'kept' } });
  });

  test('an archive game never counts as a day', () => {
    const old = read({ readOn: day(TODAY, -2), through: day(TODAY, -2) });
    expect(playerStreak([game(day(TODAY, -1), true, { archive: true })], record(old), TODAY)).toMatchObject({ current: 0, from: { kind: 'kept' } });
    expect(playerStreak([game(day(TODAY, -1), true), game(day(TODAY, -1), true, { archive: true })], record(old), TODAY)).toMatchObject({ current: 301 });
  });

  test("a read of a later day than today (a clock that was ahead) is not counted from; the latest read is", () => {
    const ahead = read({ readOn: day(TODAY, 1), through: day(TODAY, 1), current: 500, max: 500, guesses: [0, 20, 100, 180, 150, 50], played: 500, winPct: 100 });
    expect(playerStreak(wonRun(3, 1), record(ahead), TODAY)).toMatchObject({ current: 3, from: { kind: 'kept' } });
    const legacy = read({ source: 'legacy', readOn: day(TODAY, -1), through: day(TODAY, -1), current: 10, max: 10 });
    expect(playerStreak(wonRun(3, 1), record(legacy, read({ readOn: day(TODAY, -2), through: day(TODAY, -2), current: 299 })), TODAY)).toMatchObject({ current: 10, from: { kind: 'nyt', frozen: true } });
    expect(playerStreak(wonRun(3, 1), record(legacy, read()), TODAY)).toMatchObject({ current: 300, from: { kind: 'nyt', frozen: false } });
  });
});
