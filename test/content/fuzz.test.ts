// Fuzz: thousands of random boards of both markup eras, most of them then damaged (attributes
// removed or changed, animations mid-flight, nodes added or removed, keyboard noise). readBoard
// must never throw, never report a row that is not settled, never report a mark a tile did not
// show; on undamaged markup it must report exactly the settled rows.
import { describe, expect, test } from 'vitest';
import { readBoard } from '../../src/content/read-board';
import type { Mark } from '../../src/core/types';
import { score } from './colours';
import { ANSWERS, WORDS, rng } from './drive';
import { reactShown, shadowShown, violations } from './fuzz-oracle';
import { reactArena, shadowArena } from './fuzz-build';
import { revealingRow, typedRow, type RowSpec } from './markup';

const ALLOWED = [...WORDS];
type Rand = (n: number) => number;

interface Case { rows: RowSpec[]; evaluations: (Mark[] | null)[]; settled: string[]; typing: string; keys: Record<string, Mark> }

function randomCase(rand: Rand): Case {
  const answer = ANSWERS[rand(ANSWERS.length)];
  const n = rand(7);
  const guesses: string[] = [];
  for (let i = 0; i < n && !guesses.includes(answer); i++) guesses.push(rand(8) === 0 ? answer : ALLOWED[rand(ALLOWED.length)]);
  const rows: RowSpec[] = guesses.map((g) => ({ tiles: score(g, answer).map((m, i) => ({ letter: g[i], state: m, animation: 'idle' as const })), win: g === answer }));
  const evaluations: (Mark[] | null)[] = guesses.map((g) => score(g, answer));
  let typing = '';
  if (rows.length < 6 && !guesses.includes(answer)) {
    const word = ALLOWED[rand(ALLOWED.length)];
    const kind = rand(4);
    if (kind === 0) {
      const at = rand(5);
      const phase = rand(2) ? 'flip-in' : 'flip-out';
      rows.push(revealingRow(word, answer, at, phase));
      evaluations.push(score(word, answer));
      // The last tile past its half turn shows its colour: the row is settled from then.
      if (at === 4 && phase === 'flip-out') guesses.push(word);
      else typing = word;
    } else if (kind === 1) {
      rows.push({ ...typedRow(word), invalid: true });
      typing = word;
    } else {
      typing = word.slice(0, rand(6));
      rows.push(typedRow(typing, rand(2) === 0));
    }
  }
  while (rows.length < 6) rows.push(typedRow(''));
  const keys: Record<string, Mark> = {};
  for (const c of 'abcdefghijklmnopqrstuvwxyz') if (rand(3) === 0) keys[c] = (['correct', 'present', 'absent'] as const)[rand(3)];
  return { rows, evaluations, settled: guesses, typing, keys };
}

const ATTRS = ['data-state', 'data-animation', 'aria-label', 'data-testid', 'aria-roledescription', 'role', 'class', 'letter', 'evaluation', 'reveal', 'letters'];
const VALUES = ['correct', 'present', 'absent', 'tbd', 'empty', 'flip-in', 'flip-out', 'pop', 'idle', 'bounce', '', 'garbage', 'Row 3', '1st letter, Q, correct', 'x'];

/** All elements, shadow roots included. */
function everything(root: ParentNode): Element[] {
  const out: Element[] = [];
  for (const el of root.querySelectorAll('*')) {
    out.push(el);
    if (el.shadowRoot) out.push(...everything(el.shadowRoot));
  }
  return out;
}

function isTileOrHoldsTiles(el: Element): boolean {
  const tile = '[data-testid="tile"], game-tile, game-row';
  return el.matches(tile) || el.querySelector(tile) !== null || /^(game-app|game-theme-manager)$/i.test(el.tagName) || (el.shadowRoot?.querySelector(tile) ?? null) !== null;
}

/**
 * Damages one random element. Returns what it did and how to undo it, so the next case can reuse
 * the tree (happy-dom builds a board in ~25 ms but re-sets its attributes in ~1 ms).
 */
