// Bringing in the player's NYT games, as Your games shows it: the background's record of the runs
// (loaded while the view shows, again at each change of the kept games: every batch kept is one),
// and the outcome of the last start or stop. Its own store beside Your games' (your-games-store.ts).
import { signal } from '@preact/signals';
import type { HistoryRecord } from '../../shared/nyt-history';
import type { Connector } from '../connector';

const reason = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function createHistoryStore(connector: Connector) {
  const record = signal<HistoryRecord | null>(null);
  /** Why the last start or stop did not happen ('no-wordle-tab', or the background's words). */
  const error = signal<string | null>(null);

  async function load() {
    try {
      record.value = await connector.loadHistory();
    } catch (e) {
      console.warn('[wordle-assistant] where bringing in the NYT games stands could not be read:', e);
    }
  }

  /** The record while a view shows it: loaded now and at each change; returns the stop. */
  function show(): () => void {
    void load();
    return connector.watchGames(() => void load());
  }

  async function start() {
    error.value = null;
    try {
      await connector.startHistory();
    } catch (e) {
      error.value = reason(e);
    }
    await load();
  }

  async function cancel() {
    try {
      await connector.cancelHistory();
    } catch (e) {
      error.value = reason(e);
    }
    await load();
  }

  return { record, error, show, start, cancel };
}
