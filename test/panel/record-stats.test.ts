// Your record's figures (record-stats.ts), each from kept games as the store reads them.
import { describe, expect, it } from 'vitest';
import { byMode, byMonth, byOpener, byYear, longestStreaks, luckyShare, nytColumns } from '../../src/panel/record-stats';
import { ELSEWHERE_PLAYER, marksOf, SHARED_PLAYER, type GameRecord } from '../../src/shared/games';
import { g, lost, won2, won3, wordsOf } from './record-games';

const loss = (date: string, over: Partial<GameRecord> = {}) => g(date, { words: wordsOf(lost), marks: marksOf(lost), won: false, best: undefined, skill: 60, luck: -1, ...over });
const inTwo = (date: string, over: Partial<GameRecord> = {}) => g(date, { words: wordsOf(won2), marks: marksOf(won2), skill: 100, luck: 2, ...over });
const unanalysed = { skill: undefined, luck: undefined, extra: undefined, noAnalysis: 'answer-unknown' as const };
const shared = (date: string) => g(date, { player: SHARED_PLAYER, words: '', from: 'shared', ...unanalysed, best: undefined, hints: undefined });
const elsewhere = (date: string, won: boolean, guesses?: number) =>
  g(date, { player: ELSEWHERE_PLAYER, words: '', marks: null, won, from: 'elsewhere', ...unanalysed, best: undefined, hints: undefined, ...(guesses ? { guesses } : {}) });

describe('every figure of the record with no game', () => {
  it('is empty, or zero games with no averages', () => {
    expect(byMonth([])).toEqual([]);
    expect(byYear([])).toEqual([]);
    expect(byOpener([], 5)).toEqual({ openers: [], more: { openers: 0, games: 0 }, withoutWords: 0 });
    const none = { games: 0, won: 0, guessesToWin: null, skill: null, lucky: 0, unlucky: 0, analysed: 0 };
    expect(luckyShare(none)).toBeNull();
    expect(byMode([])).toEqual({ hard: none, normal: none });
    expect(longestStreaks([], '2026-12-03', 3)).toEqual([]);
  });
});

describe('byMonth', () => {
  it('counts games and wins per month, newest first, skill and luck over the analysed games alone', () => {
    const games = [g('2025-12-30'), loss('2026-01-02'), inTwo('2026-01-03'), g('2026-01-04', unanalysed), elsewhere('2026-01-05', true)];
    const [jan, dec] = byMonth(games);
    expect(jan).toEqual({ month: '2026-01', games: 4, won: 3, guessesToWin: (2 + 3) / 2, skill: (60 + 100) / 2, lucky: 1, unlucky: 1, analysed: 2 });
    expect(luckyShare(jan)).toBe(0.5);
    expect(dec).toMatchObject({ month: '2025-12', games: 1, won: 1, skill: 90, analysed: 1 });
  });

  it('a month of games none analysed has no skill or luck, and one game is a month', () => {
    expect(byMonth([g('2026-02-01', unanalysed)])).toEqual([{ month: '2026-02', games: 1, won: 1, guessesToWin: 3, skill: null, lucky: 0, unlucky: 0, analysed: 0 }]);
  });

  it("counts a game luckier or less lucky as its review does: beyond a quarter of a bit either way, at the hundredth kept", () => {
    const lucks = [0.26, 0.25, 0.254, 0, -0.25, -0.26, 3, -2];
    const [month] = byMonth(lucks.map((luck, i) => g(`2026-04-0${i + 1}`, { luck })));
    expect(month).toMatchObject({ analysed: 8, lucky: 2, unlucky: 2 });
    expect(luckyShare(month)).toBe(0.25);
  });

  it('counts a day once, however many ways it was kept (countedGames)', () => {
    expect(byMonth([shared('2026-03-01'), g('2026-03-01'), elsewhere('2026-03-01', true, 4)])).toMatchObject([{ games: 1, won: 1, guessesToWin: 3 }]);
  });
});

