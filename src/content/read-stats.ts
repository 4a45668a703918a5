// The NYT's statistics as the page shows them: the statistics dialog (played, win %, current and
// max streak, the guess distribution), read by its texts first and by class-name prefixes second
// (selectors.ts STATS cites the captures); and the frozen `wordle-legacy-stats-<player>` entries
// of the page's localStorage. A dialog found but not read in full, or figures that disagree with
// each other (shared/nyt-stats.ts disagreement), give no figure and say why: never a wrong number.
// Pure functions of a DOM root and a storage; they never throw.
import { dateOfDay, dayNumber, isDate, localDate } from '../core/dates';
import { disagreement, type NytStats } from '../shared/nyt-stats';
import { isObject } from '../shared/shapes';
import type { SavedState, StorageLike } from './saved-game';
import { STATS, STATS_TEXTS, STORAGE } from './selectors';

type Figures = Pick<NytStats, 'played' | 'winPct' | 'current' | 'max' | 'guesses'>;
type Key = keyof typeof STATS_TEXTS;
const KEYS = Object.keys(STATS_TEXTS) as Key[];

export type StatsReading = { kind: 'none' } | { kind: 'figures'; figures: Figures } | { kind: 'unreadable'; reason: string };

/** Elements looked at in one dialog, at most: a page cannot make a read cost more. */
const MAX_ELEMENTS = 2000;
/** How far up from the first mark of the dialog its figures are looked for. */
const MAX_CLIMB = 8;
const NUMBER = /^(\d{1,3}(?:,\d{3})+|\d{1,7})$/;
const ROW_LABEL = /^(\d{1,3}(?:,\d{3})+|\d{1,7}) solved in ([1-6])(?:st|nd|rd|th) attempt$/i;

const numberOf = (text: string | null | undefined): number | null => {
  const t = (text ?? '').trim();
  return NUMBER.test(t) ? Number(t.replace(/,/g, '')) : null;
};

/** The four figures from their visually-hidden texts; a figure said twice with two values is not read. */
function figuresByText(scope: Element): Partial<Record<Key, number>> {
  const out: Partial<Record<Key, number>> = {};
  const bad = new Set<Key>();
  const leaves = scope.querySelectorAll('span, div, p, li, dd, dt');
  for (let i = 0; i < leaves.length && i < MAX_ELEMENTS; i++) {
    const el = leaves[i];
    if (el.childElementCount > 0) continue;
    const text = (el.textContent ?? '').trim();
    for (const k of KEYS) {
      const prefix = `${STATS_TEXTS[k].hidden}, `;
      if (!text.startsWith(prefix)) continue;
      const n = numberOf(text.slice(prefix.length).replace(/%$/, ''));
      if (n === null || (out[k] !== undefined && out[k] !== n)) bad.add(k);
      else out[k] = n;
    }
  }
  for (const k of bad) delete out[k];
  return out;
}

/** The four figures from the list's items by class-name prefix, each named by its visible label. */
function figuresByClass(scope: Element): Partial<Record<Key, number>> {
  const out: Partial<Record<Key, number>> = {};
  const list = scope.matches(STATS.list.selector) ? scope : scope.querySelector(STATS.list.selector);
  for (const li of Array.from(list?.children ?? []).slice(0, 10)) {
    const label = (li.querySelector(STATS.label.selector)?.textContent ?? '').trim().toLowerCase();
    const key = KEYS.find((k) => STATS_TEXTS[k].label.toLowerCase() === label);
    const n = numberOf(li.querySelector(STATS.value.selector)?.textContent);
    if (key && n !== null && out[key] === undefined) out[key] = n;
  }
  return out;
}

/** Games won in 1..6 guesses, from the rows' labels, else by class-name prefix; null unless all six read once each. */
function distribution(scope: Element): number[] | null {
  const byLabel = new Map<number, number>();
  const rows = scope.querySelectorAll(STATS.distributionRow.selector);
  for (let i = 0; i < rows.length && i < MAX_ELEMENTS; i++) {
    const m = ROW_LABEL.exec((rows[i].getAttribute('aria-label') ?? '').trim());
    if (!m) continue;
    const guess = Number(m[2]);
    if (byLabel.has(guess)) return null;
    byLabel.set(guess, Number(m[1].replace(/,/g, '')));
  }
  if (byLabel.size === 6) return [1, 2, 3, 4, 5, 6].map((g) => byLabel.get(g)!);
  const byClass = new Map<number, number>();
  for (const row of Array.from(scope.querySelectorAll(STATS.graphRow.selector)).slice(0, 20)) {
    const guess = numberOf(row.querySelector(STATS.graphGuess.selector)?.textContent);
    const count = numberOf(row.querySelector(STATS.graphCount.selector)?.textContent);
    if (guess === null || count === null || guess < 1 || guess > 6 || byClass.has(guess)) return null;
    byClass.set(guess, count);
  }
  return byClass.size === 6 ? [1, 2, 3, 4, 5, 6].map((g) => byClass.get(g)!) : null;
}

const complete = (f: Partial<Record<Key, number>>): f is Record<Key, number> => KEYS.every((k) => f[k] !== undefined);

/**
 * The statistics dialog under `root`, if one is on screen: its figures when every one is read and
 * they agree, else why not; `none` when nothing of a statistics dialog is there.
 */
