// The panels showing "Your games", each on a port (GAMES_PORT) while it does: told when the kept
// games change (a game kept or analysed, an import, a delete, past answers fetched), so they ask
// again (panel:games). The background is the only reader of the games' storage: the panel inside
// the page, which runs in the page's own renderer process, gets only what "Your games" shows.
import browser, { type Runtime } from 'webextension-polyfill';
import { isKeptGamesKey } from '../shared/game-store';
import { GAMES_PORT, isPanel, type BackgroundGamesMessage } from '../shared/messages';

/**
 * Registers the listeners; call at the top level of the background so they survive restarts.
 * `changed` runs too at each change of the kept games (the background's own readers of them).
 */
export function followGames(changed: () => void = () => undefined): void {
  const ports = new Set<Runtime.Port>();
  browser.runtime.onConnect.addListener((port) => {
    if (port.name !== GAMES_PORT || !port.sender || !isPanel(port.sender)) return;
    ports.add(port);
    port.onDisconnect.addListener(() => ports.delete(port));
  });
  browser.storage.onChanged.addListener((changes: Record<string, unknown>, area: string) => {
    if (area !== 'local' || !Object.keys(changes).some(isKeptGamesKey)) return;
    changed();
    const msg: BackgroundGamesMessage = { type: 'bg:games-changed' };
    for (const port of ports) {
      try {
        port.postMessage(msg);
      } catch {
        // The panel closed meanwhile.
      }
    }
  });
}
