/*
 * The history model's rule, fitted on the answers before a date (the same function at build time,
 * in the model for dates the shipped list covers, and day by day in the walk-forward benchmark).
 *
 * Each allowed word is in one class on a given day:
 *   original  on the NYT's original list (the 2,309 that the 3,158 list still holds), not played yet
 *   added     on the 3,158 list but not the original one, not played yet
 *   played    the answer of an earlier day (any word)
 *   longShot  every other allowed word, shaped by commonness (longShotWeight)
 * The rule: a class's weight per word is its rate of being the answer, estimated over the days
 * of the fitting window as (answers from the class + prior) / (exposure + prior exposure), where a
 * class's exposure on a day is its size then (long shots: the sum of their shapes), and the prior
 * is PRIOR_DAYS days of the plain model (every word at its plain weight, so a class of size W is
 * expected to give W / total answers a day). Weights are given relative to `original`.
 * The window: from REPEAT_ERA_FROM to the day before the cut when the cut is on or after it (the
 * game changed that day: earlier days say nothing about repeats), else every day before the cut.
 * On the first day of the repeat era the window is empty and the model is the plain one.
 * PRIOR_DAYS was set before any benchmark ran (a week of the plain model) and is not tuned.
 */
import { FITTED_COUNTS, FITTED_THROUGH, FITTED_WEIGHTS } from './data/history-weights';
import { dateOfDay, dayNumber } from './dates';
import { REPEAT_ERA_FROM, shippedHistory } from './history';
import { longShotWeight } from './model-shape';
import { wordTable } from './words';

const PRIOR_DAYS = 7;

type HistoryClass = 'original' | 'added' | 'played' | 'longShot';

export interface HistoryFit {
  /** The last day whose answer the fit used (the day before the cut). */
  through: string;
  /** Weight per word of each class, relative to `original` (long shots: a factor on their shape). */
  weights: Record<HistoryClass, number>;
  /** The window's days and the answers each class gave in it. */
  counts: Record<HistoryClass | 'days', number>;
}

const ORIGINAL = 0;
const ADDED = 1;
const PLAYED = 2;
const LONG_SHOT = 3;

let baseClass: Uint8Array | undefined;
let shape: Float64Array | undefined;

/** Each word's class before any answer is played, and its weight within the class. */
export function baseClasses(): { cls: Uint8Array; shape: Float64Array } {
  if (baseClass && shape) return { cls: baseClass, shape };
  const t = wordTable();
  const onNyt = new Uint8Array(t.size);
  for (const i of t.nytAnswers) onNyt[i] = 1;
  baseClass = new Uint8Array(t.size).fill(LONG_SHOT);
  shape = new Float64Array(t.size);
  for (let i = 0; i < t.size; i++) shape[i] = longShotWeight(t.frequency[i]);
  for (const i of t.nytAnswers) {
    baseClass[i] = ADDED;
    shape[i] = 1;
  }
  for (const i of t.classicAnswers) if (onNyt[i]) baseClass[i] = ORIGINAL;
  return { cls: baseClass, shape };
}

/** The class index of a word given whether it was played (PLAYED words weigh 1 each). */
const classOf = (base: number, played: boolean) => (played ? PLAYED : base);
export const CLASS_INDEX = { original: ORIGINAL, added: ADDED, played: PLAYED, longShot: LONG_SHOT } as const;

/**
 * Fits the class weights on the answers of the days before `cutDay`. `byDay[k]` is the word index
 * of the answer of day `firstDay + k` (-1: unknown). Pure: the same answers give the same figures.
 * @internal exported for the tests: its test checks the shipped weights are its output.
 */
export function fitHistoryWeights(byDay: ArrayLike<number>, firstDay: number, cutDay: number): HistoryFit {
  const { cls, shape: sh } = baseClasses();
  const repeatDay = dayNumber(REPEAT_ERA_FROM);
  const start = cutDay >= repeatDay ? Math.max(repeatDay, firstDay) : firstDay;
  const size = [0, 0, 0, 0];
  for (let i = 0; i < cls.length; i++) size[cls[i]] += sh[i];
  const exposure = [0, 0, 0, 0];
  const answers = [0, 0, 0, 0];
  const played = new Uint8Array(cls.length);
  let days = 0;
  const end = Math.min(cutDay, firstDay + byDay.length);
  for (let day = firstDay; day < end; day++) {
    const a = byDay[day - firstDay];
    if (a < 0) continue;
    if (day >= start) {
      days++;
      for (let c = 0; c < 4; c++) exposure[c] += size[c];
      answers[classOf(cls[a], played[a] === 1)]++;
    }
    if (!played[a]) {
      played[a] = 1;
      size[cls[a]] -= sh[a];
      size[PLAYED] += 1;
    }
  }
  const total = size[0] + size[1] + size[2] + size[3];
  const rate = size.map((w, c) => {
    const den = exposure[c] + PRIOR_DAYS * w;
    return den > 0 ? (answers[c] + (PRIOR_DAYS * w) / total) / den : 1 / total;
  });
  const rel = (c: number) => rate[c] / rate[ORIGINAL];
  return {
    through: dateOfDay(end - 1),
    weights: { original: 1, added: rel(ADDED), played: rel(PLAYED), longShot: rel(LONG_SHOT) },
    counts: { days, original: answers[ORIGINAL], added: answers[ADDED], played: answers[PLAYED], longShot: answers[LONG_SHOT] },
  };
}

/** The fit on every shipped answer: what the model uses after the list ends (written by `npm run data`). */
export function fitAtEnd(): HistoryFit {
  const h = shippedHistory();
  return fitHistoryWeights(h.byDay, h.firstDay, h.firstDay + h.byDay.length);
}

/** The fit for a puzzle of `cutDay`: on the days before it, or the shipped figures after the list. */
export function fitFor(cutDay: number): HistoryFit {
  const h = shippedHistory();
  if (cutDay > h.firstDay + h.byDay.length) return { through: FITTED_THROUGH, weights: FITTED_WEIGHTS, counts: FITTED_COUNTS };
  return fitHistoryWeights(h.byDay, h.firstDay, cutDay);
}
