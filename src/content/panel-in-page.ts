// The panel inside the Wordle page (src/panel/overlay.tsx, built as one self-contained file) is
// loaded into this content script's world only when it is wanted there: the setting "inside the
// page", or a browser with no panel beside the page (Firefox for Android has no sidebar: the
// background says so, `cs:panel-beside`). A page whose panel is beside it parses
// none of its code. Once loaded it follows the setting itself (shown, hidden and shown again, no
// reload), so it is loaded at most once a page; a load that failed is tried again at the next change.
// The place is a synced setting: this reads storage.sync alone (storage.local is closed to content
// scripts in Chrome, storage-access.ts).
import { wantsPanelInPage, type Settings } from '../shared/settings';
import { followSyncedSettings, readSyncedSettings } from '../shared/settings-storage';

/** Where the build puts the panel inside the page (vite.config.ts), web-accessible to the NYT site only (manifest.json). */
const PANEL_IN_PAGE_FILE = 'src/panel/overlay.js';

/**
 * Imports the panel inside the page into this world. Through `chrome.runtime.getURL` by name (Firefox
 * has it too): AMO's linter takes no other argument of a dynamic import.
 */
const importPanel = () => import(/* @vite-ignore */ chrome.runtime.getURL(PANEL_IN_PAGE_FILE));

/**
 * Loads the panel inside the page (by `load`: the tests' stand-in) once it is wanted; `beside`:
 * whether this browser has a panel beside the page (unknown: true, and the setting decides).
 */
export function loadPanelInPage(signal: AbortSignal, beside: Promise<boolean>, load: () => Promise<unknown> = importPanel): void {
  let loading: Promise<unknown> | null = null;
  const check = async (s: Settings) => {
    const want = wantsPanelInPage(s.place, await beside.catch(() => true));
    if (loading || signal.aborted || !want) return;
    loading = load().catch((e: unknown) => {
      loading = null;
      console.warn('[wordle-assistant] loading the panel inside the page failed:', e);
    });
  };
  const warn = (e: unknown) => console.warn('[wordle-assistant] reading the settings failed:', e);
  readSyncedSettings().then(check, warn);
  signal.addEventListener('abort', followSyncedSettings((s) => void check(s), warn), { once: true });
}
