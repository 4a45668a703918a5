// readBoard: a pure function from a DOM root to what the page shows. It never writes to the DOM
// and never throws: any surprise becomes an 'unrecognised' reading that says what was looked for.
//
// Fallback order (selectors.ts): rows by role+aria-label, then by class-name prefix, each holding
// five tiles found by data-testid, aria-roledescription, class-name prefix or aria-label text;
// then bare tiles grouped by five inside the board container; then the shadow-DOM custom elements.
// With no board, the known screens (welcome card, terms card, archive listing) are normal
// readings, not errors. Reading stays inside the game's root when the page has one.
import type { PageReading, ScreenName } from '../shared/page';
import { wordlePage } from '../shared/wordle-url';
import { readPageSettings, type StorageLike } from './page-settings';
import { readShadowBoard } from './read-shadow';
import { isDate } from '../core/dates';
import { localDate } from './saved-game';
import { allBoardSelectors, BOARD_SELECTORS, GAME_ROOT, ROW_SELECTORS, TERMS_CARD, TILE_SELECTORS, WELCOME_SELECTORS } from './selectors';
import { assembleBoard, isSettledTile, readReactTile, type TileView } from './tile-view';

const ROWS = 6;

export type { StorageLike } from './page-settings';

export interface ReadOptions {
  /** The page's address: archive puzzles carry their day, the archive listing has no board. */
  url?: string;
  /** Today's date (YYYY-MM-DD) for a daily puzzle; default: the local date. */
  today?: string;
}

/**
 * Reads the Wordle board under `root`. `storage` (the page's localStorage) is optional: with it,
 * hard mode and palettes are also read from the game's saved state that matches the board.
 */
export function readBoard(root: ParentNode | Document, storage?: StorageLike, opts: ReadOptions = {}): PageReading {
  return readBoardTiles(root, storage, opts).reading;
}

/** A reading and the React-era tile elements it was read from (none for any other reading). */
export interface TiledReading {
  reading: PageReading;
  tiles: readonly Element[];
}

/**
 * readBoard, also saying which tiles the reading came from: while the page's structure stays as
 * it is, only a change inside one of them can change the reading (watch-board.ts).
 */
export function readBoardTiles(root: ParentNode | Document, storage?: StorageLike, opts: ReadOptions = {}): TiledReading {
  try {
    return readOrExplain(root, storage, opts);
  } catch (err) {
    // A throwing getter or a half-torn-down DOM must not become an exception in the page.
    return { reading: unrecognised(`The board could not be read (${err instanceof Error ? err.message : String(err)}).`), tiles: [] };
  }
}

/** The game's root when the page has one (the rest of the page is never searched), else `root`. */
function scope(root: ParentNode): ParentNode {
  return root.querySelector(GAME_ROOT.selector) ?? root;
}

/**
 * The board container inside the game (`Board-module_board__…`, around the rows), or null when
 * the markup has none. Rows are read only inside it when there is one, so nothing else in the
 * game's root (keyboard, cards, anything a page adds) can change the reading, and the watcher can
 * skip mutations outside it (watch-board.ts).
 */
export function boardIn(game: ParentNode): Element | null {
  for (const s of BOARD_SELECTORS) {
    const board = game.querySelector(s.selector);
    if (board) return board;
  }
  return null;
}

type Found = { rows: Element[][] } | { letters: number } | null;

function readOrExplain(root: ParentNode, storage: StorageLike | undefined, opts: ReadOptions): TiledReading {
  const untiled = (reading: PageReading): TiledReading => ({ reading, tiles: [] });
  const problems: string[] = [];
  const game = scope(root);
  const react = findReactRows(boardIn(game) ?? game, problems);
  if (react && 'letters' in react) return untiled(screen('custom-length', react.letters));
  if (react) return { reading: finish(root, storage, opts, react.rows.map((r) => r.map(readReactTile)), 'react'), tiles: react.rows.flat() };
  return untiled(readOthers(root, storage, opts, game, problems));
}

/** No React-era board: the shadow-DOM board, a known screen, or what was looked for. */
function readOthers(root: ParentNode, storage: StorageLike | undefined, opts: ReadOptions, game: ParentNode, problems: string[]): PageReading {
  const shadow = readShadowBoard(game);
  if (shadow && 'problem' in shadow) problems.push(shadow.problem);
  else if (shadow) {
    if (shadow.rows.length !== ROWS) problems.push(`game-app has ${shadow.rows.length} game-rows, expected ${ROWS}`);
    else {
      // A row whose tiles are not rendered (or not five) can still report its typed letters.
      const rows = shadow.rows.map((tiles) => (tiles.length === 5 ? tiles : []));
      return finish(root, storage, opts, rows, 'shadow-dom', (i) => shadow.letters[i] || null);
    }
  }
  const known = knownScreen(root, opts.url);
  if (known) return screen(known, null);
  const why = problems.length ? ` (${problems.join('; ')})` : '';
  return unrecognised(`No Wordle board found on this page${why}.`);
}

