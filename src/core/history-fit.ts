/*
 * The history model's rule, fitted on the answers before a date (the same function at build time,
 * in the model for dates the shipped list covers, and day by day in the walk-forward benchmark).
 *
 * Each allowed word is in one class on a given day:
 *   original  on the NYT's original list (the 2,309 that the 3,158 list still holds), not played yet
 *   added     on the 3,158 list but not the original one, not played yet
 *   longShot  every other allowed word not played yet, shaped by commonness (longShotWeight)
 *   played Y  the answer of an earlier day, last the answer in calendar year Y (one class per year:
 *             the NYT brings back old answers, mostly the first year's, far more than recent ones);
 *             before the repeat era, when no answer had come back, one class for every year
 * The rule: a class's weight per word is its rate of being the answer, estimated over the days
 * of the fitting window as (answers from the class + prior) / (exposure + prior exposure), where a
 * class's exposure on a day is its size then (long shots: the sum of their shapes), and the prior
 * is PRIOR_DAYS days of the plain model (every word at its plain weight, so a class of size W is
 * expected to give W / total answers a day): a year with no repeat yet weighs little, not nothing.
 * Weights are given relative to `original`. A word answered again moves to the year of its new
 * play. The `alike` rule (the model before repeats were told apart by age, kept for the benchmark)
 * puts every played word in one class.
 * The window: from REPEAT_ERA_FROM to the day before the cut when the cut is on or after it (the
 * game changed that day: earlier days say nothing about repeats), else every day before the cut.
 * On the first day of the repeat era the window is empty and the model is the plain one.
 * PRIOR_DAYS was set before any benchmark ran (a week of the plain model) and is not tuned.
 */
import { FITTED_COUNTS, FITTED_THROUGH, FITTED_WEIGHTS } from './data/history-weights';
import { dateOfDay, dayNumber } from './dates';
import { REPEAT_ERA_FROM, shippedHistory } from './history';
import { longShotWeight } from './model-shape';
import type { RepeatRule } from './types';
import { wordTable } from './words';

export const PRIOR_DAYS = 7;


export interface HistoryFit {
  /** The last day whose answer the fit used (the day before the cut). */
  through: string;
  /**
   * Weight per word of each class, relative to `original` (long shots: a factor on their shape);
   * `played`: by the calendar year the word was last the answer ("2021"), every year of the history.
   */
  weights: { original: number; added: number; longShot: number; played: Record<string, number> };
  /**
   * The window's days and the answers each class gave in it: `played` all repeats, `playedByYear`
   * by the year each repeat had last been the answer (by-age in the repeat era; else empty).
   */
  counts: { days: number; original: number; added: number; longShot: number; played: number; playedByYear: Record<string, number> };
}

const ORIGINAL = 0;
const ADDED = 1;
const LONG_SHOT = 2;
/** Played words: class PLAYED + (year of the last play - the first answer's year). */
const PLAYED = 3;

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

export const CLASS_INDEX = { original: ORIGINAL, added: ADDED, longShot: LONG_SHOT } as const;

/** The calendar year of a day number. */
export const yearOfDay = (day: number) => Number(dateOfDay(day).slice(0, 4));

/**
 * The weight of a word last the answer in `year`: a year after the fit's last (an answer learned
 * after the list) weighs as the fit's newest year.
 */
export function playedWeight(fit: HistoryFit, year: number): number {
  const w = fit.weights.played[String(year)];
  if (w !== undefined) return w;
  const years = Object.keys(fit.weights.played).sort();
  return years.length ? fit.weights.played[years[years.length - 1]] : 1;
}

/**
 * Fits the class weights on the answers of the days before `cutDay`. `byDay[k]` is the word index
 * of the answer of day `firstDay + k` (-1: unknown). Pure: the same answers give the same figures.
 * @internal exported for the tests: its test checks the shipped weights are its output.
 */
