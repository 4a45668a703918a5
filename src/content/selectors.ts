// Every page selector the content script uses, in one place. Each list is tried in order; the
// first that finds a usable board wins. Each entry names the page variant it matches and when it
// was seen, so a dead fallback is easy to spot and drop.
//
// "seen": the latest public capture that shows the selector's target (test/content/
// selector-fixtures.test.ts maps each selector to the fixtures it must match). Captures:
//   [bralat]  bralat/wordle-chrome-extension tests/fixtures/mockNewGame.js, mockGameInProgress.js
//             (saved live page, 2023-12-31) and cypress/e2e/App.cy.ts (welcome card, help dialog,
//             2024-01-24)
//   [sid]     sid2364/whats-my-wordle src/bot/nyt_wordle_bot.py (Playwright bot, "as of 2026-01")
//   [bottle]  amj28/bottle bottle.py (SeleniumBase bot, 2026-01)
//   [avin]    AvinM-175/Wordlebot src/domReader.js (extension, 2026-02)
//   [buddy]   coreyfeder/wordle-buddy gameAdapter.js, README.md (extension, 2026-05)
//   [kroot]   iamkroot/js-userscripts wordle_stats.js (userscript @version 2024-12-31: redraws the
//             NYT statistics dialog's markup, Stats-module_* classes, visually-hidden texts)
//   [fake]    beak2825/greasyfork_archives js_greasyfork/547495.js (userscript 547495, 2025: opens
//             the dialog by [data-testid="stats-button"], reads ul[class^="Stats-module_statistics"])
//   [omgmog]  omgmog.github.com blog post (2026-07-26): a wordle-legacy-stats-<user id> entry
// None was re-checked against the live site from this machine (no network): the class-name-prefix
// and aria-label fallbacks are there for the day the test ids go.

export interface Selector {
  selector: string;
  variant: string;
  seen: string;
}

/** Board rows, React era. The keyboard is also a role=group, labelled "Keyboard": not a row. */
export const ROW_SELECTORS: readonly Selector[] = [
  { selector: 'div[role="group"][aria-label^="Row "]', variant: 'react (2022-08 →)', seen: '2026-01 [sid], 2023-12 [bralat]' },
  { selector: '[class^="Row-module_row__"], [class*=" Row-module_row__"]', variant: 'react, class-name prefix', seen: '2026-05 [buddy], 2026-02 [avin], 2023-12 [bralat]' },
];

/** Tiles inside a row (or the whole board when no row matched), React era. */
export const TILE_SELECTORS: readonly Selector[] = [
  { selector: '[data-testid="tile"]', variant: 'react (2022-08 →)', seen: '2026-05 [buddy], 2026-01 [sid], 2023-12 [bralat]' },
  { selector: '[aria-roledescription="tile"]', variant: 'react (2022-08 →)', seen: '2023-12 [bralat]' },
  { selector: '[class^="Tile-module_tile__"], [class*=" Tile-module_tile__"]', variant: 'react, class-name prefix', seen: '2026-05 [buddy], 2023-12 [bralat]' },
  { selector: '[aria-label*=" letter, "]', variant: 'react, aria-label text ("1st letter, A, present in another position")', seen: '2026-02 [avin], 2023-12 [bralat]' },
];

/** The board container, used to group bare tiles by five when no row selector matched. */
export const BOARD_SELECTORS: readonly Selector[] = [
  { selector: '[class^="Board-module_board__"], [class*=" Board-module_board__"]', variant: 'react, class-name prefix', seen: '2026-02 [avin], 2023-12 [bralat]' },
];

/**
 * The game's root, around board, keyboard, welcome card and dialogs: reading and watching stay
 * inside it when it exists, so the rest of a page costs nothing. [sid] 2026-01, [avin] 2026-02,
 * [bralat] 2023-12 (<main class="App-module_game__…" id="wordle-app-game">).
 */
export const GAME_ROOT: Selector = { selector: '#wordle-app-game', variant: 'react (2022-08 →)', seen: '2026-02 [avin], 2026-01 [sid], 2023-12 [bralat]' };

/**
 * The welcome card shown before the board exists: "Play" (or "Continue" for a game in progress).
 * [bralat] cypress/e2e/App.cy.ts 2024-01: `.Welcome-module_contentWelcome__TL17B`,
 * `.Welcome-module_button__ZG0Zh[data-testid="Play"]`; [sid] 2026-01 and [bottle] 2026-01 press a
 * button named "Play" first; [avin] 2026-02 waits for the board ("click Play to start").
 */
