/*
 * The NYT's past answers: the shipped dated list (data/answers-nyt-dated-*.json, built into
 * word-data.ts as one word per day) and the answers a player's browser has learned since
 * (date → word, from the page's saved games). Everything here cuts at a date: the history
 * "before D" never holds the answer of D or of any later day, so a model built from it cannot
 * know the answer of the puzzle it solves.
 */
import { DATED_ANSWERS, DATED_FROM } from './data/word-data';
import { dateOfDay, dayNumber, isDate } from './dates';
import type { DatedAnswer } from './types';
import { wordTable } from './words';

export type { DatedAnswer };

/** The day the NYT began playing earlier answers again (the Gameplay newsletter of 2026-01-28). */
export const REPEAT_ERA_FROM = '2026-02-02';

export interface ShippedHistory {
  /** Day number of the first answer. */
  readonly firstDay: number;
  /** Word index of each day's answer from firstDay on, no gaps. */
  readonly byDay: Uint16Array;
  /** Date of the last answer. */
  readonly last: string;
}

let shipped: ShippedHistory | undefined;

export function shippedHistory(): ShippedHistory {
  if (shipped) return shipped;
  const t = wordTable();
  const firstDay = dayNumber(DATED_FROM);
  const byDay = new Uint16Array(DATED_ANSWERS.length / 5);
  for (let d = 0; d < byDay.length; d++) byDay[d] = t.indexOf(DATED_ANSWERS.slice(5 * d, 5 * d + 5));
  shipped = { firstDay, byDay, last: dateOfDay(firstDay + byDay.length - 1) };
  return shipped;
}

/**
 * Learned answers worth using before `cutDay`: well-formed, an allowed word, after the shipped
 * list ends (where the list has the day, the list wins; `listEnd`, the first day it lacks, is
 * earlier for a list shipped earlier) and before the cut; one per date, sorted.
 */
export function learnedBefore(learned: readonly DatedAnswer[] | undefined, cutDay: number, listEnd?: number): DatedAnswer[] {
  if (!learned?.length) return [];
  const h = shippedHistory();
  const lastDay = (listEnd ?? h.firstDay + h.byDay.length) - 1;
  const t = wordTable();
  const byDate = new Map<string, string>();
  for (const a of learned) {
    if (!isDate(a?.date) || typeof a.word !== 'string' || t.indexOf(a.word) < 0) continue;
    const day = dayNumber(a.date);
    if (day <= lastDay || day >= cutDay) continue;
    byDate.set(a.date, a.word.toLowerCase());
  }
  return [...byDate].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([date, word]) => ({ date, word }));
}

/**
 * The date `word` was last the answer before `date` (shipped list and learned answers), or
 * undefined: "was the answer on 3 Mar 2026".
 */
export function lastAnswerDate(word: string, date: string, learned?: readonly DatedAnswer[]): string | undefined {
  const w = word.toLowerCase();
  const cut = dayNumber(date);
  const fromLearned = learnedBefore(learned, cut).filter((a) => a.word === w).pop();
  if (fromLearned) return fromLearned.date;
  const h = shippedHistory();
  const i = wordTable().indexOf(w);
  if (i < 0) return undefined;
  for (let d = Math.min(cut - h.firstDay, h.byDay.length) - 1; d >= 0; d--) if (h.byDay[d] === i) return dateOfDay(h.firstDay + d);
  return undefined;
}
