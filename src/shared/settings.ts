// User settings, stored in storage.sync, but for the consent to fetch past answers, which belongs
// to the device and lives in storage.local (DEVICE_FIELDS). Validated on every read: storage is
// untrusted input.
import { MODEL_NAMES, STRATEGY_NAMES, type ModelName, type StrategyName } from '../core/types';

export interface Settings {
  /** 'page' follows the game's own hard-mode setting. */
  hardMode: 'page' | 'on' | 'off';
  model: ModelName;
  /**
   * Whether the player chose the model in the settings. `nyt` was the default before `history`:
   * a stored `nyt` the player never chose reads as the new default.
   */
  modelChosen: boolean;
  strategy: StrategyName;
  /** Number of suggestions shown. */
  top: number;
  /**
   * How much help the panel gives: 'all' at once, or 'steps': per row, one click per step of the
   * hint ladder (count and chance to win now → a nudge → the best guess → everything; hints.ts).
   */
  hints: HintMode;
  /** Show the solver's own figures (bits, expected words left) beside the plain ones. */
  showDetails: boolean;
  /**
   * Put common words first among suggestions whose expected guesses are within this many of the
   * best (0 = off): a player may prefer CRANE at +0.02 guesses to SALET.
   */
  preferCommon: number;
  /**
   * Where the panel shows: 'side', the browser's side panel (Chrome) or sidebar (Firefox); 'page',
   * an overlay the content script puts inside the Wordle page (the only place on a phone).
   */
  place: PanelPlace;
  /**
   * Whether the content script may ask the Wordle site for the answers of past days the extension
   * does not know (never today's or a later day's): 'ask' (the default: no request; the panel
   * offers it once when what is known ends more than a week before the puzzle), 'on' (the player
   * agreed), 'off' (the player said no, or turned it off in the settings). This device's alone
   * (storage.local): a browser signed in to the same account never fetches on another's word.
   */
  pastAnswers: PastAnswersConsent;
  /**
   * Whether the content script may ask the NYT's game service, with the player's sign-in cookie,
   * for every game they played there (shared/nyt-history.ts): 'ask' (the default: nothing asked;
   * Your games offers it), 'on' (the player agreed, then pressed the button), 'off' (they said no or
   * withdrew it: no request after). This device's alone, as pastAnswers.
   */
  nytHistory: PastAnswersConsent;
  /**
   * The streak guard (background/streak-guard.ts): 'off' (the default), or the local time 'HH:MM'
   * at which to be reminded when today's puzzle is not played yet in this browser. Turned on only
   * with the optional permissions it needs, which the panel asks for at that moment.
   */
  reminder: string;
  /**
   * The names the player posts their results under in pasted chats (shared-grids.ts): the senders
   * ticked by default when a paste names several ('' for results no chat line names). This
   * device's own: the chats pasted here are.
   */
  gridSenders: readonly string[];
}

/** The margins offered for preferCommon, in expected guesses. */
export const COMMON_MARGINS = [0, 0.02, 0.05, 0.1, 0.2] as const;

export const DEFAULT_SETTINGS: Settings = {
  hardMode: 'page',
  model: 'history',
  modelChosen: false,
  strategy: 'optimal',
  top: 10,
  hints: 'all',
  showDetails: false,
  preferCommon: 0,
  place: 'side',
  pastAnswers: 'ask',
  nytHistory: 'ask',
  reminder: 'off',
  gridSenders: [],
};

/** At most this many sender names are remembered, each at most 60 characters (chat-lines.ts). */
const MAX_GRID_SENDERS = 50;
const gridSendersOf = (v: unknown): string[] =>
  Array.isArray(v) ? [...new Set(v.filter((x): x is string => typeof x === 'string' && x.length <= 60))].slice(0, MAX_GRID_SENDERS) : [];

/**
 * The optional permission the streak guard needs (manifest.json optional_permissions). Its alarm
 * needs `alarms`, a permission of the manifest: Firefox allows it nowhere else, and neither
 * browser shows it to the player.
 */
