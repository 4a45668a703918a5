// The port every panel holds to be told what changed in the background's storage (GAMES_PORT,
// games-followers.ts): the kept games, or (the panel inside the page) this device's settings.
import browser, { type Runtime } from 'webextension-polyfill';
import { GAMES_PORT, parseBackgroundGamesMessage, YOUR_GAMES_PORT, type BackgroundGamesMessage } from '../shared/messages';

/** Holds YOUR_GAMES_PORT open (again after the service worker stopped) until the returned stop. */
export function holdShownPort(): () => void {
  let port: Runtime.Port | null = null;
  let stopped = false;
  const open = () => {
    const p = browser.runtime.connect({ name: YOUR_GAMES_PORT });
    port = p;
    p.onDisconnect.addListener(() => {
      port = null;
      if (!stopped) setTimeout(() => !stopped && open(), 100);
    });
  };
  open();
  return () => {
    stopped = true;
    port?.disconnect();
  };
}

/**
 * Calls `listener` at each notice of `kind`, and when the port comes back after the service worker
 * stopped (a new one may have changed things before this port reached it); returns the stop.
 */
export function holdGamesPort(kind: BackgroundGamesMessage['type'], listener: () => void): () => void {
  let port: Runtime.Port | null = null;
  let stopped = false;
  const open = (again: boolean) => {
    const p = browser.runtime.connect({ name: GAMES_PORT });
    port = p;
    p.onMessage.addListener((raw: unknown) => void (parseBackgroundGamesMessage(raw)?.type === kind && listener()));
    p.onDisconnect.addListener(() => {
      port = null;
      if (!stopped) setTimeout(() => !stopped && open(true), 100);
    });
    if (again) listener();
  };
  open(false);
  return () => {
    stopped = true;
    port?.disconnect();
  };
}
