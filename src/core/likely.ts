// "Likely answers": the one count the panel's headline, the toolbar badge, the panel inside the
// page, the hint ladder, the post-game chart and table and the command line show, and the one
// test of a word. The fitting words on the model's answer list, less, under `history`, those the
// NYT played before the puzzle's date (they are counted apart as "played before": the NYT repeats
// about one day in nine). When none of the others fits, the played words that fit hold the
// model's whole chance: they are the likely answers then, and the count says so (`played`), so a
// board whose answer is a repeat never reads "0 likely answers" with the answer in plain sight.
// Under `nyt` the other fitting words are long shots; under `classic` every fitting word is listed.
import type { AnswerModel } from './model';
import type { SuggestResult } from './types';


export interface Likely {
  /** How many likely answers. */
  n: number;
  /** They are words the NYT played before the puzzle's date (history, when no other listed word fits). */
  played: boolean;
}

/**
 * Where a fitting word stands under a model: on its answer list and not played before the puzzle's
 * date (`fresh`; every listed word under `nyt` and `classic`), on it and played before (`played`,
 * history only), or off it (`offList`: a long shot, "unlikely word").
 */
export type Standing = 'fresh' | 'played' | 'offList';

/** The order the words that fit are listed in (suggest()'s `remaining`, the panel's lists). */
export const STANDINGS: readonly Standing[] = ['fresh', 'played', 'offList'];

/** Where word index `i` stands under `model` (played words are on the list: model.ts). */
export function standingOf(model: Pick<AnswerModel, 'listed' | 'played'>, i: number): Standing {
  if (model.listed[i] !== 1) return 'offList';
  return model.played?.[i] === 1 ? 'played' : 'fresh';
}

/** How many of a result's fitting words stand each way: suggest() counts `longShots` and `played` by standingOf. */
export function standingCounts(r: Pick<SuggestResult, 'candidates' | 'longShots' | 'played'>): Record<Standing, number> {
  const played = r.played ?? 0;
  return { fresh: r.candidates - r.longShots - played, played, offList: r.longShots };
}

/** The likely answers of a board whose fitting words stand as `c` counts. */
export const likelyOf = (c: Record<Standing, number>): Likely => (c.fresh === 0 && c.played > 0 ? { n: c.played, played: true } : { n: c.fresh, played: false });

/**
 * The test of one word, given the likely answers of its board: a fitting word is a likely answer
 * when it is on the list and not played yet, or, when no such word fits, when it was played before.
 */
export const isLikely = (standing: Standing, likely: Likely): boolean => standing === (likely.played ? 'played' : 'fresh');

/** The likely answers of a solver's result, whose counts suggest() made over the board's fitting words. */
export const likelyAnswers = (r: Pick<SuggestResult, 'candidates' | 'longShots' | 'played'>): Likely => likelyOf(standingCounts(r));

/** The likely answers among word indices `idx` (a board's fitting words) under `model`. */
export function likelyAmong(model: Pick<AnswerModel, 'listed' | 'played'>, idx: Iterable<number>): Likely {
  const counts: Record<Standing, number> = { fresh: 0, played: 0, offList: 0 };
  for (const i of idx) counts[standingOf(model, i)]++;
  return likelyOf(counts);
}
