// Shape checks for what crosses a context boundary. Every message is untrusted until one of these
// says otherwise: a content script runs beside a page we do not control, storage can hold
// anything, and a stopped service worker can leave half-sent replies behind.
import { MODEL_NAMES, STRATEGY_NAMES, type Board, type GameAnalysis, type Mark, type ModelName, type Result, type Row, type StrategyName, type SuggestResult } from '../core/types';
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
  if (v.kind === 'unrecognised') return isString(v.reason) && Array.isArray(v.lookedFor) && v.lookedFor.every(isString);
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
    isObject(v) && isBoard(v.board) && isMode(v.mode) && isModelName(v.model) && isStrategyName(v.strategy) && isInt(v.top) && (v.top as number) >= 1 && (v.top as number) <= 50
  );
}

/** A light check of the solver's answer: the fields the panel and the badge rely on. */
export function isSuggestResult(v: unknown): v is SuggestResult {
  return (
    isObject(v) &&
    isInt(v.candidates) &&
    Array.isArray(v.remaining) &&
    Array.isArray(v.suggestions) &&
    v.suggestions.every((s) => isObject(s) && isString(s.word)) &&
    isObject(v.knowledge)
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
  return isObject(v) && Array.isArray(v.rows) && isBool(v.solved) && typeof v.skill === 'number' && typeof v.luck === 'number';
}

/** A `Result<T>` whose value passes `check`. */
export function isResultOf<T>(v: unknown, check: (x: unknown) => x is T): v is Result<T> {
  if (!isObject(v)) return false;
  return v.ok === true ? check(v.value) : v.ok === false && isString(v.error);
}

export const isVoid = (v: unknown): v is void => v === undefined || v === null;

export function isTabView(v: unknown): v is TabView {
  if (!isObject(v)) return false;
  if (v.kind === 'no-tab') return true;
  if (v.kind !== 'tab' || !isInt(v.tabId) || !(v.reading === null || isPageReading(v.reading)) || !isObject(v.solve)) return false;
  const s = v.solve;
  if (s.kind === 'idle' || s.kind === 'busy') return true;
  if (s.kind === 'done') return isSuggestResult(s.result);
  return s.kind === 'error' && isString(s.error);
}

/** A five-letter word a-z, the only thing the panel may ask the game to type. */
export const isWord = (v: unknown): v is string => isString(v) && /^[a-z]{5}$/.test(v);
