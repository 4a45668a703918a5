// The panel inside the Wordle page: in Chrome a script the content script loads into its own world
// only when it is wanted there (src/content/panel-in-page.ts), in Firefox a content script of its
// own (firefoxManifest in vite.config.ts). It shows when wanted: the player chose "Show the panel: inside the
// page", or the browser has no panel beside the page, as Firefox for Android has no sidebar (the
// background says so, `cs:panel-beside`). From then on it follows the setting and renders the same
// App as the side panel into a CLOSED shadow root, with its own styles. The page's scripts cannot
// reach inside (closed root: no `shadowRoot` to read), what the player types there never reaches
// the page's listeners (typing-guard.ts), events the page makes up are dropped (`isTrusted`), and the host element's own styles are set !important and put back if the page
// changes them. It talks to the background as the side panel does (connector-extension.ts),
// following its own tab. The toolbar button opens its sheet where there is no panel beside the page.
import { render } from 'preact';
import browser from 'webextension-polyfill';
import { wantsPanelInPage, type PanelPlace } from '../shared/settings';
import { followSettings, readSettings } from '../shared/settings-storage';
import { App } from './App';
import { createExtensionConnector } from './connector-extension';
import { isBackground, listen, parseBackgroundToOverlay, sendToBackground } from '../shared/messages';
import { markOwn } from '../shared/own-elements';
import { guardHost, dropUntrusted } from './overlay-guard';
import { placeHost } from './overlay-place';
import { keepTypingIn } from '../shared/typing-guard';
import overlayCss from './overlay.css?inline';
import panelCss from './panel.css?inline';

/** Whether the sheet was open, kept in the extension's storage (never the page's). */
const OPEN_KEY = 'overlay:open';

interface Mounted {
  unmount(): void;
  open(): void;
}

function mount(): Mounted {
  const host = document.createElement('div');
  const root = host.attachShadow({ mode: 'closed' });
  const style = document.createElement('style');
  style.textContent = panelCss + overlayCss;
  const point = document.createElement('div');
  point.className = 'overlay-root';
  root.append(style, point);
  const keepTrusted = dropUntrusted(point);
  const keepTyping = keepTypingIn(host, root);
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
  return {
    unmount() {
      unplace();
      guard.stop();
      keepTrusted();
      render(null, point);
      keepTyping();
      host.remove();
    },
    open: () => onOpen(true),
  };
}

/** Mounts or unmounts with the setting; always there where the browser has no panel beside the page. */
function follow(): void {
  let mounted: Mounted | null = null;
  // Unknown (the background not reached): beside, as on a desktop, where the setting decides.
  const beside = sendToBackground({ type: 'cs:panel-beside' }).then((r) => !r.ok || r.value);
  const apply = async (place: PanelPlace) => {
    const want = wantsPanelInPage(place, await beside);
    if (want && !mounted) mounted = mount();
    if (!want && mounted) {
      mounted.unmount();
      mounted = null;
    }
  };
  readSettings().then((s) => apply(s.place), () => undefined);
  followSettings((s) => void apply(s.place), () => undefined);
  // The toolbar button, where there is no panel beside the page: the sheet opens.
  listen(isBackground, parseBackgroundToOverlay, async () => {
    mounted ??= mount();
    mounted.open();
  });
}

if (window.top === window) follow();
