// The practice page and the fixtures describe the same markup: after the same moves, every row
// and tile carries the same attributes, text and classes in both.
import { readFileSync } from 'node:fs';
import { Window } from 'happy-dom';
import { afterEach, expect, test } from 'vitest';
import { startPractice, type Practice } from '../practice/practice.js';
import { ANSWERS, WORDS, stillTiles, until, type Variant } from './drive';
import { attachDeclarativeShadowRoots, FIXTURES } from './load-fixture';

let practice: Practice | null = null;
afterEach(() => {
  practice?.destroy();
  localStorage.clear();
});

const ROW_ATTRS = ['class', 'role', 'aria-label', 'letters', 'length'];
const TILE_ATTRS = ['class', 'role', 'aria-roledescription', 'aria-label', 'data-state', 'data-animation', 'data-testid', 'letter', 'evaluation', 'reveal'];

function describeBoard(root: Document, variant: Variant): string[] {
  const attrs = (el: Element, names: string[]) => names.map((n) => `${n}=${el.getAttribute(n)}`).join(' ');
  if (variant === 'react') {
    return Array.from(root.querySelectorAll('[role="group"][aria-label^="Row "]')).flatMap((row) => [
      attrs(row, ROW_ATTRS),
      ...Array.from(row.querySelectorAll('[data-testid="tile"]'), (t) => `${attrs(t, TILE_ATTRS)} text=${t.textContent} parent=${t.parentElement!.getAttribute('style')}`),
    ]);
  }
  return Array.from(root.querySelector('game-app')!.shadowRoot!.querySelectorAll('game-row')).flatMap((row) => [
    attrs(row, ROW_ATTRS),
    ...Array.from(row.shadowRoot!.querySelectorAll('game-tile'), (t) => {
      const inner = t.shadowRoot!.querySelector('.tile')!;
      return `${attrs(t, TILE_ATTRS)} inner: ${attrs(inner, ['data-state', 'data-animation'])} text=${inner.textContent}`;
    }),
  ]);
}

// The fixtures are parsed in a window of their own: once the practice page defines game-row and
// game-tile in this window, happy-dom would upgrade the fixture's elements too.
function fixtureBoard(name: string): string[] {
  const win = new Window();
  const doc = new win.DOMParser().parseFromString(readFileSync(`${FIXTURES}${name}.html`, 'utf8'), 'text/html') as unknown as Document;
  attachDeclarativeShadowRoots(doc);
  const board = describeBoard(doc, name.startsWith('react') ? 'react' : 'shadow');
  void win.happyDOM.close();
  return board;
}

test.each<[Variant, string, string[], string]>([
  ['react', 'react-repeated-letters', ['eerie', 'babes'], 'ab'],
  ['react', 'react-dark', ['slate'], ''],
  ['shadow', 'shadow-dark', ['eerie', 'babes'], ''],
])('%s practice page matches fixture %s', async (variant, fixture, guesses, typed) => {
  document.body.innerHTML = '<div id="wordle-app-game"></div>';
  const answer = fixture.includes('letters') || fixture === 'shadow-dark' ? 'abbey' : 'crane';
  const p = startPractice({ doc: document, storage: localStorage, words: WORDS, answers: ANSWERS, search: `?answer=${answer}&variant=${variant}&speed=20&welcome=0` });
  practice = p;
  await until(() => p.game !== null, 'the game starts');
  for (const g of guesses) {
    for (const k of g) p.press(k);
    p.press('Enter');
    await until(() => !p.game!.state.busy, `${g} revealed`);
  }
  for (const k of typed) p.press(k);
  await until(() => stillTiles(document, variant), "the last letter's pop is over");
  expect(describeBoard(document, variant)).toEqual(fixtureBoard(fixture));
});
