/*
 * Every message between the extension's contexts, as discriminated unions named by direction.
 * Tags carry the sender's prefix (`cs:` content script, `panel:`, `bg:` background) so they are
 * easy to find in logs. Receivers go through `listen()`: a message is handled only when its
 * sender is this extension's expected context AND its shape parses; anything else is ignored
 * without a reply, as if it had never arrived.
 *
 *   content script ──cs:*──────────▶ background ──bg:type-word, bg:report, bg:fetch-past──▶ content script
 *                                    background ──bg:open-overlay──▶ the panel inside the page
 *   panel ──panel:* (one reply)────▶ background
 *   panel ◀═port "panel": bg:view═══ background ◀═ panel:follow ═ panel
 *   panel ◀═port "games": bg:games-changed, bg:device-settings-changed═ background
 *   background ──bg:job──▶ offscreen document (Chrome) ──postMessage──▶ worker
 */
import browser, { type Runtime } from 'webextension-polyfill';
import type { DatedAnswer, Result } from '../core/types';
import { isTabView, type TabView } from './tab-view';
import { isSiteUrl, isWordleUrl } from './wordle-url';
import { isPageReading, type PageReading } from './page';
import { isSavedGame, MAX_SAVED_GAMES, validGames, type SavedGame } from './saved-games';
import type { PanelPortMessage } from './panel-port';
import { isJob, isOutcomeOf, type Job, type JobOutcome } from './jobs';
import { MAX_IMPORTED_GAMES, parseGame, type GameRecord } from './games';
import { isKeptGames, type KeptGames } from './game-store';
import { isPastAnswers, isPastDates } from './past-answers';
import { isBoardSignature, isHintStep, type HintStep } from './hints';
import { deviceSettingsOf, isDeviceSettings, isDeviceSettingsPatch, type DeviceSettings } from './settings';
import { isStreak, type Streak } from './streak';
import { copyNytStats, isNytStats, isUnreadReason, type NytStats } from './nyt-stats';
import { isHistory, STATES_BATCH, type HistoryRecord } from './nyt-history';
import * as is from './shapes';
import { isDate } from '../core/dates';
import { pause } from './pause';

export type { JobOutcome } from './jobs';

/** Content script → background (runtime.sendMessage). */
export type ContentToBackground =
  | { type: 'cs:reading'; reading: PageReading }
  /** The page left Wordle (pushState to another address) or is unloading: the tab shows no board now. */
  | { type: 'cs:left' }
  /** Every game the page's storage holds (saved-games.ts), sent when they change. */
  | { type: 'cs:saved-games'; games: SavedGame[] }
  /** The answers of past days fetched from the Wordle site as `bg:fetch-past` asked, each checked (past-answers.ts). */
  | { type: 'cs:past-answers'; answers: DatedAnswer[] }
  /** The NYT's statistics as the page showed them (its dialog, or a frozen legacy entry), checked (nyt-stats.ts). */
  | { type: 'cs:nyt-stats'; stats: NytStats }
  /** The page showed a statistics dialog that could not be read, and why (nothing of it is kept but that). */
  | { type: 'cs:nyt-stats-unread'; reason: string }
  /** Before each day's request of a `bg:fetch-past` batch: may this day be asked for now (the consent still given, the day still claimed)? */
  | { type: 'cs:may-fetch-past'; date: string }
  /** Before each request of a `bg:fetch-history` run: may it be made now (the consent still given, the run not cancelled)? */
  | { type: 'cs:may-fetch-history' }
  /** One batch of the player's games from the NYT's game service (nyt-history.ts), every day through `through` asked; the statistics of the same answer. */
  | { type: 'cs:history-batch'; games: SavedGame[]; through: string; unread: number; stats: NytStats | null }
  /** The run ended: the last day brought in, and why it stopped (null: finished or told to stop; 'signed-out': the NYT said no). */
  | { type: 'cs:history-end'; through: string | null; error: string | null }
  /** Test builds only: open the panel page in a tab following the sender's tab. */
  | { type: 'cs:e2e-open-panel' }
  /** Whether this browser shows the panel beside the page (a side panel or sidebar); where not, the panel inside the page is the panel. */
  | { type: 'cs:panel-beside' };

