// The current NYT markup (React, since August 2022), drawn without React: rows
// div[role=group][aria-label="Row N"], tiles div[data-testid=tile] with aria-roledescription,
// data-state, data-animation and aria-labels, hashed CSS-module class names, the on-screen
// keyboard button[data-key], toasts. Attributes change in the order the real page changes them.
import { BACKSPACE_KEY, ENTER_KEY, KEY_ROWS, tileLabel } from './timing.js';

const C = {
  row: 'Row-module_row__pwpBq', invalid: 'Row-module_invalid__RNDXZ', win: 'Row-module_win__VQjbW',
  tile: 'Tile-module_tile__UWEHN', board: 'Board-module_board__jeoPS', boardContainer: 'Board-module_boardContainer__TBHNL',
  key: 'Key-module_key__kchQI', wide: 'Key-module_oneAndAHalf__bq8Tw', half: 'Key-module_half__ljszC',
  keyboard: 'Keyboard-module_keyboard__uYuqf', keyRow: 'Keyboard-module_row__ilWfE',
  toaster: 'ToastContainer-module_gameToaster__HPkaC', toast: 'Toast-module_toast__iiVsN',
};

export function createReactView(doc, mountPoint, timing, onKey) {
  const timers = new Set();
  const later = (ms, fn) => {
    const id = setTimeout(() => (timers.delete(id), fn()), ms);
    timers.add(id);
  };
  const el = (tag, attrs = {}, text = '') => {
    const e = doc.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
    if (text) e.textContent = text;
    return e;
  };

  const main = el('main', { class: 'Game-module_game__BFaK3' });
  const toaster = el('div', { class: C.toaster, id: C.toaster });
  const container = el('div', { class: C.boardContainer });
  const board = el('div', { class: C.board, style: 'width: 350px; height: 420px;' });
  /** @type {HTMLElement[][]} */
  const tiles = [];
  const rows = [];
  for (let r = 0; r < 6; r++) {
    const row = el('div', { class: C.row, role: 'group', 'aria-label': `Row ${r + 1}` });
    tiles.push([]);
    for (let i = 0; i < 5; i++) {
      const wrap = el('div', { class: '', style: `animation-delay: ${i * 100}ms;` });
      const tile = el('div', { class: C.tile, role: 'img', 'aria-roledescription': 'tile', 'aria-label': tileLabel(i, '', 'empty'), 'data-state': 'empty', 'data-animation': 'idle', 'data-testid': 'tile' });
      wrap.append(tile);
      row.append(wrap);
      tiles[r].push(tile);
    }
    rows.push(row);
    board.append(row);
  }
  container.append(board);
  const keyboard = el('div', { class: C.keyboard, role: 'group', 'aria-label': 'Keyboard' });
  /** @type {Record<string, HTMLElement>} */
  const keyEls = {};
  KEY_ROWS.forEach((letters, k) => {
    const row = el('div', { class: C.keyRow });
    if (k === 1) row.append(el('div', { 'data-testid': 'spacer', class: C.half }));
    if (k === 2) row.append(el('button', { type: 'button', 'data-key': ENTER_KEY, class: `${C.key} ${C.wide}` }, 'enter'));
    for (const l of letters) {
      keyEls[l] = el('button', { type: 'button', 'data-key': l, 'aria-label': `add ${l}`, 'aria-disabled': 'false', class: C.key }, l);
      row.append(keyEls[l]);
    }
    if (k === 1) row.append(el('div', { 'data-testid': 'spacer', class: C.half }));
    if (k === 2) row.append(el('button', { type: 'button', 'data-key': BACKSPACE_KEY, 'aria-label': 'backspace', class: `${C.key} ${C.wide}` }, '⌫'));
    keyboard.append(row);
  });
  keyboard.addEventListener('click', (e) => {
    const key = /** @type {Element} */ (e.target).closest?.('button[data-key]')?.getAttribute('data-key');
    if (key) onKey(key === ENTER_KEY ? 'Enter' : key === BACKSPACE_KEY ? 'Backspace' : key);
  });
  const header = el('header', { class: 'AppHeader-module_appHeader__YYWTw' });
  header.append(el('h1', { class: 'AppHeader-module_title__6sqfP' }, 'Wordle'));
  main.append(toaster, container, keyboard);
  mountPoint.append(header, main);

  function setTile(r, i, letter, state, animation) {
    const t = tiles[r][i];
    t.textContent = letter;
    t.setAttribute('aria-label', tileLabel(i, letter, state));
    t.setAttribute('data-state', state);
    t.setAttribute('data-animation', animation);
  }
  function flash(r, cls, ms) {
    rows[r].classList.add(cls);
    later(ms, () => rows[r].classList.remove(cls));
  }

  return {
    restore(guesses, evaluations) {
      guesses.forEach((g, r) => evaluations[r].forEach((m, i) => setTile(r, i, g[i], m, 'idle')));
    },
    typed(r, letters, added) {
      for (let i = 0; i < 5; i++) {
        const pop = added && i === letters.length - 1;
        setTile(r, i, letters[i] ?? '', letters[i] ? 'tbd' : 'empty', pop ? 'pop' : 'idle');
        if (pop) later(timing.pop, () => tiles[r][i].setAttribute('data-animation', 'idle'));
      }
    },
    // Each tile: flip-in (still tbd), at the half turn the colour and label switch with flip-out,
    // then idle. The next tile starts `stagger` ms later; `done` runs when the last is idle.
    reveal(r, guess, marks, done) {
      marks.forEach((m, i) => {
        later(i * timing.stagger, () => tiles[r][i].setAttribute('data-animation', 'flip-in'));
        later(i * timing.stagger + timing.flipHalf, () => setTile(r, i, guess[i], m, 'flip-out'));
        later(i * timing.stagger + 2 * timing.flipHalf, () => {
          tiles[r][i].setAttribute('data-animation', 'idle');
          if (i === 4) done();
        });
      });
    },
    shake: (r) => flash(r, C.invalid, timing.shake),
    bounce: (r) => flash(r, C.win, timing.bounce + 4 * timing.bounceStagger),
    keys(states) {
      for (const [l, e] of Object.entries(keyEls)) {
        if (states[l]) e.setAttribute('data-state', states[l]);
        else e.removeAttribute('data-state');
      }
    },
    toast(text, ms) {
      const t = el('div', { class: C.toast }, text);
      toaster.prepend(t);
      if (ms > 0) later(ms, () => t.remove());
    },
    destroy() {
      for (const id of timers) clearTimeout(id);
      timers.clear();
      header.remove();
      main.remove();
    },
  };
}
