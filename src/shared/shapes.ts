// Shape checks for what crosses a context boundary. Every message is untrusted until one of these
// says otherwise: a content script runs beside a page we do not control, storage can hold
// anything, and a stopped service worker can leave half-sent replies behind.
import { ERROR_CODES, MODEL_NAMES, STRATEGY_NAMES, type Board, type DatedAnswer, type Knowledge, type Mark, type Mode, type ModelName, type Result, type Row, type StrategyName, type Suggestion } from '../core/types';
import { REFINE_SLICE_MS } from '../core/refine-budget';
import { MARK_CODE } from '../core/pattern';
import { isDate } from '../core/dates';
import type { SolveError, SolveRequest, TabView } from './tab-view';
import type { GuessEvaluation } from './evaluation';
import type { NotedAnalysis, NotedResult, NotedRow, WordNote } from './notes';
import type { GameStatus, HardModeSource, PageReading, PuzzleKind, ScreenName } from './page';
import type { HintStep, HintSteps } from './hints';

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
const isString = (v: unknown): v is string => typeof v === 'string';
export const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
const isInt = (v: unknown): v is number => Number.isInteger(v);
const oneOf = <T>(allowed: readonly T[]) => (v: unknown): v is T => allowed.includes(v as T);
/** One of the values of T, each listed once: a value added to T and not listed here fails the typecheck. */
export const oneOfEvery = <T extends string>(every: Record<T, true>) => oneOf(Object.keys(every) as T[]);

const isMark = oneOfEvery<Mark>({ correct: true, present: true, absent: true });
export const isModelName = oneOf<ModelName>(MODEL_NAMES);
const isStrategyName = oneOf<StrategyName>(STRATEGY_NAMES);
export const isMode = oneOfEvery<Mode>({ normal: true, hard: true });
const isTrue = (v: unknown): v is true => v === true;
const isNullableBool = (v: unknown): v is boolean | null => v === null || isBool(v);

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
const isMarks = (v: unknown) => Array.isArray(v) && v.length === 5 && v.every(isMark);
/** The colours a row's tiles show so far, from the left: four at most (five make a settled row). */
export const isMarkPrefix = (v: unknown): v is Mark[] => Array.isArray(v) && v.length <= 4 && v.every(isMark);

const isRow = isShaped<Row>({ guess: isWord, marks: isMarks });

export function isBoard(v: unknown): v is Board {
  return Array.isArray(v) && v.length <= 6 && v.every(isRow);
}

const SIGNATURE_ROW = `[a-z]{5}:${MARK_CODE}{5}`;
const SIGNATURE = new RegExp(`^(${SIGNATURE_ROW}(,${SIGNATURE_ROW}){0,5})?$`);
/** A board as hints.ts's boardSignature writes it: `crane:aapac,spilt:caaaa`, six rows at most. */
export const isBoardSignature = (v: unknown): v is string => isString(v) && SIGNATURE.test(v);
export const isHintStep = (v: unknown): v is HintStep => v === 1 || v === 2 || v === 3 || v === 4;
/** The most boards a game's hint steps may name: seven boards per game, and room to spare. */
export const MAX_HINT_BOARDS = 20;
/** A game's hint steps (hints.ts), every entry a board signature and a step: one bent entry fails the whole. */
const isHintSteps = (v: unknown): v is HintSteps =>
  isObject(v) && Object.keys(v).length <= MAX_HINT_BOARDS && Object.entries(v).every(([k, step]) => isBoardSignature(k) && isHintStep(step));

export const isGameStatus = oneOfEvery<GameStatus>({ playing: true, won: true, lost: true });

/** One learned answer: a date and a word. */
export const isDatedAnswer = isShaped<DatedAnswer>({ date: isDate, word: isWord });
const isLearned = isOptional(isListOf(MAX_LEARNED, isDatedAnswer));

/** The puzzle's date and learned answers a job may carry (jobs.ts PuzzleContext), bounded. */
export const puzzleChecks: FieldChecks<Pick<SolveRequest, 'date' | 'learnedAnswers'>> = { date: isOptional(isDate), learnedAnswers: isLearned };

export const isSolveRequest = isShaped<SolveRequest>({
  board: isBoard,
  mode: isMode,
  model: isModelName,
  strategy: isStrategyName,
  top: isIntIn(1, 50),
  ...puzzleChecks,
  budgetMs: isOptional(isIntIn(1, REFINE_SLICE_MS)),
});

