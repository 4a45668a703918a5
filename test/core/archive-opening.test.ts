// The empty board of an archive puzzle (a date the shipped list covers): its history model has no
// book of its own, and a whole book of the list's end would count the answers after the date as
// played. Its first move (only) comes from that book, without the book's costs (they are expected
// guesses under the list's end's history); every other figure is the date's own.
import { beforeAll, describe, expect, it } from 'vitest';
import { bookNode } from '../../src/core/book';
import { loadBooks } from '../../src/core/load-books';
import { boardState } from '../../src/core/candidates';
import { answerModel } from '../../src/core/model';
import { evaluateGuess, score, suggest } from '../../src/core';
import { wordTable } from '../../src/core/words';

const t = wordTable();
const ARCHIVE = '2024-05-06';
const AFTER_LIST = '2026-12-01';

beforeAll(async () => {
  await loadBooks();
});

/** The root of the book the list's end's history plays: its move and alternatives. */
function endRoot(mode: 'normal' | 'hard'): string[] {
  const node = bookNode(answerModel('history', { date: AFTER_LIST }).bookId, mode, []);
  if (!node) throw new Error('no history book loaded');
  return [node.guess, ...(node.alternatives ?? []).map((a) => a.word)].map((w) => t.words[w]);
}

describe('the empty board of an archive date', () => {
  it('has no book of its own, and takes the list end book for its first move', () => {
    const m = answerModel('history', { date: ARCHIVE });
    expect(bookNode(m.bookId, 'normal', [])).toBeUndefined();
    expect(m.openerBookId).toBe(answerModel('history', { date: AFTER_LIST }).bookId);
  });

  for (const mode of ['normal', 'hard'] as const) {
    it(`${mode}: answers from the book's root, settled, with no expected guesses, the rest of the figures the date's`, () => {
      const r = suggest([], { date: ARCHIVE, mode, top: 10 });
      if (!r.ok) throw new Error(r.error);
      const root = endRoot(mode);
      expect(r.value.fromBook).toBe(true);
      expect(r.value.settled).toBe(true);
      expect(r.value.suggestions.map((s) => s.word)).toEqual(root.slice(0, 10));
      for (const s of r.value.suggestions) {
        expect(s.expectedGuesses).toBeNull();
        expect(s.mayLose).toBe(false);
      }
      // Chances of being the answer come from the date's own weights, not the list's end's.
      const own = answerModel('history', { date: ARCHIVE });
      const st = boardState([], own);
      if (!st.ok) throw new Error(st.error);
      const { set } = st.value;
      for (const s of r.value.suggestions) {
        const k = set.idx.indexOf(t.indexOf(s.word));
        expect(s.pAnswer).toBeCloseTo(k < 0 ? 0 : set.w[k] / set.total, 12);
      }
      expect(r.value.played).toBeLessThan(answerModel('history', { date: AFTER_LIST }).played!.reduce((a, b) => a + b, 0));
    });
  }

  it('after the list, the own book answers with its costs', () => {
    const r = suggest([], { date: AFTER_LIST, top: 3 });
    if (!r.ok) throw new Error(r.error);
    expect(r.value.fromBook).toBe(true);
    for (const s of r.value.suggestions) expect(s.expectedGuesses).toBeGreaterThan(2);
  });

  it('from the second move on, the date searches live: the list end book goes no further', () => {
    const board = [{ guess: 'tarse', marks: score('tarse', 'cigar') }];
    const r = suggest(board, { date: ARCHIVE, top: 3 });
    if (!r.ok) throw new Error(r.error);
    expect(r.value.fromBook).toBe(false);
    expect(r.value.suggestions[0].expectedGuesses).toBeGreaterThan(1);
  });

  it('more suggestions than the root holds: the live search fills the list, without figures either', () => {
    const r = suggest([], { date: ARCHIVE, mode: 'normal', top: 12, budgetMs: 1 });
    if (!r.ok) throw new Error(r.error);
    const root = endRoot('normal');
    const words = r.value.suggestions.map((s) => s.word);
    expect(words).toHaveLength(12);
    expect(words.slice(0, root.length)).toEqual(root);
    expect(new Set(words).size).toBe(12);
    for (const s of r.value.suggestions) expect(s.expectedGuesses).toBeNull();
  });

  it("'What about my word?' values the best move itself where the book gives no figure", () => {
    const e = evaluateGuess([], 'crane', { date: ARCHIVE, mode: 'normal', budgetMs: 50 });
    if (!e.ok) throw new Error(e.error);
    expect(e.value.best.word).toBe(endRoot('normal')[0]);
    expect(e.value.best.expectedGuesses).toBeGreaterThan(2);
    expect(e.value.expectedGuesses).toBeGreaterThan(2);
  });
});
