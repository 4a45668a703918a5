// The past answers fetched from the Wordle site with the player's consent (settings.ts
// `pastAnswers`), as the background keeps them in storage.local (`past-answers`, written only by
// game-repository.ts) and as they cross from the content script. Storage and messages are
// untrusted: every record is checked here.
import { isDate } from '../core/dates';
import type { DatedAnswer } from '../core/types';
import { isDatedAnswer, isListOf, isObject, MAX_LEARNED } from './shapes';

/** The storage.local key of the kept record (`PastRecord`). */
export const PAST_KEY = 'past-answers';

/** The most days one ask names (a year and more of a stale list): the rest are asked the next time. */
export const MAX_PAST_ASK = 400;

export const isPastDates = isListOf(MAX_PAST_ASK, isDate);
export const isPastAnswers = isListOf(MAX_PAST_ASK, isDatedAnswer);

/** The kept record: the answers fetched, and which days were asked for on which day (each at most once a day). */
export interface PastRecord {
  answers: DatedAnswer[];
  asked: { on: string; dates: string[] };
}

const EMPTY_PAST: PastRecord = { answers: [], asked: { on: '', dates: [] } };

/** A stored record, each entry checked (a bad one dropped), one answer per day, oldest first. */
export function parsePast(v: unknown): PastRecord {
  if (!isObject(v)) return EMPTY_PAST;
  const byDate = new Map<string, string>();
  if (Array.isArray(v.answers)) for (const a of v.answers.slice(0, MAX_LEARNED)) if (isDatedAnswer(a)) byDate.set(a.date, a.word);
  const asked = isObject(v.asked) && isDate(v.asked.on) && Array.isArray(v.asked.dates) ? { on: v.asked.on, dates: v.asked.dates.slice(0, MAX_LEARNED).filter(isDate) } : EMPTY_PAST.asked;
  return { answers: sortedAnswers(byDate), asked };
}

export const sortedAnswers = (byDate: Map<string, string>): DatedAnswer[] =>
  [...byDate].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([date, word]) => ({ date, word }));
