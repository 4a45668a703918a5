// The page's own settings: palettes from the body classes (the DOM is what the player sees), hard
// mode from the open settings dialog or from the game's localStorage. Storage is untrusted input:
// every value is checked, and a broken entry reads as "the page does not say" (null).
import { DARK_CLASSES, HARD_MODE_SWITCH, HIGH_CONTRAST_CLASSES, STORAGE } from './selectors';

/** The part of Storage we read; a plain Map-backed object works in tests. */
export interface StorageLike {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
}

export interface PageSettings {
  hardMode: boolean | null;
  darkMode: boolean | null;
  highContrast: boolean | null;
}

export function readPageSettings(root: ParentNode, storage?: StorageLike): PageSettings {
  const body = bodyOf(root);
  const stored = storage ? readStoredSettings(storage) : { hardMode: null, darkMode: null, highContrast: null };
  const hasClass = (names: readonly string[]) => (body ? names.some((n) => body.classList.contains(n)) : null);
  const toggle = root.querySelector(HARD_MODE_SWITCH.selector);
  const switchSays = toggle ? toggle.getAttribute('aria-checked') : null;
  return {
    hardMode: switchSays === 'true' ? true : switchSays === 'false' ? false : stored.hardMode,
    darkMode: hasClass(DARK_CLASSES) ?? stored.darkMode,
    highContrast: hasClass(HIGH_CONTRAST_CLASSES) ?? stored.highContrast,
  };
}

function bodyOf(root: ParentNode): HTMLElement | null {
  const doc = (root as Node).nodeType === 9 ? (root as Document) : (root as Node).ownerDocument;
  // A detached fragment says nothing about the page's body.
  if (!doc || (root !== doc && !(root as Node).isConnected)) return null;
  return doc.body ?? null;
}

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function field(obj: unknown, ...path: (string | number)[]): unknown {
  let v = obj;
  for (const k of path) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<string | number, unknown>)[k];
  }
  return v;
}

const bool = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);

/** The first stored key with this prefix, preferring the signed-out user (ANON). */
function findKey(storage: StorageLike, prefix: string): string | null {
  if (storage.getItem(`${prefix}ANON`) !== null) return `${prefix}ANON`;
  for (let i = 0; i < storage.length; i++) {
    const k = storage.key(i);
    if (k !== null && k.startsWith(prefix)) return k;
  }
  return null;
}

export function readStoredSettings(storage: StorageLike): PageSettings {
  try {
    const settingsKey = findKey(storage, STORAGE.settingsPrefix);
    const settings = settingsKey ? field(parseJson(storage.getItem(settingsKey)), 'states', 0, 'data') : undefined;
    const stateKey = findKey(storage, STORAGE.statePrefix);
    const state = stateKey ? field(parseJson(storage.getItem(stateKey)), 'states', 0, 'data') : undefined;
    const legacy = parseJson(storage.getItem(STORAGE.legacyState));
    return {
      hardMode: bool(field(settings, 'hardMode')) ?? bool(field(state, 'hardMode')) ?? bool(field(legacy, 'hardMode')),
      darkMode: bool(field(settings, 'darkMode')) ?? bool(parseJson(storage.getItem(STORAGE.legacyDark))),
      highContrast: bool(field(settings, 'colorblindMode')) ?? bool(parseJson(storage.getItem(STORAGE.legacyColorBlind))),
    };
  } catch {
    // A storage that throws (blocked cookies, SecurityError) says nothing.
    return { hardMode: null, darkMode: null, highContrast: null };
  }
}
