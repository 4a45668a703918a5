// The game's saved state matched to the board: every games-state-wordleV2/* key, every state in
// it; hard mode from the one state whose words are the board's; unknown when none or several
// (that disagree) match; storage is untrusted input.
import { describe, expect, test } from 'vitest';
import { readStoredSettings } from '../../src/content/page-settings';
import { matchSavedGame, readSavedStates, savedGamesOf, type StorageLike } from '../../src/content/saved-game';
import { parseTileLabel } from '../../src/content/tile-view';
import { readBoard } from '../../src/content/read-board';
import { loadFixture } from './load-fixture';

const store = (entries: Record<string, string>): StorageLike => ({
  get length() { return Object.keys(entries).length; },
  key: (i: number) => Object.keys(entries)[i] ?? null,
  getItem: (k: string) => entries[k] ?? null,
});

/** One state in the shape public captures show (selectors.ts STORAGE). */
const state = (words: string[], hardMode: boolean, printDate: string, status = 'IN_PROGRESS') => ({
  puzzleId: String(words.length + printDate.length),
  printDate,
  schemaVersion: '0.44.0',
  timestamp: 1767225600,
  data: { boardState: [...words, '', '', '', '', '', ''].slice(0, 6), currentRowIndex: words.length, status, hardMode, isPlayingArchive: false },
});
const key = (...states: unknown[]) => JSON.stringify({ states });
const TODAY = '2026-01-02';

