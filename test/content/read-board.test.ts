// readBoard on saved markup of both eras and every game state. Expected readings are written by
// hand (colours as g/y/b), not computed by the code under test.
import { describe, expect, test } from 'vitest';
import { parseMarks } from '../../src/core/pattern';
import type { Row } from '../../src/core/types';
import { readBoard } from '../../src/content/read-board';
import type { PageReading } from '../../src/shared/page';
import { loadFixture } from './load-fixture';

const row = (guess: string, marks: string): Row => ({ guess, marks: parseMarks(marks)! });
const SLATE = row('slate', 'bbgbg');
const WIN6 = [SLATE, row('moist', 'bbbbb'), row('round', 'ybbgb'), row('pinky', 'bbybb'), row('grace', 'bggyg')];

function board(reading: PageReading) {
  if (reading.kind !== 'board') throw new Error(`expected a board, got: ${JSON.stringify(reading)}`);
  return reading;
}

describe('React markup (2022-08 →)', () => {
  const cases: [string, Row[], string, 'playing' | 'won' | 'lost'][] = [
    ['react-empty', [], '', 'playing'],
    ['react-typing', [SLATE], 'bri', 'playing'],
    ['react-revealing-flip-in', [SLATE], 'crony', 'playing'],
    // The last tile in its flip's second half shows its colour: the row is settled from then.
    ['react-revealing-last-flip-out', [SLATE, row('crony', 'ggbgb')], '', 'playing'],
    ['react-rejected', [SLATE], 'abcde', 'playing'],
    ['react-repeated-letters', [row('eerie', 'ybbbb'), row('babes', 'yyggb')], 'ab', 'playing'],
    ['react-winning-row-revealing', WIN6, 'crane', 'playing'],
    ['react-win-row-6', [...WIN6, row('crane', 'ggggg')], '', 'won'],
    ['react-loss', [...WIN6, row('brace', 'bggyg')], '', 'lost'],
    ['react-keyboard-noise', [SLATE], 'c', 'playing'],
  ];
  test.each(cases)('%s', (name, rows, typing, status) => {
    const r = board(readBoard(loadFixture(name)));
    expect(r.rows).toEqual(rows);
    expect(r.typing).toBe(typing);
    expect(r.status).toBe(status);
    expect(r.markup).toBe('react');
  });

  test("a row being revealed: the colours its tiles show so far, from the left; none while typing or once settled", () => {
    // CRONY against CRANE, its third tile in flip-in: C and R show green.
    expect(board(readBoard(loadFixture('react-revealing-flip-in'))).shown).toEqual(['correct', 'correct']);
    expect(board(readBoard(loadFixture('react-typing'))).shown).toBeUndefined();
    expect(board(readBoard(loadFixture('react-revealing-last-flip-out'))).shown).toBeUndefined();
    expect(board(readBoard(loadFixture('react-rejected'))).shown).toBeUndefined();
  });

  test('palettes come from the body classes', () => {
    expect(board(readBoard(loadFixture('react-empty')))).toMatchObject({ darkMode: false, highContrast: false });
    expect(board(readBoard(loadFixture('react-dark')))).toMatchObject({ darkMode: true, highContrast: false, rows: [SLATE] });
    const hc = board(readBoard(loadFixture('react-high-contrast')));
    expect(hc).toMatchObject({ darkMode: true, highContrast: true });
    expect(hc.rows).toEqual([SLATE, row('cried', 'ggbyb')]);
  });

  test('hard mode: the open settings switch says on; otherwise the page does not say', () => {
    expect(board(readBoard(loadFixture('react-keyboard-noise'))).hardMode).toBe(true);
    expect(board(readBoard(loadFixture('react-typing'))).hardMode).toBeNull();
  });

  test('the server HTML before the board renders is "unrecognised", with what was looked for', () => {
    const r = readBoard(loadFixture('react-not-rendered'));
    expect(r.kind).toBe('unrecognised');
    if (r.kind !== 'unrecognised') return;
    expect(r.reason).toMatch(/No Wordle board/);
    expect(r.lookedFor).toContain('[data-testid="tile"]');
    expect(r.lookedFor.some((s) => s.includes('game-app'))).toBe(true);
  });

  test('reading the Document or any ancestor element gives the same board', () => {
    const doc = loadFixture('react-repeated-letters');
    const fromDoc = readBoard(doc);
    expect(readBoard(doc.querySelector('main')!)).toEqual(fromDoc);
  });
});

