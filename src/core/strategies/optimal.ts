// Placeholder until the lookahead search lands: entropy with expected guesses left unset.
import { entropy } from './greedy';
import type { Strategy } from './strategy';

export const optimal: Strategy = entropy;