/** Background → content script (tabs.sendMessage). */
export type BackgroundToContent =
  | { type: 'bg:type-word'; word: string }
  /** Report the reading again (as `cs:reading`): the stored one failed its check (report-again.ts). */
  | { type: 'bg:report' }
  /**
   * With the player's consent: fetch these past days' answers from the Wordle site (the content
   * script keeps only days before its own today, the day the page was loaded and the puzzle on
   * screen, and asks `cs:may-fetch-past` before each) and send them back as `cs:past-answers`.
   */
  | { type: 'bg:fetch-past'; dates: string[] }
  /**
   * With the player's consent: bring in their games of the days `from`..`until` from the NYT's game
   * service (the content script keeps to days before its own cut and asks `cs:may-fetch-history`
   * before each request), batch by batch as `cs:history-batch`, then `cs:history-end`.
   */
  | { type: 'bg:fetch-history'; from: string; until: string };

/** Background → the panel inside the page (tabs.sendMessage): the toolbar button, where the browser has no panel beside the page. */
export type BackgroundToOverlay = { type: 'bg:open-overlay' };

/**
 * Panel → background (runtime.sendMessage, one reply each). `panel:job` carries one of the solver
 * worker's own jobs (src/shared/jobs.ts), passed on as it is; its reply is the worker's outcome.
 * `key` names the panel: its newer job of the same kind makes an older one still queued `stale`.
 * The background is the only reader and writer of the kept games and the hint steps: the panel
 * asks it for the games (`panel:games`, again at each notice on its port GAMES_PORT) and to write
 * (import, delete, a day played elsewhere, a hint step); all but the hint step only from the extension's own pages (CHANGES_GAMES).
 */
export type PanelToBackground =
  | { type: 'panel:job'; key: string; job: Job }
  | { type: 'panel:enter-word'; tabId: number; word: string }
  /** Keep the imported games not kept yet (a deleted game imported is kept again); replies how many were added. */
  | { type: 'panel:import-games'; games: GameRecord[] }
  /** Delete every kept game, and the saved games and learned answers they were built from, for good. */
  | { type: 'panel:delete-games' }
  /** Delete one kept game (its day and player: its key), for good. */
  | { type: 'panel:delete-game'; date: string; player: string }
  /** The kept games as "Your games" shows them, read by the background (the panels read no storage of the games). */
  | { type: 'panel:games' }
  /** Open the extension's own panel page in a tab on "Your games": where the panel inside the page sends the player to import or delete. */
  | { type: 'panel:open-games' }
  /** The player played today's puzzle elsewhere (`date`: their today): won (in `guesses`, or null: not said) or lost. Replies whether it was kept (not over a game of that day kept with its words). */
  | { type: 'panel:played-elsewhere'; date: string; won: boolean; guesses: number | null }
  /** The hint ladder reached `step` at one board (`boardSignature`) of the tab's game: one row's step, never lowered. */
  | { type: 'panel:hint-step'; tabId: number; board: string; step: HintStep }
  /** The streak's figures on the panel's `today`, counted by the background (streakOf): the panel holds no kept game to show them. */
  | { type: 'panel:streak'; today: string }
  /** The solver's best play on the answer of the kept game of `date` played with `words` (its `best`), for Share: null when none is kept or analysed. */
  | { type: 'panel:best-play'; date: string; words: string }
  /** This device's own settings (storage.local), for the panel inside the page: storage.local is closed to content scripts (Chrome). */
  | { type: 'panel:device-settings' }
  /** Write the device's own settings `settings` names, for the panel inside the page. */
  | { type: 'panel:save-device-settings'; settings: Partial<DeviceSettings> }
  /** Whether the sheet of the panel inside the page was left open (kept in storage.local, never the page's storage). */
  | { type: 'panel:sheet-open' }
  | { type: 'panel:save-sheet-open'; open: boolean }
  /** Where bringing in the player's NYT games stands (nyt-history.ts HistoryRecord). */
  | { type: 'panel:history' }
  /** Bring in (or resume) the player's NYT games through the Wordle page in `tabId`, with the consent given. */
  | { type: 'panel:history-start'; tabId: number }
  /** Stop bringing them in: no request after this one's reply. */
  | { type: 'panel:history-cancel' };

export type { FollowTarget, PageTarget, PanelPortMessage } from './panel-port';

