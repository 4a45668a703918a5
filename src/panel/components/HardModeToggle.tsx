// Hard mode as a switch whose state reads at a glance (ON/OFF in words and colour), saying
// whether it follows the game's own setting or the player's choice.
import { t } from '../i18n';
import { useStore } from '../store/context';

export function HardModeToggle() {
  const store = useStore();
  const on = store.hardMode.value;
  const setting = store.settings.settings.value.hardMode;
  const manual = store.ui.mode.value === 'manual';
  const follows = setting === 'page' && !manual;
  return (
    <div class="hard-mode">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        class={on ? 'switch on' : 'switch'}
        data-testid="hard-mode"
        aria-describedby="hard-source"
        onClick={() => store.settings.update({ hardMode: on ? 'off' : 'on' })}
      >
        <span class="switch-track" aria-hidden="true">
          <span class="switch-knob" />
        </span>
        <span class="switch-label">{t('hardMode')}</span>
        <span class="switch-state" aria-hidden="true">{on ? t('on') : t('off')}</span>
      </button>
      <span class="muted hard-source" id="hard-source" data-kind={follows ? 'game' : 'choice'}>
        {follows ? t('hardFromGame') : t('hardYourChoice')}
      </span>
      {setting !== 'page' && !manual && (
        <button type="button" class="link" onClick={() => store.settings.update({ hardMode: 'page' })}>
          {t('followGame')}
        </button>
      )}
    </div>
  );
}
