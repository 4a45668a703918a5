// The settings of the panel inside the page: the synced ones from storage.sync, as every panel,
// and this device's own (the consent to fetch past answers, the reminder) from the background by
// message, as storage.local is closed to content scripts (Chrome: background/storage-access.ts).
// A change of them elsewhere is told on the games port (games-followers.ts), and they are asked again.
import { sendToBackground } from '../shared/messages';
import type { DeviceSettings, Settings } from '../shared/settings';
import { followSyncedSettings, readSyncedSettings, writeSyncedSettings } from '../shared/settings-storage';
import type { SettingsAccess } from './connector-extension';
import { holdGamesPort } from './games-port';

async function readDevice(): Promise<DeviceSettings> {
  const r = await sendToBackground({ type: 'panel:device-settings' });
  if (!r.ok) throw new Error(r.error);
  if (!r.value.ok) throw new Error(r.value.error);
  return r.value.value;
}

async function readAll(): Promise<Settings> {
  const [synced, device] = await Promise.all([readSyncedSettings(), readDevice()]);
  return { ...synced, ...device };
}

async function write(patch: Partial<Settings>): Promise<void> {
  const device: Partial<DeviceSettings> = {};
  if (patch.pastAnswers !== undefined) device.pastAnswers = patch.pastAnswers;
  if (patch.reminder !== undefined) device.reminder = patch.reminder;
  const saveDevice = async () => {
    if (Object.keys(device).length === 0) return;
    const r = await sendToBackground({ type: 'panel:save-device-settings', settings: device });
    if (!r.ok) throw new Error(r.error);
    if (!r.value.ok) throw new Error(r.value.error);
  };
  await Promise.all([writeSyncedSettings(patch), saveDevice()]);
}

export const settingsInPage: SettingsAccess = {
  loadSettings: readAll,
  saveSettings: write,
  watchSettings(listener) {
    // A read that fails leaves the settings shown as they were; the next change reads again.
    const again = () => void readAll().then(listener, () => undefined);
    const stopSynced = followSyncedSettings(again, () => undefined);
    const stopDevice = holdGamesPort('bg:device-settings-changed', again);
    return () => {
      stopSynced();
      stopDevice();
    };
  },
};