/** Background → panel over that port. */
export type BackgroundPortMessage = { type: 'bg:view'; view: TabView };

/**
 * Background → panel over a port named GAMES_PORT, which every panel holds: the kept games changed
 * (ask again for the streak, and the games while "Your games" shows), or this device's own settings
 * did (the panel inside the page cannot follow storage.local itself: ask again).
 */
export type BackgroundGamesMessage = { type: 'bg:games-changed' } | { type: 'bg:device-settings-changed' };

/** Background → offscreen document (Chrome only; Firefox's background page runs the worker itself). */
export type BackgroundToOffscreen = { type: 'bg:job'; key: string; job: Job };

export { followMessage, PANEL_PORT } from './panel-port';
/**
 * Panel → background: a port that carries nothing, held open while the panel shows Your games, so
 * the analysis of the games brought in from the NYT runs only then (your-games-watch.ts).
 */
export const YOUR_GAMES_PORT = 'your-games';
export const GAMES_PORT = 'games';
/**
 * Content script → background: a port that carries nothing and is held open while the page lives,
 * so the background sees the moment it goes (a load elsewhere, a discarded or crashed tab).
 */
export const PAGE_PORT = 'page';

/** The reply each one-shot message gets. */
interface Replies {
  'cs:reading': void;
  'cs:left': void;
  'cs:saved-games': void;
  'cs:past-answers': void;
  'cs:nyt-stats': void;
  'cs:nyt-stats-unread': void;
  'cs:may-fetch-past': boolean;
  'cs:may-fetch-history': boolean;
  'cs:history-batch': void;
  'cs:history-end': void;
  'cs:e2e-open-panel': void;
  'cs:panel-beside': boolean;
  'bg:type-word': Result<void>;
  'bg:report': void;
  'bg:fetch-past': void;
  'bg:fetch-history': void;
  'bg:open-overlay': void;
  'panel:job': JobOutcome;
  'panel:enter-word': Result<void>;
  'panel:import-games': Result<number>;
  'panel:delete-games': Result<void>;
  'panel:delete-game': Result<void>;
  'panel:games': Result<KeptGames>;
  'panel:open-games': Result<void>;
  'panel:hint-step': Result<void>;
  'panel:streak': Result<Streak>;
  'panel:best-play': Result<number | null>;
  'panel:device-settings': Result<DeviceSettings>;
  'panel:save-device-settings': Result<void>;
  'panel:sheet-open': Result<boolean>;
  'panel:save-sheet-open': Result<void>;
  'panel:played-elsewhere': Result<boolean>;
  'panel:history': Result<HistoryRecord>;
  'panel:history-start': Result<void>;
  'panel:history-cancel': Result<void>;
  'bg:job': JobOutcome;
}
type Message = ContentToBackground | BackgroundToContent | BackgroundToOverlay | PanelToBackground | BackgroundToOffscreen;
export type ReplyOf<M extends Message> = Replies[M['type']];

/** The reply check of each message type; a job's reply must be the outcome of that job (its kind, or stale). */
const replyChecks: { [K in keyof Replies]: (v: unknown, msg: Extract<Message, { type: K }>) => boolean } = {
  'cs:reading': is.isVoid,
  'cs:left': is.isVoid,
  'cs:saved-games': is.isVoid,
  'cs:past-answers': is.isVoid,
  'cs:nyt-stats': is.isVoid,
  'cs:nyt-stats-unread': is.isVoid,
  'cs:may-fetch-past': is.isBool,
  'cs:may-fetch-history': is.isBool,
  'cs:history-batch': is.isVoid,
  'cs:history-end': is.isVoid,
  'cs:e2e-open-panel': is.isVoid,
  'cs:panel-beside': is.isBool,
  'bg:type-word': (v) => is.isResultOf(v, is.isVoid),
  'bg:report': is.isVoid,
  'bg:fetch-past': is.isVoid,
  'bg:fetch-history': is.isVoid,
  'bg:open-overlay': is.isVoid,
  'panel:job': (v, msg) => isOutcomeOf(msg.job, v),
  'panel:enter-word': (v) => is.isResultOf(v, is.isVoid),
  'panel:import-games': (v, msg) => is.isResultOf(v, is.isIntIn(0, msg.games.length)),
  'panel:delete-games': (v) => is.isResultOf(v, is.isVoid),
  'panel:delete-game': (v) => is.isResultOf(v, is.isVoid),
  'panel:games': (v) => is.isResultOf(v, isKeptGames),
  'panel:open-games': (v) => is.isResultOf(v, is.isVoid),
  'panel:hint-step': (v) => is.isResultOf(v, is.isVoid),
  'panel:streak': (v) => is.isResultOf(v, isStreak),
  'panel:best-play': (v) => is.isResultOf(v, is.isNullable(is.isIntIn(1, 7)) as (x: unknown) => x is number | null),
  'panel:device-settings': (v) => is.isResultOf(v, isDeviceSettings),
  'panel:save-device-settings': (v) => is.isResultOf(v, is.isVoid),
  'panel:sheet-open': (v) => is.isResultOf(v, is.isBool),
  'panel:save-sheet-open': (v) => is.isResultOf(v, is.isVoid),
  'panel:played-elsewhere': (v) => is.isResultOf(v, is.isBool),
  'panel:history': (v) => is.isResultOf(v, isHistory),
  'panel:history-start': (v) => is.isResultOf(v, is.isVoid),
  'panel:history-cancel': (v) => is.isResultOf(v, is.isVoid),
  'bg:job': (v, msg) => isOutcomeOf(msg.job, v),
};

