// What the content script reports about the page it reads. Produced by src/content, carried by
// the background, shown by the panel.
import type { Row } from '../core/types';

export type GameStatus = 'playing' | 'won' | 'lost';

export type PageReading =
  | {
      kind: 'board';
      /** Settled rows only (all five tiles revealed, no flip in progress). */
      rows: Row[];
      /** Letters typed in the current row so far (lowercase), '' if none. */
      typing: string;
      status: GameStatus;
      /** Hard mode as the page's own setting says, or null if it does not say. */
      hardMode: boolean | null;
      /** The page's dark and high-contrast (colour-blind) palettes, where it says. */
      darkMode: boolean | null;
      highContrast: boolean | null;
      /** Which markup era the board was read from. */
      markup: 'react' | 'shadow-dom';
    }
  | {
      kind: 'unrecognised';
      /** Plain words for the panel: what went wrong. */
      reason: string;
      /** The selectors or structures looked for, for the bug report. */
      lookedFor: string[];
    };
