// The word a player opens with day after day, from their kept games: the board the panel works
// out ahead each day (the answers to its every colouring), so the second row's answer is there
// when the first row settles.
import type { GameRecord } from './games';

/** The kept games looked at: the latest, so a player who changed opener is followed within weeks. */
const RECENT_GAMES = 30;
/** An opener played fewer times than this among them is not "usual": nothing is worked out for it. */
const AT_LEAST = 3;

/**
 * The first word the player played most in their latest kept games (archive puzzles too; games
 * brought in from a shared grid have no words), at least three times; on a tie the one played
 * last. Null when no word is played that often.
 */
export function usualOpener(games: readonly Pick<GameRecord, 'date' | 'words'>[]): string | null {
  const recent = games
    .filter((g) => g.words.length >= 5)
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
    .slice(0, RECENT_GAMES);
  const counts = new Map<string, number>();
  for (const g of recent) counts.set(g.words.slice(0, 5), (counts.get(g.words.slice(0, 5)) ?? 0) + 1);
  let best: string | null = null;
  // `recent` is latest first, and Map keeps first insertion order: a tie goes to the one played last.
  for (const [word, n] of counts) if (n >= AT_LEAST && (best === null || n > counts.get(best)!)) best = word;
  return best;
}
