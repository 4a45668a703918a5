// The settings of the panel inside the page: the synced ones from storage.sync, as every panel,
// and this device's own (the consent to fetch past answers, the reminder) from the background by
// message, as storage.local is closed to content scripts (Chrome: background/storage-access.ts).
// A change of them elsewhere is told on the games port (games-followers.ts), and they are asked again.
import { sendToBackground } from '../shared/messages';
import { deviceSettingsOf, type DeviceSettings, type Settings } from '../shared/settings';
import { followSyncedSettings, readSyncedSettings, writeSyncedSettings } from '../shared/settings-storage';
import { done, type SettingsAccess } from './connector-extension';
import { holdGamesPort } from './games-port';

async function readDevice(): Promise<DeviceSettings> {
  return done(await sendToBackground({ type: 'panel:device-settings' }));
}

async function readAll(): Promise<Settings> {
  const [synced, device] = await Promise.all([readSyncedSettings(), readDevice()]);
  return { ...synced, ...device };
}

async function write(patch: Partial<Settings>): Promise<void> {
  const device = deviceSettingsOf(patch);
  const saveDevice = async () => {
    if (Object.keys(device).length === 0) return;
    done(await sendToBackground({ type: 'panel:save-device-settings', settings: device }));
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
