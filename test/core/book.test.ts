// Each opening book, replayed over every answer of its model without the search: every answer
// solved, the total equal to the figure the generator recorded, hard books only hard-valid moves.
import { describe, expect, it } from 'vitest';
import { decodeBook, playBook } from '../../src/core/book';
import { answerModel } from '../../src/core/model';
import * as classicNormal from '../../src/core/data/book-classic-normal';
import * as classicHard from '../../src/core/data/book-classic-hard';
import * as nytNormal from '../../src/core/data/book-nyt-normal';
import * as nytHard from '../../src/core/data/book-nyt-hard';

const books = [classicNormal, classicHard, nytNormal, nytHard];

describe.each(books)('opening book $MODEL/$MODE', (book) => {
  const model = answerModel(book.MODEL);
  const result = playBook(decodeBook(book.BOOK), model.answers, model.weight, book.MODE === 'hard');

  it('solves every answer within six guesses', () => {
    expect(result.distribution.reduce((a, b) => a + b, 0)).toBe(model.answers.length);
    expect(result.fails).toBe(0);
    expect(result.max).toBeLessThanOrEqual(6);
  });

  it('totals the figure recorded when it was generated', () => {
    expect(result.total).toBe(book.TOTAL);
  });

  it('uses only valid hard-mode guesses in hard mode', () => {
    expect(result.hardViolations).toEqual([]);
  });
});

describe('published optima', () => {
  it('classic normal book reaches the proven optimum, TARSE 7,883', () => {
    expect(classicNormal.TOTAL).toBe(7883);
  });
  it('nyt normal book reaches the published optimum, TARSE 11,219', () => {
    expect(nytNormal.TOTAL).toBe(11219);
  });
});
