// Fakes the unit tests share, one of each: an in-memory storage area, a tick, all-grey rows.
import type { Board } from '../src/core/types';

/** Lets the callbacks of settled promises and zero-delay timers run. */
export const tick = () => new Promise((r) => setTimeout(r, 0));

/** Rows whose colours are all grey: the widest boards follow them. */
export const greyRows = (...guesses: string[]): Board => guesses.map((guess) => ({ guess, marks: ['absent', 'absent', 'absent', 'absent', 'absent'] }));

type Op = 'get' | 'set' | 'remove';

/** The in-memory area: its Map, and what a test can make it do. */
export interface MemoryArea {
  get(keys: null | string | string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string | string[]): Promise<void>;
  readonly m: Map<string, unknown>;
  /**
   * The next call of `op` rejects (as a browser's quota or I/O error does) and changes nothing;
   * with `key`, the next call that names that key.
   */
  failNext(op: Op, key?: string): void;
  /** The next call of `op` waits until the returned release is called (then does its work). */
  holdNext(op: Op): () => void;
}

/**
 * A browser.storage area in memory (get of one key, several or all; set; remove), cloning values
 * in and out as the browser does. The one storage fake of the tests.
 */
export function memoryArea(m: Map<string, unknown> = new Map()): MemoryArea {
  const failing = new Map<Op, string | null>();
  const holds = new Map<Op, Promise<void>>();
  async function gate(op: Op, keys: readonly string[] | null): Promise<void> {
    const hold = holds.get(op);
    if (hold) {
      holds.delete(op);
      await hold;
    }
    const key = failing.get(op);
    if (key === undefined || (key !== null && !keys?.includes(key))) return;
    failing.delete(op);
    throw new Error(`storage ${op} failed`);
  }
  return {
    m,
    async get(k) {
      await gate('get', k === null ? null : [k].flat());
      const keys = k === null ? [...m.keys()] : [k].flat();
      return Object.fromEntries(keys.filter((key) => m.has(key)).map((key) => [key, structuredClone(m.get(key))]));
    },
    async set(o) {
      await gate('set', Object.keys(o));
      for (const [k, v] of Object.entries(o)) m.set(k, structuredClone(v));
    },
    async remove(k) {
      await gate('remove', [k].flat());
      for (const key of [k].flat()) m.delete(key);
    },
    failNext: (op, key) => void failing.set(op, key ?? null),
    holdNext(op) {
      let release = () => undefined as void;
      holds.set(op, new Promise<void>((r) => (release = r)));
      return () => release();
    },
  };
}
