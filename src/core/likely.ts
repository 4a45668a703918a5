// "Likely answers": the one count the panel's headline, the toolbar badge, the hint ladder, the
// post-game chart and table show. The fitting words on the model's answer list, less, under
// `history`, those the NYT played before the puzzle's date (they are counted apart as "played
// before": the NYT repeats about one day in nine). Under `nyt` the other fitting words are long
// shots; under `classic` every fitting word is listed.
import type { AnswerModel } from './model';
import type { SuggestResult } from './types';

/**
 * The likely answers of a solver's result. suggest() counts `longShots` (not listed) and `played`
 * (listed, played before) over the same fitting words that likelyAmong() reads.
 */
export const likelyAnswers = (r: Pick<SuggestResult, 'candidates' | 'longShots' | 'played'>): number => r.candidates - r.longShots - (r.played ?? 0);

/** The likely answers among word indices `idx` (a board's fitting words) under `model`. */
export function likelyAmong(model: Pick<AnswerModel, 'listed' | 'played'>, idx: Iterable<number>): number {
  let n = 0;
  for (const i of idx) if (model.listed[i] === 1 && model.played?.[i] !== 1) n++;
  return n;
}
