import type { StrategyName } from '../types';
import { entropy, expectedRemaining, minimax, mostParts } from './greedy';
import { letterFrequency, positional } from './letter-score';
import { optimal } from './optimal';
import { scrabble } from './scrabble';
import { lastGuess, type Strategy } from './strategy';

const STRATEGIES: Record<StrategyName, Strategy> = {
  optimal,
  entropy,
  'expected-remaining': expectedRemaining,
  minimax,
  'most-parts': mostParts,
  positional,
  'letter-frequency': letterFrequency,
  scrabble,
};

/**
 * A strategy by name. At the last guess every strategy plays the same: only possible answers,
 * likeliest first (lastGuess), since any other guess loses every game still open.
 */
export function strategyFor(name: StrategyName): Strategy {
  const s = STRATEGIES[name];
  return { choose: (ctx, top) => (ctx.guessesLeft <= 1 ? lastGuess(ctx, top) : s.choose(ctx, top)) };
}