export const REMINDER_PERMISSIONS = ['notifications'] as const;

/** A reminder time, 'HH:MM' on the 24-hour clock. */
export const isReminderTime = (v: unknown): v is string => typeof v === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(v);

const HARD = ['page', 'on', 'off'] as const;
export const HINT_MODES = ['all', 'steps'] as const;
export type HintMode = (typeof HINT_MODES)[number];
export const PANEL_PLACES = ['side', 'page'] as const;
export type PanelPlace = (typeof PANEL_PLACES)[number];

/**
 * Whether the panel goes inside the Wordle page: the player chose it, or the browser has no panel
 * beside the page (`beside` false: Firefox for Android has no sidebar; the background says which).
 */
export const wantsPanelInPage = (place: PanelPlace, beside: boolean) => place === 'page' || !beside;

const PAST_ANSWERS_CONSENTS = ['ask', 'on', 'off'] as const;
type PastAnswersConsent = (typeof PAST_ANSWERS_CONSENTS)[number];

const isConsent = (v: unknown) => (PAST_ANSWERS_CONSENTS as readonly unknown[]).includes(v);
const isReminder = (v: unknown) => v === 'off' || isReminderTime(v);
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/**
 * This device's own settings the panel inside the page reads and sets, through the background
 * (DEVICE_FIELDS holds them, the consent to bring in the NYT games and the names posted under,
 * which only the extension's own pages use),
 * each with its check: the one list the type, the checks and the copies below follow.
 */
const PAGE_DEVICE_CHECKS = { pastAnswers: isConsent, reminder: isReminder } satisfies Partial<Record<keyof Settings, (v: unknown) => boolean>>;
type PageDeviceField = keyof typeof PAGE_DEVICE_CHECKS;
const PAGE_DEVICE_FIELDS = Object.keys(PAGE_DEVICE_CHECKS) as PageDeviceField[];
/** This device's own settings as the background hands them to the panel inside the page. */
export type DeviceSettings = Pick<Settings, PageDeviceField>;
export const isDeviceSettings = (v: unknown): v is DeviceSettings => isObj(v) && PAGE_DEVICE_FIELDS.every((f) => PAGE_DEVICE_CHECKS[f](v[f]));
/** Some of them, each one named valid. */
export const isDeviceSettingsPatch = (v: unknown): v is Partial<DeviceSettings> =>
  isObj(v) && PAGE_DEVICE_FIELDS.every((f) => v[f] === undefined || PAGE_DEVICE_CHECKS[f](v[f]));
/** Only the fields of `patch` (or of all the settings) that are those device settings: what crosses a boundary keeps its own fields only. */
export function deviceSettingsOf(patch: Settings): DeviceSettings;
export function deviceSettingsOf(patch: Partial<DeviceSettings>): Partial<DeviceSettings>;
export function deviceSettingsOf(patch: Partial<DeviceSettings>): Partial<DeviceSettings> {
  const out: Partial<Record<PageDeviceField, unknown>> = {};
  for (const f of PAGE_DEVICE_FIELDS) if (patch[f] !== undefined) out[f] = patch[f];
  return out as Partial<DeviceSettings>;
}

/**
 * The hint setting; settings saved before the ladder have `spoilerShield` instead, and a shield
 * that was on becomes the ladder (its first step is what the shield showed: the count).
 */
function hintsOf(r: Record<string, unknown>): HintMode {
  if (HINT_MODES.includes(r.hints as HintMode)) return r.hints as HintMode;
  return r.spoilerShield === true ? 'steps' : DEFAULT_SETTINGS.hints;
}

/**
 * The model: a stored `nyt` the player did not choose (it was the default until `history`, and
 * settings saved then do not say `modelChosen`) becomes the new default; a chosen one stays.
 */