describe('byYear', () => {
  it('is the distribution of guesses (1-6, lost) by year of the puzzle, newest first', () => {
    const games = [g('2024-05-01'), inTwo('2024-05-02'), g('2025-01-01'), loss('2025-01-02'), elsewhere('2025-01-03', true), elsewhere('2025-01-04', true, 5)];
    expect(byYear(games)).toEqual([
      { year: '2025', games: 4, columns: [0, 0, 1, 0, 1, 0, 1], unsaid: 1 },
      { year: '2024', games: 2, columns: [0, 1, 1, 0, 0, 0, 0], unsaid: 0 },
    ]);
  });

  it('a year of losses only fills the lost column', () => {
    expect(byYear([loss('2023-07-01'), loss('2023-07-02')])).toEqual([{ year: '2023', games: 2, columns: [0, 0, 0, 0, 0, 0, 2], unsaid: 0 }]);
  });

  it("the NYT's read gives its six rows and the games it counts lost", () => {
    expect(nytColumns({ played: 412, guesses: [1, 20, 150, 160, 50, 11] })).toEqual([1, 20, 150, 160, 50, 11, 20]);
  });
});

describe('byOpener', () => {
  const games = [
    g('2026-01-01'), g('2026-01-02', { skill: 70 }), loss('2026-01-03'), // CRANE: 3 games, 2 won in 3
    inTwo('2026-01-04'), inTwo('2026-01-05', unanalysed), // SLATE: 2, both in 2
    g('2026-01-06', { words: `adieu${wordsOf(won3).slice(5)}` }), // ADIEU: 1
    shared('2026-01-07'), elsewhere('2026-01-08', false), // no words: no opener
  ];

  it('gives each first word with games, wins, guesses to win and skill, most played first', () => {
    const { openers, more, withoutWords } = byOpener(games, 2);
    expect(openers).toEqual([
      { word: 'crane', games: 3, won: 2, guessesToWin: 3, skill: (90 + 70 + 60) / 3, lucky: 2, unlucky: 1, analysed: 3 },
      { word: 'slate', games: 2, won: 2, guessesToWin: 2, skill: 100, lucky: 1, unlucky: 0, analysed: 1 },
    ]);
    expect(more).toEqual({ openers: 1, games: 1 });
    expect(withoutWords).toBe(2);
  });

  it('breaks ties in games by the better win rate', () => {
    expect(byOpener([loss('2026-01-01'), inTwo('2026-01-02')], 5).openers.map((o) => o.word)).toEqual(['slate', 'crane']);
  });
});

describe('byMode', () => {
  it('sets hard against normal', () => {
    const { hard, normal } = byMode([g('2026-01-01', { hard: true }), loss('2026-01-02', { hard: true }), inTwo('2026-01-03')]);
    expect(hard).toEqual({ games: 2, won: 1, guessesToWin: 3, skill: 75, lucky: 1, unlucky: 1, analysed: 2 });
    expect(normal).toEqual({ games: 1, won: 1, guessesToWin: 2, skill: 100, lucky: 1, unlucky: 0, analysed: 1 });
  });
});

describe('longestStreaks', () => {
  const run = (from: string, n: number, over: Partial<GameRecord> = {}) =>
    Array.from({ length: n }, (_, i) => g(new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10), over));

  it('gives the longest runs with their first and last days, the latest of equals first', () => {
    const games = [...run('2024-01-01', 3), loss('2024-01-04'), ...run('2024-01-05', 10), loss('2024-01-15'), ...run('2025-06-01', 3)];
    expect(longestStreaks(games, '2026-12-03', 2)).toEqual([
      { start: '2024-01-05', end: '2024-01-14', days: 10, going: false },
      { start: '2025-06-01', end: '2025-06-03', days: 3, going: false },
    ]);
  });

  it('never counts archive games: an archive win does not join two runs, archive runs are none', () => {
    const games = [...run('2024-02-01', 2), g('2024-02-03', { archive: true }), ...run('2024-02-04', 2), ...run('2024-03-01', 9, { archive: true })];
    expect(longestStreaks(games, '2026-12-03', 5)).toEqual([
      { start: '2024-02-04', end: '2024-02-05', days: 2, going: false },
      { start: '2024-02-01', end: '2024-02-02', days: 2, going: false },
    ]);
  });

  it('one game is a streak of a day; a day after today is none', () => {
    expect(longestStreaks([g('2026-12-01'), g('2026-12-04')], '2026-12-03', 3)).toEqual([{ start: '2026-12-01', end: '2026-12-01', days: 1, going: false }]);
    // Won yesterday, today to play: the streak goes on.
    expect(longestStreaks([g('2026-12-01'), g('2026-12-02')], '2026-12-03', 3)).toEqual([{ start: '2026-12-01', end: '2026-12-02', days: 2, going: true }]);
  });
});
