// Stored settings are untrusted and outlive versions: the model the player never chose follows
// the new default, a chosen one stays.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, DEVICE_SETTING_KEYS, deviceItemsOf, deviceSettingsOf, isDeviceSettings, isDeviceSettingsPatch, itemsOf, parseSettings, SETTING_KEYS, settingKey, settingsFromItems, touchesSettings, type DeviceSettings, type Settings } from '../../src/shared/settings';

describe('the answer model setting', () => {
  it('defaults to history', () => {
    expect(DEFAULT_SETTINGS.model).toBe('history');
    expect(parseSettings(undefined).model).toBe('history');
    expect(parseSettings({ model: 'wordle' }).model).toBe('history');
  });

  it('reads a stored nyt the player never chose (the old default) as history', () => {
    const old = { hardMode: 'page', model: 'nyt', strategy: 'optimal', top: 5, spoilerShield: false, showDetails: false, preferCommon: 0 };
    expect(parseSettings(old)).toMatchObject({ model: 'history', modelChosen: false, top: 5 });
  });

  it('keeps a model the player chose: nyt once picked, classic always', () => {
    expect(parseSettings({ model: 'nyt', modelChosen: true }).model).toBe('nyt');
    expect(parseSettings({ model: 'classic' }).model).toBe('classic');
    expect(parseSettings({ model: 'history', modelChosen: true })).toMatchObject({ model: 'history', modelChosen: true });
    // A corrupt flag counts as not chosen.
    expect(parseSettings({ model: 'nyt', modelChosen: 'yes' }).model).toBe('history');
  });
});

describe('settings stored before one key per setting', () => {
  // Until the per-setting keys, storage.sync held every setting in one object under `settings`.
  const legacy = { hardMode: 'on', model: 'nyt', strategy: 'entropy', top: 5, spoilerShield: true, showDetails: true, preferCommon: 0.05 };

  it('are read from the old single key, with the migrations that apply to them', () => {
    expect(settingsFromItems({ settings: legacy })).toEqual({
      ...DEFAULT_SETTINGS,
      hardMode: 'on',
      strategy: 'entropy',
      top: 5,
      hints: 'steps', // the spoiler shield that was on
      showDetails: true,
      preferCommon: 0.05,
    });
  });

  it('give way, field by field, to the per-setting keys written since', () => {
    const s = settingsFromItems({ settings: legacy, [settingKey('top')]: 8, [settingKey('hints')]: 'all' });
    expect(s).toMatchObject({ top: 8, hints: 'all', strategy: 'entropy', hardMode: 'on' });
  });

  it('are ignored when the old key holds something else', () => {
    for (const bad of [null, 'x', [1, 2], 42]) expect(settingsFromItems({ settings: bad })).toEqual(DEFAULT_SETTINGS);
  });

  it('are read by everyone who reads the settings, and a change to them is seen', () => {
    expect(SETTING_KEYS).toContain('settings');
    expect(touchesSettings({ settings: { newValue: legacy } })).toBe(true);
  });
});

describe("this device's own settings (one list: settings.ts PAGE_DEVICE_CHECKS, DEVICE_FIELDS)", () => {
  it('the ones handed to the panel inside the page are this device\'s, kept in storage.local, and checked field by field', () => {
    const all = parseSettings({ ...DEFAULT_SETTINGS, pastAnswers: 'on', reminder: '20:30', gridSenders: ['Me'] });
    const handed = deviceSettingsOf(all);
    expect(handed).toEqual({ pastAnswers: 'on', reminder: '20:30' });
    // Every one of them is written to and read from storage.local, never storage.sync.
    const keys = (Object.keys(handed) as (keyof Settings)[]).map(settingKey).sort();
    expect(Object.keys(deviceItemsOf(handed)).sort()).toEqual(keys);
    expect(Object.keys(itemsOf(handed))).toEqual([]);
    expect(keys.every((k) => DEVICE_SETTING_KEYS.includes(k))).toBe(true);
    expect(isDeviceSettings(handed)).toBe(true);
    expect(isDeviceSettings({ pastAnswers: 'on' })).toBe(false);
    expect(isDeviceSettingsPatch({ reminder: '25:00' })).toBe(false);
    expect(isDeviceSettingsPatch({ reminder: 'off' })).toBe(true);
    // Only its own fields cross: the names posted under stay with the extension's own pages.
    expect(deviceSettingsOf({ reminder: 'off', gridSenders: ['Me'] } as Partial<DeviceSettings>)).toEqual({ reminder: 'off' });
  });
});
