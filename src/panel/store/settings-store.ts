// The user's settings: loaded from the connector, followed as they change anywhere (another
// panel, another device through sync), and saved one change at a time: only the settings a change
// names are written, so a panel never writes back values it holds from before another's change.
// The panel shows a new value at once; a failed save is reported, not retried.
import { signal } from '@preact/signals';
import { DEFAULT_SETTINGS, parseSettings, type Settings } from '../../shared/settings';
import type { Connector } from '../connector';

export function createSettingsStore(connector: Connector) {
  const settings = signal<Settings>(DEFAULT_SETTINGS);
  const loaded = signal(false);
  const saveError = signal<string | null>(null);
  let unwatch: (() => void) | null = null;

  async function load() {
    unwatch ??= connector.watchSettings((s) => {
      settings.value = s;
    });
    try {
      settings.value = parseSettings(await connector.loadSettings());
    } catch (e) {
      saveError.value = e instanceof Error ? e.message : String(e);
    } finally {
      loaded.value = true;
    }
  }

  /** Shows the change at once; resolves once it is saved (or failed: saveError says why). */
  function update(patch: Partial<Settings>): Promise<void> {
    settings.value = parseSettings({ ...settings.value, ...patch });
    saveError.value = null;
    return connector.saveSettings(patch).catch((e: unknown) => {
      saveError.value = e instanceof Error ? e.message : String(e);
    });
  }

  return { settings, loaded, saveError, load, update };
}

