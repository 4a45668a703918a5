// The refinement's hysteresis: a deeper slice of the search re-ranks the list the player is
// reading, and a word barely better by a deeper search is not worth the player's changing their
// mind. Apart from refine.ts so that the background, which runs the slices as jobs, can apply it
// without bundling the search.
import type { Suggestion, SuggestResult } from './types';

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

/** A suggestion's cost to compare by: expected guesses, and its chance of losing (0 when none). */
const costOf = (s: Suggestion) => ({ eg: s.expectedGuesses, loss: s.mayLose ? (s.lossChance ?? 1) : 0 });

/**
 * The answer to show after a refinement slice, given the one shown: the slice's own, except that
 * the shown best keeps first place while the slice values it within `margin` expected guesses of
 * its own best and no likelier to lose (the rest of the list in the slice's order). When the best
 * does change, the answer carries `changedBest`: the word it replaced and by how much.
 */
export function keepShown(shown: SuggestResult, next: SuggestResult, margin = KEEP_MARGIN): SuggestResult {
  const was = shown.suggestions[0];
  const top = next.suggestions[0];
  if (!was || !top) return next;
  const note = shown.changedBest ? { changedBest: shown.changedBest } : {};
  if (top.word === was.word) return { ...next, ...note };
  const at = next.suggestions.findIndex((s) => s.word === was.word);
  const a = costOf(top);
  const b = at >= 0 ? costOf(next.suggestions[at]) : costOf(was);
  if (at >= 0 && a.eg !== null && b.eg !== null && b.eg - a.eg <= margin + EPS && b.loss <= a.loss + EPS) {
    const suggestions = [next.suggestions[at], ...next.suggestions.filter((_, k) => k !== at)];
    return { ...next, ...note, suggestions };
  }
  const fewer = a.eg !== null && b.eg !== null ? Math.max(0, b.eg - a.eg) : 0;
  return { ...next, changedBest: { was: was.word, fewer } };
}