export function readStatsDialog(root: ParentNode): StatsReading {
  try {
    const anchor = root.querySelector(STATS.anchor.selector);
    if (!anchor) return { kind: 'none' };
    // The dialog: the nearest element around its first mark that holds all four figures.
    let scope: Element = anchor;
    let text = figuresByText(scope);
    let byClass = figuresByClass(scope);
    for (let i = 0; i < MAX_CLIMB && !complete(text) && !complete(byClass) && scope.parentElement; i++) {
      scope = scope.parentElement;
      text = figuresByText(scope);
      byClass = figuresByClass(scope);
    }
    const found = complete(text) ? text : complete(byClass) ? byClass : null;
    if (!found) return { kind: 'unreadable', reason: `the statistics dialog is shown but not all four figures were found (by text: ${Object.keys(text).join(', ') || 'none'}; by class: ${Object.keys(byClass).join(', ') || 'none'})` };
    if (complete(text) && complete(byClass) && KEYS.some((k) => text[k] !== byClass[k])) return { kind: 'unreadable', reason: 'the statistics dialog shows two different figures for one statistic' };
    const guesses = distribution(scope);
    if (!guesses) return { kind: 'unreadable', reason: 'the guess distribution of the statistics dialog could not be read (six rows, 1 to 6 guesses)' };
    const figures = { played: found.played, winPct: found.winPct, current: found.current, max: found.max, guesses };
    const why = disagreement(figures);
    return why ? { kind: 'unreadable', reason: `the statistics dialog's figures disagree: ${why}` } : { kind: 'figures', figures };
  } catch (e) {
    return { kind: 'unreadable', reason: `the statistics dialog could not be read (${e instanceof Error ? e.message : String(e)})` };
  }
}

const ANON = 'ANON';

/**
 * @internal exported for the tests.
 * Whose figures the dialog shows: the signed-in player's key (the one non-ANON key, or of several
 * the one with the latest game), else ANON. A signed-out player sees a sign-in wall instead.
 */
export function playerOf(states: readonly SavedState[]): string {
  const player = (s: SavedState) => s.key.slice(STORAGE.statePrefix.length);
  const signedIn = states.filter((s) => player(s) !== ANON).sort((a, b) => ((a.printDate ?? '') < (b.printDate ?? '') ? 1 : -1));
  return signedIn.length > 0 ? player(signedIn[0]) : ANON;
}

/**
 * The dialog's figures as a read of `today`: the current streak accounts for today when today's
 * daily puzzle was finished as it was read (the dialog after the game), else for yesterday.
 */
export function dialogRead(figures: Figures, states: readonly SavedState[], today: string): NytStats {
  const done = states.some((s) => s.printDate === today && !s.archive && (s.status === 'won' || s.status === 'lost'));
  const through = done ? today : dateOfDay(dayNumber(today) - 1);
  return { player: playerOf(states), source: 'dialog', readOn: today, through, ...figures, guesses: [...figures.guesses] };
}

/** Puzzle number 0 was 2021-06-19. */
const FIRST_PUZZLE = dayNumber('2021-06-19');
const MAX_LEGACY_CHARS = 10_000;
const int = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 10_000_000 ? v : null);

function legacyRead(player: string, raw: unknown): NytStats | string {
  if (!isObject(raw) || !isObject(raw.guesses)) return 'not the shape of the legacy statistics';
  const played = int(raw.gamesPlayed);
  const won = int(raw.gamesWon);
  const current = int(raw.currentStreak);
  const max = int(raw.maxStreak);
  const g = raw.guesses;
  const guesses = [1, 2, 3, 4, 5, 6].map((n) => int(g[String(n)]));
  const fail = g.fail === undefined ? null : int(g.fail);
  if (played === null || won === null || current === null || max === null || guesses.some((n) => n === null)) return 'a figure is missing or not a count';
  const sum = (guesses as number[]).reduce((a, b) => a + b, 0);
  if (sum !== won) return `the distribution sums to ${sum}, not the ${won} games won`;
  if (fail !== null && won + fail !== played) return `${won} won and ${fail} failed are not the ${played} games played`;
  // Frozen on the day of its timestamp (seconds); the streak ends on the last won day (a puzzle number).
  const ts = typeof raw.timestamp === 'number' && Number.isFinite(raw.timestamp) ? localDate(new Date(raw.timestamp * 1000)) : null;
  const offset = int(raw.lastWonDayOffset);
  const lastWon = offset !== null ? dateOfDay(FIRST_PUZZLE + offset) : null;
  // Frozen at the later of the two (a timestamp read in a zone behind the NYT's can fall the day before).
  const frozen = [ts !== null && isDate(ts) && ts >= '2021-06-19' ? ts : null, lastWon].filter((d): d is string => d !== null).sort();
  if (frozen.length === 0) return 'it says no day';
  const readOn = frozen[frozen.length - 1];
  const through = lastWon ?? readOn;
  const figures = { played, winPct: played === 0 ? 0 : Math.round((100 * won) / played), current, max, guesses: guesses as number[] };
  const why = disagreement(figures);
  return why ?? { player, source: 'legacy', readOn, through, ...figures };
}

/** Every readable `wordle-legacy-stats-<player>` entry; those that cannot be read are named with why in `problems`. */
export function readLegacyStats(storage: StorageLike): { reads: NytStats[]; problems: string[] } {
  const reads: NytStats[] = [];
  const problems: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key === null || !key.startsWith(STORAGE.legacyStatsPrefix)) continue;
    const player = key.slice(STORAGE.legacyStatsPrefix.length);
    const text = storage.getItem(key);
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(player) || text === null || text.length > MAX_LEGACY_CHARS) {
      problems.push(`${key}: not a player's entry`);
      continue;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      problems.push(`${key}: not JSON`);
      continue;
    }
    const r = legacyRead(player, raw);
    if (typeof r === 'string') problems.push(`${key}: ${r}`);
    else reads.push(r);
  }
  return { reads, problems };
}
