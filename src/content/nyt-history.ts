// With the player's consent (the background asks only then: `bg:fetch-history`), every game the
// signed-in player played, from the NYT's own game service, asked from this page's origin as the
// page itself asks it (shared/nyt-history.ts cites the captures): the puzzle ids of at most 31 days
// at a time (no cookie), then their saved states 25 ids a request with the sign-in cookie, 250 ms
// apart, oldest first. Only days strictly before the player's today, the day the page was loaded
// and the puzzle on screen (pastCut), whatever the background named; before each request the
// background is asked whether the consent still stands and the run was not cancelled. Each batch
// goes to the background as it comes, so a failure keeps what came and says where it stopped.
import { dateOfDay, dayNumber, localDate } from '../core/dates';
import { pastCut } from '../core/past-answers';
import { FIRST_PUZZLE_DAY, MAX_ARCHIVE_BYTES, SIGNED_OUT, MAX_STATES_BYTES, parseArchive, parseStates, PAUSE_MS, STATES_BATCH, windowEnd, type ArchiveDay, type StatesAnswer } from '../shared/nyt-history';
import { pause as wait } from '../shared/pause';
import { readCapped, siteFetch, type Fetch } from './site-fetch';


export interface HistoryAsk {
  /** The first and last day the background named. */
  from: string;
  until: string;
  /** The date of the puzzle on screen, as last read, and the date the page was loaded. */
  puzzleDate: string;
  loadedOn: string;
  origin: string;
  /** Asked before each request: whether the background still allows it (the consent, the run not cancelled). */
  mayAsk: () => Promise<boolean>;
  /** One batch brought in, every day through `through` asked; false: stop (the background refused it). */
  onBatch: (batch: StatesAnswer & { through: string }) => Promise<boolean>;
}

/** Where a run ended: the last day every day up to which was brought in, and why it stopped (null: it finished or was told to stop). */
export interface HistoryEnd {
  through: string | null;
  error: string | null;
}

type Got = { ok: true; text: string } | { ok: false; error: string };

async function get(url: string, credentials: RequestCredentials, max: number, fetchImpl: Fetch): Promise<Got> {
  try {
    // A redirect is an error, not followed: a sign-in page is no answer.
    const res = await fetchImpl(url, { redirect: 'error', credentials, headers: { accept: 'application/json' } });
    if (res.status === 401 || res.status === 403) return { ok: false, error: SIGNED_OUT };
    if (!res.ok || res.redirected || res.status !== 200) return { ok: false, error: `the NYT answered ${res.status}` };
    const text = await readCapped(res, max);
    return text === null ? { ok: false, error: `an answer larger than ${max} bytes` } : { ok: true, text };
  } catch {
    return { ok: false, error: 'the NYT could not be reached' };
  }
}

/**
 * Brings in the games of the days asked that are before the cut (pastCut of the puzzle, the load
 * date and the player's today on the clock at `now`), oldest first, until the last or the first
 * failure or refusal.
 */
export async function fetchHistory(ask: HistoryAsk, fetchImpl: Fetch = siteFetch, now = new Date(), pause = wait): Promise<HistoryEnd> {
  const lastDay = dateOfDay(dayNumber(pastCut(ask.puzzleDate, ask.loadedOn, localDate(now))) - 1);
  const until = ask.until < lastDay ? ask.until : lastDay;
  let from = ask.from > FIRST_PUZZLE_DAY ? ask.from : FIRST_PUZZLE_DAY;
  let through: string | null = null;
  let first = true;
  // Each request only once the background says it still may be made, and after the pause.
  const mayGo = async () => {
    if (!first) await pause(PAUSE_MS);
    first = false;
    return ask.mayAsk().catch(() => false);
  };
  while (from <= until) {
    const to = windowEnd(from, until);
    if (!(await mayGo())) return { through, error: null };
    const got = await get(`${ask.origin}/svc/games/v1/archive/wordle/${from}/${to}`, 'omit', MAX_ARCHIVE_BYTES, fetchImpl);
    const days = got.ok ? parseArchive(got.text, from, to) : got;
    if (!days.ok) return { through, error: days.error };
    const puzzles = days.value;
    for (let i = 0; i < puzzles.length; i += STATES_BATCH) {
      const batch = puzzles.slice(i, i + STATES_BATCH);
      const last = i + STATES_BATCH >= puzzles.length;
      const end = await statesOf(batch, last ? to : batch[batch.length - 1].date, ask, fetchImpl, mayGo);
      if (end !== null) return { through, error: end.error };
      through = last ? to : batch[batch.length - 1].date;
    }
    // A window with no puzzle (before the first, or the site's gap) is asked and done.
    if (puzzles.length === 0 && !(await ask.onBatch({ player: '', games: [], unread: 0, figures: null, through: to }))) return { through, error: null };
    through = to;
    from = dateOfDay(dayNumber(to) + 1);
  }
  return { through, error: null };
}

/** One batch of states, handed to the background; null when done, else why it stops (error null: told to stop). */
async function statesOf(batch: readonly ArchiveDay[], through: string, ask: HistoryAsk, fetchImpl: Fetch, mayGo: () => Promise<boolean>): Promise<{ error: string | null } | null> {
  if (!(await mayGo())) return { error: null };
  const ids = new Map(batch.map((d) => [d.id, d.date]));
  const got = await get(`${ask.origin}/svc/games/state/wordleV2/latests?puzzle_ids=${[...ids.keys()].join(',')}`, 'same-origin', MAX_STATES_BYTES, fetchImpl);
  const states = got.ok ? parseStates(got.text, ids) : got;
  if (!states.ok) return { error: states.error };
  return (await ask.onBatch({ ...states.value, through }).catch(() => false)) ? null : { error: null };
}
