// The rules of the practice game: colouring, hard mode, input, win and loss. No DOM here: the
// view (render-react.js or render-shadow.js) draws and animates, this module decides.
// Plain ES module, no build step: the page is served as is (see serve.ts).

/** @typedef {'correct'|'present'|'absent'} Mark */

const ORDINAL = ['1st', '2nd', '3rd', '4th', '5th'];
const WIN_WORDS = ['Genius', 'Magnificent', 'Impressive', 'Splendid', 'Great', 'Phew'];

/**
 * The NYT colouring: greens first, then left to right a letter is yellow while the answer still
 * has an unmatched copy of it. (Checked against src/core's score in test/content/practice-page.test.ts.)
 * @param {string} guess @param {string} answer @returns {Mark[]}
 */
export function scoreGuess(guess, answer) {
  /** @type {Mark[]} */
  const marks = ['absent', 'absent', 'absent', 'absent', 'absent'];
  /** @type {Record<string, number>} */
  const left = {};
  for (let i = 0; i < 5; i++) {
    if (guess[i] === answer[i]) marks[i] = 'correct';
    else left[answer[i]] = (left[answer[i]] ?? 0) + 1;
  }
  for (let i = 0; i < 5; i++) {
    if (marks[i] !== 'correct' && (left[guess[i]] ?? 0) > 0) {
      marks[i] = 'present';
      left[guess[i]]--;
    }
  }
  return marks;
}

/**
 * The NYT hard-mode check, with its messages: greens of earlier rows stay, revealed letters are
 * reused as often as a row revealed them. Returns the message, or null when the guess is fine.
 * @param {string[]} guesses @param {Mark[][]} evaluations @param {string} guess @returns {string|null}
 */
export function hardModeError(guesses, evaluations, guess) {
  for (let i = 0; i < 5; i++) {
    let green = '';
    for (let r = 0; r < guesses.length; r++) if (evaluations[r][i] === 'correct') green = guesses[r][i];
    if (green && guess[i] !== green) return `${ORDINAL[i]} letter must be ${green.toUpperCase()}`;
  }
  /** @type {Record<string, number>} */
  const need = {};
  for (let r = 0; r < guesses.length; r++) {
    /** @type {Record<string, number>} */
    const seen = {};
    for (let i = 0; i < 5; i++) if (evaluations[r][i] !== 'absent') seen[guesses[r][i]] = (seen[guesses[r][i]] ?? 0) + 1;
    for (const [l, n] of Object.entries(seen)) need[l] = Math.max(need[l] ?? 0, n);
  }
  for (const l of 'abcdefghijklmnopqrstuvwxyz') {
    if (!need[l]) continue;
    const have = guess.split('').filter((c) => c === l).length;
    if (have < need[l]) return need[l] === 1 ? `Guess must contain ${l.toUpperCase()}` : `Guess must contain ${need[l]} ${l.toUpperCase()}'s`;
  }
  return null;
}

const KEY_RANK = { absent: 1, present: 2, correct: 3 };

/** Best colour seen per letter, for the on-screen keyboard. */
function keyStates(guesses, evaluations) {
  /** @type {Record<string, Mark>} */
  const keys = {};
  guesses.forEach((g, r) => {
    for (let i = 0; i < 5; i++) {
      const m = evaluations[r][i];
      if (!keys[g[i]] || KEY_RANK[m] > KEY_RANK[keys[g[i]]]) keys[g[i]] = m;
    }
  });
  return keys;
}

/**
 * One game. `view` draws; `save` persists after every submitted row (the NYT saves at submit, so a
 * reload during the flip restores the row already revealed).
 */
export function createGame({ answer, words, view, hardMode, saved, save }) {
  const state = {
    answer,
    guesses: /** @type {string[]} */ (saved?.guesses ?? []),
    evaluations: /** @type {Mark[][]} */ (saved?.evaluations ?? []),
    current: '',
    status: saved?.status ?? 'IN_PROGRESS',
    busy: false,
    hardMode: Boolean(hardMode),
  };
  view.restore(state.guesses, state.evaluations);
  view.keys(keyStates(state.guesses, state.evaluations));
  if (state.status === 'FAIL') view.toast(answer.toUpperCase(), 0);

  const persist = () => save({ guesses: state.guesses, evaluations: state.evaluations, status: state.status, hardMode: state.hardMode });

  function submit() {
    const row = state.guesses.length;
    const guess = state.current;
    let error = null;
    if (guess.length < 5) error = 'Not enough letters';
    else if (!words.has(guess)) error = 'Not in word list';
    else if (state.hardMode) error = hardModeError(state.guesses, state.evaluations, guess);
    if (error) {
      view.shake(row);
      view.toast(error, 1000);
      return;
    }
    const marks = scoreGuess(guess, answer);
    state.guesses.push(guess);
    state.evaluations.push(marks);
    state.current = '';
    const won = guess === answer;
    if (won) state.status = 'WIN';
    else if (state.guesses.length === 6) state.status = 'FAIL';
    persist();
    state.busy = true;
    view.reveal(row, guess, marks, () => {
      state.busy = false;
      view.keys(keyStates(state.guesses, state.evaluations));
      if (won) {
        view.bounce(row);
        view.toast(WIN_WORDS[row], 2000);
      } else if (state.status === 'FAIL') view.toast(answer.toUpperCase(), 0);
    });
  }

  return {
    state,
    /** A key from the physical or on-screen keyboard: a letter, 'Enter' or 'Backspace'. */
    press(key) {
      if (state.busy || state.status !== 'IN_PROGRESS') return;
      const row = state.guesses.length;
      if (key === 'Enter') submit();
      else if (key === 'Backspace') {
        if (!state.current) return;
        state.current = state.current.slice(0, -1);
        view.typed(row, state.current, false);
      } else if (/^[a-z]$/i.test(key) && state.current.length < 5) {
        state.current += key.toLowerCase();
        view.typed(row, state.current, true);
      }
    },
    /** Hard mode can be switched on only before the first guess (NYT rule); off at any time. */
    setHardMode(on) {
      if (on && state.guesses.length > 0 && state.status === 'IN_PROGRESS') return 'Hard mode can only be enabled at the start of a round';
      state.hardMode = on;
      persist();
      return null;
    },
  };
}
