// The "Your games" view's state: the kept games (loaded while the view shows, again whenever they
// change: a game kept while the view is open, an import, a delete), the streak's figures (always:
// the header shows them; counted by the background, so a panel holds no game it does not show),
// the game opened for its full analysis, and the outcome of the last import or delete (or of
// opening the view in a tab).
import { effect, signal } from '@preact/signals';
import { localDate } from '../../core/dates';
import { followToday, pageWakeups } from '../../shared/today';
import type { KeptGames } from '../../shared/game-store';
import { boardOf, type GameRecord } from '../../shared/games';
import type { Connector } from '../connector';
import { parseGameFile } from '../game-files';
import type { Streak } from '../../shared/streak';
import { keptGrids, readSharedGrids, type GridProblem, type GridsRead, type SharedGrids } from '../../shared/shared-grids';
import type { ModelName } from '../../core/types';
import { t } from '../i18n';
import { createAnalysisStore } from './analysis-store';

export type FileMessage = { kind: 'ok' | 'error'; text: string } | null;

export function createYourGamesStore(connector: Connector) {
  const kept = signal<KeptGames | null>(null);
  const loadError = signal<string | null>(null);
  const opened = signal<GameRecord | null>(null);
  const message = signal<FileMessage>(null);
  const analysis = createAnalysisStore(connector, 'your-games');
  /** The player's date (the streak's today), moved on at each local midnight, after a sleep and in a new time zone (shared/today.ts). */
  const today = signal(localDate());
  /** The streak on `today`, as the background counts it (null until it answers). */
  const streak = signal<Streak | null>(null);
  /** How many views show the games now: they are loaded only while one does. */
  let showing = 0;

  async function load() {
    try {
      const games = await connector.loadGames();
      // A view closed while the games were on their way: they are not kept for no one.
      if (showing === 0) return;
      kept.value = games;
      loadError.value = null;
    } catch (e) {
      loadError.value = e instanceof Error ? e.message : String(e);
    }
  }

  /** Asks the background for the streak on `day`; a failure leaves the figures shown as they were. */
  async function loadStreak(day: string) {
    try {
      const s = await connector.loadStreak(day);
      if (day === today.value) streak.value = s;
    } catch (e) {
      console.warn('[wordle-assistant] the streak could not be read:', e);
    }
  }

  /**
   * The games while a view shows them (the caller's stop ends that); loaded now and at each change.
   * When the last view closes they are dropped: a panel holds no game it does not show.
   */
  function show(): () => void {
    showing++;
    void load();
    // The background analyses the games brought in from the NYT only while this shows.
    const unshown = connector.showingGames();
    return () => {
      showing--;
      unshown();
      if (showing > 0) return;
      kept.value = null;
      opened.value = null;
      analysis.reset();
    };
  }

  /** Follows the streak now, at each change of the games and of the day (and the games while shown); returns the stop. */
  function follow(): () => void {
    const unday = effect(() => void loadStreak(today.value));
    const unwatch = connector.watchGames(() => {
      void loadStreak(today.value);
      if (showing > 0) void load();
    });
    const stop = new AbortController();
    today.value = localDate();
    followToday((clock) => (today.value = clock.today), { signal: stop.signal, wakeups: typeof window === 'undefined' ? [] : pageWakeups(window) });
    return () => {
      stop.abort();
      unday();
      unwatch();
    };
  }

  function open(g: GameRecord | null) {
    opened.value = g;
    const board = g && boardOf(g);
    // The game's own day, as the keeper analysed it: the history model of that day values it. Asked
    // again at every opening: answers learned since may change that model (the worker keeps the
    // analyses it did, so an unchanged one costs nothing).
    analysis.reset();
    if (g && board) void analysis.request(board, g.hard ? 'hard' : 'normal', g.model, { date: g.date });
  }

  async function importText(text: string) {
    const parsed = parseGameFile(text);
    if (!parsed.ok) {
      message.value = { kind: 'error', text: parsed.error };
      return;
    }
    try {
      const added = await connector.importGames(parsed.value);
      message.value = { kind: 'ok', text: t('importDone', String(added), String(parsed.value.length - added)) };
    } catch (e) {
      message.value = { kind: 'error', text: t('importFailed', e instanceof Error ? e.message : String(e)) };
    }
  }

  /** The blocks of the last pasted share texts that could not be read, by line. */
  const gridProblems = signal<readonly GridProblem[]>([]);
  /** A paste that names several senders, waiting for the player to tick theirs (by name, '' for none shown). */
  const gridChoice = signal<{ read: GridsRead; mine: ReadonlySet<string> } | null>(null);

  /**
   * Reads pasted share texts: text that is no chat is kept whole; a chat is asked about, whose
   * results are the player's, ticking the names remembered (`remembered`, the setting gridSenders).
   * Nothing it reads throws.
   */
  async function importGrids(text: string, model: ModelName, remembered: readonly string[] = []) {
    let read: GridsRead;
    try {
      read = readSharedGrids(text, model, today.value);
    } catch (e) {
      gridChoice.value = null;
      message.value = { kind: 'error', text: t('gridsFailed', e instanceof Error ? e.message : String(e)) };
      return;
    }
    if (read.senders.length === 0) {
      gridChoice.value = null;
      await keep(keptGrids(read, () => true));
      return;
    }
    gridProblems.value = [];
    message.value = null;
    const names = read.senders.map((s) => s.name ?? '');
    // Results under no name in a chat whose senders could not be read may be anyone's: never ticked for the player.
    const ticked = names.filter((n) => remembered.includes(n) && !(n === '' && read.unreadLine !== null));
    gridChoice.value = { read, mine: new Set(ticked) };
  }

  function tickSender(name: string, mine: boolean) {
    const choice = gridChoice.value;
    if (!choice) return;
    const next = new Set(choice.mine);
    if (mine) next.add(name);
    else next.delete(name);
    gridChoice.value = { ...choice, mine: next };
  }

  /**
   * Keeps the results of the senders ticked; resolves to the names to remember from now on (those
   * remembered before, less the ones shown here and left unticked, plus the ticked).
   */
  async function keepMine(remembered: readonly string[]): Promise<string[]> {
    const choice = gridChoice.value;
    if (!choice || choice.mine.size === 0) return [...remembered];
    const shown = new Set(choice.read.senders.map((s) => s.name ?? ''));
    gridChoice.value = null;
    await keep(keptGrids(choice.read, (s) => choice.mine.has(s ?? '')));
    return [...new Set([...remembered.filter((n) => !shown.has(n)), ...choice.mine])];
  }

  function cancelGrids() {
    gridChoice.value = null;
  }

  /** Keeps the games read (a day kept with its words stays as it is). */
  async function keep(parsed: SharedGrids) {
    gridProblems.value = parsed.problems;
    if (parsed.games.length === 0) {
      message.value = { kind: 'error', text: parsed.problems.length > 0 ? t('gridsNoneRead', String(parsed.problems.length)) : t('gridsNone') };
      return;
    }
    try {
      const added = await connector.importGames(parsed.games);
      message.value = { kind: 'ok', text: t('gridsDone', String(added), String(parsed.games.length - added), String(parsed.problems.length)) };
    } catch (e) {
      message.value = { kind: 'error', text: t('importFailed', e instanceof Error ? e.message : String(e)) };
    }
  }

  /** Why the last "played today elsewhere" was not kept; null when it was (the header then shows today played). */
  const elsewhereError = signal<string | null>(null);

  /** Keeps today as played elsewhere: won (in `guesses`, or null: not said) or lost. */
  async function playedElsewhere(won: boolean, guesses: number | null) {
    try {
      const kept = await connector.playedElsewhere(today.value, won, guesses);
      elsewhereError.value = kept ? null : t('elsewhereTaken');
    } catch (e) {
      elsewhereError.value = e instanceof Error ? e.message : String(e);
    }
  }

  /** The outcome of deleting one game (the list it returns to says it; a failure stays on the game). */
  const deleted = signal<{ date: string; error: string | null } | null>(null);

  async function deleteOne(g: GameRecord) {
    try {
      await connector.deleteGame(g);
      deleted.value = { date: g.date, error: null };
      open(null);
    } catch (e) {
      deleted.value = { date: g.date, error: e instanceof Error ? e.message : String(e) };
    }
  }

  async function deleteAll() {
    try {
      await connector.deleteGames();
      opened.value = null;
      message.value = { kind: 'ok', text: t('deleteDone') };
    } catch (e) {
      message.value = { kind: 'error', text: t('deleteFailed', e instanceof Error ? e.message : String(e)) };
    }
  }

  /** Inside the Wordle page: the view in a tab of the extension's own page, where import and delete are done. */
  async function openPage() {
    try {
      await connector.openGamesPage();
    } catch (e) {
      message.value = { kind: 'error', text: t('gamesOpenFailed', e instanceof Error ? e.message : String(e)) };
    }
  }

  return { kept, loadError, today, streak, elsewhereError, playedElsewhere, gridProblems, gridChoice, importGrids, tickSender, keepMine, cancelGrids, opened, message, deleted, analysis, load, show, follow, open, importText, deleteAll, deleteOne, openPage };
}

