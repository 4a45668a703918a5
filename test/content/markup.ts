// Builds NYT Wordle markup of both eras from a board description, for the fixtures
// (build-fixtures.ts writes them once; they are committed as plain HTML) and for the fuzz test.
// The React markup follows the real page: hashed CSS-module classes, a wrapper div per tile with
// its animation delay, aria-labels, the keyboard (also role=group, also data-state), toasts.
import { score } from './colours';
import type { Mark } from '../../src/core/types';
import type { Shown } from '../../src/content/tile-view';

export type Animation = 'idle' | 'pop' | 'flip-in' | 'flip-out';
export interface TileSpec { letter: string; state: Shown; animation: Animation }
export interface RowSpec { tiles: TileSpec[]; invalid?: boolean; win?: boolean }

export interface PageOptions {
  bodyClass?: string;
  toast?: string;
  /** The settings dialog is open with the Hard Mode switch in this position. */
  hardSwitch?: boolean;
  /** Letter → key colour on the on-screen keyboard. */
  keys?: Record<string, Mark>;
}

const ORD = ['1st', '2nd', '3rd', '4th', '5th'];
const LABEL: Record<Shown, string> = { correct: 'correct', present: 'present in another position', absent: 'absent', tbd: '', empty: '' };

export function tileLabel(i: number, t: TileSpec): string {
  if (!t.letter) return `${ORD[i]} letter, empty`;
  const L = t.letter.toUpperCase();
  return t.state === 'tbd' || t.state === 'empty' ? `${ORD[i]} letter, ${L}` : `${ORD[i]} letter, ${L}, ${LABEL[t.state]}`;
}

/** Settled rows for `guesses` against `answer`, the typed letters, then empty rows up to six. */
export function gameRows(answer: string, guesses: string[], typed = ''): RowSpec[] {
  const rows: RowSpec[] = guesses.map((g) => ({
    tiles: score(g, answer).map((m, i) => ({ letter: g[i], state: m, animation: 'idle' as const })),
    win: g === answer,
  }));
  if (rows.length < 6) rows.push(typedRow(typed));
  while (rows.length < 6) rows.push(typedRow(''));
  return rows;
}

export function typedRow(typed: string, lastPops = false): RowSpec {
  return {
    tiles: Array.from({ length: 5 }, (_, i) => ({
      letter: typed[i] ?? '',
      state: typed[i] ? ('tbd' as const) : ('empty' as const),
      animation: lastPops && i === typed.length - 1 ? ('pop' as const) : ('idle' as const),
    })),
  };
}

/** A row mid-reveal: tiles before `flipping` done, tile `flipping` in `phase`, the rest still tbd. */
export function revealingRow(guess: string, answer: string, flipping: number, phase: 'flip-in' | 'flip-out'): RowSpec {
  const marks = score(guess, answer);
  return {
    tiles: marks.map((m, i) => {
      if (i < flipping) return { letter: guess[i], state: m, animation: 'idle' as const };
      if (i === flipping) return { letter: guess[i], state: phase === 'flip-out' ? m : ('tbd' as const), animation: phase };
      return { letter: guess[i], state: 'tbd' as const, animation: 'idle' as const };
    }),
  };
}

export function reactTile(i: number, t: TileSpec): string {
  return `<div class="" style="animation-delay: ${i * 100}ms;"><div class="Tile-module_tile__UWEHN" role="img" aria-roledescription="tile" aria-label="${tileLabel(i, t)}" data-state="${t.state}" data-animation="${t.animation}" data-testid="tile">${t.letter}</div></div>`;
}

export function reactRow(r: number, row: RowSpec): string {
  const cls = ['Row-module_row__pwpBq', row.invalid ? 'Row-module_invalid__RNDXZ' : '', row.win ? 'Row-module_win__VQjbW' : ''].filter(Boolean).join(' ');
  return `<div class="${cls}" role="group" aria-label="Row ${r + 1}">${row.tiles.map((t, i) => reactTile(i, t)).join('')}</div>`;
}

const KEY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

