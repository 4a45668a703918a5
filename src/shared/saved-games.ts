// The page's saved games: every state the NYT page keeps in its localStorage
// (`games-state-wordleV2/<player>`, several states each: today's, archive puzzles, earlier days),
// reduced to what a game says, reported by the content script (`cs:saved-games`) and kept by the
// background in storage.local (saved-games-store.ts). Two readers: the history model learns the
// answers of the days the player won (the last word of a WIN state), and the game history reads
// the games themselves. Storage and messages are untrusted: every record is checked here.
import { isDate } from '../core/dates';
import type { DatedAnswer } from '../core/types';
import { isGameStatus, type GameStatus } from './page';
import { isBool, isListOf, isNullable, isOptional, isPlayer, isShaped, isWord } from './shapes';

/** One saved game. */
export interface SavedGame {
  /** The storage key's player part: the NYT user id of a signed-in player, or 'ANON'. */
  player: string;
  /** The puzzle's day (the state's printDate). */
  date: string;
  /** The words played, in order. */
  words: string[];
  /** playing / won / lost, or null where the state does not say. */
  status: GameStatus | null;
  hardMode: boolean;
  /** An archive puzzle (the state's `isPlayingArchive`); absent for a daily game and in older reports. */
  archive?: true;
}

/** At most this many games are reported or kept (over five years of daily games for one player). */
export const MAX_SAVED_GAMES = 2000;
export const isSavedGame = isShaped<SavedGame>({
  player: isPlayer,
  date: isDate,
  words: isListOf(6, isWord),
  status: isNullable(isGameStatus),
  hardMode: isBool,
  archive: isOptional((x) => x === true),
});

/** The valid games of an untrusted list (anything else dropped, at most MAX_SAVED_GAMES). */
export function validGames(v: unknown): SavedGame[] {
  if (!Array.isArray(v)) return [];
  return v.filter(isSavedGame).slice(0, MAX_SAVED_GAMES).map((g) => ({ player: g.player, date: g.date, words: [...g.words], status: g.status, hardMode: g.hardMode, ...(g.archive ? { archive: true as const } : {}) }));
}

const idOf = (g: SavedGame) => `${g.player}/${g.date}`;

/**
 * Games kept plus games reported: one per player and day, the reported one winning (the page
 * writes a game's state as it goes), newest days first, at most MAX_SAVED_GAMES. Nothing kept is
 * lost because the page forgot it: the page keeps only its latest states.
 */
export function mergeGames(kept: readonly SavedGame[], reported: readonly SavedGame[]): SavedGame[] {
  const byId = new Map<string, SavedGame>();
  for (const g of kept) byId.set(idOf(g), g);
  for (const g of reported) byId.set(idOf(g), g);
  return [...byId.values()].sort((a, b) => (a.date === b.date ? (a.player < b.player ? -1 : 1) : a.date < b.date ? 1 : -1)).slice(0, MAX_SAVED_GAMES);
}

/**
 * The answers the games reveal: a won game's last word is its day's answer (the winning row is all
 * green). A day two games disagree on is left out. Lost games are not used: the saved state holds
 * no answer (the page shows it only in a toast; no public capture shows it stored).
 */
export function learnedAnswers(games: readonly SavedGame[]): DatedAnswer[] {
  const byDate = new Map<string, string | null>();
  for (const g of games) {
    if (g.status !== 'won' || g.words.length === 0) continue;
    const word = g.words[g.words.length - 1];
    const had = byDate.get(g.date);
    byDate.set(g.date, had === undefined || had === word ? word : null);
  }
  return [...byDate]
    .filter((e): e is [string, string] => e[1] !== null)
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .map(([date, word]) => ({ date, word }));
}
