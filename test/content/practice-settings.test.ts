// The practice page's settings, stored the NYT way, and what the reader makes of them.
import { afterEach, describe, expect, test } from 'vitest';
import { readBoard } from '../../src/content/read-board';
import { dayIndex, startPractice, type Practice } from '../practice/practice.js';
import { ANSWERS, WORDS, toasts, until, type Variant } from './drive';

let practice: Practice | null = null;
afterEach(() => {
  practice?.destroy();
  practice = null;
  localStorage.clear();
  document.body.className = '';
});

async function open(variant: Variant, search = ''): Promise<Practice> {
  document.body.innerHTML = '<div id="wordle-app-game"></div>';
  practice = startPractice({ doc: document, storage: localStorage, words: WORDS, answers: ANSWERS, search: `?variant=${variant}&speed=20${/welcome=/.test(search) ? '' : '&welcome=0'}${search}` });
  const p = practice;
  await until(() => p.game !== null || document.querySelector('[data-testid="Play"]') !== null, 'the game or its welcome card');
  return p;
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
    // The NYT palette keys, JSON booleans (selectors.ts STORAGE cites the captures).
    expect(localStorage.getItem('nyt-wordle-darkmode')).toBe('true');
    expect(localStorage.getItem('nyt-wordle-cbmode')).toBe('true');
    expect(localStorage.getItem('darkTheme')).toBeNull();
  });

  test('hard mode: on before the first guess; refused mid-game with the NYT message', async () => {
    const p = await open(variant, '&answer=crane');
    click('#practice-settings');
    click('#hardMode');
    expect(readBoard(document, localStorage)).toMatchObject({ hardMode: true });
    click('#hardMode');
    expect(readBoard(document, localStorage)).toMatchObject({ hardMode: false });
    click('#practice-settings'); // the game takes no keys while the dialog is open
    for (const k of 'slate') p.press(k);
    p.press('Enter');
    await until(() => !p.game!.state.busy, 'the row revealed');
    click('#practice-settings');
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

describe('practice page storage, as the real page writes it (React era)', () => {
  const statesOf = (key: string) => JSON.parse(localStorage.getItem(key)!).states as { puzzleId: string; printDate: string; data: Record<string, unknown> }[];

  test('a signed-in player: the user-id key beside a stale ANON entry; status, no evaluations; hard mode read from the matching state', async () => {
    const p = await open('react', '&answer=crane&user=70512233&staleAnon=1&hard=1');
    const mine = statesOf('games-state-wordleV2/70512233');
    expect(mine).toHaveLength(1);
    expect(mine[0].data).toEqual({ boardState: ['', '', '', '', '', ''], currentRowIndex: 0, hardMode: true, isPlayingArchive: false, status: 'IN_PROGRESS' });
    expect(statesOf('games-state-wordleV2/ANON')[0].data).toMatchObject({ hardMode: false, boardState: ['fjord', 'nymph', '', '', '', ''] });
    expect(readBoard(document, localStorage)).toMatchObject({ kind: 'board', hardMode: true, hardModeFrom: 'saved-game' });
    for (const k of 'slate') p.press(k);
    p.press('Enter');
    await until(() => !p.game!.state.busy, 'the row revealed');
    const after = statesOf('games-state-wordleV2/70512233')[0];
    expect(after.data).toMatchObject({ boardState: ['slate', '', '', '', '', ''], currentRowIndex: 1, status: 'IN_PROGRESS' });
    expect(JSON.stringify(after)).not.toMatch(/evaluations|gameStatus|crane/);
    expect(readBoard(document, localStorage)).toMatchObject({ kind: 'board', rows: [{ guess: 'slate' }], hardMode: true, hardModeFrom: 'saved-game' });
  });

  test('several states: another puzzle\'s game stays; a reload restores this one (colours worked out again)', async () => {
    let p = await open('react', '&answer=crane');
    for (const k of 'slate') p.press(k);
    p.press('Enter');
    await until(() => !p.game!.state.busy, 'the row revealed');
    p.destroy();
    p = await open('react', '&answer=moist&date=2024-01-14');
    expect(statesOf('games-state-wordleV2/ANON').map((s) => [s.printDate, s.data.isPlayingArchive])).toEqual([['2024-01-14', true], [expect.any(String), false]]);
    p.destroy();
    p = await open('react', '&answer=crane');
    expect(p.game!.state.guesses).toEqual(['slate']);
    expect(readBoard(document, localStorage)).toMatchObject({ kind: 'board', rows: [{ guess: 'slate', marks: ['absent', 'absent', 'correct', 'absent', 'correct'] }] });
  });

  test('the welcome card says Play on a new game and Continue on one in progress; How to Play on a first visit only', async () => {
    let p = await open('react', '&answer=crane&welcome=1');
    expect(document.querySelector('[data-testid="Play"]')!.textContent).toBe('Play');
    expect(readBoard(document, localStorage)).toEqual({ kind: 'screen', screen: 'welcome', letters: null });
    click('[data-testid="Play"]');
    expect(document.querySelector('dialog#help-dialog[open]')).not.toBeNull();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(document.querySelector('dialog#help-dialog')).toBeNull();
    for (const k of 'slate') p.press(k);
    p.press('Enter');
    await until(() => !p.game!.state.busy, 'the row revealed');
    p.destroy();
    p = await open('react', '&answer=crane&welcome=1');
    expect(document.querySelector('[data-testid="Play"]')!.textContent).toBe('Continue');
    click('[data-testid="Play"]');
    expect(document.querySelector('dialog#help-dialog')).toBeNull();
    expect(readBoard(document, localStorage)).toMatchObject({ kind: 'board', rows: [{ guess: 'slate' }] });
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