export function reactKeyboard(keys: Record<string, Mark> = {}): string {
  const key = (k: string) =>
    `<button type="button" data-key="${k}" aria-label="add ${k}" aria-disabled="false" class="Key-module_key__kchQI"${keys[k] ? ` data-state="${keys[k]}"` : ''}>${k}</button>`;
  const rows = [
    KEY_ROWS[0].split('').map(key).join(''),
    `<div data-testid="spacer" class="Key-module_half__ljszC"></div>${KEY_ROWS[1].split('').map(key).join('')}<div data-testid="spacer" class="Key-module_half__ljszC"></div>`,
    `<button type="button" data-key="↵" class="Key-module_key__kchQI Key-module_oneAndAHalf__bq8Tw">enter</button>${KEY_ROWS[2].split('').map(key).join('')}<button type="button" data-key="←" aria-label="backspace" class="Key-module_key__kchQI Key-module_oneAndAHalf__bq8Tw">⌫</button>`,
  ];
  return `<div class="Keyboard-module_keyboard__uYuqf" role="group" aria-label="Keyboard">${rows.map((r) => `<div class="Keyboard-module_row__ilWfE">${r}</div>`).join('')}</div>`;
}

export function reactPage(rows: RowSpec[], o: PageOptions = {}): string {
  const toast = o.toast ? `<div class="Toast-module_toast__iiVsN" data-testid="toast">${o.toast}</div>` : '';
  const dialog =
    o.hardSwitch === undefined
      ? ''
      : `<div class="Modal-module_modalOverlay__81ZCi" role="dialog" aria-label="Settings"><section class="Settings-module_setting__iFa9D"><div class="Settings-module_text__DWWAw"><div class="Settings-module_title__BYxvh">Hard Mode</div></div><button class="Switch-module_knob__cXE0r" role="switch" id="hardMode" aria-label="Hard Mode" aria-checked="${o.hardSwitch}" type="button"></button></section></div>`;
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Wordle — The New York Times</title></head>
<body class="${o.bodyClass ?? ''}"><div id="wordle-app-game"><div class="App-module_gameContainer__K8CLH"><header class="AppHeader-module_appHeader__YYWTw"><h1>Wordle</h1></header><main class="Game-module_game__BFaK3"><div class="ToastContainer-module_gameToaster__HPkaC" id="ToastContainer-module_gameToaster__HPkaC">${toast}</div><div class="Board-module_boardContainer__TBHNL"><div class="Board-module_board__jeoPS" style="width: 350px; height: 420px;">
${rows.map((row, r) => reactRow(r, row)).join('\n')}
</div></div>${reactKeyboard(o.keys)}</main></div></div>${dialog}</body></html>
`;
}

/** Shadow-DOM markup, with declarative shadow roots (`<template shadowrootmode="open">`). */
export function shadowTile(i: number, t: TileSpec, evaluation: Mark | null, reveal: boolean): string {
  const attrs = `${t.letter ? ` letter="${t.letter}"` : ''}${evaluation ? ` evaluation="${evaluation}"` : ''}${reveal ? ' reveal=""' : ''}`;
  return `<game-tile${attrs}><template shadowrootmode="open"><div class="tile" data-state="${t.state}" data-animation="${t.animation}">${t.letter}</div></template></game-tile>`;
}

/** `evaluations[r]` is set for rows the game has scored (tiles get `evaluation` when the reveal starts). */
export function shadowPage(rows: RowSpec[], evaluations: (Mark[] | null)[], o: PageOptions = {}): string {
  const rowHtml = rows.map((row, r) => {
    const letters = row.tiles.map((t) => t.letter).join('');
    const ev = evaluations[r] ?? null;
    const tiles = row.tiles.map((t, i) => shadowTile(i, t, ev ? ev[i] : null, ev !== null && t.animation !== 'idle' ? true : ev !== null && t.state !== 'tbd'));
    return `<game-row letters="${letters}" length="5"${row.invalid ? ' invalid=""' : ''}${row.win ? ' win=""' : ''}><template shadowrootmode="open"><div class="row">${tiles.join('')}</div></template></game-row>`;
  });
  const keys = KEY_ROWS.join('').split('').map((k) => `<button data-key="${k}"${o.keys?.[k] ? ` data-state="${o.keys[k]}"` : ''}>${k}</button>`).join('');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Wordle - A daily word game</title></head>
<body class="${o.bodyClass ?? ''}"><game-app><template shadowrootmode="open"><game-theme-manager><div id="game"><header><div class="title">WORDLE</div></header><div id="board-container"><div id="board">
${rowHtml.join('\n')}
</div></div><game-keyboard><template shadowrootmode="open"><div id="keyboard">${keys}</div></template></game-keyboard></div></game-theme-manager></template></game-app></body></html>
`;
}
