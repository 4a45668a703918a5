// The hint ladder's second step: a nudge taken from the best guess without naming it. Letters the
// best guess would try for the first time, and a yellow letter it moves to a new place ("E is in
// the word but not where you put it"). Pure, so it is tested alone.
import type { Board, Knowledge } from '../core/types';

export interface Nudge {
  /** Letters of the best guess no row has tried yet, at most two, in the word's order (uppercase). */
  newLetters: string[];
  /** A letter known to be in the word that the best guess moves to a place not yet ruled out. */
  moved: string | null;
  /** The best guess could itself be the answer. */
  couldBeAnswer: boolean;
}

export function nudgeFrom(best: string, board: Board, knowledge: Knowledge, couldBeAnswer: boolean): Nudge {
  const tried = new Set(board.flatMap((r) => [...r.guess]));
  const newLetters: string[] = [];
  for (const c of best) if (!tried.has(c) && !newLetters.includes(c.toUpperCase()) && newLetters.length < 2) newLetters.push(c.toUpperCase());
  const present = knowledge.present.find((p) => [...best].some((c, i) => c === p.letter && !p.notAt.includes(i) && knowledge.greens[i] !== c));
  return { newLetters, moved: present ? present.letter.toUpperCase() : null, couldBeAnswer };
}