/** More words than the largest guess list (14,855): no count can exceed it. */
const MAX_WORDS = 20_000;
/** The solver lists at most this many of the remaining words (REMAINING_SHOWN in src/core). */
const MAX_REMAINING = 100;
/** Settings allow at most 50 suggestions. */
const MAX_TOP = 50;
/** Page texts (a reason, a selector looked for) longer than this are not ours. */
const MAX_TEXT = 1000;
const isText = (v: unknown): v is string => isString(v) && v.length <= MAX_TEXT;

type BoardReading = Extract<PageReading, { kind: 'board' }>;

const isReading = isTagged<PageReading, 'kind'>('kind', {
  board: {
    rows: isBoard,
    typing: (v) => isString(v) && /^[a-z]{0,5}$/.test(v),
    shown: isOptional((v) => isMarkPrefix(v) && v.length > 0),
    status: isGameStatus,
    hardMode: isNullableBool,
    hardModeFrom: isOptional(oneOfEvery<HardModeSource>({ switch: true, 'saved-game': true, 'no-saved-game': true, 'several-saved-games': true, 'no-storage': true })),
    date: isOptional(isDate),
    loadedOn: isOptional(isDate),
    puzzle: isOptional(oneOfEvery<PuzzleKind>({ daily: true, archive: true, custom: true })),
    darkMode: isNullableBool,
    highContrast: isNullableBool,
    markup: oneOfEvery<BoardReading['markup']>({ react: true, 'shadow-dom': true }),
  },
  screen: {
    screen: oneOfEvery<ScreenName>({ welcome: true, 'archive-listing': true, terms: true, 'custom-length': true }),
    letters: isNullable(isIntIn(1, 12)),
  },
  unrecognised: { reason: isText, lookedFor: isListOf(50, isText) },
});

/** What the content script reports; a custom-length screen says how many letters, the others none. */
export const isPageReading = (v: unknown): v is PageReading =>
  isReading(v) && (v.kind !== 'screen' || (v.screen === 'custom-length') === (v.letters !== null));

/** Expected guesses to finish: a lost game counts as 7, so any real figure is far below this. */
const isGuesses = isFiniteIn(0, 100);
const isChance = isFiniteIn(0, 1);

