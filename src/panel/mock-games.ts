// Kept games for the dev page, the screenshots and the scale benchmark: a deterministic run of
// daily games (real answers, boards coloured by the real rule, figures in the ranges real games
// give), so the "Your games" view can be seen and measured without playing hundreds of games.
import { score } from '../core';
import { seeded } from '../core/seeded';
import type { Board } from '../core/types';
import { gameKey, GAME_SCHEMA, guessesOf, marksOf, type GameRecord } from '../shared/games';
import { NYT_STATS_KEY, type NytStats, type NytStatsRecord } from '../shared/nyt-stats';
import { streakOf } from '../shared/streak';

const ANSWERS = ['stove', 'pixel', 'wound', 'hatch', 'crimp', 'lager', 'mound', 'baker', 'shire', 'fjord', 'glint', 'oaken', 'prism', 'tulip', 'vapor'];
const OPENERS = ['crane', 'slate', 'tarse', 'adieu', 'roate'];
const FILLERS = ['pouty', 'blimp', 'dwelt', 'ghoul', 'jumbo', 'knelt', 'whisk', 'fuzzy', 'wacky', 'nymph'];

const dayAfter = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** `count` daily games from `start`, one a day; about one in twenty lost, a few played step by step. */
export function sampleGames(count: number, start = '2023-12-01', seed = 19): GameRecord[] {
  const rnd = seeded(seed);
  const out: GameRecord[] = [];
  for (let i = 0; i < count; i++) {
    const answer = ANSWERS[Math.floor(rnd() * ANSWERS.length)];
    const lost = rnd() < 0.05;
    const rows = lost ? 6 : 2 + Math.floor(rnd() * 4);
    const words = [OPENERS[Math.floor(rnd() * OPENERS.length)]];
    while (words.length < rows - (lost ? 0 : 1)) words.push(FILLERS[Math.floor(rnd() * FILLERS.length)]);
    if (!lost) words.push(answer);
    const board: Board = words.map((w) => ({ guess: w, marks: score(w, answer) }));
    const won = board[board.length - 1].marks.every((m) => m === 'correct');
    const skill = Math.round((lost ? 55 : 70) * 10 + rnd() * 300 + i * 0.05) / 10;
    const stepwise = rnd() < 0.3;
    out.push({
      v: GAME_SCHEMA,
      date: dayAfter(start, i),
      player: 'ANON',
      words: words.join(''),
      marks: marksOf(board),
      won,
      hard: rnd() < 0.2,
      model: 'nyt',
      skill: Math.min(100, skill),
      luck: Math.round((rnd() * 4 - 2) * 100) / 100,
      extra: Math.round(rnd() * 150) / 100,
      ...(won ? { best: 3 + Math.floor(rnd() * 2) } : {}),
      hints: stepwise ? words.map(() => String(1 + Math.floor(rnd() * 4))).join('') : 'all',
      from: 'played',
    });
  }
  return out;
}

/** `days` daily games won on the days before `today` (a streak of that many, today still to play). */
export function recentWins(days: number, today: string): GameRecord[] {
  return sampleGames(days * 2, dayAfter(today, -days), 7)
    .filter((g) => g.won)
    .slice(0, days)
    .map((g, i) => ({ ...g, date: dayAfter(today, i - days) }));
}

/**
 * `games` with every `n`th one kept without its analysis, as a game brought in from the NYT
 * before its analysis ran, or whose answer is not known, is kept.
 */
export const someUnanalysed = (games: readonly GameRecord[], n: number): GameRecord[] =>
  games.map((g, i) => (i % n === n - 1 ? { ...g, skill: undefined, luck: undefined, extra: undefined, noAnalysis: 'answer-unknown' as const } : g));

/** The games as stored (one key per game), for the mock connector. */
export const storedGames = (games: readonly GameRecord[]): Record<string, unknown> => Object.fromEntries(games.map((g) => [gameKey(g), g]));

/**
 * The NYT's statistics as a dialog read on `readOn` would give them for a player who kept `games`
 * here and played 400 more before (391 of them won): figures that agree (nyt-stats.ts disagreement).
 */
export function sampleNytStats(games: readonly GameRecord[], readOn: string): Record<string, NytStatsRecord> {
  const guesses = [1, 40, 160, 130, 50, 10];
  for (const g of games) {
    const n = guessesOf(g);
    if (g.won && n !== null) guesses[n - 1]++;
  }
  const played = games.length + 400;
  const wins = guesses.reduce((a, b) => a + b, 0);
  // The NYT's current streak as the kept games count it, so that a picture never says two things.
  const current = streakOf(games, readOn).current;
  const read: NytStats = { player: 'ANON', source: 'dialog', readOn, through: readOn, played, winPct: Math.round((100 * wins) / played), current, max: Math.max(current, Math.min(301, wins)), guesses };
  return { [NYT_STATS_KEY]: { reads: [read], unread: null } };
}
