// The kept games as files the player keeps (JSON, CSV) and reads back (import). An imported file
// is untrusted: every game is checked field by field as a stored one is (parseGame), and one bad
// game refuses the whole file with one message naming it, so an import either adds what the file
// holds or changes nothing.
import { localDate } from '../core/dates';
import type { Result } from '../core/types';
import { GAME_SCHEMA, MAX_IMPORTED_GAMES, parseGame, type GameRecord } from '../shared/games';
import { t } from './i18n';

const FILE_FORMAT = 'wordle-assistant-games';
/** Files larger than this are refused before parsing (about 50 years of daily games). */
const MAX_FILE_BYTES = 5_000_000;

/** An export's file name, dated by the player's own day, as every puzzle day is (not UTC's). */
export function gameFileName(ext: 'json' | 'csv', now: Date = new Date()): string {
  return `wordle-games-${localDate(now)}.${ext}`;
}

export function gamesToJson(games: readonly GameRecord[]): string {
  return `${JSON.stringify({ format: FILE_FORMAT, version: GAME_SCHEMA, games }, null, 1)}\n`;
}

/**
 * The CSV columns, in order: one game per line, no field ever holds a comma or a quote, and every
 * field of every kind of game has its column (an empty cell: the field absent, or no words).
 */
const COLUMNS = ['date', 'player', 'words', 'marks', 'won', 'hard', 'model', 'skill', 'luck', 'extra', 'best', 'noAnalysis', 'hints', 'from', 'archive', 'guesses'] as const;
/** The columns of a file from an earlier version: no `archive` or `guesses` (its games come back as daily ones, as it wrote them). */
const FIRST_COLUMNS = COLUMNS.slice(0, 14);

export function gamesToCsv(games: readonly GameRecord[]): string {
  const cell = (v: unknown) => (v === undefined || v === null ? '' : String(v));
  const lines = games.map((g) => COLUMNS.map((c) => cell(g[c])).join(','));
  return `${[COLUMNS.join(','), ...lines].join('\n')}\n`;
}

const NUMBERS = new Set<string>(['skill', 'luck', 'extra', 'best', 'guesses']);
const BOOLEANS = new Set<string>(['won', 'hard', 'archive']);

function fromCsvLine(header: readonly string[], line: string): Record<string, unknown> {
  const cells = line.split(',');
  // An empty cell is a field the game does not have, but words (a game without them: '') and colours (null).
  const raw: Record<string, unknown> = { v: GAME_SCHEMA, words: '', marks: null };
  header.forEach((h, i) => {
    const c = (cells[i] ?? '').trim();
    if (c === '') return;
    if (BOOLEANS.has(h)) raw[h] = c === 'true' ? true : c === 'false' ? false : c;
    else if (NUMBERS.has(h)) raw[h] = Number(c);
    else raw[h] = c;
  });
  if (cells.length !== header.length) raw.v = -1; // a line with more or fewer cells is not a game
  return raw;
}

function rawGames(text: string): unknown[] | string {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      return t('importNotJson');
    }
    const o = parsed as { format?: unknown; version?: unknown; games?: unknown };
    if (o.format !== FILE_FORMAT || !Array.isArray(o.games)) return t('importNotOurs');
    if (o.version !== GAME_SCHEMA) return t('importOtherVersion', String(o.version));
    return o.games;
  }
  const lines = trimmed.split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = lines[0]?.split(',').map((h) => h.trim()) ?? [];
  if (header.join(',') !== COLUMNS.join(',') && header.join(',') !== FIRST_COLUMNS.join(',')) return t('importNotCsv');
  return lines.slice(1).map((l) => fromCsvLine(header, l));
}

/** A file's text → its games, all valid, or one message saying what is wrong (and nothing imported). */
export function parseGameFile(text: string): Result<GameRecord[]> {
  const refuse = (why: string): Result<GameRecord[]> => ({ ok: false, error: t('importRefused', why) });
  if (text.length > MAX_FILE_BYTES) return refuse(t('importTooLarge'));
  const raw = rawGames(text);
  if (typeof raw === 'string') return refuse(raw);
  if (raw.length > MAX_IMPORTED_GAMES) return refuse(t('importTooMany', String(MAX_IMPORTED_GAMES)));
  const games: GameRecord[] = [];
  for (let i = 0; i < raw.length; i++) {
    const g = parseGame(raw[i]);
    if (!g) return refuse(t('importBadGame', String(i + 1)));
    games.push(g);
  }
  return { ok: true, value: games };
}