/** A send that failed in transit (no receiver, the channel closed under it), not a malformed reply. */
type Sent<T> = Result<T> & { lost?: true };

/** Sends and checks the reply; a missing receiver or a malformed reply becomes `{ ok: false }`. */
async function checked<M extends Message>(msg: M, send: () => Promise<unknown>): Promise<Sent<ReplyOf<M>>> {
  try {
    const reply = await send();
    const check = replyChecks[msg.type] as unknown as (v: unknown, msg: M) => v is ReplyOf<M>;
    return check(reply, msg) ? { ok: true, value: reply } : { ok: false, error: `malformed reply to ${msg.type}` };
  } catch (e) {
    return { ok: false, error: `${msg.type}: ${e instanceof Error ? e.message : String(e)}`, lost: true };
  }
}

/**
 * What a page shows when the background could not be reached even after retries.
 * @internal exported for the tests: the tests expect these exact words.
 */
export const BACKGROUND_LOST = 'The extension did not answer (it may have been restarting); try again.';

/**
 * To the background, which Chrome stops when idle: a request in flight then fails with the
 * browser's own words ("the message channel closed before a response was received"). Sending
 * again wakes a new service worker, so a lost send is retried (3 attempts); `panel:enter-word`
 * is not (it may have typed already). An orphaned content script ("Extension context
 * invalidated") gets the browser's words, to know it must stop; everyone else gets BACKGROUND_LOST.
 * `current` says whether the message is still worth sending again: a reading the page has since
 * replaced is not (sent again after the newer one, it would put the old board back).
 */
export async function sendToBackground<M extends ContentToBackground | PanelToBackground>(msg: M, current: () => boolean = () => true): Promise<Result<ReplyOf<M>>> {
  const attempts = msg.type === 'panel:enter-word' ? 1 : 3;
  for (let attempt = 1; ; attempt++) {
    const r = await checked(msg, () => browser.runtime.sendMessage(msg));
    if (r.ok || !r.lost) return r;
    if (/context invalidated/i.test(r.error)) return { ok: false, error: r.error };
    console.warn(`[wordle-assistant] ${r.error} (attempt ${attempt}/${attempts})`);
    if (attempt >= attempts) return { ok: false, error: BACKGROUND_LOST };
    await pause(200 * attempt);
    if (!current()) return { ok: false, error: BACKGROUND_LOST };
  }
}
export const sendToOffscreen = (msg: BackgroundToOffscreen): Promise<Result<JobOutcome>> => checked(msg, () => browser.runtime.sendMessage(msg));
export const sendToTab = <M extends BackgroundToContent | BackgroundToOverlay>(tabId: number, msg: M): Promise<Result<ReplyOf<M>>> =>
  checked(msg, () => browser.tabs.sendMessage(tabId, msg, { frameId: 0 }));

// ---- Parsing: unknown → a message of one direction, or null. ----

// Each direction's parser is built from one check per field of each message type (shapes.ts
// parseTagged): a message type or a field added without its check fails the typecheck.

