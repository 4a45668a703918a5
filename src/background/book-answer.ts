// The boards the opening books answer whole (the empty board of the day, the reply to each
// colouring of a popular opener: the same for every player) are answered here, in the background,
// as a panel opens, instead of waiting for the solver's worker to start (Chrome: an offscreen
// document, its worker, their word tables and books; Firefox: the worker): the first click's list
// is drawn at once, and the worker starts alongside for the boards that need a search.
// The answer is the worker's own computation (shared/first-answer.ts, with `booksOnly`), so it is
// the same list and figures (test/background/book-answer.test.ts compares every such board).
//
// Only the panel's default model's books (history) are here, bundled with the background: parsed
// with it, registered and decoded only at the first board asked (never without a panel); the
// other models' boards go to the worker. Chrome's service worker cannot import() on demand.
import { registerBookModules } from '../core/book';
import * as openingHard from '../core/data/book-history-hard';
import * as openingNormal from '../core/data/book-history-normal';
import * as secondHard from '../core/data/second-moves-history-hard';
import * as secondNormal from '../core/data/second-moves-history-normal';
import { FIRST_ANSWER_MS } from '../core/strategies/optimal';
import { suggest } from '../core/suggest';
import { seeksCouldWin } from '../shared/annotate';
import type { JobOutcome } from '../shared/jobs';
import { firstAnswer } from '../shared/first-answer';
import type { Settings } from '../shared/settings';
import { localDate } from '../core/dates';
import { requestKey, type SolveRequest } from '../shared/tab-view';
import { Lru } from '../core/lru';

let registered = false;

type BookOutcome = Extract<JobOutcome, { kind: 'solve' }> | null;
/**
 * The answers given, by request: the same for every opening of the day (the empty board in each
 * mode, a popular opener's replies), where computing one again took 45-60 ms (the candidates, the
 * suggestions' figures, the likely answers' notes), and the warm-up's two at every opening held
 * back the panel's first view behind them.
 */
const given = new Lru<string, BookOutcome>(16);

/** The worker's first answer to `request` when the books give its whole list; null for a board that needs a search. */
export function bookAnswer(request: SolveRequest): BookOutcome {
  if (request.budgetMs !== undefined || request.strategy !== 'optimal') return null;
  // A request without its date means today's, whichever day that is: not kept.
  const key = request.date ? requestKey(request) : null;
  if (key !== null && given.has(key)) return given.get(key) ?? null;
  if (!registered) registerBookModules([openingNormal, openingHard], [secondNormal, secondHard]);
  registered = true;
  // Without the checks for the best that could win: where the worker makes them (a search on its
  // clock, few boards), the worker answers.
  const r = firstAnswer(request, FIRST_ANSWER_MS[request.mode], { suggest }, { booksOnly: true });
  const out: BookOutcome = r.ok && r.value.fromBook && !seeksCouldWin(r.value) ? { kind: 'solve', result: r } : null;
  if (key !== null) given.set(key, out);
  return out;
}

/**
 * A panel opened: in the next task, the books decoded and today's empty board answered once in
 * each mode (the word tables, the day's model, the openers' trees), so a board arriving later (the
 * panel opened first, the game after) is answered without that start, and kept for the next opening.
 * Nothing for a player of another model: the background has no books of theirs.
 */
export function warmBookAnswers(s: Pick<Settings, 'model' | 'strategy' | 'top'>): void {
  if (s.model !== 'history' || s.strategy !== 'optimal') return;
  // One task a mode, so that the panel's own view (its storage reads answered meanwhile) need not wait for both.
  for (const mode of ['normal', 'hard'] as const) setTimeout(() => void bookAnswer({ board: [], mode, model: s.model, strategy: s.strategy, top: s.top, date: localDate() }), 0);
}
