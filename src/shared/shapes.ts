// Shape checks for what crosses a context boundary. Every message is untrusted until one of these
// says otherwise: a content script runs beside a page we do not control, storage can hold
// anything, and a stopped service worker can leave half-sent replies behind.
import { ERROR_CODES, MODEL_NAMES, STRATEGY_NAMES, type Board, type GameAnalysis, type Mark, type ModelName, type Result, type Row, type StrategyName, type SuggestResult } from '../core/types';
import { REFINE_SLICE_MS } from '../core/refine-budget';
import type { SolveRequest, TabView } from './tab-view';
import type { GuessEvaluation } from './evaluation';
import type { PageReading } from './page';

type Obj = Record<string, unknown>;

export const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
const isInt = (v: unknown): v is number => Number.isInteger(v);
const oneOf = <T>(allowed: readonly T[]) => (v: unknown): v is T => allowed.includes(v as T);

const MARKS: readonly Mark[] = ['correct', 'present', 'absent'];
export const isMark = oneOf(MARKS);
export const isModelName = oneOf<ModelName>(MODEL_NAMES);
export const isStrategyName = oneOf<StrategyName>(STRATEGY_NAMES);
export const isMode = oneOf(['normal', 'hard'] as const);
const isNullableBool = (v: unknown): v is boolean | null => v === null || isBool(v);

export function isRow(v: unknown): v is Row {
  return isObject(v) && isString(v.guess) && /^[a-z]{5}$/.test(v.guess) && Array.isArray(v.marks) && v.marks.length === 5 && v.marks.every(isMark);
}

export function isBoard(v: unknown): v is Board {
  return Array.isArray(v) && v.length <= 6 && v.every(isRow);
}

export function isPageReading(v: unknown): v is PageReading {
  if (!isObject(v)) return false;
  if (v.kind === 'unrecognised') return isText(v.reason) && isListOf(50, isText)(v.lookedFor);
  if (v.kind === 'screen') return isScreen(v);
  return (
    v.kind === 'board' &&
    isBoard(v.rows) &&
    isString(v.typing) &&
    /^[a-z]{0,5}$/.test(v.typing) &&
    oneOf(['playing', 'won', 'lost'] as const)(v.status) &&
    isNullableBool(v.hardMode) &&
    (v.hardModeFrom === undefined || oneOf(['switch', 'saved-game', 'no-saved-game', 'several-saved-games', 'no-storage'] as const)(v.hardModeFrom)) &&
    isNullableBool(v.darkMode) &&
    isNullableBool(v.highContrast) &&
    oneOf(['react', 'shadow-dom'] as const)(v.markup)
  );
}

const isScreen = (v: Record<string, unknown>) =>
  oneOf(['welcome', 'archive-listing', 'terms', 'custom-length'] as const)(v.screen) &&
  (v.screen === 'custom-length' ? isInt(v.letters) && (v.letters as number) >= 1 && (v.letters as number) <= 12 : v.letters === null);

export function isSolveRequest(v: unknown): v is SolveRequest {
  return (
    isObject(v) &&
    isBoard(v.board) &&
    isMode(v.mode) &&
    isModelName(v.model) &&
    isStrategyName(v.strategy) &&
    isInt(v.top) &&
    (v.top as number) >= 1 &&
    (v.top as number) <= 50 &&
    (v.budgetMs === undefined || (isInt(v.budgetMs) && (v.budgetMs as number) >= 1 && (v.budgetMs as number) <= REFINE_SLICE_MS))
  );
}

