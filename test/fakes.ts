// Fakes the unit tests share, one of each: an in-memory storage area, a tick, all-grey rows.
import type { Board } from '../src/core/types';

/** Lets the callbacks of settled promises and zero-delay timers run. */
export const tick = () => new Promise((r) => setTimeout(r, 0));

/** Rows whose colours are all grey: the widest boards follow them. */
export const greyRows = (...guesses: string[]): Board => guesses.map((guess) => ({ guess, marks: ['absent', 'absent', 'absent', 'absent', 'absent'] }));

/** A browser.storage area in memory (get, set, remove), cloning values as the browser does. */
export function memoryArea(m: Map<string, unknown>) {
  return {
    get: async (k: string | null) => (k === null ? Object.fromEntries(m) : m.has(k) ? { [k]: structuredClone(m.get(k)) } : {}),
    set: async (o: Record<string, unknown>) => Object.entries(o).forEach(([k, v]) => m.set(k, structuredClone(v))),
    remove: async (k: string | string[]) => [k].flat().forEach((key) => m.delete(key)),
  };
}
