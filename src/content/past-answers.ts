// With the player's consent (the background asks only then: `bg:fetch-past`), the answers of past
// days from the Wordle site itself: a request to this page's own origin, one file per day
// (`/svc/wordle/v2/<date>.json`, src/core/past-answers.ts). Only days strictly before the player's
// today, the day the page was loaded and the puzzle on screen are ever asked for, whatever the
// background named (pastCut); days in order, each only once the background says the consent still
// stands and the day is still claimed, stopping at the first no or the first day that fails (no
// gap), and nothing kept from a response that is not a day's file: a redirect, an HTTP error, a
// body too large, anything parseDayFile refuses.
import { isDate, localDate } from '../core/dates';
import { MAX_DAY_FILE_BYTES, parseDayFile, pastCut } from '../core/past-answers';
import type { DatedAnswer } from '../core/types';
import { MAX_PAST_ASK } from '../shared/past-answers';
import { readCapped, siteFetch, type Fetch } from './site-fetch';

/** The address of a day's file on the site the page is on. */
const dayFileUrl = (origin: string, date: string) => `${origin}/svc/wordle/v2/${date}.json`;

export interface PastAsk {
  /** The days the background named. */
  dates: readonly string[];
  /** The date of the puzzle on screen, as last read. */
  puzzleDate: string;
  /** The date the page was loaded (the content script's start): the puzzle on screen is at latest that day's. */
  loadedOn: string;
  /** The page's origin: the site asked. */
  origin: string;
  /** Asked before each request: whether the background still allows that day (the consent, the day claimed). */
  mayAsk: (date: string) => Promise<boolean>;
}

/**
 * The answers of the days asked for that are before the cut (pastCut of the puzzle, the load date
 * and the player's today on the clock at `now`); oldest first, from the first day on until one
 * fails or the background says no.
 */
export async function fetchPastAnswers(ask: PastAsk, fetchImpl: Fetch = siteFetch, now = new Date()): Promise<DatedAnswer[]> {
  const before = pastCut(ask.puzzleDate, ask.loadedOn, localDate(now));
  const days = [...new Set(ask.dates)].filter((d) => isDate(d) && d < before).sort().slice(0, MAX_PAST_ASK);
  const got: DatedAnswer[] = [];
  for (const date of days) {
    // The consent withdrawn or Delete all since the last day: no further request.
    if (!(await ask.mayAsk(date).catch(() => false))) break;
    const word = await fetchDay(date, ask.origin, fetchImpl);
    if (word === null) break;
    got.push({ date, word });
  }
  return got;
}

async function fetchDay(date: string, origin: string, fetchImpl: Fetch): Promise<string | null> {
  try {
    // No cookies: the request says nothing about who asks. A redirect is an error, not followed.
    const res = await fetchImpl(dayFileUrl(origin, date), { redirect: 'error', credentials: 'omit', headers: { accept: 'application/json' } });
    if (!res.ok || res.redirected || res.status !== 200) return null;
    const text = await readCapped(res, MAX_DAY_FILE_BYTES);
    if (text === null) return null;
    const day = parseDayFile(date, text);
    return day.ok ? day.answer.word : null;
  } catch {
    return null; // offline, blocked, a redirect refused: nothing from this day
  }
}
