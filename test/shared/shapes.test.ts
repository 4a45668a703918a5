// Strict shape checks: what storage or a message hands back is rendered only when every word and
// figure is what the solver would produce.
import { describe, expect, it } from 'vitest';
import { suggest } from '../../src/core/suggest';
import { analyseGame } from '../../src/core/analysis';
import { loadBooks } from '../../src/core/load-books';
import { score } from '../../src/core/index';
import { evaluateGuess } from '../../src/core/evaluate';
import { isGuessEvaluation, isId, isTagged, type FieldChecks } from '../../src/shared/shapes';
import { isGameAnalysis, isSuggestResult, type WordNote } from '../../src/shared/notes';
import { isPageReading, type PageReading } from '../../src/shared/page';
import { isTabView, type TabView } from '../../src/shared/tab-view';
import { annotateAnalysis, annotateResult } from '../../src/shared/annotate';

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
    // Which learned answers the history model counted: their number and a hash, nothing else.
    expect(isTabView(view({ ...real, learned: 2, learnedId: '2:0123abcd' }))).toBe(true);
    for (const learnedId of ['2', '2:0123ABCD', '2:0123abcd ', 7, '12345:0123abcd']) expect(isTabView(view({ ...real, learnedId }))).toBe(false);
  });

  it("an error's code is one the panel knows, or none", () => {
    const view = (solve: unknown) => ({ kind: 'tab', tabId: 3, reading: null, solve });
    expect(isTabView(view({ kind: 'error', error: 'Contradictory colours in row 1', code: 'contradictory' }))).toBe(true);
    expect(isTabView(view({ kind: 'error', error: 'The solver stopped.' }))).toBe(true);
    expect(isTabView(view({ kind: 'error', error: 'x', code: 'bad-colours' }))).toBe(false);
    expect(isTabView(view({ kind: 'error', error: 'x', code: 7 }))).toBe(false);
  });
});

describe("the worker's notes on an answer", () => {
  // The near-tie board: no suggestion can win, so the worker names the best likely answer (couldWin).
  const board = ['crane', 'sloth'].map((guess) => ({ guess, marks: score(guess, 'fight') }));
  const noted = (() => {
    const r = suggest(board, { top: 10 });
    if (!r.ok) throw new Error(r.error);
    return annotateResult(r.value, board, {}, evaluateGuess);
  })();
  const word = noted.suggestions[0].word;

  it('accepts the notes the worker adds', () => {
    expect(noted.couldWin?.word).toMatch(/^[a-z]{5}$/);
    expect(noted.likeliest).toBeGreaterThan(0);
    expect(Object.keys(noted.words ?? {})).toHaveLength(noted.suggestions.length);
    expect(isSuggestResult(noted)).toBe(true);
    expect(isSuggestResult(JSON.parse(JSON.stringify(noted)))).toBe(true);
    expect(isSuggestResult({ ...noted, couldWin: { word: 'hatch', expectedGuesses: null }, unlistedAnswer: true, played: 1, likeliestPlayed: true, date: '2026-12-01' })).toBe(true);
  });

  it('rejects a bent note: every field the panel reads from them', () => {
    const bent: Record<string, unknown>[] = [
      { words: { [word]: { listed: 'yes', frequency: 30 } } },
      { words: { [word]: { listed: true, frequency: 64 } } },
      { words: { [word]: { listed: true, frequency: 1.5 } } },
      { words: { [word]: { listed: true } } },
      { words: { [word]: null } },
      { words: { WORDS: { listed: true, frequency: 30 } } },
      { words: [{ listed: true, frequency: 30 }] },
      { words: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`a${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}aa`, { listed: true, frequency: 30 }])) },
      { couldWin: { word: 'HATCH', expectedGuesses: 2 } },
      { couldWin: { word: 'hatch', expectedGuesses: Number.NaN } },
      { couldWin: { word: 'hatch', expectedGuesses: 1e9 } },
      { couldWin: { word: 'hatch' } },
      { couldWin: null },
      { unlistedAnswer: 'yes' },
      { likeliest: 1.5 },
      { likeliest: -0.1 },
      { likeliest: Number.NaN },
      { likeliest: '88%' },
      { likeliestPlayed: false },
      { likeliestPlayed: 'yes' },
      // The likeliest word played before where no played word fits.
      { likeliestPlayed: true, played: 0 },
      { played: -1 },
      { played: noted.candidates - noted.longShots + 1 },
      { date: '1 December 2026' },
      { repeatsFrom: { year: '21', repeats: 19, of: 22 } },
      { repeatsFrom: { year: 2021, repeats: 19, of: 22 } },
      { repeatsFrom: { year: '2021', repeats: 23, of: 22 } },
      { repeatsFrom: { year: '2021', repeats: 0, of: 22 } },
      { repeatsFrom: { year: '2021', repeats: 19 } },
    ];
    expect(isSuggestResult({ ...noted, repeatsFrom: { year: '2021', repeats: 19, of: 22 } })).toBe(true);
    for (const b of bent) expect(isSuggestResult({ ...noted, ...b }), JSON.stringify(b).slice(0, 80)).toBe(false);
  });

  it('rejects a bent likely-answer count on a row of the analysis', { timeout: 60_000 }, async () => {
    await loadBooks();
    const played = ['crane', 'moist'].map((guess) => ({ guess, marks: score(guess, 'moist') }));
    const a = analyseGame(played, { mode: 'normal', model: 'nyt' });
    if (!a.ok) throw new Error(a.error);
    const rows = annotateAnalysis(a.value, played, 'nyt').rows;
    expect(rows[0].likelyBefore).toBe(3158);
    expect(isGameAnalysis({ ...a.value, rows })).toBe(true);
    for (const bad of [-1, 1.5, '3', 1e9, null]) {
      expect(isGameAnalysis({ ...a.value, rows: [{ ...rows[0], likelyBefore: bad }, rows[1]] }), String(bad)).toBe(false);
      expect(isGameAnalysis({ ...a.value, rows: [rows[0], { ...rows[1], likelyAfter: bad }] }), String(bad)).toBe(false);
    }
    // "Played before" is only ever marked, never unmarked: true or absent.
    expect(isGameAnalysis({ ...a.value, rows: [rows[0], { ...rows[1], likelyAfterPlayed: true }] })).toBe(true);
    for (const bad of [false, 'true', 1]) expect(isGameAnalysis({ ...a.value, rows: [rows[0], { ...rows[1], likelyAfterPlayed: bad }] }), String(bad)).toBe(false);
  });
});