/** The most games (and unreadable states) one history batch may carry: its puzzles' states. */
const MAX_HISTORY_BATCH = STATES_BATCH;

const parseFromContent = is.parseTagged<ContentToBackground, 'type'>('type', {
  'cs:reading': { reading: isPageReading },
  'cs:left': {},
  'cs:saved-games': { games: is.isListOf(MAX_SAVED_GAMES, isSavedGame) },
  'cs:past-answers': { answers: isPastAnswers },
  'cs:nyt-stats': { stats: isNytStats },
  'cs:nyt-stats-unread': { reason: isUnreadReason },
  'cs:may-fetch-past': { date: isDate },
  'cs:may-fetch-history': {},
  'cs:history-batch': { games: is.isListOf(MAX_HISTORY_BATCH, isSavedGame), through: isDate, unread: is.isIntIn(0, MAX_HISTORY_BATCH), stats: is.isNullable(isNytStats) },
  'cs:history-end': { through: is.isNullable(isDate), error: is.isNullable(isUnreadReason) },
  'cs:e2e-open-panel': {},
  'cs:panel-beside': {},
});

export function parseContentToBackground(v: unknown): ContentToBackground | null {
  const msg = parseFromContent(v);
  if (msg?.type === 'cs:e2e-open-panel' && !__E2E__) return null;
  // The games and answers go to storage: each is kept with its own fields only.
  if (msg?.type === 'cs:nyt-stats') return { type: msg.type, stats: copyNytStats(msg.stats) };
  if (msg?.type === 'cs:history-batch') return { type: msg.type, games: validGames(msg.games), through: msg.through, unread: msg.unread, stats: msg.stats && copyNytStats(msg.stats) };
  if (msg?.type === 'cs:past-answers') return { type: msg.type, answers: msg.answers.map((a) => ({ date: a.date, word: a.word })) };
  return msg?.type === 'cs:saved-games' ? { type: msg.type, games: validGames(msg.games) } : msg;
}

export const parseBackgroundToContent = is.parseTagged<BackgroundToContent, 'type'>('type', {
  'bg:type-word': { word: is.isWord },
  'bg:report': {},
  'bg:fetch-past': { dates: isPastDates },
  'bg:fetch-history': { from: isDate, until: isDate },
});

export const parseBackgroundToOverlay = is.parseTagged<BackgroundToOverlay, 'type'>('type', { 'bg:open-overlay': {} });

const isKey = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 100;

const parseFromPanel = is.parseTagged<PanelToBackground, 'type'>('type', {
  'panel:job': { key: isKey, job: isJob },
  'panel:enter-word': { tabId: is.isId, word: is.isWord },
  'panel:import-games': { games: is.isListOf(MAX_IMPORTED_GAMES, (g) => parseGame(g) !== null) },
  'panel:delete-games': {},
  'panel:delete-game': { date: isDate, player: is.isPlayer },
  'panel:games': {},
  'panel:open-games': {},
  'panel:hint-step': { tabId: is.isId, board: isBoardSignature, step: isHintStep },
  'panel:streak': { today: isDate },
  'panel:best-play': { date: isDate, words: (v) => typeof v === 'string' && /^([a-z]{5}){1,6}$/.test(v) },
  'panel:device-settings': {},
  'panel:save-device-settings': { settings: isDeviceSettingsPatch },
  'panel:sheet-open': {},
  'panel:save-sheet-open': { open: is.isBool },
  'panel:played-elsewhere': { date: isDate, won: is.isBool, guesses: is.isNullable(is.isIntIn(1, 6)) },
  'panel:history': {},
  'panel:history-start': { tabId: is.isId },
  'panel:history-cancel': {},
});

export function parsePanelToBackground(v: unknown): PanelToBackground | null {
  const msg = parseFromPanel(v);
  // The games go to storage: each is kept with its own fields only; the settings too.
  if (msg?.type === 'panel:save-device-settings') return { type: msg.type, settings: deviceSettingsOf(msg.settings) };
  return msg?.type === 'panel:import-games' ? { type: msg.type, games: msg.games.map((g) => parseGame(g)!) } : msg;
}

