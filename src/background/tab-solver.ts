// One Wordle tab's life in the background: a new reading is stored, solved under the current
// settings, shown on the badge and pushed to the panels that follow the tab.
//
// Every board that needs an answer gets one. Jobs in flight live in memory and die with a stopped
// service worker, so whoever looks at a tab (a panel's view, the worker's own start-up: `resume`)
// starts the solve again when the stored answer is missing, is for another board, or is
// SOLVER_LOST (the solver host gave up after its retries). A tab is shown `busy` only while a
// job for its board is really running here; the badge is cleared when a new solve starts, so it
// never shows the previous board's count.
//
// An answer the search gave before its deepest step (`settled: false`, the widest boards) is
// refined while the tab stays on that board: the same request runs again in short slices
// (core/refine.ts), each stored and shown if it changed the suggestions (the best shown giving way
// only to a word better by more than a margin: core/keep-shown.ts), until the search settles,
// the board's refinement time is spent, the player types the next row (the worker then works out
// that row's boards ahead), or a newer board takes the solver (its job supersedes a queued slice; a
// running one delays it by at most one slice).
//
// Work ahead and refinement are for a player looking: they run only for the tabs a panel shows
// (the side panel, the sidebar or the panel inside the page: panels.ts tells `follow`), and stop
// when no panel shows the tab any more, or it closes or leaves Wordle (`forget`): the worker is
// told to drop what it was asked for the tab, and a refinement ends at its next slice. The board's
// own count for the toolbar needs no search, only the word lists: without a panel it is counted
// here (core/likely-count.ts) and the solver's worker is not started for it.
//
// A board the opening books answer whole (the empty board, a popular opener's reply) is answered
// here without the worker (`books`: book-answer.ts, the worker's own computation), so a panel
// opening on it draws its list at once while the worker starts beside it.
import { keepShown, KEEP_MARGIN } from '../core/keep-shown';
import { preferCommon } from '../shared/prefer-common';
import { likelyAnswers } from '../core/likely';
import { likelyCount } from '../core/likely-count';
import { refineCapMs, REFINE_SLICE_MS } from '../core/refine-budget';
import type { DatedAnswer, Mark, SuggestResult } from '../core/types';
import type { JobOutcome, SolverHost } from '../shared/jobs';
import { requestFor, requestKey, solveError, type SolveRequest, type TabView } from '../shared/tab-view';
import { continues } from '../shared/hints';
import type { PageReading } from '../shared/page';
import type { Settings } from '../shared/settings';
import { showCount } from './badge';
import { currentSettings } from './settings-cache';
import { allTabIds, dropHints, getTab, lastWritten, putTab, withTab, type TabRecord } from './tab-store';

/** The answers learned from the player's games (saved-games-store.ts), set by the background. */
let learned: DatedAnswer[] = [];

/** Sets the learned answers every later request carries (the caller solves the tabs again). */
export function setLearned(next: DatedAnswer[]): void {
  learned = next;
}

/** requestFor() with the learned answers: they are part of the request, so of its key too. */
function requestOf(reading: PageReading, s: Settings): SolveRequest | null {
  const r = requestFor(reading, s);
  return r && learned.length ? { ...r, learnedAnswers: learned } : r;
}

/** Whether the record holds a final answer for `key` (SOLVER_LOST is not final: it is retried). */
const answered = (rec: TabRecord, key: string) =>
  rec.solved?.key === key && !(rec.solved.outcome.kind === 'error' && rec.solved.outcome.code === 'solver-lost');

/**
 * What a panel shows for the tab. `running` is the request key being solved for it right now, if
 * any, and `refining` the one being refined. Without a final answer the view is `busy` while the
 * job runs; with none running it shows the last SOLVER_LOST, or `busy` for the moment before
 * TabSolver.view() starts the job.
 */
function viewOf(tabId: number, rec: TabRecord | null, s: Settings, running: string | null = null, refining: string | null = null): TabView {
  if (!rec) return { kind: 'no-tab' };
  const req = requestOf(rec.reading, s);
  if (!req) return { kind: 'tab', tabId, reading: rec.reading, solve: { kind: 'idle' } };
  const key = requestKey(req);
  if (answered(rec, key)) return { kind: 'tab', tabId, reading: rec.reading, solve: rec.solved!.outcome, ...(refining === key ? { refining: true } : {}) };
  if (running !== key && rec.solved?.key === key) return { kind: 'tab', tabId, reading: rec.reading, solve: rec.solved.outcome };
  return { kind: 'tab', tabId, reading: rec.reading, solve: { kind: 'busy' } };
}

