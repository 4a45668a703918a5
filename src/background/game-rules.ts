// The rules of a kept game (shared/games.ts), pure: which reading shows a finished game, whose it
// is, the record a game seen played or found in the page's saved games becomes, the record an
// analysis completes, and what identifies a game across the page's player keys.
import { patternToMarks, scoreWords } from '../core/pattern';
import type { Board, ModelName } from '../core/types';
import type { JobOutcome } from '../shared/jobs';
import { ELSEWHERE_PLAYER, GAME_SCHEMA, isLate, marksOf, parseGame, round, type GameRecord } from '../shared/games';
import { isDaily, isRepost, rankOf } from '../shared/one-a-day';
import { extraGuesses, gameLuck } from '../shared/luck';
import type { PageReading } from '../shared/page';
import type { SavedGame } from '../shared/saved-games';
import { wordlePage } from '../shared/wordle-url';

/** What identifies a finished game and what it was: the puzzle day, the player, the board. */
export interface FinishedGame {
  date: string;
  player: string;
  board: Board;
  won: boolean;
  hard: boolean;
  /** Played at an archive address, or its saved state says so: not a streak day. */
  archive: boolean;
}

/** The player when the page does not say (signed out: the page's own key for it). */
const ANON = 'ANON';

/**
 * One game whatever key it was kept under: its day and its words. A game seen played while
 * signed out (ANON) and the same game in the signed-in player's saved games are one game.
 */
export const identityOf = (g: { date: string; words: string | readonly string[] }) => `${g.date}|${typeof g.words === 'string' ? g.words : g.words.join('')}`;

/**
 * What a result arriving on its day does to the day's kept results `day` (one-a-day.ts): whether it
 * is kept, and which of them it puts out. A daily result is kept unless a better one of its day is
 * (by rank: two games with their words are two players' games, both kept), and puts out the
 * lesser ones and the late grids that were it posted again; an archive grid is kept unless it is
 * the daily result posted again or an archive game with its words is kept, which puts it out.
 * Which of two results of one kind and key stays is the caller's: an import never replaces, the
 * player's word does.
 */
export function arrival(g: GameRecord, day: readonly GameRecord[]): { keep: boolean; putsOut: GameRecord[] } {
  const others = day.filter((k) => k.date === g.date && k !== g);
  if (isDaily(g)) {
    if (others.some((k) => isDaily(k) && rankOf(k) > rankOf(g))) return { keep: false, putsOut: [] };
    return { keep: true, putsOut: others.filter((k) => (isDaily(k) ? rankOf(k) < rankOf(g) : isRepost(k, g))) };
  }
  const archiveGrids = others.filter((k) => !isDaily(k) && k.from === 'shared');
  if (g.from !== 'shared') return { keep: true, putsOut: archiveGrids };
  return { keep: !others.some((k) => isRepost(g, k) || (!isDaily(k) && k.words !== '')), putsOut: [] };
}

/** Whether a game seen played may take the place of the kept game under its key: an archive game never replaces a daily one. */
export const mayReplace = (played: Pick<GameRecord, 'archive'>, kept: Pick<GameRecord, 'archive'>) => played.archive !== true || kept.archive === true;

/**
 * The kept games the page's saved games show to be archive games (`isPlayingArchive`), marked so:
 * games kept before the mark existed, or before the page's report said so.
 */
export function archivesToMark(kept: readonly GameRecord[], saved: readonly SavedGame[]): GameRecord[] {
  const archives = new Set(saved.filter((s) => s.archive === true).map(identityOf));
  return kept.filter((g) => g.archive !== true && g.words !== '' && archives.has(identityOf(g))).map((g) => ({ ...g, archive: true as const }));
}

/**
 * The finished game a reading shows, or null (still playing, not a board, a custom puzzle: only
 * daily and archive puzzles have a day). `today` is the puzzle day of the daily game.
 */