describe('matchSavedGame', () => {
  test('a signed-in player in hard mode beside a stale ANON entry in normal mode', () => {
    const s = store({
      'games-state-wordleV2/ANON': key(state(['fjord', 'nymph'], false, '2026-01-01')),
      'games-state-wordleV2/70512233': key(state(['slate'], true, TODAY), state(['crane', 'moist', 'pinky'], false, '2025-12-31', 'WIN')),
    });
    expect(readStoredSettings(s, { words: ['slate'], date: TODAY })).toMatchObject({ hardMode: true, hardModeFrom: 'saved-game' });
    // A new game matches only the puzzle's day.
    const fresh = store({ 'games-state-wordleV2/ANON': key(state([], false, '2026-01-01')), 'games-state-wordleV2/7': key(state([], true, TODAY)) });
    expect(readStoredSettings(fresh, { words: [], date: TODAY })).toMatchObject({ hardMode: true, hardModeFrom: 'saved-game' });
    // Not states[0] of the first key: the match is the second state of the second key.
    expect(readStoredSettings(s, { words: ['crane', 'moist', 'pinky'], date: TODAY })).toMatchObject({ hardMode: false, hardModeFrom: 'saved-game' });
  });

  test('an archive game: its day, from the address, picks the state', () => {
    const s = store({ 'games-state-wordleV2/7': key(state([], false, TODAY), { ...state([], true, '2024-01-14'), data: { ...state([], true, '2024-01-14').data, isPlayingArchive: true } }) });
    expect(readStoredSettings(s, { words: [], date: '2024-01-14' }).hardMode).toBe(true);
    expect(readStoredSettings(s, { words: [], date: TODAY }).hardMode).toBe(false);
  });

  test('the row being revealed: storage is one word ahead of the settled rows', () => {
    const states = readSavedStates(store({ 'games-state-wordleV2/ANON': key(state(['slate', 'crony'], true, TODAY)) }));
    expect(matchSavedGame(states, { words: ['slate'], date: TODAY })).toEqual({ hardMode: true, status: null, from: 'saved-game', printDate: TODAY });
  });

  test('none or several disagreeing: unknown, never a guess', () => {
    const none = store({ 'games-state-wordleV2/ANON': key(state(['crane'], true, TODAY)) });
    expect(readStoredSettings(none, { words: ['slate'], date: TODAY })).toMatchObject({ hardMode: null, hardModeFrom: 'no-saved-game' });
    expect(readStoredSettings(store({}), { words: [], date: TODAY })).toMatchObject({ hardMode: null, hardModeFrom: 'no-saved-game' });
    const several = store({ 'games-state-wordleV2/ANON': key(state(['slate'], false, TODAY)), 'games-state-wordleV2/7': key(state(['slate'], true, TODAY)) });
    expect(readStoredSettings(several, { words: ['slate'], date: TODAY })).toMatchObject({ hardMode: null, hardModeFrom: 'several-saved-games' });
    // Several that agree are not ambiguous.
    const agree = store({ 'games-state-wordleV2/ANON': key(state(['slate'], true, TODAY)), 'games-state-wordleV2/7': key(state(['slate'], true, TODAY)) });
    expect(readStoredSettings(agree, { words: ['slate'], date: TODAY })).toMatchObject({ hardMode: true, hardModeFrom: 'saved-game' });
    // The day narrows several matches of the same words.
    const days = store({ 'games-state-wordleV2/7': key(state(['slate'], true, TODAY), state(['slate'], false, '2025-11-30')) });
    expect(readStoredSettings(days, { words: ['slate'], date: TODAY })).toMatchObject({ hardMode: true, hardModeFrom: 'saved-game' });
  });

  test("the player's key is found however many other saved-game keys the page holds", () => {
    // 40 small keys listed before the player's own (the reader once stopped after 20 keys).
    const entries: Record<string, string> = {};
    for (let i = 0; i < 40; i++) entries[`games-state-wordleV2/${1000 + i}`] = key(state(['fjord'], false, '2025-01-01'));
    entries['games-state-wordleV2/70512233'] = key(state(['slate'], true, TODAY));
    expect(readStoredSettings(store(entries), { words: ['slate'], date: TODAY })).toMatchObject({ hardMode: true, hardModeFrom: 'saved-game' });
    // A key removed by the page is no longer read (its cached parse is dropped with it).
    delete entries['games-state-wordleV2/70512233'];
    expect(readStoredSettings(store(entries), { words: ['slate'], date: TODAY })).toMatchObject({ hardMode: null, hardModeFrom: 'no-saved-game' });
  });

  test('palettes from the NYT keys; the pre-NYT keys and the unseen settings key are not read', () => {
    expect(readStoredSettings(store({ 'nyt-wordle-darkmode': 'true', 'nyt-wordle-cbmode': 'false' }), { words: [], date: TODAY })).toMatchObject({ darkMode: true, highContrast: false });
    const old = store({ darkTheme: 'true', colorBlindTheme: 'true', 'games-settings-wordleV2/ANON': JSON.stringify({ states: [{ data: { hardMode: true } }] }) });
    expect(readStoredSettings(old, { words: [], date: TODAY })).toMatchObject({ hardMode: null, darkMode: null, highContrast: null });
  });

  test('hostile or broken storage reads as "the page does not say"', () => {
    const none = { hardMode: null, darkMode: null, highContrast: null };
    const bad = [
      '{not json', 'null', '[]', '{"states":"x"}', '{"states":[null, 1, "x"]}',
      key({ data: { boardState: ['slate'], hardMode: 'yes' } }),
      key({ data: { boardState: ['SLATE', '', '', '', '', ''], hardMode: true }, printDate: TODAY }),
      key({ data: { boardState: ['<img>', '', '', '', '', ''], hardMode: true } }),
      key({ data: { boardState: ['', 'slate', '', '', '', ''], hardMode: true } }),
      key({ data: { boardState: Array(7).fill('slate'), hardMode: true } }),
      JSON.stringify({ states: [{ data: { boardState: ['slate', '', '', '', '', ''], hardMode: true } }] }).replace('"data"', '"__proto__"'),
    ];
    for (const text of bad) expect(readStoredSettings(store({ 'games-state-wordleV2/ANON': text }), { words: ['slate'], date: TODAY }), text).toMatchObject(none);
    expect(readStoredSettings(store({ 'games-state-wordleV2/ANON': 'x'.repeat(2_000_000) }), { words: [], date: TODAY })).toMatchObject(none);
    const throwing = { length: 1, key: () => { throw new Error('SecurityError'); }, getItem: () => { throw new Error('SecurityError'); } };
    expect(readStoredSettings(throwing, { words: [], date: TODAY })).toMatchObject({ ...none, hardModeFrom: 'no-storage' });
    const doc = loadFixture('react-typing');
    expect(readBoard(doc, throwing)).toMatchObject({ kind: 'board', hardMode: null, typing: 'bri' });
  });
});

