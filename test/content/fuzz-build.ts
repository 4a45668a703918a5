// Board markup for the fuzz test, built straight as DOM nodes and reused between cases: happy-dom
// spends ~25 ms building a board, ~1 ms re-setting its attributes, so a tree is rebuilt only after
// a case damaged its structure. Same structure and attributes as markup.ts.
import type { Mark } from '../../src/core/types';
import { tileLabel, type RowSpec } from './markup';

const KEYS = 'qwertasdfzxc';

function set(el: Element, attrs: Record<string, string>, text?: string): void {
  for (const name of el.getAttributeNames()) if (!(name in attrs)) el.removeAttribute(name);
  for (const [k, v] of Object.entries(attrs)) if (el.getAttribute(k) !== v) el.setAttribute(k, v);
  if (text !== undefined && el.textContent !== text) el.textContent = text;
}

export interface Arena {
  root: HTMLElement;
  /** Tile elements in board order (React tiles, or game-tiles). */
  tiles: Element[];
  /** Lays out a case on the tree (rebuilding it first when `dirty`). */
  show(rows: RowSpec[], evaluations: (Mark[] | null)[], keys: Record<string, Mark>): void;
  dirty: boolean;
  /** The elements whose attributes show() resets. */
  managed: Set<Element>;
}

export function reactArena(doc: Document): Arena {
  let rowEls: Element[] = [];
  let wraps: Element[] = [];
  let keyEls: Element[] = [];
  const arena: Arena = {
    root: doc.createElement('main'),
    tiles: [],
    dirty: true,
    managed: new Set(),
    show(rows, _ev, keys) {
      if (arena.dirty) build();
      arena.dirty = false;
      rows.forEach((row, r) => {
        const cls = ['Row-module_row__pwpBq', row.invalid ? 'Row-module_invalid__RNDXZ' : '', row.win ? 'Row-module_win__VQjbW' : ''].filter(Boolean).join(' ');
        set(rowEls[r], { class: cls, role: 'group', 'aria-label': `Row ${r + 1}` });
        row.tiles.forEach((t, i) => {
          set(wraps[5 * r + i], { class: '' });
          set(arena.tiles[5 * r + i], {
            class: 'Tile-module_tile__UWEHN', role: 'img', 'aria-roledescription': 'tile', 'aria-label': tileLabel(i, t),
            'data-state': t.state, 'data-animation': t.animation, 'data-testid': 'tile',
          }, t.letter);
        });
      });
      keyEls.forEach((k, i) => set(k, { type: 'button', 'data-key': KEYS[i], class: 'Key-module_key__kchQI', ...(keys[KEYS[i]] ? { 'data-state': keys[KEYS[i]] } : {}) }, KEYS[i]));
    },
  };
  function build() {
    arena.root = doc.createElement('main');
    const board = doc.createElement('div');
    board.setAttribute('class', 'Board-module_board__jeoPS');
    rowEls = [];
    wraps = [];
    arena.tiles = [];
    for (let r = 0; r < 6; r++) {
      const row = doc.createElement('div');
      for (let i = 0; i < 5; i++) {
        const wrap = doc.createElement('div');
        const tile = doc.createElement('div');
        wrap.append(tile);
        row.append(wrap);
        wraps.push(wrap);
        arena.tiles.push(tile);
      }
      rowEls.push(row);
      board.append(row);
    }
    const kb = doc.createElement('div');
    set(kb, { class: 'Keyboard-module_keyboard__uYuqf', role: 'group', 'aria-label': 'Keyboard' });
    keyEls = Array.from(KEYS, () => kb.appendChild(doc.createElement('button')));
    arena.root.append(board, kb);
    arena.managed = new Set([...rowEls, ...wraps, ...arena.tiles, ...keyEls]);
  }
  return arena;
}

export function shadowArena(doc: Document): Arena {
  let rowEls: Element[] = [];
  let inners: Element[] = [];
  let keyEls: Element[] = [];
  const arena: Arena = {
    root: doc.createElement('div'),
    tiles: [],
    dirty: true,
    managed: new Set(),
    show(rows, evaluations, keys) {
      if (arena.dirty) build();
      arena.dirty = false;
      rows.forEach((row, r) => {
        const ev = evaluations[r] ?? null;
        set(rowEls[r], { letters: row.tiles.map((t) => t.letter).join(''), length: '5', ...(row.invalid ? { invalid: '' } : {}), ...(row.win ? { win: '' } : {}) });
        row.tiles.forEach((t, i) => {
          const revealed = ev !== null && (t.animation !== 'idle' || t.state !== 'tbd');
          set(arena.tiles[5 * r + i], { ...(t.letter ? { letter: t.letter } : {}), ...(ev ? { evaluation: ev[i] } : {}), ...(revealed ? { reveal: '' } : {}) });
          set(inners[5 * r + i], { class: 'tile', 'data-state': t.state, 'data-animation': t.animation }, t.letter);
        });
      });
      keyEls.forEach((k, i) => set(k, { 'data-key': KEYS[i], ...(keys[KEYS[i]] ? { 'data-state': keys[KEYS[i]] } : {}) }, KEYS[i]));
    },
  };
  function build() {
    arena.root = doc.createElement('div');
    const app = doc.createElement('game-app');
    const theme = doc.createElement('game-theme-manager');
    const board = doc.createElement('div');
    board.id = 'board';
    rowEls = [];
    inners = [];
    arena.tiles = [];
    for (let r = 0; r < 6; r++) {
      const row = doc.createElement('game-row');
      const inner = doc.createElement('div');
      inner.className = 'row';
      for (let i = 0; i < 5; i++) {
        const tile = doc.createElement('game-tile');
        const face = doc.createElement('div');
        tile.attachShadow({ mode: 'open' }).append(face);
        inner.append(tile);
        arena.tiles.push(tile);
        inners.push(face);
      }
      row.attachShadow({ mode: 'open' }).append(inner);
      rowEls.push(row);
      board.append(row);
    }
    theme.append(board);
    const kb = doc.createElement('game-keyboard');
    const keysHolder = doc.createElement('div');
    keyEls = Array.from(KEYS, () => keysHolder.appendChild(doc.createElement('button')));
    kb.attachShadow({ mode: 'open' }).append(keysHolder);
    app.attachShadow({ mode: 'open' }).append(theme, kb);
    arena.root.append(app);
    arena.managed = new Set([...rowEls, ...arena.tiles, ...inners, ...keyEls]);
  }
  return arena;
}
