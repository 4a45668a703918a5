// The figures of "Your record" (components/YourRecord.tsx), the view of years of kept games: by
// month, by year beside the NYT's distribution, by opener, hard against normal, and the longest
// streaks. Pure, one function per figure, each over the games every figure counts (one-a-day.ts
// countedGames, as games-stats.ts counts Your games' own figures), so a game counts once here and
// there.
import { guessesOf, type GameRecord } from '../shared/games';
import { luckKindOf } from '../shared/luck';
import type { NytStats } from '../shared/nyt-stats';
import { countedGames } from '../shared/one-a-day';
import { streakRuns, type StreakRun } from '../shared/streak';
import { COLUMNS } from './games-stats';

/** One line of a table of the record: a month, an opener, a mode. */
export interface RecordRow {
  games: number;
  won: number;
  /** Guesses the won games took, on average (a day won elsewhere in guesses not said left out); null with none. */
  guessesToWin: number | null;
  /** Average skill (0-100) over the analysed games; null with none. */
  skill: number | null;
  /** The analysed games their review calls luckier than expected, and less lucky (luckKindOf of GameRecord.luck). */
  lucky: number;
  unlucky: number;
  /** The games with an analysis: skill and luck are theirs alone. */
  analysed: number;
}

/** The share (0-1) of the row's analysed games luckier than expected; null with none analysed. */
export const luckyShare = (r: Pick<RecordRow, 'lucky' | 'analysed'>): number | null => (r.analysed ? r.lucky / r.analysed : null);

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

/** The row of `games` (already counted: countedGames). */
function rowOf(games: readonly GameRecord[]): RecordRow {
  const analysed = games.filter((g) => g.skill !== undefined);
  const wonIn = games.filter((g) => g.won).map(guessesOf).filter((n) => n !== null);
  const luck = analysed.map((g) => luckKindOf(g.luck!));
  return {
    games: games.length,
    won: games.filter((g) => g.won).length,
    guessesToWin: mean(wonIn),
    skill: mean(analysed.map((g) => g.skill!)),
    lucky: luck.filter((k) => k === 'lucky').length,
    unlucky: luck.filter((k) => k === 'unlucky').length,
    analysed: analysed.length,
  };
}

/** The counted games grouped by `key`, in the order each key first appears. */
function groups(kept: readonly GameRecord[], key: (g: GameRecord) => string | null): Map<string, GameRecord[]> {
  const out = new Map<string, GameRecord[]>();
  for (const g of countedGames(kept)) {
    const k = key(g);
    if (k === null) continue;
    const list = out.get(k);
    if (list) list.push(g);
    else out.set(k, [g]);
  }
  return out;
}

/** Skill and luck by month of the puzzle's date ('YYYY-MM'), newest first. */
export function byMonth(kept: readonly GameRecord[]): ({ month: string } & RecordRow)[] {
  return [...groups(kept, (g) => g.date.slice(0, 7))].map(([month, games]) => ({ month, ...rowOf(games) })).sort((a, b) => (a.month < b.month ? 1 : -1));
}

/** Games by guesses: index 0 = won in 1 … 5 = won in 6, 6 = lost (games-stats.ts COLUMNS). */
export interface YearRow {
  year: string;
  games: number;
  columns: number[];
  /** Days won elsewhere in guesses not said: in `games`, in no column. */
  unsaid: number;
}

/** The guesses-to-win distribution by year of the puzzle's date, newest first. */
export function byYear(kept: readonly GameRecord[]): YearRow[] {
  return [...groups(kept, (g) => g.date.slice(0, 4))]
    .map(([year, games]) => {
      const columns = new Array<number>(COLUMNS).fill(0);
      let unsaid = 0;
      for (const g of games) {
        const n = guessesOf(g);
        if (n === null) unsaid++;
        else columns[n - 1]++;
      }
      return { year, games: games.length, columns, unsaid };
    })
    .sort((a, b) => (a.year < b.year ? 1 : -1));
}

/** The NYT's distribution as read (its six rows of wins, and the games it counts lost), in the year rows' columns. */
export function nytColumns(nyt: Pick<NytStats, 'played' | 'guesses'>): number[] {
  const wins = nyt.guesses.reduce((a, b) => a + b, 0);
  return [...nyt.guesses, nyt.played - wins];
}

/** Each first word with how it did, most played first (ties: the better win rate, then A-Z); the top `top`, and what is left. */
export function byOpener(kept: readonly GameRecord[], top: number): { openers: ({ word: string } & RecordRow)[]; more: { openers: number; games: number }; withoutWords: number } {
  const rows = [...groups(kept, (g) => (g.words === '' ? null : g.words.slice(0, 5)))]
    .map(([word, games]) => ({ word, ...rowOf(games) }))
    .sort((a, b) => b.games - a.games || b.won / b.games - a.won / a.games || (a.word < b.word ? -1 : 1));
  const rest = rows.slice(top);
  const withWords = rows.reduce((a, r) => a + r.games, 0);
  return { openers: rows.slice(0, top), more: { openers: rest.length, games: rest.reduce((a, r) => a + r.games, 0) }, withoutWords: countedGames(kept).length - withWords };
}

/** Hard mode against normal mode. */
export function byMode(kept: readonly GameRecord[]): { hard: RecordRow; normal: RecordRow } {
  const counted = countedGames(kept);
  return { hard: rowOf(counted.filter((g) => g.hard)), normal: rowOf(counted.filter((g) => !g.hard)) };
}

/**
 * The `top` longest streaks up to the player's `today`, counted as the streak is (shared/streak.ts:
 * daily puzzles won on consecutive days, archive games never); the longest first, the latest of equals.
 */
export function longestStreaks(kept: readonly GameRecord[], today: string, top: number): StreakRun[] {
  return streakRuns(kept, today)
    .reverse()
    .sort((a, b) => b.days - a.days)
    .slice(0, top);
}