/**
 * How long a board's answer may take before the panel is told it is busy. The row's fifth tile
 * turns for 250 ms after it takes its colour (the NYT's flip: 500 ms, the colour at the half turn),
 * so until then the panel keeps what it showed and goes straight to the answer, most often there
 * by then: a busy view first cost the panel's process (which in Chrome carries the answer to it
 * too) a drawing of its own, 100-160 ms of the row's wait with the CPU 4× slower.
 * @internal exported for the tests: they wait it out.
 */
export const BUSY_AFTER_MS = 250;

/** What a tab asked to be worked out ahead when it asked for nothing (or never asked). */
const NOTHING_AHEAD = '';

type SolveOutcome = Extract<JobOutcome, { kind: 'solve' }>;

/** The boards the books answer whole, without the worker; `warm` readies them as a panel opens. */
export interface BookAnswers {
  answer(req: SolveRequest): SolveOutcome | null;
  warm(): void;
}

/** What the tab's record keeps of a solve's outcome. */
const solvedOf = (key: string, outcome: SolveOutcome): NonNullable<TabRecord['solved']> => ({
  key,
  outcome: outcome.result.ok ? { kind: 'done', result: outcome.result.value } : solveError(outcome.result),
});

/** Whether a refined answer shows the player anything new: other suggestions, or other figures. */
function changed(a: SuggestResult, b: SuggestResult): boolean {
  return JSON.stringify(a.suggestions) !== JSON.stringify(b.suggestions);
}

export class TabSolver {
  /** Request keys being solved, by tab. Lost with the service worker; `resume` makes up for it. */
  private readonly inFlight = new Map<number, string>();
  /** Request keys being refined, by tab (lost with the service worker, like inFlight). */
  private readonly refining = new Map<number, string>();
  /**
   * The request key whose refinement this service worker began, by tab: one refinement per board.
   * Lost with the service worker, so that a new one takes up an unsettled answer the old one left.
   */
  private readonly refined = new Map<number, string>();

  /**
   * What each tab last asked the worker to work out ahead (aheadOf), so a reading that changes
   * nothing there asks nothing, and the request it asked with (a drop is sent with one).
   */
  private readonly asked = new Map<number, { said: string; request: SolveRequest }>();

  /** The request key each tab's badge was counted for without a search, so a reading that changes no board counts nothing. */
  private readonly counted = new Map<number, string>();

  /** The tabs a panel shows now (panels.ts): only these are solved, worked out ahead and refined. */
  private followed: ReadonlySet<number> = new Set();

  constructor(
    private readonly host: SolverHost,
    private readonly publish: (tabId: number, view: TabView) => void,
    /** The player's usual opener (usual-opener.ts), worked out ahead on an empty board; null if none. */
    private readonly opener: () => Promise<string | null> = () => Promise.resolve(null),
    /** The boards the books answer whole, answered without the worker (book-answer.ts). */
    private readonly books: BookAnswers = { answer: () => null, warm: () => undefined },
  ) {}

  /** The last board asked of the books and their answer (a panel's first view and its solve ask it both). */
  private booksAsked: { key: string; answer: SolveOutcome | null } | undefined;

  /** The books' answer to the board, while the solver has not answered since it started (SolverHost.ready); else null. */
  private fromBooks(req: SolveRequest, key: string): SolveOutcome | null {
    if (this.booksAsked?.key === key) return this.booksAsked.answer;
    if (this.host.ready?.()) return null;
    this.booksAsked = { key, answer: this.books.answer(req) };
    return this.booksAsked.answer;
  }

  /**
   * The tabs the panels show changed: a tab no panel shows any more has its work stopped at once; a
   * tab a panel shows now has its work ahead asked for and an unsettled answer refined, once
   * `after` settles (the opening panel's first view posted): the solver's start (the offscreen
   * document, the worker, both modes' books) would otherwise hold that view back on a busy machine.
   */
  follow(tabs: ReadonlySet<number>, after?: Promise<unknown>): void {
    const before = this.followed;
    this.followed = new Set(tabs);
    if (before.size > 0 && tabs.size === 0) this.host.rest?.();
    for (const id of before) if (!tabs.has(id)) this.stop(id);
    const start = () => {
      // The solver is for panels: started as one opens (if one still does), closed a while after the last one closes.
      if (before.size === 0 && this.followed.size > 0) {
        this.host.warm?.();
        this.books.warm();
      }
      for (const id of tabs) if (!before.has(id)) void this.wake(id).catch((e: unknown) => console.warn('[wordle-assistant] starting a tab\'s work failed:', e));
    };
    if (after) void after.then(start, start);
    else start();
  }

