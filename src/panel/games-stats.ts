// The figures of the "Your games" view, from the kept games (shared/games.ts). Pure, so they are
// tested alone and measured at scale (2,000 games, test/e2e/bench-your-games.ts).
import { guessesOf, type GameRecord } from '../shared/games';
import { hintsUsed, type HintStep } from '../shared/hints';
import { countedGames } from '../shared/one-a-day';

/** Skill over time is a rolling average over this many analysed games (named in the chart). */
export const SKILL_WINDOW = 10;
/** The distribution's columns: 1-6 guesses, then lost (index 6). */
export const COLUMNS = 7;

export interface GamesStats {
  played: number;
  won: number;
  /** Guesses per game, a lost game counted as 7 (a day won elsewhere in guesses not said left out); null with no game. */
  averageGuesses: number | null;
  /** Over the analysed games; null when none is. */
  averageSkill: number | null;
  analysed: number;
  /**
   * Your guesses against the best play on the same answers: over the games whose answer is known
   * and where the solver played it (GameRecord.best), your average and the solver's.
   */
  sameAnswers: { games: number; yours: number; best: number } | null;
  /** Games by guesses (index 0 = 1 guess … 5 = 6, 6 = lost), yours and the best play's, over the same games. */
  distribution: { yours: number[]; best: number[] };
  /** Rolling average skill over the last SKILL_WINDOW analysed games (fewer at the start), oldest first. */
  skillSeries: { date: string; value: number }[];
  /** The analysed games with the highest and the lowest skill (the latest of equals). */
  bestGame: GameRecord | null;
  worstGame: GameRecord | null;
  /** Hint steps taken, over the games played step by step. */
  hints: { games: number; steps: number };
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

/** Hint steps of a game as the view counts them; null for help all at once or not known. */
export function hintStepsOf(g: GameRecord): HintStep[] | null {
  return g.hints === undefined || g.hints === 'all' ? null : ([...g.hints].map(Number) as HintStep[]);
}

/** `kept` oldest first (as readGames gives them); each day's daily result counted once (one-a-day.ts), as the streak counts it. */
export function gamesStats(kept: readonly GameRecord[]): GamesStats {
  const games = countedGames(kept);
  const analysed = games.filter((g) => g.skill !== undefined);
  const compared = games.filter((g) => g.best !== undefined);
  const yours = new Array<number>(COLUMNS).fill(0);
  const best = new Array<number>(COLUMNS).fill(0);
  for (const g of compared) {
    yours[guessesOf(g)! - 1]++;
    best[g.best! - 1]++;
  }
  const skillSeries: GamesStats['skillSeries'] = [];
  let sum = 0;
  for (let i = 0; i < analysed.length; i++) {
    sum += analysed[i].skill!;
    if (i >= SKILL_WINDOW) sum -= analysed[i - SKILL_WINDOW].skill!;
    skillSeries.push({ date: analysed[i].date, value: sum / Math.min(i + 1, SKILL_WINDOW) });
  }
  let bestGame: GameRecord | null = null;
  let worstGame: GameRecord | null = null;
  for (const g of analysed) {
    if (!bestGame || g.skill! >= bestGame.skill!) bestGame = g;
    if (!worstGame || g.skill! <= worstGame.skill!) worstGame = g;
  }
  const stepped = games.map(hintStepsOf).filter((s): s is HintStep[] => s !== null);
  return {
    played: games.length,
    won: games.filter((g) => g.won).length,
    averageGuesses: mean(games.map(guessesOf).filter((n) => n !== null)),
    averageSkill: mean(analysed.map((g) => g.skill!)),
    analysed: analysed.length,
    sameAnswers: compared.length ? { games: compared.length, yours: mean(compared.map((g) => guessesOf(g)!))!, best: mean(compared.map((g) => g.best!))! } : null,
    distribution: { yours, best },
    skillSeries,
    bestGame,
    worstGame,
    hints: { games: stepped.length, steps: stepped.reduce((a, s) => a + hintsUsed(s), 0) },
  };
}
