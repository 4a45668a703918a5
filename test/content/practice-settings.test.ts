// The practice page's settings, stored the NYT way, and what the reader makes of them.
import { afterEach, describe, expect, test } from 'vitest';
import { readBoard } from '../../src/content/read-board';
import { dayIndex, startPractice, type Practice } from '../practice/practice.js';
import { ANSWERS, WORDS, sleep, toasts, type Variant } from './drive';

let practice: Practice | null = null;
afterEach(() => {
  practice?.destroy();
  practice = null;
  localStorage.clear();
  document.body.className = '';
});

async function open(variant: Variant, search = ''): Promise<Practice> {
  document.body.innerHTML = '<div id="wordle-app-game"></div>';
  practice = startPractice({ doc: document, storage: localStorage, words: WORDS, answers: ANSWERS, search: `?variant=${variant}&speed=20${search}` });
  for (let i = 0; i < 200 && !practice.game; i++) await sleep(5);
  return practice;
}

const click = (sel: string) => document.querySelector<HTMLElement>(sel)!.click();

describe.each<Variant>(['react', 'shadow'])('%s practice page settings', (variant) => {
  const darkClass = variant === 'react' ? 'dark' : 'nightmode';

  test('dark theme and high contrast: body classes, storage, reading', async () => {
    await open(variant, '&answer=crane');
    click('#practice-settings');
    expect(document.querySelector('[role="dialog"][aria-label="Settings"]')).not.toBeNull();
    click('#darkTheme');
    click('#colorblindMode');
    expect(document.body.classList.contains(darkClass)).toBe(true);
    expect(document.body.classList.contains('colorblind')).toBe(true);
    expect(readBoard(document, localStorage)).toMatchObject({ kind: 'board', darkMode: true, highContrast: true });
    if (variant === 'react') {
      expect(JSON.parse(localStorage.getItem('games-settings-wordleV2/ANON')!).states[0].data).toEqual({ hardMode: false, darkMode: true, colorblindMode: true });
    } else {
      expect(localStorage.getItem('darkTheme')).toBe('true');
      expect(localStorage.getItem('colorBlindTheme')).toBe('true');
    }
  });

  test('hard mode: on before the first guess; refused mid-game with the NYT message', async () => {
    const p = await open(variant, '&answer=crane');
    click('#practice-settings');
    click('#hardMode');
    expect(readBoard(document, localStorage)).toMatchObject({ hardMode: true });
    click('#hardMode');
    expect(readBoard(document, localStorage)).toMatchObject({ hardMode: false });
    for (const k of 'slate') p.press(k);
    p.press('Enter');
    while (p.game!.state.busy) await sleep(5);
    click('#hardMode');
    expect(toasts(document, variant)).toContain('Hard mode can only be enabled at the start of a round');
    expect(document.querySelector('#hardMode')!.getAttribute('aria-checked')).toBe('false');
    // With the dialog closed the reader falls back on the stored settings.
    click('#practice-settings');
    expect(readBoard(document, localStorage)).toMatchObject({ hardMode: false, rows: [{ guess: 'slate' }] });
  });

  test('?hard=1 is stored as the page stores it, and read back from storage', async () => {
    await open(variant, '&answer=crane&hard=1');
    expect(readBoard(document, localStorage)).toMatchObject({ kind: 'board', hardMode: true });
  });
});

describe('practice page answer', () => {
  test('default answer: seeded by the day, from the answer list, the same all day', async () => {
    expect(dayIndex(new Date(2021, 5, 19, 12))).toBe(0);
    expect(dayIndex(new Date(2021, 5, 20, 0, 5))).toBe(1);
    const a = (await open('react')).answer;
    practice!.destroy();
    const b = (await open('react')).answer;
    expect(ANSWERS).toContain(a);
    expect(b).toBe(a);
  });

  test('an unknown ?answer= falls back to the day\'s answer', async () => {
    const p = await open('react', '&answer=zzzzz');
    expect(p.answer).not.toBe('zzzzz');
    expect(ANSWERS).toContain(p.answer);
  });
});
