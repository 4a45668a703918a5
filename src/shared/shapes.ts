// Shape checks for what crosses a context boundary. Every message is untrusted until one of these
// says otherwise: a content script runs beside a page we do not control, storage can hold
// anything, and a stopped service worker can leave half-sent replies behind. Here the primitives
// and the checks of the solver's own types (src/core); a shared type's check lives beside it
// (page.ts, notes.ts, hints.ts, tab-view.ts), so this file imports nothing of src/shared's.
import { ERROR_CODES, MODEL_NAMES, STRATEGY_NAMES, type Board, type DatedAnswer, type Knowledge, type Mark, type Mode, type ModelName, type Result, type Row, type StrategyName, type Suggestion } from '../core/types';
import { isDate } from '../core/dates';
import type { GuessEvaluation } from './evaluation';

type Obj = Record<string, unknown>;
type Check = (v: unknown) => boolean;

/**
 * One check for each field of T, no more and no fewer: a field added to a type without a check
 * here (or a check of a field the type lacks) fails the typecheck, so a type and its check
 * cannot drift apart. Fields the value has beyond them are not looked at.
 */
export type FieldChecks<T> = { [K in keyof T]-?: Check };

/**
 * A tagged union's checks: for each value of its tag, the FieldChecks of that variant (the tag
 * itself left out). A variant added to the union without its checks fails the typecheck, as a
 * field added to a variant does. String tags only: the checks are found by the tag's value.
 */
type VariantChecks<T, K extends keyof T> = { [V in T[K] & string]: FieldChecks<Omit<Extract<T, Record<K, V>>, K>> };

export function isShaped<T>(checks: FieldChecks<T>): (v: unknown) => v is T {
  const fields = Object.entries(checks) as [string, Check][];
  return (v): v is T => isObject(v) && fields.every(([k, check]) => check(v[k]));
}

/** The value's checked fields only (others are not passed on; an absent optional field stays absent). */
function pick(o: Obj, fields: readonly string[], into: Obj = {}): Obj {
  for (const k of fields) if (o[k] !== undefined) into[k] = o[k];
  return into;
}

/** A receiver's parser of T: a copy of the value's checked fields, or null if one fails. */
export function parseShaped<T>(checks: FieldChecks<T>): (v: unknown) => T | null {
  const is = isShaped(checks);
  const fields = Object.keys(checks);
  return (v) => (is(v) ? (pick(v as Obj, fields) as T) : null);
}

/** A value of the tagged union T: its tag names a variant, and each of that variant's fields passes. */
export function isTagged<T, K extends keyof T & string>(tag: K, variants: VariantChecks<T, K>): (v: unknown) => v is T {
  // A Map, not the object: a tag such as 'toString' must not find a check on the prototype.
  const byTag = new Map<unknown, Check>(Object.entries(variants).map(([name, checks]) => [name, isShaped(checks as FieldChecks<unknown>)]));
  return (v): v is T => isObject(v) && (byTag.get(v[tag])?.(v) ?? false);
}

/**
 * A receiver's parser of the tagged union T: the value with its tag and its variant's checked
 * fields only (others are not passed on; an absent optional field stays absent), or null.
 */
export function parseTagged<T, K extends keyof T & string>(tag: K, variants: VariantChecks<T, K>): (v: unknown) => T | null {
  const is = isTagged(tag, variants);
  const fields = new Map<unknown, string[]>(Object.entries(variants).map(([name, checks]) => [name, Object.keys(checks as object)]));
  return (v) => {
    if (!is(v)) return null;
    const o = v as Obj;
    return pick(o, fields.get(o[tag]) ?? [], { [tag]: o[tag] }) as T;
  };
}

export const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isString = (v: unknown): v is string => typeof v === 'string';
export const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
const isInt = (v: unknown): v is number => Number.isInteger(v);
const oneOf = <T>(allowed: readonly T[]) => (v: unknown): v is T => allowed.includes(v as T);
/** One of the values of T, each listed once: a value added to T and not listed here fails the typecheck. */
export const oneOfEvery = <T extends string>(every: Record<T, true>) => oneOf(Object.keys(every) as T[]);

const isMark = oneOfEvery<Mark>({ correct: true, present: true, absent: true });
export const isModelName = oneOf<ModelName>(MODEL_NAMES);
export const isStrategyName = oneOf<StrategyName>(STRATEGY_NAMES);
export const isMode = oneOfEvery<Mode>({ normal: true, hard: true });
export const isTrue = (v: unknown): v is true => v === true;
export const isNullableBool = (v: unknown): v is boolean | null => v === null || isBool(v);