describe('hostile tiles', () => {
  test('parseTileLabel checks ASCII before folding case: the Kelvin sign is not k', () => {
    expect(parseTileLabel('1st letter, K, correct')).toEqual({ letter: 'k', shown: 'correct' });
    expect(parseTileLabel('1st letter, \u212A, correct')).toBeNull();
    expect(parseTileLabel('1st letter, \u0130, absent')).toBeNull(); // İ lowercases to i + a combining dot
    expect(parseTileLabel('1ST LETTER, A, ABSENT')).toEqual({ letter: 'a', shown: 'absent' });
  });

  test.each([
    ['non-ASCII text', (t: Element) => (t.textContent = 'é')],
    ['markup in the tile', (t: Element) => (t.innerHTML = '<b>a</b>')],
    ['a Kelvin sign in the label only', (t: Element) => (t.textContent = '', t.setAttribute('aria-label', '2nd letter, \u212A'))],
  ])('a row with %s is reported as unreadable, not as "no guesses yet"', (_, spoil) => {
    const doc = loadFixture('react-typing');
    spoil(doc.querySelectorAll('[data-testid="tile"]')[6]);
    const r = readBoard(doc);
    expect(r.kind).toBe('unrecognised');
    if (r.kind === 'unrecognised') expect(r.reason).toBe('Row 2 could not be read: a tile shows something other than one letter a-z.');
  });
});

describe('the puzzle date of the game on screen', () => {
  const YESTERDAY = '2026-02-28';
  test("a game begun before midnight keeps its day: the matched state's printDate", () => {
    const states = readSavedStates(store({ 'games-state-wordleV2/ANON': key(state(['slate', 'crony'], false, YESTERDAY)) }));
    expect(matchSavedGame(states, { words: ['slate', 'crony'], date: '2026-03-01' }).printDate).toBe(YESTERDAY);
  });

  test('a printDate that is no calendar day says no day: the state still gives its hard mode', () => {
    const states = readSavedStates(store({ 'games-state-wordleV2/ANON': key(state(['slate', 'crony'], true, '2026-02-30')) }));
    expect(matchSavedGame(states, { words: ['slate', 'crony'], date: '2026-03-01' })).toEqual({ hardMode: true, status: 'playing', from: 'saved-game', printDate: null });
  });

  test('no matching state: no saved date (the reader falls back to the address or the local date)', () => {
    const states = readSavedStates(store({ 'games-state-wordleV2/ANON': key(state(['crane'], false, YESTERDAY)) }));
    expect(matchSavedGame(states, { words: ['slate'], date: '2026-03-01' }).printDate).toBeNull();
  });
});

describe('the reading carries the puzzle date', () => {
  test('today on the clock for a new daily game, the address for an archive game', () => {
    const doc = loadFixture('react-typing');
    expect(readBoard(doc, store({}), { today: '2026-03-01' })).toMatchObject({ kind: 'board', date: '2026-03-01' });
    expect(readBoard(doc, store({}), { today: '2026-03-01', url: 'https://www.nytimes.com/games/wordle/2024-05-06' })).toMatchObject({ kind: 'board', date: '2024-05-06' });
  });

  test('which puzzle, by the address: only the daily one is the streak\'s (a custom puzzle is dated today too)', () => {
    const doc = loadFixture('react-typing');
    const puzzleAt = (url: string) => (readBoard(doc, store({}), { today: '2026-03-01', url }) as { puzzle?: string }).puzzle;
    expect(puzzleAt('https://www.nytimes.com/games/wordle/index.html')).toBe('daily');
    expect(puzzleAt('https://www.nytimes.com/games/wordle/2024-05-06')).toBe('archive');
    expect(puzzleAt('https://www.nytimes.com/games/create/wordle/abc123')).toBe('custom');
  });
});

describe('the saved games reported to the background', () => {
  test('every state with its player and day; a state without a day is left out', () => {
    const states = readSavedStates(
      store({
        'games-state-wordleV2/123456': key(state(['crane', 'stave'], true, '2026-11-20', 'WIN'), state(['slate'], true, '2026-11-21')),
        'games-state-wordleV2/ANON': key({ data: { boardState: ['adieu', '', '', '', '', ''], hardMode: false } }),
        'games-state-wordleV2/7': key({ ...state(['trace'], false, '2024-01-14', 'WIN'), data: { ...state(['trace'], false, '2024-01-14', 'WIN').data, isPlayingArchive: true } }),
      }),
    );
    expect(savedGamesOf(states)).toEqual([
      { player: '123456', date: '2026-11-20', words: ['crane', 'stave'], status: 'won', hardMode: true },
      { player: '123456', date: '2026-11-21', words: ['slate'], status: 'playing', hardMode: true },
      // An archive game says so: it is no streak day.
      { player: '7', date: '2024-01-14', words: ['trace'], status: 'won', hardMode: false, archive: true },
    ]);
  });
});
