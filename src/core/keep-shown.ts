// The refinement's hysteresis: a deeper slice of the search re-ranks the list the player is
// reading, and a word barely better by a deeper search is not worth the player's changing their
// mind. Apart from refine.ts so that the background, which runs the slices as jobs, can apply it
// without bundling the search.
import type { Suggestion, SuggestResult } from './types';

/**
 * How much better, in expected guesses, a word must be valued by a deeper slice to take the shown
 * best's place. Below it the two are a toss-up the search's depth decides, not the player's game:
 * over the popular openers' second and third moves (`bench-first-word`) the word kept at this
 * margin is within 0.005 of a 10 s search's best, and the first word stays on far more boards.
 */
export const KEEP_MARGIN = 0.02;

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
