// Which addresses are a Wordle game, shared by the background (sender checks, navigation) and the
// content script (archive date, custom puzzles). Paths as public captures show them:
//   daily game      /games/wordle/index.html, /games/wordle/, /games/wordle (paxunix/
//                   nyt-wordle-show-previous-word, userscript @match, 2024; sid2364/whats-my-wordle
//                   src/bot/nyt_wordle_bot.py, 2026-01)
//   archive puzzle  /games/wordle/<YYYY-MM-DD>[/]  (a Wordle tracker content script reading
//                   the date as the last path segment, found by the search tools, 2026)
//   archive listing /games/wordle/archive  (no board; coreyfeder/wordle-buddy README, 2026-05)
//   custom puzzle   /games/create/wordle/<code>, 4-7 letters (coreyfeder/wordle-buddy README and
//                   SETUP.md, 2026-05)

export type WordlePage =
  | { kind: 'daily' }
  | { kind: 'archive'; date: string }
  | { kind: 'archive-listing' }
  | { kind: 'custom' };

const HOSTS = new Set(['www.nytimes.com']);

/** What kind of Wordle page `url` is, or null when it is not one. */
export function wordlePage(url: string | undefined): WordlePage | null {
  if (!url) return null;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' || !HOSTS.has(u.hostname)) return null;
  const path = u.pathname.replace(/\/+$/, '');
  if (path === '/games/wordle' || path === '/games/wordle/index.html') return { kind: 'daily' };
  const archive = /^\/games\/wordle\/(\d{4}-\d{2}-\d{2})$/.exec(path);
  if (archive) return { kind: 'archive', date: archive[1] };
  if (path === '/games/wordle/archive') return { kind: 'archive-listing' };
  if (/^\/games\/create\/wordle\/[^/]+$/.test(path)) return { kind: 'custom' };
  return null;
}

/** A page of the site the game lives on (any path): where a content script may find itself after pushState. */
export function isSiteUrl(url: string | undefined): boolean {
  try {
    const u = new URL(url ?? '');
    return u.protocol === 'https:' && HOSTS.has(u.hostname);
  } catch {
    return false;
  }
}

export const isWordleUrl = (url: string | undefined): boolean => wordlePage(url) !== null;

/** Today's puzzle: where the streak guard's reminder takes the player when clicked. */
export const WORDLE_DAILY_URL = 'https://www.nytimes.com/games/wordle/index.html';
