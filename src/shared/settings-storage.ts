// The settings in storage.sync, read, followed and written in one place for the background and
// every panel. Older versions of the extension (on another device, through sync) still write the
// single `settings` key; the background turns each such write into per-setting writes of what it
// changed (`olderWrite`), so it is followed like any other change and never undoes a per-setting
// value written after it.
import browser from 'webextension-polyfill';
import { itemsOf, olderWrite, SETTING_KEYS, settingsFromItems, touchesSettings, type Settings } from './settings';

/** The settings now, each field checked. */
export async function readSettings(): Promise<Settings> {
  return settingsFromItems(await browser.storage.sync.get([...SETTING_KEYS]));
}

/** Writes only the settings `patch` names: others changed elsewhere meanwhile stay. */
export async function writeSettings(patch: Partial<Settings>): Promise<void> {
  await browser.storage.sync.set(itemsOf(patch));
}

type Changes = Record<string, { oldValue?: unknown; newValue?: unknown }>;

/**
 * Calls `onChange` with the settings, read again whole, whenever a change touches them (a panel,
 * another device); returns the unsubscribe. A read that fails is reported to `onError`.
 */
export function followSettings(onChange: (s: Settings) => void, onError: (e: unknown) => void): () => void {
  const listener = (changes: Changes, area: string) => {
    if (area !== 'sync' || !touchesSettings(changes)) return;
    readSettings().then(onChange, onError);
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}

/**
 * The background's part, the one writer: each write of the single `settings` key becomes a write
 * of the settings it changed, under their own keys.
 */
export function migrateOlderWrites(onError: (e: unknown) => void): void {
  browser.storage.onChanged.addListener((changes: Changes, area: string) => {
    if (area !== 'sync') return;
    const patch = olderWrite(changes);
    if (patch) writeSettings(patch).catch(onError);
  });
}
