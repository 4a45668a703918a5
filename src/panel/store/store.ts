// The panel's state: small stores composed here, with the derived view every component reads
// (`shown`: the board on screen, from the game tab or from manual mode) and the effects that tie
// them to the connector. Components get it from context (useStore).
import { computed, effect, signal } from '@preact/signals';
import { isSolved } from '../../core/board';
import type { Board, Mode, SuggestResult } from '../../core/types';
import type { GameStatus } from '../../shared/page';
import { effectiveHardMode } from '../../shared/settings';
import type { Connector } from '../connector';
import { announcementFor } from './announce';
import { boardSignature, createAnalysisStore } from './analysis-store';
import { createManualStore } from './manual-store';
import { createSettingsStore } from './settings-store';
import { createTabStore } from './tab-store';
import { createUiStore } from './ui-store';

export interface Shown {
  source: 'game' | 'manual';
  board: Board;
  /** Identifies the board: the spoiler shield's reveals and the analysis are per board. */
  boardKey: string;
  /** The latest finished result; while `busy` it is the previous board's. */
  result: SuggestResult | null;
  busy: boolean;
  error: string | null;
  mode: Mode;
  /** The game's status (manual mode: won once a row is all green, never lost). */
  status: GameStatus;
}

export function createStore(connector: Connector) {
  const settings = createSettingsStore(connector);
  const tab = createTabStore(connector);
  const manual = createManualStore(connector);
  const analysis = createAnalysisStore(connector);
  const ui = createUiStore();
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
    };
  });

  const announcement = computed(() => announcementFor(shown.value));

  async function enterWord(word: string) {
    enterError.value = null;
    const r = await connector.enterWord(word);
    if (!r.ok) enterError.value = r.error;
  }

  function start(): () => void {
    const stops = [
      tab.start(),
      effect(() => {
        if (ui.mode.value !== 'manual') return;
        const { model, strategy, top } = settings.settings.value;
        void manual.run({ mode: hardMode.value ? 'hard' : 'normal', model, strategy, top });
      }),
      effect(() => {
        const s = shown.value;
        if (s && s.status !== 'playing' && s.board.length > 0) void analysis.request(s.board, s.mode, settings.settings.value.model);
      }),
    ];
    void settings.load();
    return () => stops.forEach((stop) => stop());
  }

  return { connector, settings, tab, manual, analysis, ui, hardMode, shown, announcement, enterError, enterWord, start };
}

export type Store = ReturnType<typeof createStore>;
