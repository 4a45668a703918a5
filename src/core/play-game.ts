/*
 * One game played by following a move function until the board is solved or six guesses are
 * used. The benchmark's player (play.ts, with its memo and clocks) and the worker's 'play' job
 * (the best play on a kept game's answer) share it; play.ts itself stays out of the shipped bundles.
 */
import { MAX_GUESSES, suggest } from './suggest';
import { ALL_GREEN, patternToMarks, scoreWords } from './pattern';
import type { Board, Result, SuggestOptions } from './types';
import { wordTable } from './words';

/** A game not solved in six counts this many guesses, as the benchmark counts it. */
export const FAILED = MAX_GUESSES + 1;

/** Chooses the next guess at a board; `key` names the board (each guess and its pattern so far). */
export type MoveFn = (board: Board, key: string) => Result<string>;

/** Plays `answer` with `move`: the board and the guesses it took (FAILED when not solved in six). */
export function playGame(answer: string, move: MoveFn): Result<{ board: Board; guesses: number }> {
  if (wordTable().indexOf(answer) < 0) return { ok: false, error: `The answer "${answer}" is not in the allowed-guess list.` };
  const board: Board = [];
  let key = '';
  while (board.length < MAX_GUESSES) {
    const m = move(board, key);
    if (!m.ok) return m;
    const p = scoreWords(m.value, answer);
    board.push({ guess: m.value, marks: patternToMarks(p) });
    key += `${m.value}${p},`;
    if (p === ALL_GREEN) return { ok: true, value: { board, guesses: board.length } };
  }
  return { ok: true, value: { board, guesses: FAILED } };
}

/** The solver's own top suggestion at each board, with `options` (model, mode, date, ...). */
export function topSuggestion(options: SuggestOptions): MoveFn {
  return (board) => {
    const r = suggest(board, { ...options, top: 1 });
    if (!r.ok) return r;
    const best = r.value.suggestions[0];
    return best ? { ok: true, value: best.word } : { ok: false, error: 'The solver suggested nothing.' };
  };
}
