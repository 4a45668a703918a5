// The player's "prefer common words" setting, in one place for the panel, which orders the list by
// it, and the background, whose refinement keeps the word the player reads first (keep-shown.ts).
import { closeToBest } from '../core/keep-shown';
import type { Suggestion, SuggestResult } from '../core/types';
import { isRare, type NotedResult } from './notes';

/**
 * The suggestions in the order the player reads them: among those close to the best (closeToBest:
 * within `margin` expected guesses and as safe by the ranking's rule, the rule the refinement
 * keeps the shown word by), words that are not rare move ahead of rare ones; the order stays
 * otherwise. Suggestions without expected guesses are left as they are, and so is a list the
 * refinement kept in the order it was read (`ordered`).
 */
export function preferCommon(r: SuggestResult, margin: number): Suggestion[] {
  const list = r.suggestions;
  const best = list[0];
  if (margin <= 0 || r.ordered || !best || best.expectedGuesses === null) return list;
  const n = list.findIndex((s) => !closeToBest(s, list, r.mode, margin));
  const head = n < 0 ? list : list.slice(0, n);
  const tail = n < 0 ? [] : list.slice(n);
  const words = (r as NotedResult).words;
  const common = head.filter((s) => !isRare(words?.[s.word]));
  const rare = head.filter((s) => isRare(words?.[s.word]));
  return [...common, ...rare, ...tail];
}
