// Every game a signed-in player played on the NYT, as the NYT's own site answers for it (with the
// player's consent, content/nyt-history.ts asks it from the page's origin): the puzzles of a date
// range, then each puzzle's saved state and the player's statistics. Every response is untrusted:
// checked here field by field, with a size limit, before anything of it is kept.
//
// The captures these shapes follow (docs/board-reading.md, "Your games from the NYT"):
// - `/svc/games/v1/archive/wordle/<start>/<end>` (no cookie, at most 31 days a request): a JSON
//   array of `{id, print_date, solution?, days_since_launch?, editor?}` (lukwam/nytgames
//   src/nytgames/client.py `archive`, ARCHIVE_DAYS = 31; models.py ArchivePuzzle;
//   tests/test_client.py test_archive_keeps_game_specific_fields, 2026).
// - `/svc/games/state/wordleV2/latests?puzzle_ids=<id,id,…>` (the sign-in cookie; 403 without):
//   `{user_id, states: [{game, game_data: {boardState, currentRowIndex, hardMode, isPlayingArchive,
//   status}, print_date, puzzle_id, timestamp, user_id}], player: {stats: {wordle: {legacyStats,
//   calculatedStats, totalStats}}}}` (lukwam/nytgames models.py WordlePuzzlesList, WordleStats;
//   jeffhandley/wordlestats src/Stats/loadWordleStats.js, 2025-06, and
//   getStatsText_20240504_1814.js, which read `states[0].game_data` and
//   `player.stats.wordle.legacyStats`; HansBakN/Wordle.TrackerSupreme
//   src/Wordle.TrackerSupreme.Extension/extraction.js: 25 ids a request, 250 ms apart, 403 = not
//   signed in).
import { dateOfDay, dayNumber, isDate } from '../core/dates';
import type { NytStats } from './nyt-stats';
import { disagreement } from './nyt-stats';
import type { SavedGame } from './saved-games';
import { isObject, isPlayer } from './shapes';

/** Why a run stopped when the NYT said the player is not signed in (a 401 or 403); other reasons are plain words. */
export const SIGNED_OUT = 'signed-out';
/** The first puzzle's day: nothing before it is asked. */
export const FIRST_PUZZLE_DAY = '2021-06-19';
/** Days one archive request may span (lukwam/nytgames ARCHIVE_DAYS). */
const ARCHIVE_DAYS = 31;
/** Puzzle ids one state request names (HansBakN extraction.js; lukwam notes a 400 past 30). */
export const STATES_BATCH = 25;
/** The pause between two requests (HansBakN extraction.js). */
export const PAUSE_MS = 250;
/** A month of puzzles is a few kilobytes; anything much larger is not an answer to that request. */
export const MAX_ARCHIVE_BYTES = 64_000;
/** 25 states and the player's statistics are some 15 KB. */
export const MAX_STATES_BYTES = 256_000;

/** One puzzle of the archive: its id (the state service's puzzle id) and its day. */
export interface ArchiveDay {
  id: number;
  date: string;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const json = (text: string, max: number, what: string): Parsed<unknown> => {
  if (text.length > max) return { ok: false, error: `${what}: ${text.length} bytes, more than an answer holds` };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, error: `${what}: not JSON` };
  }
};

/** The end of the window of at most ARCHIVE_DAYS beginning at `from`, not past `until`. */
export const windowEnd = (from: string, until: string): string => {
  const end = dateOfDay(dayNumber(from) + ARCHIVE_DAYS - 1);
  return end < until ? end : until;
};

/**
 * The archive's answer for `from`..`to`: the puzzles of those days only (one per day, ids positive
 * integers). A body that is not that list is an error; an entry of another day is left out.
 */
