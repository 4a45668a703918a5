// The likely answers of a board without a search: the toolbar's count for a tab no panel shows
// (background/tab-solver.ts). It needs the word lists and the answer model, not the search, so the
// solver's worker need not start for it. The same count as suggest()'s result gives through
// likelyAnswers(): the same candidates (boardState) and the same standing of each (likelyAmong).
import { boardState } from './candidates';
import { likelyAmong, type Likely } from './likely';
import { modelFor } from './model';
import type { Board, Result, SuggestOptions } from './types';

export function likelyCount(board: Board, options: Pick<SuggestOptions, 'model' | 'date' | 'learnedAnswers'> = {}): Result<Likely> {
  const model = modelFor(options);
  if (!model.ok) return model;
  const state = boardState(board, model.value);
  if (!state.ok) return state;
  return { ok: true, value: likelyAmong(model.value, state.value.set.idx) };
}