  /** The tab closed or left Wordle: its work stops, and a refinement of a board it shows again is new. */
  forget(tabId: number): void {
    this.stop(tabId);
    this.refined.delete(tabId);
    this.counted.delete(tabId);
  }

  /** Tells the worker to drop what it was asked to work out ahead for the tab; the refinement sees it at its next slice. */
  private stop(tabId: number): void {
    const asked = this.asked.get(tabId);
    this.asked.delete(tabId);
    if (!asked || asked.said === NOTHING_AHEAD) return;
    void this.host.run(`ahead:${tabId}`, { kind: 'prepare', request: asked.request, guess: null }).catch((e: unknown) => console.warn('[wordle-assistant] stopping the work ahead failed:', e));
  }

  /** A panel shows the tab now: what it would have had running, had a panel shown it all along. */
  private async wake(tabId: number): Promise<void> {
    const rec = await getTab(tabId);
    if (!rec || !this.followed.has(tabId)) return;
    await this.workAhead(tabId, rec.reading);
    await this.refresh(tabId);
  }

  /** The tab's view for a panel; starts the solve it is waiting for if nothing runs it. */
  async view(tabId: number): Promise<TabView> {
    const rec = await getTab(tabId);
    const s = await currentSettings();
    const req = rec && requestOf(rec.reading, s);
    const key = req && requestKey(req);
    if (rec && key && !answered(rec, key) && this.inFlight.get(tabId) !== key) {
      this.refresh(tabId).catch((e: unknown) => console.warn('[wordle-assistant] solving a tab failed:', e));
      // The books' answer is the view at once (refresh stores it); any other board is busy: its job was just started.
      const quick = this.followed.has(tabId) ? this.fromBooks(req, key) : null;
      return quick ? viewOf(tabId, { ...rec, solved: solvedOf(key, quick) }, s) : viewOf(tabId, rec, s, key);
    }
    return this.viewNow(tabId, rec, s);
  }

  /** viewOf() with what runs for the tab now. */
  private viewNow(tabId: number, rec: TabRecord | null, s: Settings): TabView {
    return viewOf(tabId, rec, s, this.inFlight.get(tabId) ?? null, this.refining.get(tabId) ?? null);
  }

  /** At start-up (a new service worker): finish what a stopped one left unsolved, set every badge. */
  async resume(): Promise<void> {
    // A solver a stopped service worker left open: closed unless a panel reconnects meanwhile.
    if (this.followed.size === 0) this.host.rest?.();
    const results = await Promise.allSettled((await allTabIds()).map((id) => this.refresh(id)));
    for (const r of results) if (r.status === 'rejected') console.warn('[wordle-assistant] resuming a tab failed:', r.reason);
  }

  /** A reading from the tab's content script. Unchanged readings cost nothing. */
  async onReading(tabId: number, reading: PageReading): Promise<void> {
    const changed = await withTab(tabId, async () => {
      const rec = await getTab(tabId);
      if (rec && JSON.stringify(rec.reading) === JSON.stringify(reading)) return false;
      if (rec?.reading.kind === 'board' && reading.kind === 'board' && !continues(rec.reading.rows, reading.rows)) await dropHints(tabId);
      await putTab(tabId, { reading, solved: rec?.solved ?? null });
      return true;
    });
    if (!changed) return;
    // Asked before the board's own solve, so that a settled row drops the boards it no longer needs first.
    await this.workAhead(tabId, reading).catch((e: unknown) => console.warn('[wordle-assistant] working ahead failed:', e));
    await this.refresh(tabId);
  }

