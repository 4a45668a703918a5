// Settings and game state in localStorage, the way each NYT era stored them, so the content
// script's readers (and a reload mid-game) see what they would see on the real page.
//   React era:  games-settings-wordleV2/ANON  {states:[{data:{hardMode, darkMode, colorblindMode}}]}
//               games-state-wordleV2/ANON     {states:[{data:{boardState, evaluations, gameStatus, ...}, puzzleId}]}
//   shadow era: nyt-wordle-state {boardState, evaluations, rowIndex, solution, gameStatus, hardMode},
//               darkTheme, colorBlindTheme (JSON booleans)

const SETTINGS = 'games-settings-wordleV2/ANON';
const STATE = 'games-state-wordleV2/ANON';
const LEGACY_STATE = 'nyt-wordle-state';

function parse(text) {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/** @returns {{hardMode: boolean, darkMode: boolean, colorblindMode: boolean}} */
export function loadSettings(storage, variant) {
  if (variant === 'shadow') {
    return {
      hardMode: parse(storage.getItem(LEGACY_STATE))?.hardMode === true,
      darkMode: parse(storage.getItem('darkTheme')) === true,
      colorblindMode: parse(storage.getItem('colorBlindTheme')) === true,
    };
  }
  const data = parse(storage.getItem(SETTINGS))?.states?.[0]?.data ?? {};
  return { hardMode: data.hardMode === true, darkMode: data.darkMode === true, colorblindMode: data.colorblindMode === true };
}

export function saveSettings(storage, variant, s) {
  if (variant === 'shadow') {
    const state = parse(storage.getItem(LEGACY_STATE)) ?? {};
    storage.setItem(LEGACY_STATE, JSON.stringify({ ...state, hardMode: s.hardMode }));
    storage.setItem('darkTheme', JSON.stringify(s.darkMode));
    storage.setItem('colorBlindTheme', JSON.stringify(s.colorblindMode));
    return;
  }
  const data = { hardMode: s.hardMode, darkMode: s.darkMode, colorblindMode: s.colorblindMode };
  storage.setItem(SETTINGS, JSON.stringify({ states: [{ data, schemaVersion: '0.30.0' }] }));
}

/** A puzzle id that does not spell the answer (the real state never holds the solution). */
export function puzzleIdOf(answer) {
  let h = 7;
  for (const c of answer) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return String(h % 100000);
}

const STATUS = { IN_PROGRESS: 'IN_PROGRESS', WIN: 'WIN', FAIL: 'FAIL' };

/** The saved game for this answer, or null (another puzzle's state is ignored, as on the NYT). */
export function loadState(storage, variant, answer) {
  const raw = variant === 'shadow' ? parse(storage.getItem(LEGACY_STATE)) : parse(storage.getItem(STATE))?.states?.[0];
  if (!raw) return null;
  const data = variant === 'shadow' ? raw : raw.data;
  const same = variant === 'shadow' ? raw.solution === answer : raw.puzzleId === puzzleIdOf(answer);
  if (!same || !data || !Array.isArray(data.boardState) || !Array.isArray(data.evaluations)) return null;
  const guesses = [];
  const evaluations = [];
  for (let r = 0; r < 6; r++) {
    const g = data.boardState[r];
    const e = data.evaluations[r];
    if (typeof g !== 'string' || !/^[a-z]{5}$/.test(g) || !Array.isArray(e) || e.length !== 5) break;
    guesses.push(g);
    evaluations.push(e);
  }
  return { guesses, evaluations, status: STATUS[data.gameStatus] ?? 'IN_PROGRESS' };
}

export function saveState(storage, variant, answer, game) {
  const boardState = Array.from({ length: 6 }, (_, r) => game.guesses[r] ?? '');
  const evaluations = Array.from({ length: 6 }, (_, r) => game.evaluations[r] ?? null);
  const now = Date.now();
  const done = game.status !== 'IN_PROGRESS';
  if (variant === 'shadow') {
    storage.setItem(LEGACY_STATE, JSON.stringify({
      boardState, evaluations, rowIndex: game.guesses.length, solution: answer, gameStatus: game.status,
      lastPlayedTs: now, lastCompletedTs: done ? now : null, restoringFromLocalStorage: null, hardMode: game.hardMode,
    }));
    return;
  }
  const data = {
    boardState, evaluations, currentRowIndex: game.guesses.length, gameStatus: game.status, hardMode: game.hardMode,
    isPlayingArchive: false, lastCompletedTs: done ? now : null, lastPlayedTs: now, setHardModeLockedTs: null,
  };
  storage.setItem(STATE, JSON.stringify({ states: [{ data, puzzleId: puzzleIdOf(answer), schemaVersion: '0.30.0' }] }));
}
