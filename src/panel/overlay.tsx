// The panel inside the Wordle page: a script the content script loads into its own world only when
// the player chose "Show the panel: inside the page" (or on a phone, where no side panel exists:
// src/content/panel-in-page.ts), that from then on follows the setting and renders the same
// App as the side panel into a CLOSED shadow root, with its own styles. The page's scripts cannot
// reach inside (closed root: no `shadowRoot` to read), events the page makes up are dropped
// (`isTrusted`), and the host element's own styles are set !important and put back if the page
// changes them. It talks to the background as the side panel does (connector-extension.ts),
// following its own tab.
import { render } from 'preact';
import browser from 'webextension-polyfill';
import { wantsPanelInPage, type PanelPlace } from '../shared/settings';
import { followSettings, readSettings } from '../shared/settings-storage';
import { App } from './App';
import { createExtensionConnector } from './connector-extension';
import { markOwn } from '../shared/own-elements';
import { guardHost, dropUntrusted } from './overlay-guard';
import { placeHost } from './overlay-place';
import overlayCss from './overlay.css?inline';
import panelCss from './panel.css?inline';

/** Whether the sheet was open, kept in the extension's storage (never the page's). */
const OPEN_KEY = 'overlay:open';

function mount(): () => void {
  const host = document.createElement('div');
  const root = host.attachShadow({ mode: 'closed' });
  const style = document.createElement('style');
  style.textContent = panelCss + overlayCss;
  const point = document.createElement('div');
  point.className = 'overlay-root';
  root.append(style, point);
  const keepTrusted = dropUntrusted(point);
  const guard = guardHost(host);
  markOwn(host);
  document.documentElement.append(host);
  const connector = createExtensionConnector({ target: async () => ({ self: true }) });
  let open = false;
  let unplace = () => {};
  const draw = () => {
    render(<App connector={connector} overlay={{ open, onOpen }} />, point);
    unplace();
    unplace = placeHost(host, guard, open);
  };
  function onOpen(next: boolean) {
    open = next;
    draw();
    void browser.storage.local.set({ [OPEN_KEY]: next });
  }
  void browser.storage.local.get(OPEN_KEY).then(
    (items) => {
      open = items[OPEN_KEY] === true;
      draw();
    },
    () => draw(),
  );
  return () => {
    unplace();
    guard.stop();
    keepTrusted();
    render(null, point);
    host.remove();
  };
}

/** Mounts or unmounts with the setting. */
function follow(): void {
  let unmount: (() => void) | null = null;
  const apply = (place: PanelPlace) => {
    const want = wantsPanelInPage(place, navigator.userAgent);
    if (want && !unmount) unmount = mount();
    if (!want && unmount) {
      unmount();
      unmount = null;
    }
  };
  readSettings().then((s) => apply(s.place), () => undefined);
  followSettings((s) => apply(s.place), () => undefined);
}

if (window.top === window) follow();
