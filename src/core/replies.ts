// The colours a guess can get on a board, each with its chance: the boards the player may see
// next. What the solver can work on before the player sees them (the worker's speculation).
import { isSolved } from './board';
import { boardState } from './candidates';
import { isValidHardGuess } from './hard-mode';
import { modelFor } from './model';
import { ALL_GREEN, PATTERN_COUNT, patternOf, patternToMarks } from './pattern';
import type { Board, Mark, Mode, ModelName, PuzzleContext, Result } from './types';
import { wordTable } from './words';

export interface Reply {
  marks: Mark[];
  /** The chance of these colours under the answer model, 0-1. */
  chance: number;
}

export interface RepliesOptions extends PuzzleContext {
  mode?: Mode;
  model?: ModelName;
  /** Colours already shown from the left (the row being revealed): only replies that begin so. */
  shown?: readonly Mark[];
  /** Leave out the winning colours (nothing is left to answer after them). */
  withoutWin?: boolean;
}

/**
 * Every colouring `guess` can get after `board` with its chance, likeliest first. None for a word
 * the game does not take (not in the word list, or against hard mode's rule), a finished or
 * contradictory board, or one whose answer is off every list.
 */
export function replies(board: Board, guess: string, options: RepliesOptions = {}): Result<Reply[]> {
  const t = wordTable();
  const g = t.indexOf(guess);
  if (g < 0 || board.length >= 6 || isSolved(board)) return { ok: true, value: [] };
  if (options.mode === 'hard' && !isValidHardGuess(board, guess).ok) return { ok: true, value: [] };
  const model = modelFor(options);
  if (!model.ok) return model;
  const state = boardState(board, model.value);
  if (!state.ok) return state;
  const { set } = state.value;
  if (set.idx.length === 0 || set.total <= 0) return { ok: true, value: [] };
  const weight = new Float64Array(PATTERN_COUNT);
  for (let k = 0; k < set.idx.length; k++) weight[patternOf(t.letters, g, set.idx[k])] += set.w[k];
  const shown = options.shown ?? [];
  const out: Reply[] = [];
  for (let p = 0; p < weight.length; p++) {
    if (weight[p] <= 0 || (options.withoutWin && p === ALL_GREEN)) continue;
    const marks = patternToMarks(p);
    if (shown.some((m, i) => marks[i] !== m)) continue;
    out.push({ marks, chance: weight[p] / set.total });
  }
  return { ok: true, value: out.sort((a, b) => b.chance - a.chance) };
}
