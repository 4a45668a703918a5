// The solver's public API. Everything else in src/core is internal.
export * from './types';
export { suggest, guessPool, MAX_GUESSES } from './suggest';
export { evaluateGuess } from './evaluate';
export { analyseBoard, describeKnowledge, describeRow, isAllGreen, isSolved } from './board';
export { isValidHardGuess, type HardCheck } from './hard-mode';
export { scoreWords, patternToMarks, marksToPattern, formatMarks, parseMarks, ALL_GREEN } from './pattern';
export { wordTable } from './words';
export { answerModel, modelFor, type AnswerModel, type ModelContext } from './model';
export { isDate, localDate } from './dates';
export { lastAnswerDate, shippedHistory, REPEAT_ERA_FROM } from './history';
export { fitHistoryWeights, fitFor, PRIOR_DAYS, type HistoryFit } from './history-fit';
export { boardState } from './candidates';

import { scoreWords, patternToMarks } from './pattern';
import type { Mark } from './types';

/** The colours the game shows for `guess` when the answer is `answer`. */
export function score(guess: string, answer: string): Mark[] {
  return patternToMarks(scoreWords(guess.toLowerCase(), answer.toLowerCase()));
}

/** Whether a word is in the allowed-guess list. */
export { isAllowedWord } from './lookup';
export { analyseGame, type AnalyseOptions } from './analysis';
export { loadBooks, hasBook } from './book';
