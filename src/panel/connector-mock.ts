/// <reference types="vite/client" />
// A Connector for the dev page and component tests: the real solver from src/core, run
// asynchronously (once the opening books have loaded), over a page reading that the caller
// scripts (a game in progress, no tab, markup not recognised, contradictory colours, won, lost).
// It records what the panel asked of it.
import { evaluateGuess, loadBooks, suggest } from '../core';
import type { EvaluateGuess } from '../shared/evaluation';
import type { Board, GameAnalysis, Mode, ModelName, Result, SuggestResult } from '../core/types';
import type { PageReading } from '../shared/page';
import { annotateAnalysis, annotateResult } from '../shared/annotate';
import { DEFAULT_SETTINGS, effectiveHardMode, parseSettings, type Settings } from '../shared/settings';
import type { Connector, SolveRequest, TabView } from './connector';

type Analyse = (board: Board, mode: Mode, model: ModelName) => Result<GameAnalysis>;

export interface MockOptions {
  /** The page reading to start from; undefined = no Wordle tab. */
  reading?: PageReading | null;
  settings?: Partial<Settings>;
  /** The settings' storage, shared by several mock panels as real panels share storage.sync. */
  settingsArea?: MockSettingsArea;
  /** The analysis to use; by default core's analyseGame where it exists, else an error. */
  analyse?: Analyse;
  /** The word check to use; by default core's evaluateGuess. */
  evaluate?: EvaluateGuess;
  /** What enterWord answers (default ok). */
  enterWord?: (word: string) => Result<void>;
  /**
   * Show an unsettled answer as being refined (TabView.refining), as the background does while
   * its idle refinement runs; the mock itself does not refine.
   */
  refining?: boolean;
}

export interface MockConnector extends Connector {
  /** Shows the page reading (null = tab open, content script not reported yet); re-solves. */
  setReading(reading: PageReading | null): void;
  /** No Wordle tab. */
  closeTab(): void;
  /** Settles once the current tab solve has finished. */
  settled(): Promise<void>;
  readonly saved: Settings[];
  readonly entered: string[];
  readonly solveCalls: SolveRequest[];
}

const TAB_ID = 1;

/** storage.sync for the mock: one value per setting, written field by field, changes told to every watcher. */
export class MockSettingsArea {
  private readonly watchers = new Set<(s: Settings) => void>();
  constructor(public values: Settings = DEFAULT_SETTINGS) {}

  write(changes: Partial<Settings>): void {
    this.values = parseSettings({ ...this.values, ...changes });
    for (const w of this.watchers) w({ ...this.values });
  }

  watch(listener: (s: Settings) => void): () => void {
    this.watchers.add(listener);
    return () => this.watchers.delete(listener);
  }
}

/** The opening books, loaded once as the worker does (without them the first guess takes seconds). */
let books: Promise<void> | undefined;
const booksReady = () =>
  (books ??= loadBooks().catch((e: unknown) => {
    // Still usable without them, only slower on the first guesses.
    console.warn('Mock connector: opening books not loaded:', e instanceof Error ? e.message : e);
  }));
const NOT_YET = 'Game analysis is not available yet.';

/*
 * core/analysis.ts lands separately; import.meta.glob gives {} until the file exists, so the mock
 * picks it up without a code change and never breaks the build before then.
 */
const analysisModules = import.meta.glob('../core/analysis.ts');

async function coreAnalyse(board: Board, mode: Mode, model: ModelName): Promise<Result<GameAnalysis>> {
  const load = Object.values(analysisModules)[0];
  if (!load) return { ok: false, error: NOT_YET };
  const mod = (await load()) as { analyseGame?: (b: Board, o: { mode: Mode; model: ModelName }) => Result<GameAnalysis> };
  if (typeof mod.analyseGame !== 'function') return { ok: false, error: NOT_YET };
  return mod.analyseGame(board, { mode, model });
}

