/*
 * A list whose figures are each word's own by the one rule (word-cost.ts), for a caller that can
 * wait a few seconds (the command line). Off the books the panel's refinement (refine.ts) is
 * capped at 10 s, and on the widest boards (the second move after an unusual opener) its search
 * has not settled by then: QUACK all grey listed RILED at 3.337 after the live budget, 2.879 after
 * the cap, where RILED searched alone settles at 2.804 in about a second. A word's search alone
 * is cheap where the whole list's is not (FUZZY hard settles the list in 140 s), so the list's
 * words come from the refinement and their figures from their own searches.
 */
import { boardState } from './candidates';
import { modelFor } from './model';
import { byCostThenTie, fewestLostFirst, tieOrder } from './ranking';
import { suggestRefined } from './refine';
import { lossFigures, MAX_GUESSES, searchSet } from './suggest';
import type { Board, Result, Suggestion, SuggestOptions, SuggestResult } from './types';
import { wordCost } from './word-cost';
import { wordTable } from './words';

/**
 * suggestRefined's last answer, each listed word valued again alone (the books' figures where they
 * have them, else the search given the time to settle) and the list put in the list's order by those
 * figures: so `--eval` of a listed word gives its list figure.
 */
export function suggestSettled(board: Board, options: SuggestOptions = {}, now?: () => number): Result<SuggestResult> {
  const refined = suggestRefined(board, options, now);
  if (!refined.ok) return refined;
  const r = refined.value.last;
  // The one-step strategies' lists carry no expected guesses; probes have no candidates to count them over.
  if (r.unlistedAnswer || r.suggestions.length === 0 || (options.strategy ?? 'optimal') !== 'optimal') return { ok: true, value: r };
  const chosen = modelFor(options);
  if (!chosen.ok) return chosen;
  const model = chosen.value;
  const state = boardState(board, model);
  if (!state.ok) return state;
  const mode = options.mode ?? 'normal';
  const set = searchSet(state.value.set, model);
  const t = wordTable();
  let settled = true;
  const valued = r.suggestions.map((s) => {
    const c = wordCost({ model, mode, board, set, left: MAX_GUESSES - board.length, word: t.indexOf(s.word) });
    settled &&= c.settled;
    const f = lossFigures({ word: c.word, expectedGuesses: c.cost, loss: Number.isNaN(c.loss) ? undefined : c.loss });
    const { mayLose: _, lossChance: _l, ...rest } = s;
    return { s: { ...rest, ...f } as Suggestion, word: c.word, cost: c.cost, loss: c.loss };
  });
  // The list's own rule (the search's): cheapest first, ties to a word that can be the answer, and
  // in hard mode the moves that lose less first.
  const byCost = [...valued].sort(byCostThenTie((v) => v.cost, (v) => v.word, tieOrder(set)));
  const ordered = mode === 'hard' ? fewestLostFirst(byCost) : byCost;
  return { ok: true, value: { ...r, suggestions: ordered.map((v) => v.s), settled: r.settled && settled } };
}
