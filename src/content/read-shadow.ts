// The shadow-DOM era board (before August 2022). game-tile's `evaluation` attribute is set when the
// reveal *starts*; the colour the player sees is the inner `.tile[data-state]`, switched halfway
// through the flip. So a tile counts as revealed only when the inner tile shows the evaluation
// and no flip is running. Without an inner tile (closed shadow root) the `reveal` attribute is the
// best evidence left.
import { SHADOW } from './selectors';
import { asLetter, asShown, isMark, isMoving, type TileView } from './tile-view';

export interface ShadowBoard {
  rows: TileView[][];
  /** The `letters` attribute of each row ('' when absent). */
  letters: string[];
}

/** Finds game-app under `root` and reads its rows, or null when there is no shadow-DOM board. */
export function readShadowBoard(root: ParentNode): ShadowBoard | { problem: string } | null {
  const app = root.querySelector(SHADOW.app.selector);
  if (!app) return null;
  const appRoot = app.shadowRoot;
  if (!appRoot) return { problem: 'game-app has no open shadow root' };
  const rowEls = appRoot.querySelectorAll(SHADOW.row.selector);
  if (rowEls.length === 0) return { problem: 'game-app holds no game-row' };
  const rows: TileView[][] = [];
  const letters: string[] = [];
  for (const rowEl of rowEls) {
    const tileEls = rowEl.shadowRoot?.querySelectorAll(SHADOW.tile.selector) ?? [];
    const rowLetters = (rowEl.getAttribute('letters') ?? '').toLowerCase();
    letters.push(/^[a-z]{0,5}$/.test(rowLetters) ? rowLetters : '');
    // A row whose tiles are not rendered yet shows its letters attribute only.
    rows.push(Array.from(tileEls, readShadowTile));
  }
  return { rows, letters };
}

function readShadowTile(el: Element): TileView {
  const letter = asLetter(el.getAttribute('letter'));
  const evaluation = el.getAttribute('evaluation');
  const inner = el.shadowRoot?.querySelector(SHADOW.innerTile.selector) ?? null;
  if (inner) {
    const innerState = asShown(inner.getAttribute('data-state'));
    const innerText = (inner.textContent ?? '').trim();
    const innerLetter = asLetter(innerText);
    // The inner colour counts only when it is the evaluation (it cannot be anything else once shown).
    const shown = isMark(innerState) && innerState !== evaluation ? null : innerState;
    // Inner text that is not one letter, or a letter the attribute contradicts: the tile cannot be
    // trusted (as a React-era tile, tile-view.ts), so its row is not read as settled.
    const trusted = innerText === '' || (innerLetter !== '' && (letter === '' || innerLetter === letter));
    return {
      letter: trusted ? letter || innerLetter : '',
      shown,
      moving: isMoving(inner.getAttribute('data-animation'), shown),
    };
  }
  const revealed = el.hasAttribute('reveal') && isMark(evaluation);
  return { letter, shown: revealed ? evaluation : letter ? 'tbd' : 'empty', moving: false };
}