export function parseArchive(text: string, from: string, to: string): Parsed<ArchiveDay[]> {
  const j = json(text, MAX_ARCHIVE_BYTES, `the puzzles of ${from} to ${to}`);
  if (!j.ok) return j;
  if (!Array.isArray(j.value)) return { ok: false, error: `the puzzles of ${from} to ${to}: not a list` };
  const byDate = new Map<string, number>();
  for (const p of j.value) {
    if (!isObject(p) || !isDate(p.print_date) || p.print_date < from || p.print_date > to) continue;
    const id = typeof p.id === 'string' && /^\d{1,9}$/.test(p.id) ? Number(p.id) : p.id;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 1e9) continue;
    byDate.set(p.print_date, id);
  }
  return { ok: true, value: [...byDate].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([date, id]) => ({ id, date })) };
}

/** What one state request brings: the player's games and statistics, and how many states could not be read. */
export interface StatesAnswer {
  /** The NYT user id (the page's `games-state-wordleV2/<user id>` key). */
  player: string;
  /** The finished and unfinished games of the days asked, as the page's saved games are (saved-games.ts). */
  games: SavedGame[];
  /** States that were not a game of a day asked: left out. */
  unread: number;
  /** The statistics the NYT shows (legacyStats: see statsOf), or null when absent or inconsistent. */
  figures: Pick<NytStats, 'played' | 'winPct' | 'current' | 'max' | 'guesses'> | null;
}

const STATUS: Record<string, SavedGame['status']> = { WIN: 'won', FAIL: 'lost', IN_PROGRESS: 'playing' };

/** The words of a boardState: five letters a-z each, then only empty rows. */
function wordsOf(board: unknown): string[] | null {
  if (!Array.isArray(board) || board.length > 6) return null;
  const words: string[] = [];
  let ended = false;
  for (const w of board) {
    if (typeof w !== 'string' || !/^([a-z]{5})?$/.test(w)) return null;
    if (w === '') ended = true;
    else if (ended) return null;
    else words.push(w);
  }
  return words;
}

function gameOf(s: unknown, player: string, asked: ReadonlyMap<number, string>): SavedGame | null {
  if (!isObject(s) || !isObject(s.game_data)) return null;
  if (s.game !== undefined && s.game !== 'wordleV2') return null;
  const id = typeof s.puzzle_id === 'string' && /^\d{1,9}$/.test(s.puzzle_id) ? Number(s.puzzle_id) : s.puzzle_id;
  const date = typeof id === 'number' ? asked.get(id) : undefined;
  // The state of a puzzle not asked for, or of another day than its puzzle's: not this answer's.
  if (date === undefined || s.print_date !== date) return null;
  if (s.user_id !== undefined && String(s.user_id) !== player) return null;
  const d = s.game_data;
  const words = wordsOf(d.boardState);
  const status = typeof d.status === 'string' ? STATUS[d.status] : undefined;
  if (words === null || status === undefined || typeof d.hardMode !== 'boolean') return null;
  if (d.isPlayingArchive !== undefined && typeof d.isPlayingArchive !== 'boolean') return null;
  if (status === 'won' ? words.length === 0 : status === 'lost' && words.length !== 6) return null;
  return { player, date, words, status, hardMode: d.hardMode, ...(d.isPlayingArchive === true ? { archive: true as const } : {}) };
}

const count = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 1_000_000 ? v : null);

/**
 * The statistics of the NYT's own dialog, from `legacyStats`: the one set with every figure the
 * dialog shows (played, won, the current and max streak of daily games, wins by guesses; lukwam
 * models.py WordleLegacyStats, the set jeffhandley's stats line reads). `calculatedStats` has only
 * the two streaks, and `totalStats` counts archive games too; the sets can disagree (lukwam
 * test_player_stats: legacy current 72, calculated 3), so they are not mixed. Null when absent or
 * when its figures disagree with each other.
 */
