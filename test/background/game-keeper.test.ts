import { describe, expect, it, vi } from 'vitest';
import type { GameAnalysis } from '../../src/core/types';
import { GameKeeper } from '../../src/background/game-keeper';
import { GameRepository } from '../../src/background/game-repository';
import { savedRecord } from '../../src/background/game-rules';
import type { SavedGame } from '../../src/shared/saved-games';
import { boardFor, boardReading } from '../../src/panel/mock-scenarios';
import { putGame, readGames } from '../../src/shared/game-store';
import { marksOf } from '../../src/shared/games';
import { boardSignature } from '../../src/shared/hints';
import { solverLost, type Job, type JobOutcome } from '../../src/shared/jobs';
import { DEFAULT_SETTINGS } from '../../src/shared/settings';
import { memoryArea, tick } from '../fakes';

const DAILY = 'https://www.nytimes.com/games/wordle/index.html';
const won = boardFor(['crane', 'spilt', 'stove']);
const analysis = (rows: number): GameAnalysis => ({
  solved: true,
  skill: 87.654,
  rows: won.slice(0, rows).map((r, i) => ({
    ...r,
    candidatesBefore: 100 >> i,
    candidatesAfter: 50 >> i,
    bitsGained: 1.5,
    bitsExpected: 1,
    expectedGuesses: 3.2,
    bestWord: 'salet',
    bestExpectedGuesses: 3,
    hardValid: true,
  })),
});

/** A storage area holding `saved` as the page's saved games copy. */
function areaWith(saved: SavedGame[]) {
  const area = memoryArea();
  if (saved.length > 0) area.m.set('saved-games', { games: saved });
  return area;
}

function keeperWith(answer: (job: Job) => JobOutcome, hints: Record<string, 1 | 2 | 3 | 4> = {}, settings = DEFAULT_SETTINGS, saved: SavedGame[] = []) {
  const area = areaWith(saved);
  const jobs: Job[] = [];
  const keeper = new GameKeeper({ run: async (_k, job) => (jobs.push(job), answer(job)) }, new GameRepository(area), async () => settings, async () => hints);
  return { area, jobs, keeper };
}
/** The solver: the analysis above, and the best play solving the answer in 4. */
const ok = (job: Job): JobOutcome => (job.kind === 'play' ? { kind: 'play', result: { ok: true, value: 4 } } : { kind: 'analyse', result: { ok: true, value: analysis(3) } });

