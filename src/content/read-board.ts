// readBoard: a pure function from a DOM root to what the page shows. It never writes to the DOM
// and never throws: any surprise becomes an 'unrecognised' reading that says what was looked for.
//
// Fallback order (selectors.ts): rows by role+aria-label, then by class-name prefix, each holding
// five tiles found by data-testid, aria-roledescription, class-name prefix or aria-label text;
// then bare tiles grouped by five inside the board container; then the shadow-DOM custom elements.
import type { PageReading } from '../shared/page';
import { readPageSettings, type StorageLike } from './page-settings';
import { readShadowBoard } from './read-shadow';
import { allBoardSelectors, BOARD_SELECTORS, ROW_SELECTORS, TILE_SELECTORS } from './selectors';
import { assembleBoard, readReactTile, type TileView } from './tile-view';

const ROWS = 6;

export type { StorageLike } from './page-settings';

/**
 * Reads the Wordle board under `root`. `storage` (the page's localStorage) is optional: with it,
 * hard mode and palettes are also read from the game's saved settings.
 */
export function readBoard(root: ParentNode | Document, storage?: StorageLike): PageReading {
  try {
    return readOrExplain(root, storage);
  } catch (err) {
    // A throwing getter or a half-torn-down DOM must not become an exception in the page.
    return unrecognised(`The board could not be read (${err instanceof Error ? err.message : String(err)}).`);
  }
}

function readOrExplain(root: ParentNode, storage?: StorageLike): PageReading {
  const problems: string[] = [];
  const react = findReactRows(root, problems);
  if (react) return finish(root, storage, react, 'react');
  const shadow = readShadowBoard(root);
  if (shadow && 'problem' in shadow) problems.push(shadow.problem);
  else if (shadow) {
    if (shadow.rows.length !== ROWS) problems.push(`game-app has ${shadow.rows.length} game-rows, expected ${ROWS}`);
    else {
      // A row whose tiles are not rendered (or not five) can still report its typed letters.
      const rows = shadow.rows.map((tiles) => (tiles.length === 5 ? tiles : []));
      const core = assembleBoard(rows, (i) => shadow.letters[i] || null);
      return { kind: 'board', ...core, ...readPageSettings(root, storage), markup: 'shadow-dom' };
    }
  }
  const why = problems.length ? ` (${problems.join('; ')})` : '';
  return unrecognised(`No Wordle board found on this page${why}.`);
}

function finish(root: ParentNode, storage: StorageLike | undefined, rows: TileView[][], markup: 'react'): PageReading {
  return { kind: 'board', ...assembleBoard(rows), ...readPageSettings(root, storage), markup };
}

/** Six rows of five tiles by the first selector pair that yields them, else null (with notes). */
function findReactRows(root: ParentNode, problems: string[]): TileView[][] | null {
  for (const rowSel of ROW_SELECTORS) {
    const rowEls = Array.from(root.querySelectorAll(rowSel.selector));
    if (rowEls.length === 0) continue;
    if (rowEls.length !== ROWS) {
      problems.push(`${rowEls.length} elements match ${rowSel.selector}, expected ${ROWS}`);
      continue;
    }
    const rows = tilesInEach(rowEls);
    if (rows) return rows;
    problems.push(`rows match ${rowSel.selector} but do not each hold five tiles`);
  }
  // No rows: tiles straight under the board container, five to a row.
  for (const boardSel of BOARD_SELECTORS) {
    const board = root.querySelector(boardSel.selector);
    if (!board) continue;
    for (const tileSel of TILE_SELECTORS) {
      const tiles = Array.from(board.querySelectorAll(tileSel.selector));
      if (tiles.length === ROWS * 5) {
        const views = tiles.map(readReactTile);
        return Array.from({ length: ROWS }, (_, r) => views.slice(5 * r, 5 * r + 5));
      }
    }
    problems.push(`the board container ${boardSel.selector} does not hold ${ROWS * 5} tiles`);
  }
  return null;
}

function tilesInEach(rowEls: Element[]): TileView[][] | null {
  for (const tileSel of TILE_SELECTORS) {
    const rows: TileView[][] = [];
    for (const rowEl of rowEls) {
      const tiles = rowEl.querySelectorAll(tileSel.selector);
      if (tiles.length !== 5) break;
      rows.push(Array.from(tiles, readReactTile));
    }
    if (rows.length === rowEls.length) return rows;
  }
  return null;
}

function unrecognised(reason: string): PageReading {
  return { kind: 'unrecognised', reason, lookedFor: allBoardSelectors() };
}
