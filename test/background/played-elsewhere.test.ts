// A day played elsewhere: the player's word (won, won in n, lost), kept by the background alone as
// a daily game of that day with no words; counted in the streak, silencing that day's reminder,
// never beside or over a game of that day kept with its words, and replaced by one that comes.
import { describe, expect, it } from 'vitest';
import { GameRepository } from '../../src/background/game-repository';
import { playedRecord, savedRecord } from '../../src/background/game-rules';
import { GUARD_ALARM, reminderId, StreakGuard } from '../../src/background/streak-guard';
import { boardFor } from '../../src/panel/mock-scenarios';
import { gamesStats } from '../../src/panel/games-stats';
import { ELSEWHERE_PLAYER, guessesOf, parseGame, type GameRecord } from '../../src/shared/games';
import { parseSharedGrids } from '../../src/shared/shared-grids';
import { shareText } from '../../src/shared/share-text';
import { streakOf } from '../../src/shared/streak';
import { memoryArea } from '../fakes';

const played = (date: string, archive = false) => playedRecord({ date, player: 'ANON', board: boardFor(['crane', 'spilt', 'stove']), won: true, hard: false, archive }, 'nyt', '111');
const gameKeys = (m: Map<string, unknown>) => [...m.keys()].filter((k) => k.startsWith('game/')).sort();
const kept = async (games: GameRepository) => (await games.readAll()).games;