/** A page without a board that is a normal step of playing. */
function knownScreen(root: ParentNode, url?: string): ScreenName | null {
  if (root.querySelector(TERMS_CARD.selector)) return 'terms';
  if (WELCOME_SELECTORS.some((s) => root.querySelector(s.selector))) return 'welcome';
  if (wordlePage(url)?.kind === 'archive-listing') return 'archive-listing';
  return null;
}

function finish(
  root: ParentNode,
  storage: StorageLike | undefined,
  opts: ReadOptions,
  rows: TileView[][],
  markup: 'react' | 'shadow-dom',
  typed?: (index: number) => string | null,
): PageReading {
  const bad = garbledRow(rows);
  if (bad >= 0) return unrecognised(`Row ${bad + 1} could not be read: a tile shows something other than one letter a-z.`);
  const core = assembleBoard(rows, typed);
  const page = wordlePage(opts.url);
  const date = page?.kind === 'archive' ? page.date : (opts.today ?? localDate());
  // Won/lost come from the settled rows: the matched saved state agrees with them by construction
  // (it matched on those words), and its status is written before the last flip ends.
  const { savedDate, ...settings } = readPageSettings(root, storage, { words: core.rows.map((r) => r.guess), date }, markup === 'shadow-dom');
  // The puzzle's date: the matched saved game's day (a game begun before midnight keeps it), else
  // the archive puzzle's, else today on the player's clock.
  const puzzle = page && page.kind !== 'archive-listing' ? { puzzle: page.kind } : {};
  return { kind: 'board', ...core, ...settings, date: isDate(savedDate) ? savedDate : date, ...puzzle, markup };
}

/** The first row, up to the one being played, holding a tile that is not a letter a-z; -1 if none. */
function garbledRow(rows: TileView[][]): number {
  for (let r = 0; r < rows.length; r++) {
    if (rows[r].some((t) => t.garbled)) return r;
    if (!(rows[r].length === 5 && rows[r].every(isSettledTile))) return -1;
  }
  return -1;
}

/** Six rows of five tiles by the first selector pair that yields them, else null (with notes). */
function findReactRows(root: ParentNode, problems: string[]): Found {
  for (const rowSel of ROW_SELECTORS) {
    const rowEls = Array.from(root.querySelectorAll(rowSel.selector));
    if (rowEls.length === 0) continue;
    const custom = otherLength(rowEls);
    if (custom) return { letters: custom };
    if (rowEls.length !== ROWS) {
      problems.push(`${rowEls.length} elements match ${rowSel.selector}, expected ${ROWS}`);
      continue;
    }
    const rows = tilesInEach(rowEls);
    if (rows) return { rows };
    problems.push(`rows match ${rowSel.selector} but do not each hold five tiles`);
  }
  // No rows: tiles straight under the board container, five to a row.
  for (const boardSel of BOARD_SELECTORS) {
    const board = (root as Element).matches?.(boardSel.selector) ? (root as Element) : root.querySelector(boardSel.selector);
    if (!board) continue;
    for (const tileSel of TILE_SELECTORS) {
      const tiles = Array.from(board.querySelectorAll(tileSel.selector));
      if (tiles.length === ROWS * 5) {
        return { rows: Array.from({ length: ROWS }, (_, r) => tiles.slice(5 * r, 5 * r + 5)) };
      }
    }
    problems.push(`the board container ${boardSel.selector} does not hold ${ROWS * 5} tiles`);
  }
  return null;
}

/**
 * A custom puzzle (nytimes.com/games/create/wordle, 4-7 letters: coreyfeder/wordle-buddy, 2026-05):
 * every row holds the same number of tiles, 4 to 7 but not 5. The solver knows five-letter words
 * only, so this is said plainly rather than misread.
 */
function otherLength(rowEls: Element[]): number | null {
  if (rowEls.length < 1 || rowEls.length > 8) return null;
  for (const tileSel of TILE_SELECTORS) {
    const counts = rowEls.map((r) => r.querySelectorAll(tileSel.selector).length);
    if (counts[0] >= 4 && counts[0] <= 7 && counts[0] !== 5 && counts.every((c) => c === counts[0])) return counts[0];
    if (counts.some((c) => c > 0)) return null;
  }
  return null;
}

function tilesInEach(rowEls: Element[]): Element[][] | null {
  for (const tileSel of TILE_SELECTORS) {
    const rows: Element[][] = [];
    for (const rowEl of rowEls) {
      const tiles = rowEl.querySelectorAll(tileSel.selector);
      if (tiles.length !== 5) break;
      rows.push(Array.from(tiles));
    }
    if (rows.length === rowEls.length) return rows;
  }
  return null;
}

function screen(name: ScreenName, letters: number | null): PageReading {
  return { kind: 'screen', screen: name, letters };
}

function unrecognised(reason: string): PageReading {
  return { kind: 'unrecognised', reason, lookedFor: allBoardSelectors() };
}
