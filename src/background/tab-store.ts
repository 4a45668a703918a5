// The latest board of each Wordle tab and the solver's answer for it, in storage.session: Chrome
// stops an idle service worker after 30 s (Firefox suspends an idle event page), and everything
// here must survive that. storage.session is memory-only and cleared when the browser closes.
import browser from 'webextension-polyfill';
import type { SuggestResult } from '../core/types';
import { hintsKey, parseHintSteps, type HintStep, type HintSteps } from '../shared/hints';
import { isPageReading, type PageReading } from '../shared/page';
import { solveError, type SolveError } from '../shared/tab-view';
import { isSuggestResult } from '../shared/notes';
import { failureChecks, isId, isObject, isShaped, isTagged } from '../shared/shapes';

export interface TabRecord {
  reading: PageReading;
  /** The solver's last answer and the request (as a key) it answered. */
  solved: { key: string; outcome: { kind: 'done'; result: SuggestResult } | SolveError } | null;
}

const PREFIX = 'tab:';
const keyOf = (tabId: number) => `${PREFIX}${tabId}`;

/**
 * A stored record, checked as strictly as a message (storage is untrusted: another version's
 * format, a bug, a hand edit). A bad reading drops the record (the tab's content script is asked
 * to report again: report-again.ts); a bad answer is dropped and the board solved again
 * (TabSolver sees no answer); neither is ever rendered.
 */
function parseRecord(v: unknown): TabRecord | null {
  if (!isObject(v) || !isPageReading(v.reading)) return null;
  return parseSolved(v.reading, v.solved);
}

type Solved = NonNullable<TabRecord['solved']>;

const isSolved = isShaped<Solved>({
  key: (v) => typeof v === 'string' && v.length <= 2000,
  outcome: isTagged<Solved['outcome'], 'kind'>('kind', { done: { result: isSuggestResult }, error: failureChecks }),
});

/** The stored answer, rebuilt from its checked fields only; none if it fails its check. */
function parseSolved(reading: PageReading, s: unknown): TabRecord {
  if (!isSolved(s)) return { reading, solved: null };
  const o = s.outcome;
  return { reading, solved: { key: s.key, outcome: o.kind === 'done' ? { kind: 'done', result: o.result } : solveError(o) } };
}

export async function getTab(tabId: number): Promise<TabRecord | null> {
  const key = keyOf(tabId);
  const got = await browser.storage.session.get(key);
  return parseRecord(got[key]);
}

/** Whether storage holds a record for the tab that fails the check. */
export async function hasBadRecord(tabId: number): Promise<boolean> {
  const key = keyOf(tabId);
  const got = await browser.storage.session.get(key);
  return key in got && parseRecord(got[key]) === null;
}

/** The reading of each tab's record as this service worker last wrote it; none once dropped. */
const written = new Map<number, PageReading>();

/**
 * The reading this service worker last wrote for the tab (putTab), without reading storage; none
 * if it wrote none since it started, or dropped the board since. Writes to a tab go in order
 * (withTab), so this is the board the tab shows as far as this service worker knows.
 */
export function lastWritten(tabId: number): PageReading | undefined {
  return written.get(tabId);
}

export async function putTab(tabId: number, record: TabRecord): Promise<void> {
  written.set(tabId, record.reading);
  await browser.storage.session.set({ [keyOf(tabId)]: record });
}

/** Forgets the tab's board: its page left Wordle or went (the hint steps stay until a new game begins). */
export async function dropBoard(tabId: number): Promise<void> {
  written.delete(tabId);
  await browser.storage.session.remove(keyOf(tabId));
}

/** Forgets the tab: its record and its game's hint steps. */
export async function dropTab(tabId: number): Promise<void> {
  written.delete(tabId);
  await browser.storage.session.remove([keyOf(tabId), hintsKey(tabId)]);
}

/** The hint steps taken in the tab's game (written by takeHintStep on the panel's message; checked here). */
export async function readHints(tabId: number): Promise<HintSteps> {
  const key = hintsKey(tabId);
  return parseHintSteps((await browser.storage.session.get(key))[key]);
}

/**
 * One board's hint step (a row of the tab's game): written field by field, in the tab's order, and
 * never lowered, so two panels on one tab each add their steps and lose none.
 */
export function takeHintStep(tabId: number, board: string, step: HintStep): Promise<void> {
  return withTab(tabId, async () => {
    const steps = await readHints(tabId);
    if ((steps[board] ?? 0) >= step) return;
    await browser.storage.session.set({ [hintsKey(tabId)]: { ...steps, [board]: step } });
  });
}

/** A new game began in the tab: the hint steps of the last one no longer apply. */
export async function dropHints(tabId: number): Promise<void> {
  await browser.storage.session.remove(hintsKey(tabId));
}

export async function allTabIds(): Promise<number[]> {
  const all = await browser.storage.session.get(null);
  return Object.keys(all)
    .filter((k) => k.startsWith(PREFIX))
    .map((k) => Number(k.slice(PREFIX.length)))
    .filter(isId);
}

const chains = new Map<number, Promise<unknown>>();

/** Runs `fn` after every earlier `withTab` of the same tab: read-modify-write without races. */
export function withTab<T>(tabId: number, fn: () => Promise<T>): Promise<T> {
  const prev = chains.get(tabId) ?? Promise.resolve();
  const next = prev.then(fn, fn);
  chains.set(tabId, next.catch(() => undefined));
  return next;
}
