// Results brought in from the NYT's share text (share-text.ts writes it; the captures it cites show
// the form): "Wordle 1,562 5/6*" (puzzle number, guesses or X, * for hard mode), then one row of
// squares per guess, in any palette (🟩🟨⬛⬜, high contrast 🟧🟦). Players keep years of these in
// chats, so a paste may hold any number of blocks among other lines, and other people's results:
// each block is read with its sender and the day it was posted where the chat says
// (chat-lines.ts), the player says which senders are theirs, and only their blocks become kept
// games of their day, with colours and no words. A paste with chat lines whose senders could not be
// read is asked about too: its unnamed blocks are never taken as the player's without a tick. A block posted more than a day after its puzzle's
// day was played from the archive (no streak day). Each malformed block is reported by its line,
// nothing else lost; no text makes this throw.
import { dayNumber } from '../core/dates';
import { marksCode, parseMarks } from '../core/pattern';
import type { Mark, ModelName } from '../core/types';
import { chatReader, type ChatDate } from './chat-lines';
import { GAME_SCHEMA, gridPlayerOf, isLate, SHARED_PLAYER, type GameRecord } from './games';
import { isRepost } from './one-a-day';
import { puzzleDate, puzzleNumber } from './share-text';

/** The header anywhere in a line (chat apps put names and times before it); thousands grouped by , . or a space. */
const HEADER = /\bWordle\s+(\d{1,2}(?:[,.\u00a0\u202f ]?\d{3})*|\d+)\s+([1-6Xx])\/6(\*?)/u;
/**
 * A line of squares only (variation selectors and spaces allowed), and on a message's last line the
 * mark WhatsApp adds to an edited message, in the phone's language ("<This message was edited>":
 * kcalixto/wpp-summary helpers/remove_media_indicators.go strips it from message text). The iPhone
 * app writes a left-to-right mark (U+200E) before it, so bidi marks may come between the squares and
 * the mark.
 */
const SQUARES = /^[\s\ufe0f]*(?:[🟩🟨⬛⬜🟧🟦][\s\ufe0f]*)+(?:[\s\ufe0f\u200e\u200f]*<[^<>]{1,80}>\s*)?$/u;
const EDITED = /[\s\ufe0f\u200e\u200f]*<[^<>]*>/u;
/** How many blank lines may come between the header and the first row. */
const MAX_GAP = 2;

export interface GridProblem {
  /** 1-based line of the block's header in the pasted text. */
  line: number;
  /** 'future': a puzzle number after today's (or no puzzle at all). */
  reason: 'no-rows' | 'row-length' | 'row-count' | 'last-row' | 'won-early' | 'future' | 'conflict';
}

/** A block as read, before the player says whose it is; `sender` null where the chat names no one. */
interface Block {
  line: number;
  sender: string | null;
  game: GameRecord | null;
  problem: GridProblem['reason'] | null;
}

interface SenderCount {
  /** The sender as the chat names it; null for blocks no chat line names. */
  name: string | null;
  /** The results read from them (blocks that could not be read not counted). */
  results: number;
}

/** What a paste holds, before choosing: its blocks and who posted them. */
export interface GridsRead {
  blocks: readonly Block[];
  /**
   * The sender of every block, most results first, and null last when some blocks are unnamed;
   * empty only for text that is no chat (no block named, no chat line read or looking like one).
   */
  senders: readonly SenderCount[];
  /**
   * 1-based: the first line dated like a chat export's whose sender could not be read (no reader
   * knows the line, or it reads as the app's own) with a result under it; null when none.
   */
  unreadLine: number | null;
}

export interface SharedGrids {
  /** One game per day, in the order first found. */
  games: GameRecord[];
  /** Blocks found again with the same colours, merged into the first. */
  duplicates: number;
  problems: GridProblem[];
}

const isAllGreen = (marks: readonly Mark[]) => marks.every((m) => m === 'correct');

/** The rows of squares after a header at `i`, and the problem with them, if any; `end` is the last line used. */
function rowsAfter(lines: readonly string[], i: number): { rows: Mark[][]; bad: GridProblem['reason'] | null; end: number } {
  let j = i + 1;
  while (j < lines.length && j - i - 1 < MAX_GAP && lines[j].trim() === '') j++;
  const rows: Mark[][] = [];
  let bad: GridProblem['reason'] | null = null;
  for (; j < lines.length && SQUARES.test(lines[j]); j++) {
    const marks = parseMarks(lines[j].replace(EDITED, '').replace(/\s/g, ''));
    if (!marks) bad ??= 'row-length';
    else rows.push(marks);
  }
  return { rows, bad, end: Math.max(i, j - 1) };
}

