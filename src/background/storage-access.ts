// storage.local holds the kept games, the page's saved games copy, the past answers, the marks of
// deleted games and this device's settings. Chrome (from 140, the manifest's minimum) can close it
// to content scripts, whose process is the page's: a page that took over its renderer could
// otherwise read and write all of it. The panel inside the page gets what it shows by message
// instead (device-settings.ts, streak-source.ts, panel:games). Firefox has no such switch for
// storage.local (bugzilla 1724754): README and PRIVACY say what a content script can reach there.
// storage.sync (the synced settings) stays open: the content scripts read the panel's place there.

/** Closes storage.local to content scripts where the browser can; the setting lasts, and is set again at each start. */
export async function closeLocalToContentScripts(): Promise<void> {
  if (__BROWSER__ !== 'chrome') return;
  await chrome.storage.local.setAccessLevel({ accessLevel: 'TRUSTED_CONTEXTS' });
}
