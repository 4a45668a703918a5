// Types a word into the game on the user's request, by clicking the page's own on-screen keys
// (button[data-key]), exactly as a player would. Never presses Enter: submitting stays the
// player's decision. Letters already typed in the current row are cleared first with the page's
// backspace key. Success is reported only once the row shows the word: the game ignores keys
// while a dialog or the welcome card is open (bots that drive the real page close these first:
// bralat/wordle-chrome-extension cypress/e2e/App.cy.ts 2024-01, sid2364/whats-my-wordle 2026-01),
// so with one open nothing is typed and the player is told what to close.
import type { Result } from '../core/types';
import { isPressable, isShown, pageGeometry, type Geometry } from './key-geometry';
import { readBoard } from './read-board';
import { BACKSPACE_KEYS, DIALOG_SELECTORS, FLIPPING, GAME_ROOT, KEY_SELECTOR, KEYBOARD, SHADOW, SHADOW_KEYBOARD, TERMS_CARD, WELCOME_SELECTORS } from './selectors';

/** @internal exported for the tests: the tests expect these exact words. */
export const CLOSE_DIALOG = 'Close the dialog on the Wordle page first, then try again.';
/** @internal exported for the tests: the tests expect these exact words. */
export const PRESS_PLAY = 'Press Play on the Wordle page first, then try again.';
/** @internal exported for the tests: the tests expect these exact words. */
export const ACCEPT_TERMS = 'Accept or close the card over the Wordle game first, then try again.';

export interface TypeOptions {
  /** How long to wait for the row to show the word (default 1500 ms). */
  settleMs?: number;
  /** Where things are on screen (default: the browser's layout). */
  geometry?: Geometry;
}

/** Types the word and reports success only once the row shows it. */
export async function typeWord(doc: Document, word: unknown, opts: TypeOptions = {}): Promise<Result<void>> {
  const geo = opts.geometry ?? pageGeometry;
  const typed = clickWord(doc, word, geo);
  if (!typed.ok) return typed;
  try {
    if (await rowShows(doc, typed.value, opts.settleMs ?? 1500)) return { ok: true, value: undefined };
    return fail(blocker(doc, geo) ?? `The Wordle page did not take the letters (the row does not show ${typed.value.toUpperCase()}); try typing it on the page.`);
  } catch (err) {
    return fail(`Typing failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/**
 * Checks and clicks, without waiting for the page: the word clicked, or why nothing was.
 * @internal exported for the tests: the content tests' driver types without waiting for the row.
 */
export function clickWord(doc: Document, word: unknown, geo: Geometry = pageGeometry): Result<string> {
  try {
    const w = typeof word === 'string' ? word.trim().toLowerCase() : '';
    if (!/^[a-z]{5}$/.test(w)) return fail(`"${String(word)}" is not a five-letter word.`);
    const blocked = blocker(doc, geo);
    if (blocked) return fail(blocked);
    const reading = readBoard(doc);
    if (reading.kind === 'screen' && reading.screen === 'custom-length') return fail(`Custom puzzles of ${reading.letters} letters are not supported.`);
    if (reading.kind !== 'board') return fail(reading.kind === 'unrecognised' ? `No Wordle board to type into: ${reading.reason}` : 'No Wordle board to type into yet.');
    if (reading.status !== 'playing') return fail(`The game is over (${reading.status}).`);
    if (isRevealing(doc)) return fail('A row is still being revealed; try again in a moment.');
    const keys = findKeys(doc, geo);
    if (keys.size === 0) return fail(`The page's on-screen keyboard was not found on screen (looked for ${KEY_SELECTOR.selector}); scroll the page so it shows.`);
    const missing = [...new Set(w)].filter((l) => !keys.has(l));
    if (missing.length) return fail(`The page's keyboard has no key for ${missing.map((l) => l.toUpperCase()).join(', ')}.`);
    if (reading.typing) {
      const back = BACKSPACE_KEYS.map((k) => keys.get(k)).find(Boolean);
      if (!back) return fail('Letters are already typed in the current row and the page has no backspace key to clear them.');
      for (let i = 0; i < reading.typing.length; i++) back.click();
    }
    for (const l of w) keys.get(l)!.click();
    return { ok: true, value: w };
  } catch (err) {
    return fail(`Typing failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/**
 * What stops the game taking keys, as words for the player; null when nothing does. Only what is
 * shown counts: a page may keep a hidden card or dialog around, which stops nothing.
 */
function blocker(doc: Document, geo: Geometry): string | null {
  // Cards and dialogs may be rendered outside the game's root (portals): look in the whole document.
  const shown = (selectors: readonly { selector: string }[]) =>
    selectors.some((s) => [...doc.querySelectorAll(s.selector)].some((el) => isShown(el, geo)));
  if (shown([TERMS_CARD])) return ACCEPT_TERMS;
  if (shown(DIALOG_SELECTORS)) return CLOSE_DIALOG;
  if (shown(WELCOME_SELECTORS)) return PRESS_PLAY;
  return null;
}

/** Polls until the current row shows `word` (React renders after the click event), or gives up. */
async function rowShows(doc: Document, word: string, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    const r = readBoard(doc);
    if (r.kind === 'board' && r.typing === word) return true;
    if (Date.now() >= until) return false;
    await new Promise((res) => setTimeout(res, 25));
  }
}

/** A flip in progress anywhere on the board: the game ignores keys until it ends. */
function isRevealing(doc: Document): boolean {
  if (doc.querySelector(FLIPPING.selector)) return true;
  const rows = doc.querySelector(SHADOW.app.selector)?.shadowRoot?.querySelectorAll(SHADOW.row.selector) ?? [];
  for (const row of rows) {
    for (const tile of row.shadowRoot?.querySelectorAll(SHADOW.tile.selector) ?? []) {
      if (tile.shadowRoot?.querySelector(FLIPPING.selector)) return true;
    }
  }
  return false;
}

/**
 * data-key → button: the keys a person could press on the game's own keyboard. Only inside the
 * game's root, and inside a keyboard there when it has one (any of them: a page may put one out of
 * sight before the real one); of the keys with one name, the first that is pressable
 * (key-geometry.ts): a page may hold other `button[data-key]` elements, hidden, moved away or
 * covered, whose clicks do anything (type into another field). The shadow-DOM era's keys live in
 * game-keyboard's shadow root.
 */
function findKeys(doc: Document, geo: Geometry): Map<string, HTMLElement> {
  const root = doc.querySelector(GAME_ROOT.selector) ?? doc;
  const keyboards = [...root.querySelectorAll(KEYBOARD.selector)];
  let buttons = (keyboards.length ? keyboards : [root]).flatMap((k) => [...k.querySelectorAll<HTMLElement>(KEY_SELECTOR.selector)]);
  if (buttons.length === 0) {
    const keyboard = doc.querySelector(SHADOW.app.selector)?.shadowRoot?.querySelector(SHADOW_KEYBOARD.selector);
    buttons = Array.from(keyboard?.shadowRoot?.querySelectorAll<HTMLElement>(KEY_SELECTOR.selector) ?? []);
  }
  const keys = new Map<string, HTMLElement>();
  for (const b of buttons) {
    const k = b.getAttribute('data-key');
    if (!k) continue;
    const name = k.length === 1 ? k.toLowerCase() : k;
    if (!keys.has(name) && isPressable(b, geo)) keys.set(name, b);
  }
  return keys;
}

function fail(error: string): { ok: false; error: string } {
  return { ok: false, error };
}