function statsOf(root: Record<string, unknown>): StatesAnswer['figures'] {
  const wordle = isObject(root.player) && isObject(root.player.stats) && isObject(root.player.stats.wordle) ? root.player.stats.wordle : null;
  const l = wordle && isObject(wordle.legacyStats) ? wordle.legacyStats : null;
  if (!l || !isObject(l.guesses)) return null;
  const played = count(l.gamesPlayed);
  const won = count(l.gamesWon);
  const current = count(l.currentStreak);
  const max = count(l.maxStreak);
  const g = l.guesses;
  const guesses = [1, 2, 3, 4, 5, 6].map((n) => count(g[String(n)]));
  if (played === null || won === null || current === null || max === null || guesses.some((n) => n === null)) return null;
  const sum = (guesses as number[]).reduce((a, b) => a + b, 0);
  if (sum !== won) return null;
  const figures = { played, winPct: played === 0 ? 0 : Math.round((100 * won) / played), current, max, guesses: guesses as number[] };
  return disagreement(figures) === null ? figures : null;
}

/**
 * The state service's answer for the puzzles `asked` (id → day). A body that is not the service's
 * object, or names no player, is an error and nothing of it is kept; a state that is not a game of
 * a day asked is left out and counted.
 */
export function parseStates(text: string, asked: ReadonlyMap<number, string>): Parsed<StatesAnswer> {
  const j = json(text, MAX_STATES_BYTES, 'the saved games');
  if (!j.ok) return j;
  const root = j.value;
  if (!isObject(root) || !Array.isArray(root.states)) return { ok: false, error: 'the saved games: not the game service’s answer' };
  const player = typeof root.user_id === 'number' || typeof root.user_id === 'string' ? String(root.user_id) : '';
  if (!isPlayer(player) || player === 'ANON') return { ok: false, error: 'the saved games: no player named' };
  const games: SavedGame[] = [];
  let unread = 0;
  for (const s of root.states.slice(0, asked.size)) {
    const g = gameOf(s, player, asked);
    if (g) games.push(g);
    else unread++;
  }
  unread += Math.max(0, root.states.length - asked.size);
  return { ok: true, value: { player, games, unread, figures: statsOf(root) } };
}

// ---- The record of the bringing-in, kept by the background (GameRepository, storage.local) ----

export const HISTORY_KEY = 'nyt-history';

type HistoryState = 'running' | 'stopped' | 'done' | 'failed';

/** One run: the days from `from` to `until`, asked oldest first. */
export interface HistoryRun {
  state: HistoryState;
  from: string;
  until: string;
  /** Games kept so far in this run. */
  games: number;
  /** States that could not be read, left out. */
  unread: number;
  /** Why it stopped: the NYT said no (sign in), a failure, the player cancelled. */
  error: string | null;
}

export interface HistoryRecord {
  /** Every day up to this one was asked and brought in (over all runs); null before the first. */
  through: string | null;
  run: HistoryRun | null;
}

const EMPTY_HISTORY: HistoryRecord = { through: null, run: null };
const STATES: readonly HistoryState[] = ['running', 'stopped', 'done', 'failed'];
const isCount = (v: unknown): v is number => count(v) !== null;

/** A stored (or sent) record, checked field by field; anything bent reads as none. */
export function parseHistory(v: unknown): HistoryRecord {
  if (!isObject(v)) return EMPTY_HISTORY;
  const through = isDate(v.through) ? v.through : null;
  const r = v.run;
  const run =
    isObject(r) && STATES.includes(r.state as HistoryState) && isDate(r.from) && isDate(r.until) && r.from <= r.until && isCount(r.games) && isCount(r.unread) && (r.error === null || (typeof r.error === 'string' && r.error.length <= 300))
      ? { state: r.state as HistoryState, from: r.from, until: r.until, games: r.games, unread: r.unread, error: r.error as string | null }
      : null;
  return { through, run };
}

/** Whether `v` is a record exactly as parseHistory would give it back (what crosses to the panel). */
export const isHistory = (v: unknown): v is HistoryRecord => isObject(v) && JSON.stringify(parseHistory(v)) === JSON.stringify({ through: v.through, run: v.run });

/** The share of a run done when every day through `through` is (0..1). */
export function runProgress(run: HistoryRun, through: string | null): number {
  if (run.state === 'done') return 1;
  if (through === null || through < run.from) return 0;
  const all = dayNumber(run.until) - dayNumber(run.from) + 1;
  return Math.min(1, (dayNumber(through) - dayNumber(run.from) + 1) / all);
}
