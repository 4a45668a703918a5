// A clock that counts the search's work instead of reading the time, so that a benchmark run
// repeats exactly. The live search stops at a deadline of performance.now() + the budget, and it
// reads the clock once for each node it expands (and a few times a move): counting those reads
// turns a budget of B ms into B × rate nodes, whatever the machine and whatever else runs on it.
// The rates per mode were measured on the benchmark machine at the default budgets (a normal-mode
// node scans every allowed guess, a hard-mode one only those the board allows), so that a run at
// factor 1 plays about as the time budget does on an idle machine.
import type { Mode } from '../core';

/** Clock reads per ms of budget, by mode (2026-12-02, 2 cores: normal 0.3-0.6, hard 5.6-6.5). */
export const WORK_RATE: Record<Mode, number> = { normal: 0.5, hard: 5 };

/** The real clock, read before any work clock replaces it (the benchmark's own timings). */
export const realNow: () => number = performance.now.bind(performance);

/**
 * Runs `f` with performance.now() answering 0, 1/rate, 2/rate, … ms (one step per read), then
 * puts the real clock back, whatever `f` does; if `f` returns a promise, once it settles (a search
 * runs without awaiting, so whatever else reads the clock between its awaits moves no deadline).
 */
export function withWorkClock<T>(rate: number, f: () => T): T {
  let reads = 0;
  const own = Object.getOwnPropertyDescriptor(performance, 'now');
  const restore = () => {
    if (own) Object.defineProperty(performance, 'now', own);
    else delete (performance as { now?: unknown }).now;
  };
  Object.defineProperty(performance, 'now', { configurable: true, writable: true, value: () => reads++ / rate });
  let later = false;
  try {
    const r = f();
    if (r instanceof Promise) {
      later = true;
      return r.finally(restore) as T;
    }
    return r;
  } finally {
    if (!later) restore();
  }
}
