// Command-line arguments: a small flag parser and the validators shared by the commands. Every
// problem becomes a UsageError or InputError with one line that says what is wrong; main.ts turns
// them into an exit code.
import { isAllowedWord, isDate, parseMarks, MODEL_NAMES, STRATEGY_NAMES } from '../core';
import type { Board, Mark, Mode, ModelName, StrategyName } from '../core';
import { InputError, UsageError } from './errors';
import { quote } from './input';

export { InputError, UsageError } from './errors';

/** A game has six rows; a longer board is refused, as `play` refuses a seventh row. */
export const MAX_ROWS = 6;

export type FlagSpec = Record<string, 'boolean' | 'string'>;

export interface Parsed {
  positionals: string[];
  flags: Map<string, string | true>;
}

/** Parses `--name`, `--name value` and `--name=value` against a spec; anything else is positional. */
export function parseFlags(command: string, argv: readonly string[], spec: FlagSpec): Parsed {
  const positionals: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--') || arg === '--') {
      if (arg !== '--') positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq < 0 ? undefined : eq);
    // Own properties only: --constructor, --__proto__, --toString are not options.
    const kind = Object.hasOwn(spec, name) ? spec[name] : undefined;
    if (kind !== 'boolean' && kind !== 'string') {
      const known = Object.keys(spec).map((k) => `--${k}`).join(', ') || 'none';
      throw new UsageError(`Unknown option --${quote(name)} for "${command}" (options: ${known}).`);
    }
    if (kind === 'boolean') {
      if (eq >= 0) throw new UsageError(`Option --${name} takes no value.`);
      flags.set(name, true);
    } else {
      const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined || value === '') throw new UsageError(`Option --${name} needs a value.`);
      flags.set(name, value);
    }
  }
  return { positionals, flags };
}

function oneOf<T extends string>(flag: string, value: string | true | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`Unknown ${flag} "${quote(String(value))}" (choose one of: ${allowed.join(', ')}).`);
}

export const modelOf = (p: Parsed, fallback: ModelName = 'history'): ModelName => oneOf('model', p.flags.get('model'), MODEL_NAMES, fallback);

/** `--date YYYY-MM-DD`: the puzzle's date (the history model counts only earlier answers); undefined: today. */
export function dateOf(p: Parsed): string | undefined {
  const v = p.flags.get('date');
  if (v === undefined) return undefined;
  if (!isDate(v)) throw new UsageError(`--date must be a date written YYYY-MM-DD, like 2026-03-03, got "${quote(String(v))}".`);
  return v;
}
export const strategyOf = (p: Parsed): StrategyName => oneOf('strategy', p.flags.get('strategy'), STRATEGY_NAMES, 'optimal');
export const modeOf = (p: Parsed): Mode => oneOf('mode', p.flags.get('mode'), ['normal', 'hard'] as const, 'normal');

/** A comma-separated list of names from `all` (default: all of them). */
export function listOf<T extends string>(flag: string, value: string | true | undefined, all: readonly T[]): readonly T[] {
  if (value === undefined) return all;
  const items = String(value).split(',');
  const bad = items.find((x) => !(all as readonly string[]).includes(x));
  if (bad) throw new UsageError(`Unknown ${flag} "${quote(bad)}" (choose from: ${all.join(', ')}).`);
  return items as T[];
}

export function countOf(p: Parsed, flag: string, fallback: number, max: number): number {
  const v = p.flags.get(flag);
  if (v === undefined) return fallback;
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN;
  if (!(n >= 1 && n <= max)) throw new UsageError(`--${flag} must be a whole number from 1 to ${max}, got "${quote(String(v))}".`);
  return n;
}

/** A word the game accepts, lowercased; `where` says which argument it came from. */
export function wordOf(text: string, where: string): string {
  const w = text.trim().toLowerCase();
  if (!/^[a-z]{5}$/.test(w)) throw new InputError(`${where}: "${quote(text)}" is not a five-letter word.`);
  if (!isAllowedWord(w)) throw new InputError(`${where}: unknown word "${w}" (not in the allowed-guess list).`);
  return w;
}

const MARKS_HELP = 'five of g (green), y (yellow), b (grey), or emoji squares';

/**
 * Marks as documented: g/y/b letters (either case) or the share squares (🟩🟨⬛⬜, and the
 * high-contrast 🟧🟦). Nothing else, though src/core's parser is more lenient.
 */
export function marksOf(text: string): Mark[] | null {
  const t = text.trim();
  return /^(?:[gybGYB]|🟩|🟨|⬛|⬜|🟧|🟦|\ufe0f)+$/u.test(t) ? parseMarks(t) : null;
}

/**
 * One row `GUESS=MARKS`, marks as g/y/b letters or NYT share squares. The guess may be any five
 * letters: the game accepts words the lists do not have (it adds new ones).
 */
export function rowOf(text: string, index: number): Board[number] {
  const where = `Row ${index + 1}`;
  const eq = text.indexOf('=');
  if (eq < 0) throw new InputError(`${where}: "${quote(text)}" should be GUESS=MARKS, like salet=bbygb.`);
  const guessText = text.slice(0, eq);
  const guess = guessText.trim().toLowerCase();
  if (!/^[a-z]{5}$/.test(guess)) throw new InputError(`${where}: "${quote(guessText)}" is not a five-letter word.`);
  const marksText = text.slice(eq + 1);
  const marks = marksOf(marksText);
  if (!marks) throw new InputError(`${where}: marks "${quote(marksText)}" should be ${MARKS_HELP}.`);
  return { guess, marks };
}

export function boardOf(rows: readonly string[]): Board {
  if (rows.length > MAX_ROWS) throw new InputError(`A game has at most ${MAX_ROWS} rows; got ${rows.length}.`);
  return rows.map(rowOf);
}
