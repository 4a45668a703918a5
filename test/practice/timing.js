// Animation timings of the NYT game (from its 2022 bundle: pop 100 ms, each flip half 250 ms,
// tiles 300 ms apart, shake 600 ms, bounce 1000 ms with tiles 100 ms apart). `speed` divides them
// all (the page's `&speed=` option) for fast tests; 1 is the real game.
export function timingFor(speed = 1) {
  const s = speed > 0 && Number.isFinite(speed) ? speed : 1;
  const t = (ms) => ms / s;
  return { pop: t(100), flipHalf: t(250), stagger: t(300), shake: t(600), bounce: t(1000), bounceStagger: t(100), restoreStagger: t(100) };
}

const ORD = ['1st', '2nd', '3rd', '4th', '5th'];
const SAYS = { correct: 'correct', present: 'present in another position', absent: 'absent' };

/** The tile's aria-label as the React page writes it. */
export function tileLabel(i, letter, state) {
  if (!letter) return `${ORD[i]} letter, empty`;
  const base = `${ORD[i]} letter, ${letter.toUpperCase()}`;
  return SAYS[state] ? `${base}, ${SAYS[state]}` : base;
}

export const KEY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
/** data-key of the two special keys, as on the NYT page. */
export const ENTER_KEY = '↵';
export const BACKSPACE_KEY = '←';
