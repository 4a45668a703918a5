// Each opening book, replayed over every answer of its model without the search: every answer
// solved, the total equal to the figure the generator recorded, hard books only hard-valid moves.
import { describe, expect, it } from 'vitest';
import { bookHead, decodeBook, encodeBook } from '../../src/core/book';
import { playBook } from './play-book';
import type { TreeNode } from '../../src/core/tree';
import { wordTable } from '../../src/core/words';
import { answerModel } from '../../src/core/model';
import * as classicNormal from '../../src/core/data/book-classic-normal';
import * as classicHard from '../../src/core/data/book-classic-hard';
import * as nytNormal from '../../src/core/data/book-nyt-normal';
import * as nytHard from '../../src/core/data/book-nyt-hard';
import * as historyNormal from '../../src/core/data/book-history-normal';
import * as historyHard from '../../src/core/data/book-history-hard';

import * as secondClassicNormal from '../../src/core/data/second-moves-classic-normal';
import * as secondClassicHard from '../../src/core/data/second-moves-classic-hard';
import * as secondNytNormal from '../../src/core/data/second-moves-nyt-normal';
import * as secondNytHard from '../../src/core/data/second-moves-nyt-hard';
import * as secondHistoryNormal from '../../src/core/data/second-moves-history-normal';
import * as secondHistoryHard from '../../src/core/data/second-moves-history-hard';

const books = [classicNormal, classicHard, nytNormal, nytHard, historyNormal, historyHard];
const secondMoves = [secondClassicNormal, secondClassicHard, secondNytNormal, secondNytHard, secondHistoryNormal, secondHistoryHard];

describe.each(books)('opening book $MODEL/$MODE', (book) => {
  // The history books are built for the history of one date (the day after the shipped list).
  const model = answerModel(book.MODEL, { date: 'DATE' in book ? book.DATE : undefined });
  const result = playBook(decodeBook(book.BOOK), model.answers, model.weight, book.MODE === 'hard');

  it('plays every answer, losing exactly the games recorded when it was generated', () => {
    expect(result.distribution.reduce((a, b) => a + b, 0)).toBe(model.answers.length);
    expect(result.fails).toBe(book.FAILS);
    if (book.FAILS === 0) expect(result.max).toBeLessThanOrEqual(6);
  });

  it('totals the figure recorded when it was generated', () => {
    expect(result.total).toBe(book.TOTAL);
  });

  it('uses only valid hard-mode guesses in hard mode', () => {
    expect(result.hardViolations).toEqual([]);
  });
});

describe('targets', () => {
  it('the classic books lose no game, normal or hard', () => {
    expect([classicNormal.FAILS, classicHard.FAILS]).toEqual([0, 0]);
  });
  it('the nyt normal book loses no game', () => {
    expect(nytNormal.FAILS).toBe(0);
  });
  it('the history books lose no listed word, however light (fewest games lost first)', () => {
    expect([historyNormal.FAILS, historyHard.FAILS]).toEqual([0, 0]);
  });
  it('the classic hard book reaches the published optimum, SALET 8,097', () => {
    expect(classicHard.TOTAL).toBe(8097);
  });
  it('classic normal book reaches the proven optimum, TARSE 7,883', () => {
    expect(classicNormal.TOTAL).toBe(7883);
  });
  it('nyt normal book reaches the published optimum, TARSE 11,219', () => {
    expect(nytNormal.TOTAL).toBe(11219);
  });
});

describe('book encoding', () => {
  it('round-trips guesses, costs (also above 10, as for lost games, at most 99.999), alternatives and children', () => {
    const t = wordTable();
    const w = (s: string) => t.indexOf(s);
    const leaf = (word: string, cost: number): TreeNode => ({ guess: w(word), cost, size: 3, children: new Map() });
    const tree: TreeNode = {
      guess: w('tarse'),
      cost: 3.414,
      size: 2309,
      alternatives: [{ word: w('salet'), cost: 3.4188 }],
      children: new Map([
        [0, { ...leaf('doily', 12.5), children: new Map([[242 - 1, leaf('fight', 2.25)]]) }],
        [80, leaf('crane', 1.5)],
        [81, leaf('brine', 2501.25)],
      ]),
    };
    const back = decodeBook(encodeBook(tree, () => true));
    expect(t.words[back.guess]).toBe('tarse');
    expect(back.cost).toBe(3.414);
    expect(back.alternatives).toEqual([{ word: w('salet'), cost: 3.419 }]);
    expect([...back.children.keys()]).toEqual([0, 80, 81]);
    // A cost beyond five digits (a lost word on a set of light words) is kept as 99.999, still a loss.
    expect(back.children.get(81)!.cost).toBe(99.999);
    expect(t.words[back.children.get(81)!.guess]).toBe('brine');
    expect(back.children.get(0)!.cost).toBe(12.5);
    expect(t.words[back.children.get(0)!.children.get(241)!.guess]).toBe('fight');
  });

  it("round-trips the panel's chances of losing: rounded up (a loss is never written as none), an alternative's none implied by its node's", () => {
    const t = wordTable();
    const w = (s: string) => t.indexOf(s);
    const tree: TreeNode = {
      guess: w('tarse'),
      cost: 3.414,
      children: new Map([
        [80, { guess: w('orbit'), cost: 2.362, loss: 0, alternatives: [{ word: w('ingot'), cost: 2.298, loss: 0.000507 }, { word: w('droit'), cost: 2.367, loss: 0 }, { word: w('biont'), cost: 2.36, loss: 3e-9 }], children: new Map() }],
        [81, { guess: w('crane'), cost: 1.5, alternatives: [{ word: w('slate'), cost: 1.6 }], children: new Map() }],
      ]),
    };
    const text = encodeBook(tree, () => true);
    const back = decodeBook(text);
    expect(back.loss).toBeUndefined();
    const figured = back.children.get(80)!;
    expect(figured.loss).toBe(0);
    expect(figured.alternatives).toEqual([{ word: w('ingot'), cost: 2.298, loss: 0.000507 }, { word: w('droit'), cost: 2.367, loss: 0 }, { word: w('biont'), cost: 2.36, loss: 0.000001 }]);
    // A node without figures keeps its alternatives without them.
    expect(back.children.get(81)!.alternatives).toEqual([{ word: w('slate'), cost: 1.6 }]);
    // Figures for the node's move but not an alternative's cannot be written.
    expect(() => encodeBook({ ...tree.children.get(80)!, alternatives: [{ word: w('ingot'), cost: 2.298 }] }, () => true)).toThrow(/ingot has no chance of losing/);
  });

  it("reads a book's first move and figures from its head as the whole decode does, for every book shipped", () => {
    const texts = [...books.map((b) => b.BOOK), ...secondMoves.flatMap((m) => Object.values(m.SECOND_MOVES).map((e) => e.book))];
    expect(texts.length).toBeGreaterThan(books.length + secondMoves.length);
    for (const text of texts) {
      const root = decodeBook(text);
      expect(bookHead(text)).toEqual({ word: root.guess, cost: root.cost, ...(root.loss !== undefined ? { loss: root.loss } : {}) });
    }
    // A head without a chance of losing (books written before the chances were) reads as such.
    const plain = encodeBook({ guess: 3, cost: 3.5, alternatives: [], children: new Map() }, () => true);
    expect(bookHead(plain)).toEqual({ word: 3, cost: 3.5 });
  });

  it('rejects a corrupt book with a clear error', () => {
    expect(() => decodeBook('zzzzz01000)')).toThrow(/unknown word "zzzzz"/);
    expect(() => decodeBook('tarse03414')).toThrow(/truncated/);
  });
});
