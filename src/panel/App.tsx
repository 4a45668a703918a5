// The panel: one store per connector, provided by context; the layout is a single column that
// reads at 320 px. Test hooks kept stable for the e2e tests: data-testid="candidate-count" (the
// number alone) and data-testid="suggestion" (text starting with the word, in UPPERCASE).
import { useEffect, useMemo } from 'preact/hooks';
import { Analysis } from './components/Analysis';
import { CandidateCount, Candidates } from './components/Candidates';
import { HardModeToggle } from './components/HardModeToggle';
import { MiniBoard } from './components/MiniBoard';
import { ManualMode } from './components/ManualMode';
import { SettingsPanel } from './components/SettingsPanel';
import { ConnectedStatusLine } from './components/StatusLine';
import { Suggestions } from './components/Suggestions';
import type { Connector } from './connector';
import { t } from './i18n';
import { StoreContext, useStore } from './store/context';
import { createStore, type Shown } from './store/store';

export interface Props {
  connector: Connector;
}

export function App({ connector }: Props) {
  const store = useMemo(() => createStore(connector), [connector]);
  useEffect(() => store.start(), [store]);
  return (
    <StoreContext.Provider value={store}>
      <Panel />
    </StoreContext.Provider>
  );
}

/**
 * The game's dark palette turns the panel dark; otherwise it follows the browser's preference
 * (CSS media query), since a light game in a dark browser is the browser's choice to make.
 */
function themeOf(darkMode: boolean | null | undefined): 'dark' | undefined {
  return darkMode === true ? 'dark' : undefined;
}

function ModeSwitch() {
  const { ui } = useStore();
  const mode = ui.mode.value;
  return (
    <div class="mode-switch" role="group" aria-label={t('modeLabel')}>
      <button type="button" aria-pressed={mode === 'game'} onClick={() => (ui.mode.value = 'game')}>
        {t('modeGame')}
      </button>
      <button type="button" aria-pressed={mode === 'manual'} data-testid="manual-mode" onClick={() => (ui.mode.value = 'manual')}>
        {t('modeManual')}
      </button>
    </div>
  );
}

/** While a game is on, the results keep their room, so nothing below jumps when they arrive. */
function resultsClass(shown: Shown): string {
  const reserve = shown.status === 'playing' && !shown.error && (shown.busy || shown.result) ? ' reserve' : '';
  return `results${shown.busy ? ' stale' : ''}${reserve}`;
}

function Panel() {
  const store = useStore();
  const shown = store.shown.value;
  const reading = store.tab.board.value;
  const game = store.ui.mode.value === 'game';
  const busy = shown?.busy ?? false;
  return (
    <div
      class="panel"
      data-theme={game ? themeOf(reading?.darkMode) : undefined}
      data-contrast={game && reading?.highContrast ? 'high' : undefined}
    >
      <header class="panel-header">
        <h1>{t('extName')}</h1>
        <span class={busy ? 'busy on' : 'busy'} data-testid="busy" aria-hidden={!busy}>
          <span class="spinner" aria-hidden="true" />
          <span class="visually-hidden">{t('busy')}</span>
        </span>
        <ModeSwitch />
      </header>
      <main>
        <ConnectedStatusLine />
        {!game && <ManualMode />}
        <div class="overview">
          {game && reading && <MiniBoard board={reading.rows} typing={reading.typing} />}
          <div class="overview-side">
            {shown?.result && (
              <div class={busy ? 'stale' : undefined}>
                <CandidateCount count={shown.result.candidates} />
              </div>
            )}
            <HardModeToggle />
          </div>
        </div>
        {shown && (
          <div class={resultsClass(shown)} aria-busy={busy} data-testid="results">
            {shown.error && !game && (
              <p class="error" role="alert">
                {shown.error}
              </p>
            )}
            {shown.result && shown.status === 'playing' && <Suggestions shown={shown} />}
            <Candidates shown={shown} />
          </div>
        )}
        {shown && shown.status !== 'playing' && <Analysis state={store.analysis.state.value} />}
        <SettingsPanel />
      </main>
      <p class="visually-hidden" aria-live="polite" data-testid="announce">
        {store.announcement.value}
      </p>
    </div>
  );
}
