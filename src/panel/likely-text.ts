// The words around the count of likely answers (core/likely.ts), for the headline, the bar inside
// the page and the screen reader's announcement, so all say the same: "2 likely answers, both
// played before" on the headline, "2 likely repeats" on the bar, which must leave room for the
// best word at 320 px.
import type { Likely } from '../core/likely';
import type { MessageKey } from './i18n';

/**
 * The headline's message for `likely`, its number as $1. `fresh`: under history, the likely
 * answers that are not played yet say so.
 */
export function likelyKey(likely: Likely, fresh: boolean): MessageKey {
  const { n } = likely;
  if (likely.played) return n === 1 ? 'likelyPlayedOne' : n === 2 ? 'likelyPlayedTwo' : 'likelyPlayedMany';
  if (fresh) return n === 1 ? 'likelyFreshOne' : 'likelyFreshMany';
  return n === 1 ? 'likelyOne' : 'likelyMany';
}

/** The bar's message for `likely`, its number as $1. */
export function barKey(likely: Likely): MessageKey {
  if (likely.played) return likely.n === 1 ? 'overlayPlayedOne' : 'overlayPlayedMany';
  return likely.n === 1 ? 'likelyOne' : 'likelyMany';
}

/** The announcement's message for `likely`, its number as $1. */
export function announceKey(likely: Likely): MessageKey {
  if (likely.played) return likely.n === 1 ? 'announceOnePlayed' : 'announcePlayed';
  return likely.n === 1 ? 'announceOneLeft' : 'announceLeft';
}