function modelOf(r: Record<string, unknown>): ModelName {
  if (r.model === 'nyt' && r.modelChosen !== true) return DEFAULT_SETTINGS.model;
  return MODEL_NAMES.includes(r.model as ModelName) ? (r.model as ModelName) : DEFAULT_SETTINGS.model;
}

/** Any stored value → valid settings, keeping each field that is valid and defaulting the rest. */
export function parseSettings(raw: unknown): Settings {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const pick = <T>(v: unknown, allowed: readonly T[], d: T): T => (allowed.includes(v as T) ? (v as T) : d);
  const top = typeof r.top === 'number' && Number.isInteger(r.top) && r.top >= 1 && r.top <= 50 ? r.top : DEFAULT_SETTINGS.top;
  return {
    hardMode: pick(r.hardMode, HARD, DEFAULT_SETTINGS.hardMode),
    model: modelOf(r),
    modelChosen: r.modelChosen === true,
    strategy: pick(r.strategy, STRATEGY_NAMES, DEFAULT_SETTINGS.strategy),
    top,
    hints: hintsOf(r),
    showDetails: typeof r.showDetails === 'boolean' ? r.showDetails : DEFAULT_SETTINGS.showDetails,
    preferCommon: pick(r.preferCommon, COMMON_MARGINS as readonly number[], DEFAULT_SETTINGS.preferCommon),
    place: pick(r.place, PANEL_PLACES, DEFAULT_SETTINGS.place),
    pastAnswers: pick(r.pastAnswers, PAST_ANSWERS_CONSENTS, DEFAULT_SETTINGS.pastAnswers),
    nytHistory: pick(r.nytHistory, PAST_ANSWERS_CONSENTS, DEFAULT_SETTINGS.nytHistory),
    reminder: r.reminder === 'off' || isReminderTime(r.reminder) ? r.reminder : DEFAULT_SETTINGS.reminder,
    gridSenders: gridSendersOf(r.gridSenders),
  };
}

/** Whether suggestions should be hard-mode ones, given the setting and what the page says. */
export function effectiveHardMode(s: Settings, pageHardMode: boolean | null): boolean {
  return s.hardMode === 'on' || (s.hardMode === 'page' && pageHardMode === true);
}

/**
 * storage.sync holds one key per setting (`setting.top`, ...), so a change writes only the setting
 * that changed: two panels, or this browser and a synced one, each changing a different setting
 * never undo each other (one key holding every setting would be written whole by each).
 */
const FIELDS = Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[];
/**
 * The settings that belong to this device, kept in storage.local under the same per-setting key:
 * the consents to fetch past answers and to bring in the NYT games, given on this device only, the
 * streak guard's reminder (its permission is this browser's, and a reminder on every synced device
 * would nag), and the names the player posts shared results under (the chats pasted here are this
 * device's). A value of
 * theirs in storage.sync (an earlier version kept pastAnswers there, and another device may still
 * write it) is never read.
 */
const DEVICE_FIELDS: readonly (keyof Settings)[] = [...PAGE_DEVICE_FIELDS, 'nytHistory', 'gridSenders'];
const SYNCED_FIELDS = FIELDS.filter((f) => !DEVICE_FIELDS.includes(f));
/** @internal exported for the tests: the tests write single settings as another panel would. */
export const settingKey = (field: keyof Settings) => `setting.${field}`;
/** The storage.local key of the consent to fetch past answers (the games repository reads it too, in its own order). */
export const CONSENT_KEY = settingKey('pastAnswers');
/** The storage.local key of the consent to bring in the player's NYT games (read by the games repository in its order). */
export const HISTORY_CONSENT_KEY = settingKey('nytHistory');
/**
 * Where settings lived before one key per setting: a single object (with `spoilerShield` before the
 * hint ladder, and `nyt` as the unchosen default model). Still read, under the per-setting keys, so a
 * player who updates keeps what they chose; never written here. Older versions on the player's other
 * devices still write it: what each such write changed is moved to the per-setting keys
 * (`olderWrite`, settings-storage.ts).
 */
