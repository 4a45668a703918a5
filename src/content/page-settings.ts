// The page's own settings: palettes from the body classes (the DOM is what the player sees), hard
// mode from the open settings dialog or from the game's saved state that matches the board
// (saved-game.ts). Storage is untrusted input: every value is checked, and a broken entry reads as
// "the page does not say" (null).
import type { HardModeSource } from '../shared/page';
import { matchSavedGame, readSavedStates, type GameOnScreen, type StorageLike } from './saved-game';
import { DARK_CLASSES, HARD_MODE_SWITCH, HIGH_CONTRAST_CLASSES, STORAGE } from './selectors';

export type { StorageLike } from './saved-game';

export interface PageSettings {
  hardMode: boolean | null;
  hardModeFrom: HardModeSource;
  darkMode: boolean | null;
  highContrast: boolean | null;
  /** The puzzle day of the saved state that matches the board, if one does and says. */
  savedDate: string | null;
}

/** `legacy`: also read the shadow-DOM era's single saved game (only for a board of that era). */
export function readPageSettings(root: ParentNode, storage: StorageLike | undefined, game: GameOnScreen, legacy = false): PageSettings {
  const body = bodyOf(root);
  const stored = storage ? readStoredSettings(storage, game, legacy) : null;
  const hasClass = (names: readonly string[]) => (body ? names.some((n) => body.classList.contains(n)) : null);
  const toggle = root.querySelector(HARD_MODE_SWITCH.selector);
  const switchSays = toggle ? toggle.getAttribute('aria-checked') : null;
  const fromSwitch = switchSays === 'true' ? true : switchSays === 'false' ? false : null;
  return {
    hardMode: fromSwitch ?? stored?.hardMode ?? null,
    hardModeFrom: fromSwitch !== null ? 'switch' : (stored?.hardModeFrom ?? 'no-storage'),
    darkMode: hasClass(DARK_CLASSES) ?? stored?.darkMode ?? null,
    highContrast: hasClass(HIGH_CONTRAST_CLASSES) ?? stored?.highContrast ?? null,
    savedDate: stored?.savedDate ?? null,
  };
}

function bodyOf(root: ParentNode): HTMLElement | null {
  const doc = (root as Node).nodeType === 9 ? (root as Document) : (root as Node).ownerDocument;
  // A detached fragment says nothing about the page's body.
  if (!doc || (root !== doc && !(root as Node).isConnected)) return null;
  return doc.body ?? null;
}

function parseJson(text: string | null): unknown {
  if (text === null || text.length > 10_000) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const bool = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);

/** @internal exported for the tests: its unit test feeds it hostile storage directly. */
export function readStoredSettings(storage: StorageLike, game: GameOnScreen, legacyToo = false): PageSettings {
  try {
    const match = matchSavedGame(readSavedStates(storage), game);
    // The shadow-DOM era (before 2022-08) kept one game under nyt-wordle-state.
    const legacy = match.from === 'saved-game' || !legacyToo ? null : bool((parseJson(storage.getItem(STORAGE.legacyState)) as { hardMode?: unknown } | undefined)?.hardMode);
    return {
      hardMode: match.hardMode ?? legacy,
      hardModeFrom: match.from === 'saved-game' || legacy === null ? match.from : 'saved-game',
      darkMode: bool(parseJson(storage.getItem(STORAGE.darkMode))),
      highContrast: bool(parseJson(storage.getItem(STORAGE.highContrast))),
      savedDate: match.printDate,
    };
  } catch {
    // A storage that throws (blocked cookies, SecurityError) says nothing.
    return { hardMode: null, hardModeFrom: 'no-storage', darkMode: null, highContrast: null, savedDate: null };
  }
}
