// One line saying what the panel is looking at and, when something is wrong, what to do. Test hooks:
// data-testid="status" with the state in data-kind and the guesses played in data-value; the
// advice's data-kind says which advice it is.
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

/**
 * What the line says, for tests and tools: `kind` is the state (a known screen by its name), `value`
 * the guesses played (or a custom puzzle's letters), `hintKind` which advice follows.
 */
interface Described {
  tone: Tone;
  kind: string;
  value?: number;
  text: string;
  hint?: string;
  hintKind?: string;
  lookedFor?: string[];
}

const PLAYING_HINTS = { 'hard-mode-several': 'hintHardModeSeveral', 'hard-mode-unknown': 'hintHardModeUnknown', refining: 'hintRefining' } as const;

function describe(view: TabView, shown: Shown | null, followsPage: boolean): Described {
  if (shown?.source === 'manual') return { tone: 'info', kind: 'manual', text: t('statusManual') };
  if (view.kind === 'no-tab') return { tone: 'warn', kind: 'no-tab', text: t('statusNoTab'), hint: t('hintNoTab'), hintKind: 'no-tab' };
  const reading = view.reading;
  if (!reading) return { tone: 'info', kind: 'waiting', text: t('statusWaiting') };
  if (reading.kind === 'unrecognised') {
    return { tone: 'warn', kind: 'unrecognised', text: t('statusUnrecognised', reading.reason), hint: t('hintUnrecognised'), hintKind: 'unrecognised', lookedFor: reading.lookedFor };
  }
  // Known screens without a board are steps of playing: plain words, no warning.
  if (reading.kind === 'screen') {
    if (reading.screen === 'custom-length') return { tone: 'info', kind: reading.screen, ...(reading.letters !== null ? { value: reading.letters } : {}), text: t('statusCustomLength', reading.letters ?? '?') };
    return { tone: 'info', kind: reading.screen, text: t(reading.screen === 'welcome' ? 'statusWelcome' : reading.screen === 'terms' ? 'statusTerms' : 'statusArchiveListing') };
  }
  if (view.solve.kind === 'error') {
    // A board no answer can show is a misread colour; anything else is the solver failing.
    const kind = view.solve.code === 'contradictory' ? 'contradictory' : 'solver-failed';
    return { tone: 'warn', kind, text: view.solve.error, hint: t(kind === 'contradictory' ? 'hintContradictory' : 'hintSolverFailed'), hintKind: kind };
  }
  const rows = reading.rows.length;
  if (reading.status === 'won') return { tone: 'good', kind: 'won', value: rows, text: rows === 1 ? t('statusWonOne') : t('statusWon', rows) };
  if (reading.status === 'lost') return { tone: 'warn', kind: 'lost', value: rows, text: t('statusLost') };
  const unknown = followsPage && reading.hardMode === null && (reading.hardModeFrom === 'no-saved-game' || reading.hardModeFrom === 'several-saved-games');
  // The idle refinement (core/refine.ts): said so that a changing list is not a surprise.
  const refining = view.refining === true && view.solve.kind === 'done';
  const hintKind = unknown ? (reading.hardModeFrom === 'several-saved-games' ? 'hard-mode-several' : 'hard-mode-unknown') : refining ? 'refining' : undefined;
  return { tone: 'info', kind: 'playing', value: rows, text: rows === 0 ? t('statusReadingStart') : t('statusReading', rows), ...(hintKind ? { hint: t(PLAYING_HINTS[hintKind]), hintKind } : {}) };
}

/** @internal exported for the tests: the page-screens test renders it with each view. */
export function StatusLine({ view, shown, onManual, followsPage = false }: Props) {
  const s = describe(view, shown, followsPage);
  const offerManual = shown?.source !== 'manual' && s.tone === 'warn' && !(view.kind === 'tab' && view.reading?.kind === 'board' && view.reading.status === 'lost');
  return (
    <section class={`status ${s.tone}`} aria-label={t('statusLabel')} data-testid="status" data-kind={s.kind} data-value={s.value}>
      <p class="status-text">{withoutEmoji(s.text)}</p>
      {s.hint && (
        <p class="status-hint" data-kind={s.hintKind}>
          {withoutEmoji(s.hint)}
        </p>
      )}
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
