// Settings, collapsed under a disclosure: answer model, strategy, number of suggestions, hard
// mode, preferring common words within a margin, the solver's own figures, fetching past answers
// from the Wordle site, how much help at once.
// Each change is saved at once (storage.sync through the connector; the past-answers consent in
// this device's storage.local).
import type { ModelName, StrategyName } from '../../core/types';
import { MODEL_NAMES, STRATEGY_NAMES } from '../../core/types';
import { useState } from 'preact/hooks';
import { COMMON_MARGINS, HINT_MODES, isReminderTime, PANEL_PLACES, type HintMode, type PanelPlace, type Settings } from '../../shared/settings';
import { fmt } from '../format';
import { t, type MessageKey } from '../i18n';
import { useStore } from '../store/context';

const MODEL_TEXT: Record<ModelName, MessageKey> = { history: 'modelHistory', nyt: 'modelNyt', classic: 'modelClassic' };
/** One sentence on what each model assumes, under the choice. */
const MODEL_NOTE: Record<ModelName, MessageKey> = { history: 'modelNoteHistory', nyt: 'modelNoteNyt', classic: 'modelNoteClassic' };
const STRATEGY_TEXT: Record<StrategyName, MessageKey> = {
  optimal: 'strategyOptimal',
  entropy: 'strategyEntropy',
  'expected-remaining': 'strategyExpectedRemaining',
  minimax: 'strategyMinimax',
  'most-parts': 'strategyMostParts',
  positional: 'strategyPositional',
  'letter-frequency': 'strategyLetterFrequency',
  scrabble: 'strategyScrabble',
};
const HARD_TEXT: Record<Settings['hardMode'], MessageKey> = { page: 'hardPage', on: 'on', off: 'off' };
const TOPS = [3, 5, 10, 20, 50];

/** The time offered when the streak guard is first turned on. */
const DEFAULT_REMINDER = '20:00';

/** The streak guard: off by default; turning it on asks for its permissions in the same click. */
function ReminderSetting() {
  const store = useStore();
  const s = store.settings.settings.value;
  const update = store.settings.update;
  const [time, setTime] = useState(isReminderTime(s.reminder) ? s.reminder : DEFAULT_REMINDER);
  const [refused, setRefused] = useState(false);
  const on = s.reminder !== 'off';
  return (
    <>
      <input
        id="set-reminder"
        type="checkbox"
        data-testid="set-reminder"
        checked={on}
        onChange={(e) => {
          if (!e.currentTarget.checked) return void update({ reminder: 'off' });
          const box = e.currentTarget;
          void store.connector.askReminderPermission().then((granted) => {
            setRefused(!granted);
            if (granted) void update({ reminder: time });
            else box.checked = false;
          });
        }}
      />
      <label for="set-reminder" title={t('tipReminder')}>
        {t('settingReminder')}
      </label>
      <label for="set-reminder-time">{t('settingReminderTime')}</label>
      <input
        id="set-reminder-time"
        type="time"
        data-testid="set-reminder-time"
        value={on ? s.reminder : time}
        onChange={(e) => {
          const v = e.currentTarget.value;
          if (!isReminderTime(v)) return;
          setTime(v);
          if (on) void update({ reminder: v });
        }}
      />
      {refused && (
        <p class="settings-note error" role="alert" data-testid="reminder-refused">
          {t('reminderRefused')}
        </p>
      )}
    </>
  );
}

export function SettingsPanel() {
  const store = useStore();
  const s = store.settings.settings.value;
  const update = store.settings.update;
  return (
    <details class="panel-section settings" data-testid="settings">
      <summary>{t('settingsHeading')}</summary>
      <div class="settings-grid">
        <label for="set-model">{t('settingModel')}</label>
        <select id="set-model" value={s.model} onChange={(e) => update({ model: e.currentTarget.value as ModelName, modelChosen: true })}>
          {MODEL_NAMES.map((m) => (
            <option key={m} value={m}>
              {t(MODEL_TEXT[m])}
            </option>
          ))}
        </select>
        <p class="settings-note muted" data-testid="model-note">
          {t(MODEL_NOTE[s.model])}
        </p>
        <label for="set-strategy">{t('settingStrategy')}</label>
        <select id="set-strategy" value={s.strategy} onChange={(e) => update({ strategy: e.currentTarget.value as StrategyName })}>
          {STRATEGY_NAMES.map((m) => (
            <option key={m} value={m}>
              {t(STRATEGY_TEXT[m])}
            </option>
          ))}
        </select>
        <label for="set-top">{t('settingTop')}</label>
        <select id="set-top" aria-describedby="set-top-note" value={String(s.top)} onChange={(e) => update({ top: Number(e.currentTarget.value) })}>
          {(TOPS.includes(s.top) ? TOPS : [...TOPS, s.top].sort((a, b) => a - b)).map((n) => (
            <option key={n} value={String(n)}>
              {n}
            </option>
          ))}
        </select>
        <p class="settings-note muted" id="set-top-note">
          {t('settingTopNote')}
        </p>
        <label for="set-hard">{t('settingHard')}</label>
        <select id="set-hard" value={s.hardMode} onChange={(e) => update({ hardMode: e.currentTarget.value as Settings['hardMode'] })}>
          {(['page', 'on', 'off'] as const).map((h) => (
            <option key={h} value={h}>
              {t(HARD_TEXT[h])}
            </option>
          ))}
        </select>
        <label for="set-common" title={t('tipCommon')}>
          {t('settingCommon')}
        </label>
        <select id="set-common" value={String(s.preferCommon)} onChange={(e) => update({ preferCommon: Number(e.currentTarget.value) })}>
          {COMMON_MARGINS.map((m) => (
            <option key={m} value={String(m)}>
              {m === 0 ? t('commonOff') : t('commonMargin', fmt(m, 2))}
            </option>
          ))}
        </select>
        <input id="set-details" type="checkbox" checked={s.showDetails} onChange={(e) => update({ showDetails: e.currentTarget.checked })} />
        <label for="set-details">{t('settingDetails')}</label>
        <input id="set-past" type="checkbox" data-testid="set-past" checked={s.pastAnswers === 'on'} onChange={(e) => update({ pastAnswers: e.currentTarget.checked ? 'on' : 'off' })} />
        <label for="set-past" title={t('tipPastAnswers')}>
          {t('settingPastAnswers')}
        </label>
        <ReminderSetting />
        <label for="set-hints" title={t('tipHints')}>
          {t('settingHints')}
        </label>
        <select id="set-hints" value={s.hints} onChange={(e) => update({ hints: e.currentTarget.value as HintMode })}>
          {HINT_MODES.map((h) => (
            <option key={h} value={h}>
              {t(h === 'all' ? 'hintsAll' : 'hintsSteps')}
            </option>
          ))}
        </select>
        <label for="set-place" title={t('tipPlace')}>
          {t('settingPlace')}
        </label>
        <select id="set-place" data-testid="set-place" value={s.place} onChange={(e) => update({ place: e.currentTarget.value as PanelPlace })}>
          {PANEL_PLACES.map((p) => (
            <option key={p} value={p}>
              {t(p === 'side' ? 'placeSide' : 'placePage')}
            </option>
          ))}
        </select>
      </div>
      {store.settings.saveError.value && <p class="error" role="alert">{t('saveFailed', store.settings.saveError.value)}</p>}
    </details>
  );
}
