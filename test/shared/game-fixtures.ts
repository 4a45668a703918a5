// A kept game and an in-memory storage area, for the games store's tests.
import { boardFor } from '../../src/panel/mock-scenarios';
import type { Area } from '../../src/shared/game-store';
import { marksOf, type GameRecord } from '../../src/shared/games';

export function memoryArea(m = new Map<string, unknown>()): Area & { m: Map<string, unknown> } {
  return {
    m,
    get: async (k) => {
      const keys = k === null ? [...m.keys()] : [k].flat();
      return Object.fromEntries(keys.filter((key) => m.has(key)).map((key) => [key, structuredClone(m.get(key))]));
    },
    set: async (o) => Object.entries(o).forEach(([k, v]) => m.set(k, structuredClone(v))),
    remove: async (k) => [k].flat().forEach((key) => m.delete(key)),
  };
}

export const board = boardFor(['crane', 'spilt', 'stove']);
export const game = (over: Partial<GameRecord> = {}): GameRecord => ({
  v: 1,
  date: '2026-11-30',
  player: 'ANON',
  words: 'cranespiltstove',
  marks: marksOf(board),
  won: true,
  hard: false,
  model: 'nyt',
  skill: 91.3,
  luck: 0.42,
  extra: 0.3,
  hints: '121',
  from: 'played',
  ...over,
});

