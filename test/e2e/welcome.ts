// How every e2e game starts, as a real player's does: the NYT welcome card (no board yet), the
// panel saying so in plain words, Play, and on a first visit the How to Play dialog over the board.
// With the dialog open the test presses the panel's "enter it": the page must stay untouched and
// the panel must say to close the dialog. Then the dialog is closed and the game is played.
import { expect } from 'vitest';
import { poll, type Tab } from './tab';

const WELCOME_STATUS = 'Press Play on the Wordle page. Suggestions appear as soon as the board shows.';
const CLOSE_DIALOG = 'Close the dialog on the Wordle page first, then try again.';

/** The panel's status line: text and tone. */
const statusOf = (panel: Tab) =>
  panel.run(() => {
    const s = document.querySelector('[data-testid="status"]');
    return s ? { text: s.querySelector('.status-text')?.textContent ?? '', tone: s.className } : null;
  }, undefined);

/** Waits for the welcome card in the page and the panel's plain-words status for it. */
export async function expectWelcome(game: Tab, panel: Tab): Promise<void> {
  const label = await poll('the welcome card', () => game.run(() => document.querySelector('[data-testid="Play"]')?.textContent ?? null, undefined), 20_000);
  expect(['Play', 'Continue']).toContain(label);
  expect(await game.run(() => document.querySelectorAll('[data-testid="tile"]').length, undefined)).toBe(0);
  const status = await poll('the panel to say "Press Play"', async () => {
    const s = await statusOf(panel);
    return s?.text === WELCOME_STATUS ? s : null;
  }, 20_000);
  expect(status.tone).toBe('status info');
}

/** Presses Play; returns whether How to Play opened (a first visit). */
export async function pressPlay(game: Tab): Promise<boolean> {
  await game.run(() => (document.querySelector('[data-testid="Play"]') as HTMLElement).click(), undefined);
  await poll('the board', () => game.run(() => (document.querySelectorAll('[data-testid="tile"]').length === 30 ? true : null), undefined), 20_000);
  return game.run(() => document.querySelector('dialog#help-dialog[open]') !== null, undefined);
}

/**
 * With How to Play open: "enter it" on the panel's first suggestion fails with the plain message,
 * and nothing is typed. `coldMs`: the first board of a cold solver can take a while.
 */
export async function enterWithDialogOpen(game: Tab, panel: Tab, coldMs = 180_000): Promise<void> {
  await poll('a suggestion in the panel', () => panel.run(() => (document.querySelector('[data-testid="suggestion"] button.enter') ? true : null), undefined), coldMs);
  await panel.run(() => (document.querySelector('[data-testid="suggestion"] button.enter') as HTMLElement).click(), undefined);
  const error = await poll('the panel\'s "close the dialog" message', () => panel.run(() => document.querySelector('.error[role="alert"]')?.textContent ?? null, undefined), 20_000);
  expect(error).toBe(CLOSE_DIALOG);
  const row = await game.run(() => [...document.querySelectorAll('[role="group"][aria-label="Row 1"] [data-testid="tile"]')].map((t) => t.getAttribute('data-state')), undefined);
  expect(row).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  await game.run(() => (document.querySelector('dialog#help-dialog .Modal-module_closeIcon__TcEKb') as HTMLElement).click(), undefined);
  expect(await game.run(() => document.querySelector('dialog#help-dialog') === null, undefined)).toBe(true);
}

/** The whole start: welcome card, Play, and the dialog check when How to Play opens. */
export async function startGame(game: Tab, panel: Tab): Promise<void> {
  await expectWelcome(game, panel);
  if (await pressPlay(game)) await enterWithDialogOpen(game, panel);
}
