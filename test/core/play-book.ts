// Plays every answer through a book, independently of the search: the check that the shipped
// books are whole and as good as they say (test/core/book.test.ts). Test tooling, so it lives here.
import { makeSet } from '../../src/core/candidates';
import { isValidHardGuess } from '../../src/core/hard-mode';
import { patternOf, patternToMarks } from '../../src/core/pattern';
import type { TreeNode } from '../../src/core/tree';
import type { Row } from '../../src/core/types';
import { wordTable } from '../../src/core/words';

export interface BookPlay {
  total: number;
  max: number;
  fails: number;
  distribution: number[];
  /** Moves that break the hard-mode rule (hard books must have none). */
  hardViolations: string[];
}

/**
 * Plays every answer of the model through a book, independently of the search: stored nodes give
 * the guess; below them (one or two candidates left) the likelier candidate is guessed first.
 */
export function playBook(book: TreeNode, answers: ArrayLike<number>, weight: Float64Array, checkHard: boolean): BookPlay {
  const t = wordTable();
  const distribution: number[] = [0];
  const hardViolations: string[] = [];
  let total = 0;
  let max = 0;
  let fails = 0;
  const all = Array.from(answers);
  for (const a of all) {
    let node: TreeNode | undefined = book;
    let cands = all;
    const rows: Row[] = [];
    let guesses = 0;
    for (;;) {
      const g: number = node ? node.guess : makeSet(cands, weight).idx[0];
      guesses++;
      if (checkHard) {
        const ok = isValidHardGuess(rows, t.words[g]);
        if (!ok.ok) hardViolations.push(`${t.words[a]}: ${t.words[g]} after ${rows.map((r) => r.guess).join(' ')} (${ok.reason})`);
      }
      if (g === a || guesses > 20) break;
      const p = patternOf(t.letters, g, a);
      rows.push({ guess: t.words[g], marks: patternToMarks(p) });
      cands = cands.filter((c) => patternOf(t.letters, g, c) === p);
      node = node?.children.get(p);
    }
    total += guesses;
    max = Math.max(max, guesses);
    if (guesses > 6) fails++;
    distribution[guesses] = (distribution[guesses] ?? 0) + 1;
  }
  return { total, max, fails, distribution: Array.from(distribution, (x) => x ?? 0), hardViolations };
}
