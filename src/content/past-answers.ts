// With the player's consent (the background asks only then: `bg:fetch-past`), the answers of past
// days from the Wordle site itself: a request to this page's own origin, one file per day
// (`/svc/wordle/v2/<date>.json`, src/core/past-answers.ts). Only days strictly before the player's
// today and before the puzzle on screen are ever asked for, whatever the background named; days in
// order, stopping at the first that fails (no gap), and nothing kept from a response that is not a
// day's file: a redirect, an HTTP error, a body too large, anything parseDayFile refuses.
import { isDate, localDate } from '../core/dates';
import { MAX_DAY_FILE_BYTES, parseDayFile, pastCut } from '../core/past-answers';
import type { DatedAnswer } from '../core/types';
import { MAX_PAST_ASK } from '../shared/past-answers';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** The address of a day's file on the site the page is on. */
const dayFileUrl = (origin: string, date: string) => `${origin}/svc/wordle/v2/${date}.json`;

/**
 * The answers of the `dates` the background asked for that are before the player's today (on the
 * clock at `now`) and before `puzzleDate`, the puzzle on screen; oldest first, from the first day
 * on until one fails.
 */
export async function fetchPastAnswers(dates: readonly string[], puzzleDate: string, origin: string, fetchImpl: Fetch = (url, init) => fetch(url, init), now = new Date()): Promise<DatedAnswer[]> {
  const before = pastCut(puzzleDate, localDate(now));
  const days = [...new Set(dates)].filter((d) => isDate(d) && d < before).sort().slice(0, MAX_PAST_ASK);
  const got: DatedAnswer[] = [];
  for (const date of days) {
    const word = await fetchDay(date, origin, fetchImpl);
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

/** The body as text, or null once it passes `max` bytes (read no further: a huge body costs nothing). */
async function readCapped(res: Response, max: number): Promise<string | null> {
  if (Number(res.headers.get('content-length') ?? 0) > max) return null;
  if (!res.body) return null;
  const reader = res.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      void reader.cancel().catch(() => undefined);
      return null;
    }
    parts.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.byteLength;
  }
  return new TextDecoder().decode(all);
}
