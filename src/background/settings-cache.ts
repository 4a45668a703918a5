// The user's settings, read from storage.sync (validated: storage is untrusted) and cached until
// they change.
import browser from 'webextension-polyfill';
import { parseSettings, SETTINGS_KEY, type Settings } from '../shared/settings';

let cached: Promise<Settings> | null = null;

export function currentSettings(): Promise<Settings> {
  cached ??= browser.storage.sync.get(SETTINGS_KEY).then((got) => parseSettings(got[SETTINGS_KEY]));
  return cached;
}

/** Calls `onChange` with the new settings whenever the panel saves them. */
export function watchSettings(onChange: (s: Settings) => void): void {
  browser.storage.onChanged.addListener((changes, area) => {
    if (area !== 'sync' || !(SETTINGS_KEY in changes)) return;
    const next = parseSettings(changes[SETTINGS_KEY].newValue);
    cached = Promise.resolve(next);
    onChange(next);
  });
}
