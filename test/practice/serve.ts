// Serves the practice page at the real NYT address, for the end-to-end tests (Chromium
// context.route(), Firefox through a proxy) and `npm start`. One function: URL in, response out.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dayNumber, isDate } from '../../src/core/dates';
import { puzzleNumber } from '../../src/core/past-answers';
import { ANSWERS_FILE, practiceDayAnswer } from './day-answer';
import { archiveBody, statesResponse } from './nyt-account';

export { practiceDayAnswer } from './day-answer';

export interface PracticeResponse {
  status: number;
  contentType: string;
  body: string | Buffer;
  /** Further response headers (the page's CSP, with ?csp=strict). */
  headers?: Record<string, string>;
}

/**
 * A strict page policy, as a careful site sends it (?csp=strict on the page's address): scripts and
 * styles from the page's own origin only, no inline ones, and Trusted Types required for every
 * script sink (no policy allowed, so any innerHTML write throws).
 */
export const STRICT_CSP = "default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'self'; require-trusted-types-for 'script'; trusted-types 'none'";

const HERE = dirname(fileURLToPath(import.meta.url));
const DATA = join(HERE, '..', '..', 'data');
export const PRACTICE_BASE = 'https://www.nytimes.com/games/wordle/';
const HOSTS = new Set(['www.nytimes.com', 'nytimes.com']);

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** The word lists are served from data/ (the page's words.txt and answers.txt). */
const DATA_FILES: Record<string, string> = {
  'words.txt': join(DATA, 'allowed-nyt-14855.txt'),
  'answers.txt': ANSWERS_FILE,
};

/**
 * Another page of the same site, without the game: where the tests leave Wordle to (by a load or
 * by the page's own pushState). Not a copy of the real page: only its address matters.
 */
export const OTHER_NYT_PAGE = 'https://www.nytimes.com/crosswords';
const OTHER_BODY = '<!doctype html><html lang="en"><head><title>Crosswords</title></head><body><h1>Another page of the site</h1></body></html>';
/** Another site altogether (a reserved example name; served here, never contacted). */
export const OTHER_SITE_PAGE = 'https://www.example.com/';
const OTHER_SITE_BODY = '<!doctype html><html lang="en"><head><title>Example</title></head><body><h1>Another site</h1></body></html>';

/** The per-day file in the shape of the public capture (src/core/past-answers.ts), for any date. */
function dayFile(date: string): string {
  return JSON.stringify({ id: 4413 + puzzleNumber(date) - 1889, solution: practiceDayAnswer(date), print_date: date, days_since_launch: puzzleNumber(date), editor: 'Practice' });
}

/**
 * Maps a URL under https://www.nytimes.com/games/wordle/ to a practice-page file (query string
 * ignored: the page reads it; /games/wordle, /games/wordle/ and archive days /games/wordle/<date>
 * serve the page itself), a 404 for an unknown file there, a stub for OTHER_NYT_PAGE and for
 * OTHER_SITE_PAGE, the NYT's per-day puzzle file for any date (/svc/wordle/v2/<date>.json, as the
 * real site answers past and coming days alike: which days are asked is the extension's to
 * decide), and null for any other URL.
 */
export function practiceResponse(url: string): PracticeResponse | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
  if (u.hostname === new URL(OTHER_SITE_PAGE).hostname) return { status: 200, contentType: TYPES.html, body: OTHER_SITE_BODY };
  if (!HOSTS.has(u.hostname)) return null;
  if (u.pathname === new URL(OTHER_NYT_PAGE).pathname) return { status: 200, contentType: TYPES.html, body: OTHER_BODY };
  // The NYT's game service (nyt-account.ts): the archive's puzzles of at most 31 days, and the player's saved states.
  const range = /^\/svc\/games\/v1\/archive\/wordle\/(\d{4}-\d\d-\d\d)\/(\d{4}-\d\d-\d\d)$/.exec(u.pathname);
  if (range && isDate(range[1]) && isDate(range[2])) {
    const ok = range[1] <= range[2] && dayNumber(range[2]) - dayNumber(range[1]) < 31;
    return ok ? { status: 200, contentType: TYPES.json, body: archiveBody(range[1], range[2]) } : { status: 400, contentType: TYPES.txt, body: 'Bad range' };
  }
  if (u.pathname === '/svc/games/state/wordleV2/latests') {
    const ids = (u.searchParams.get('puzzle_ids') ?? '').split(',').filter((x) => /^\d+$/.test(x)).map(Number);
    if (ids.length > 30) return { status: 400, contentType: TYPES.txt, body: 'Too many puzzle ids' };
    const r = statesResponse(ids);
    return { status: r.status, contentType: TYPES.json, body: r.body };
  }
  const day = /^\/svc\/wordle\/v2\/(\d{4}-\d{2}-\d{2})\.json$/.exec(u.pathname)?.[1];
  if (day !== undefined) return isDate(day) ? { status: 200, contentType: TYPES.json, body: dayFile(day) } : { status: 404, contentType: TYPES.txt, body: 'Not found' };
  const prefix = '/games/wordle';
  if (u.pathname !== prefix && !u.pathname.startsWith(`${prefix}/`)) return null;
  // An archive puzzle (/games/wordle/2024-01-14, with or without the slash) is the same page.
  const rest = u.pathname.slice(prefix.length + 1).replace(/^\d{4}-\d{2}-\d{2}\/?$/, '');
  const name = rest || 'index.html';
  const file = DATA_FILES[name] ?? (/^[a-z][a-z0-9-]*\.(html|js|css)$/.test(name) ? join(HERE, name) : null);
  const ext = name.slice(name.lastIndexOf('.') + 1);
  if (!file || !existsSync(file)) {
    return { status: 404, contentType: TYPES.txt, body: `Not found in the practice page: ${name}` };
  }
  const csp = ext === 'html' && u.searchParams.get('csp') === 'strict' ? { headers: { 'Content-Security-Policy': STRICT_CSP } } : {};
  return { status: 200, contentType: TYPES[ext] ?? TYPES.txt, body: readFileSync(file, 'utf8'), ...csp };
}
