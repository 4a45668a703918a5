/*
 * How far the NYT's past answers are known, and the NYT's own file of one day's puzzle. What is
 * known: the shipped dated list, then the answers a player's browser has gathered since (won games,
 * and with the player's consent the per-day files of past days). "Known through" is the last day
 * with no day missing before it: the one figure the panel shows and the offer to fetch counts from.
 *
 * The per-day file, as public code reads it: `https://www.nytimes.com/svc/wordle/v2/<YYYY-MM-DD>.json`
 * is `{"id", "solution", "print_date", "days_since_launch", "editor"}` (koishijs/wordle
 * packages/wordle/src/index.ts at 16e76d12c428c661c7fdd53df757010132b7e680, its
 * NYTimesWordleResponse type). A published example, 2025-04-21:
 * {"id":2328,"solution":"spate","print_date":"2025-04-21","days_since_launch":1402,...}.
 * The maintainer's update (scripts/update-answers.mjs) and the extension's content script both
 * check a file with `parseDayFile`.
 */
import { DATED_THROUGH } from './data/dated-through';
import { dateOfDay, dayNumber, isDate } from './dates';
import type { DatedAnswer } from './types';

/** The first puzzle's day: puzzle 0, as `days_since_launch` counts. */
const FIRST_PUZZLE = '2021-06-19';
/** A day's file is a few hundred bytes; anything much larger is not one. */
export const MAX_DAY_FILE_BYTES = 10_000;
/** Knowledge that ends more than this many days before the puzzle is stale: the panel says so. */
const STALE_AFTER_DAYS = 7;

/** The puzzle number of a date: days since the first puzzle. */
export const puzzleNumber = (date: string): number => dayNumber(date) - dayNumber(FIRST_PUZZLE);

/** The last day of the shipped dated list (its date alone: the background and the panel do not load the list). */
export const shippedThrough = (): string => DATED_THROUGH;

export interface DayFile {
  date: string;
  word: string;
  puzzle: number;
  /** The file's own id (the public list's `number`), when it has one. */
  id?: number;
}

const clip = (v: unknown) => JSON.stringify(String(v).slice(0, 20));

/**
 * Checks one day's file (the response body for the day `date` asked for): its answer, or what is
 * wrong with it. The answer's being an allowed guess is the caller's check (the word tables are
 * the solver's, not every context's).
 */
export function parseDayFile(date: string, text: string): { ok: true; answer: DayFile } | { ok: false; error: string } {
  if (text.length > MAX_DAY_FILE_BYTES) return { ok: false, error: `${date}: the answer file is ${text.length} bytes, not a day's puzzle` };
  let j: unknown;
  try {
    j = JSON.parse(text);
  } catch {
    return { ok: false, error: `${date}: the answer file is not JSON` };
  }
  if (typeof j !== 'object' || j === null || Array.isArray(j)) return { ok: false, error: `${date}: the answer file is not an object` };
  const f = j as Record<string, unknown>;
  if (f.print_date !== date) return { ok: false, error: `${date}: the file is for ${clip(f.print_date)}, not ${date}` };
  const word = typeof f.solution === 'string' ? f.solution.toLowerCase() : '';
  if (!/^[a-z]{5}$/.test(word)) return { ok: false, error: `${date}: the answer ${clip(f.solution)} is not five letters a-z` };
  const puzzle = puzzleNumber(date);
  if (f.days_since_launch !== undefined && f.days_since_launch !== puzzle) return { ok: false, error: `${date}: the file says puzzle ${JSON.stringify(f.days_since_launch).slice(0, 20)}, the date gives ${puzzle}` };
  if (f.id !== undefined && !Number.isSafeInteger(f.id)) return { ok: false, error: `${date}: the file's id ${clip(f.id)} is not a whole number` };
  return { ok: true, answer: { date, word, puzzle, ...(f.id !== undefined ? { id: f.id as number } : {}) } };
}

export interface PastKnowledge {
  /** The last day whose answer is known with no day missing before it. */
  knownThrough: string;
  /** The days before the cut whose answer is not known, oldest first. */
  missing: string[];
  /** The days after `knownThrough` and before the cut whose answer is known all the same (past a missing day). */
  later: number;
}

/**
 * What is known of the answers of the days before `before` (never that day or later): the shipped
 * list (through `listEnd`, default its last day) and the gathered answers after it.
 */
export function pastKnowledge(before: string, gathered: readonly DatedAnswer[] = [], listEnd: string = shippedThrough()): PastKnowledge {
  const end = dayNumber(listEnd);
  const cut = dayNumber(before);
  const known = new Set<number>();
  for (const a of gathered) if (isDate(a?.date) && typeof a.word === 'string' && /^[a-z]{5}$/.test(a.word)) known.add(dayNumber(a.date));
  let through = end;
  while (through + 1 < cut && known.has(through + 1)) through++;
  const missing: string[] = [];
  let later = 0;
  for (let d = through + 1; d < cut; d++) {
    if (known.has(d)) later++;
    else missing.push(dateOfDay(d));
  }
  return { knownThrough: dateOfDay(Math.min(through, cut - 1)), missing, later };
}

/**
 * The first day whose answer may not be asked for: the earliest of the puzzle's date as read (an
 * archive puzzle: its own), the date the page was loaded (a page opened at 23:58 shows that day's
 * puzzle, though a board read after midnight is dated by the clock then) and the player's today
 * (their local date, `localDate`). Only days before it are. The content script and the background
 * both cut with it.
 */
export const pastCut = (puzzleDate: string, loadedOn: string, today: string): string => [puzzleDate, loadedOn, today].reduce((a, b) => (b < a ? b : a));

/** Whether knowledge through `knownThrough` ends well before the puzzle of `date`. */
export const isStale = (knownThrough: string, date: string): boolean => dayNumber(date) - dayNumber(knownThrough) > STALE_AFTER_DAYS;
