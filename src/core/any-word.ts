/*
 * Whether any five-letter string at all shows a board's colours, listed or not. The NYT adds
 * answers the word lists do not have, so "no listed word fits" is not "the colours are wrong":
 * only a board no string fits is truly contradictory. analyseBoard (board.ts) catches most
 * contradictions with a reason; this catches the rest (a yellow letter with no place left).
 *
 * A backtracking search over the letters each position still allows (board.ts's knowledge),
 * pruned by letter counts and by where the letters still needed can go; each complete string is
 * checked against every row by the colouring rule itself.
 */
import { analyseBoard } from './board';
import { marksToPattern, patternOf } from './pattern';
import type { Board } from './types';

const A = 97;

/** A five-letter string that shows every row's colours, or null when none does. */
export function someStringFitting(board: Board): string | null {
  const k = analyseBoard(board);
  if (!k.ok) return null;
  const { greens, present, counts, absent } = k.value;
  const min = new Uint8Array(26);
  const max = new Uint8Array(26).fill(5);
  const banned = Array.from({ length: 5 }, () => new Uint8Array(26));
  for (const l of absent) max[l.charCodeAt(0) - A] = 0;
  for (const c of counts) {
    min[c.letter.charCodeAt(0) - A] = c.min;
    if (c.max !== null) max[c.letter.charCodeAt(0) - A] = c.max;
  }
  for (const p of present) for (const i of p.notAt) banned[i][p.letter.charCodeAt(0) - A] = 1;
  const choices = greens.map((g, i) =>
    g ? [g.charCodeAt(0) - A] : Array.from({ length: 26 }, (_, l) => l).filter((l) => max[l] > 0 && !banned[i][l]),
  );
  // letters[0..4] is the string being built, letters[5 + ...] each row's guess: patternOf reads both.
  const letters = new Uint8Array(5 * (board.length + 1));
  board.forEach((row, r) => {
    for (let i = 0; i < 5; i++) letters[5 * (r + 1) + i] = row.guess.charCodeAt(i) - A;
  });
  const wanted = board.map((row) => marksToPattern(row.marks));
  const have = new Uint8Array(26);
  const fits = () => wanted.every((p, r) => patternOf(letters, r + 1, 0) === p);
  // Whether the letters still short of their minimum can go in positions pos..4.
  const placeable = (pos: number): boolean => {
    let short = 0;
    for (let l = 0; l < 26; l++) {
      const need = min[l] - have[l];
      if (need <= 0) continue;
      short += need;
      let room = 0;
      for (let i = pos; i < 5; i++) if (choices[i].includes(l)) room++;
      if (room < need) return false;
    }
    return short <= 5 - pos;
  };
  const place = (pos: number): boolean => {
    if (!placeable(pos)) return false;
    if (pos === 5) return fits();
    for (const l of choices[pos]) {
      if (have[l] >= max[l]) continue;
      have[l]++;
      letters[pos] = l;
      if (place(pos + 1)) return true;
      have[l]--;
    }
    return false;
  };
  return place(0) ? String.fromCharCode(...Array.from(letters.subarray(0, 5), (l) => l + A)) : null;
}