function damage(root: Element, rand: Rand): [string, () => void] {
  const all = everything(root);
  if (all.length === 0) return ['nothing left', () => {}];
  const el = all[rand(all.length)];
  const doc = root.ownerDocument;
  const what = rand(10);
  const name = ATTRS[rand(ATTRS.length)];
  const old = el.getAttribute(name);
  const restoreAttr = () => (old === null ? el.removeAttribute(name) : el.setAttribute(name, old));
  const label = (s: string) => `${s} on <${el.tagName.toLowerCase()}>`;
  // Attribute damage is the most telling (and most common on a real page): 7 in 10.
  if (what < 3) {
    el.removeAttribute(name);
    return [label(`remove ${name}`), restoreAttr];
  }
  if (what < 7) {
    el.setAttribute(name, VALUES[rand(VALUES.length)]);
    return [label(`set ${name}`), restoreAttr];
  }
  if (what === 7) {
    const added = [doc.createElement(rand(2) ? 'div' : 'span'), doc.createTextNode(rand(2) ? 'z' : ' ')];
    el.append(...added);
    return [label('add nodes'), () => added.forEach((n) => n.remove())];
  }
  if (what === 8) {
    const parent = el.parentNode!;
    const next = el.nextSibling;
    el.remove();
    return [label('remove'), () => parent.insertBefore(el, next)];
  }
  if (rand(2) === 0) {
    const kids = Array.from(el.childNodes);
    el.textContent = VALUES[rand(VALUES.length)].slice(0, 1);
    return [label('set text'), () => el.replaceChildren(...kids)];
  }
  // (A copied tile is a new element the oracle, which follows the original tiles, cannot place.)
  if (isTileOrHoldsTiles(el) || !el.parentNode) return ['nothing', () => {}];
  const copy = el.cloneNode(true);
  el.parentNode.insertBefore(copy, el);
  return [label('duplicate'), () => copy.parentNode?.removeChild(copy)];
}

const DOC = document.implementation.createHTMLDocument('fuzz');

function run(variant: 'react' | 'shadow', count: number, seed: number) {
  const rand = rng(seed);
  const arena = variant === 'react' ? reactArena(DOC) : shadowArena(DOC);
  let boards = 0;
  let exact = 0;
  for (let k = 0; k < count; k++) {
    const c = randomCase(rand);
    arena.show(c.rows, c.evaluations, c.keys);
    const doc = arena.root;
    const tiles = arena.tiles;
    const damages = rand(5) === 0 ? 0 : 1 + rand(4);
    const done: string[] = [];
    const undo: (() => void)[] = [];
    for (let d = 0; d < damages; d++) {
      const [what, back] = damage(doc, rand);
      done.push(what);
      undo.unshift(back);
    }
    let reading;
    try {
      reading = readBoard(doc);
    } catch (err) {
      throw new Error(`case ${k} threw after ${done.join(', ')}: ${String(err)}`);
    }
    const bad = violations(reading, tiles, variant === 'react' ? reactShown : shadowShown, doc);
    expect(bad, `case ${k} after [${done.join('; ')}]`).toEqual([]);
    undo.forEach((f) => f());
    if (reading.kind === 'board') boards++;
    if (damages === 0) {
      // Undamaged: exactly the settled rows and the current row's letters.
      expect(reading).toMatchObject({ kind: 'board', typing: c.settled.length === 6 || c.rows.some((r) => r.win) ? '' : c.typing });
      if (reading.kind === 'board') expect(reading.rows.map((r) => r.guess)).toEqual(c.settled);
      exact++;
    }
  }
  return { boards, exact };
}

describe('fuzz', () => {
  // happy-dom is slow and the machine is shared: generous timeouts, nothing timed.
  test('2,500 random React-era boards, most damaged', { timeout: 300_000 }, () => {
    const { boards, exact } = run('react', 2500, 2024);
    console.log(`react fuzz: 2500 cases, ${boards} still read as a board, ${exact} undamaged read exactly`);
    expect(exact).toBeGreaterThan(400); // about a fifth are left undamaged
    expect(boards).toBeGreaterThan(1000); // and most damage leaves a readable board
  });

  test('1,000 random shadow-DOM boards, most damaged', { timeout: 300_000 }, () => {
    const { boards, exact } = run('shadow', 1000, 1999);
    console.log(`shadow fuzz: 1000 cases, ${boards} still read as a board, ${exact} undamaged read exactly`);
    expect(exact).toBeGreaterThan(150);
    expect(boards).toBeGreaterThan(500);
  });
});
