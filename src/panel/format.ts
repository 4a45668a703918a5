// Number formatting and the split of the candidate list, kept out of the components so they can
// be tested alone.
import type { SuggestResult } from '../core/types';

const formats = new Map<number, Intl.NumberFormat>();

/** A number with exactly `digits` decimals, in the reader's locale. */
export function fmt(n: number, digits = 0): string {
  let f = formats.get(digits);
  if (!f) formats.set(digits, (f = new Intl.NumberFormat(undefined, { minimumFractionDigits: digits, maximumFractionDigits: digits })));
  return f.format(n);
}

/** A chance (0..1) as a short percentage; below 1% says "<1%" rather than a misleading 0. */
export function percent(p: number): string {
  if (p > 0 && p < 0.01) return '<1%';
  return `${fmt(p * 100)}%`;
}

export interface RemainingSplit {
  /** Words on the model's answer list, most likely first, as far as the solver sent them. */
  likely: string[];
  /** Listed words the solver did not send (it sends at most 100 words in all). */
  likelyNotSent: number;
  /** Words outside the list (long shots), most likely first, as far as sent. */
  longShots: string[];
  longShotsNotSent: number;
}

/**
 * `remaining` is ordered most likely first, and every listed word outweighs every long shot, so
 * the listed ones come first: there are `candidates - longShots` of them in the full list.
 */
export function splitRemaining(r: Pick<SuggestResult, 'candidates' | 'remaining' | 'longShots'>): RemainingSplit {
  const listed = r.candidates - r.longShots;
  const listedShown = Math.min(r.remaining.length, listed);
  const likely = r.remaining.slice(0, listedShown);
  const longShots = r.remaining.slice(listedShown);
  return { likely, likelyNotSent: listed - likely.length, longShots, longShotsNotSent: r.longShots - longShots.length };
}