  /**
   * Asks the worker to work out ahead the boards the tab may show next: those of the row typed or
   * being revealed (with the colours its tiles show so far), or on an empty board those of the
   * player's usual opener; otherwise to drop what it was asked for the tab. Not awaited: the
   * worker answers at once and works while nothing else waits.
   */
  private async workAhead(tabId: number, reading: PageReading): Promise<void> {
    const req = requestOf(reading, await currentSettings());
    if (!req || reading.kind !== 'board') return; // no board: nothing to work on, nor a request to drop it with
    const ahead = reading.status === 'playing' && this.followed.has(tabId) ? await this.aheadOf(reading) : null;
    const said = ahead ? JSON.stringify([requestKey(req), ahead]) : NOTHING_AHEAD;
    if ((this.asked.get(tabId)?.said ?? NOTHING_AHEAD) === said) return;
    this.asked.set(tabId, { said, request: req });
    void this.host.run(`ahead:${tabId}`, { kind: 'prepare', request: req, guess: null, ...ahead }).catch((e: unknown) => console.warn('[wordle-assistant] working ahead failed:', e));
  }

  /** The guess to work out ahead on this board, with the colours its tiles show so far; null for none. */
  private async aheadOf(reading: Extract<PageReading, { kind: 'board' }>): Promise<{ guess: string; shown?: Mark[] } | null> {
    if (reading.typing.length === 5) return { guess: reading.typing, ...(reading.shown ? { shown: reading.shown } : {}) };
    if (reading.rows.length > 0) return null;
    const opener = await this.opener();
    return opener ? { guess: opener } : null;
  }

  /** Brings the tab's answer up to date with its reading and the settings. */
  async refresh(tabId: number): Promise<void> {
    const settings = await currentSettings();
    const rec = await getTab(tabId);
    if (!rec) return; // nothing of a tab that left Wordle is solved or shown
    const req = requestOf(rec.reading, settings);
    if (!req) {
      await showCount(tabId, null);
      this.publish(tabId, viewOf(tabId, rec, settings));
      return;
    }
    const key = requestKey(req);
    if (!this.followed.has(tabId) && !answered(rec, key)) return this.count(tabId, key, req);
    if (answered(rec, key)) {
      await this.finish(tabId, rec, settings);
      // A stopped service worker's refinement is lost with it: the stored answer would stay unsettled.
      const o = rec.solved?.outcome;
      if (o?.kind === 'done' && !o.result.settled && this.refined.get(tabId) !== key && this.followed.has(tabId)) void this.refine(tabId, key, req, o.result);
      return;
    }
    // Checked and set with no await between: two callers cannot both start the same job.
    if (this.inFlight.get(tabId) === key) return;
    this.inFlight.set(tabId, key);
    let outcome;
    let stored: TabRecord | null;
    const busy = setTimeout(() => this.inFlight.get(tabId) === key && this.publish(tabId, viewOf(tabId, rec, settings, key)), BUSY_AFTER_MS);
    try {
      // Sent before the badge is cleared: the answer may be kept in the worker already.
      const quick = this.fromBooks(req, key);
      const solving = quick ? Promise.resolve(quick) : this.host.run(`tab:${tabId}`, { kind: 'solve', request: req });
      solving.catch(() => undefined); // its failure is thrown below, where it is awaited
      await showCount(tabId, null); // the previous board's count is stale from now on
      outcome = await solving;
      clearTimeout(busy);
      if (outcome.kind !== 'solve') return; // stale: the newer request's refresh takes over
      const solved = solvedOf(key, outcome);
      // The player waits for the panel as the row settles (issue 35): shown first, stored after, and
      // still in flight until then, so a panel asking meanwhile does not start the job again.
      const shown = await this.showFirst(tabId, key, solved);
      stored = await this.store(tabId, key, solved);
      if (!stored) return;
      await this.finish(tabId, stored, await currentSettings(), shown);
    } finally {
      clearTimeout(busy);
      if (this.inFlight.get(tabId) === key) this.inFlight.delete(tabId);
    }
    if (outcome.result.ok && !outcome.result.value.settled && this.followed.has(tabId)) void this.refine(tabId, key, req, outcome.result.value);
  }

  /**
   * Publishes the answer to `key` before it is stored, if the reading this service worker last
   * wrote for the tab is still that board (one started since cannot tell without storage: it waits
   * for store()). Whether it did.
   */
  private async showFirst(tabId: number, key: string, solved: NonNullable<TabRecord['solved']>): Promise<boolean> {
    const reading = lastWritten(tabId);
    const s = await currentSettings();
    const req = reading && requestOf(reading, s);
    if (!reading || !req || requestKey(req) !== key) return false;
    this.publish(tabId, viewOf(tabId, { reading, solved }, s));
    return true;
  }

