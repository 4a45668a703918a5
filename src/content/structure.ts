// What about an element decides whether a selector of selectors.ts finds it, as short signatures:
// two values with the same signature match the same selectors. Classes count only by the prefixes
// the selectors look for (`[class^="Row-module_row__"], [class*=" Row-module_row__"]`) and the
// body's palette names; a label only by the row and tile forms the selectors look for. So the
// watcher can tell a page restyling itself from a change of what it shows.
import {
  BOARD_SELECTORS, DARK_CLASSES, DIALOG_SELECTORS, GAME_ROOT, HARD_MODE_SWITCH, HIGH_CONTRAST_CLASSES,
  KEYBOARD, ROW_SELECTORS, TERMS_CARD, TILE_SELECTORS, WELCOME_SELECTORS, type Selector,
} from './selectors';

const ALL: readonly Selector[] = [
  ...ROW_SELECTORS, ...TILE_SELECTORS, ...BOARD_SELECTORS, ...WELCOME_SELECTORS, ...DIALOG_SELECTORS,
  GAME_ROOT, TERMS_CARD, KEYBOARD, HARD_MODE_SWITCH,
];

type Test = (value: string) => boolean;

/** Every test the selectors make of attribute `name`'s value (`[name="…"]`, `^=`, `*=`). */
function testsOf(name: string): Test[] {
  const tests = new Map<string, Test>();
  for (const s of ALL) {
    for (const [, attr, op, text] of s.selector.matchAll(/\[([\w-]+)([\^*]?)="([^"]*)"\]/g)) {
      if (attr !== name) continue;
      tests.set(op + text, op === '^' ? (v) => v.startsWith(text) : op === '*' ? (v) => v.includes(text) : (v) => v === text);
    }
  }
  return [...tests.values()];
}

const CLASS_TESTS = testsOf('class');
const LABEL_TESTS = testsOf('aria-label');
const PALETTES: readonly string[] = [...DARK_CLASSES, ...HIGH_CONTRAST_CLASSES];

const bits = (tests: readonly Test[], value: string) => tests.map((t) => (t(value) ? '1' : '0')).join('');

/** Which of the selectors' class tests, and which palette names, a class attribute passes. */
export function classSignature(value: string | null): string {
  const v = value ?? '';
  const tokens = v.split(/\s+/);
  return bits(CLASS_TESTS, v) + PALETTES.map((p) => (tokens.includes(p) ? '1' : '0')).join('');
}

/** Which of the selectors' label tests (row `Row 3`, tile `2nd letter, A, …`, keyboard, switch) an aria-label passes. */
export function labelSignature(value: string | null): string {
  return bits(LABEL_TESTS, value ?? '');
}

/** Attributes that only ever say what an element is, never what it shows. */
export const STRUCTURE_ATTRIBUTES: ReadonlySet<string> = new Set(['role', 'data-testid', 'aria-roledescription']);
