// What the panel needs to know about words and games beyond the solver's own answer, added by the
// worker (src/shared/annotate.ts) where the word tables live, so the panel never loads them:
// whether a word is on the model's answer list and how common it is, and the
// likely answers left around each guess of a finished game. All optional: a result without them
// (an older worker, a test) still shows, only without the tags.
import type { GameAnalysis, GuessAnalysis, SuggestResult } from '../core/types';
import { isDate } from '../core/dates';
import {
  isBits, isBool, isChance, isCount, isFiniteIn, isGuesses, isIntIn, isKnowledge, isListOf, isMarks, isMode, isModelName, isNullable, isObject,
  isOptional, isShaped, isStrategyName, isString, isSuggestion, isTrue, isWord, MAX_LEARNED, MAX_REMAINING, MAX_TOP, MAX_WORDS,
} from './shapes';

export interface WordNote {
  /** On the model's answer list (core/likely.ts: not `offList`); under history, a word played before is listed too. */
  listed: boolean;
  /** Log-frequency class 0..63 (0 = unknown), wordTable().frequency. */
  frequency: number;
  /** The likely answers the word leaves, on average and at worst (core/likely-left.ts likelyLeftAfter); where the board was known. */
  left?: { mean: number; worst: number };
}

export type NotedResult = SuggestResult & {
  /** Notes on every suggested word. */
  words?: Record<string, WordNote>;
  /**
   * The best guess that could be the answer, when no suggestion is on the answer list: found by
   * checking the likeliest few listed words (small boards only, see annotate.ts).
   */
  couldWin?: { word: string; expectedGuesses: number | null };
};

export type NotedRow = GuessAnalysis & {
  /** Likely answers (core/likely.ts) fitting before and after the guess. */
  likelyBefore?: number;
  likelyAfter?: number;
  /**
   * The likely answers the guess typically leaves (core/likely-left.ts typicalLikelyLeft): what the
   * row's luck is judged against, in the units the row counts.
   */
  likelyTypical?: number;
  /** The likely answers after the guess are words the NYT played before (history: nothing else on the list fit). */
  likelyAfterPlayed?: true;
};

export type NotedAnalysis = Omit<GameAnalysis, 'rows'> & { rows: NotedRow[] };

/**
 * Below this frequency class a word is "rare": most solver darlings (SALET, AMAHS, ABYSM) sit
 * below it, 96% of the NYT answer list above. A threshold on the class, not a list of words,
 * so replacement frequency data of the same shape keeps working.
 */
const RARE_BELOW = 26;

export const isRare = (note: WordNote | undefined) => note !== undefined && note.frequency < RARE_BELOW;

/** The worker's note on a word (notes.ts): on the answer list or not, its frequency class 0..63. */
const isWordNote = isShaped<WordNote>({ listed: isBool, frequency: isIntIn(0, 63), left: isOptional(isShaped<NonNullable<WordNote['left']>>({ mean: isFiniteIn(0, MAX_WORDS), worst: isIntIn(0, MAX_WORDS) })) });

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
  likelyTypical: isOptional(isFiniteIn(1, MAX_WORDS)),
  likelyAfterPlayed: isOptional(isTrue),
});

export const isGameAnalysis = isShaped<NotedAnalysis>({
  rows: isListOf(6, isGuessAnalysis),
  solved: isBool,
  skill: isFiniteIn(0, 100),
});