describe('isGuessEvaluation', () => {
  const board = [{ guess: 'tarse', marks: score('tarse', 'pixel') }];
  const real = (() => {
    const e = evaluateGuess(board, 'lined', { mode: 'normal', model: 'nyt' });
    if (!e.ok) throw new Error(e.error);
    return e.value;
  })();

  it("accepts the solver's own check of a word", () => {
    expect(isGuessEvaluation(real)).toBe(true);
    expect(isGuessEvaluation(JSON.parse(JSON.stringify(real)))).toBe(true);
  });

  it('rejects a bent figure of the word or of the best guess beside it', () => {
    const bent: Record<string, unknown>[] = [
      { expectedGuesses: Number.POSITIVE_INFINITY },
      { lossChance: 2 },
      { winNowChance: -0.1 },
      { rank: 0 },
      { rank: 1.5 },
      { rank: real.rankedOf + 1 },
      { rankedOf: 1e9 },
      { hardReason: 'x'.repeat(5000) },
      { best: { ...real.best, word: 'LINED' } },
      { best: { ...real.best, expectedGuesses: Number.NaN } },
      { best: { ...real.best, pAnswer: 2 } },
      { best: { ...real.best, lossChance: -1 } },
      { best: { ...real.best, worstCase: -1 } },
      { best: { ...real.best, bits: undefined } },
      { best: { ...real.best, isCandidate: 'no' } },
      { best: { word: real.best.word } },
    ];
    for (const b of bent) expect(isGuessEvaluation({ ...real, ...b }), JSON.stringify(b).slice(0, 80)).toBe(false);
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

describe('a type and its check', () => {
  it('cannot drift apart: a field without a check, or a check without a field, fails the typecheck', () => {
    const check = () => true;
    // @ts-expect-error `frequency` has no check
    const missing: FieldChecks<WordNote> = { listed: check };
    // @ts-expect-error `common` is no field of WordNote
    const extra: FieldChecks<WordNote> = { listed: check, frequency: check, common: check };
    expect([missing, extra].map((c) => Object.keys(c).length)).toEqual([1, 3]);
  });

  it('nor a tagged union and its checks: a variant or a variant\'s field without a check fails the typecheck', () => {
    const check = () => true;
    const unrecognised = { reason: check, lookedFor: check };
    // @ts-expect-error the 'board' and 'screen' variants have no checks
    const noVariant = isTagged<PageReading, 'kind'>('kind', { unrecognised });
    // @ts-expect-error the 'tab' variant's `refining` has no check
    const noField = isTagged<TabView, 'kind'>('kind', { 'no-tab': {}, tab: { tabId: check, reading: check, solve: check } });
    // @ts-expect-error 'tabs' is no variant of TabView
    const noSuchVariant = isTagged<TabView, 'kind'>('kind', { 'no-tab': {}, tab: { tabId: check, reading: check, solve: check, refining: check }, tabs: {} });
    // A value of a variant without checks is refused, never let through.
    expect(noVariant({ kind: 'screen', screen: 'welcome', letters: null })).toBe(false);
    expect(noVariant({ kind: 'unrecognised', reason: 'x', lookedFor: [] })).toBe(true);
    expect([noField, noSuchVariant].every((f) => typeof f === 'function')).toBe(true);
  });
});

describe('isPageReading', () => {
  const board = { kind: 'board', rows: [{ guess: 'crane', marks: ['absent', 'present', 'absent', 'absent', 'correct'] }], typing: 'sl', status: 'playing', hardMode: null, darkMode: true, highContrast: false, markup: 'shadow-dom' };
  const screen = { kind: 'screen', screen: 'custom-length', letters: 6 };
  const unrecognised = { kind: 'unrecognised', reason: 'No board found.', lookedFor: ['#wordle-app-game', 'game-app'] };

  it('accepts what the content script sends, each kind', () => {
    for (const ok of [
      board,
      { ...board, rows: [], typing: '', status: 'won', hardMode: true, hardModeFrom: 'saved-game', date: '2026-12-01', markup: 'react' },
      screen,
      { kind: 'screen', screen: 'welcome', letters: null },
      unrecognised,
      { ...unrecognised, lookedFor: [] },
    ]) {
      expect(isPageReading(ok), JSON.stringify(ok)).toBe(true);
    }
  });

  it('refuses a reading with a wrong field, in every kind', () => {
    const bent: Record<string, unknown>[] = [
      { ...board, rows: [{ guess: 'crane', marks: ['absent'] }] },
      { ...board, rows: 'crane' },
      { ...board, typing: 'SL' },
      { ...board, typing: 'slate!' },
      { ...board, status: 'paused' },
      { ...board, hardMode: 'yes' },
      { ...board, hardModeFrom: 'a-guess' },
      { ...board, date: '2026-13-01' },
      { ...board, darkMode: undefined },
      { ...board, highContrast: 0 },
      { ...board, markup: 'vue' },
      { ...screen, screen: 'lobby' },
      { ...screen, letters: 13 },
      { ...screen, letters: 0 },
      { ...screen, letters: 5.5 },
      { ...screen, letters: null }, // a custom-length screen says how many letters
      { kind: 'screen', screen: 'terms', letters: 6 }, // and the others none
      { ...unrecognised, reason: 'x'.repeat(1001) },
      { ...unrecognised, reason: undefined },
      { ...unrecognised, lookedFor: [7] },
      { ...unrecognised, lookedFor: Array(51).fill('div') },
      { ...board, kind: 'boards' },
      { ...board, kind: 'toString' },
      { ...board, kind: undefined },
    ];
    for (const b of bent) expect(isPageReading(b), JSON.stringify(b).slice(0, 100)).toBe(false);
    expect(isPageReading(null)).toBe(false);
    expect(isPageReading([board])).toBe(false);
  });
});

describe('isTabView', () => {
  const reading = { kind: 'board', rows: [], typing: '', status: 'playing', hardMode: false, darkMode: null, highContrast: null, markup: 'react' };
  const tab = { kind: 'tab', tabId: 3, reading, solve: { kind: 'done', result: real }, refining: true };

  it('accepts what the background sends, each kind and each state of the solver', () => {
    for (const ok of [
      { kind: 'no-tab' },
      tab,
      { ...tab, reading: null, solve: { kind: 'idle' }, refining: undefined },
      { ...tab, solve: { kind: 'busy' } },
      { ...tab, solve: { kind: 'error', error: 'The solver stopped.', code: 'solver-lost' } },
      { ...tab, hints: {} },
      { ...tab, hints: { '': 2, 'crane:aapac': 4 } },
    ]) {
      expect(isTabView(ok), JSON.stringify(ok).slice(0, 100)).toBe(true);
    }
  });

  it('refuses a view with a wrong field, down to the reading and the solver state', () => {
    const bent: Record<string, unknown>[] = [
      { ...tab, kind: 'tabs' },
      { ...tab, tabId: 0 },
      { ...tab, tabId: '3' },
      { ...tab, reading: { ...reading, status: 'paused' } },
      { ...tab, reading: undefined },
      { ...tab, refining: 'yes' },
      { ...tab, solve: undefined },
      { ...tab, solve: { kind: 'waiting' } },
      { ...tab, solve: { kind: 'done', result: null } },
      { ...tab, solve: { kind: 'done' } },
      { ...tab, solve: { kind: 'error', error: 7 } },
      { ...tab, solve: { kind: 'error', error: 'x'.repeat(1001) } },
      { ...tab, solve: { kind: 'error', error: 'x', code: 'unknown-code' } },
      // The hint steps: one bent entry refuses the view (the panel inside the page takes them from it alone).
      { ...tab, hints: { '': 5 } },
      { ...tab, hints: { 'crane:aapac': '2' } },
      { ...tab, hints: { CRANE: 2 } },
      { ...tab, hints: [2] },
      { ...tab, hints: null },
      { ...tab, hints: Object.fromEntries(['', ...'abcdefghijklmnopqrst'].map((l) => [l === '' ? '' : `${l.repeat(5)}:aaaaa`, 2])) },
    ];
    for (const b of bent) expect(isTabView(b), JSON.stringify(b).slice(0, 100)).toBe(false);
  });
});

describe('isId', () => {
  it('takes positive 32-bit integers only', () => {
    for (const ok of [1, 7, 2 ** 31 - 1]) expect(isId(ok)).toBe(true);
    for (const bad of [0, -5, 2 ** 31, 1e20, 1.5, Number.NaN, '3', null]) expect(isId(bad)).toBe(false);
  });
});