describe('fallbacks when the test ids go', () => {
  const strip = (doc: Document, attrs: string[]) => {
    for (const el of doc.querySelectorAll('*')) for (const a of attrs) el.removeAttribute(a);
    return doc;
  };
  const expected = board(readBoard(loadFixture('react-repeated-letters')));

  test.each([
    ['data-testid', ['data-testid']],
    ['data-testid and aria-roledescription', ['data-testid', 'aria-roledescription']],
    ['and the row role', ['data-testid', 'aria-roledescription', 'role']],
  ])('without %s the board reads the same', (_name, attrs) => {
    expect(readBoard(strip(loadFixture('react-repeated-letters'), attrs))).toEqual(expected);
  });

  test('with only aria-labels on bare divs (no classes, no ids, no rows) it still reads', () => {
    const doc = strip(loadFixture('react-repeated-letters'), ['data-testid', 'aria-roledescription', 'role']);
    for (const el of doc.querySelectorAll('[class]')) if (!el.className.startsWith('Board-module_board__')) el.removeAttribute('class');
    expect(doc.querySelectorAll('[class*="Row-module"], [class*="Tile-module"], [role]').length).toBe(0);
    expect(board(readBoard(doc)).rows).toEqual(expected.rows);
  });

  test('data-state missing: the aria-label gives the colour', () => {
    const doc = strip(loadFixture('react-repeated-letters'), ['data-state']);
    expect(board(readBoard(doc)).rows).toEqual(expected.rows);
  });

  test('a tile whose data-state and aria-label disagree ends the board before its row', () => {
    const doc = loadFixture('react-repeated-letters');
    doc.querySelectorAll('[data-testid="tile"]')[5].setAttribute('data-state', 'correct');
    expect(board(readBoard(doc)).rows).toEqual([row('eerie', 'ybbbb')]);
  });

  test('a board of four tiles a row is a custom puzzle of four letters, said plainly (not misread)', () => {
    const doc = loadFixture('react-empty');
    for (const r of doc.querySelectorAll('[role="group"][aria-label^="Row"]')) r.lastElementChild!.remove();
    expect(readBoard(doc)).toEqual({ kind: 'screen', screen: 'custom-length', letters: 4 });
  });

  test('rows of unequal length are not a Wordle board', () => {
    const doc = loadFixture('react-empty');
    doc.querySelector('[role="group"][aria-label^="Row"]')!.lastElementChild!.remove();
    const r = readBoard(doc);
    expect(r.kind).toBe('unrecognised');
    if (r.kind === 'unrecognised') expect(r.reason).toMatch(/five tiles/);
  });
});

describe('shadow-DOM markup (before 2022-08)', () => {
  const cases: [string, Row[], string, 'playing' | 'won' | 'lost'][] = [
    ['shadow-empty', [], '', 'playing'],
    ['shadow-typing', [SLATE], 'cr', 'playing'],
    ['shadow-revealing', [SLATE], 'crony', 'playing'],
    ['shadow-rejected', [SLATE], 'abcde', 'playing'],
    ['shadow-win', [SLATE, row('crane', 'ggggg')], '', 'won'],
    ['shadow-loss', [...WIN6, row('brace', 'bggyg')], '', 'lost'],
    ['shadow-dark', [row('eerie', 'ybbbb'), row('babes', 'yyggb')], '', 'playing'],
  ];
  test.each(cases)('%s', (name, rows, typing, status) => {
    const r = board(readBoard(loadFixture(name)));
    expect(r).toMatchObject({ rows, typing, status, markup: 'shadow-dom' });
  });

  test('nightmode and colorblind body classes', () => {
    expect(board(readBoard(loadFixture('shadow-dark')))).toMatchObject({ darkMode: true, highContrast: true });
    expect(board(readBoard(loadFixture('shadow-empty')))).toMatchObject({ darkMode: false, highContrast: false });
  });

  test('the evaluation attribute alone (reveal just started) is not a shown colour', () => {
    const doc = loadFixture('shadow-revealing');
    const rowEl = doc.querySelector('game-app')!.shadowRoot!.querySelectorAll('game-row')[1];
    const tiles = rowEl.shadowRoot!.querySelectorAll('game-tile');
    expect(tiles[4].getAttribute('evaluation')).toBe('absent');
    expect(tiles[4].hasAttribute('reveal')).toBe(false);
    expect(board(readBoard(doc)).rows).toEqual([SLATE]);
  });
});
