// typeWord: types by clicking the page's own keys, never Enter; reports success only when the row
// shows the word; with a dialog or the welcome card open, types nothing and says what to close.
import { afterEach, describe, expect, test } from 'vitest';
import { ACCEPT_TERMS, CLOSE_DIALOG, PRESS_PLAY, typeWord } from '../../src/content/enter-word';
import { readBoard } from '../../src/content/read-board';
import { decoyClicksHere, plantDecoysHere } from '../e2e/decoy-keys';
import { startPractice, type Practice } from '../practice/practice.js';
import { ANSWERS, WORDS, domTiles, until, type Variant } from './drive';
import { describedLayout } from './described-layout';
import { loadFixture } from './load-fixture';

/** happy-dom lays nothing out: where things are is described (each decoy as a browser places it). */
const geometry = describedLayout();

let practice: Practice | null = null;
afterEach(() => {
  practice?.destroy();
  practice = null;
  localStorage.clear();
});

async function open(variant: Variant, extra = '&welcome=0'): Promise<Practice> {
  document.body.innerHTML = '<div id="wordle-app-game"></div>';
  const p = startPractice({ doc: document, storage: localStorage, words: WORDS, answers: ANSWERS, search: `?answer=crane&variant=${variant}&speed=20${extra}` });
  practice = p;
  await until(() => p.game !== null || document.querySelector('[data-testid="Play"]') !== null, 'the game or its welcome card');
  return p;
}

describe.each<Variant>(['react', 'shadow'])('typeWord on the %s practice page', (variant) => {
  test('types the word into the current row and does not submit it', async () => {
    const p = await open(variant);
    expect(await typeWord(document, 'SLATE', { geometry })).toEqual({ ok: true, value: undefined });
    expect(p.game!.state.current).toBe('slate');
    // The page takes Enter at once: a submitted row would be among the guesses by now.
    expect(p.game!.state.guesses).toEqual([]);
    expect(readBoard(document)).toMatchObject({ kind: 'board', rows: [], typing: 'slate' });
  });

  test('refuses while a row is being revealed', async () => {
    const p = await open(variant);
    for (const k of 'slate') document.dispatchEvent(new KeyboardEvent('keydown', { key: k }));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    // Catch a moment with a tile mid-flip (a reveal lasts 85 ms at speed 20).
    const flipping = () => domTiles(document, variant).flat().some((t) => t.animation.startsWith('flip'));
    await until(flipping, 'a tile mid-flip');
    expect(await typeWord(document, 'crane', { geometry })).toMatchObject({ ok: false, error: expect.stringMatching(/being revealed/) });
    await until(() => !p.game!.state.busy, 'the row revealed');
    expect((await typeWord(document, 'crane', { geometry })).ok).toBe(true);
    expect(p.game!.state.current).toBe('crane');
  });

  test('replaces letters already typed, using the page\'s backspace key', async () => {
    const p = await open(variant);
    for (const k of 'ab') document.dispatchEvent(new KeyboardEvent('keydown', { key: k }));
    expect(p.game!.state.current).toBe('ab');
    expect((await typeWord(document, 'crane', { geometry })).ok).toBe(true);
    expect(p.game!.state.current).toBe('crane');
  });
});

describe('typeWord presses only keys a person could press, on the game\'s own keyboard', () => {
  test('keys before the game root, a keyboard off screen inside it, and copies of each key hidden, moved, shrunk, clipped, scaled or covered are never clicked; hidden cards block nothing', async () => {
    document.body.innerHTML = '<div id="wordle-app-game"></div>';
    const p = startPractice({ doc: document, storage: localStorage, words: WORDS, answers: ANSWERS, search: '?answer=crane&variant=react&speed=20&welcome=0' });
    practice = p;
    await until(() => p.game !== null, 'the game starts');
    // A hostile page (test/e2e/decoy-keys.ts): each click on a decoy is written down.
    expect(plantDecoysHere()).toBe(28);
    expect(await typeWord(document, 'beard', { geometry })).toEqual({ ok: true, value: undefined });
    expect(practice.game!.state.current).toBe('beard');
    expect(decoyClicksHere()).toBe('');
  });
});

