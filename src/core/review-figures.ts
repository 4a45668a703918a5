// The review's figures from its rows as shown, so that the rows and their total add up: what each
// guess cost over the best, the game's total, skill. Apart from the analysis (analysis.ts, which
// needs the solver): the panel shows these figures and must not load the solver to do so.
import type { GuessAnalysis } from './types';

/** A row's expected guesses as the review shows them: to the hundredth, rounded once. */
export const shownGuesses = (n: number) => Math.round(n * 100) / 100;

/**
 * What a guess cost over the best play, from the figures as shown (so the rows and their total
 * add up): the shown difference, none where the guess was as good or better.
 */
export function rowExtra(r: Pick<GuessAnalysis, 'expectedGuesses' | 'bestExpectedGuesses'>): number {
  return Math.max(0, Math.round((shownGuesses(r.expectedGuesses) - shownGuesses(r.bestExpectedGuesses)) * 100) / 100);
}

/** The extra guesses the player's choices cost over the best play: the sum of the rows as shown. */
export function extraGuesses(rows: readonly Pick<GuessAnalysis, 'expectedGuesses' | 'bestExpectedGuesses'>[]): number {
  return Math.round(rows.reduce((sum, r) => sum + rowExtra(r) * 100, 0)) / 100;
}

/**
 * Skill out of 100, from the cost as shown: the best play's expected guesses over the game's
 * guesses, as a share of that plus the extra the choices cost. 100 when every guess was as good as
 * the best; 0 for a game with no guess.
 */
export function skillOf(rows: readonly Pick<GuessAnalysis, 'expectedGuesses' | 'bestExpectedGuesses'>[]): number {
  if (rows.length === 0) return 0;
  const best = rows.reduce((sum, r) => sum + shownGuesses(r.bestExpectedGuesses), 0);
  return (100 * best) / (best + extraGuesses(rows));
}
