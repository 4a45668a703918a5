// One result a day. A puzzle day may reach the kept games many ways (seen played, found in the
// page's saved games, a pasted share text, an imported file, the player's word that they played it
// elsewhere), in any order; its daily result is the best of them: the game with its words over its
// grid over the player's word. An archive result (played or posted late) is another game and
// never takes or keeps out the daily one, but a grid posted late with the daily result's colours
// is that result posted again, not a second game. The writer (GameRepository, through
// game-rules.ts arrival) keeps only what these rules count; every figure counts through
// countedGames, so records an earlier version kept beside each other count once too.
import type { GameRecord } from './games';

type Ranked = Pick<GameRecord, 'date' | 'player' | 'marks' | 'won' | 'archive' | 'from'>;

const RANK: Record<GameRecord['from'], number> = { played: 3, saved: 3, shared: 2, elsewhere: 1 };

/** How a daily result stands against another of its day: its words 3, its grid 2, the player's word 1. */
export const rankOf = (g: Pick<GameRecord, 'from'>) => RANK[g.from];

export const isDaily = (g: Pick<GameRecord, 'archive'>) => g.archive !== true;

/**
 * Whether the archive grid `late` is the daily result `daily` posted again: the same colours (a
 * lost game kept from the page has none: then both lost). The player's word has no colours, so
 * nothing is a repost of it.
 */
export function isRepost(late: Ranked, daily: Ranked): boolean {
  if (late.from !== 'shared' || isDaily(late) || !isDaily(daily) || daily.from === 'elsewhere' || late.date !== daily.date) return false;
  return daily.marks === null ? !late.won && !daily.won : late.marks === daily.marks;
}

/** Whether daily result `a` counts before `b` of the same day: higher rank, then won, then the lower player key (two NYT accounts). */
function countsBefore(a: Ranked, b: Ranked): boolean {
  if (rankOf(a) !== rankOf(b)) return rankOf(a) > rankOf(b);
  if (a.won !== b.won) return a.won;
  return a.player < b.player;
}

/**
 * The games every figure counts (the streak, played, won, the averages): each day's one daily
 * result (countsBefore), and every archive game but a repost of its day's daily result. In the
 * order given; the same set whatever that order.
 */
export function countedGames<T extends Ranked>(games: readonly T[]): T[] {
  const daily = new Map<string, T>();
  for (const g of games) {
    if (!isDaily(g)) continue;
    const best = daily.get(g.date);
    if (!best || countsBefore(g, best)) daily.set(g.date, g);
  }
  return games.filter((g) => {
    const best = daily.get(g.date);
    return isDaily(g) ? best === g : !(best && isRepost(g, best));
  });
}
