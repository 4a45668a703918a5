// One result a day: whatever order a day's results come in (seen played, pasted on time or late,
// imported from a file, "played elsewhere"), within one paste or across pastes, the kept games, the
// figures and the streak are the same, the day counts once, and a late result never takes or keeps
// out its daily one.
import { describe, expect, it } from 'vitest';
import { GameRepository } from '../../src/background/game-repository';
import { playedRecord } from '../../src/background/game-rules';
import { gamesStats } from '../../src/panel/games-stats';
import { gamesToJson, parseGameFile } from '../../src/panel/game-files';
import { boardFor } from '../../src/panel/mock-scenarios';
import { ARCHIVE_GRID_PLAYER, gameKey, SHARED_PLAYER, type GameRecord } from '../../src/shared/games';
import { parseSharedGrids } from '../../src/shared/shared-grids';
import { shareText } from '../../src/shared/share-text';
import { streakOf } from '../../src/shared/streak';
import { memoryArea } from '../fakes';

const TODAY = '2026-12-04';
const DAY = '2026-12-01';
const WON = ['crane', 'spilt', 'stove'];
const OTHER = ['slate', 'stove'];

/** The day's share text, as a Signal export writes a message of the player's posted on `posted` (its ISO date names the day plainly). */
const post = (words: string[], posted: string) => {
  const [first, ...rest] = shareText({ date: DAY, rows: boardFor(words), won: true, hard: false }, { dark: true, highContrast: false }).split('\n');
  return [`[${posted} 08:15:03] Me: ${first}`, ...rest].join('\n');
};
const paste = (text: string) => parseSharedGrids(text, 'nyt', TODAY).games;

type Arrival = (repo: GameRepository) => Promise<unknown>;

/** Every way a result of DAY arrives, each the player's own. */
const ARRIVALS: Record<string, Arrival> = {
  'seen played on the page': (r) => r.keepPlayed(playedRecord({ date: DAY, player: 'ANON', board: boardFor(WON), won: true, hard: false, archive: false }, 'nyt', '111')),
  'pasted on its day': (r) => r.importGames(paste(post(WON, DAY))),
  'the same result pasted again three days late': (r) => r.importGames(paste(post(WON, '2026-12-04'))),
  'played elsewhere, won in 3': (r) => r.keepElsewhere({ date: DAY, won: true, guesses: 3 }, 'nyt'),
  'imported from another browser\'s file': async (r) => {
    const file = parseGameFile(gamesToJson(paste(post(WON, DAY))));
    if (!file.ok) throw new Error(file.error);
    return r.importGames(file.value);
  },
};

/** Another game of the day, from the archive: posted late with other colours. */
const ANOTHER_LATE: Arrival = (r) => r.importGames(paste(post(OTHER, '2026-12-04')));

function* permutations<T>(xs: readonly T[]): Generator<T[]> {
  if (xs.length <= 1) return yield [...xs];
  for (let i = 0; i < xs.length; i++) for (const rest of permutations([...xs.slice(0, i), ...xs.slice(i + 1)])) yield [xs[i], ...rest];
}

const subsets = <T>(xs: readonly T[]): T[][] => xs.reduce<T[][]>((all, x) => [...all, ...all.map((s) => [...s, x])], [[]]).filter((s) => s.length > 0);

/** What every figure shows of the kept games. */
const figures = (games: GameRecord[]) => {
  const s = gamesStats(games);
  return { played: s.played, won: s.won, average: s.averageGuesses, streak: streakOf(games, TODAY) };
};

async function arrive(order: readonly [string, Arrival][]) {
  const repo = new GameRepository(memoryArea());
  for (const [, a] of order) await a(repo);
  const games = (await repo.readAll()).games;
  return { kept: games, figures: figures(games) };
}

/** The result of DAY that should count from a set of arrivals: its words over its grid over the player's word. */
function expectedDaily(names: readonly string[]): string {
  if (names.includes('seen played on the page')) return `game/${DAY}/ANON`;
  if (names.includes('pasted on its day') || names.includes("imported from another browser's file")) return `game/${DAY}/${SHARED_PLAYER}`;
  if (names.includes('played elsewhere, won in 3')) return `game/${DAY}/ELSEWHERE`;
  return '';
}

