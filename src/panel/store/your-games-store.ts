// The "Your games" view's state: the kept games (loaded when the view opens, again whenever they
// change: a game kept while the view is open, an import, a delete), the game opened for its full
// analysis, and the outcome of the last import or delete (or of opening the view in a tab).
import { computed, signal } from '@preact/signals';
import { localDate } from '../../core/dates';
import { followToday, pageWakeups } from '../../shared/today';
import type { KeptGames } from '../../shared/game-store';
import { boardOf, type GameRecord } from '../../shared/games';
import type { Connector } from '../connector';
import { parseGameFile } from '../game-files';
import { streakOf } from '../../shared/streak';
import { parseSharedGrids, type GridProblem } from '../../shared/shared-grids';
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
  const streak = computed(() => (kept.value ? streakOf(kept.value.games, today.value) : null));

  async function load() {
    try {
      kept.value = await connector.loadGames();
      loadError.value = null;
    } catch (e) {
      loadError.value = e instanceof Error ? e.message : String(e);
    }
  }

  /** Loads now and on every change (the header's streak needs them as much as the view); returns the stop. */
  function follow(): () => void {
    void load();
    const unwatch = connector.watchGames(() => void load());
    const stop = new AbortController();
    today.value = localDate();
    followToday((clock) => (today.value = clock.today), { signal: stop.signal, wakeups: typeof window === 'undefined' ? [] : pageWakeups(window) });
    return () => {
      stop.abort();
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

  /** Keeps the games of pasted share texts (a day kept with its words stays as it is). */
  async function importGrids(text: string, model: ModelName) {
    const parsed = parseSharedGrids(text, model, today.value);
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

  return { kept, loadError, today, streak, elsewhereError, playedElsewhere, gridProblems, importGrids, opened, message, deleted, analysis, load, follow, open, importText, deleteAll, deleteOne, openPage };
}