export function fitHistoryWeights(byDay: ArrayLike<number>, firstDay: number, cutDay: number, rule: RepeatRule = 'by-age'): HistoryFit {
  const { cls, shape: sh } = baseClasses();
  const repeatDay = dayNumber(REPEAT_ERA_FROM);
  const start = cutDay >= repeatDay ? Math.max(repeatDay, firstDay) : firstDay;
  const end = Math.min(cutDay, firstDay + byDay.length);
  const firstYear = yearOfDay(firstDay);
  const years = end > firstDay ? yearOfDay(end - 1) - firstYear + 1 : 0;
  // Before the repeat era no answer had come back, so no year can be told from another.
  const byAge = rule === 'by-age' && cutDay >= repeatDay;
  const classOfYear = (year: number) => PLAYED + (byAge ? year - firstYear : 0);
  const classes = PLAYED + (byAge ? Math.max(years, 1) : 1);
  const size = new Float64Array(classes);
  for (let i = 0; i < cls.length; i++) size[cls[i]] += sh[i];
  const exposure = new Float64Array(classes);
  const answers = new Float64Array(classes);
  // The class each word is in now: its base class until played, then the year of its last play.
  const now = Uint8Array.from(cls);
  let days = 0;
  let year = firstYear;
  let nextYear = dayNumber(`${firstYear + 1}-01-01`);
  for (let day = firstDay; day < end; day++) {
    if (day >= nextYear) nextYear = dayNumber(`${++year + 1}-01-01`);
    const a = byDay[day - firstDay];
    if (a < 0) continue;
    if (day >= start) {
      days++;
      for (let c = 0; c < classes; c++) exposure[c] += size[c];
      answers[now[a]]++;
    }
    const to = classOfYear(year);
    size[now[a]] -= now[a] < PLAYED ? sh[a] : 1;
    size[to] += 1;
    now[a] = to;
  }
  let total = 0;
  for (let c = 0; c < classes; c++) total += size[c];
  const rate = Array.from(size, (w, c) => {
    const den = exposure[c] + PRIOR_DAYS * w;
    return den > 0 ? (answers[c] + (PRIOR_DAYS * w) / total) / den : 1 / total;
  });
  const rel = (c: number) => rate[c] / rate[ORIGINAL];
  const played: Record<string, number> = {};
  const playedByYear: Record<string, number> = {};
  let repeats = 0;
  for (let y = 0; y < years; y++) {
    played[String(firstYear + y)] = rel(classOfYear(firstYear + y));
    if (byAge) {
      playedByYear[String(firstYear + y)] = answers[PLAYED + y];
      repeats += answers[PLAYED + y];
    }
  }
  if (!byAge) repeats = answers[PLAYED];
  return {
    through: dateOfDay(end - 1),
    weights: { original: 1, added: rel(ADDED), longShot: rel(LONG_SHOT), played },
    counts: { days, original: answers[ORIGINAL], added: answers[ADDED], longShot: answers[LONG_SHOT], played: repeats, playedByYear },
  };
}

/**
 * The fit on every shipped answer: what the model uses after the list ends (written by `npm run data`).
 * @public scripts/build-data.mjs imports it by a path it computes (its `--root`).
 */
export function fitAtEnd(): HistoryFit {
  const h = shippedHistory();
  return fitHistoryWeights(h.byDay, h.firstDay, h.firstDay + h.byDay.length);
}

/** The fit for a puzzle of `cutDay`: on the days before it, or the shipped figures after the list. */
export function fitFor(cutDay: number, rule: RepeatRule = 'by-age'): HistoryFit {
  const h = shippedHistory();
  if (rule === 'by-age' && cutDay > h.firstDay + h.byDay.length) return { through: FITTED_THROUGH, weights: FITTED_WEIGHTS, counts: FITTED_COUNTS };
  return fitHistoryWeights(h.byDay, h.firstDay, Math.min(cutDay, h.firstDay + h.byDay.length), rule);
}
