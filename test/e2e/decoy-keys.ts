// A hostile page in a real browser, for the panel's "enter it" (src/content/enter-word.ts clicks
// only the visible keys of the game's own keyboard): a keyboard of button[data-key] before the
// game's root, dressed as the game's (keys hidden by display:none, by the hidden attribute, and in
// plain sight), and inside the game's keyboard a hidden copy before each real key (aria-hidden,
// display:none, visibility:hidden, opacity 0, disabled). Every click on a decoy is written down in
// the page; the word must reach the row with none of them clicked. The happy-dom test
// (test/content/enter-word.test.ts) plants the same decoys; in a browser its own layout decides
// what is visible.
import type { Tab } from './tab';

/**
 * Plants the decoys in this page; returns how many keys the game's keyboard has (28 with Enter and
 * backspace; 0 when it was not found). Runs inside the page (serialised), so it is self-contained.
 */
export function plantDecoysHere(): number {
  const w = window as unknown as { __waDecoys: string };
  w.__waDecoys = '';
  const root = document.getElementById('wordle-app-game');
  const keys = root ? [...root.querySelectorAll<HTMLElement>('[role="group"][aria-label="Keyboard"] button[data-key]')] : [];
  if (!root || keys.length === 0) return 0;
  // Dressed as the game's keyboard, so only the game's root tells them apart.
  const outside = document.createElement('div');
  outside.setAttribute('role', 'group');
  outside.setAttribute('aria-label', 'Keyboard');
  outside.innerHTML = ['<div style="display:none">', '<div>', '<div hidden>']
    .map((open) => `${open}${[...'abcdefghijklmnopqrstuvwxyz←'].map((k) => `<button type="button" data-key="${k}">${k}</button>`).join('')}</div>`)
    .join('');
  outside.addEventListener('click', (e) => void (w.__waDecoys += (e.target as HTMLElement).getAttribute('data-key') ?? '?'));
  document.body.prepend(outside);
  const hide: ((el: HTMLElement) => void)[] = [
    (el) => el.setAttribute('aria-hidden', 'true'),
    (el) => (el.style.display = 'none'),
    (el) => (el.style.visibility = 'hidden'),
    (el) => (el.style.opacity = '0'),
    (el) => ((el as HTMLButtonElement).disabled = true),
  ];
  for (const [i, key] of keys.entries()) {
    const ghost = key.cloneNode(true) as HTMLElement;
    hide[i % hide.length](ghost);
    ghost.addEventListener('click', () => void (w.__waDecoys += '!'));
    key.before(ghost);
  }
  return keys.length;
}

/** What the decoys caught in this page: a letter per click on a key outside the game, "!" per click on a hidden key inside it. */
export function decoyClicksHere(): string {
  return (window as unknown as { __waDecoys?: string }).__waDecoys ?? 'no decoys planted';
}

/** Plants the decoys in the game page. */
export async function plantDecoys(game: Tab): Promise<void> {
  const planted = await game.run(plantDecoysHere, undefined);
  if (planted !== 28) throw new Error(`the game's keyboard was not found to plant decoys beside (${planted} keys)`);
}

export const decoyClicks = (game: Tab): Promise<string> => game.run(decoyClicksHere, undefined);
