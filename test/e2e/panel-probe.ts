// Watches the panel page from inside: every change of the candidate count or of the suggestion
// list is recorded with its time (Date.now(), the same clock as the game page's), so the tests
// can tell when the panel first showed the right answer, not merely that it shows it now.
import type { Tab } from './tab';

export interface PanelSnapshot {
  t: number;
  count: string | null;
  words: string[];
}

type Probe = { snaps: PanelSnapshot[] };

export async function installPanelProbe(panel: Tab): Promise<void> {
  await panel.run(() => {
    const w = window as unknown as { __waProbe?: Probe };
    if (w.__waProbe) return;
    const probe: Probe = { snaps: [] };
    w.__waProbe = probe;
    let last = '';
    const take = () => {
      const count = document.querySelector('[data-testid="candidate-count"]')?.getAttribute('data-value') ?? null;
      const words = [...document.querySelectorAll('[data-testid="suggestion"]')].map((e) => (e.textContent ?? '').trim().slice(0, 5).toLowerCase());
      const key = JSON.stringify([count, words]);
      if (key !== last) probe.snaps.push({ t: Date.now(), count, words });
      last = key;
    };
    take();
    new MutationObserver(take).observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true });
  }, null);
}

export async function panelSnapshots(panel: Tab): Promise<PanelSnapshot[]> {
  return panel.run(() => (window as unknown as { __waProbe?: Probe }).__waProbe?.snaps ?? [], null);
}

/**
 * Arms a promise in the game page for row `row`: it resolves with Date.now() of the moment the row
 * settled, its fifth tile showing its colour (its data-state turns, halfway through its flip: the
 * moment the player sees the row's colours and the content script reports it), once the row's
 * flips have also ended (the game takes keys again only then, so a caller may type at once).
 */
export async function armRowSettled(game: Tab, row: number): Promise<void> {
  await game.run((r) => {
    const tiles = () => {
      const group = document.querySelector(`[role="group"][aria-label="Row ${r + 1}"]`);
      return group ? [...group.querySelectorAll('[data-testid="tile"]')] : [];
    };
    const coloured = () => tiles().length === 5 && tiles().every((t) => ['correct', 'present', 'absent'].includes(t.getAttribute('data-state') ?? ''));
    const still = () => tiles().every((t) => !(t.getAttribute('data-animation') ?? '').startsWith('flip'));
    (window as unknown as { __waSettled?: Promise<number> }).__waSettled = new Promise<number>((resolve, reject) => {
      let at = 0;
      // A word the game rejects never settles: fail clearly instead of hanging the test.
      const timer = setTimeout(() => (obs.disconnect(), reject(new Error(`row ${r + 1} did not settle in 30 s`))), 30_000);
      const obs = new MutationObserver(() => {
        if (!at && coloured()) at = Date.now();
        if (at && still()) {
          obs.disconnect();
          clearTimeout(timer);
          resolve(at);
        }
      });
      obs.observe(document.documentElement, { subtree: true, attributes: true, childList: true });
    });
  }, row);
}

export async function rowSettledAt(game: Tab): Promise<number> {
  return game.run(() => (window as unknown as { __waSettled?: Promise<number> }).__waSettled ?? Promise.reject(new Error('not armed')), null);
}
