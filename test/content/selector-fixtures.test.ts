// Every selector in src/content/selectors.ts, tied to the fixtures it must match. A selector with
// no fixture fails (a fallback nobody checked), and so does one that stops matching its fixtures
// (a broken selector). Capture fixtures (capture-*.html) rebuild public captures of the live
// page, named with their source and date; the others are the practice page's markup.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import * as S from '../../src/content/selectors';
import { readBoard } from '../../src/content/read-board';
import { FIXTURES, loadFixture } from './load-fixture';

const readRaw = (name: string) => readFileSync(`${FIXTURES}${name}.html`, 'utf8');

/** selector → fixtures it must match (in the document or any open shadow root). */
const MUST_MATCH: Record<string, string[]> = {
  'div[role="group"][aria-label^="Row "]': ['capture-bralat-2023-12-new-game', 'capture-bralat-2023-12-in-progress', 'capture-sid-2026-01-board', 'react-empty'],
  '[class^="Row-module_row__"], [class*=" Row-module_row__"]': ['capture-bralat-2023-12-in-progress', 'capture-avin-2026-02-board', 'capture-buddy-2026-05-custom-6'],
  '[data-testid="tile"]': ['capture-bralat-2023-12-in-progress', 'capture-sid-2026-01-board', 'capture-buddy-2026-05-custom-6'],
  '[aria-roledescription="tile"]': ['capture-bralat-2023-12-new-game', 'capture-bralat-2023-12-in-progress'],
  '[class^="Tile-module_tile__"], [class*=" Tile-module_tile__"]': ['capture-bralat-2023-12-in-progress', 'capture-avin-2026-02-board'],
  '[aria-label*=" letter, "]': ['capture-bralat-2023-12-in-progress', 'capture-avin-2026-02-board'],
  '[class^="Board-module_board__"], [class*=" Board-module_board__"]': ['capture-bralat-2023-12-new-game', 'capture-avin-2026-02-board'],
  '#wordle-app-game': ['capture-bralat-2023-12-new-game', 'capture-sid-2026-01-board', 'capture-avin-2026-02-board', 'capture-bralat-2024-01-welcome'],
  '[class^="Welcome-module_contentWelcome__"], [class*=" Welcome-module_contentWelcome__"]': ['capture-bralat-2024-01-welcome', 'capture-bottle-2026-01-terms'],
  'button[data-testid="Play"]': ['capture-bralat-2024-01-welcome', 'capture-bottle-2026-01-terms'],
  '[class^="purr-blocker-card"], [class*=" purr-blocker-card"]': ['capture-bottle-2026-01-terms'],
  'dialog#help-dialog[open]': ['capture-bralat-2024-01-help-dialog'],
  // No capture shows the modal overlay's own class: the practice page's settings dialog only.
  '[class^="Modal-module_modalOverlay__"], [class*=" Modal-module_modalOverlay__"]': ['react-keyboard-noise'],
  'dialog[open], [role="dialog"][aria-modal="true"]': ['capture-bralat-2024-01-help-dialog'],
  'button[data-key]': ['capture-bralat-2023-12-new-game', 'shadow-empty'],
  '[class^="Keyboard-module_keyboard__"], [class*=" Keyboard-module_keyboard__"], [role="group"][aria-label="Keyboard"]': ['capture-bralat-2023-12-new-game', 'capture-bralat-2023-12-in-progress', 'react-empty'],
  '[data-animation^="flip"]': ['react-revealing-flip-in', 'shadow-revealing'],
  // No capture shows the open settings dialog: the practice page's only.
  '[role="switch"]#hardMode, [role="switch"][aria-label="Hard Mode"]': ['react-keyboard-noise'],
  // The statistics dialog (STATS): the userscript's redrawing of it, 2024-12-31.
  '[role="img"][aria-label*=" solved in "], ul[class^="Stats-module_statistics"], [class^="Stats-module_statsContainer"], [class*=" Stats-module_statsContainer"]': ['capture-kroot-2024-12-stats'],
  '[role="img"][aria-label]': ['capture-kroot-2024-12-stats'],
  'ul[class^="Stats-module_statistics"], ul[class*=" Stats-module_statistics"]': ['capture-kroot-2024-12-stats'],
  '[class^="Stats-module_statistic__"], [class*=" Stats-module_statistic__"]': ['capture-kroot-2024-12-stats'],
  '[class^="Stats-module_label__"], [class*=" Stats-module_label__"]': ['capture-kroot-2024-12-stats'],
  '[class^="Stats-module_graphContainer__"], [class*=" Stats-module_graphContainer__"]': ['capture-kroot-2024-12-stats'],
  '[class^="Stats-module_guess__"], [class*=" Stats-module_guess__"]': ['capture-kroot-2024-12-stats'],
  '[class^="Stats-module_numGuesses__"], [class*=" Stats-module_numGuesses__"]': ['capture-kroot-2024-12-stats'],
  'game-app': ['shadow-empty'],
  'game-row': ['shadow-empty'],
  'game-tile': ['shadow-empty'],
  '.tile': ['shadow-empty'],
  'game-keyboard': ['shadow-empty'],
};