// Numbers and lists a message or a stored record may carry, bounded: the panel renders every
// word and figure, so each is checked down to its type and range, never only the container.
const isFiniteIn = (lo: number, hi: number) => (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= lo && v <= hi;
const isIntIn = (lo: number, hi: number) => (v: unknown): v is number => isInt(v) && (v as number) >= lo && (v as number) <= hi;
const isListOf = (max: number, check: (x: unknown) => boolean) => (v: unknown): v is unknown[] => Array.isArray(v) && v.length <= max && v.every((x) => check(x));
const isLetter = (v: unknown): v is string => isString(v) && /^[a-z]$/.test(v);
const isOptional = <T>(check: (x: unknown) => x is T) => (v: unknown): v is T | undefined => v === undefined || check(v);

/** More words than the largest guess list (14,855): no count can exceed it. */
export const MAX_WORDS = 20_000;
/** The solver lists at most this many of the remaining words (REMAINING_SHOWN in src/core). */
export const MAX_REMAINING = 100;
/** Settings allow at most 50 suggestions. */
export const MAX_TOP = 50;
/** Page texts (a reason, a selector looked for) longer than this are not ours. */
const MAX_TEXT = 1000;
const isText = (v: unknown): v is string => isString(v) && v.length <= MAX_TEXT;

function isSuggestion(v: unknown): boolean {
  return (
    isObject(v) &&
    isWord(v.word) &&
    (v.expectedGuesses === null || isFiniteIn(0, 100)(v.expectedGuesses)) &&
    isOptional(isBool)(v.mayLose) &&
    isOptional(isFiniteIn(0, 1))(v.lossChance) &&
    isFiniteIn(0, 100)(v.bits) &&
    isFiniteIn(0, MAX_WORDS)(v.expectedRemaining) &&
    isIntIn(0, MAX_WORDS)(v.worstCase) &&
    isBool(v.isCandidate) &&
    isFiniteIn(0, 1)(v.pAnswer) &&
    isIntIn(0, 243)(v.groups)
  );
}

function isKnowledge(v: unknown): boolean {
  return (
    isObject(v) &&
    Array.isArray(v.greens) &&
    v.greens.length === 5 &&
    v.greens.every((g) => g === null || isLetter(g)) &&
    isListOf(26, (p) => isObject(p) && isLetter(p.letter) && isListOf(5, isIntIn(0, 4))(p.notAt))(v.present) &&
    isListOf(26, (c) => isObject(c) && isLetter(c.letter) && isIntIn(0, 5)(c.min) && (c.max === null || isIntIn(0, 5)(c.max)))(v.counts) &&
    isListOf(26, isLetter)(v.absent)
  );
}

/** The solver's answer, checked in full: every word, every figure, every list bounded. */
export function isSuggestResult(v: unknown): v is SuggestResult {
  return (
    isObject(v) &&
    isMode(v.mode) &&
    isModelName(v.model) &&
    isStrategyName(v.strategy) &&
    isIntIn(0, MAX_WORDS)(v.candidates) &&
    isListOf(MAX_REMAINING, isWord)(v.remaining) &&
    v.remaining.length <= v.candidates &&
    isIntIn(0, v.candidates)(v.longShots) &&
    isListOf(MAX_TOP, isSuggestion)(v.suggestions) &&
    isBool(v.fromBook) &&
    isBool(v.settled) &&
    isKnowledge(v.knowledge)
  );
}

function isGuessAnalysis(v: unknown): boolean {
  const n = isFiniteIn(0, 100);
  const bits = isFiniteIn(-100, 100);
  return (
    isRow(v) &&
    isObject(v) &&
    isIntIn(0, MAX_WORDS)(v.candidatesBefore) &&
    isIntIn(0, MAX_WORDS)(v.candidatesAfter) &&
    bits(v.bitsGained) &&
    bits(v.bitsExpected) &&
    n(v.expectedGuesses) &&
    isWord(v.bestWord) &&
    n(v.bestExpectedGuesses) &&
    isOptional(isFiniteIn(0, 1))(v.lossChance) &&
    isOptional(isFiniteIn(0, 1))(v.bestLossChance) &&
    isBool(v.hardValid)
  );
}

export function isGuessEvaluation(v: unknown): v is GuessEvaluation {
  const num = (x: unknown) => typeof x === 'number' && Number.isFinite(x);
  return (
    isObject(v) &&
    isWord(v.word) &&
    (v.expectedGuesses === null || num(v.expectedGuesses)) &&
    num(v.lossChance) &&
    num(v.winNowChance) &&
    isInt(v.rank) &&
    isInt(v.rankedOf) &&
    isBool(v.hardValid) &&
    (v.hardReason === undefined || isString(v.hardReason)) &&
    isBool(v.isCandidate) &&
    isObject(v.best) &&
    isString(v.best.word)
  );
}

export function isGameAnalysis(v: unknown): v is GameAnalysis {
  return isObject(v) && isListOf(6, isGuessAnalysis)(v.rows) && isBool(v.solved) && isFiniteIn(0, 100)(v.skill);
}

/** A `Result<T>` whose value passes `check`. */
export function isResultOf<T>(v: unknown, check: (x: unknown) => x is T): v is Result<T> {
  if (!isObject(v)) return false;
  return v.ok === true ? check(v.value) : v.ok === false && isFailure(v);
}

const isErrorCode = (v: unknown) => (ERROR_CODES as readonly unknown[]).includes(v);

/** An error's words, and its code if it has one (a known one). */
export const isFailure = (v: Record<string, unknown>) => isText(v.error) && (v.code === undefined || isErrorCode(v.code));

export const isVoid = (v: unknown): v is void => v === undefined || v === null;

export function isTabView(v: unknown): v is TabView {
  if (!isObject(v)) return false;
  if (v.kind === 'no-tab') return true;
  if (v.kind !== 'tab' || !isId(v.tabId) || !(v.reading === null || isPageReading(v.reading)) || !isObject(v.solve)) return false;
  if (v.refining !== undefined && !isBool(v.refining)) return false;
  const s = v.solve;
  if (s.kind === 'idle' || s.kind === 'busy') return true;
  if (s.kind === 'done') return isSuggestResult(s.result);
  return s.kind === 'error' && isFailure(s);
}

/** A tab or window id: browsers use positive 32-bit integers, and reject others with a TypeError. */
export const isId = (v: unknown): v is number => isInt(v) && (v as number) >= 1 && (v as number) <= 2 ** 31 - 1;

/** A five-letter word a-z, the only thing the panel may ask the game to type. */
export const isWord = (v: unknown): v is string => isString(v) && /^[a-z]{5}$/.test(v);