export const WELCOME_SELECTORS: readonly Selector[] = [
  { selector: '[class^="Welcome-module_contentWelcome__"], [class*=" Welcome-module_contentWelcome__"]', variant: 'react welcome card', seen: '2024-01 [bralat]' },
  { selector: 'button[data-testid="Play"]', variant: 'react welcome card, Play/Continue button', seen: '2024-01 [bralat]' },
];

/** The terms / cookie card that blocks the game until accepted: [bottle] 2026-01 presses button.purr-blocker-card__button. */
export const TERMS_CARD: Selector = { selector: '[class^="purr-blocker-card"], [class*=" purr-blocker-card"]', variant: 'NYT "purr" blocker card', seen: '2026-01 [bottle]' };

/**
 * Anything open over the board that swallows the game's keys: the How to Play dialog
 * (`dialog#help-dialog`, closed by `.Modal-module_closeIcon__…`: [bralat] 2024-01), the stats and
 * settings modals (Modal-module overlay, same capture; [bottle] 2026-01 closes one by
 * svg[data-testid="icon-close"]), any open <dialog> or ARIA modal dialog.
 */
export const DIALOG_SELECTORS: readonly Selector[] = [
  { selector: 'dialog#help-dialog[open]', variant: 'react How to Play dialog', seen: '2024-01 [bralat]' },
  { selector: '[class^="Modal-module_modalOverlay__"], [class*=" Modal-module_modalOverlay__"]', variant: 'react modal overlay (stats, settings)', seen: '2024-01 [bralat] (Modal-module_closeIcon__ inside it)' },
  { selector: 'dialog[open], [role="dialog"][aria-modal="true"]', variant: 'any open dialog', seen: 'generic (no capture needed)' },
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
export const KEY_SELECTOR: Selector = { selector: 'button[data-key]', variant: 'react and shadow-dom', seen: '2023-12 [bralat] (data-key="↵", "←", a-z)' };
/**
 * The game's own on-screen keyboard, around its keys: `<div class="Keyboard-module_keyboard__uYuqf"
 * role="group" aria-label="Keyboard">` [bralat] 2023-12; extension sources found by the search
 * tools select `.Keyboard-module_keyboard__uYuqf` for its `button[data-key]` rows (2023-2024) and
 * a bot waits for `div[class^="Keyboard-module_keyboard"]` (2025).
 */
export const KEYBOARD: Selector = {
  selector: '[class^="Keyboard-module_keyboard__"], [class*=" Keyboard-module_keyboard__"], [role="group"][aria-label="Keyboard"]',
  variant: 'react, class-name prefix or role group "Keyboard"',
  seen: '2023-12 [bralat]',
};
export const SHADOW_KEYBOARD: Selector = { selector: 'game-keyboard', variant: 'shadow-dom', seen: '2022-02' };
/** data-key of the backspace key: "←" [bralat] 2023-12; the names are guesses at a future change. */
export const BACKSPACE_KEYS = ['←', 'Backspace', 'backspace'] as const;
/** A tile mid-flip (only tiles carry data-animation; the keyboard does not). */
export const FLIPPING: Selector = { selector: '[data-animation^="flip"]', variant: 'react and shadow-dom (inner .tile)', seen: 'unverified: captures show only data-animation="idle" ([bralat] 2023-12); "flip-in"/"flip-out" from the 2022 bundle' };

/** Hard-mode switch in the settings dialog, when it is open (React era). */
export const HARD_MODE_SWITCH: Selector = {
  selector: '[role="switch"]#hardMode, [role="switch"][aria-label="Hard Mode"]',
  variant: 'react settings dialog',
  seen: 'unverified: no public capture of the open settings dialog was found',
};

/**
 * The statistics dialog (after a game, or opened by [data-testid="stats-button"] [fake] 2025). Read
 * by its texts first: four visually-hidden texts ("Number of games played, 412", "Win percentage,
 * 98", "Current Streak count, 300", "Max Streak count, 301") and six rows `role="img"` labelled
 * "N solved in 1st attempt" … "6th" [kroot] 2024-12-31; then by the class-name prefixes of the same
 * markup (never the hashed suffix): `ul.Stats-module_statistics__…` with four `li`, each a
 * `Stats-module_statistic__…` number and a `Stats-module_label__…` ("Played", "Win %", "Current
 * Streak", "Max Streak"), and `Stats-module_graphContainer__…` rows holding `Stats-module_guess__…`
 * (1-6) and `Stats-module_numGuesses__…` [kroot] 2024-12-31, [fake] 2025.
 */
export const STATS = {
  /** Anything that says a statistics dialog is on screen: its rows' labels, its list or its container. */
  anchor: {
    selector: '[role="img"][aria-label*=" solved in "], ul[class^="Stats-module_statistics"], [class^="Stats-module_statsContainer"], [class*=" Stats-module_statsContainer"]',
    variant: 'react statistics dialog (labels, then class prefixes)',
    seen: '2025 [fake], 2024-12-31 [kroot]',
  },
  distributionRow: { selector: '[role="img"][aria-label]', variant: 'react statistics dialog, aria-label "N solved in 1st attempt"', seen: '2024-12-31 [kroot]' },
  list: { selector: 'ul[class^="Stats-module_statistics"], ul[class*=" Stats-module_statistics"]', variant: 'react statistics dialog, class prefix', seen: '2025 [fake], 2024-12-31 [kroot]' },
  value: { selector: '[class^="Stats-module_statistic__"], [class*=" Stats-module_statistic__"]', variant: 'class prefix, inside each li', seen: '2025 [fake], 2024-12-31 [kroot]' },
  label: { selector: '[class^="Stats-module_label__"], [class*=" Stats-module_label__"]', variant: 'class prefix, inside each li', seen: '2024-12-31 [kroot]' },
  graphRow: { selector: '[class^="Stats-module_graphContainer__"], [class*=" Stats-module_graphContainer__"]', variant: 'class prefix', seen: '2024-12-31 [kroot]' },
  graphGuess: { selector: '[class^="Stats-module_guess__"], [class*=" Stats-module_guess__"]', variant: 'class prefix, inside each row', seen: '2024-12-31 [kroot]' },
  graphCount: { selector: '[class^="Stats-module_numGuesses__"], [class*=" Stats-module_numGuesses__"]', variant: 'class prefix, inside each row', seen: '2024-12-31 [kroot]' },
} as const satisfies Record<string, Selector>;

/** The visually-hidden texts of the four figures [kroot] 2024-12-31, and their visible labels (the class-prefix fallback). */
export const STATS_TEXTS = {
  played: { hidden: 'Number of games played', label: 'Played' },
  winPct: { hidden: 'Win percentage', label: 'Win %' },
  current: { hidden: 'Current Streak count', label: 'Current Streak' },
  max: { hidden: 'Max Streak count', label: 'Max Streak' },
} as const;

/** Body classes for the palettes: React era `dark`, shadow-DOM era `nightmode`; both `colorblind`. */
export const DARK_CLASSES = ['dark', 'nightmode'] as const;
export const HIGH_CONTRAST_CLASSES = ['colorblind'] as const;

/**
 * localStorage keys. `games-state-wordleV2/<user id>` for a signed-in player, `/ANON` signed out
 * (a stale ANON entry may stay beside the user's); each holds
 * `{states: [{puzzleId, printDate, data: {boardState, currentRowIndex, status, hardMode,
 * isPlayingArchive}}]}`, several states, no evaluations (colours live only in the DOM).
 * Captures: HansBakN/Wordle.TrackerSupreme (NYT import script: every games-state-wordleV2/* key,
 * every state, status WIN/FAIL, printDate, hardMode, isPlayingArchive, 2026); two extension sources
 * found by the search tools typing the same shape with `games-state-wordleV2/${uid}` (2024-2025).
 * `wordle-legacy-stats-<player>`: the statistics kept in the browser before they moved to the NYT's
 * servers on 2025-06-30, frozen since: `{gamesPlayed, gamesWon, guesses: {1..6, fail},
 * currentStreak, maxStreak, lastWonDayOffset, timestamp}` ([omgmog] 2026-07-26, `timestamp`
 * 1751262931 = 2025-06-30; `-ANON` read by [kroot] 2024-12-31 and by greasyfork script 490467,
 * 2024; `lastWonDayOffset` is a puzzle number, read as one by a "Wordle Guess Copier" userscript
 * found by the search tools).
 * Palettes: `nyt-wordle-darkmode` / `nyt-wordle-cbmode` (JSON booleans) in the NYT game bundle of
 * 2022 and in extensions reading them since; `darkTheme` / `colorBlindTheme` were the pre-NYT
 * site's and are no longer read.
 */
export const STORAGE = {
  statePrefix: 'games-state-wordleV2/',
  legacyStatsPrefix: 'wordle-legacy-stats-',
  // TODO [2027-06-01]: drop the shadow-DOM era's state key once no page writes it.
  legacyState: 'nyt-wordle-state',
  darkMode: 'nyt-wordle-darkmode',
  highContrast: 'nyt-wordle-cbmode',
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
