// Reading and writing the kept games (games.ts) in a storage area: storage.local in the
// extension (the background's GameRepository alone: the panels ask it, panel:games), a Map in the
// mock connector and the tests. One key per game: writes of different games never meet (which
// game a day keeps, and that an import never replaces one, is GameRepository's).
import { gameKey, GAME_PREFIX, parseGame, type GameRecord } from './games';
import { PAST_KEY, parsePast } from './past-answers';
import { NYT_STATS_KEY } from './nyt-stats';
import { HISTORY_KEY } from './nyt-history';
import { isIntIn, isListOf, isShaped, MAX_LEARNED } from './shapes';

/** The part of a browser storage area used here (webextension-polyfill's StorageArea fits). */
export interface Area {
  get(keys: null | string | string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string | string[]): Promise<void>;
}

export interface KeptGames {
  /** Every readable game, oldest first (by puzzle day). */
  games: GameRecord[];
  /** Stored games that failed their check: left in storage untouched, counted so the view can say so. */
  unreadable: number;
  /** The past answers fetched from nytimes.com kept beside the games (shared/past-answers.ts): Delete all deletes them too. */
  pastAnswers: number;
}

/** The most kept games one answer to a panel carries: five imports' worth (MAX_IMPORTED_GAMES), 270 years of daily games. */
const MAX_KEPT_GAMES = 100_000;

/** The kept games as the background sends them to a panel (panel:games): every game and figure checked. */
export const isKeptGames = isShaped<KeptGames>({
  games: isListOf(MAX_KEPT_GAMES, (g) => parseGame(g) !== null),
  unreadable: isIntIn(0, Number.MAX_SAFE_INTEGER),
  pastAnswers: isIntIn(0, MAX_LEARNED),
});

/** Whether a storage.local key holds what "Your games" shows: a kept game, the fetched past answers, the NYT's statistics read. */
export const isKeptGamesKey = (key: string) => key.startsWith(GAME_PREFIX) || key === PAST_KEY || key === NYT_STATS_KEY || key === HISTORY_KEY;

/** Every kept game, each checked; one that fails is skipped, nothing else is lost. */
export async function readGames(area: Area): Promise<KeptGames> {
  const all = await area.get(null);
  const games: GameRecord[] = [];
  let unreadable = 0;
  for (const [key, value] of Object.entries(all)) {
    if (!key.startsWith(GAME_PREFIX)) continue;
    const g = parseGame(value);
    // A record under another game's key is as broken as a malformed one.
    if (g && gameKey(g) === key) games.push(g);
    else unreadable++;
  }
  games.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.player < b.player ? -1 : 1));
  return { games, unreadable, pastAnswers: parsePast(all[PAST_KEY]).answers.length };
}

export async function readGame(area: Area, key: string): Promise<GameRecord | null> {
  const got = await area.get(key);
  const g = parseGame(got[key]);
  return g && gameKey(g) === key ? g : null;
}

/** Stores (or updates) one game. */
export async function putGame(area: Area, g: GameRecord): Promise<void> {
  await area.set({ [gameKey(g)]: g });
}
