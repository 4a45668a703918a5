// The NYT's own statistics as the page shows them: read by the content script from the statistics
// dialog (content/read-stats.ts) or from the frozen `wordle-legacy-stats-<player>` entry of the
// page's localStorage, sent as `cs:nyt-stats`, kept by the background (GameRepository, storage.local
// `nyt-stats`: the latest read per player and source) and counted into the streak (streak.ts
// playerStreak). Every figure is checked here against the others: a read whose numbers disagree is
// no read (never a wrong number).
import { isDate } from '../core/dates';
import { isIntIn, isListOf, isObject, isPlayer, isShaped, oneOfEvery } from './shapes';

/**
 * Where a read came from: the dialog on screen, the signed-out figures frozen in 2025, or the
 * player's account as the NYT's game service answered when their games were brought in (its
 * legacyStats, the dialog's set: nyt-history.ts).
 */
export type NytStatsSource = 'dialog' | 'legacy' | 'account';

export interface NytStats {
  /** The player key the figures belong to (`games-state-wordleV2/<player>`), 'ANON' signed out. */
  player: string;
  source: NytStatsSource;
  /** The day the figures were read (a dialog), or the day they were frozen (the legacy entry). */
  readOn: string;
  /**
   * The last day the current streak accounts for: the day read when its daily puzzle was finished
   * then, else the day before (a dialog opened before playing); the last won day of a legacy entry.
   */
  through: string;
  played: number;
  /** Win % as the NYT shows it (rounded). */
  winPct: number;
  current: number;
  max: number;
  /** Games won in 1..6 guesses. */
  guesses: number[];
}

/** What storage.local `nyt-stats` holds. */
export interface NytStatsRecord {
  reads: NytStats[];
  /** The last time the page showed a statistics dialog that could not be read: the day and why. */
  unread: { on: string; reason: string } | null;
}

export const NYT_STATS_KEY = 'nyt-stats';
const MAX_FIGURE = 1_000_000;
/** Players with reads kept (a browser shared by a few players, and a stale ANON). */
const MAX_READS = 8;
const MAX_REASON = 300;
const isFigure = isIntIn(0, MAX_FIGURE);

/**
 * Why the figures disagree with each other, or null when they agree: the distribution sums to the
 * games won, which are at most the games played; the win % is wins / played rounded (the NYT
 * rounds; either way within one); a streak is at most the games won, the current at most the max.
 */
export function disagreement(f: Pick<NytStats, 'played' | 'winPct' | 'current' | 'max' | 'guesses'>): string | null {
  if (f.guesses.length !== 6) return 'the guess distribution has not six rows';
  const wins = f.guesses.reduce((a, b) => a + b, 0);
  if (wins > f.played) return `the guess distribution counts ${wins} wins of ${f.played} games played`;
  const pct = f.played === 0 ? 0 : (100 * wins) / f.played;
  if (f.winPct > 100 || Math.abs(pct - f.winPct) >= 1) return `win % ${f.winPct} is not ${wins} wins of ${f.played} games`;
  if (f.current > f.max) return `the current streak ${f.current} is more than the max ${f.max}`;
  if (f.max > wins) return `the max streak ${f.max} is more than the ${wins} games won`;
  return null;
}

const hasShape = isShaped<NytStats>({
  player: isPlayer,
  source: oneOfEvery<NytStatsSource>({ dialog: true, legacy: true, account: true }),
  readOn: isDate,
  through: isDate,
  played: isFigure,
  winPct: isFigure,
  current: isFigure,
  max: isFigure,
  guesses: isListOf(6, isFigure),
});

/** A read whose every field is checked and whose figures agree (untrusted: messages, storage). */
export const isNytStats = (v: unknown): v is NytStats => hasShape(v) && v.through <= v.readOn && disagreement(v) === null;

/** A read with its own fields only (what goes to storage). */
export const copyNytStats = (s: NytStats): NytStats => ({ player: s.player, source: s.source, readOn: s.readOn, through: s.through, played: s.played, winPct: s.winPct, current: s.current, max: s.max, guesses: [...s.guesses] });

export const isUnreadReason = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= MAX_REASON;

/** The stored record, each read checked (a bad one dropped), or an empty one. */
export function parseNytStats(v: unknown): NytStatsRecord {
  if (!isObject(v)) return { reads: [], unread: null };
  const reads = Array.isArray(v.reads) ? v.reads.filter(isNytStats).slice(0, MAX_READS).map(copyNytStats) : [];
  const u = v.unread;
  const unread = isObject(u) && isDate(u.on) && isUnreadReason(u.reason) ? { on: u.on, reason: u.reason } : null;
  return { reads, unread };
}

/** The record with `read` in place of the earlier read of its player and source (not over a later one). */
export function withRead(record: NytStatsRecord, read: NytStats): NytStatsRecord {
  const same = (s: NytStats) => s.player === read.player && s.source === read.source;
  const had = record.reads.find(same);
  if (had && had.readOn > read.readOn) return record;
  // Read again and readable: the dialog the page shows is read, so an earlier failure is over.
  const unread = read.source === 'dialog' ? null : record.unread;
  return { reads: [copyNytStats(read), ...record.reads.filter((s) => !same(s))].slice(0, MAX_READS), unread };
}

/**
 * The read the streak counts from: the one that accounts for the latest day (a dialog over a
 * legacy entry of the same day, then the later read).
 */
export function latestRead(reads: readonly NytStats[]): NytStats | null {
  let best: NytStats | null = null;
  for (const r of reads) {
    if (!best || r.through > best.through || (r.through === best.through && (r.source === 'dialog' && best.source === 'legacy' || r.readOn > best.readOn))) best = r;
  }
  return best;
}
