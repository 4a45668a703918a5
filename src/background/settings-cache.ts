// The user's settings for the background, cached until they change; and the background's part of
// following them: turning an older version's write of the single `settings` key into per-setting
// writes (settings-storage.ts).
import { followSettings, migrateOlderWrites, readSettings } from '../shared/settings-storage';
import type { Settings } from '../shared/settings';

let cached: Promise<Settings> | null = null;

export function currentSettings(): Promise<Settings> {
  cached ??= readSettings();
  return cached;
}

const warn = (e: unknown) => console.warn('[wordle-assistant] the settings could not be read or written:', e);

/** Calls `onChange` with the new settings whenever they change (a panel, or another device through sync). */
export function watchSettings(onChange: (s: Settings) => void): void {
  migrateOlderWrites(warn);
  followSettings((s) => {
    cached = Promise.resolve(s);
    onChange(s);
  }, warn);
}
