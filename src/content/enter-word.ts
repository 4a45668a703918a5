// Types a word into the game on the user's request, by clicking the page's own on-screen keys
// (button[data-key]), exactly as a player would. Never presses Enter: submitting stays the
// player's decision. Letters already typed in the current row are cleared first with the page's
// backspace key.
import type { Result } from '../core/types';
import { readBoard } from './read-board';
import { BACKSPACE_KEYS, FLIPPING, KEY_SELECTOR, SHADOW, SHADOW_KEYBOARD } from './selectors';


export function typeWord(doc: Document, word: unknown): Result<void> {
  try {
    const w = typeof word === 'string' ? word.trim().toLowerCase() : '';
    if (!/^[a-z]{5}$/.test(w)) return fail(`"${String(word)}" is not a five-letter word.`);
    const reading = readBoard(doc);
    if (reading.kind !== 'board') return fail(`No Wordle board to type into: ${reading.reason}`);
    if (reading.status !== 'playing') return fail(`The game is over (${reading.status}).`);
    if (isRevealing(doc)) return fail('A row is still being revealed; try again in a moment.');
    const keys = findKeys(doc);
    if (keys.size === 0) return fail(`The page's on-screen keyboard was not found (looked for ${KEY_SELECTOR.selector}).`);
    const missing = [...new Set(w)].filter((l) => !keys.has(l));
    if (missing.length) return fail(`The page's keyboard has no key for ${missing.map((l) => l.toUpperCase()).join(', ')}.`);
    if (reading.typing) {
      const back = BACKSPACE_KEYS.map((k) => keys.get(k)).find(Boolean);
      if (!back) return fail('Letters are already typed in the current row and the page has no backspace key to clear them.');
      for (let i = 0; i < reading.typing.length; i++) back.click();
    }
    for (const l of w) keys.get(l)!.click();
    return { ok: true, value: undefined };
  } catch (err) {
    return fail(`Typing failed: ${err instanceof Error ? err.message : String(err)}`);
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

/** data-key → button, from the React keyboard or, failing that, the shadow-DOM game-keyboard. */
function findKeys(doc: Document): Map<string, HTMLElement> {
  let buttons = Array.from(doc.querySelectorAll<HTMLElement>(KEY_SELECTOR.selector));
  if (buttons.length === 0) {
    const keyboard = doc.querySelector(SHADOW.app.selector)?.shadowRoot?.querySelector(SHADOW_KEYBOARD.selector);
    buttons = Array.from(keyboard?.shadowRoot?.querySelectorAll<HTMLElement>(KEY_SELECTOR.selector) ?? []);
  }
  const keys = new Map<string, HTMLElement>();
  for (const b of buttons) {
    const k = b.getAttribute('data-key');
    if (k && !keys.has(k)) keys.set(k.length === 1 ? k.toLowerCase() : k, b);
  }
  return keys;
}

function fail(error: string): Result<void> {
  return { ok: false, error };
}
