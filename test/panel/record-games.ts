// Kept games for Your record's tests (record-stats.test.ts, your-record.test.tsx): a three-row
// win, a two-row win and a loss, each a whole kept record by default.
import { boardFor } from '../../src/panel/mock-scenarios';
import { marksOf, type GameRecord } from '../../src/shared/games';

export const won3 = boardFor(['crane', 'spilt', 'stove']);
export const won2 = boardFor(['slate', 'stove']);
export const lost = boardFor(['crane', 'pound', 'bound', 'found', 'hound', 'mound'], 'wound');
export const wordsOf = (b: typeof won3) => b.map((r) => r.guess).join('');
export const g = (date: string, over: Partial<GameRecord> = {}): GameRecord => ({
  v: 1, date, player: 'ANON', words: wordsOf(won3), marks: marksOf(won3), won: true, hard: false, model: 'nyt', skill: 90, luck: 0.5, extra: 0.2, best: 3, hints: 'all', from: 'played', ...over,
});
