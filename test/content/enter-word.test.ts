// typeWord: types by clicking the page's own keys, never Enter; clear messages otherwise.
import { afterEach, describe, expect, test } from 'vitest';
import { typeWord } from '../../src/content/enter-word';
import { readBoard } from '../../src/content/read-board';
import { startPractice, type Practice } from '../practice/practice.js';
import { ANSWERS, WORDS, domTiles, sleep, type Variant } from './drive';
import { loadFixture } from './load-fixture';

let practice: Practice | null = null;
afterEach(() => {
  practice?.destroy();
  practice = null;
  localStorage.clear();
});

async function open(variant: Variant): Promise<Practice> {
  document.body.innerHTML = '<div id="wordle-app-game"></div>';
  practice = startPractice({ doc: document, storage: localStorage, words: WORDS, answers: ANSWERS, search: `?answer=crane&variant=${variant}&speed=20` });
  for (let i = 0; i < 200 && !practice.game; i++) await sleep(5);
  return practice;
}

describe.each<Variant>(['react', 'shadow'])('typeWord on the %s practice page', (variant) => {
  test('types the word into the current row and does not submit it', async () => {
    const p = await open(variant);
    expect(typeWord(document, 'SLATE')).toEqual({ ok: true, value: undefined });
    expect(p.game!.state.current).toBe('slate');
    await sleep(60);
    expect(p.game!.state.guesses).toEqual([]);
    expect(readBoard(document)).toMatchObject({ kind: 'board', rows: [], typing: 'slate' });
  });

  test('refuses while a row is being revealed', async () => {
    const p = await open(variant);
    for (const k of 'slate') document.dispatchEvent(new KeyboardEvent('keydown', { key: k }));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    // Catch a moment with a tile mid-flip (a reveal lasts 85 ms at speed 20).
    const flipping = () => domTiles(document, variant).flat().some((t) => t.animation.startsWith('flip'));
    for (let i = 0; i < 500 && !flipping(); i++) await sleep(1);
    expect(flipping()).toBe(true);
    expect(typeWord(document, 'crane')).toMatchObject({ ok: false, error: expect.stringMatching(/being revealed/) });
    while (p.game!.state.busy) await sleep(5);
    expect(typeWord(document, 'crane').ok).toBe(true);
    expect(p.game!.state.current).toBe('crane');
  });

  test('replaces letters already typed, using the page\'s backspace key', async () => {
    const p = await open(variant);
    for (const k of 'ab') document.dispatchEvent(new KeyboardEvent('keydown', { key: k }));
    expect(p.game!.state.current).toBe('ab');
    expect(typeWord(document, 'crane').ok).toBe(true);
    expect(p.game!.state.current).toBe('crane');
  });
});

describe('typeWord refuses with a clear message', () => {
  test('not a five-letter word', () => {
    document.body.innerHTML = loadFixture('react-empty').body.innerHTML;
    for (const bad of ['cran', 'cranes', 'cr4ne', '', 42, null]) {
      const r = typeWord(document, bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatch(/not a five-letter word/);
    }
  });

  test('no board, game over, no keyboard', () => {
    document.body.innerHTML = '<p>hello</p>';
    expect(typeWord(document, 'crane')).toMatchObject({ ok: false, error: expect.stringMatching(/No Wordle board/) });
    document.body.innerHTML = loadFixture('react-win-row-6').body.innerHTML;
    expect(typeWord(document, 'crane')).toMatchObject({ ok: false, error: expect.stringMatching(/game is over \(won\)/) });
    document.body.innerHTML = loadFixture('react-empty').body.innerHTML;
    document.querySelector('[aria-label="Keyboard"]')!.remove();
    expect(typeWord(document, 'crane')).toMatchObject({ ok: false, error: expect.stringMatching(/keyboard was not found/) });
  });

  test('a key missing from the keyboard: nothing is typed', () => {
    document.body.innerHTML = loadFixture('react-empty').body.innerHTML;
    document.querySelector('button[data-key="q"]')!.remove();
    let clicks = 0;
    document.addEventListener('click', () => clicks++, { once: false });
    expect(typeWord(document, 'quiet')).toMatchObject({ ok: false, error: expect.stringMatching(/no key for Q/) });
    expect(clicks).toBe(0);
  });
});
