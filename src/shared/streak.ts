// The player's streak as the NYT counts it: daily puzzles won on consecutive days. An archive
// puzzle (played on another day than its own) never counts; a day whose daily game was lost, or a
// day with no game, ends it. Today not played yet leaves yesterday's streak running: it ends only
// when today ends unplayed. Pure, from the kept games and the NYT's own figures as last read
// (nyt-stats.ts), so the header, Your games, the reminder and the midnight line all show one figure.
// A day counts its one daily result (one-a-day.ts), however many ways it came.
import { dateOfDay, dayNumber, isDate } from '../core/dates';
import type { GameRecord } from './games';
import { countedGames } from './one-a-day';
import { isNytStats, isUnreadReason, latestRead, type NytStats, type NytStatsRecord } from './nyt-stats';
import { isBool, isIntIn, isNullable, isObject, isShaped, oneOfEvery } from './shapes';

/** The streak counted from the kept games alone. */
interface KeptStreak {
  /** Daily puzzles won in a row up to today (or yesterday, today not played yet); 0 when none runs. */
  current: number;
  /** The longest such run ever kept. */
  best: number;
  /** Today's daily puzzle: won, lost, or not played yet in the kept games. */
  today: 'won' | 'lost' | 'open';
}

/** What the streak reads of a kept game. */
export type Counted = Pick<GameRecord, 'date' | 'player' | 'marks' | 'won' | 'archive' | 'from'>;

/**
 * Where the streak shown comes from: the NYT's current streak as read on `readOn` (frozen: the
 * legacy entry's figures, frozen that day), carried on by the kept games since; or the kept games
 * alone, where no read of the NYT's figures reaches today.
 */
type StreakFrom = { kind: 'nyt'; readOn: string; frozen: boolean } | { kind: 'kept' };

/** The streak every panel, the reminder and the midnight line speak of. */
export interface Streak extends KeptStreak {
  from: StreakFrom;
  /** The NYT's figures as last read (the read counted from, else the latest), for Your games. */
  nyt: NytStats | null;
  /** The last statistics dialog that could not be read: its day and why. */
  nytUnread: { on: string; reason: string } | null;
}

/** Per day, whether a daily game of it was won (two player keys may hold one day); days after `end` left out. */
function dailyDays(games: readonly Counted[], end: number): Map<number, boolean> {
  const days = new Map<number, boolean>();
  for (const g of countedGames(games)) {
    if (g.archive === true) continue;
    const day = dayNumber(g.date);
    if (day > end) continue; // a day after the player's today: a clock that was ahead, not a streak
    days.set(day, (days.get(day) ?? false) || g.won);
  }
  return days;
}

/** A run of daily puzzles won on consecutive days: its first and last day (YYYY-MM-DD) and its length. */
export interface StreakRun {
  start: string;
  end: string;
  days: number;
  /** The run is the current streak: it still goes on (won today, or yesterday with today to play). */
  going: boolean;
}

/** Every run of won days in `days` (from dailyDays), oldest first: the streak's one counting rule. */
function runsOf(days: ReadonlyMap<number, boolean>): { first: number; last: number }[] {
  const runs: { first: number; last: number }[] = [];
  let open: { first: number; last: number } | null = null;
  for (const day of [...days.keys()].sort((a, b) => a - b)) {
    if (!days.get(day)) open = null;
    else if (open && day === open.last + 1) open.last = day;
    else runs.push((open = { first: day, last: day }));
  }
  return runs;
}

/**
 * Every streak the kept games hold up to the player's `today`, counted as the streak is (daily
 * puzzles won on consecutive days, archive games never), oldest first: Your record's longest streaks.
 */
export function streakRuns(games: readonly Counted[], today: string): StreakRun[] {
  const days = dailyDays(games, dayNumber(today));
  const runs = runsOf(days);
  const going = goingRun(days, runs, dayNumber(today));
  return runs.map((r) => ({ start: dateOfDay(r.first), end: dateOfDay(r.last), days: r.last - r.first + 1, going: r === going }));
}

/**
 * The run that is the current streak on day `end`, if one is: the run that ends on the last day
 * played counts if that day is today, or yesterday with today open; a run followed by a lost day
 * has ended.
 */
function goingRun(days: ReadonlyMap<number, boolean>, runs: readonly { first: number; last: number }[], end: number): { first: number; last: number } | null {
  const lastRun = runs.at(-1);
  const todayWon = days.get(end);
  const lastDay = Math.max(...days.keys());
  const ending = lastRun && lastRun.last === lastDay ? lastRun : null;
  if (ending === null) return null;
  return (todayWon === true ? ending.last === end : todayWon === undefined && ending.last === end - 1) ? ending : null;
}

/** The streak of `games` on the player's `today` (YYYY-MM-DD, local), from them alone. */
export function streakOf(games: readonly Counted[], today: string): KeptStreak {
  const end = dayNumber(today);
  const days = dailyDays(games, end);
  const runs = runsOf(days);
  const best = Math.max(0, ...runs.map((r) => r.last - r.first + 1));
  const todayWon = days.get(end);
  const state = todayWon === undefined ? 'open' : todayWon ? 'won' : 'lost';
  const going = goingRun(days, runs, end);
  return { current: going ? going.last - going.first + 1 : 0, best, today: state };
}

/**
 * The NYT's current streak `read` carried from its last day to `today` by the kept daily games as
 * the NYT counts: a won day adds one, a lost day or a day with no game ends it (null: the read no
 * longer speaks for today), today not played yet leaves it running.
 */
function carried(read: NytStats, days: ReadonlyMap<number, boolean>, end: number): number | null {
  let run = read.current;
  for (let day = dayNumber(read.through) + 1; day <= end; day++) {
    const won = days.get(day);
    if (won === undefined && day === end) break;
    if (won !== true) return null;
    run++;
  }
  return run;
}

/**
 * The player's streak on `today`: the NYT's as last read and carried on by the kept games, where a
 * read reaches today unbroken; else the kept games' own count. Either way it says which.
 */
export function playerStreak(games: readonly Counted[], nyt: NytStatsRecord, today: string): Streak {
  const own = streakOf(games, today);
  const end = dayNumber(today);
  const read = latestRead(nyt.reads.filter((r) => dayNumber(r.through) <= end));
  const run = read ? carried(read, dailyDays(games, end), end) : null;
  const shown = read ?? latestRead(nyt.reads);
  if (read === null || run === null) return { ...own, from: { kind: 'kept' }, nyt: shown, nytUnread: nyt.unread };
  return {
    current: run,
    best: Math.max(own.best, read.max, run),
    today: own.today,
    from: { kind: 'nyt', readOn: read.readOn, frozen: read.source === 'legacy' },
    nyt: read,
    nytUnread: nyt.unread,
  };
}

const MAX_DAYS = 1_000_000;
const isFrom = (v: unknown): v is StreakFrom => isObject(v) && (v.kind === 'kept' ? Object.keys(v).length === 1 : v.kind === 'nyt' && isDate(v.readOn) && isBool(v.frozen));

/** The streak's figures as the background counts them for the panels. */
export const isStreak = isShaped<Streak>({
  current: isIntIn(0, MAX_DAYS),
  best: isIntIn(0, MAX_DAYS),
  today: oneOfEvery<Streak['today']>({ won: true, lost: true, open: true }),
  from: isFrom,
  nyt: isNullable(isNytStats),
  nytUnread: isNullable((v) => isObject(v) && isDate(v.on) && isUnreadReason(v.reason)),
});