const LEGACY_SETTINGS_KEY = 'settings';
/** Every storage.sync key the settings are read from (the panels write only the per-setting ones). */
export const SETTING_KEYS: readonly string[] = [...SYNCED_FIELDS.map(settingKey), LEGACY_SETTINGS_KEY];
/** Every storage.local key the settings are read from: this device's own. */
export const DEVICE_SETTING_KEYS: readonly string[] = DEVICE_FIELDS.map(settingKey);

/**
 * The settings in storage.sync's items and storage.local's, each field checked (storage is
 * untrusted; a bad one is the default). The device's own settings come from `local` only.
 */
export function settingsFromItems(items: Record<string, unknown>, local: Record<string, unknown> = {}): Settings {
  const legacy = items[LEGACY_SETTINGS_KEY];
  const raw: Record<string, unknown> = typeof legacy === 'object' && legacy !== null && !Array.isArray(legacy) ? { ...legacy } : {};
  for (const f of SYNCED_FIELDS) if (settingKey(f) in items) raw[f] = items[settingKey(f)];
  for (const f of DEVICE_FIELDS) raw[f] = local[settingKey(f)];
  return parseSettings(raw);
}

/** The consent to fetch past answers in storage.local's items (the default, 'ask', when absent or bad). */
export const consentOf = (local: Record<string, unknown>) => settingsFromItems({}, local).pastAnswers;

/** The consent to bring in the player's NYT games in storage.local's items ('ask' when absent or bad). */
export const historyConsentOf = (local: Record<string, unknown>) => settingsFromItems({}, local).nytHistory;

const itemsOfFields = (patch: Partial<Settings>, fields: readonly (keyof Settings)[]) => {
  const valid = parseSettings(patch);
  const items: Record<string, unknown> = {};
  for (const f of fields) if (f in patch) items[settingKey(f)] = valid[f];
  return items;
};
/** The storage.sync items that write `patch` (after checking it): only the synced fields it names. */
export const itemsOf = (patch: Partial<Settings>) => itemsOfFields(patch, SYNCED_FIELDS);
/** The storage.local items that write `patch`: only this device's fields it names. */
export const deviceItemsOf = (patch: Partial<Settings>) => itemsOfFields(patch, DEVICE_FIELDS);

/** Whether a storage.onChanged batch of `area` touches the settings. */
export const touchesSettings = (changes: Record<string, unknown>, area = 'sync') => (area === 'local' ? DEVICE_SETTING_KEYS : area === 'sync' ? SETTING_KEYS : []).some((k) => k in changes);

/**
 * What a write of the single `settings` key changed, as a patch of per-setting values; null when
 * the batch has no such write or it changed nothing. An older version writes every setting each
 * time, so only the fields whose value differs from the key's previous value were chosen now (all
 * of those it holds when the key is new); the others must not undo per-setting values written since.
 * The device's own settings are never taken from it.
 */
export function olderWrite(changes: Record<string, { oldValue?: unknown; newValue?: unknown } | undefined>): Partial<Settings> | null {
  const change = changes[LEGACY_SETTINGS_KEY];
  const next = change?.newValue;
  if (typeof next !== 'object' || next === null || Array.isArray(next)) return null;
  const before = change?.oldValue;
  const had = typeof before === 'object' && before !== null && !Array.isArray(before);
  const now = parseSettings(next);
  const then = parseSettings(had ? before : {});
  const named = (f: keyof Settings) => f in next || (f === 'hints' && 'spoilerShield' in next) || (f === 'modelChosen' && 'model' in next);
  const patch: Partial<Settings> = {};
  for (const f of SYNCED_FIELDS) {
    if (had ? now[f] !== then[f] : named(f)) (patch as Record<string, unknown>)[f] = now[f];
  }
  return Object.keys(patch).length ? patch : null;
}