const isSuggestion = isShaped<Suggestion>({
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

const isKnowledge = isShaped<Knowledge>({
  greens: (v) => Array.isArray(v) && v.length === 5 && v.every(isNullable(isLetter)),
  present: isListOf(26, isShaped<Knowledge['present'][number]>({ letter: isLetter, notAt: isListOf(5, isIntIn(0, 4)) })),
  counts: isListOf(26, isShaped<Knowledge['counts'][number]>({ letter: isLetter, min: isIntIn(0, 5), max: isNullable(isIntIn(0, 5)) })),
  absent: isListOf(26, isLetter),
});

/** The worker's note on a word (notes.ts): on the answer list or not, its frequency class 0..63. */
const isWordNote = isShaped<WordNote>({ listed: isBool, frequency: isIntIn(0, 63) });

/** Notes on the suggested words only: at most one per suggestion, each keyed by its word. */
const isWordNotes = (v: unknown) => isObject(v) && Object.keys(v).length <= MAX_TOP && Object.entries(v).every(([w, note]) => isWord(w) && isWordNote(note));

/** A year of answers and how many of all repeats it gave: the NYT has played one answer a day since 2021. */
const isRepeatsFrom = isShaped<NonNullable<NotedResult['repeatsFrom']>>({
  year: (v) => typeof v === 'string' && /^20\d\d$/.test(v),
  repeats: isIntIn(1, 36_500),
  of: isIntIn(1, 36_500),
});

const isNotedResult = isShaped<NotedResult>({
  mode: isMode,
  model: isModelName,
  strategy: isStrategyName,
  candidates: isIntIn(0, MAX_WORDS),
  remaining: isListOf(MAX_REMAINING, isWord),
  likeliest: isOptional(isChance),
  likeliestPlayed: isOptional(isTrue),
  longShots: isIntIn(0, MAX_WORDS),
  played: isOptional(isIntIn(0, MAX_WORDS)),
  date: isOptional(isDate),
  repeatShare: isOptional(isChance),
  repeatsFrom: isOptional((v) => isRepeatsFrom(v) && v.repeats <= v.of),
  lastAnswered: isOptional((v) => isObject(v) && Object.keys(v).length <= MAX_REMAINING && Object.entries(v).every(([w, d]) => isWord(w) && isDate(d))),
  knownThrough: isOptional(isDate),
  learned: isOptional(isIntIn(0, MAX_LEARNED)),
  learnedId: isOptional((v) => isString(v) && /^\d{1,4}:[0-9a-f]{8}$/.test(v)),
  unknownDays: isOptional(isIntIn(0, 36_500)),
  suggestions: isListOf(MAX_TOP, isSuggestion),
  fromBook: isBool,
  settled: isBool,
  knowledge: isKnowledge,
  unlistedAnswer: isOptional(isBool),
  changedBest: isOptional(isShaped<NonNullable<NotedResult['changedBest']>>({ was: isWord, fewer: isFiniteIn(0, 7), safer: isOptional(isTrue) })),
  ordered: isOptional(isTrue),
  leastLosing: isOptional(isShaped<NonNullable<NotedResult['leastLosing']>>({ word: isWord, mayLose: isBool, lossChance: isOptional(isChance) })),
  words: isOptional(isWordNotes),
  couldWin: isOptional(isShaped<NonNullable<NotedResult['couldWin']>>({ word: isWord, expectedGuesses: isNullable(isGuesses) })),
});

/**
 * The solver's answer with the worker's notes, checked in full: every word, every figure, every
 * list bounded, no more words listed or unlikely than fit, and a played likeliest word only where
 * played words fit.
 */
export function isSuggestResult(v: unknown): v is NotedResult {
  return isNotedResult(v) && v.remaining.length <= v.candidates && v.longShots + (v.played ?? 0) <= v.candidates && (!v.likeliestPlayed || (v.played ?? 0) > 0);
}

const isBits = isFiniteIn(-100, 100);
const isCount = isIntIn(0, MAX_WORDS);

const isGuessAnalysis = isShaped<NotedRow>({
  guess: isWord,
  marks: isMarks,
  candidatesBefore: isCount,
  candidatesAfter: isCount,
  bitsGained: isBits,
  bitsExpected: isBits,
  expectedGuesses: isGuesses,
  bestWord: isWord,
  bestExpectedGuesses: isGuesses,
  lossChance: isOptional(isChance),
  bestLossChance: isOptional(isChance),
  hardValid: isBool,
  likelyBefore: isOptional(isCount),
  likelyAfter: isOptional(isCount),
  likelyAfterPlayed: isOptional((v: unknown): v is true => v === true),
});

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

export const isGameAnalysis = isShaped<NotedAnalysis>({
  rows: isListOf(6, isGuessAnalysis),
  solved: isBool,
  skill: isFiniteIn(0, 100),
});

/** A `Result<T>` whose value passes `check`. */
export function isResultOf<T>(v: unknown, check: (x: unknown) => x is T): v is Result<T> {
  if (!isObject(v)) return false;
  return v.ok === true ? check(v.value) : v.ok === false && isFailure(v);
}

const isErrorCode = oneOf(ERROR_CODES);

/** A failed Result without its `ok`: the error's words, and its code if it has one (a known one). */
type Failure = Omit<Extract<Result<unknown>, { ok: false }>, 'ok'>;
/** A failure's checks: a Result's, and the solver's failure as a tab view carries it (SolveError). */
export const failureChecks: FieldChecks<Failure> & FieldChecks<Omit<SolveError, 'kind'>> = { error: isText, code: isOptional(isErrorCode) };
const isFailure = isShaped<Failure>(failureChecks);

export const isVoid = (v: unknown): v is void => v === undefined || v === null;

/** A tab or window id: browsers use positive 32-bit integers, and reject others with a TypeError. */
export const isId = (v: unknown): v is number => isInt(v) && (v as number) >= 1 && (v as number) <= 2 ** 31 - 1;

/** The solver's answer as a tab view carries it: its done answer checked in full, its failure's words and code. */
const isSolveState = isTagged<Extract<TabView, { kind: 'tab' }>['solve'], 'kind'>('kind', {
  idle: {},
  busy: {},
  done: { result: isSuggestResult },
  error: failureChecks,
});

export const isTabView = isTagged<TabView, 'kind'>('kind', {
  'no-tab': {},
  tab: { tabId: isId, reading: isNullable(isPageReading), solve: isSolveState, refining: isOptional(isBool), hints: isOptional(isHintSteps) },
});


