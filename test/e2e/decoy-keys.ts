// A hostile page in a real browser, for the panel's "enter it" (src/content/enter-word.ts presses
// only keys a person could press on the game's own keyboard): a keyboard of button[data-key] before
// the game's root, dressed as the game's (keys hidden by display:none, by the hidden attribute, and
// in plain sight); inside the root, before the game's keyboard, another one moved off screen; and
// inside the game's keyboard, before each real key, a copy hidden each way the eye misses: one of
// aria-hidden, display:none, visibility:hidden, opacity 0 and disabled, then one each moved off
// screen, of zero size, clipped away (`clip-path: inset(50%)`), scaled away (`transform: scale(0)`)
// and laid under the real key (`z-index: -1` at its place). Outside the root, a welcome card and an
// open dialog, both display:none, which must not stop anything. Every click on a decoy is written
// down in the page; the word must reach the row with none of them clicked. The happy-dom test
// (test/content/enter-word.test.ts) plants the same decoys and describes the layout a browser gives
// each (`data-decoy` names the way); in a browser its own layout decides.
import type { Tab } from './tab';

/** The ways a key copy is hidden that only the layout shows: `data-decoy` on each copy. */
export const LAID_OUT_AWAY = ['off-screen', 'zero-size', 'clipped', 'scaled', 'under'] as const;

/**
 * Plants the decoys in this page; returns how many keys the game's keyboard has (28 with Enter and
 * backspace; 0 when it was not found). Runs inside the page (serialised), so it is self-contained.
 */
export function plantDecoysHere(): number {
  const w = window as unknown as { __waDecoys: string };
  w.__waDecoys = '';
  const root = document.getElementById('wordle-app-game');
  const board = root?.querySelector('[role="group"][aria-label="Keyboard"]');
  const keys = board ? [...board.querySelectorAll<HTMLElement>('button[data-key]')] : [];
  if (!root || !board || keys.length === 0) return 0;
  const letters = [...'abcdefghijklmnopqrstuvwxyz←↵'];
  const keyboard = (rows: string[]) => {
    const k = document.createElement('div');
    k.setAttribute('role', 'group');
    k.setAttribute('aria-label', 'Keyboard');
    k.innerHTML = rows.map((open) => `${open}${letters.map((l) => `<button type="button" data-key="${l}">${l}</button>`).join('')}</div>`).join('');
    k.addEventListener('click', (e) => void (w.__waDecoys += (e.target as HTMLElement).getAttribute('data-key') ?? '?'));
    return k;
  };
  // Dressed as the game's keyboard, so only the game's root tells them apart.
  document.body.prepend(keyboard(['<div style="display:none">', '<div>', '<div hidden>']));
  // Inside the root, before the game's own keyboard, in plain sight but off screen.
  const away = keyboard(['<div>']);
  away.style.cssText = 'position:fixed;left:-10000px;top:0';
  away.setAttribute('data-decoy', 'off-screen');
  board.before(away);
  // Shown nowhere: a welcome card and an open dialog outside the root.
  const card = document.createElement('div');
  card.className = 'Welcome-module_contentWelcome__decoy';
  card.style.display = 'none';
  card.innerHTML = '<button type="button" data-testid="Play">Play</button>';
  const dialog = document.createElement('dialog');
  dialog.setAttribute('open', '');
  dialog.style.display = 'none';
  dialog.textContent = 'Nothing to see';
  document.body.append(card, dialog);
  const hide: ((el: HTMLElement) => void)[] = [
    (el) => el.setAttribute('aria-hidden', 'true'),
    (el) => (el.style.display = 'none'),
    (el) => (el.style.visibility = 'hidden'),
    (el) => (el.style.opacity = '0'),
    (el) => ((el as HTMLButtonElement).disabled = true),
  ];
  const layOut: Record<(typeof LAID_OUT_AWAY)[number], string> = {
    'off-screen': 'position:fixed;left:-10000px;top:0',
    'zero-size': 'width:0;height:0;min-width:0;min-height:0;padding:0;margin:0;border:0;overflow:hidden;flex:none',
    clipped: 'clip-path:inset(50%)',
    scaled: 'transform:scale(0)',
    under: 'position:fixed;z-index:-1',
  };
  const unders: [HTMLElement, HTMLElement][] = [];
  for (const [i, key] of keys.entries()) {
    const ghosts: HTMLElement[] = [];
    const plain = key.cloneNode(true) as HTMLElement;
    hide[i % hide.length](plain);
    ghosts.push(plain);
    for (const way of Object.keys(layOut) as (keyof typeof layOut)[]) {
      const ghost = key.cloneNode(true) as HTMLElement;
      ghost.style.cssText += `;${layOut[way]}`;
      ghost.setAttribute('data-decoy', way);
      ghosts.push(ghost);
      if (way === 'under') unders.push([ghost, key]);
    }
    for (const ghost of ghosts) {
      ghost.addEventListener('click', () => void (w.__waDecoys += '!'));
      key.before(ghost);
    }
  }
  // Laid at the real key's place once every copy is in (the row's layout moved the keys).
  for (const [ghost, key] of unders) {
    const r = key.getBoundingClientRect();
    ghost.style.cssText += `;left:${r.left}px;top:${r.top}px;width:${r.width}px;height:${r.height}px`;
  }
  return keys.length;
}

/** What the decoys caught in this page: a letter per click on a key of a decoy keyboard, "!" per click on a hidden key inside the game's. */
export function decoyClicksHere(): string {
  return (window as unknown as { __waDecoys?: string }).__waDecoys ?? 'no decoys planted';
}

/** Plants the decoys in the game page. */
export async function plantDecoys(game: Tab): Promise<void> {
  const planted = await game.run(plantDecoysHere, undefined);
  if (planted !== 28) throw new Error(`the game's keyboard was not found to plant decoys beside (${planted} keys)`);
}

export const decoyClicks = (game: Tab): Promise<string> => game.run(decoyClicksHere, undefined);