describe('keeping finished games', () => {
  it('keeps a won daily game once, with its day, colours, hint steps and analysis', async () => {
    const { area, jobs, keeper } = keeperWith(ok, { [boardSignature(won.slice(0, 1))]: 3 }, { ...DEFAULT_SETTINGS, hints: 'steps' });
    await keeper.onReading(7, boardReading(won), DAILY, '2026-12-01');
    await keeper.onReading(7, boardReading(won), DAILY, '2026-12-01');
    const { games } = await readGames(area);
    // A daily game: no archive mark, so it is a streak day.
    expect(games).toEqual([
      { v: 1, date: '2026-12-01', player: 'ANON', words: 'cranespiltstove', marks: marksOf(won), won: true, hard: false, model: DEFAULT_SETTINGS.model, hints: '131', from: 'played', skill: 87.7, luck: 1, extra: 0.6, best: 4 },
    ]);
    expect(jobs).toEqual([
      { kind: 'analyse', board: won, mode: 'normal', model: DEFAULT_SETTINGS.model, date: '2026-12-01' },
      { kind: 'play', answer: 'stove', mode: 'normal', model: DEFAULT_SETTINGS.model, date: '2026-12-01' },
    ]);
  });

  it("values a game by its day's model as the panel does: the answers the player's games revealed go with its jobs", async () => {
    const revealed: SavedGame[] = [
      { player: 'ANON', date: '2026-11-29', words: ['crane', 'moist'], status: 'won', hardMode: false },
      { player: 'ANON', date: '2026-11-30', words: ['crane', 'pound', 'bound'], status: 'lost', hardMode: false },
    ];
    const { jobs, keeper } = keeperWith(ok, {}, DEFAULT_SETTINGS, revealed);
    await keeper.onReading(7, boardReading(won), DAILY, '2026-12-01');
    const learnedAnswers = [{ date: '2026-11-29', word: 'moist' }];
    expect(jobs).toEqual([
      { kind: 'analyse', board: won, mode: 'normal', model: DEFAULT_SETTINGS.model, date: '2026-12-01', learnedAnswers },
      { kind: 'play', answer: 'stove', mode: 'normal', model: DEFAULT_SETTINGS.model, date: '2026-12-01', learnedAnswers },
    ]);
  });

  it('keeps an archive game under its own day, a hard game as hard, and help all at once as "all"', async () => {
    const { area, keeper } = keeperWith(ok);
    const lost = boardFor(['crane', 'pound', 'bound', 'found', 'hound', 'mound'], 'wound');
    await keeper.onReading(7, boardReading(lost, { hardMode: true }), 'https://www.nytimes.com/games/wordle/2024-03-05', '2026-12-01');
    const { games } = await readGames(area);
    expect(games.map((g) => [g.date, g.won, g.hard, g.hints, g.archive])).toEqual([['2024-03-05', false, true, 'all', true]]);
    // A lost game does not show its answer: no best play to compare with.
    expect(games[0].best).toBeUndefined();
  });

  it('a game on the daily address whose saved state is an archive game is kept as an archive game (no streak day)', async () => {
    const saved: SavedGame[] = [{ player: 'ANON', date: '2026-11-30', words: ['crane', 'spilt', 'stove'], status: 'won', hardMode: false, archive: true }];
    const { area, keeper } = keeperWith(ok, {}, DEFAULT_SETTINGS, saved);
    await keeper.onReading(7, boardReading(won, { date: '2026-11-30' }), DAILY, '2026-12-01');
    expect((await readGames(area)).games.map((g) => [g.date, g.archive])).toEqual([['2026-11-30', true]]);
  });

  it("a game that ends two days or more after its puzzle's day (a tab left open) is an archive game; the next day is not", async () => {
    const { area, keeper } = keeperWith(ok);
    await keeper.onReading(7, boardReading(won, { date: '2026-11-29' }), DAILY, '2026-12-01');
    await keeper.onReading(8, boardReading(boardFor(['slate', 'stove']), { date: '2026-11-30' }), DAILY, '2026-12-01');
    expect((await readGames(area)).games.map((g) => [g.date, g.archive ?? false])).toEqual([
      ['2026-11-29', true],
      ['2026-11-30', false],
    ]);
  });

  it('a backfilled saved game keeps its archive mark', () => {
    const g = savedRecord({ player: 'ANON', date: '2024-01-14', words: ['crane', 'stove'], status: 'won', hardMode: false, archive: true }, 'nyt');
    expect(g?.archive).toBe(true);
    expect(savedRecord({ player: 'ANON', date: '2026-12-01', words: ['crane', 'stove'], status: 'won', hardMode: false }, 'nyt')?.archive).toBeUndefined();
  });

  it('keeps nothing of a game still going, a custom puzzle or another site', async () => {
    const { area, keeper } = keeperWith(ok);
    await keeper.onReading(7, boardReading(won.slice(0, 2)), DAILY, '2026-12-01');
    await keeper.onReading(7, boardReading(won), 'https://www.nytimes.com/games/create/wordle/abc', '2026-12-01');
    await keeper.onReading(7, boardReading(won), 'https://example.com/games/wordle/index.html', '2026-12-01');
    expect((await readGames(area)).games).toEqual([]);
  });

  it('a game whose analysis the solver lost waits, and the next start-up finishes it', async () => {
    let lose = true;
    const { area, jobs, keeper } = keeperWith((job) => (lose ? solverLost(job) : ok(job)));
    await keeper.onReading(7, boardReading(won), DAILY, '2026-12-01');
    expect((await readGames(area)).games[0].skill).toBeUndefined();
    lose = false;
    await keeper.resume();
    expect((await readGames(area)).games[0].skill).toBe(87.7);
    await keeper.resume();
    expect(jobs.map((j) => j.kind)).toEqual(['analyse', 'analyse', 'play']);
  });

  it('learned answers that cannot be read: no figures of another model are stored, the game waits and the next pass finishes it', async () => {
    const area = memoryArea();
    area.m.set('saved-games', { games: [{ player: 'ANON', date: '2026-11-29', words: ['crane', 'moist'], status: 'won', hardMode: false }] });
    const jobs: Job[] = [];
    const host = { run: async (_k: string, job: Job) => (jobs.push(job), ok(job)) };
    const waiting = { ...savedRecord({ player: 'ANON', date: '2026-12-01', words: ['crane', 'spilt', 'stove'], status: 'won', hardMode: false }, 'nyt')! };
    area.m.set('game/2026-12-01/ANON', waiting);
    const keeper = new GameKeeper(host, new GameRepository(area), async () => DEFAULT_SETTINGS, async () => ({}));
    area.failNext('get', 'saved-games');
    await keeper.resume();
    expect(jobs).toEqual([]);
    expect((await readGames(area)).games[0].skill).toBeUndefined();
    await keeper.resume();
    expect(jobs.map((j) => j.kind === 'analyse' && j.learnedAnswers)).toEqual([[{ date: '2026-11-29', word: 'moist' }], false]);
    expect((await readGames(area)).games[0].skill).toBe(87.7);
  });

  it('a failed analysis is kept as such; a game deleted while analysed stays deleted', async () => {
    const failed = keeperWith(() => ({ kind: 'analyse', result: { ok: false, error: 'not in the word list' } }));
    await failed.keeper.onReading(7, boardReading(won), DAILY, '2026-12-01');
    expect((await readGames(failed.area)).games[0].noAnalysis).toBe('failed');
    const { area, keeper } = keeperWith((job) => (area.m.clear(), ok(job)));
    await keeper.onReading(7, boardReading(won), DAILY, '2026-12-01');
    expect(area.m.size).toBe(0);
  });
});

