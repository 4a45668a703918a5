// A Connector for the dev page and component tests: it stands in for the background and the
// solver worker. Jobs run as in the worker, through the worker's own queue and runner
// (src/worker/job-queue.ts, run-job.ts), after the opening books have loaded; the kept games are
// imported and deleted by the background's own GameRepository over a Map, the NYT games brought in
// by its NytHistory (the one place outside their contexts that may import these, eslint.config.js); the tab's page reading
// is scripted by the caller (a game in progress, no tab, markup not recognised, contradictory
// colours, won, lost). What only a mock has: the scripted reading, stand-ins for the analysis and
// the word check, and a record of what the panel asked of it.
import { localDate } from '../core/dates';
import type { Board, DatedAnswer, GameAnalysis, Mode, ModelName, Result } from '../core/types';
import type { EvaluateGuess } from '../shared/evaluation';
import { withLearned, type Job, type JobOutcome, type OutcomeOf } from '../shared/jobs';
import type { PageReading } from '../shared/page';
import { requestFor, solveError } from '../shared/tab-view';
import { boardSignature, continues, parseHintSteps, type HintSteps } from '../shared/hints';
import type { Area } from '../shared/game-store';
import { gameKey } from '../shared/games';
import { playerStreak } from '../shared/streak';
import { DEFAULT_SETTINGS, HISTORY_CONSENT_KEY, parseSettings, type Settings } from '../shared/settings';
import { GameRepository } from '../background/game-repository';
import { NytHistory } from '../background/nyt-history';
import type { HistoryBatch } from '../background/history-rules';
import type { NytStats } from '../shared/nyt-stats';
import { JobQueue } from '../worker/job-queue';
import { booksLoaded, CORE_SOLVER, JobRunner, type Solver } from '../worker/run-job';
import type { Connector, TabView } from './connector';

type Analyse = (board: Board, mode: Mode, model: ModelName, date?: string) => Result<GameAnalysis>;

export interface MockOptions {
  /** What the Wordle page does when asked to bring in the NYT games (the content script's part), for the component tests. */
  historyPage?: (from: string, until: string, to: HistoryPageSink) => Promise<void>;
  /** The page reading to start from; undefined = no Wordle tab. */
  reading?: PageReading | null;
  settings?: Partial<Settings>;
  /** The settings' storage, shared by several mock panels as real panels share storage.sync. */
  settingsArea?: MockSettingsArea;
  /** A stand-in for core's analyseGame. */
  analyse?: Analyse;
  /** A stand-in for core's evaluateGuess (the word check, and the solve's "best that could win"). */
  evaluate?: EvaluateGuess;
  /** What enterWord answers (default ok). */
  enterWord?: (word: string) => Result<void>;
  /**
   * Show an unsettled answer as being refined (TabView.refining), as the background does while
   * its idle refinement runs; the mock itself does not refine.
   */
  refining?: boolean;
  /** The hint ladder's step already taken at the first reading's board (dev page, screenshots). */
  hintStep?: number;
  /** The kept games to start from (records, or anything, stored as given: the store checks them). */
  games?: Record<string, unknown>;
  /** What the browser answers when the streak guard asks for its permissions (default: granted). */
  reminderPermission?: boolean;
  /** The answers learned from the player's games, which the background adds to every job. */
  learned?: DatedAnswer[];
}

/** Where the page of MockOptions.historyPage sends what it brings in, as the content script sends it to the background. */
interface HistoryPageSink {
  mayFetch(): Promise<boolean>;
  batch(b: HistoryBatch, stats: NytStats | null): Promise<void>;
  end(through: string | null, error: string | null): Promise<void>;
}

export interface MockConnector extends Connector {
  /** How many views show Your games now. */
  readonly gamesShown: number;
  /**
   * Shows the page reading (null = tab open, content script not reported yet); re-solves.
   * `refining` changes MockOptions.refining from now on.
   */
  setReading(reading: PageReading | null, options?: { refining?: boolean }): void;
  /** No Wordle tab. */
  closeTab(): void;
  /** New learned answers (a game won, games deleted): every job carries them from now on, and the tab is solved again. */
  setLearned(learned: DatedAnswer[]): void;
  /** Settles once the current tab solve has finished. */
  settled(): Promise<void>;
  readonly saved: Settings[];
  readonly entered: string[];
  /** The jobs the panel ran (Connector.run), oldest first. */
  readonly jobs: Job[];
  /** The kept games' storage (storage.local in the extension). */
  readonly gameArea: Area & { m: Map<string, unknown> };
  /** The pages the panel asked to open in a tab (openGamesPage: 'your-games'), oldest first. */
  readonly pagesOpened: string[];
  /** The hint steps kept for the tab, as the background keeps them in storage.session. */
  readonly hintSteps: HintSteps;
}