  /** No panel shows the tab: the badge's count, without the solver. */
  private async count(tabId: number, key: string, req: SolveRequest): Promise<void> {
    if (this.counted.get(tabId) === key) return;
    this.counted.set(tabId, key);
    const likely = likelyCount(req.board, req);
    await showCount(tabId, likely.ok ? likely.value.n : '!');
  }

  /** Stores an answer to `key` unless the board moved on while the solver worked; the record stored, or null. */
  private store(tabId: number, key: string, solved: NonNullable<TabRecord['solved']>): Promise<TabRecord | null> {
    return withTab(tabId, async () => {
      const now = await this.current(tabId, key);
      if (!now) return null;
      const next = { ...now.rec, solved };
      await putTab(tabId, next);
      return next;
    });
  }

  /** The tab's record and the settings, if it is on Wordle and its board under them is still the one of `key`. */
  private async current(tabId: number, key: string): Promise<{ rec: TabRecord; s: Settings } | null> {
    const rec = await getTab(tabId);
    const s = await currentSettings();
    const req = rec && requestOf(rec.reading, s);
    return rec && req && requestKey(req) === key ? { rec, s } : null;
  }

  /** Idle refinement of an unsettled answer (see the header); never throws. */
  private async refine(tabId: number, key: string, req: SolveRequest, first: SuggestResult): Promise<void> {
    if (this.refining.get(tabId) === key) return;
    this.refining.set(tabId, key);
    this.refined.set(tabId, key);
    try {
      await this.publishIfCurrent(tabId, key); // "looking deeper"
      const started = Date.now();
      const cap = refineCapMs(first.candidates);
      let shown = first;
      while (Date.now() - started < cap) {
        // The player types the next word: they have chosen, and the worker is wanted for that row
        // (workAhead). No panel shows the tab any more (one showing it again takes the refinement up),
        // or it closed or left the board: no one reads the ranking.
        if (!this.followed.has(tabId)) return void this.refined.delete(tabId);
        if (!(await this.current(tabId, key)) || (await this.typingOn(tabId))) return;
        const outcome = await this.host.run(`tab:${tabId}`, { kind: 'solve', request: { ...req, budgetMs: REFINE_SLICE_MS } });
        // Stale (a newer board's job replaced the slice) or failed: the first answer stands.
        if (outcome.kind !== 'solve' || !outcome.result.ok) return;
        // The word the player reads first (after their "prefer common words") stays first unless
        // the slice finds one better by more than KEEP_MARGIN, or safer by the ranking's rule.
        const { preferCommon: common } = await currentSettings();
        const result = keepShown(shown, outcome.result.value, KEEP_MARGIN, (r) => preferCommon(r, common));
        if (changed(shown, result)) {
          const stored = await this.store(tabId, key, { key, outcome: { kind: 'done', result } });
          if (!stored) return;
          shown = result;
          this.publish(tabId, this.viewNow(tabId, stored, await currentSettings()));
        }
        if (result.settled || this.inFlight.has(tabId)) return;
      }
    } catch (e) {
      console.warn('[wordle-assistant] refining a tab failed:', e);
    } finally {
      if (this.refining.get(tabId) === key) {
        this.refining.delete(tabId);
        await this.publishIfCurrent(tabId, key).catch(() => undefined);
      }
    }
  }

  /** Whether the tab's page shows letters typed in its next row. */
  private async typingOn(tabId: number): Promise<boolean> {
    const rec = await getTab(tabId);
    return rec?.reading.kind === 'board' && rec.reading.typing !== '';
  }

  /** Publishes the tab's view if its board is still the one of `key`. */
  private async publishIfCurrent(tabId: number, key: string): Promise<void> {
    const now = await this.current(tabId, key);
    if (now) this.publish(tabId, this.viewNow(tabId, now.rec, now.s));
  }

  /** The answer stored: the panel shown it (unless `shown` already), then the badge. */
  private async finish(tabId: number, rec: TabRecord, s: Settings, shown = false): Promise<void> {
    const outcome = rec.solved?.outcome;
    // The panel first: the player waits for it as the row settles (issue 35); the badge follows.
    if (!shown) this.publish(tabId, this.viewNow(tabId, rec, s));
    // The badge counts likely answers, the panel's headline number.
    await showCount(tabId, outcome?.kind === 'done' ? likelyAnswers(outcome.result).n : outcome ? '!' : null);
  }
}