export function createMockConnector(options: MockOptions = {}): MockConnector {
  const area = options.settingsArea ?? new MockSettingsArea(parseSettings({ ...DEFAULT_SETTINGS, ...options.settings }));
  let settings = area.values;
  let view: TabView = options.reading === undefined ? { kind: 'no-tab' } : tabView(options.reading, { kind: 'idle' });
  const listeners = new Set<(v: TabView) => void>();
  let generation = 0;
  let latestSolve = 0;
  let pending: Promise<void> = Promise.resolve();
  const saved: Settings[] = [];
  const entered: string[] = [];
  const solveCalls: SolveRequest[] = [];
  // The background re-solves every tab when the settings change, wherever they were changed.
  area.watch((next) => {
    settings = next;
    resolveTab();
  });

  function tabView(reading: PageReading | null, solve: Extract<TabView, { kind: 'tab' }>['solve']): TabView {
    return { kind: 'tab', tabId: TAB_ID, reading, solve };
  }
  function publish(next: TabView) {
    view = next;
    for (const l of listeners) l(view);
  }
  /** Solves the tab's board the way the background would, under the current settings. */
  function resolveTab() {
    if (view.kind !== 'tab' || view.reading?.kind !== 'board') return;
    const reading = view.reading;
    const gen = ++generation;
    publish(tabView(reading, { kind: 'busy' }));
    pending = booksReady().then(() => {
      if (gen !== generation) return; // a newer board or setting made this one stale
      const mode: Mode = effectiveHardMode(settings, reading.hardMode) ? 'hard' : 'normal';
      const r = suggest(reading.rows, { mode, model: settings.model, strategy: settings.strategy, top: settings.top });
      const noted = r.ok ? annotateResult(r.value, reading.rows, { mode }, options.evaluate ?? evaluateGuess) : null;
      const view = tabView(reading, noted ? { kind: 'done', result: noted } : { kind: 'error', error: r.ok ? '' : r.error });
      publish(options.refining && noted && !noted.settled ? { ...view, refining: true } as TabView : view);
    });
  }

  const connector: MockConnector = {
    saved,
    entered,
    solveCalls,
    subscribe(listener) {
      listeners.add(listener);
      listener(view);
      return () => listeners.delete(listener);
    },
    async loadSettings() {
      return { ...settings };
    },
    async saveSettings(changes) {
      area.write(changes);
      saved.push({ ...area.values });
    },
    watchSettings: (listener) => area.watch(listener),
    solve(request) {
      solveCalls.push(request);
      const id = ++latestSolve;
      return booksReady().then((): Result<SuggestResult> => {
        if (id !== latestSolve) return { ok: false, error: 'stale' };
        const r = suggest(request.board, { mode: request.mode, model: request.model, strategy: request.strategy, top: request.top });
        return r.ok ? { ok: true, value: annotateResult(r.value, request.board, { mode: request.mode }, options.evaluate ?? evaluateGuess) } : r;
      });
    },
    async analyse(board, mode, model) {
      const r = options.analyse ? options.analyse(board, mode, model) : await coreAnalyse(board, mode, model);
      return r.ok ? { ok: true, value: annotateAnalysis(r.value, board, model) } : r;
    },
    async evaluate(board, word, mode, model) {
      await booksReady();
      return (options.evaluate ?? evaluateGuess)(board, word.toLowerCase(), { mode, model });
    },
    async enterWord(word) {
      if (view.kind !== 'tab' || view.reading?.kind !== 'board') return { ok: false, error: 'No Wordle game to type into.' };
      const r = options.enterWord ? options.enterWord(word) : { ok: true as const, value: undefined };
      if (r.ok) entered.push(word);
      return r;
    },
    setReading(reading) {
      generation++;
      publish(tabView(reading, { kind: 'idle' }));
      resolveTab();
    },
    closeTab() {
      generation++;
      publish({ kind: 'no-tab' });
    },
    async settled() {
      let seen: Promise<void> | undefined;
      while (seen !== pending) {
        seen = pending;
        await seen;
      }
    },
  };
  resolveTab();
  return connector;
}
