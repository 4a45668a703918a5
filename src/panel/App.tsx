// The panel: one store per connector, provided by context; the layout is a single column that
// reads at 320 px. Test hooks kept stable for the e2e tests: data-testid="likely-count" and
// "candidate-count" (likely answers, every fitting word: formatted for reading, "3,158", and plain
// in data-value) and
// data-testid="suggestion" (text starting with the word, in UPPERCASE).
import { useLayoutEffect, useMemo } from 'preact/hooks';
import { Analysis } from './components/Analysis';
import { AnswerCount, Candidates } from './components/Candidates';
import { PastAnswersOffer } from './components/PastAnswersOffer';
import { CheckWord } from './components/CheckWord';
import { HardModeToggle } from './components/HardModeToggle';
import { YourGames } from './components/YourGames';
import { MiniBoard } from './components/MiniBoard';
import { OverlayShell } from './components/OverlayShell';
import { ManualMode } from './components/ManualMode';
import { SettingsPanel } from './components/SettingsPanel';
import { Share } from './components/Share';
import { StreakHeader } from './components/StreakFigures';
import { PlayedElsewhere } from './components/PlayedElsewhere';
import { MidnightWarning } from './components/MidnightWarning';
import { ConnectedStatusLine } from './components/StatusLine';
import { Suggestions } from './components/Suggestions';
import type { Connector } from './connector';
import { withoutEmoji } from './format';
import { t } from './i18n';
import { usePrefersDark } from './prefers-dark';
import { StoreContext, useStore } from './store/context';
import { createStore, type Shown } from './store/store';
import type { PanelMode } from './store/ui-store';

/** The dev page's and screenshot tests' override of the game's palette (any state, even without a board). */
export interface Look {
  dark?: boolean;
  highContrast?: boolean;
}

export interface Props {
  connector: Connector;
  look?: Look;
  /** The view to open on (the dev page's and screenshot tests' ?view=games); the game by default. */
  mode?: PanelMode;
  /** Inside the Wordle page (overlay.tsx): the bar and sheet around the panel, open or not. */
  overlay?: { open: boolean; onOpen: (open: boolean) => void };
}

export function App({ connector, look, mode, overlay }: Props) {
  const store = useMemo(() => {
    const s = createStore(connector);
    if (mode) s.ui.mode.value = mode;
    return s;
  }, [connector]);
  // Before the first paint: a view the connector already holds (the panel page's early port,
  // early-port.ts) is drawn in the first frame, not in one after it.
  useLayoutEffect(() => store.start(), [store]);
  return (
    <StoreContext.Provider value={store}>
      <Panel look={look} overlay={overlay} />
    </StoreContext.Provider>
  );
}

/**
 * The game's dark palette turns the panel dark; otherwise it follows the browser's preference,
 * since a light game in a dark browser is the browser's choice to make.
 */
function themeOf(darkMode: boolean | null | undefined, browserDark: boolean): 'dark' | 'light' {
  return darkMode === true || browserDark ? 'dark' : 'light';
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
      <button type="button" aria-pressed={mode === 'games'} data-testid="your-games-mode" onClick={() => (ui.mode.value = 'games')}>
        {t('modeGames')}
      </button>
    </div>
  );
}

/** While a game is on, the results keep their room, so nothing below jumps when they arrive. */
function resultsClass(shown: Shown): string {
  const reserve = shown.status === 'playing' && !shown.error && (shown.busy || shown.result) ? ' reserve' : '';
  return `results${shown.busy ? ' stale' : ''}${reserve}`;
}

/** The game (or manual board) with its count, suggestions and analysis. */
function Playing() {
  const store = useStore();
  const shown = store.shown.value;
  const reading = store.tab.board.value;
  const game = store.ui.mode.value === 'game';
  const busy = shown?.busy ?? false;
  // After a win or a loss the result comes first; the playing controls (count, hard mode,
  // suggestions) step back: the count and the switch go, the board follows the analysis.
  const over = shown !== null && shown.status !== 'playing';
  const analysis = store.analysis.state.value;
  const board = game && reading && <MiniBoard board={reading.rows} typing={reading.typing} />;
  return (
    <>
      <ConnectedStatusLine />
      {game && <MidnightWarning />}
      {!game && <ManualMode />}
      {over && <Analysis state={analysis} />}
      {over && game && reading?.date && shown.board.length > 0 && (
        <Share
          game={{ date: reading.date, rows: shown.board, won: shown.status === 'won', hard: reading.hardMode ?? shown.mode === 'hard' }}
          palette={{ dark: reading.darkMode === true, highContrast: reading.highContrast === true }}
          analysis={analysis.kind === 'done' ? analysis.analysis : null}
        />
      )}
      {over ? (
        board && <div class="overview over">{board}</div>
      ) : (
        <div class="overview">
          {board}
          <div class="overview-side">
            {shown?.result && (
              <div class={busy ? 'stale' : undefined}>
                <AnswerCount result={shown.result} />
              </div>
            )}
            <HardModeToggle />
          </div>
        </div>
      )}
      {shown && (
        <div class={resultsClass(shown)} aria-busy={busy} data-testid="results">
          {shown.error && !game && (
            <p class="error" role="alert">
              {withoutEmoji(shown.error)}
            </p>
          )}
          {shown.result && shown.status === 'playing' && <Suggestions shown={shown} />}
          {shown.result && shown.status === 'playing' && <CheckWord shown={shown} />}
          {shown.status !== 'won' && <Candidates shown={shown} />}
        </div>
      )}
      {game && shown?.result && <PastAnswersOffer result={shown.result} />}
    </>
  );
}

/**
 * The whole panel: header, the view, settings. Inside the Wordle page they are not landmarks: the
 * page has its own banner and main.
 */
function Contents({ busy, inPage = false }: { busy: boolean; inPage?: boolean }) {
  const mode = useStore().ui.mode.value;
  const Header = inPage ? 'div' : 'header';
  const Main = inPage ? 'div' : 'main';
  return (
    <>
      <Header class="panel-header">
        <h1>{t('extName')}</h1>
        <span class={busy ? 'busy on' : 'busy'} data-testid="busy" aria-hidden={!busy}>
          <span class="spinner" aria-hidden="true" />
          <span class="visually-hidden">{t('busy')}</span>
        </span>
        <ModeSwitch />
        <StreakHeader />
        {!inPage && <PlayedElsewhere />}
      </Header>
      <Main>
        {mode === 'games' ? <YourGames inPage={inPage} /> : <Playing />}
        <SettingsPanel />
      </Main>
    </>
  );
}

function Panel({ look, overlay }: Pick<Props, 'look' | 'overlay'>) {
  const store = useStore();
  const reading = store.tab.board.value;
  const mode = store.ui.mode.value;
  // The game's palettes hold for its tab's views (the game and your games), not for manual mode.
  const followsGame = mode !== 'manual';
  const busy = mode !== 'games' && (store.shown.value?.busy ?? false);
  const browserDark = usePrefersDark();
  return (
    <div
      class="panel"
      data-theme={look?.dark !== undefined ? (look.dark ? 'dark' : 'light') : themeOf(followsGame ? reading?.darkMode : undefined, browserDark)}
      data-contrast={(look?.highContrast ?? (followsGame && reading?.highContrast)) ? 'high' : undefined}
    >
      {overlay ? (
        <OverlayShell open={overlay.open} onOpen={overlay.onOpen}>
          <Contents busy={busy} inPage />
        </OverlayShell>
      ) : (
        <Contents busy={busy} />
      )}
      <p class="visually-hidden" aria-live="polite" data-testid="announce">
        {store.announcement.value}
      </p>
    </div>
  );
}
