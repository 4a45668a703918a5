// The panel page's first script, run before its bundle: it opens the port to the background and
// asks for the view at once, so the background's answer travels while the panel's scripts load
// and its first render can show it (connector-extension.ts adopts the port and what came on it).
// Only the panel page inside the extension: a mock page (`?mock`, or outside the extension) has
// no background to ask. Tiny on purpose: it runs before about 350 KB of the panel's scripts.
import { followMessage, PANEL_PORT, type PageTarget } from '../shared/panel-port';

export interface EarlyPort {
  port: chrome.runtime.Port;
  target: PageTarget;
  /** What came on the port before the connector took it, oldest first. */
  messages: unknown[];
}

let opened: Promise<EarlyPort | null> | null = null;
let taken = false;
/** Set once the port is open and still alive; read synchronously by the connector. */
let ready: (EarlyPort & { alive: boolean; keep: (m: unknown) => void }) | null = null;

/** The browser's own API: promise-returning in both (Firefox's `browser`, Chrome MV3's `chrome`). */
const api = (): typeof chrome => (globalThis as unknown as { browser?: typeof chrome }).browser ?? chrome;

/** What this panel follows: ?tab=<id> pins a tab (how the e2e tests open it); else its window's active tab. */
export async function followTarget(): Promise<PageTarget> {
  const pinned = Number(new URLSearchParams(location.search).get('tab'));
  if (Number.isInteger(pinned) && pinned > 0) return { tabId: pinned };
  const win = await api().windows.getCurrent();
  return { windowId: win.id ?? api().windows.WINDOW_ID_CURRENT };
}

function isPanelPageInExtension(): boolean {
  const inExtension = location.protocol === 'chrome-extension:' || location.protocol === 'moz-extension:';
  return inExtension && !new URLSearchParams(location.search).has('mock') && typeof api()?.runtime?.connect === 'function';
}

async function open(): Promise<EarlyPort | null> {
  const target = await followTarget();
  const port = api().runtime.connect({ name: PANEL_PORT });
  const early = { port, target, messages: [] as unknown[], alive: true, keep: (m: unknown) => void early.messages.push(m) };
  port.onMessage.addListener(early.keep);
  port.onDisconnect.addListener(() => (early.alive = false));
  port.postMessage(followMessage(target));
  ready = early;
  return early;
}

/** Opens the port now, once (the page's first script calls it). */
function openEarly(): void {
  if (opened || !isPanelPageInExtension()) return;
  opened = open().catch((e: unknown) => {
    // The connector connects the usual way.
    console.warn('[wordle-assistant] the panel could not ask for its view early:', e);
    return null;
  });
}

/**
 * The early port for the connector to follow on, once: with what came on it so far, its own
 * listener removed; a promise of it while it opens. Null if none was opened, it died (the
 * connector connects anew) or it was taken.
 */
export function takeEarlyPort(): EarlyPort | null | Promise<EarlyPort | null> {
  if (taken || !opened) return null;
  if (!ready) return opened.then(() => take());
  return take();
}

function take(): EarlyPort | null {
  if (taken || !ready) return null;
  taken = true;
  ready.port.onMessage.removeListener(ready.keep);
  if (!ready.alive) return null;
  return { port: ready.port, target: ready.target, messages: ready.messages };
}

openEarly();
