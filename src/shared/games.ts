// Every finished game the player keeps: one compact record per game in storage.local,
// one key per game (`game/<date>/<player>`), so the background recording a game and the panel
// importing or deleting never overwrite each other's writes, and the same game (same puzzle day,
// same player) is never kept twice. Storage is untrusted: every record is checked field by field
// on every read (parseGame), as the tab records are (background/tab-store.ts); a record that
// fails is skipped, counted and left where it is, and nothing else is lost.
import type { Board, ModelName } from '../core/types';
import { dayNumber, isDate } from '../core/dates';
import { ALL_GREEN, MARK_CODE, marksCode, marksOfCode, patternToMarks } from '../core/pattern';
import { isBool, isFiniteIn, isIntIn, isModelName, isNullable, isOptional, isPlayer, oneOfEvery, parseShaped } from './shapes';

/** The record's schema version: a record of another version is not read as this one. */
export const GAME_SCHEMA = 1;
export const GAME_PREFIX = 'game/';
/** The most games one import may hold (about 50 years of daily games). */
export const MAX_IMPORTED_GAMES = 20_000;

/**
 * One finished game, compact: the words joined (5 letters each), the colours one letter per tile
 * (c green, p yellow, a grey), figures rounded to what the view shows.
 */
export interface GameRecord {
  v: typeof GAME_SCHEMA;
  /** The puzzle's day, YYYY-MM-DD (daily and archive games alike). */
  date: string;
  /** The page's player key (`ANON` signed out, else the NYT user id), as in games-state-wordleV2/<key>. */
  player: string;
  /** The guesses, joined: 5 to 30 letters; empty for a game brought in from a shared grid (colours only). */
  words: string;
  /** The colours of every tile, c/p/a; null when they cannot be known (a lost game kept from the page's saved state). */
  marks: string | null;
  won: boolean;
  hard: boolean;
  /** The answer model the analysis used. */
  model: ModelName;
  /** The post-game analysis: skill 0-100 (one decimal), luck (the summed surprise of its guesses in bits, above 0 luckier: luck.ts gameLuck), extra guesses over the best play. */
  skill?: number;
  luck?: number;
  extra?: number;
  /**
   * Guesses the solver took on the same answer, from the empty board, same mode and model (7 =
   * not solved in six): "the best play on the same answer". Absent when the answer is not known.
   */
  best?: number;
  /** Why there is no analysis: the answer is not known, or the analysis failed (its message). */
  noAnalysis?: 'answer-unknown' | 'failed';
  /** The hint ladder's step at each row ('1213'), or 'all' (help all at once); absent when not known (kept from the page). */
  hints?: string;
  /**
   * An archive puzzle, played on another day than its own: it counts in every figure but the
   * streak (the NYT's streak counts daily puzzles only). Absent for a daily game.
   */
  archive?: true;
  /**
   * 'played': seen on the board as it ended; 'saved': kept later from the page's saved games;
   * 'shared': brought in from the NYT's share text (its colours, no words, player SHARED_PLAYER, or
   * ARCHIVE_GRID_PLAYER when posted late);
   * 'elsewhere': the player said they played that day's puzzle elsewhere (won or lost, and in how
   * many guesses if they said: `guesses`; no words, no colours, player ELSEWHERE_PLAYER), kept by
   * the background alone (GameRepository.keepElsewhere) until a game of that day with its words comes.
   */
  from: 'played' | 'saved' | 'shared' | 'elsewhere';
  /** A game played elsewhere and won: the guesses the player said it took (absent: not said). */
  guesses?: number;
}

/**
 * Whether a game ended (or its result was posted) on `day` was played from the archive: two days or
 * more after its puzzle's day, as time zones make one day either way ordinary. One rule for a game
 * seen played (game-rules.ts) and a pasted result (shared-grids.ts).
 */
export const isLate = (day: string, puzzleDay: string): boolean => dayNumber(day) - dayNumber(puzzleDay) >= 2;

/** The player key of a day's daily result brought in from a shared grid: one per day, whoever played it. */
export const SHARED_PLAYER = 'SHARED';
/**
 * The player key of a grid posted late (an archive game): its own key, so it and the day's daily
 * grid never take each other's place. An earlier version kept it under SHARED_PLAYER; such a
 * record is still read, and moved here when its day's daily grid comes (GameRepository).
 */
export const ARCHIVE_GRID_PLAYER = 'SHARED-ARCHIVE';
/** The player key of the days the player said they played elsewhere: one per day. */
export const ELSEWHERE_PLAYER = 'ELSEWHERE';

export const gameKey = (g: Pick<GameRecord, 'date' | 'player'>) => `${GAME_PREFIX}${g.date}/${g.player}`;

const matches = (re: RegExp) => (v: unknown) => typeof v === 'string' && re.test(v);

