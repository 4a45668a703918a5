// A kept game, for the games store's tests.
import { boardFor } from '../../src/panel/mock-scenarios';
import { marksOf, type GameRecord } from '../../src/shared/games';

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

