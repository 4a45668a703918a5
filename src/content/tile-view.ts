// What one tile shows, read from its attributes, and how rows of tiles become a board. Shared by
// the React-era and shadow-DOM readers. Conservative by design: when two sources on a tile
// disagree (data-state vs aria-label, text vs label letter), the tile counts as not settled, so a
// row is never reported with a mark the tile did not show.
import { isSolved } from '../core/board';
import type { Mark, Row } from '../core/types';
import type { GameStatus } from '../shared/page';

export type Shown = Mark | 'tbd' | 'empty';

export interface TileView {
  /** Lowercase letter, '' when none or unreadable. */
  letter: string;
  /** What the tile shows, null when unknown or contradictory. */
  shown: Shown | null;
  /** A flip (or pop) is in progress: the colour may still change. */
  moving: boolean;
  /** The tile shows something that is not one letter a-z (markup, a non-ASCII letter). */
  garbled?: boolean;
}

const SHOWN = new Set<string>(['correct', 'present', 'absent', 'tbd', 'empty']);
const MARKS = new Set<string>(['correct', 'present', 'absent']);

export function isMark(s: string | null | undefined): s is Mark {
  return s != null && MARKS.has(s);
}

export function asShown(s: string | null | undefined): Shown | null {
  return s != null && SHOWN.has(s) ? (s as Shown) : null;
}

/** A single letter a-z (any case) → lowercase, else ''. The test runs before case folding. */
export function asLetter(s: string | null | undefined): string {
  const t = (s ?? '').trim();
  return /^[a-zA-Z]$/.test(t) ? t.toLowerCase() : '';
}

const ORDINAL_LABEL = /^[1-5](st|nd|rd|th) letter,/i;

/**
 * Animations during which the colour is not final. Unknown names (a future "bounce") are not. The
 * second half of a flip (`flip-out`) begins when the tile turns to its colour, at the half turn:
 * from then on the colour the tile shows is the one it keeps, so a tile that shows a mark there is
 * settled. That moment is when the player sees the colour, and when the panel's answer is wanted.
 */
export function isMoving(animation: string | null, shown: Shown | null = null): boolean {
  if (animation === 'flip-out' && isMark(shown)) return false;
  return animation != null && (animation.includes('flip') || animation === 'pop');
}

/**
 * Parses the React-era aria-label: "1st letter, A, present in another position",
 * "2nd letter, B, correct", "3rd letter, C, absent", "4th letter, D" (typed), "5th letter, empty".
 * @internal exported for the tests: its unit test covers labels no page fixture has (the Kelvin sign).
 */
export function parseTileLabel(label: string | null): { letter: string; shown: Shown | null } | null {
  if (!label) return null;
  // The ASCII check comes before any case folding: 'K' (U+212A, Kelvin) lowercases to 'k'.
  const raw = label.split(',').map((p) => p.trim());
  if (raw.some((p) => /[^\x20-\x7e]/.test(p))) return null;
  const parts = raw.map((p) => p.toLowerCase());
  if (parts.length < 2 || !/^[1-5](st|nd|rd|th) letter$/.test(parts[0])) return null;
  if (parts[1] === 'empty' && parts.length === 2) return { letter: '', shown: 'empty' };
  const letter = asLetter(raw[1]);
  if (!letter) return null;
  if (parts.length === 2) return { letter, shown: 'tbd' };
  const what = parts[2];
  if (what === 'correct') return { letter, shown: 'correct' };
  if (what === 'absent') return { letter, shown: 'absent' };
  if (what.startsWith('present')) return { letter, shown: 'present' };
  return { letter, shown: null };
}

/** Reads a React-era tile element. */
export function readReactTile(el: Element): TileView {
  const rawLabel = el.getAttribute('aria-label');
  const label = parseTileLabel(rawLabel);
  const stateAttr = el.getAttribute('data-state');
  const fromState = stateAttr === null ? null : asShown(stateAttr);
  let shown: Shown | null;
  if (stateAttr !== null) {
    // data-state is the truth; a label that contradicts it means the tile is mid-update.
    shown = fromState !== null && label && label.shown !== null && label.shown !== fromState ? null : fromState;
  } else {
    shown = label ? label.shown : null;
  }
  const rawText = (el.textContent ?? '').trim();
  const text = asLetter(rawText);
  let letter = text || (label ? label.letter : '');
  // Text that is not one letter, or a letter the label contradicts: the tile cannot be trusted.
  if ((rawText && !text) || (text && label && label.letter && label.letter !== text)) letter = '';
  // Markup inside a tile, text that is not one letter a-z, or a tile label naming something else.
  const garbled = el.childElementCount > 0 || (rawText !== '' && !text) || (label === null && rawLabel !== null && ORDINAL_LABEL.test(rawLabel));
  return { letter, shown, moving: isMoving(el.getAttribute('data-animation'), shown), ...(garbled ? { garbled } : {}) };
}

export function isSettledTile(t: TileView): boolean {
  return t.letter !== '' && isMark(t.shown) && !t.moving;
}

export interface BoardCore {
  rows: Row[];
  typing: string;
  /** The current row's colours shown so far, from the left (PageReading.shown); absent when none. */
  shown?: Mark[];
  status: GameStatus;
}

/**
 * Rows of tiles (top to bottom) → settled rows, the current row's letters and the status. Rows
 * count in order only: the first row that is not settled ends the board.
 */
export function assembleBoard(rows: TileView[][], typedOverride?: (index: number) => string | null): BoardCore {
  const settled: Row[] = [];
  let current = -1;
  for (let r = 0; r < rows.length; r++) {
    const tiles = rows[r];
    if (tiles.length === 5 && tiles.every(isSettledTile)) {
      settled.push({ guess: tiles.map((t) => t.letter).join(''), marks: tiles.map((t) => t.shown as Mark) });
      if (isSolved(settled)) break;
    } else {
      current = r;
      break;
    }
  }
  let typing = '';
  if (current >= 0) {
    const fromRow = typedOverride?.(current);
    typing = fromRow ?? leadingLetters(rows[current]);
  }
  const status: GameStatus = isSolved(settled) ? 'won' : settled.length >= rows.length && rows.length > 0 ? 'lost' : 'playing';
  const shown = status === 'playing' && typing.length === 5 ? leadingMarks(rows[current]) : [];
  return { rows: settled, typing: status === 'playing' ? typing : '', ...(shown.length ? { shown } : {}), status };
}

/** The colours settled tiles show from the left of a row being revealed, stopping at the first that shows none. */
function leadingMarks(tiles: TileView[]): Mark[] {
  const out: Mark[] = [];
  for (const t of tiles.slice(0, 4)) {
    if (!isSettledTile(t)) break;
    out.push(t.shown as Mark);
  }
  return out;
}

/** Letters typed from the left, stopping at the first tile without one. */
function leadingLetters(tiles: TileView[]): string {
  let s = '';
  for (const t of tiles) {
    if (!t.letter) break;
    s += t.letter;
  }
  return s;
}
