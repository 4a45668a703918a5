// The user's settings, read from storage.sync (validated: storage is untrusted) and cached until
// they change.
import browser from 'webextension-polyfill';
import { SETTING_KEYS, settingsFromItems, touchesSettings, type Settings } from '../shared/settings';

let cached: Promise<Settings> | null = null;

const read = () => browser.storage.sync.get([...SETTING_KEYS]).then(settingsFromItems);

export function currentSettings(): Promise<Settings> {
  cached ??= read();
  return cached;
}

/** Calls `onChange` with the new settings whenever they change (a panel, or another device through sync). */
export function watchSettings(onChange: (s: Settings) => void): void {
  browser.storage.onChanged.addListener((changes, area) => {
    if (area !== 'sync' || !touchesSettings(changes)) return;
    // A change names only the settings it wrote: read them all again.
    const next = read();
    cached = next;
    void next.then(onChange, (e: unknown) => console.warn('[wordle-assistant] reading the settings failed:', e));
  });
}