/** Every Selector exported by selectors.ts, found by shape (so a new one cannot be forgotten). */
function allSelectors(): S.Selector[] {
  const out: S.Selector[] = [];
  const visit = (v: unknown) => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (typeof v !== 'object' || v === null) return;
    const o = v as Record<string, unknown>;
    if (typeof o.selector === 'string' && typeof o.variant === 'string' && typeof o.seen === 'string') out.push(o as unknown as S.Selector);
    else Object.values(o).forEach(visit);
  };
  Object.values(S).forEach(visit);
  return out;
}

/** querySelector through the document and every open shadow root. */
function deepMatches(root: ParentNode, selector: string): number {
  let n = root.querySelectorAll(selector).length;
  for (const el of root.querySelectorAll('*')) if (el.shadowRoot) n += deepMatches(el.shadowRoot, selector);
  return n;
}

describe('selectors tied to fixtures', () => {
  const selectors = allSelectors();

  test('finds the selectors (not vacuous)', () => {
    expect(selectors.length).toBeGreaterThanOrEqual(20);
  });

  test('every selector has fixtures it must match, and every listed selector exists', () => {
    const names = selectors.map((s) => s.selector);
    expect(names.filter((s) => !MUST_MATCH[s]?.length)).toEqual([]);
    expect(Object.keys(MUST_MATCH).filter((s) => !names.includes(s))).toEqual([]);
  });

  test.each(Object.entries(MUST_MATCH))('%s matches its fixtures', (selector, fixtures) => {
    for (const f of fixtures) expect(deepMatches(loadFixture(f), selector), `${selector} in ${f}`).toBeGreaterThan(0);
  });

  test('every capture fixture names its source and date', () => {
    for (const f of new Set(Object.values(MUST_MATCH).flat().filter((f) => f.startsWith('capture-')))) {
      expect(readRaw(f)).toMatch(/Rebuilt from a public capture: [\w.-]+\/[\w.-]+ .*20\d\d-\d\d/);
    }
  });
});

describe('the capture fixtures read as the live page would', () => {
  const TODAY = '2026-01-02';
  test.each([
    ['capture-bralat-2023-12-new-game', { kind: 'board', rows: [], status: 'playing' }],
    ['capture-bralat-2023-12-in-progress', { kind: 'board', rows: [{ guess: 'adieu', marks: ['present', 'absent', 'absent', 'absent', 'absent'] }] }],
    ['capture-sid-2026-01-board', { kind: 'board', rows: [{ guess: 'adieu' }] }],
    ['capture-avin-2026-02-board', { kind: 'board', rows: [{ guess: 'adieu' }] }],
    ['capture-bralat-2024-01-help-dialog', { kind: 'board', rows: [] }],
    ['capture-bralat-2024-01-welcome', { kind: 'screen', screen: 'welcome', letters: null }],
    ['capture-bottle-2026-01-terms', { kind: 'screen', screen: 'terms', letters: null }],
    ['capture-buddy-2026-05-custom-6', { kind: 'screen', screen: 'custom-length', letters: 6 }],
  ])('%s', (name, reading) => {
    expect(readBoard(loadFixture(name), undefined, { today: TODAY })).toMatchObject(reading);
  });

  test('the archive listing (no board) is a screen, by its address', () => {
    const doc = new DOMParser().parseFromString('<main id="wordle-app-game"><h1>Wordle Archive</h1></main>', 'text/html');
    expect(readBoard(doc, undefined, { url: 'https://www.nytimes.com/games/wordle/archive' })).toEqual({ kind: 'screen', screen: 'archive-listing', letters: null });
    expect(readBoard(doc, undefined, { url: 'https://www.nytimes.com/games/wordle/index.html' }).kind).toBe('unrecognised');
  });
});
