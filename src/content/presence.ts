// Keeps a port open to the background while this page lives. It carries nothing: the browser closes
// it with the page, so the background sees the page go the moment it goes (a load of any other
// site, location.replace, back or forward elsewhere, a discarded or crashed tab), which no message
// sent while unloading can promise and which the background cannot see otherwise without the
// `tabs` permission. The port also closes when Chrome stops the idle service worker; it is opened
// again with the next message to the background (a new reading, or the background asking for one),
// so it never wakes a service worker by itself.
import browser, { type Runtime } from 'webextension-polyfill';
import { PAGE_PORT } from '../shared/messages';

/** Returns `ensure()`: opens the port if it is not open. Never throws into the page. */
export function keepPresent(win: Window, signal: AbortSignal): () => void {
  let port: Runtime.Port | null = null;
  const close = () => {
    port?.disconnect();
    port = null;
  };
  signal.addEventListener('abort', close, { once: true });
  // Into the back/forward cache too: the page no longer shows; restored, it reports and reopens.
  win.addEventListener('pagehide', close, { signal });
  return () => {
    if (port || signal.aborted) return;
    try {
      const p = browser.runtime.connect({ name: PAGE_PORT });
      p.onDisconnect.addListener(() => {
        if (port === p) port = null;
      });
      port = p;
    } catch {
      // The extension was reloaded or removed under this page: nothing to hold open.
    }
  };
}
