// The panel's state: small stores composed here, with the derived view every component reads
// (`shown`: the board on screen, from the game tab or from manual mode) and the effects that tie
// them to the connector. Components get it from context (useStore).
import { computed, effect, signal, untracked } from '@preact/signals';
import { isSolved } from '../../core/board';
import type { Board, Mode } from '../../core/types';
import type { NotedResult } from '../../shared/notes';
import type { GameStatus } from '../../shared/page';
import { boardSignature, continues, LAST_STEP, type HintStep } from '../../shared/hints';
import { effectiveHardMode } from '../../shared/settings';
import type { Connector } from '../connector';
import { announcementFor } from './announce';
import { createAnalysisStore, knownOf } from './analysis-store';
import { createYourGamesStore } from './your-games-store';
import { createRecordStore } from './record-store';
import { createHistoryStore } from './history-store';
import { createManualStore } from './manual-store';
import { createSettingsStore } from './settings-store';
import { createTabStore } from './tab-store';
import { createUiStore } from './ui-store';

export interface Shown {
  source: 'game' | 'manual';
  board: Board;
  /** Identifies the board: the hint ladder's steps and the analysis are per board. */
  boardKey: string;
  /** The latest finished result; while `busy` it is the previous board's. */
  result: NotedResult | null;
  busy: boolean;
  error: string | null;
  mode: Mode;
  /** The game's status (manual mode: won once a row is all green, never lost). */
  status: GameStatus;
  /** The puzzle's date as the page says it (absent in manual mode: the solver takes today). */
  date?: string;
}

export function createStore(connector: Connector) {
  const settings = createSettingsStore(connector);
  const tab = createTabStore(connector);
  const manual = createManualStore(connector);
  const analysis = createAnalysisStore(connector, 'game');
  const ui = createUiStore();
  const yourGames = createYourGamesStore(connector);
  const record = createRecordStore();
  const history = createHistoryStore(connector);
  /** The last "enter it" failure, shown near the suggestions. */
  const enterError = signal<string | null>(null);

  const hardMode = computed(() =>
    ui.mode.value === 'manual' ? settings.settings.value.hardMode === 'on' : effectiveHardMode(settings.settings.value, tab.board.value?.hardMode ?? null),
  );

  const shown = computed((): Shown | null => {
    const mode: Mode = hardMode.value ? 'hard' : 'normal';
    if (ui.mode.value === 'manual') {
      const board = manual.rows.value;
      const s = manual.solve.value;
      return {
        source: 'manual',
        board,
        boardKey: `manual/${boardSignature(board)}`,
        result: manual.lastResult.value,
        busy: s.kind === 'busy',
        error: s.kind === 'error' ? s.error : null,
        mode,
        status: isSolved(board) ? 'won' : 'playing',
      };
    }
    const reading = tab.board.value;
    if (!reading) return null;
    const s = tab.solve.value;
    return {
      source: 'game',
      board: reading.rows,
      boardKey: `game/${boardSignature(reading.rows)}`,
      result: tab.lastResult.value,
      busy: s.kind === 'busy',
      error: s.kind === 'error' ? s.error : null,
      mode,
      status: reading.status,
      ...(reading.date ? { date: reading.date } : {}),
    };
  });

  const announcement = computed(() => announcementFor(shown.value));

  /** The hint step reached at each row of the board shown; null when help comes all at once. */
  const hintSteps = computed((): HintStep[] | null => {
    const s = shown.value;
    if (!s || settings.settings.value.hints !== 'steps') return null;
    const prefix = `${s.source}/`;
    return s.board.map((_, i) => ui.stepOf(prefix + boardSignature(s.board.slice(0, i))));
  });

  /** The hint ladder's step at the board shown (the last step when help comes all at once): what the ladder, the words left and the bar inside the page show. */
  const hintStep = computed((): HintStep => {
    const s = shown.value;
    return s && settings.settings.value.hints === 'steps' ? ui.stepOf(s.boardKey) : LAST_STEP;
  });

  async function enterWord(word: string) {
    enterError.value = null;
    const r = await connector.enterWord(word);
    if (!r.ok) enterError.value = r.error;
  }

  /** One step up the hint ladder at the board shown; a game's step is kept for its tab by the background. */
  function nextHint(s: Shown) {
    const step = ui.nextStep(s.boardKey);
    if (s.source === 'game') void connector.takeHintStep(boardSignature(s.board), step).catch((e: unknown) => console.warn('[wordle-assistant] hint step not kept:', e));
  }

  /**
   * The game's hint steps follow the tab's, as the background sends them in its view (read when
   * the panel first sees the tab: they outlive a closed panel; sent again whichever panel took a
   * step); forgotten when a new game begins there (the background forgets them too).
   */
  function followHints(): () => void {
    let tabId: number | null = null;
    let prev: Board | null = null;
    return effect(() => {
      const v = tab.view.value;
      const id = v.kind === 'tab' ? v.tabId : null;
      const board = tab.board.value?.rows ?? null;
      const newGame = id !== tabId || (board !== null && prev !== null && !continues(prev, board));
      if (id !== tabId) prev = null;
      tabId = id;
      if (board) prev = board;
      untracked(() => ui.setGameSteps(v.kind === 'tab' ? (v.hints ?? {}) : {}, newGame));
    });
  }

  function start(): () => void {
    const stops = [
      tab.start(),
      followHints(),
      yourGames.follow(),
      effect(() => {
        if (ui.mode.value !== 'manual') return;
        const { model, strategy, top } = settings.settings.value;
        void manual.run({ mode: hardMode.value ? 'hard' : 'normal', model, strategy, top });
      }),
      effect(() => {
        const s = shown.value;
        // Not before the settings are read: an analysis under the default model would be thrown away.
        if (s && settings.loaded.value && s.status !== 'playing' && s.board.length > 0) {
          void analysis.request(s.board, s.mode, settings.settings.value.model, { date: s.date, known: knownOf(s.result) });
        }
      }),
    ];
    void settings.load();
    return () => stops.forEach((stop) => stop());
  }

  return { connector, settings, tab, manual, analysis, yourGames, record, history, ui, hardMode, shown, announcement, hintSteps, hintStep, enterError, enterWord, nextHint, start };
}

export type Store = ReturnType<typeof createStore>;
