// Answer models: how likely each allowed word is to be today's answer. Weights are relative;
// 0 means the model rules the word out as an answer.
import { dateOfDay, dayNumber, isDate, localDate } from './dates';
import { learnedBefore, shippedHistory } from './history';
import { baseClasses, CLASS_INDEX, fitFor, playedWeight, yearOfDay, type HistoryFit } from './history-fit';
import { Lru } from './lru';
import { longShotWeight } from './model-shape';
import type { ModelName, PuzzleContext, RepeatRule, Result, SuggestOptions } from './types';
import { wordTable } from './words';

export interface AnswerModel {
  readonly name: ModelName;
  /**
   * Which weights these are: the name for the fixed models; for `history` the name, the last day
   * of history it knows and the learned answers it used. Caches of anything computed from the
   * weights (the search's memo, models) are keyed by it.
   */
  readonly id: string;
  /**
   * Which opening books fit: the name for the fixed models; for history the shipped history it was
   * built from (`history@<the cut, at most the day after the list>`), learned answers left out: a
   * book built for the day after the list serves every later date (bench-history measures the cost).
   */
  readonly bookId: string;
  /**
   * Whose opening book answers the empty board: bookId, except for history on a date the list
   * covers, which has no book of its own and takes the first move (only) of the list's end's book
   * (optimal.ts; bench-history --opener solver measures it).
   */
  readonly openerBookId: string;
  /** Relative weight of each word index being the answer (0 = never). */
  readonly weight: Float64Array;
  /** 1 where the word is on the model's answer list, 0 for long shots and non-answers. */
  readonly listed: Uint8Array;
  /** The model's answer list (the words the benchmark plays). */
  readonly answers: Uint16Array;
  /** history: 1 where the word was the answer of a day before the puzzle's date. */
  readonly played?: Uint8Array;
  /** history: the puzzle's date, and the fit its weights come from. */
  readonly date?: string;
  readonly fit?: HistoryFit;
  /** history: how many learned answers (beyond the shipped list) it counts as played. */
  readonly learned?: number;
  /**
   * history: which learned answers it counts, as their number and a hash of them (part of `id`):
   * two sets of one size differ, so a cache of anything they change keys by this, not the count.
   */
  readonly learnedId?: string;
}

/** Which history the `history` model is built from: the puzzle's context and, for the benchmark, its rules. */
interface ModelContext extends PuzzleContext {
  /** How played words are weighed (default `by-age`; `alike`, the rule before, for the benchmark). */
  repeats?: RepeatRule;
  /**
   * The last day of the shipped list as an older build shipped it (default: the whole list): days
   * after it are known only from learned answers. For the benchmark of a stale list.
   */
  shippedThrough?: string;
}

/** The fixed models, built once. */
const fixed = new Map<string, AnswerModel>();
/** A few history models (one per id and date), the least recently used dropped first. */
const historyModels = new Lru<string, AnswerModel>(8);

function fixedModel(name: 'nyt' | 'classic'): AnswerModel {
  const t = wordTable();
  const weight = new Float64Array(t.size);
  const listed = new Uint8Array(t.size);
  const answers = name === 'classic' ? t.classicAnswers : t.nytAnswers;
  for (const a of answers) listed[a] = 1;
  for (let i = 0; i < t.size; i++) {
    if (listed[i]) weight[i] = 1;
    else if (name === 'nyt') weight[i] = longShotWeight(t.frequency[i]);
  }
  return { name, id: name, bookId: name, openerBookId: name, weight, listed, answers };
}