// Numbers and lists a message or a stored record may carry, bounded: the panel renders every
// word and figure, so each is checked down to its type and range, never only the container.
export const isFiniteIn = (lo: number, hi: number) => (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= lo && v <= hi;
export const isIntIn = (lo: number, hi: number) => (v: unknown): v is number => isInt(v) && (v as number) >= lo && (v as number) <= hi;
export const isListOf = (max: number, check: (x: unknown) => boolean) => (v: unknown): v is unknown[] => Array.isArray(v) && v.length <= max && v.every((x) => check(x));
const isLetter = (v: unknown): v is string => isString(v) && /^[a-z]$/.test(v);
export const isOptional = (check: Check) => (v: unknown) => v === undefined || check(v);
export const isNullable = (check: Check) => (v: unknown) => v === null || check(v);

/** The most answers learned from the player's games a message or record may carry (about ten years of days). */
export const MAX_LEARNED = 4000;

/** The page's player key (games-state-wordleV2/<key>): `ANON` signed out, else the NYT user id. */
export const isPlayer = (v: unknown): v is string => isString(v) && /^[A-Za-z0-9_-]{1,64}$/.test(v);

/** A five-letter word a-z, the only thing the panel may ask the game to type. */
export const isWord = (v: unknown): v is string => isString(v) && /^[a-z]{5}$/.test(v);
export const isMarks = (v: unknown) => Array.isArray(v) && v.length === 5 && v.every(isMark);
/** The colours a row's tiles show so far, from the left: four at most (five make a settled row). */
export const isMarkPrefix = (v: unknown): v is Mark[] => Array.isArray(v) && v.length <= 4 && v.every(isMark);

const isRow = isShaped<Row>({ guess: isWord, marks: isMarks });

export function isBoard(v: unknown): v is Board {
  return Array.isArray(v) && v.length <= 6 && v.every(isRow);
}

/** One learned answer: a date and a word. */
export const isDatedAnswer = isShaped<DatedAnswer>({ date: isDate, word: isWord });
export const isLearned = isOptional(isListOf(MAX_LEARNED, isDatedAnswer));

/** More words than the largest guess list (14,855): no count can exceed it. */
export const MAX_WORDS = 20_000;
/** The solver lists at most this many of the remaining words (REMAINING_SHOWN in src/core). */
export const MAX_REMAINING = 100;
/** Settings allow at most 50 suggestions. */
export const MAX_TOP = 50;
/** Page texts (a reason, a selector looked for) longer than this are not ours. */
const MAX_TEXT = 1000;
export const isText = (v: unknown): v is string => isString(v) && v.length <= MAX_TEXT;

/** Expected guesses to finish: a lost game counts as 7, so any real figure is far below this. */
export const isGuesses = isFiniteIn(0, 100);
export const isChance = isFiniteIn(0, 1);

export const isSuggestion = isShaped<Suggestion>({
  word: isWord,
  expectedGuesses: isNullable(isGuesses),
  mayLose: isOptional(isBool),
  lossChance: isOptional(isChance),
  bits: isFiniteIn(0, 100),
  expectedRemaining: isFiniteIn(0, MAX_WORDS),
  worstCase: isIntIn(0, MAX_WORDS),
  isCandidate: isBool,
  pAnswer: isChance,
  groups: isIntIn(0, 243),
});

export const isKnowledge = isShaped<Knowledge>({
  greens: (v) => Array.isArray(v) && v.length === 5 && v.every(isNullable(isLetter)),
  present: isListOf(26, isShaped<Knowledge['present'][number]>({ letter: isLetter, notAt: isListOf(5, isIntIn(0, 4)) })),
  counts: isListOf(26, isShaped<Knowledge['counts'][number]>({ letter: isLetter, min: isIntIn(0, 5), max: isNullable(isIntIn(0, 5)) })),
  absent: isListOf(26, isLetter),
});

export const isBits = isFiniteIn(-100, 100);
export const isCount = isIntIn(0, MAX_WORDS);

const isEvaluation = isShaped<GuessEvaluation>({
  word: isWord,
  expectedGuesses: isNullable(isGuesses),
  lossChance: isChance,
  winNowChance: isChance,
  rank: isIntIn(1, MAX_WORDS),
  rankedOf: isIntIn(1, MAX_WORDS),
  hardValid: isBool,
  hardReason: isOptional(isText),
  isCandidate: isBool,
  lastAnswer: isOptional(isDate),
  best: isSuggestion,
});

/** "Check my word": every figure of the word and of the best guess beside it; a rank within its count. */
export function isGuessEvaluation(v: unknown): v is GuessEvaluation {
  return isEvaluation(v) && v.rank <= v.rankedOf;
}

/** A `Result<T>` whose value passes `check`. */
export function isResultOf<T>(v: unknown, check: (x: unknown) => x is T): v is Result<T> {
  if (!isObject(v)) return false;
  return v.ok === true ? check(v.value) : v.ok === false && isFailure(v);
}

const isErrorCode = oneOf(ERROR_CODES);

/** A failed Result without its `ok`: the error's words, and its code if it has one (a known one). */
type Failure = Omit<Extract<Result<unknown>, { ok: false }>, 'ok'>;
/** A failure's checks: a Result's, and the solver's failure as a tab view carries it (tab-view.ts SolveError). */
export const failureChecks: FieldChecks<Failure> = { error: isText, code: isOptional(isErrorCode) };
const isFailure = isShaped<Failure>(failureChecks);

export const isVoid = (v: unknown): v is void => v === undefined || v === null;

/** A tab or window id: browsers use positive 32-bit integers, and reject others with a TypeError. */
export const isId = (v: unknown): v is number => isInt(v) && (v as number) >= 1 && (v as number) <= 2 ** 31 - 1;