export function finishedGame(reading: PageReading, url: string | undefined, today: string, saved: readonly SavedGame[]): FinishedGame | null {
  if (reading.kind !== 'board' || reading.status === 'playing' || reading.rows.length === 0) return null;
  const page = wordlePage(url);
  if (page?.kind !== 'daily' && page?.kind !== 'archive') return null;
  // The reading's day (its saved game's printDate) where it says, else the address's.
  const date = reading.date ?? (page.kind === 'archive' ? page.date : today);
  const words = reading.rows.map((r) => r.guess);
  const player = playerOf(saved, date, words);
  // Ended two days or more after its puzzle's day (a tab left open), it was not that day's game either.
  const late = isLate(today, date);
  const archive = page.kind === 'archive' || late || saved.some((g) => g.archive === true && g.player === player && g.date === date && g.words.every((w, i) => words[i] === w));
  return { date, player, board: reading.rows, won: reading.status === 'won', hard: reading.hardMode === true, archive };
}

/**
 * Whose game it is: the player key of the page's saved game of that day whose words begin this
 * board's (its state is written as the rows settle, so it may lag a row), else ANON. Backfilled
 * games carry the same key, so a game seen played and found saved is kept once.
 */
function playerOf(saved: readonly SavedGame[], date: string, words: readonly string[]): string {
  const mine = saved.filter((g) => g.date === date && g.words.length > 0 && g.words.every((w, i) => words[i] === w));
  return mine.length > 0 && mine.every((g) => g.player === mine[0].player) ? mine[0].player : ANON;
}

/** The record of a game seen played as it ended, with the hint steps it took ('1213', or 'all'). */
export function playedRecord(f: FinishedGame, model: ModelName, hints: string): GameRecord {
  return { v: GAME_SCHEMA, date: f.date, player: f.player, words: f.board.map((r) => r.guess).join(''), marks: marksOf(f.board), won: f.won, hard: f.hard, model, hints, ...(f.archive ? { archive: true as const } : {}), from: 'played' };
}

/**
 * A finished game of the page's saved games (or of the NYT's game service, nyt-history.ts) as a
 * kept game (or null: still going, or not a game the page could have ended). A WIN state's colours
 * follow from its last word, the answer; a lost game's only from its day's answer where it is known
 * (`answerOf`: the past answers fetched or learned), else it is kept without them and without an
 * analysis, and says so (the page keeps no colours and no answer).
 */
export function savedRecord(g: SavedGame, model: ModelName, answerOf: (date: string) => string | undefined = () => undefined): GameRecord | null {
  const won = g.status === 'won';
  if (!won && g.status !== 'lost') return null;
  if (won ? g.words.length === 0 : g.words.length !== 6) return null;
  const answer = won ? g.words[g.words.length - 1] : answerOf(g.date);
  // A known answer the lost game played would have been a win: it is not that day's answer.
  const known = answer !== undefined && (won || !g.words.includes(answer)) ? answer : undefined;
  return parseGame({
    v: GAME_SCHEMA,
    date: g.date,
    player: g.player,
    words: g.words.join(''),
    marks: known !== undefined ? marksOf(g.words.map((w) => ({ guess: w, marks: patternToMarks(scoreWords(w, known)) }))) : null,
    won,
    hard: g.hardMode,
    model,
    from: 'saved',
    ...(g.archive ? { archive: true } : {}),
    ...(known !== undefined ? {} : { noAnalysis: 'answer-unknown' as const }),
  });
}

/** What the player says of a day played elsewhere: won (in `guesses`, if they say) or lost. */
export interface PlayedElsewhere {
  date: string;
  won: boolean;
  guesses: number | null;
}

/** The record of a day played elsewhere: a daily game of that day with no words (shared/games.ts). */
export function elsewhereRecord(p: PlayedElsewhere, model: ModelName): GameRecord {
  const guesses = p.won && p.guesses !== null ? { guesses: p.guesses } : {};
  return { v: GAME_SCHEMA, date: p.date, player: ELSEWHERE_PLAYER, words: '', marks: null, won: p.won, hard: false, model, noAnalysis: 'answer-unknown', ...guesses, from: 'elsewhere' };
}

/** The record completed by its analysis (figures rounded as shown) and, where run, the best play. */
export function analysedRecord(g: GameRecord, o: Extract<JobOutcome, { kind: 'analyse' }>['result'], best: Extract<JobOutcome, { kind: 'play' }>['result'] | null): GameRecord {
  if (!o.ok) return { ...g, noAnalysis: 'failed' };
  const next: GameRecord = { ...g, skill: round(o.value.skill, 1), luck: round(gameLuck(o.value).bits, 2), extra: round(extraGuesses(o.value), 2) };
  return best?.ok ? { ...next, best: best.value } : next;
}
