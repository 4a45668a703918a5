// The settings in storage.sync (and this device's own, the consent to fetch past answers, in
// storage.local), read, followed and written in one place for the background and every panel. Older versions of the extension (on another device, through sync) still write the
// single `settings` key; the background turns each such write into per-setting writes of what it
// changed (`olderWrite`), so it is followed like any other change and never undoes a per-setting
// value written after it.
import browser from 'webextension-polyfill';
import { deviceItemsOf, DEVICE_SETTING_KEYS, itemsOf, olderWrite, SETTING_KEYS, settingsFromItems, touchesSettings, type Settings } from './settings';

/** The settings now, each field checked. */
export async function readSettings(): Promise<Settings> {
  const [synced, local] = await Promise.all([browser.storage.sync.get([...SETTING_KEYS]), browser.storage.local.get([...DEVICE_SETTING_KEYS])]);
  return settingsFromItems(synced, local);
}

/**
 * The synced settings alone, this device's own left at their defaults: for the content scripts
 * (the panel inside the page and its loader), to which storage.local is closed (Chrome); the panel
 * inside the page gets this device's own from the background (src/panel/settings-in-page.ts).
 */
export async function readSyncedSettings(): Promise<Settings> {
  return settingsFromItems(await browser.storage.sync.get([...SETTING_KEYS]));
}

/** Writes only the synced settings `patch` names (a content script's part: this device's own go by message). */
export async function writeSyncedSettings(patch: Partial<Settings>): Promise<void> {
  const synced = itemsOf(patch);
  if (Object.keys(synced).length > 0) await browser.storage.sync.set(synced);
}

/** Like followSettings, for the synced settings alone (readSyncedSettings). */
export function followSyncedSettings(onChange: (s: Settings) => void, onError: (e: unknown) => void): () => void {
  const listener = (changes: Changes, area: string) => {
    if (area === 'sync' && touchesSettings(changes, area)) readSyncedSettings().then(onChange, onError);
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}

/** Writes only the settings `patch` names: others changed elsewhere meanwhile stay. */
export async function writeSettings(patch: Partial<Settings>): Promise<void> {
  const synced = itemsOf(patch);
  const local = deviceItemsOf(patch);
  await Promise.all([Object.keys(synced).length > 0 && browser.storage.sync.set(synced), Object.keys(local).length > 0 && browser.storage.local.set(local)]);
}

type Changes = Record<string, { oldValue?: unknown; newValue?: unknown }>;

/**
 * Calls `onChange` with the settings, read again whole, whenever a change touches them (a panel,
 * another device); returns the unsubscribe. A read that fails is reported to `onError`.
 */
export function followSettings(onChange: (s: Settings) => void, onError: (e: unknown) => void): () => void {
  const listener = (changes: Changes, area: string) => {
    if (!touchesSettings(changes, area)) return;
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
