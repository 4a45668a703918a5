// Every page selector the content script uses, in one place. Each list is tried in order; the
// first that finds a usable board wins. Each entry names the page variant it matches and when it
// was seen, so a dead fallback is easy to spot and drop.
//
// "seen" dates: the markup as described in issue 3 (2026-11) and reproduced by the practice page
// (test/practice); the shadow-DOM era as in the NYT game bundle of early 2022. None of them was
// re-checked against the live site from this machine (no network), so the class-name-prefix and
// aria-label fallbacks are there for the day the test ids go.

export interface Selector {
  selector: string;
  variant: string;
  seen: string;
}

/** Board rows, React era. The keyboard is also a role=group, labelled "Keyboard": not a row. */
export const ROW_SELECTORS: readonly Selector[] = [
  { selector: 'div[role="group"][aria-label^="Row "]', variant: 'react (2022-08 →)', seen: '2026-11' },
  { selector: '[class^="Row-module_row__"], [class*=" Row-module_row__"]', variant: 'react, class-name prefix', seen: '2026-11' },
];

/** Tiles inside a row (or the whole board when no row matched), React era. */
export const TILE_SELECTORS: readonly Selector[] = [
  { selector: '[data-testid="tile"]', variant: 'react (2022-08 →)', seen: '2026-11' },
  { selector: '[aria-roledescription="tile"]', variant: 'react (2022-08 →)', seen: '2026-11' },
  { selector: '[class^="Tile-module_tile__"], [class*=" Tile-module_tile__"]', variant: 'react, class-name prefix', seen: '2026-11' },
  { selector: '[aria-label*=" letter, "]', variant: 'react, aria-label text ("1st letter, A, correct")', seen: '2026-11' },
];

/** The board container, used to group bare tiles by five when no row selector matched. */
export const BOARD_SELECTORS: readonly Selector[] = [
  { selector: '[class^="Board-module_board__"], [class*=" Board-module_board__"]', variant: 'react, class-name prefix', seen: '2026-11' },
];

/**
 * Shadow-DOM era, before August 2022: game-app (open shadow root) → game-theme-manager → game-row
 * (attributes letters, invalid, win; open shadow root) → game-tile (attributes letter, evaluation,
 * reveal; open shadow root holding `.tile[data-state][data-animation]`, the colour actually shown).
 * TODO [2027-06-01]: drop the shadow-DOM reader if no archive or clone still uses it.
 */
export const SHADOW = {
  app: { selector: 'game-app', variant: 'shadow-dom (2021-10 → 2022-08)', seen: '2022-02' },
  row: { selector: 'game-row', variant: 'shadow-dom', seen: '2022-02' },
  tile: { selector: 'game-tile', variant: 'shadow-dom', seen: '2022-02' },
  innerTile: { selector: '.tile', variant: 'shadow-dom, inside game-tile', seen: '2022-02' },
} as const satisfies Record<string, Selector>;

/** On-screen keyboard keys; both eras use data-key (shadow era: inside game-keyboard's shadow root). */
export const KEY_SELECTOR: Selector = { selector: 'button[data-key]', variant: 'react and shadow-dom', seen: '2026-11' };
export const SHADOW_KEYBOARD: Selector = { selector: 'game-keyboard', variant: 'shadow-dom', seen: '2022-02' };
/** data-key of the backspace key: both eras use an arrow; the names are guesses at a future change. */
export const BACKSPACE_KEYS = ['←', 'Backspace', 'backspace'] as const;
/** A tile mid-flip (only tiles carry data-animation; the keyboard does not). */
export const FLIPPING: Selector = { selector: '[data-animation^="flip"]', variant: 'react and shadow-dom (inner .tile)', seen: '2026-11' };

/** Hard-mode switch in the settings dialog, when it is open (React era). */
export const HARD_MODE_SWITCH: Selector = {
  selector: '[role="switch"]#hardMode, [role="switch"][aria-label="Hard Mode"]',
  variant: 'react settings dialog',
  seen: '2026-11',
};

/** Body classes for the palettes: React era `dark`, shadow-DOM era `nightmode`; both `colorblind`. */
export const DARK_CLASSES = ['dark', 'nightmode'] as const;
export const HIGH_CONTRAST_CLASSES = ['colorblind'] as const;

/** localStorage keys (the page's own settings). `<uid|ANON>` suffix: any user id is accepted. */
export const STORAGE = {
  settingsPrefix: 'games-settings-wordleV2/',
  statePrefix: 'games-state-wordleV2/',
  // TODO [2027-06-01]: drop the pre-2023 keys once no page writes them.
  legacyMooglePrefix: 'nyt-wordle-moogle/',
  legacyState: 'nyt-wordle-state',
  legacyDark: 'darkTheme',
  legacyColorBlind: 'colorBlindTheme',
} as const;

/** Everything looked for, for the "markup not recognised" report. */
export function allBoardSelectors(): string[] {
  return [
    ...ROW_SELECTORS.map((s) => s.selector),
    ...TILE_SELECTORS.map((s) => s.selector),
    ...BOARD_SELECTORS.map((s) => s.selector),
    `${SHADOW.app.selector} >>> ${SHADOW.row.selector} >>> ${SHADOW.tile.selector}`,
  ];
}