/** Each field on its own (in the order a record is written); how the fields agree is checked below. */
const parseFields = parseShaped<GameRecord>({
  v: (x) => x === GAME_SCHEMA,
  date: isDate,
  player: isPlayer,
  words: matches(/^([a-z]{5}){0,6}$/),
  marks: isNullable(matches(new RegExp(`^${MARK_CODE}+$`))),
  won: isBool,
  hard: isBool,
  model: isModelName,
  from: oneOfEvery<GameRecord['from']>({ played: true, saved: true, shared: true, elsewhere: true }),
  skill: isOptional(isFiniteIn(0, 100)),
  luck: isOptional(isFiniteIn(-100, 100)),
  extra: isOptional(isFiniteIn(0, 100)),
  best: isOptional(isIntIn(1, 7)),
  noAnalysis: isOptional(oneOfEvery<NonNullable<GameRecord['noAnalysis']>>({ 'answer-unknown': true, failed: true })),
  hints: isOptional(matches(/^([1-4]{1,6}|all)$/)),
  archive: isOptional((x) => x === true),
  guesses: isOptional(isIntIn(1, 6)),
});

const WON_ROW = marksCode(patternToMarks(ALL_GREEN));

/** Whether the record's fields agree with each other. */
function consistent(g: GameRecord): boolean {
  // A day played elsewhere is the player's word only: no board, nothing to analyse, a daily game.
  if (g.from === 'elsewhere') return isElsewhere(g);
  if (g.guesses !== undefined) return false;
  // A shared grid's game has its colours and nothing that needs its words: no analysis, no hint steps.
  const shared = g.from === 'shared';
  if (shared !== (g.words === '') || (shared && (g.marks === null || !isGridPlayer(g) || g.skill !== undefined || g.best !== undefined || g.hints !== undefined || g.noAnalysis !== 'answer-unknown'))) return false;
  const rows = rowsOf(g);
  if (rows < 1 || rows > 6 || !Number.isInteger(rows)) return false;
  if (!shared && g.marks !== null && g.marks.length !== g.words.length) return false;
  // A won game ends on its answer: all green, in at most six rows; a lost game took all six.
  if (g.marks === null ? g.won : g.won !== g.marks.endsWith(WON_ROW)) return false;
  if (!g.won && rows !== 6) return false;
  // The analysis's three figures come together or not at all.
  const figures = [g.skill, g.luck, g.extra].filter((x) => x !== undefined).length;
  if (figures !== 0 && figures !== 3) return false;
  return g.hints === undefined || g.hints === 'all' || g.hints.length === rows;
}

/** A grid's player key: the daily grid's, or an archive grid's (under either key, see ARCHIVE_GRID_PLAYER). */
const isGridPlayer = (g: GameRecord) => g.player === SHARED_PLAYER || (g.player === ARCHIVE_GRID_PLAYER && g.archive === true);

/** The player key a grid is kept under now: an archive grid's own, the daily grid's. */
export const gridPlayerOf = (g: Pick<GameRecord, 'archive'>) => (g.archive === true ? ARCHIVE_GRID_PLAYER : SHARED_PLAYER);

function isElsewhere(g: GameRecord): boolean {
  const nothingElse = [g.skill, g.luck, g.extra, g.best, g.hints, g.archive].every((x) => x === undefined);
  return nothingElse && g.words === '' && g.marks === null && g.player === ELSEWHERE_PLAYER && g.noAnalysis === 'answer-unknown' && (g.won || g.guesses === undefined);
}

/** A stored or imported value → a valid record, or null. Every field is checked; unknown fields are dropped. */
export function parseGame(v: unknown): GameRecord | null {
  const g = parseFields(v);
  return g && consistent(g) ? g : null;
}

type Rows = Pick<GameRecord, 'words' | 'marks'> & Partial<Pick<GameRecord, 'guesses' | 'won'>>;

/** Rows the game took (a shared grid's from its colours, a day played elsewhere as the player said: 6 lost, 0 not said). */
export const rowsOf = (g: Rows) => (g.words !== '' ? g.words.length / 5 : g.marks !== null ? g.marks.length / 5 : (g.guesses ?? (g.won === false ? 6 : 0)));

/** Guesses the game took, a lost game counted as 7 (as the benchmarks count it); null for a day won elsewhere in guesses not said. */
export const guessesOf = (g: Rows & Pick<GameRecord, 'won'>): number | null => (g.won ? rowsOf(g) || null : 7);

/** The game's board, when its colours are known. */
export function boardOf(g: Pick<GameRecord, 'words' | 'marks'>): Board | null {
  if (g.marks === null || g.words === '') return null;
  const board: Board = [];
  for (let i = 0; i < g.words.length; i += 5) board.push({ guess: g.words.slice(i, i + 5), marks: marksOfCode(g.marks.slice(i, i + 5)) ?? [] });
  return board;
}

export const marksOf = (board: Board) => board.map((r) => marksCode(r.marks)).join('');

/** The answer, where the game shows it: a won game's last word. */
export const answerOf = (g: Pick<GameRecord, 'words' | 'won'>) => (g.won && g.words !== '' ? g.words.slice(-5) : null);

/** Whether the record still waits for its analysis (the background runs it, again after a restart). */
export const awaitsAnalysis = (g: GameRecord) => g.marks !== null && g.skill === undefined && g.noAnalysis === undefined;

/** Rounds to what the view shows, so a record stays small. */
export const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;