const TAB_ID = 1;

/**
 * storage.sync for the mock: one value per setting, written field by field, changes told to every watcher.
 * @internal exported for the tests: the settings tests drive sync changes through it.
 */
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

/** A storage area over a Map, copying values in and out as browser storage does. */
function mapArea(m: Map<string, unknown>): Area & { m: Map<string, unknown> } {
  return {
    m,
    get: async (k) => {
      const keys = k === null ? [...m.keys()] : [k].flat();
      return Object.fromEntries(keys.filter((key) => m.has(key)).map((key) => [key, structuredClone(m.get(key))]));
    },
    set: async (o) => Object.entries(o).forEach(([k, v]) => m.set(k, structuredClone(v))),
    remove: async (k) => [k].flat().forEach((key) => m.delete(key)),
  };
}

export function createMockConnector(options: MockOptions = {}): MockConnector {
  const area = options.settingsArea ?? new MockSettingsArea(parseSettings({ ...DEFAULT_SETTINGS, ...options.settings }));
  let settings = area.values;
  let refining = options.refining ?? false;
  let hints: HintSteps = parseHintSteps(options.reading?.kind === 'board' && options.hintStep ? { [boardSignature(options.reading.rows)]: options.hintStep } : {});
  let view: TabView = options.reading === undefined ? { kind: 'no-tab' } : tabView(options.reading, { kind: 'idle' });
  const listeners = new Set<(v: TabView) => void>();
  let generation = 0;
  let pending: Promise<void> = Promise.resolve();
  const saved: Settings[] = [];
  const entered: string[] = [];
  // The background re-solves every tab when the settings change, wherever they were changed.
  area.watch((next) => {
    settings = next;
    resolveTab();
  });
  const jobs: Job[] = [];
  const gameArea = mapArea(new Map(Object.entries(options.games ?? {})));
  const games = new GameRepository(gameArea);
  /** How many views show Your games now (Connector.showingGames). */
  let gamesShown = 0;
  // The page's part of bringing in the NYT games is the test's (MockOptions.historyPage); without it no page answers.
  const history = new NytHistory(games, async () => settings.model, async (_tab, from, until) => {
    if (!options.historyPage) return false;
    void options.historyPage(from, until, { mayFetch: () => history.mayFetch(), batch: async (b, stats) => (await history.onBatch(b, stats), gamesChanged()), end: async (through, error) => (await history.onEnd(through, error), gamesChanged()) });
    return true;
  });
  const gameListeners = new Set<() => void>();
  const gamesChanged = () => gameListeners.forEach((l) => l());
  /** Games deleted, as the background answers it: the answers learned from them go, and the tab is solved again. */
  async function forgotten() {
    gamesChanged();
    learned = await games.learnedAnswers();
    resolveTab();
  }
  const pagesOpened: string[] = [];

  const { analyse, evaluate } = options;
  const solver: Solver = {
    ...CORE_SOLVER,
    ...(analyse ? { analyseGame: (board, o = {}) => analyse(board, o.mode ?? 'normal', o.model ?? 'nyt', o.date) } : {}),
    ...(evaluate ? { evaluateGuess: evaluate } : {}),
  };
  // The worker's queue and runner, without the postMessage between them and the host.
  let lastId = 0;
  const waiting = new Map<number, (o: JobOutcome) => void>();
  const runner = new JobRunner(solver);
  const queue = new JobQueue(
    (req) => runner.run(req.job, req.key),
    (reply) => {
      waiting.get(reply.id)?.(reply.outcome);
      waiting.delete(reply.id);
    },
    (fn) => void booksLoaded().then(() => setTimeout(fn, 0)),
    () => runner.workAhead(),
  );
  let learned = options.learned ?? [];
  function submit<J extends Job>(key: string, job: J): Promise<OutcomeOf<J>> {
    const id = ++lastId;
    const outcome = new Promise<JobOutcome>((resolve) => waiting.set(id, resolve));
    queue.push({ id, key, job: withLearned(job, learned) });
    return outcome as Promise<OutcomeOf<J>>;
  }

  function tabView(reading: PageReading | null, solve: Extract<TabView, { kind: 'tab' }>['solve']): TabView {
    return { kind: 'tab', tabId: TAB_ID, reading, solve, hints: { ...hints } };
  }
  function publish(next: TabView) {
    view = next;
    for (const l of listeners) l(view);
  }
  /** Solves the tab's board as the background would, under the current settings. */
  function resolveTab() {
    if (view.kind !== 'tab' || view.reading?.kind !== 'board') return;
    const reading = view.reading;
    const gen = ++generation;
    publish(tabView(reading, { kind: 'busy' }));
    const request = requestFor(reading, settings)!;
    pending = submit('tab', { kind: 'solve', request }).then((o) => {
      // Stale, or answered after a newer board or setting: the newer solve shows its own answer.
      if (o.kind === 'stale' || gen !== generation) return;
      const r = o.result;
      const next = tabView(reading, r.ok ? { kind: 'done', result: r.value } : solveError(r));
      publish(refining && r.ok && !r.value.settled ? ({ ...next, refining: true } as TabView) : next);
    });
  }

  const connector: MockConnector = {
    saved,
    entered,
    jobs,
    get hintSteps() {
      return { ...hints };
    },
    gameArea,
    pagesOpened,
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
    run(job, view) {
      jobs.push(job);
      // One key per view and kind, as the background keys a panel's jobs.
      return submit(`panel:${view}:${job.kind}`, job);
    },
    async takeHintStep(board, step) {
      // As the background keeps them: one row's step, never lowered, sent to every panel in the tab's view.
      if ((hints[board] ?? 0) >= step) return;
      hints = parseHintSteps({ ...hints, [board]: step });
      if (view.kind === 'tab') publish({ ...view, hints: { ...hints } });
    },
    loadGames: () => games.readAll(),
    // The background's count (StreakSource) over the same repository.
    loadStreak: async (today) => {
      const [kept, nyt] = await Promise.all([games.readAll(), games.nytStats()]);
      return playerStreak(kept.games, nyt, today);
    },
    loadBestPlay: async (date, words) => (await games.readAll()).games.find((g) => g.date === date && g.words === words)?.best,
    watchGames(listener) {
      gameListeners.add(listener);
      return () => gameListeners.delete(listener);
    },
    async importGames(records) {
      const n = await games.importGames(records);
      gamesChanged();
      return n;
    },
    async deleteGames() {
      // Fetching past answers again waits for the player to agree again (main.ts, panel:delete-games).
      if (settings.pastAnswers === 'on') area.write({ pastAnswers: 'ask' });
      await games.deleteAll();
      await forgotten();
    },
    async playedElsewhere(date, won, guesses) {
      // As the background answers it: today only, on its clock too.
      if (date !== localDate()) throw new Error('that day is not today any more');
      const kept = await games.keepElsewhere({ date, won, guesses }, settings.model);
      gamesChanged();
      return kept;
    },
    askReminderPermission: async () => options.reminderPermission ?? true,
    async deleteGame(g) {
      await games.deleteOne(gameKey(g));
      await forgotten();
    },
    showingGames() {
      gamesShown++;
      return () => void gamesShown--;
    },
    get gamesShown() {
      return gamesShown;
    },
    loadHistory: () => games.history(),
    async startHistory() {
      // As the background does, over this repository: the consent is this device's (the games' area).
      await gameArea.set({ [HISTORY_CONSENT_KEY]: settings.nytHistory });
      // The scripted page was loaded today where it does not say.
      const reading = view.kind === 'tab' && view.reading?.kind === 'board' ? { loadedOn: localDate(), ...view.reading } : undefined;
      const r = await history.start(TAB_ID, reading);
      gamesChanged();
      if (!r.ok) throw new Error(r.error);
    },
    async cancelHistory() {
      await history.cancel();
      gamesChanged();
    },
    async openGamesPage() {
      pagesOpened.push('your-games');
    },
    async enterWord(word) {
      if (view.kind !== 'tab' || view.reading?.kind !== 'board') return { ok: false, error: 'No Wordle game to type into.' };
      const r = options.enterWord ? options.enterWord(word) : { ok: true as const, value: undefined };
      if (r.ok) entered.push(word);
      return r;
    },
    setReading(reading, opts = {}) {
      generation++;
      // A board that does not continue the last one is a new game: its steps are forgotten, as the background does.
      const last = view.kind === 'tab' && view.reading?.kind === 'board' ? view.reading.rows : null;
      if (last && reading?.kind === 'board' && !continues(last, reading.rows)) hints = {};
      refining = opts.refining ?? refining;
      publish(tabView(reading, { kind: 'idle' }));
      resolveTab();
    },
    closeTab() {
      generation++;
      publish({ kind: 'no-tab' });
    },
    setLearned(next) {
      learned = next;
      resolveTab();
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
