// What the panel inside the page needs of storage.local, which is closed to content scripts in
// Chrome (storage-access.ts): this device's own settings (the consent to fetch past answers, the
// reminder) and whether its sheet was left open. Read and written here, for it, by message.
import browser from 'webextension-polyfill';
import { deviceSettingsOf, type DeviceSettings } from '../shared/settings';
import { readSettings, writeSettings } from '../shared/settings-storage';

/** Whether the sheet was open, kept in the extension's storage (never the page's). */
const SHEET_OPEN_KEY = 'overlay:open';

export const deviceSettings = async (): Promise<DeviceSettings> => deviceSettingsOf(await readSettings());

export const saveDeviceSettings = (patch: Partial<DeviceSettings>): Promise<void> => writeSettings(deviceSettingsOf(patch));

export const sheetOpen = async (): Promise<boolean> => (await browser.storage.local.get(SHEET_OPEN_KEY))[SHEET_OPEN_KEY] === true;

export const saveSheetOpen = (open: boolean): Promise<void> => browser.storage.local.set({ [SHEET_OPEN_KEY]: open });