/** FNV-1a of a string, as 8 hex digits: a short, stable id for a set of learned answers. */
function hashOf(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/**
 * The history model of a puzzle date: words played before it weigh the fit's weight of the year
 * they were last the answer, words not played yet their class's. After the shipped list ends every
 * date has the same shipped history, so the id names the cut (at most the day after the list) and
 * the learned answers used.
 */
function historyModel(context: ModelContext): AnswerModel {
  const date = context.date ?? localDate();
  if (!isDate(date)) throw new Error(`bad puzzle date "${String(date).slice(0, 20)}": expected YYYY-MM-DD`);
  const rule = context.repeats ?? 'by-age';
  const h = shippedHistory();
  const cutDay = dayNumber(date);
  // The first day the list does not hold (an earlier one for a list shipped earlier).
  const fullEnd = h.firstDay + h.byDay.length;
  const listEnd = context.shippedThrough ? Math.min(dayNumber(context.shippedThrough) + 1, fullEnd) : fullEnd;
  const shippedCut = Math.min(cutDay, listEnd);
  const learned = learnedBefore(context.learnedAnswers, cutDay, listEnd);
  const bookId = `history@${dateOfDay(shippedCut)}`;
  const openerBookId = `history@${dateOfDay(listEnd)}`;
  const learnedId = learned.length ? `${learned.length}:${hashOf(learned.map((a) => a.date + a.word).join(''))}` : undefined;
  const id = `${bookId}${rule === 'by-age' ? '' : `~${rule}`}${learnedId ? `+${learnedId}` : ''}`;
  // Kept by id and date: two dates after the list share weights (one id, one searcher) but each
  // result says its own puzzle's date.
  const key = `${id} ${date}`;
  const hit = historyModels.get(key);
  if (hit) return hit;
  for (const m of historyModels.values()) if (m.id === id) return historyModels.set(key, { ...m, date });
  const t = wordTable();
  const { cls, shape } = baseClasses();
  // After its list, a model keeps the fit of the list's end (a list shipped earlier: fitted there).
  const fit = fitFor(listEnd < fullEnd ? Math.min(cutDay, listEnd) : cutDay, rule);
  // The year each word was last the answer before the date (0: not played).
  const lastYear = new Uint16Array(t.size);
  let year = yearOfDay(h.firstDay);
  for (let d = 0; d < shippedCut - h.firstDay; d++) {
    if (dateOfDay(h.firstDay + d).endsWith('-01-01')) year = yearOfDay(h.firstDay + d);
    lastYear[h.byDay[d]] = year;
  }
  for (const a of learned) lastYear[t.indexOf(a.word)] = Number(a.date.slice(0, 4));
  const played = Uint8Array.from(lastYear, (y) => (y ? 1 : 0));
  const byClass = [fit.weights.original, fit.weights.added, fit.weights.longShot];
  const weight = new Float64Array(t.size);
  const listed = new Uint8Array(t.size);
  for (let i = 0; i < t.size; i++) {
    if (played[i]) weight[i] = playedWeight(fit, lastYear[i]);
    else weight[i] = byClass[cls[i]] * shape[i];
    if (played[i] || cls[i] !== CLASS_INDEX.longShot) listed[i] = 1;
  }
  const answers = Uint16Array.from({ length: t.size }, (_, i) => i).filter((i) => listed[i]);
  const model: AnswerModel = { name: 'history', id, bookId, openerBookId, weight, listed, answers, played, date, fit, learned: learned.length, ...(learnedId ? { learnedId } : {}) };
  return historyModels.set(key, model);
}

/**
 * The answer model by name. `history` (the default) depends on the puzzle's date and the learned
 * answers (`context`); the plain `nyt` (3,158 words, the rest long shots) and `classic` (2,309) do not.
 */
export function answerModel(name: ModelName = 'history', context: ModelContext = {}): AnswerModel {
  if (name === 'history') return historyModel(context);
  const hit = fixed.get(name);
  if (hit) return hit;
  const model = fixedModel(name);
  fixed.set(name, model);
  return model;
}

/** The model the options ask for (default `history`), or a clear error for a bad date. */
export function modelFor(options: Pick<SuggestOptions, 'model' | 'date' | 'learnedAnswers' | 'repeats' | 'shippedThrough'>): Result<AnswerModel> {
  if (options.date !== undefined && !isDate(options.date)) {
    return { ok: false, error: `"${String(options.date).slice(0, 40)}" is not a date: expected YYYY-MM-DD, e.g. 2026-03-03.` };
  }
  return { ok: true, value: answerModel(options.model ?? 'history', { date: options.date, learnedAnswers: options.learnedAnswers, repeats: options.repeats, shippedThrough: options.shippedThrough }) };
}
