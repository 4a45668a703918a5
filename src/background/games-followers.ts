// Every open panel holds a port (GAMES_PORT) to be told when the kept games change (a game kept or
// analysed, an import, a delete, past answers fetched), so it asks again for the streak's figures
// (panel:streak) and, while "Your games" shows, for the games (panel:games). The background is the
// only reader of the games' storage: the panel inside the page, which runs in the page's own
// renderer process, gets only what it shows. It cannot follow storage.local either (closed to
// content scripts, storage-access.ts): it is told on the same port when this device's settings change.
import browser, { type Runtime } from 'webextension-polyfill';
import { isKeptGamesKey } from '../shared/game-store';
import { DEVICE_SETTING_KEYS } from '../shared/settings';
import { GAMES_PORT, isOverlay, isPanel, type BackgroundGamesMessage } from '../shared/messages';

/**
 * A panel is told of the games' changes at most once in this long: the first at once, those after
 * it within the time once at its end. The analysis of a brought-in history completes a game or more
 * a second, and each change has a panel showing Your games read and draw all of them again (some
 * 2,000), which took CPU from the solver's workers analysing the next ones.
 * @internal exported for the tests: they step their clock by it.
 */
export const TELL_GAMES_MS = 1000;

/**
 * Registers the listeners; call at the top level of the background so they survive restarts.
 * `changed` runs too at each change of the kept games (the background's own readers of them), at once.
 */
export function followGames(changed: () => void = () => undefined): void {
  const ports = new Set<Runtime.Port>();
  browser.runtime.onConnect.addListener((port) => {
    if (port.name !== GAMES_PORT || !port.sender || !isPanel(port.sender)) return;
    ports.add(port);
    port.onDisconnect.addListener(() => ports.delete(port));
  });
  const tell = (msg: BackgroundGamesMessage, to: (port: Runtime.Port) => boolean) => {
    for (const port of ports) {
      if (!to(port)) continue;
      try {
        port.postMessage(msg);
      } catch {
        // The panel closed meanwhile.
      }
    }
  };
  let told = -Infinity;
  let later: ReturnType<typeof setTimeout> | undefined;
  const tellGames = () => {
    const wait = told + TELL_GAMES_MS - Date.now();
    if (wait > 0) {
      later ??= setTimeout(() => {
        later = undefined;
        tellGames();
      }, wait);
      return;
    }
    told = Date.now();
    tell({ type: 'bg:games-changed' }, () => true);
  };
  browser.storage.onChanged.addListener((changes: Record<string, unknown>, area: string) => {
    if (area !== 'local') return;
    const keys = Object.keys(changes);
    if (keys.some(isKeptGamesKey)) {
      changed();
      tellGames();
    }
    // The extension's own pages follow storage.local themselves.
    if (keys.some((k) => DEVICE_SETTING_KEYS.includes(k))) tell({ type: 'bg:device-settings-changed' }, (port) => isOverlay(port.sender!));
  });
}
