// Strict shape checks: what storage or a message hands back is rendered only when every word and
// figure is what the solver would produce.
import { describe, expect, it } from 'vitest';
import { suggest } from '../../src/core/suggest';
import { analyseGame } from '../../src/core/analysis';
import { loadBooks } from '../../src/core/book';
import { score } from '../../src/core/index';
import { isGameAnalysis, isId, isSuggestResult, isTabView } from '../../src/shared/shapes';

const real = (() => {
  const r = suggest([{ guess: 'crane', marks: score('crane', 'moist') }], { strategy: 'entropy', top: 10 });
  if (!r.ok) throw new Error(r.error);
  return r.value;
})();

describe('isSuggestResult', () => {
  it("accepts the solver's own answers (empty board, one row, solved board)", async () => {
    // As the worker does: the empty board's answer comes from the opening book (the default
    // strategy's); a one-step strategy ranks all 14,855 words there, 2-7 s, slower than the timeout under load.
    await loadBooks();
    expect(isSuggestResult(real)).toBe(true);
    for (const board of [[], [{ guess: 'moist', marks: score('moist', 'moist') }]]) {
      const r = suggest(board, { strategy: 'optimal', top: 3 });
      expect(r.ok && isSuggestResult(r.value)).toBe(true);
    }
    expect(isSuggestResult(JSON.parse(JSON.stringify(real)))).toBe(true); // as storage hands it back
  });

  it('rejects a bent field anywhere, down to each word', () => {
    const bent: Record<string, unknown>[] = [
      { remaining: [1] },
      { remaining: ['MOIST'] },
      { remaining: Array(101).fill('moist') },
      { candidates: 1e9 },
      { candidates: -1 },
      { candidates: 1.5 },
      { longShots: real.candidates + 1 },
      { suggestions: [{ ...real.suggestions[0], word: 7 }] },
      { suggestions: [{ ...real.suggestions[0], word: '<img>' }] },
      { suggestions: [{ ...real.suggestions[0], bits: Number.NaN }] },
      { suggestions: [{ ...real.suggestions[0], pAnswer: 2 }] },
      { suggestions: Array(51).fill(real.suggestions[0]) },
      { knowledge: { ...real.knowledge, greens: ['ab', null, null, null, null] } },
      { knowledge: { ...real.knowledge, absent: ['1'] } },
      { knowledge: null },
      { mode: 'easy' },
      { fromBook: 'yes' },
    ];
    for (const b of bent) expect(isSuggestResult({ ...real, ...b }), JSON.stringify(b).slice(0, 80)).toBe(false);
  });

  it('a view carrying a bent result is not a view', () => {
    const view = (result: unknown) => ({ kind: 'tab', tabId: 3, reading: null, solve: { kind: 'done', result } });
    expect(isTabView(view(real))).toBe(true);
    expect(isTabView(view({ ...real, remaining: [1] }))).toBe(false);
    expect(isTabView({ ...view(real), tabId: 2 ** 31 })).toBe(false);
  });

  it("an error's code is one the panel knows, or none", () => {
    const view = (solve: unknown) => ({ kind: 'tab', tabId: 3, reading: null, solve });
    expect(isTabView(view({ kind: 'error', error: 'Contradictory colours in row 1', code: 'contradictory' }))).toBe(true);
    expect(isTabView(view({ kind: 'error', error: 'The solver stopped.' }))).toBe(true);
    expect(isTabView(view({ kind: 'error', error: 'x', code: 'bad-colours' }))).toBe(false);
    expect(isTabView(view({ kind: 'error', error: 'x', code: 7 }))).toBe(false);
  });
});

describe('isGameAnalysis', () => {
  it("accepts the solver's analysis and rejects a bent row", { timeout: 60_000 }, async () => {
    await loadBooks(); // as the worker does: the first move comes from the book
    const board = ['crane', 'moist'].map((guess) => ({ guess, marks: score(guess, 'moist') }));
    const a = analyseGame(board, { mode: 'normal', model: 'nyt' });
    expect(a.ok && isGameAnalysis(a.value)).toBe(true);
    if (!a.ok) return;
    expect(isGameAnalysis({ ...a.value, rows: [{ ...a.value.rows[0], bestWord: 42 }] })).toBe(false);
    expect(isGameAnalysis({ ...a.value, skill: Infinity })).toBe(false);
  });
});

describe('isId', () => {
  it('takes positive 32-bit integers only', () => {
    for (const ok of [1, 7, 2 ** 31 - 1]) expect(isId(ok)).toBe(true);
    for (const bad of [0, -5, 2 ** 31, 1e20, 1.5, Number.NaN, '3', null]) expect(isId(bad)).toBe(false);
  });
});
