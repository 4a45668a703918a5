// The NYT's game service as the practice server answers it, in the shapes of the public captures
// (src/shared/nyt-history.ts cites them): the archive's puzzles of a date range, and a signed-in
// player's saved states with their statistics. The player is made up, the same every time: they
// played most days since ACCOUNT_FROM, won most, some in hard mode, some from the archive. What the
// server does besides (signed out, a failure half-way, a bad state, a huge body) is set by the
// tests through `practiceAccount`; a slow answer, by the browser's route (test/e2e).
import { dateOfDay, dayNumber } from '../../src/core/dates';
import { puzzleNumber } from '../../src/core/past-answers';
import { practiceDayAnswer } from './day-answer';

/** The day the made-up player began: some 1,900 days of games before 2026-12. */
export const ACCOUNT_FROM = '2021-09-01';
export const ACCOUNT_USER = 74_113_620;

/** What the service does, set by a test (each back to the default with resetPracticeAccount). */
export const practiceAccount = {
  signedIn: true,
  /** The state requests answered before every later one fails with 500 (Infinity: none fails). */
  failAfter: Number.POSITIVE_INFINITY,
  /** A day whose state is malformed (its boardState a number). */
  malformedDay: null as string | null,
  /** A day whose state request's body is padded past any size limit. */
  hugeDay: null as string | null,
  /** State requests answered so far. */
  stateRequests: 0,
};

export function resetPracticeAccount(): void {
  Object.assign(practiceAccount, { signedIn: true, failAfter: Number.POSITIVE_INFINITY, malformedDay: null, hugeDay: null, stateRequests: 0 });
}

/** The puzzle id of a day (as the per-day file's id: not the puzzle number). */
export const puzzleIdOf = (date: string) => 4413 + puzzleNumber(date) - 1889;
const dateOfId = (id: number) => dateOfDay(dayNumber('2021-06-19') + id - 4413 + 1889);

const hash = (date: string) => (dayNumber(date) * 2654435761) % 1000;

/** The made-up player's game of a day, or null (not played): won in 1-6 from ROWS, or lost. */
export function accountGame(date: string): { words: string[]; won: boolean; hard: boolean; archive: boolean } | null {
  if (date < ACCOUNT_FROM) return null;
  const h = hash(date);
  if (h % 10 === 0) return null;
  const answer = practiceDayAnswer(date);
  const fill = ['crane', 'moist', 'bulky', 'fjord', 'whelp', 'gawky'].filter((w) => w !== answer);
  const won = h % 17 !== 0;
  const words = won ? [...fill.slice(0, 1 + (h % 5)), answer] : fill.slice(0, 6).concat(['vixen']).slice(0, 6);
  return { words, won, hard: h % 5 === 0, archive: h % 13 === 0 };
}

/** The archive's answer for `from`..`to`: a list of the days' puzzles (lukwam/nytgames ArchivePuzzle, with Wordle's solution). */
export function archiveBody(from: string, to: string): string {
  const out = [];
  for (let d = dayNumber(from); d <= dayNumber(to); d++) {
    const date = dateOfDay(d);
    out.push({ id: puzzleIdOf(date), print_date: date, solution: practiceDayAnswer(date), days_since_launch: puzzleNumber(date), editor: 'Practice' });
  }
  return JSON.stringify(out);
}

/** The player's statistics as the service sends them (legacyStats, calculatedStats, totalStats). */
function statsOf() {
  return {
    wordle: {
      legacyStats: { currentStreak: 300, maxStreak: 301, gamesPlayed: 412, gamesWon: 400, guesses: { 1: 1, 2: 30, 3: 140, 4: 150, 5: 60, 6: 19, fail: 12 }, hasPlayed: true, lastWonDayOffset: 1900 },
      calculatedStats: { currentStreak: 3, maxStreak: 301, hasPlayed: true },
      totalStats: { gamesPlayed: 450, gamesWon: 437, guesses: { 1: 1, 2: 31, 3: 150, 4: 165, 5: 70, 6: 20, fail: 13 }, hasPlayed: true, hasPlayedArchive: true },
    },
  };
}

/** The state service's answer for `ids` (lukwam/nytgames WordlePuzzlesList), or its refusal. */
export function statesResponse(ids: readonly number[]): { status: number; body: string } {
  if (!practiceAccount.signedIn) return { status: 403, body: '{"error":"forbidden"}' };
  practiceAccount.stateRequests++;
  if (practiceAccount.stateRequests > practiceAccount.failAfter) return { status: 500, body: 'Internal Server Error' };
  const states = [];
  let huge = false;
  for (const id of ids) {
    const date = dateOfId(id);
    const g = accountGame(date);
    if (!g) continue;
    if (date === practiceAccount.hugeDay) huge = true;
    const boardState = [...g.words, ...Array(6 - g.words.length).fill('')];
    states.push({
      game: 'wordleV2',
      game_data: { boardState: date === practiceAccount.malformedDay ? 5 : boardState, currentRowIndex: g.words.length, hardMode: g.hard, isPlayingArchive: g.archive, status: g.won ? 'WIN' : 'FAIL' },
      print_date: date,
      puzzle_id: String(id),
      schema_version: '0.46.0',
      timestamp: Date.parse(`${date}T15:00:00Z`) / 1000,
      user_id: ACCOUNT_USER,
      version: '2',
    });
  }
  const body = { user_id: ACCOUNT_USER, states, player: { user_id: ACCOUNT_USER, last_updated: 0, stats: statsOf() }, ...(huge ? { padding: 'x'.repeat(400_000) } : {}) };
  return { status: 200, body: JSON.stringify(body) };
}
