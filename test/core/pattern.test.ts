import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatMarks, parseMarks, score } from '../../src/core';
import { column } from '../../src/core/columns';
import { marksCode, marksOfCode, patternOf } from '../../src/core/pattern';
import { wordTable } from '../../src/core/words';

const vectors = readFileSync(new URL('../fixtures/feedback-vectors.txt', import.meta.url), 'utf8')
  .trim()
  .split('\n');

describe('colouring rule', () => {
  it('reproduces all 76,607 feedback vectors', () => {
    expect(vectors.length).toBe(76607);
    const toOurs: Record<string, string> = { c: 'g', m: 'y', w: 'b' };
    const wrong: string[] = [];
    for (const line of vectors) {
      const [answer, guess, result] = line.split(',');
      const want = [...result].map((ch) => toOurs[ch]).join('');
      const got = formatMarks(score(guess, answer));
      if (got !== want) wrong.push(`${line} -> ${got}`);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('colours repeated letters greens first, then yellows left to right', () => {
    expect(formatMarks(score('serve', 'verse'))).toBe('yggyg');
    expect(formatMarks(score('eerie', 'crepe'))).toBe('ybybg');
    expect(formatMarks(score('array', 'rally'))).toBe('yybbg');
  });

  it('parses g/y/b letters and NYT share squares', () => {
    expect(formatMarks(parseMarks('gybbg')!)).toBe('gybbg');
    expect(formatMarks(parseMarks('🟩🟨⬛⬜🟩')!)).toBe('gybbg');
    expect(formatMarks(parseMarks('🟧🟦⬛⬛🟧')!)).toBe('gybbg');
    expect(parseMarks('gyb')).toBeNull();
    expect(parseMarks('gybbq')).toBeNull();
  });

  it('writes the stored records\' code, each mark\'s initial, and reads it back; any other letter is none', () => {
    const marks = parseMarks('gybbg')!;
    expect(marksCode(marks)).toBe('cpaac');
    expect(marksOfCode('cpaac')).toEqual(marks);
    expect(marksOfCode('cpaag')).toBeNull();
  });
});

describe('pattern columns', () => {
  it('column(a)[g] is the colouring of every guess g, for answers with and without a repeated letter', () => {
    const t = wordTable();
    // Spread over the table, and the cases the table-driven fill special-cases: a guess with a
    // letter twice whose copy is green elsewhere (SASSY against BASIS), three copies (EERIE, ESSES).
    const answers = [...Array.from({ length: 300 }, (_, k) => Math.floor((k * t.size) / 300)), ...['basis', 'eerie', 'crane', 'sheep', 'lolly', 'abbey'].map((w) => t.indexOf(w))];
    let checked = 0;
    for (const a of answers) {
      const col = column(a);
      for (let g = 0; g < t.size; g++) {
        if (col[g] !== patternOf(t.letters, g, a)) throw new Error(`${t.words[g]} against ${t.words[a]}: ${col[g]}, not ${patternOf(t.letters, g, a)}`);
        checked++;
      }
    }
    expect(checked).toBe(answers.length * t.size);
  });
});
