// The player's streak as the NYT counts it: daily puzzles won on consecutive days. An archive
// puzzle (played on another day than its own) never counts; a day whose daily game was lost, or a
// day with no game, ends it. Today not played yet leaves yesterday's streak running: it ends only
// when today ends unplayed. Pure, from the kept games, so the header, Your games and the reminder
// all show one figure. A day counts its one daily result (one-a-day.ts), however many ways it came.
import { dayNumber } from '../core/dates';
import type { GameRecord } from './games';
import { countedGames } from './one-a-day';

export interface Streak {
  /** Daily puzzles won in a row up to today (or yesterday, today not played yet); 0 when none runs. */
  current: number;
  /** The longest such run ever kept. */
  best: number;
  /** Today's daily puzzle: won, lost, or not played yet in the kept games. */
  today: 'won' | 'lost' | 'open';
}

/** What the streak reads of a kept game. */
export type Counted = Pick<GameRecord, 'date' | 'player' | 'marks' | 'won' | 'archive' | 'from'>;

/** The streak of `games` on the player's `today` (YYYY-MM-DD, local). */
export function streakOf(games: readonly Counted[], today: string): Streak {
  const end = dayNumber(today);
  // Per day: its daily result won or lost.
  const days = new Map<number, boolean>();
  for (const g of countedGames(games)) {
    if (g.archive === true) continue;
    const day = dayNumber(g.date);
    if (day > end) continue; // a day after the player's today: a clock that was ahead, not a streak
    days.set(day, g.won);
  }
  let best = 0;
  let run = 0;
  let last = Number.NaN;
  for (const day of [...days.keys()].sort((a, b) => a - b)) {
    const won = days.get(day)!;
    run = won ? (day === last + 1 ? run + 1 : 1) : 0;
    last = won ? day : Number.NaN;
    best = Math.max(best, run);
  }
  const todayWon = days.get(end);
  const state = todayWon === undefined ? 'open' : todayWon ? 'won' : 'lost';
  // The run that ends on the last day counts if that day is today, or yesterday with today open.
  const alive = state === 'won' ? last === end : state === 'open' && last === end - 1;
  return { current: alive ? run : 0, best, today: state };
}
