// The solver's colouring rule, imported from its own module so the content tests do not load the
// whole solver (and its generated tables).
import { patternToMarks, scoreWords } from '../../src/core/pattern';
import type { Mark } from '../../src/core/types';

export function score(guess: string, answer: string): Mark[] {
  return patternToMarks(scoreWords(guess, answer));
}
