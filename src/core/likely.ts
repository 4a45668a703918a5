// "Likely answers": the one count the panel's headline, the toolbar badge, the panel inside the
// page, the hint ladder, the post-game chart and table and the command line show. The fitting
// words on the model's answer list, less, under `history`, those the NYT played before the
// puzzle's date (they are counted apart as "played before": the NYT repeats about one day in
// nine). When none of the others fits, the played words that fit hold the model's whole chance:
// they are the likely answers then, and the count says so (`played`), so a board whose answer is
// a repeat never reads "0 likely answers" with the answer in plain sight. Under `nyt` the other
// fitting words are long shots; under `classic` every fitting word is listed.
import type { AnswerModel } from './model';
import type { SuggestResult } from './types';

export interface Likely {
  /** How many likely answers. */
  n: number;
  /** They are words the NYT played before the puzzle's date (history, when no other listed word fits). */
  played: boolean;
}

const likelyOf = (fresh: number, played: number): Likely => (fresh === 0 && played > 0 ? { n: played, played: true } : { n: fresh, played: false });

/**
 * The likely answers of a solver's result. suggest() counts `longShots` (not listed) and `played`
 * (listed, played before) over the same fitting words that likelyAmong() reads.
 */
export const likelyAnswers = (r: Pick<SuggestResult, 'candidates' | 'longShots' | 'played'>): Likely =>
  likelyOf(r.candidates - r.longShots - (r.played ?? 0), r.played ?? 0);

/** The likely answers among word indices `idx` (a board's fitting words) under `model`. */
export function likelyAmong(model: Pick<AnswerModel, 'listed' | 'played'>, idx: Iterable<number>): Likely {
  let fresh = 0;
  let played = 0;
  for (const i of idx) {
    if (model.listed[i] !== 1) continue;
    if (model.played?.[i] === 1) played++;
    else fresh++;
  }
  return likelyOf(fresh, played);
}
