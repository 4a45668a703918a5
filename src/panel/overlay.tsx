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
// It reads no storage.local (closed to content scripts in Chrome, background/storage-access.ts):
// the streak's figures, this device's settings and whether the sheet was open come by message.
import { render } from 'preact';
import { wantsPanelInPage, type PanelPlace } from '../shared/settings';
import { followSyncedSettings, readSyncedSettings } from '../shared/settings-storage';
import { App } from './App';
import { createExtensionConnector } from './connector-extension';
import { settingsInPage } from './settings-in-page';
import { isBackground, listen, parseBackgroundToOverlay, sendToBackground } from '../shared/messages';
import { markOwn } from '../shared/own-elements';
import { guardHost, dropUntrusted } from './overlay-guard';
import { placeHost } from './overlay-place';
import { keepTypingIn } from '../shared/typing-guard';
import overlayCss from './overlay.css?inline';
import panelCss from './panel.css?inline';

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
  const connector = createExtensionConnector({ target: async () => ({ self: true }), settings: settingsInPage });
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
    // Kept by the background, in the extension's storage (never the page's).
    void sendToBackground({ type: 'panel:save-sheet-open', open: next });
  }
  void sendToBackground({ type: 'panel:sheet-open' }).then((r) => {
    open = r.ok && r.value.ok && r.value.value;
    draw();
  });
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
  readSyncedSettings().then((s) => apply(s.place), () => undefined);
  followSyncedSettings((s) => void apply(s.place), () => undefined);
  // The toolbar button, where there is no panel beside the page: the sheet opens.
  listen(isBackground, parseBackgroundToOverlay, async () => {
    mounted ??= mount();
    mounted.open();
  });
}

if (window.top === window) follow();
