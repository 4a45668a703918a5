// The one owner of the kept games, the saved games copy and the deleted marks: one order for every
// write, nothing written from a failed read, and a deleted game never kept again.
import { describe, expect, it } from 'vitest';
import { GameRepository } from '../../src/background/game-repository';
import { playedRecord, savedRecord } from '../../src/background/game-rules';
import { boardFor } from '../../src/panel/mock-scenarios';
import { gameKey, marksOf } from '../../src/shared/games';
import type { SavedGame } from '../../src/shared/saved-games';
import { memoryArea, tick } from '../fakes';
import { parseSharedGrids } from '../../src/shared/shared-grids';
import { shareText } from '../../src/shared/share-text';
import { streakOf } from '../../src/shared/streak';

const won = (date: string, words = ['crane', 'spilt', 'stove'], player = '12345'): SavedGame => ({ player, date, words, status: 'won', hardMode: false });
const played = (date: string, player = 'ANON') => playedRecord({ date, player, board: boardFor(['crane', 'spilt', 'stove']), won: true, hard: false, archive: false }, 'nyt', '111');
const gameKeys = (m: Map<string, unknown>) => [...m.keys()].filter((k) => k.startsWith('game/')).sort();

describe('the games repository', () => {
  it('a delete between a keep\'s read and its put wins: the game stays deleted', async () => {
    const area = memoryArea();
    const games = new GameRepository(area);
    const release = area.holdNext('set');
    const keeping = games.keepPlayed(played('2026-12-01'));
    const deleting = games.deleteAll();
    await tick();
    release();
    await Promise.all([keeping, deleting]);
    expect(gameKeys(area.m)).toEqual([]);
  });

  it("a delete between an analysis's read and its put wins too", async () => {
    const area = memoryArea();
    const games = new GameRepository(area);
    const g = played('2026-12-01');
    await games.keepPlayed(g);
    const release = area.holdNext('set');
    const completing = games.complete(g, { ...g, skill: 50, luck: 0, extra: 0 });
    const deleting = games.deleteOne(gameKey(g));
    await tick();
    release();
    expect(await completing).toBe(true);
    expect(await deleting).toBe(true);
    expect(gameKeys(area.m)).toEqual([]);
  });

  it('a failed read of the saved games writes nothing, and the next report loses none of them', async () => {
    const area = memoryArea();
    area.m.set('saved-games', { games: [won('2026-11-20'), won('2026-11-21')] });
    const games = new GameRepository(area);
    area.failNext('get');
    await expect(games.recordSavedGames([won('2026-11-22')])).rejects.toThrow('storage get failed');
    expect((area.m.get('saved-games') as { games: unknown[] }).games).toHaveLength(2);
    expect(await games.recordSavedGames([won('2026-11-22')])).toBe(true);
    expect((area.m.get('saved-games') as { games: SavedGame[] }).games.map((g) => g.date)).toEqual(['2026-11-22', '2026-11-21', '2026-11-20']);
  });

  it('reads the saved games copy checked game by game: a bad record is dropped, the good kept', async () => {
    const area = memoryArea();
    area.m.set('saved-games', { games: [won('2026-11-20'), { ...won('2026-11-21'), date: 'yesterday' }, '<script>'] });
    expect(await new GameRepository(area).learnedAnswers()).toEqual([{ date: '2026-11-20', word: 'stove' }]);
  });

  it('a failed write keeps nothing it did not store, and the copy read back is the stored one', async () => {
    const area = memoryArea();
    area.m.set('saved-games', { games: [won('2026-11-20')] });
    const games = new GameRepository(area);
    area.failNext('set');
    await expect(games.recordSavedGames([won('2026-11-22')])).rejects.toThrow('storage set failed');
    expect((await games.savedGames()).map((g) => g.date)).toEqual(['2026-11-20']);
  });

  it('delete all removes the games, the saved games copy and its answers, and nothing brings them back', async () => {
    const area = memoryArea();
    const report = [won('2026-11-20'), won('2026-11-21', ['slate', 'fight']), { ...won('2026-12-01', ['crane']), status: 'playing' as const }];
    let games = new GameRepository(area);
    await games.recordSavedGames(report);
    expect(await games.keepSaved('nyt')).toBe(2);
    await games.keepPlayed(played('2026-11-25'));
    expect(await games.learnedAnswers()).toHaveLength(2);
    await games.deleteAll();
    expect(gameKeys(area.m)).toEqual([]);
    expect(area.m.has('saved-games')).toBe(false);
    expect(await games.learnedAnswers()).toEqual([]);
    // A service worker started again; the page reports the same games; the finished board shows again.
    games = new GameRepository(area);
    expect(await games.recordSavedGames(report)).toBe(false);
    expect(await games.learnedAnswers()).toEqual([]);
    expect(await games.keepSaved('nyt')).toBe(0);
    expect(await games.keepPlayed(played('2026-11-25'))).toBe(false);
    expect(gameKeys(area.m)).toEqual([]);
    // A game finished after the deletion is another game: kept, and its answer learned.
    expect(await games.recordSavedGames([won('2026-12-01', ['crane', 'moist'])])).toBe(true);
    expect(await games.keepSaved('nyt')).toBe(1);
    expect(await games.keepPlayed(played('2026-12-02'))).toBe(true);
    expect(gameKeys(area.m)).toEqual(['game/2026-12-01/12345', 'game/2026-12-02/ANON']);
  });

  it('delete one removes that game and its saved twin, and only them', async () => {
    const area = memoryArea();
    const games = new GameRepository(area);
    await games.recordSavedGames([won('2026-11-20'), won('2026-11-21', ['slate', 'fight'])]);
    await games.keepSaved('nyt');
    expect(await games.deleteOne('game/2026-11-20/12345')).toBe(true);
    expect(await games.deleteOne('game/2026-11-20/12345')).toBe(false);
    expect(gameKeys(area.m)).toEqual(['game/2026-11-21/12345']);
    expect(await games.learnedAnswers()).toEqual([{ date: '2026-11-21', word: 'fight' }]);
    await games.recordSavedGames([won('2026-11-20')]);
    expect(await games.keepSaved('nyt')).toBe(0);
    expect(gameKeys(area.m)).toEqual(['game/2026-11-21/12345']);
  });

  it('a deleted game imported is kept again; an import never replaces a kept game', async () => {
    const area = memoryArea();
    const games = new GameRepository(area);
    const g = savedRecord(won('2026-11-20'), 'nyt')!;
    await games.importGames([g]);
    await games.deleteAll();
    expect(await games.importGames([g, g])).toBe(1);
    expect(await games.importGames([{ ...g, skill: 10, luck: 0, extra: 0 }])).toBe(0);
    await games.recordSavedGames([won('2026-11-20')]);
    expect(await games.learnedAnswers()).toEqual([{ date: '2026-11-20', word: 'stove' }]);
    expect(gameKeys(area.m)).toEqual(['game/2026-11-20/12345']);
  });

  it("a shared grid never replaces or joins a day kept with its words, and a game with its words replaces the day's grid", async () => {
    const area = memoryArea();
    const games = new GameRepository(area);
    const grid = (date: string) => parseSharedGrids(shareText({ date, rows: boardFor(['crane', 'stove']), won: true, hard: false }, { dark: true, highContrast: false }), 'nyt', '2026-12-03').games[0];
    await games.keepPlayed(played('2026-12-01'));
    expect(await games.importGames([grid('2026-12-01'), grid('2026-11-30'), grid('2026-11-21')])).toBe(2);
    expect(gameKeys(area.m)).toEqual(['game/2026-11-21/SHARED', 'game/2026-11-30/SHARED', 'game/2026-12-01/ANON']);
    // The page's saved game of 11-21 and a game seen played on 11-30 take their days' places.
    await games.recordSavedGames([won('2026-11-21')]);
    await games.keepSaved('nyt');
    await games.keepPlayed(played('2026-11-30'));
    expect(gameKeys(area.m)).toEqual(['game/2026-11-21/12345', 'game/2026-11-30/ANON', 'game/2026-12-01/ANON']);
    // A grid deleted and pasted again comes back, as an imported file's game does.
    await games.importGames([grid('2026-11-19')]);
    await games.deleteOne('game/2026-11-19/SHARED');
    expect(await games.importGames([grid('2026-11-19')])).toBe(1);
  });

  it('games kept before the archive mark are put right when the page reports them as archive games, and leave the streak', async () => {
    // As the previous version wrote them: no `archive` field in the records nor in the saved games copy.
    const area = memoryArea();
    const old = (date: string, player: string, from: 'played' | 'saved') => ({ v: 1, date, player, words: 'cranespiltstove', marks: marksOf(boardFor(['crane', 'spilt', 'stove'])), won: true, hard: false, model: 'nyt', from });
    area.m.set('game/2026-11-29/12345', old('2026-11-29', '12345', 'saved'));
    area.m.set('game/2026-11-30/ANON', old('2026-11-30', 'ANON', 'played'));
    area.m.set('game/2026-12-01/12345', old('2026-12-01', '12345', 'saved'));
    area.m.set('saved-games', { games: [won('2026-12-01'), won('2026-11-30'), won('2026-11-29')] });
    const games = new GameRepository(area);
    const streak = async () => streakOf((await games.readAll()).games, '2026-12-01');
    expect((await streak()).current).toBe(3);
    // The page reports two of them as archive games (isPlayingArchive): the played one under ANON too, by its words.
    await games.recordSavedGames([{ ...won('2026-11-30'), archive: true }, { ...won('2026-11-29'), archive: true }, won('2026-12-01')]);
    expect(await games.keepSaved('nyt')).toBe(0);
    const kept = (await games.readAll()).games;
    expect(kept.map((g) => [g.date, g.player, g.archive ?? false])).toEqual([
      ['2026-11-29', '12345', true],
      ['2026-11-30', 'ANON', true],
      ['2026-12-01', '12345', false],
    ]);
    // Nothing else of them changed.
    expect(kept.map(({ archive: _, ...g }) => g)).toEqual([old('2026-11-29', '12345', 'saved'), old('2026-11-30', 'ANON', 'played'), old('2026-12-01', '12345', 'saved')]);
    expect(await streak()).toEqual({ current: 1, best: 1, today: 'won' });
  });

  it("an archive game never removes, blocks or replaces its day's daily result, grid or words", async () => {
    const area = memoryArea();
    const games = new GameRepository(area);
    const grid = (date: string, archive = false) => ({ ...parseSharedGrids(shareText({ date, rows: boardFor(['crane', 'stove']), won: true, hard: false }, { dark: true, highContrast: false }), 'nyt', '2026-12-03').games[0], ...(archive ? { archive: true as const } : {}) });
    const archived = (date: string) => ({ ...played(date), archive: true as const });
    // A daily grid, then an archive game of its day played: the grid stays.
    await games.importGames([grid('2026-11-20')]);
    expect(await games.keepPlayed(archived('2026-11-20'))).toBe(true);
    // An archive game kept first does not block the day's daily grid.
    await games.keepPlayed(archived('2026-11-21'));
    expect(await games.importGames([grid('2026-11-21')])).toBe(1);
    // The page's saved archive game (backfilled) leaves a daily grid too.
    await games.importGames([grid('2026-11-22')]);
    await games.recordSavedGames([{ ...won('2026-11-22'), archive: true }]);
    expect(await games.keepSaved('nyt')).toBe(1);
    // An archive grid gives way to the archive game with its words, as a daily grid to a daily game.
    await games.importGames([grid('2026-11-23', true), grid('2026-11-24')]);
    await games.keepPlayed(archived('2026-11-23'));
    await games.keepPlayed(played('2026-11-24'));
    expect(gameKeys(area.m)).toEqual([
      'game/2026-11-20/ANON', 'game/2026-11-20/SHARED',
      'game/2026-11-21/ANON', 'game/2026-11-21/SHARED',
      'game/2026-11-22/12345', 'game/2026-11-22/SHARED',
      'game/2026-11-23/ANON',
      'game/2026-11-24/ANON',
    ]);
    // A daily game kept from the page, as the previous version wrote it, is not replaced by an archive game seen under its key.
    area.m.set('game/2026-11-25/ANON', { v: 1, date: '2026-11-25', player: 'ANON', words: 'slatestove', marks: marksOf(boardFor(['slate', 'stove'])), won: true, hard: false, model: 'nyt', from: 'saved' });
    expect(await games.keepPlayed(archived('2026-11-25'))).toBe(false);
    expect((await games.read('game/2026-11-25/ANON'))?.words).toBe('slatestove');
    // The daily grids of 11-20 to 11-22 count; 11-23 holds only archive games and ends that run.
    expect(streakOf((await games.readAll()).games, '2026-11-25')).toEqual({ current: 2, best: 3, today: 'won' });
  });

  it('a delete that cannot read storage removes nothing', async () => {
    const area = memoryArea();
    const games = new GameRepository(area);
    await games.keepPlayed(played('2026-12-01'));
    area.failNext('get');
    await expect(games.deleteAll()).rejects.toThrow();
    expect(gameKeys(area.m)).toEqual(['game/2026-12-01/ANON']);
    await games.deleteAll();
    expect(gameKeys(area.m)).toEqual([]);
  });

  describe('the kept games read last', () => {
    /** The area, counting the reads of everything (readAll's). */
    const counted = () => {
      const area = memoryArea();
      let reads = 0;
      const get = area.get;
      area.get = (k) => ((reads += k === null ? 1 : 0), get(k));
      return { area, reads: () => reads };
    };

    it('answer the next read until a write, which the read after it sees', async () => {
      const { area, reads } = counted();
      const games = new GameRepository(area);
      await games.keepPlayed(played('2026-12-01'));
      const first = await games.readAll();
      expect(await games.readAll()).toBe(first);
      const before = reads();
      await games.keepPlayed(played('2026-12-02'));
      expect((await games.readAll()).games.map((g) => g.date)).toEqual(['2026-12-01', '2026-12-02']);
      expect(reads()).toBeGreaterThan(before);
      // An analysis completed is a write too.
      const g = (await games.readAll()).games[0];
      await games.complete(g, { ...g, skill: 61, luck: 0, extra: 0 });
      expect((await games.readAll()).games[0].skill).toBe(61);
    });

    it('a read begun while a write goes on is not kept: the next read sees the write', async () => {
      const area = memoryArea();
      const repo = new GameRepository(area);
      const release = area.holdNext('set');
      const keeping = repo.keepPlayed(played('2026-12-01'));
      await tick();
      const during = repo.readAll();
      release();
      await keeping;
      await during;
      expect((await repo.readAll()).games.map((g) => g.date)).toEqual(['2026-12-01']);
    });

    it("another writer's change is seen once forget() says so (storage.onChanged), and a failed read is not kept", async () => {
      const area = memoryArea();
      const games = new GameRepository(area);
      expect((await games.readAll()).games).toEqual([]);
      const g = played('2026-12-03');
      area.m.set(gameKey(g), g);
      games.forget();
      expect((await games.readAll()).games.map((x) => x.date)).toEqual(['2026-12-03']);
      games.forget();
      area.failNext('get');
      await expect(games.readAll()).rejects.toThrow('storage get failed');
      expect((await games.readAll()).games).toHaveLength(1);
    });
  });
});
