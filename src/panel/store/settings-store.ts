// The user's settings: loaded once from the connector, saved on every change. The panel shows the
// new value at once; a failed save is reported, not retried.
import { signal } from '@preact/signals';
import { DEFAULT_SETTINGS, parseSettings, type Settings } from '../../shared/settings';
import type { Connector } from '../connector';

export function createSettingsStore(connector: Connector) {
  const settings = signal<Settings>(DEFAULT_SETTINGS);
  const loaded = signal(false);
  const saveError = signal<string | null>(null);

  async function load() {
    try {
      settings.value = parseSettings(await connector.loadSettings());
    } catch (e) {
      saveError.value = e instanceof Error ? e.message : String(e);
    } finally {
      loaded.value = true;
    }
  }

  function update(patch: Partial<Settings>) {
    const next = parseSettings({ ...settings.value, ...patch });
    settings.value = next;
    saveError.value = null;
    connector.saveSettings(next).catch((e: unknown) => {
      saveError.value = e instanceof Error ? e.message : String(e);
    });
  }

  return { settings, loaded, saveError, load, update };
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;
