// The game's own saved state, matched to the board on screen. The page keeps one localStorage key
// per player (`games-state-wordleV2/<user id>`, `/ANON` signed out; a stale ANON entry may stay
// beside a signed-in player's), each holding several states (today's game, archive games, older
// days). Only the state whose words are the board's settled words says this game's hard mode and
// result; any other would be a guess (selectors.ts STORAGE cites the captures).
//
// Storage is untrusted input: every field is checked, oversized or broken entries are skipped,
// and the work per read is bounded (a page may fill its storage with anything). Every key is
// looked at however many the page holds: a cap on keys would let other keys hide the player's.
import { isDate } from '../core/dates';
import type { GameStatus, HardModeSource } from '../shared/page';
import { isSavedGame, MAX_SAVED_GAMES, type SavedGame } from '../shared/saved-games';
import { isObject } from '../shared/shapes';
import { STORAGE } from './selectors';

/** The part of Storage we read; a plain Map-backed object works in tests. */
export interface StorageLike {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
}

export interface SavedState {
  key: string;
  /** The words played, in order (the leading non-empty entries of boardState). */
  words: string[];
  hardMode: boolean;
  status: GameStatus | null;
  printDate: string | null;
  /** An archive puzzle (`isPlayingArchive`): played on another day than its own, so no streak day. */
  archive: boolean;
}

export interface SavedMatch {
  hardMode: boolean | null;
  status: GameStatus | null;
  from: HardModeSource;
  /** The matched state's puzzle day (a game begun before midnight keeps its day), if it says. */
  printDate: string | null;
}

/** What the board shows: its settled words and the day of the puzzle (YYYY-MM-DD), if known. */
export interface GameOnScreen {
  words: string[];
  date: string | null;
}

const MAX_STATES = 400;
const MAX_CHARS = 1_000_000;
const STATUS: Record<string, GameStatus> = { IN_PROGRESS: 'playing', WIN: 'won', FAIL: 'lost' };

function parseState(key: string, raw: unknown): SavedState | null {
  if (!isObject(raw) || !isObject(raw.data)) return null;
  const { boardState, hardMode, status } = raw.data;
  if (!Array.isArray(boardState) || boardState.length > 6 || typeof hardMode !== 'boolean') return null;
  const words: string[] = [];
  let ended = false;
  for (const w of boardState) {
    if (typeof w !== 'string' || !/^([a-z]{5})?$/.test(w)) return null;
    if (w === '') ended = true;
    else if (ended) return null; // a word after an empty row: not a board the game writes
    else words.push(w);
  }
  const printDate = isDate(raw.printDate) ? raw.printDate : null;
  return { key, words, hardMode, status: typeof status === 'string' ? (STATUS[status] ?? null) : null, printDate, archive: raw.data.isPlayingArchive === true };
}

/**
 * Parsed states by key, reused while the stored text is unchanged (reads happen on every board
 * change). Only the keys seen by the last read are kept, so keys the page removes do not pile up.
 */
let cache = new Map<string, { text: string; states: SavedState[] }>();

/**
 * Every state under every games-state-wordleV2/* key; broken entries are skipped. The work is
 * bounded per key (1 MB, 400 states) and over all keys by the origin's localStorage quota (a few
 * megabytes); a key whose text is unchanged since the last read costs one comparison.
 */
export function readSavedStates(storage: StorageLike): SavedState[] {
  const out: SavedState[] = [];
  const seen = new Map<string, { text: string; states: SavedState[] }>();
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key === null || !key.startsWith(STORAGE.statePrefix)) continue;
    const text = storage.getItem(key);
    if (text === null || text.length > MAX_CHARS) continue;
    const hit = cache.get(key);
    const entry = hit && hit.text === text ? hit : { text, states: parseStates(key, text) };
    seen.set(key, entry);
    out.push(...entry.states);
  }
  cache = seen;
  return out;
}

function parseStates(key: string, text: string): SavedState[] {
  try {
    const parsed: unknown = JSON.parse(text);
    const list = isObject(parsed) && Array.isArray(parsed.states) ? parsed.states.slice(0, MAX_STATES) : [];
    return list.map((s: unknown) => parseState(key, s)).filter((s: SavedState | null): s is SavedState => s !== null);
  } catch {
    return [];
  }
}

/**
 * Every saved state as a game for the background (shared/saved-games.ts): the player from the key,
 * the day from printDate (a state without one says no day and is left out), at most MAX_SAVED_GAMES.
 */
export function savedGamesOf(states: readonly SavedState[]): SavedGame[] {
  const out: SavedGame[] = [];
  for (const s of states) {
    const game: Partial<SavedGame> = { player: s.key.slice(STORAGE.statePrefix.length), date: s.printDate ?? undefined, words: s.words, status: s.status, hardMode: s.hardMode, ...(s.archive ? { archive: true } : {}) };
    if (isSavedGame(game)) out.push(game);
    if (out.length >= MAX_SAVED_GAMES) break;
  }
  return out;
}

const sameStart = (a: string[], b: string[]) => b.every((w, i) => a[i] === w);

/**
 * The saved state of the game on screen. A state matches when its words are the board's settled
 * words (or those plus the one row being revealed: storage is written before the flip ends). A
 * new game (no settled words) matches only a state of the puzzle's day. Several matches narrow to
 * the puzzle's day; if they still disagree on hard mode, the answer is "unknown", never a guess.
 */
export function matchSavedGame(states: SavedState[], game: GameOnScreen): SavedMatch {
  const n = game.words.length;
  let found = states.filter((s) => (s.words.length === n || s.words.length === n + 1) && sameStart(s.words, game.words));
  if (n === 0) found = found.filter((s) => game.date !== null && s.printDate === game.date);
  if (found.length > 1 && game.date !== null) {
    const sameDay = found.filter((s) => s.printDate === game.date);
    if (sameDay.length > 0) found = sameDay;
  }
  if (found.length > 1) {
    const exact = found.filter((s) => s.words.length === n);
    if (exact.length > 0) found = exact;
  }
  if (found.length === 0) return { hardMode: null, status: null, from: 'no-saved-game', printDate: null };
  const agree = found.every((s) => s.hardMode === found[0].hardMode && s.status === found[0].status);
  const oneDay = found.every((s) => s.printDate === found[0].printDate) ? found[0].printDate : null;
  if (!agree) return { hardMode: null, status: null, from: 'several-saved-games', printDate: oneDay };
  // A state one word ahead (mid-reveal) says nothing yet about the result on screen.
  const status = found[0].words.length === n ? found[0].status : null;
  return { hardMode: found[0].hardMode, status, from: 'saved-game', printDate: oneDay };
}

/** Today's date where the player is (the NYT puzzle day follows local time), YYYY-MM-DD. */
export { localDate } from '../core/dates';
