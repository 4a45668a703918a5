// Answer models: how likely each allowed word is to be today's answer. Weights are relative;
// 0 means the model rules the word out as an answer.
import { dateOfDay, dayNumber, isDate, localDate } from './dates';
import { learnedBefore, shippedHistory, type DatedAnswer } from './history';
import { baseClasses, CLASS_INDEX, fitFor, type HistoryFit } from './history-fit';
import { longShotWeight } from './model-shape';
import type { ModelName, Result, SuggestOptions } from './types';
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
}

/** Which history the `history` model is built from: the puzzle's date and answers learned since the list. */
export interface ModelContext {
  /** The puzzle's date, 'YYYY-MM-DD' (default: today on the local clock). */
  date?: string;
  /** Answers learned from the player's games (date → word); only days after the shipped list count. */
  learnedAnswers?: readonly DatedAnswer[];
}

/** Models kept: the fixed ones always, a few history models (one per date and learned set). */
const MAX_HISTORY_MODELS = 8;
const cache = new Map<string, AnswerModel>();

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
 * The history model of a puzzle date: words played before it weigh the `played` weight of the fit,
 * words not played yet their class's. After the shipped list ends every date has the same shipped
 * history, so the id names the cut (at most the day after the list) and the learned answers used.
 */
function historyModel(context: ModelContext): AnswerModel {
  const date = context.date ?? localDate();
  if (!isDate(date)) throw new Error(`bad puzzle date "${String(date).slice(0, 20)}": expected YYYY-MM-DD`);
  const h = shippedHistory();
  const cutDay = dayNumber(date);
  const shippedCut = Math.min(cutDay, h.firstDay + h.byDay.length);
  const learned = learnedBefore(context.learnedAnswers, cutDay);
  const bookId = `history@${dateOfDay(shippedCut)}`;
  const openerBookId = `history@${dateOfDay(h.firstDay + h.byDay.length)}`;
  const id = `${bookId}${learned.length ? `+${learned.length}:${hashOf(learned.map((a) => a.date + a.word).join(''))}` : ''}`;
  // Kept by id and date: two dates after the list share weights (one id, one searcher) but each
  // result says its own puzzle's date.
  const key = `${id} ${date}`;
  const hit = cache.get(key);
  if (hit) return remember(key, hit);
  for (const m of cache.values()) if (m.id === id) return remember(key, { ...m, date });
  const t = wordTable();
  const { cls, shape } = baseClasses();
  const fit = fitFor(cutDay);
  const played = new Uint8Array(t.size);
  for (let d = 0; d < shippedCut - h.firstDay; d++) played[h.byDay[d]] = 1;
  for (const a of learned) played[t.indexOf(a.word)] = 1;
  const byClass = [fit.weights.original, fit.weights.added, fit.weights.played, fit.weights.longShot];
  const weight = new Float64Array(t.size);
  const listed = new Uint8Array(t.size);
  for (let i = 0; i < t.size; i++) {
    if (played[i]) weight[i] = byClass[CLASS_INDEX.played];
    else weight[i] = byClass[cls[i]] * shape[i];
    if (played[i] || cls[i] !== CLASS_INDEX.longShot) listed[i] = 1;
  }
  const answers = Uint16Array.from({ length: t.size }, (_, i) => i).filter((i) => listed[i]);
  const model: AnswerModel = { name: 'history', id, bookId, openerBookId, weight, listed, answers, played, date, fit, learned: learned.length };
  return remember(key, model);
}

/**
 * Keeps `model` as the most recently used: the least recently used history model goes first, so
 * the day being played stays while a backfill of kept games walks through other dates.
 */
function remember(id: string, model: AnswerModel): AnswerModel {
  if (cache.delete(id)) {
    cache.set(id, model);
    return model;
  }
  let historyModels = 0;
  for (const m of cache.values()) if (m.name === 'history') historyModels++;
  if (historyModels >= MAX_HISTORY_MODELS) {
    for (const [k, m] of cache) {
      if (m.name === 'history') {
        cache.delete(k);
        break;
      }
    }
  }
  cache.set(id, model);
  return model;
}

/**
 * The answer model by name. `history` (the default) depends on the puzzle's date and the learned
 * answers (`context`); the plain `nyt` (3,158 words, the rest long shots) and `classic` (2,309) do not.
 */
export function answerModel(name: ModelName = 'history', context: ModelContext = {}): AnswerModel {
  if (name === 'history') return historyModel(context);
  const hit = cache.get(name);
  if (hit) return hit;
  const model = fixedModel(name);
  cache.set(name, model);
  return model;
}

/** The model the options ask for (default `history`), or a clear error for a bad date. */
export function modelFor(options: Pick<SuggestOptions, 'model' | 'date' | 'learnedAnswers'>): Result<AnswerModel> {
  if (options.date !== undefined && !isDate(options.date)) {
    return { ok: false, error: `"${String(options.date).slice(0, 40)}" is not a date: expected YYYY-MM-DD, e.g. 2026-03-03.` };
  }
  return { ok: true, value: answerModel(options.model ?? 'history', { date: options.date, learnedAnswers: options.learnedAnswers }) };
}
