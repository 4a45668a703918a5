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
  /** Words on the model's answer list, most likely first. */
  likely: string[];
  /** Words outside it (long shots), most likely first. */
  longShots: string[];
  /** Candidates beyond the list the solver returns (it sends at most 100). */
  notShown: number;
}

/**
 * `remaining` is ordered most likely first, and every listed word outweighs every long shot, so
 * the listed ones come first: there are `candidates - longShots` of them in the full list.
 */
export function splitRemaining(r: Pick<SuggestResult, 'candidates' | 'remaining' | 'longShots'>): RemainingSplit {
  const listedShown = Math.min(r.remaining.length, r.candidates - r.longShots);
  return {
    likely: r.remaining.slice(0, listedShown),
    longShots: r.remaining.slice(listedShown),
    notShown: Math.max(0, r.candidates - r.remaining.length),
  };
}
