// The refinement's hysteresis: a deeper slice of the search re-ranks the list the player is
// reading, and a word barely better by a deeper search is not worth the player's changing their
// mind. Apart from refine.ts so that the background, which runs the slices as jobs, can apply it
// without bundling the search.
import { LOSS_POINT } from './loss-point';
import type { Mode, Suggestion, SuggestResult } from './types';

/**
 * How much better, in expected guesses, a word must be valued by a deeper slice to take the shown
 * best's place: what issue 42 lets the word a player acts on cost against a long search's best.
 * Below it the two are a toss-up the search's depth decides, not the player's game. Measured by
 * `bench-first-word` (the popular openers' second and third moves, cold first answers, 2026-12-04):
 * margins of 0, 0.005, 0.01 and 0.02 changed the first top word on 38, 33, 31 and 29% of the
 * normal-mode boards, with the kept word over 0.005 from a 10 s search's best on 10, 10, 10 and
 * 14%: a margin buys little calm, so the first answer itself must be right (the second-move books).
 */
export const KEEP_MARGIN = 0.005;

/** Rounding in the figures: at the margin exactly, the shown word stays. */
const EPS = 1e-9;

/** A suggestion's chance of losing: 0 when it never loses, 1 when it may and the chance is not known. */
const lossOf = (s: Suggestion) => (s.mayLose ? (s.lossChance ?? 1) : 0);

/**
 * Whether `s` may stand first in the place of `list`'s best (`list[0]`): valued within `margin`
 * expected guesses of it, and as safe by the ranking's own rule. Hard mode ranks fewest lost first
 * with chances within LOSS_POINT of the least one equal (ranking.ts, fewestLostFirst), so there a
 * word within a point of the least chance of losing in the list is as safe; normal mode's cost
 * counts a lost game already, and a word no likelier to lose than the best is. The one rule of
 * every reordering of the first row: the refinement keeping the shown word (keepShown) and the
 * player's "prefer common words" (shared/prefer-common.ts).
 */
export function closeToBest(s: Suggestion, list: readonly Suggestion[], mode: Mode, margin: number): boolean {
  const best = list[0];
  if (!best || s.expectedGuesses === null || best.expectedGuesses === null) return s === best;
  if (s.expectedGuesses - best.expectedGuesses > margin + EPS) return false;
  if (mode !== 'hard') return lossOf(s) <= lossOf(best) + EPS;
  const least = Math.min(...list.map(lossOf));
  return lossOf(s) <= least + LOSS_POINT + EPS;
}

/** How the player's list orders an answer's suggestions (the first is the word they read first). */
export type FirstRowOrder = (r: SuggestResult) => readonly Suggestion[];

const solverOrder: FirstRowOrder = (r) => r.suggestions;

/**
 * The answer to show after a refinement slice, given the one shown: the slice's own, except that
 * the word the player reads first (the first of `order`, the panel's own ordering of the list)
 * keeps first place while the slice values it close to its own first (closeToBest: within
 * `margin` and as safe by the ranking's rule). Kept, the answer lists it first and the rest in the
 * slice's order, `ordered` (the panel shows it so, the player's ordering already applied). When the
 * first word does change, the answer carries `changedBest`: the word it replaced, by how many
 * expected guesses the new one is better (0 when it is not) and whether it is less likely to lose.
 */
export function keepShown(shown: SuggestResult, next: SuggestResult, margin = KEEP_MARGIN, order: FirstRowOrder = solverOrder): SuggestResult {
  const was = order(shown)[0];
  const list = order(next);
  const top = list[0];
  if (!was || !top) return next;
  const note = shown.changedBest ? { changedBest: shown.changedBest } : {};
  if (top.word === was.word) return { ...next, ...note };
  const now = list.find((s) => s.word === was.word);
  if (now && closeToBest(now, list, next.mode, margin)) {
    return { ...next, ...note, suggestions: [now, ...list.filter((s) => s !== now)], ordered: true };
  }
  const b = now ?? was;
  const fewer = top.expectedGuesses !== null && b.expectedGuesses !== null ? Math.max(0, b.expectedGuesses - top.expectedGuesses) : 0;
  const safer = lossOf(top) < lossOf(b) - EPS;
  return { ...next, changedBest: { was: was.word, fewer, ...(safer ? { safer: true as const } : {}) } };
}
