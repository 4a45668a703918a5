/*
 * Perft-style golden numbers: the sum over every answer of the candidates left after a fixed
 * opener (and after a fixed pair of guesses). They are computed here twice, by the engine
 * (boardState over each distinct board) and by a plain string implementation written only for
 * this test (and once more in Python when pinned), and both must equal the pinned literal: one wrong rule anywhere (colouring, repeated
 * letters, filtering, the answer models) changes a number.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answerModel, boardState, parseMarks, type ModelName } from '../../src/core';
import { guessPool } from '../../src/core/suggest';

const list = (file: string) => readFileSync(new URL(`../../data/${file}`, import.meta.url), 'utf8').trim().split('\n');
const ALLOWED = list('allowed-nyt-14855.txt');
const CLASSIC = list('answers-nyt-2309.txt');
const NYT = list('answers-nyt-3158.txt');

/** The colours as g/y/b, the straightforward way: greens, then yellows from what is left. */
function colours(guess: string, answer: string): string {
  const out = ['b', 'b', 'b', 'b', 'b'];
  const left: string[] = [];
  for (let i = 0; i < 5; i++) {
    if (guess[i] === answer[i]) out[i] = 'g';
    else left.push(answer[i]);
  }
  for (let i = 0; i < 5; i++) {
    if (out[i] === 'g') continue;
    const k = left.indexOf(guess[i]);
    if (k >= 0) {
      out[i] = 'y';
      left.splice(k, 1);
    }
  }
  return out.join('');
}

/** Σ over answers of the words (of `pool`) giving the same colours to every guess. */
function bySimpleCount(guesses: string[], answers: string[], pool: string[]): number {
  const key = (w: string) => guesses.map((g) => colours(g, w)).join(' ');
  const size = new Map<string, number>();
  for (const w of pool) size.set(key(w), (size.get(key(w)) ?? 0) + 1);
  return answers.reduce((sum, a) => sum + size.get(key(a))!, 0);
}

/** The same sum through the engine: one boardState per distinct board. */
function byEngine(guesses: string[], answers: string[], model: ModelName): number {
  const m = answerModel(model);
  const seen = new Map<string, number>();
  let sum = 0;
  for (const a of answers) {
    const rows = guesses.map((g) => ({ guess: g, marks: parseMarks(colours(g, a))! }));
    const k = rows.map((r) => r.marks.join()).join('|');
    let n = seen.get(k);
    if (n === undefined) {
      const r = boardState(rows, m);
      if (!r.ok) throw new Error(r.error);
      n = r.value.set.idx.length;
      seen.set(k, n);
    }
    sum += n;
  }
  return sum;
}

describe('golden numbers', () => {
  it('the test colouring agrees with known cases', () => {
    expect(colours('serve', 'verse')).toBe('yggyg');
    expect(colours('eerie', 'crepe')).toBe('ybybg');
    expect(colours('array', 'rally')).toBe('yybbg');
  });

  it.each([
    ['classic', ['salet'], CLASSIC, CLASSIC, 163_801],
    ['classic', ['salet', 'crony'], CLASSIC, CLASSIC, 11_835],
    ['classic', ['crane'], CLASSIC, CLASSIC, 181_687],
    ['nyt', ['salet'], NYT, ALLOWED, 1_232_967],
    ['nyt', ['salet', 'crony'], NYT, ALLOWED, 74_501],
  ] as const)('%s model, after %j', (model, guesses, answers, pool, pinned) => {
    const simple = bySimpleCount([...guesses], [...answers], [...pool]);
    const engine = byEngine([...guesses], [...answers], model);
    expect({ engine, simple }).toEqual({ engine: pinned, simple: pinned });
  });

  // The hard-mode rule the same way: Σ over answers of the guesses allowed after the opener.
  it.each([
    [['salet'], 7_397_268],
    [['salet', 'crony'], 939_210],
  ])('hard-mode guesses allowed after %j, classic answers', (guesses, pinned) => {
    const simpleAllowed = (rows: [string, string][], w: string) =>
      rows.every(([g, c]) =>
        [...g].every((l, i) => c[i] !== 'g' || w[i] === l) &&
        [...new Set(g)].every((l) => [...g].filter((x, i) => x === l && c[i] !== 'b').length <= [...w].filter((x) => x === l).length),
      );
    const seen = new Map<string, [number, number]>();
    let simple = 0;
    let engine = 0;
    for (const a of CLASSIC) {
      const rows = guesses.map((g) => [g, colours(g, a)] as [string, string]);
      const k = rows.map((r) => r[1]).join();
      let hit = seen.get(k);
      if (!hit) {
        const board = rows.map(([guess, c]) => ({ guess, marks: parseMarks(c)! }));
        hit = [ALLOWED.filter((w) => simpleAllowed(rows, w)).length, guessPool(board, 'hard').length];
        seen.set(k, hit);
      }
      simple += hit[0];
      engine += hit[1];
    }
    expect({ engine, simple }).toEqual({ engine: pinned, simple: pinned });
  });
});
