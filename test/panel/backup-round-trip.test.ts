// A backup gives back what was kept: every kind of kept game, exported as JSON and as CSV, Delete
// all, imported again through the one writer (GameRepository), comes back field for field; and a
// file an earlier version wrote still imports.
import { describe, expect, it } from 'vitest';
import { GameRepository } from '../../src/background/game-repository';
import { gamesToCsv, gamesToJson, parseGameFile } from '../../src/panel/game-files';
import { boardFor } from '../../src/panel/mock-scenarios';
import { ARCHIVE_GRID_PLAYER, ELSEWHERE_PLAYER, gameKey, marksOf, parseGame, SHARED_PLAYER, type GameRecord } from '../../src/shared/games';
import { streakOf } from '../../src/shared/streak';
import { memoryArea } from '../fakes';

const base = { v: 1 as const, model: 'nyt' as const, hard: false };
const won = ['crane', 'spilt', 'stove'];
const lost = ['crane', 'slate', 'fight', 'moist', 'pluck', 'dowdy'];
const marks = (words: string[]) => marksOf(boardFor(words, 'stove'));

/** One of every kind of kept game, each with the fields that kind may carry, on days of their own but where two kinds share a day. */
const KINDS: Record<string, GameRecord> = {
  'played, analysed, hint steps': { ...base, date: '2026-11-20', player: 'ANON', words: won.join(''), marks: marks(won), won: true, skill: 91.3, luck: -0.42, extra: 0.3, best: 3, hints: '121', from: 'played' },
  'played hard from the archive, analysis failed, help all at once': { ...base, date: '2026-11-21', player: '12345', words: won.join(''), marks: marks(won), won: true, hard: true, noAnalysis: 'failed', hints: 'all', archive: true, from: 'played' },
  'saved, won': { ...base, date: '2026-11-22', player: '12345', words: won.join(''), marks: marks(won), won: true, skill: 50, luck: 1.25, extra: 0, best: 4, from: 'saved' },
  'saved, lost (no colours)': { ...base, date: '2026-11-23', player: '12345', words: lost.join(''), marks: null, won: false, noAnalysis: 'answer-unknown', from: 'saved' },
  'shared grid, hard': { ...base, date: '2026-11-24', player: SHARED_PLAYER, words: '', marks: marks(won), won: true, hard: true, noAnalysis: 'answer-unknown', from: 'shared' },
  'shared grid posted late, beside its day\'s daily grid': { ...base, date: '2026-11-24', player: ARCHIVE_GRID_PLAYER, words: '', marks: marks(['slate', 'stove']), won: true, noAnalysis: 'answer-unknown', archive: true, from: 'shared' },
  'played elsewhere, won in 4': { ...base, date: '2026-11-25', player: ELSEWHERE_PLAYER, words: '', marks: null, won: true, noAnalysis: 'answer-unknown', guesses: 4, from: 'elsewhere' },
  'played elsewhere, lost': { ...base, date: '2026-11-26', player: ELSEWHERE_PLAYER, words: '', marks: null, won: false, noAnalysis: 'answer-unknown', from: 'elsewhere' },
};
const ALL = Object.values(KINDS);

const FORMATS = { json: gamesToJson, csv: gamesToCsv };

/** Keeps `games` through the writer, exports them in `format`, deletes all, imports the file: what is kept then. */
async function roundTrip(games: readonly GameRecord[], format: keyof typeof FORMATS) {
  const repo = new GameRepository(memoryArea());
  expect(await repo.importGames(games)).toBe(games.length);
  const before = (await repo.readAll()).games;
  const file = FORMATS[format](before);
  await repo.deleteAll();
  expect((await repo.readAll()).games).toEqual([]);
  const parsed = parseGameFile(file);
  if (!parsed.ok) throw new Error(parsed.error);
  expect(await repo.importGames(parsed.value)).toBe(games.length);
  return { before, after: (await repo.readAll()).games };
}

describe('a backup gives back what was kept', () => {
  it('every kind of game is a valid record as written here', () => {
    for (const [kind, g] of Object.entries(KINDS)) expect(parseGame(g), kind).toEqual(g);
  });

  for (const format of ['json', 'csv'] as const) {
    it.each(Object.entries(KINDS))(`${format}: %s comes back field for field`, async (_, g) => {
      const { before, after } = await roundTrip([g], format);
      expect(before).toEqual([g]);
      expect(after).toEqual([g]);
    });

    it(`${format}: every kind together comes back, the streak and the archive marks with them`, async () => {
      const { before, after } = await roundTrip(ALL, format);
      expect(before).toHaveLength(ALL.length);
      expect(after).toEqual(before);
      expect(after.map(gameKey)).toEqual(before.map(gameKey));
      expect(streakOf(after, '2026-11-26')).toEqual(streakOf(before, '2026-11-26'));
    });
  }

  it('a CSV from before the archive and guesses columns still imports, shared grids and all', () => {
    // As the previous version wrote it: 14 columns, a shared grid with no words, a lost saved game with no colours.
    const old = [
      'date,player,words,marks,won,hard,model,skill,luck,extra,best,noAnalysis,hints,from',
      `2026-11-20,ANON,cranespiltstove,${marks(won)},true,false,nyt,91.3,-0.42,0.3,3,,121,played`,
      `2026-11-23,12345,${lost.join('')},,false,false,nyt,,,,,answer-unknown,,saved`,
      `2026-11-24,SHARED,,${marks(won)},true,true,nyt,,,,,answer-unknown,,shared`,
      `2026-11-25,ELSEWHERE,,,true,false,nyt,,,,,answer-unknown,,elsewhere`,
      '',
    ].join('\n');
    const parsed = parseGameFile(old);
    expect(parsed).toEqual({
      ok: true,
      value: [KINDS['played, analysed, hint steps'], KINDS['saved, lost (no colours)'], KINDS['shared grid, hard'], { ...KINDS['played elsewhere, won in 4'], guesses: undefined }].map((g) => JSON.parse(JSON.stringify(g))),
    });
  });

  it("a JSON file from an earlier version, its late grid under the daily grid's key, imports under the late grid's own key", async () => {
    const late = { ...KINDS["shared grid posted late, beside its day's daily grid"], player: SHARED_PLAYER };
    const file = `${JSON.stringify({ format: 'wordle-assistant-games', version: 1, games: [late, KINDS['shared grid, hard']] })}\n`;
    const parsed = parseGameFile(file);
    if (!parsed.ok) throw new Error(parsed.error);
    const repo = new GameRepository(memoryArea());
    expect(await repo.importGames(parsed.value)).toBe(2);
    expect((await repo.readAll()).games.map(gameKey)).toEqual([`game/2026-11-24/${SHARED_PLAYER}`, `game/2026-11-24/${ARCHIVE_GRID_PLAYER}`]);
  });

  it('CSV refuses a line whose columns do not fit, and names it', () => {
    const csv = gamesToCsv(ALL).split('\n');
    csv[3] = csv[3].replace(/,[^,]*$/, '');
    expect(parseGameFile(csv.join('\n'))).toEqual({ ok: false, error: expect.stringContaining('game 3 in it') });
  });
});
