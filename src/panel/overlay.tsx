// The panel inside the Wordle page: a content script (manifest.json) that, when the player chose
// "Show the panel: inside the page" (or on a phone, where no side panel exists), renders the same
// App as the side panel into a CLOSED shadow root, with its own styles. The page's scripts cannot
// reach inside (closed root: no `shadowRoot` to read), events the page makes up are dropped
// (`isTrusted`), and the host element's own styles are set !important and put back if the page
// changes them. It talks to the background as the side panel does (connector-extension.ts),
// following its own tab.
import { render } from 'preact';
import browser from 'webextension-polyfill';
import { settingsFromItems, SETTING_KEYS, touchesSettings, type PanelPlace } from '../shared/settings';
import { App } from './App';
import { createExtensionConnector } from './connector-extension';
import { guardHost, dropUntrusted } from './overlay-guard';
import { placeHost } from './overlay-place';
import overlayCss from './overlay.css?inline';
import panelCss from './panel.css?inline';

/** Whether the sheet was open, kept in the extension's storage (never the page's). */
const OPEN_KEY = 'overlay:open';

/** Firefox for Android: no sidebar there, so the panel is always inside the page. */
const isPhoneBrowser = () => /Android/i.test(navigator.userAgent) && /Firefox/i.test(navigator.userAgent);

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
    const want = place === 'page' || isPhoneBrowser();
    if (want && !unmount) unmount = mount();
    if (!want && unmount) {
      unmount();
      unmount = null;
    }
  };
  const read = () => void browser.storage.sync.get([...SETTING_KEYS]).then((items) => apply(settingsFromItems(items).place), () => undefined);
  browser.storage.onChanged.addListener((changes, area) => {
    if (area === 'sync' && touchesSettings(changes)) read();
  });
  read();
}

if (window.top === window) follow();
