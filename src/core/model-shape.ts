// The weight of a word outside the NYT list, kept apart from model.ts so that the history fit and
// the models share it without importing each other.

/**
 * Weight of a word outside the NYT list: small enough that a listed word always comes first,
 * large enough that no board ever runs out of candidates. Commoner words are likelier.
 */
export function longShotWeight(frequencyClass: number): number {
  return 0.001 * (1 + frequencyClass / 21);
}
