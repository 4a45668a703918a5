// The default strategy: minimise the expected number of guesses with a lookahead search and an
// exact endgame (search.ts). One searcher per mode stays warm, so its memo serves later boards.
import { hardRequirement } from '../hard-mode';
import { Searcher } from '../search';
import type { Mode } from '../types';
import type { Strategy } from './strategy';
import { makeSet, type CandidateSet } from '../candidates';
import type { AnswerModel } from '../model';

/**
 * The set the search plays against: the listed answers when any fit, else every candidate.
 * Long shots weigh ~0.1% each; leaving them out changes expected costs by well under 1% but
 * makes nyt-model sets as small as the listed answers alone.
 */
export function searchSet(set: CandidateSet, model: AnswerModel): CandidateSet {
  const listed = Array.from(set.idx).filter((i) => model.listed[i]);
  return listed.length === 0 || listed.length === set.idx.length ? set : makeSet(listed, model.weight);
}

const searchers = new Map<Mode, Searcher>();

function searcherFor(mode: Mode): Searcher {
  let s = searchers.get(mode);
  if (!s) searchers.set(mode, (s = new Searcher(mode)));
  s.clear();
  return s;
}

export const WIDTHS = [24, 8, 4, 3];

export const optimal: Strategy = {
  choose(ctx, top) {
    const searcher = searcherFor(ctx.mode);
    const req = ctx.mode === 'hard' ? hardRequirement(ctx.board) : null;
    const deadline = performance.now() + ctx.budgetMs;
    const ranked = searcher.rank(searchSet(ctx.set, ctx.model), ctx.pool, ctx.guessesLeft, req, { width: WIDTHS, deadline }, top);
    return ranked.map((r) => ({ word: r.word, expectedGuesses: r.cost }));
  },
};