describe("backfilling from the page's saved games", () => {
  const lostWords = ['crane', 'pound', 'bound', 'found', 'hound', 'mound'];
  const saved: SavedGame[] = [
    { player: '12345', date: '2026-11-20', words: ['crane', 'spilt', 'stove'], status: 'won', hardMode: true },
    { player: '12345', date: '2026-11-21', words: lostWords, status: 'lost', hardMode: false },
    { player: '12345', date: '2026-11-22', words: ['crane'], status: 'playing', hardMode: false },
    { player: '12345', date: '2026-11-23', words: ['crane'], status: null, hardMode: false },
  ];

  it("a WIN state's colours follow from its last word; a lost game's are not known, and it says so", () => {
    expect(savedRecord(saved[0], 'nyt')).toMatchObject({ date: '2026-11-20', player: '12345', marks: marksOf(won), won: true, hard: true, from: 'saved' });
    expect(savedRecord(saved[1], 'nyt')).toMatchObject({ marks: null, won: false, noAnalysis: 'answer-unknown', from: 'saved' });
    expect(savedRecord(saved[2], 'nyt')).toBeNull();
    expect(savedRecord(saved[3], 'nyt')).toBeNull();
    expect(savedRecord({ ...saved[1], words: lostWords.slice(0, 3) }, 'nyt')).toBeNull();
  });

  it('keeps each finished saved game once, analyses the won ones, and never counts a game twice', async () => {
    const { area, jobs, keeper } = keeperWith(ok, {}, DEFAULT_SETTINGS, saved);
    // The same game as saved[0], already kept from play under the signed-out key.
    await putGame(area, { ...savedRecord(saved[0], 'nyt')!, player: 'ANON', from: 'played', date: '2026-11-20' });
    expect(await keeper.backfill()).toBe(1);
    expect(await keeper.backfill()).toBe(0);
    const { games } = await readGames(area);
    expect(games.map((g) => [g.date, g.player, g.from, g.skill === undefined])).toEqual([
      ['2026-11-20', 'ANON', 'played', false],
      ['2026-11-21', '12345', 'saved', true],
    ]);
    // Every kept game waiting for its analysis gets it (the won one); the lost one has none to wait for.
    expect(jobs.map((j) => j.kind)).toEqual(['analyse', 'play']);
  });

  it('a game seen played takes its saved twin\'s place, under the player key the page saved it with', async () => {
    const { area, keeper } = keeperWith(ok, {}, DEFAULT_SETTINGS, [{ ...saved[0], date: '2026-12-01', words: ['crane', 'spilt'], status: 'playing' }]);
    await putGame(area, { ...savedRecord(saved[0], 'nyt')!, date: '2026-12-01' });
    await keeper.onReading(7, boardReading(won), DAILY, '2026-12-01');
    const { games } = await readGames(area);
    expect(games.map((g) => [g.player, g.from, g.hints, g.best])).toEqual([['12345', 'played', 'all', 4]]);
  });

  it('the game seen played wins over its saved twin being analysed at that very moment', async () => {
    const twin: SavedGame = { player: 'ANON', date: '2026-12-01', words: ['crane', 'spilt', 'stove'], status: 'won', hardMode: false };
    let release: () => void = () => undefined;
    let analysing: () => void = () => undefined;
    const twinAnalysed = new Promise<void>((r) => (analysing = r));
    let first = true;
    const area = areaWith([twin]);
    const keeper = new GameKeeper(
      {
        run: async (_k, job) => {
          // The saved twin's analysis waits until the played game has been read.
          if (first && job.kind === 'analyse') {
            first = false;
            const released = new Promise<void>((r) => (release = r));
            analysing();
            await released;
          }
          return ok(job);
        },
      },
      new GameRepository(area),
      async () => DEFAULT_SETTINGS,
      async () => ({}),
    );
    const backfill = keeper.backfill();
    await twinAnalysed;
    await keeper.onReading(7, boardReading(won), DAILY, '2026-12-01').then(() => undefined, () => undefined);
    // onReading waits for nothing of the twin's: it kept and analysed the played game itself.
    release();
    await backfill;
    const { games } = await readGames(area);
    expect(games.map((g) => [g.from, g.hints, g.skill])).toEqual([['played', 'all', 87.7]]);
  });

  it('analyses one kept game at a time however often it is asked, each game once, and the games added meanwhile too', async () => {
    const day = (d: string): SavedGame => ({ player: '12345', date: d, words: ['crane', 'spilt', 'stove'], status: 'won', hardMode: false });
    const games = new GameRepository(areaWith([day('2026-11-01'), day('2026-11-02')]));
    let running = 0;
    let most = 0;
    const jobs: string[] = [];
    const keeper = new GameKeeper(
      {
        run: async (key, job) => {
          most = Math.max(most, ++running);
          jobs.push(`${job.kind} ${key}`);
          await tick(); // a job lasts past a turn of the event loop: a second one started meanwhile would overlap it
          running--;
          return ok(job);
        },
      },
      games,
      async () => DEFAULT_SETTINGS,
      async () => ({}),
    );
    const first = keeper.backfill();
    await vi.waitFor(() => expect(jobs).not.toHaveLength(0));
    // A report while the first games are analysed brings a game more (the live game just won).
    await games.recordSavedGames([day('2026-11-03')]);
    const second = keeper.backfill();
    const third = keeper.resume();
    expect(await Promise.all([first, second, third])).toEqual([2, 1, undefined]);
    expect(most).toBe(1);
    const days = ['2026-11-01', '2026-11-02', '2026-11-03'];
    expect(jobs.sort()).toEqual(days.flatMap((d) => [`analyse game/${d}/12345`, `play game/${d}/12345:play`]).sort());
  });
});
