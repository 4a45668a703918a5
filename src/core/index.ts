// The solver as the command line and the worker's word notes use it; the worker's job runner imports
// the modules it runs (analysis, evaluate, play-game) directly.
export * from './types';
export { suggest } from './suggest';
export { evaluateGuess } from './evaluate';
export { describeKnowledge, isSolved } from './board';
export { isValidHardGuess } from './hard-mode';
export { formatMarks, parseMarks } from './pattern';
export { wordTable } from './words';
export { answerModel } from './model';
export { isDate } from './dates';
export { boardState } from './candidates';
export { likelyAmong, likelyAnswers, standingOf, type Likely } from './likely';

import { scoreWords, patternToMarks } from './pattern';
import type { Mark } from './types';

/** The colours the game shows for `guess` when the answer is `answer`. */
export function score(guess: string, answer: string): Mark[] {
  return patternToMarks(scoreWords(guess.toLowerCase(), answer.toLowerCase()));
}

/** Whether a word is in the allowed-guess list. */
export { isAllowedWord } from './lookup';
