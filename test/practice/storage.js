// Settings and game state in localStorage, the way each NYT era stored them, so the content
// script's readers (and a reload mid-game) see what they would see on the real page.
//   React era (captures cited in src/content/selectors.ts STORAGE):
//     games-state-wordleV2/<user id>  a signed-in player ("ANON" signed out; a stale ANON entry
//                                     may stay beside a player's key)
//       {states: [{puzzleId, printDate, schemaVersion, timestamp,
//                  data: {boardState, currentRowIndex, status, hardMode, isPlayingArchive}}]}
//       several states (today's, archive games, earlier days), newest first; status IN_PROGRESS /
//       WIN / FAIL; no evaluations: the colours are worked out again from the answer, as the
//       real page shows them from its own puzzle data.
//     nyt-wordle-darkmode, nyt-wordle-cbmode  JSON booleans (palettes)
//   shadow era: nyt-wordle-state {boardState, evaluations, rowIndex, solution, gameStatus, hardMode}
import { scoreGuess } from './game.js';

const STATE_PREFIX = 'games-state-wordleV2/';
const LEGACY_STATE = 'nyt-wordle-state';
const DARK = 'nyt-wordle-darkmode';
const CONTRAST = 'nyt-wordle-cbmode';
const MAX_STATES = 12;

function parse(text) {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

const stateKey = (user) => `${STATE_PREFIX}${user || 'ANON'}`;

function statesOf(storage, user) {
  const s = parse(storage.getItem(stateKey(user)))?.states;
  return Array.isArray(s) ? s : [];
}

/** Has this player any saved game at all (the NYT shows How to Play on a first visit)? */
export function hasPlayed(storage, variant, user) {
  return variant === 'shadow' ? storage.getItem(LEGACY_STATE) !== null : statesOf(storage, user).length > 0;
}

/** @returns {{hardMode: boolean, darkMode: boolean, colorblindMode: boolean}} */
export function loadSettings(storage, variant, user) {
  const hardMode = variant === 'shadow'
    ? parse(storage.getItem(LEGACY_STATE))?.hardMode === true
    : statesOf(storage, user)[0]?.data?.hardMode === true; // the player's latest game
  return { hardMode, darkMode: parse(storage.getItem(DARK)) === true, colorblindMode: parse(storage.getItem(CONTRAST)) === true };
}

/** Palettes only: hard mode is stored with each game (saveState). */
export function saveSettings(storage, variant, s) {
  storage.setItem(DARK, JSON.stringify(s.darkMode));
  storage.setItem(CONTRAST, JSON.stringify(s.colorblindMode));
  if (variant === 'shadow') {
    const state = parse(storage.getItem(LEGACY_STATE)) ?? {};
    storage.setItem(LEGACY_STATE, JSON.stringify({ ...state, hardMode: s.hardMode }));
  }
}

/** A puzzle id that does not spell the answer (the real state never holds the solution). */
function puzzleIdOf(answer) {
  let h = 7;
  for (const c of answer) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return String(h % 100000);
}

const STATUS = { IN_PROGRESS: 'IN_PROGRESS', WIN: 'WIN', FAIL: 'FAIL' };

/** The guesses played so far, from a boardState (leading words only). */
function wordsOf(boardState) {
  const out = [];
  for (const g of Array.isArray(boardState) ? boardState : []) {
    if (typeof g !== 'string' || !/^[a-z]{5}$/.test(g)) break;
    out.push(g);
  }
  return out.slice(0, 6);
}

/** The saved game for this answer, or null (another puzzle's state is ignored, as on the NYT). */
export function loadState(storage, variant, answer, user) {
  if (variant === 'shadow') {
    const raw = parse(storage.getItem(LEGACY_STATE));
    if (!raw || raw.solution !== answer || !Array.isArray(raw.evaluations)) return null;
    const guesses = wordsOf(raw.boardState);
    return { guesses, evaluations: guesses.map((g) => scoreGuess(g, answer)), status: STATUS[raw.gameStatus] ?? 'IN_PROGRESS', hardMode: raw.hardMode === true };
  }
  const found = statesOf(storage, user).find((s) => s?.puzzleId === puzzleIdOf(answer));
  if (!found?.data) return null;
  const guesses = wordsOf(found.data.boardState);
  return { guesses, evaluations: guesses.map((g) => scoreGuess(g, answer)), status: STATUS[found.data.status] ?? 'IN_PROGRESS', hardMode: found.data.hardMode === true };
}

/**
 * Saves this puzzle's game. `puzzle`: {date, archive}. The player's other states stay (newest
 * first), as on the real page.
 */
export function saveState(storage, variant, answer, game, puzzle, user) {
  const boardState = Array.from({ length: 6 }, (_, r) => game.guesses[r] ?? '');
  const now = Date.now();
  if (variant === 'shadow') {
    const evaluations = Array.from({ length: 6 }, (_, r) => game.evaluations[r] ?? null);
    const done = game.status !== 'IN_PROGRESS';
    storage.setItem(LEGACY_STATE, JSON.stringify({
      boardState, evaluations, rowIndex: game.guesses.length, solution: answer, gameStatus: game.status,
      lastPlayedTs: now, lastCompletedTs: done ? now : null, restoringFromLocalStorage: null, hardMode: game.hardMode,
    }));
    return;
  }
  const id = puzzleIdOf(answer);
  const state = {
    data: { boardState, currentRowIndex: game.guesses.length, hardMode: game.hardMode, isPlayingArchive: Boolean(puzzle.archive), status: game.status },
    printDate: puzzle.date, puzzleId: id, schemaVersion: '0.44.0', timestamp: Math.floor(now / 1000),
  };
  const others = statesOf(storage, user).filter((s) => s?.puzzleId !== id);
  storage.setItem(stateKey(user), JSON.stringify({ states: [state, ...others].slice(0, MAX_STATES) }));
}

/**
 * A stale signed-out entry beside a signed-in player's key: an earlier day's game in normal mode,
 * left behind when the player signed in. Its words are not this game's.
 */
export function writeStaleAnon(storage, date) {
  const state = {
    data: { boardState: ['fjord', 'nymph', '', '', '', ''], currentRowIndex: 2, hardMode: false, isPlayingArchive: false, status: 'IN_PROGRESS' },
    printDate: date, puzzleId: '1', schemaVersion: '0.44.0', timestamp: 1,
  };
  storage.setItem(stateKey('ANON'), JSON.stringify({ states: [state] }));
}

/**
 * Won games of earlier days in the player's key, beside what it holds (a state per day, as the
 * real page keeps them: status WIN, the winning word last; HansBakN/Wordle.TrackerSupreme's import
 * script reads these fields, docs/board-reading.md). `won`: [{date, word}].
 */
export function writeWonGames(storage, user, won) {
  const kept = statesOf(storage, user).filter((s) => !won.some((w) => w.date === s.printDate));
  const states = won.map(({ date, word }) => {
    const words = word === 'adieu' ? ['audio', word] : ['adieu', word];
    return {
      data: { boardState: [...words, '', '', '', ''], currentRowIndex: 2, hardMode: false, isPlayingArchive: false, status: 'WIN' },
      printDate: date, puzzleId: puzzleIdOf(word), schemaVersion: '0.44.0', timestamp: 1,
    };
  });
  storage.setItem(stateKey(user), JSON.stringify({ states: [...kept, ...states] }));
}