export function parsePanelPortMessage(v: unknown): PanelPortMessage | null {
  if (!is.isObject(v) || v.type !== 'panel:follow' || !is.isObject(v.target)) return null;
  // Ids the browser would reject (1e20, 2**31, -5 are all integers) are refused here, before any API call.
  const { tabId, windowId } = v.target;
  if (is.isId(tabId)) return { type: v.type, target: { tabId } };
  if (is.isId(windowId)) return { type: v.type, target: { windowId } };
  if (v.target.self === true) return { type: v.type, target: { self: true } };
  return null;
}

export const parseBackgroundPortMessage = is.parseTagged<BackgroundPortMessage, 'type'>('type', { 'bg:view': { view: isTabView } });

export const parseBackgroundGamesMessage = is.parseTagged<BackgroundGamesMessage, 'type'>('type', { 'bg:games-changed': {}, 'bg:device-settings-changed': {} });

export const parseBackgroundToOffscreen = is.parseTagged<BackgroundToOffscreen, 'type'>('type', { 'bg:job': { key: isKey, job: isJob } });


// ---- Senders: who may send what. ----


const isOurs = (s: Runtime.MessageSender) => s.id === browser.runtime.id;

/**
 * The content script in the top frame of a page of the Wordle site, at any address: the script
 * starts only on a Wordle address, but the page may move elsewhere by pushState and say so
 * (`cs:left`). Only `cs:left` is taken from an address that is not Wordle (`fromWordle`).
 */
export const isContentScript = (s: Runtime.MessageSender) =>
  isOurs(s) && s.tab?.id !== undefined && s.frameId === 0 && isSiteUrl(s.url);

/**
 * The panel inside the page (src/panel/overlay.tsx): our content script in the top frame of a
 * Wordle address. It speaks `panel:*` for its own tab only.
 */
export const isOverlay = (s: Runtime.MessageSender) => isContentScript(s) && isWordleUrl(s.url);

/** Who may send `panel:*`: our panel pages, and the panel inside a Wordle page. */
export const isPanel = (s: Runtime.MessageSender) => isExtensionPage('src/panel/')(s) || isOverlay(s);

/**
 * The messages that change the kept games. The panel inside the page runs in the page's own
 * renderer process, which the page shares: it only shows them, and sends the player to a tab of
 * the panel page (`panel:open-games`) to import or delete.
 */
const CHANGES_GAMES: ReadonlySet<PanelToBackground['type']> = new Set(['panel:import-games', 'panel:delete-games', 'panel:delete-game', 'panel:played-elsewhere', 'panel:history-start', 'panel:history-cancel'] as const);

/** Whether a panel's message may be taken from its sender: one that changes the kept games only from our panel pages. */
export const fromPanelPage = (msg: PanelToBackground, s: Runtime.MessageSender) => !CHANGES_GAMES.has(msg.type) || isExtensionPage('src/panel/')(s);

/** Whether a content script's message may speak for the game: sent from a Wordle address. */
export const fromWordle = (msg: ContentToBackground, s: Runtime.MessageSender) => msg.type === 'cs:left' || isWordleUrl(s.url);

/** An extension page of ours under `folder` (e.g. 'src/panel/'). */
export const isExtensionPage = (folder: string) => (s: Runtime.MessageSender) =>
  isOurs(s) && (s.url ?? '').startsWith(browser.runtime.getURL(folder));

/** The background: ours and in no tab (tabs.sendMessage / the service worker). */
export const isBackground = (s: Runtime.MessageSender) => isOurs(s) && s.tab === undefined && !(s.url ?? '').includes('/src/panel/');

/**
 * Registers a receiver: `handle` sees only messages from an accepted sender that parse; its
 * returned promise is the reply. Everything else gets no reply from this context.
 */
export function listen<M>(
  accept: (s: Runtime.MessageSender) => boolean,
  parse: (v: unknown) => M | null,
  handle: (msg: M, sender: Runtime.MessageSender) => Promise<unknown>,
): void {
  browser.runtime.onMessage.addListener((raw: unknown, sender: Runtime.MessageSender) => {
    if (!accept(sender)) return undefined;
    const msg = parse(raw);
    return msg === null ? undefined : handle(msg, sender);
  });
}

/** The exhaustiveness check every handler's switch ends with. */
export function assertNever(x: never): never {
  throw new Error(`unhandled message ${JSON.stringify(x)}`);
}
