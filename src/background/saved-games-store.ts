// The page's saved games (shared/saved-games.ts) kept in storage.local, so that what the player's
// games reveal outlives the page's own storage (which keeps only its latest states) and the
// browser session. Validated on every read like every stored record; merged, never replaced, so a
// report that lacks an older game loses nothing. The answers learned from them go into every job.
import browser from 'webextension-polyfill';
import type { DatedAnswer } from '../core/types';
import { learnedAnswers, mergeGames, validGames, type SavedGame } from '../shared/saved-games';

/** The storage.local key: `{ games: SavedGame[] }`. */
const SAVED_GAMES_KEY = 'saved-games';

let cached: Promise<SavedGame[]> | null = null;
/** Serialises read-merge-write: two reports at once must not drop each other's games. */
let writing: Promise<unknown> = Promise.resolve();

export function savedGames(): Promise<SavedGame[]> {
  cached ??= browser.storage.local
    .get(SAVED_GAMES_KEY)
    .then((got) => validGames((got[SAVED_GAMES_KEY] as { games?: unknown } | undefined)?.games))
    .catch(() => []);
  return cached;
}

/** The answers the kept games reveal (date → word, sorted by date). */
export async function currentLearned(): Promise<DatedAnswer[]> {
  return learnedAnswers(await savedGames());
}

/**
 * Merges reported games into the kept ones; resolves to whether the learned answers changed (then
 * the tabs are solved again with them).
 */
export function recordSavedGames(reported: SavedGame[]): Promise<boolean> {
  const run = writing.then(async () => {
    const kept = await savedGames();
    const next = mergeGames(kept, reported);
    const before = JSON.stringify(learnedAnswers(kept));
    if (JSON.stringify(next) === JSON.stringify(kept)) return false;
    cached = Promise.resolve(next);
    await browser.storage.local.set({ [SAVED_GAMES_KEY]: { games: next } });
    return JSON.stringify(learnedAnswers(next)) !== before;
  });
  writing = run.catch(() => undefined);
  return run;
}