describe('typeWord with the welcome card or a dialog open (React era)', () => {
  const clicks = () => {
    let n = 0;
    document.addEventListener('click', () => n++);
    return () => n;
  };

  test('the welcome card: "Press Play" and nothing clicked; after Play and How to Play: "Close the dialog"', async () => {
    const p = await open('react', '&welcome=1&help=1');
    const count = clicks();
    expect(document.querySelector('[data-testid="Play"]')!.textContent).toBe('Play');
    expect(await typeWord(document, 'crane', { geometry })).toEqual({ ok: false, error: PRESS_PLAY });
    expect(count()).toBe(0);
    document.querySelector<HTMLElement>('[data-testid="Play"]')!.click();
    expect(document.querySelector('dialog#help-dialog[open]')).not.toBeNull();
    expect(await typeWord(document, 'crane', { geometry })).toEqual({ ok: false, error: CLOSE_DIALOG });
    expect(count()).toBe(1); // the Play press only
    expect(p.game!.state.current).toBe('');
    document.querySelector<HTMLElement>('.Modal-module_closeIcon__TcEKb')!.click();
    expect(await typeWord(document, 'crane', { geometry })).toEqual({ ok: true, value: undefined });
    expect(p.game!.state.current).toBe('crane');
  });

  test('the settings dialog open: nothing typed', async () => {
    const p = await open('react');
    document.querySelector<HTMLElement>('#practice-settings')!.click();
    expect(await typeWord(document, 'crane', { geometry })).toEqual({ ok: false, error: CLOSE_DIALOG });
    expect(p.game!.state.current).toBe('');
  });

  test('the terms card over the game', async () => {
    await open('react');
    const card = document.createElement('div');
    card.className = 'purr-blocker-card';
    document.body.append(card);
    expect(await typeWord(document, 'crane', { geometry })).toEqual({ ok: false, error: ACCEPT_TERMS });
  });

  test('a page that ignores the clicks: failure, not success', async () => {
    document.body.innerHTML = loadFixture('react-empty').body.innerHTML; // static markup: keys do nothing
    const r = await typeWord(document, 'crane', { settleMs: 50, geometry });
    expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/did not take the letters.*CRANE/) });
  });
});

describe('typeWord refuses with a clear message', () => {
  test('not a five-letter word', async () => {
    document.body.innerHTML = loadFixture('react-empty').body.innerHTML;
    for (const bad of ['cran', 'cranes', 'cr4ne', '', 42, null]) {
      const r = await typeWord(document, bad, { geometry });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatch(/not a five-letter word/);
    }
  });

  test('no board, game over, no keyboard, a custom puzzle of another length', async () => {
    document.body.innerHTML = '<p>hello</p>';
    expect(await typeWord(document, 'crane', { geometry })).toMatchObject({ ok: false, error: expect.stringMatching(/No Wordle board/) });
    document.body.innerHTML = loadFixture('react-win-row-6').body.innerHTML;
    expect(await typeWord(document, 'crane', { geometry })).toMatchObject({ ok: false, error: expect.stringMatching(/game is over \(won\)/) });
    document.body.innerHTML = loadFixture('react-empty').body.innerHTML;
    document.querySelector('[aria-label="Keyboard"]')!.remove();
    expect(await typeWord(document, 'crane', { geometry })).toMatchObject({ ok: false, error: expect.stringMatching(/keyboard was not found/) });
    document.body.innerHTML = loadFixture('react-empty').body.innerHTML;
    for (const r of document.querySelectorAll('[role="group"][aria-label^="Row"]')) r.append(r.lastElementChild!.cloneNode(true));
    expect(await typeWord(document, 'crane', { geometry })).toEqual({ ok: false, error: 'Custom puzzles of 6 letters are not supported.' });
  });

  test('a key missing from the keyboard: nothing is typed', async () => {
    document.body.innerHTML = loadFixture('react-empty').body.innerHTML;
    document.querySelector('button[data-key="q"]')!.remove();
    let clicks = 0;
    document.addEventListener('click', () => clicks++, { once: false });
    expect(await typeWord(document, 'quiet', { geometry })).toMatchObject({ ok: false, error: expect.stringMatching(/no key for Q/) });
    expect(clicks).toBe(0);
  });
});
