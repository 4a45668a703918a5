// One line saying what the panel is looking at and, when something is wrong, what to do.
import type { TabView } from '../connector';
import { withoutEmoji } from '../format';
import { t } from '../i18n';
import { useStore } from '../store/context';
import type { Shown } from '../store/store';

/** @internal exported for the tests: the page-screens test builds these. */
export interface Props {
  view: TabView;
  shown: Shown | null;
  onManual: () => void;
  /** Hard mode follows the page's setting (so an unknown setting is worth saying). */
  followsPage?: boolean;
}

type Tone = 'info' | 'warn' | 'good';

function describe(view: TabView, shown: Shown | null, followsPage: boolean): { tone: Tone; text: string; hint?: string; lookedFor?: string[] } {
  if (shown?.source === 'manual') return { tone: 'info', text: t('statusManual') };
  if (view.kind === 'no-tab') return { tone: 'warn', text: t('statusNoTab'), hint: t('hintNoTab') };
  const reading = view.reading;
  if (!reading) return { tone: 'info', text: t('statusWaiting') };
  if (reading.kind === 'unrecognised') return { tone: 'warn', text: t('statusUnrecognised', reading.reason), hint: t('hintUnrecognised'), lookedFor: reading.lookedFor };
  // Known screens without a board are steps of playing: plain words, no warning.
  if (reading.kind === 'screen') {
    if (reading.screen === 'custom-length') return { tone: 'info', text: t('statusCustomLength', reading.letters ?? '?') };
    return { tone: 'info', text: t(reading.screen === 'welcome' ? 'statusWelcome' : reading.screen === 'terms' ? 'statusTerms' : 'statusArchiveListing') };
  }
  if (view.solve.kind === 'error') {
    // A board no answer can show is a misread colour; anything else is the solver failing.
    return { tone: 'warn', text: view.solve.error, hint: t(view.solve.code === 'contradictory' ? 'hintContradictory' : 'hintSolverFailed') };
  }
  const rows = reading.rows.length;
  if (reading.status === 'won') return { tone: 'good', text: rows === 1 ? t('statusWonOne') : t('statusWon', rows) };
  if (reading.status === 'lost') return { tone: 'warn', text: t('statusLost') };
  const unknown = followsPage && reading.hardMode === null && (reading.hardModeFrom === 'no-saved-game' || reading.hardModeFrom === 'several-saved-games');
  // The idle refinement (core/refine.ts): said so that a changing list is not a surprise.
  const refining = view.refining === true && view.solve.kind === 'done';
  const hint = unknown ? t(reading.hardModeFrom === 'several-saved-games' ? 'hintHardModeSeveral' : 'hintHardModeUnknown') : refining ? t('hintRefining') : undefined;
  return { tone: 'info', text: rows === 0 ? t('statusReadingStart') : t('statusReading', rows), ...(hint ? { hint } : {}) };
}

/** @internal exported for the tests: the page-screens test renders it with each view. */
export function StatusLine({ view, shown, onManual, followsPage = false }: Props) {
  const s = describe(view, shown, followsPage);
  const offerManual = shown?.source !== 'manual' && s.tone === 'warn' && !(view.kind === 'tab' && view.reading?.kind === 'board' && view.reading.status === 'lost');
  return (
    <section class={`status ${s.tone}`} aria-label={t('statusLabel')} data-testid="status">
      <p class="status-text">{withoutEmoji(s.text)}</p>
      {s.hint && <p class="status-hint">{withoutEmoji(s.hint)}</p>}
      {s.lookedFor && s.lookedFor.length > 0 && (
        <details class="looked-for">
          <summary>{t('lookedFor')}</summary>
          <ul>
            {s.lookedFor.map((x) => (
              <li key={x}>
                <code>{x}</code>
              </li>
            ))}
          </ul>
        </details>
      )}
      {offerManual && (
        <button type="button" class="link" onClick={onManual}>
          {t('useManual')}
        </button>
      )}
    </section>
  );
}

/** StatusLine wired to the store. */
export function ConnectedStatusLine() {
  const store = useStore();
  return (
    <StatusLine
      view={store.tab.view.value}
      shown={store.shown.value}
      onManual={() => (store.ui.mode.value = 'manual')}
      followsPage={store.settings.settings.value.hardMode === 'page'}
    />
  );
}