describe('a day played elsewhere', () => {
  it('is kept as a daily game of its day with no words, and counts in the streak', async () => {
    const area = memoryArea();
    const games = new GameRepository(area);
    await games.keepPlayed(played('2026-12-02'));
    expect(streakOf(await kept(games), '2026-12-03')).toMatchObject({ current: 1, today: 'open' });
    expect(await games.keepElsewhere({ date: '2026-12-03', won: true, guesses: 4 }, 'nyt')).toBe(true);
    expect(gameKeys(area.m)).toEqual(['game/2026-12-02/ANON', `game/2026-12-03/${ELSEWHERE_PLAYER}`]);
    const g = (await kept(games)).find((k) => k.date === '2026-12-03')!;
    expect(g).toMatchObject({ from: 'elsewhere', words: '', marks: null, won: true, guesses: 4 });
    expect(g.archive).toBeUndefined();
    expect(streakOf(await kept(games), '2026-12-03')).toMatchObject({ current: 2, today: 'won' });
    // The player changes their mind: lost after all. The day is lost, the streak ends.
    expect(await games.keepElsewhere({ date: '2026-12-03', won: false, guesses: null }, 'nyt')).toBe(true);
    expect(streakOf(await kept(games), '2026-12-03')).toMatchObject({ current: 0, today: 'lost' });
  });

  it('never beside a game of that day kept with its words or its grid; an archive game of that day does not stand in the way', async () => {
    const area = memoryArea();
    const games = new GameRepository(area);
    await games.keepPlayed(played('2026-12-03'));
    expect(await games.keepElsewhere({ date: '2026-12-03', won: false, guesses: null }, 'nyt')).toBe(false);
    const grid = parseSharedGrids(shareText({ date: '2026-12-02', rows: boardFor(['crane', 'stove']), won: true, hard: false }, { dark: true, highContrast: false }), 'nyt', '2026-12-03').games[0];
    await games.importGames([grid]);
    expect(await games.keepElsewhere({ date: '2026-12-02', won: true, guesses: null }, 'nyt')).toBe(false);
    expect(gameKeys(area.m)).toEqual(['game/2026-12-02/SHARED', 'game/2026-12-03/ANON']);
    const other = new GameRepository(memoryArea());
    await other.importGames([{ ...played('2026-12-01'), archive: true }]);
    expect(await other.keepElsewhere({ date: '2026-12-01', won: true, guesses: 3 }, 'nyt')).toBe(true);
  });

  it('gives way to a game of that day with its words: seen played, found in the saved games, or imported', async () => {
    const area = memoryArea();
    const games = new GameRepository(area);
    for (const date of ['2026-12-01', '2026-12-02', '2026-12-03']) await games.keepElsewhere({ date, won: true, guesses: null }, 'nyt');
    await games.keepPlayed(played('2026-12-01'));
    await games.recordSavedGames([{ player: '12345', date: '2026-12-02', words: ['crane', 'stove'], status: 'won', hardMode: false }]);
    await games.keepSaved('nyt');
    expect(await games.importGames([savedRecord({ player: '777', date: '2026-12-03', words: ['slate', 'stove'], status: 'won', hardMode: false }, 'nyt')!])).toBe(1);
    expect(gameKeys(area.m)).toEqual(['game/2026-12-01/ANON', 'game/2026-12-02/12345', 'game/2026-12-03/777']);
  });

  it('an imported record of a day played elsewhere (an exported file) never joins a day kept with its words, and stays when kept', async () => {
    const area = memoryArea();
    const games = new GameRepository(area);
    await games.keepPlayed(played('2026-12-01'));
    const record = (date: string) => parseGame({ v: 1, date, player: ELSEWHERE_PLAYER, words: '', marks: null, won: true, hard: false, model: 'nyt', noAnalysis: 'answer-unknown', from: 'elsewhere' })!;
    expect(await games.importGames([record('2026-12-01'), record('2026-12-02')])).toBe(1);
    expect(gameKeys(area.m)).toEqual(['game/2026-12-01/ANON', `game/2026-12-02/${ELSEWHERE_PLAYER}`]);
  });

  it('silences that day\'s reminder', async () => {
    const area = memoryArea();
    const games = new GameRepository(area);
    await games.keepPlayed(played('2026-12-02'));
    await games.keepElsewhere({ date: '2026-12-03', won: true, guesses: 2 }, 'nyt');
    const notes: string[] = [];
    const guard = new StreakGuard({
      reminderAt: async () => '20:30',
      permitted: async () => true,
      games: () => kept(games),
      alarms: { create: () => undefined, clear: async () => true },
      notify: async (id) => void notes.push(id),
      message: () => 'waiting',
      now: () => new Date('2026-12-03T20:30:00'),
    });
    expect(await guard.onAlarm(GUARD_ALARM)).toBe(false);
    expect(notes).toEqual([]);
    // The reminder's answers speak for its own day while it is today, never for the next day.
    expect(guard.answerDay(reminderId('2026-12-03'))).toBe('2026-12-03');
    expect(guard.answerDay(reminderId('2026-12-02'))).toBeNull();
    expect(guard.answerDay('another')).toBeNull();
  });

  it('a record that says more than the player did is not read: words, colours, an analysis, guesses of a lost day, another key, an archive flag', () => {
    const base = { v: 1, date: '2026-12-03', player: ELSEWHERE_PLAYER, words: '', marks: null, won: true, hard: false, model: 'nyt', noAnalysis: 'answer-unknown', from: 'elsewhere' };
    expect(parseGame(base)).not.toBeNull();
    expect(parseGame({ ...base, guesses: 6 })).not.toBeNull();
    for (const bad of [{ words: 'crane' }, { marks: 'ccccc' }, { skill: 50, luck: 0, extra: 0 }, { won: false, guesses: 3 }, { guesses: 7 }, { player: 'ANON' }, { archive: true }, { noAnalysis: undefined }]) {
      expect(parseGame({ ...base, ...bad }), JSON.stringify(bad)).toBeNull();
    }
    // No other kind of game carries the guesses said.
    expect(parseGame({ ...played('2026-12-03'), guesses: 3 })).toBeNull();
  });

  it('in the figures: a day won in guesses not said counts as won, and outside the average guesses', () => {
    const said = (won: boolean, guesses?: number, date = '2026-12-03') => ({ v: 1, date, player: ELSEWHERE_PLAYER, words: '', marks: null, won, hard: false, model: 'nyt', noAnalysis: 'answer-unknown', from: 'elsewhere', ...(guesses ? { guesses } : {}) }) as GameRecord;
    expect([guessesOf(said(true, 4)), guessesOf(said(true)), guessesOf(said(false))]).toEqual([4, null, 7]);
    const s = gamesStats([played('2026-12-01'), said(true, undefined, '2026-12-02'), said(true, 5)]);
    expect([s.played, s.won, s.averageGuesses]).toEqual([3, 3, 4]);
    // A grid and the player's word for one day, as an earlier version kept them: the day counts once, as its grid.
    const grid = parseSharedGrids(shareText({ date: '2026-12-02', rows: boardFor(['crane', 'slate', 'fight', 'moist', 'pluck', 'dowdy']), won: false, hard: false }, { dark: true, highContrast: false }), 'nyt', '2026-12-03').games[0];
    expect(gamesStats([grid, said(true, 4, '2026-12-02')])).toMatchObject({ played: 1, won: 0, averageGuesses: 7 });
    expect(streakOf([said(true, 4, '2026-12-02'), grid], '2026-12-02')).toMatchObject({ current: 0, today: 'lost' });
  });
});