describe('one result a day, in any order of arrival', () => {
  it('every subset of arrivals in every order keeps the same games and shows the same figures (325 orders)', async () => {
    let orders = 0;
    for (const set of subsets(Object.entries(ARRIVALS))) {
      const names = set.map(([n]) => n);
      const first = await arrive(set);
      const daily = expectedDaily(names);
      // The late repost is the daily result posted again; alone (or beside only the player's word) it is an archive game.
      const late = names.includes('the same result pasted again three days late') && !daily.endsWith('ANON') && !daily.endsWith(SHARED_PLAYER) ? [`game/${DAY}/${ARCHIVE_GRID_PLAYER}`] : [];
      expect(first.kept.map(gameKey), names.join(' + ')).toEqual([daily, ...late].filter((k) => k !== '').sort());
      expect(first.figures.played, names.join(' + ')).toBe(first.kept.length);
      expect(first.figures.streak.best, names.join(' + ')).toBe(daily === '' ? 0 : 1);
      for (const order of permutations(set)) {
        const run = await arrive(order);
        expect(run.kept, order.map(([n]) => n).join(' → ')).toEqual(first.kept);
        expect(run.figures).toEqual(first.figures);
        orders++;
      }
    }
    expect(orders).toBe(325);
  });

  it('another game of the day from the archive (other colours) is kept beside the daily result in any order, and never in the streak', async () => {
    // Not with the late repost too: a day keeps one late grid (its own key), and two late grids of
    // different colours for one puzzle are not one player's games (the NYT plays a puzzle once).
    const set: [string, Arrival][] = [...Object.entries(ARRIVALS).filter(([n]) => !n.includes('late')), ['another late', ANOTHER_LATE]];
    let first: Awaited<ReturnType<typeof arrive>> | null = null;
    for (const order of permutations(set)) {
      const run = await arrive(order);
      first ??= run;
      expect(run.kept).toEqual(first.kept);
      expect(run.figures).toEqual(first.figures);
    }
    expect(first!.kept.map((g) => [gameKey(g), g.archive ?? false])).toEqual([
      [`game/${DAY}/ANON`, false],
      [`game/${DAY}/${ARCHIVE_GRID_PLAYER}`, true],
    ]);
    expect(first!.figures).toMatchObject({ played: 2, won: 2, streak: { current: 0, best: 1 } });
  });

  it('the late repost first, then the on-time grid: the daily result is kept and counts (was: never kept, streak 1 instead of 2)', async () => {
    const repo = new GameRepository(memoryArea());
    await repo.keepPlayed(playedRecord({ date: '2026-12-02', player: 'ANON', board: boardFor(WON), won: true, hard: false, archive: false }, 'nyt', '111'));
    await ARRIVALS['the same result pasted again three days late'](repo);
    expect(await ARRIVALS['pasted on its day'](repo)).toBe(1);
    const games = (await repo.readAll()).games;
    expect(games.map(gameKey)).toEqual([`game/${DAY}/${SHARED_PLAYER}`, 'game/2026-12-02/ANON']);
    expect(streakOf(games, '2026-12-02')).toEqual({ current: 2, best: 2, today: 'won' });
  });

  it('"played elsewhere" then a pasted grid of that day: the grid takes its place (was: both kept, played 2, won 1)', async () => {
    const repo = new GameRepository(memoryArea());
    await repo.keepElsewhere({ date: DAY, won: false, guesses: null }, 'nyt');
    await ARRIVALS['pasted on its day'](repo);
    const games = (await repo.readAll()).games;
    expect(games.map(gameKey)).toEqual([`game/${DAY}/${SHARED_PLAYER}`]);
    expect(gamesStats(games)).toMatchObject({ played: 1, won: 1 });
    // And the player's word after the grid is refused: the day has its result.
    expect(await repo.keepElsewhere({ date: DAY, won: false, guesses: null }, 'nyt')).toBe(false);
  });

  it('an earlier version\'s late grid under the daily key moves aside when the on-time grid comes, or goes when it was that grid posted again', async () => {
    const area = memoryArea();
    const repo = new GameRepository(area);
    const [other] = paste(post(OTHER, '2026-12-04'));
    const [same] = paste(post(WON, '2026-12-04'));
    area.m.set(`game/${DAY}/${SHARED_PLAYER}`, { ...other, player: SHARED_PLAYER });
    area.m.set(`game/2026-11-30/${SHARED_PLAYER}`, { ...same, date: '2026-11-30', player: SHARED_PLAYER });
    expect(figures((await repo.readAll()).games)).toMatchObject({ played: 2, streak: { best: 0 } });
    const onTime = (date: string) => paste(post(WON, DAY)).map((g) => ({ ...g, date }));
    expect(await repo.importGames([...onTime(DAY), ...onTime('2026-11-30')])).toBe(2);
    const games = (await repo.readAll()).games;
    expect(games.map((g) => [gameKey(g), g.marks === other.marks])).toEqual([
      [`game/2026-11-30/${SHARED_PLAYER}`, false],
      [`game/${DAY}/${SHARED_PLAYER}`, false],
      [`game/${DAY}/${ARCHIVE_GRID_PLAYER}`, true],
    ]);
  });
});

describe('one result a day within one paste', () => {
  it('a late block before the on-time one of the same result: one daily game, no conflict', () => {
    const { games, duplicates, problems } = parseSharedGrids([post(WON, '2026-12-04'), post(WON, DAY)].join('\n'), 'nyt', TODAY);
    expect(problems).toEqual([]);
    expect(duplicates).toBe(1);
    expect(games.map((g) => [g.date, g.player, g.archive ?? false])).toEqual([[DAY, SHARED_PLAYER, false]]);
  });

  it('a late block of other colours and the on-time one: two games, in either order, the daily one in the streak (was: the daily block a conflict when the late one came first)', () => {
    for (const text of [[post(OTHER, '2026-12-04'), post(WON, DAY)], [post(WON, DAY), post(OTHER, '2026-12-04')]]) {
      const { games, problems } = parseSharedGrids(text.join('\n'), 'nyt', TODAY);
      expect(problems).toEqual([]);
      expect(games.map((g) => g.player).sort()).toEqual([SHARED_PLAYER, ARCHIVE_GRID_PLAYER]);
      expect(streakOf(games, '2026-12-01')).toEqual({ current: 1, best: 1, today: 'won' });
    }
  });

  it('two different on-time blocks of one day are still a conflict: the first kept, the second named', () => {
    const { games, problems } = parseSharedGrids([post(WON, DAY), post(OTHER, DAY)].join('\n'), 'nyt', TODAY);
    expect(games).toHaveLength(1);
    expect(problems).toEqual([{ line: 6, reason: 'conflict' }]);
  });
});