/** The date a chat's day means in the order the paste writes it (null: not a real day). */
function calendarDate(d: ChatDate, dayFirst: boolean): string | null {
  const [m, day] = d.kind === 'known' ? [d.m, d.d] : dayFirst ? [d.b, d.a] : [d.a, d.b];
  const date = new Date(Date.UTC(d.y, m - 1, day));
  if (date.getUTCFullYear() !== d.y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * Whether the paste writes its days day first (12/01/2026 the 12th of January) or month first: the
 * order in which every date is a real day, and then the one that posts fewer results before their
 * puzzle existed and more on their own day; day first when nothing tells them apart.
 */
function dayFirstOf(dated: readonly { date: ChatDate; puzzle: string | null }[]): boolean | null {
  const score = (dayFirst: boolean) => {
    let s = 0;
    for (const { date, puzzle } of dated) {
      const posted = calendarDate(date, dayFirst);
      if (posted === null) return null;
      if (puzzle === null) continue;
      const late = dayNumber(posted) - dayNumber(puzzle);
      s += late < -1 ? -1000 : late <= 1 ? 1 : 0;
    }
    return s;
  };
  const [dmy, mdy] = [score(true), score(false)];
  if (dmy === null && mdy === null) return null;
  return mdy === null || (dmy !== null && dmy >= mdy);
}

/**
 * Every share-text block in `text` with its sender (`model`: the answer model the records name;
 * `today`: the player's date, no later puzzle is taken). Never throws.
 */
export function readSharedGrids(text: string, model: ModelName, today: string): GridsRead {
  const lines = text.split(/\r\n|\r|\n/);
  const latest = puzzleNumber(today);
  const found: (Block & { posted: ChatDate | null })[] = [];
  const reader = chatReader();
  // The first dated line whose sender could not be read above a result.
  let unreadLine: number | null = null;
  for (let i = 0; i < lines.length; i++) {
    const who = reader.line(lines[i], i + 1);
    const header = who && HEADER.exec(lines[i]);
    if (!who || !header) continue;
    const { sender, posted } = who;
    if (sender === null) unreadLine ??= who.unreadFrom;
    const { rows, bad, end } = rowsAfter(lines, i);
    const number = Number(header[1].replace(/\D/g, ''));
    const won = header[2].toUpperCase() !== 'X';
    let problem = bad;
    if (!problem && rows.length === 0) problem = 'no-rows';
    if (!problem && rows.length !== (won ? Number(header[2]) : 6)) problem = 'row-count';
    if (!problem && won !== isAllGreen(rows[rows.length - 1])) problem = 'last-row';
    if (!problem && rows.slice(0, -1).some(isAllGreen)) problem = 'won-early';
    // Checked before its date is made: a huge number has no date at all.
    if (!problem && !(number <= latest)) problem = 'future';
    const game: GameRecord | null = problem
      ? null
      : { v: GAME_SCHEMA, date: puzzleDate(number), player: SHARED_PLAYER, words: '', marks: rows.map(marksCode).join(''), won, hard: header[3] === '*', model, noAnalysis: 'answer-unknown', from: 'shared' };
    found.push({ line: i + 1, sender, game, problem, posted });
    i = end;
  }
  // The posted days, in the order the paste writes them; a block posted late is an archive game.
  const dayFirst = dayFirstOf(found.filter((b) => b.posted !== null).map((b) => ({ date: b.posted!, puzzle: b.game?.date ?? null })));
  const blocks = found.map(({ posted, ...b }): Block => {
    const day = posted && dayFirst !== null ? calendarDate(posted, dayFirst) : null;
    if (!b.game || day === null || !isLate(day, b.game.date)) return b;
    return { ...b, game: { ...b.game, archive: true, player: gridPlayerOf({ archive: true }) } };
  });
  return { blocks, senders: sendersOf(blocks, reader.isChat()), unreadLine };
}

/** `chat`: the paste holds chat lines, so even a paste of unnamed blocks is asked about. */
function sendersOf(blocks: readonly Block[], chat: boolean): SenderCount[] {
  const counts = new Map<string | null, number>();
  for (const b of blocks) counts.set(b.sender, (counts.get(b.sender) ?? 0) + (b.game ? 1 : 0));
  if (!chat && [...counts.keys()].every((s) => s === null)) return [];
  const named = [...counts].filter(([s]) => s !== null).map(([name, results]) => ({ name, results })).sort((a, b) => b.results - a.results);
  return counts.has(null) ? [...named, { name: null, results: counts.get(null)! }] : named;
}

/**
 * The player's games of a paste: the blocks of the senders `mine` accepts (every block when the
 * paste is no chat), at most one daily and one archive game per day, duplicates merged, the
 * rest named by line. A day's daily block and a late one are two games (one-a-day.ts), whichever
 * comes first, unless the late one has the daily one's colours: then it was the daily result
 * posted again.
 */
export function keptGrids(read: GridsRead, mine: (sender: string | null) => boolean): SharedGrids {
  const theirs = read.senders.length === 0 ? read.blocks : read.blocks.filter((b) => mine(b.sender));
  const byDay = new Map<string, GameRecord>();
  const problems: GridProblem[] = [];
  let duplicates = 0;
  for (const { line, game: g, problem } of theirs) {
    if (!g) {
      problems.push({ line, reason: problem ?? 'no-rows' });
      continue;
    }
    const key = `${g.date}/${g.player}`;
    const first = byDay.get(key);
    if (!first) byDay.set(key, g);
    else if (first.marks === g.marks && first.won === g.won && first.hard === g.hard) duplicates++;
    else problems.push({ line, reason: 'conflict' });
  }
  const games = [...byDay.values()];
  const reposts = games.filter((late) => games.some((daily) => isRepost(late, daily)));
  return { games: games.filter((g) => !reposts.includes(g)), duplicates: duplicates + reposts.length, problems };
}

/** @internal exported for the tests: every block of `text` as the player's (a paste with no senders, or one already chosen by `mine`). */
export function parseSharedGrids(text: string, model: ModelName, today: string, mine: (sender: string | null) => boolean = () => true): SharedGrids {
  return keptGrids(readSharedGrids(text, model, today), mine);
}
