// Whether a panel shows Your games now: each holds a port (YOUR_GAMES_PORT) while it does, so a
// panel closed, a view switched or a page gone closes it. The analysis of the games brought in
// from the NYT runs only while one is open (analysis-scheduler.ts gate), and starts as one opens.
import browser, { type Runtime } from 'webextension-polyfill';
import { isPanel, YOUR_GAMES_PORT } from '../shared/messages';

export interface YourGamesWatch {
  isShown(): boolean;
}

/** Registers the listener; call at the top level of the background. `shown` runs as a panel begins to show Your games. */
export function watchYourGames(shown: () => void): YourGamesWatch {
  const ports = new Set<Runtime.Port>();
  browser.runtime.onConnect.addListener((port) => {
    if (port.name !== YOUR_GAMES_PORT || !port.sender || !isPanel(port.sender)) return;
    ports.add(port);
    port.onDisconnect.addListener(() => ports.delete(port));
    shown();
  });
  return { isShown: () => ports.size > 0 };
}
