import type { StrategyName } from '../types';
import { entropy, expectedRemaining, minimax, mostParts } from './greedy';
import { letterFrequency, positional } from './letter-score';
import { optimal } from './optimal';
import { scrabble } from './scrabble';
import type { Strategy } from './strategy';

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

export function strategyFor(name: StrategyName): Strategy {
  return STRATEGIES[name];
}
