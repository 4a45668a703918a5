// The content script's entry: reports the board to the background whenever it changes (and again
// when the background asks), says when the page leaves Wordle (pushState to another address, or
// unloading), types a word into the game when the panel asks, and with the player's consent
// fetches past days' answers from the site when the background asks; loads the panel inside the
// page when the player wants it there (panel-in-page.ts). Nothing here may throw into the page.
import browser from 'webextension-polyfill';
import { listen, isBackground, parseBackgroundToContent, sendToBackground, assertNever } from '../shared/messages';
import { isWordleUrl } from '../shared/wordle-url';
import { watchAddress } from './address-watch';
import { typeWord } from './enter-word';
import { loadPanelInPage } from './panel-in-page';
import { keepPresent } from './presence';
import { fetchPastAnswers } from './past-answers';
import { fetchHistory } from './nyt-history';
import { pause } from '../shared/pause';
import { localDate } from './saved-game';
import { readSavedStates, savedGamesOf } from './saved-game';
import { watchBoard } from './watch-board';
import { watchStats } from './watch-stats';
import { dialogRead, readLegacyStats } from './read-stats';

const stop = new AbortController();
const onWordle = () => isWordleUrl(location.href);

// The port that tells the background the moment this page goes, opened with every message to it.
const present = keepPresent(window, stop.signal);
const send: typeof sendToBackground = (msg, current) => {
  present();
  return sendToBackground(msg, current);
};

const orphanCheck = (sent: { ok: boolean; error?: string }) => {
  // The extension was reloaded or removed under this page: this script is an orphan, so stop.
  if (!sent.ok && /context invalidated/i.test(sent.error ?? '')) stop.abort();
};

/** The saved games last sent (their JSON): sent again only when the page's storage changed them. */
let gamesSent = '';
function reportSavedGames(): void {
  let games;
  try {
    games = savedGamesOf(readSavedStates(localStorage));
  } catch {
    return; // storage the page cannot read (blocked cookies) has no games to report
  }
  const text = JSON.stringify(games);
  if (text === gamesSent) return;
  gamesSent = text;
  void send({ type: 'cs:saved-games', games }).then(orphanCheck);
}

/**
 * Readings sent so far: one lost to a stopping service worker is sent again only while it is the
 * latest (a newer one may already have reached the new service worker, which the older one,
 * arriving after it, would take back to the board before).
 */
let readingsSent = 0;

/** The date this page was loaded: the puzzle on screen is at latest its puzzle, whenever a board is read. */
const loadedOn = localDate();
/** The date of the puzzle on screen, from the last board read: no past day on or after it is fetched. */
let puzzleDate: string | undefined;

const watcher = watchBoard(document, { signal: stop.signal, today: loadedOn }, (reading) => {
  // The page moved off Wordle by pushState: its board is no longer the game (see whereNow).
  if (!onWordle()) return;
  if (reading.kind === 'board') puzzleDate = reading.date ?? loadedOn;
  const n = ++readingsSent;
  void send({ type: 'cs:reading', reading: reading.kind === 'board' ? { ...reading, loadedOn } : reading }, () => n === readingsSent).then(orphanCheck);
  // A game's state is written as its rows settle: a board change is when saved games change.
  reportSavedGames();
});

// The NYT's statistics as the page shows them: its dialog, each time it shows new figures (after a
// game, or opened by the player), and the frozen legacy entries once. A dialog that cannot be read
// gives no figure: the reason goes to the console and to Your games, an early warning that the
// NYT changed its markup.
watchStats(document, { signal: stop.signal }, (r) => {
  if (!onWordle()) return;
  if (r.kind === 'unreadable') {
    console.warn(`[wordle-assistant] statistics not recognised: ${r.reason}`);
    void send({ type: 'cs:nyt-stats-unread', reason: r.reason.slice(0, 300) }).then(orphanCheck);
    return;
  }
  let states: ReturnType<typeof readSavedStates> = [];
  try {
    states = readSavedStates(localStorage);
  } catch {
    // Storage the page cannot read: the figures are still the signed-in player's, under no known key.
  }
  void send({ type: 'cs:nyt-stats', stats: dialogRead(r.figures, states, localDate()) }).then(orphanCheck);
});
try {
  const legacy = readLegacyStats(localStorage);
  for (const problem of legacy.problems) console.warn(`[wordle-assistant] statistics not recognised: ${problem}`);
  for (const stats of legacy.reads) void send({ type: 'cs:nyt-stats', stats }).then(orphanCheck);
} catch {
  // Storage the page cannot read holds no legacy figures.
}

/**
 * Tells the background where the page is: on a Wordle address, the reading (again, even if the
 * board did not change: the browser reported the tab as loading and the background may have set
 * it aside); anywhere else, that the tab left the game, so its panel shows no stale board.
 */
function whereNow(): void {
  if (onWordle()) watcher.refresh();
  else void send({ type: 'cs:left' });
}

// In-page navigation (the stats and help views change the hash or push a state, a site menu may
// push another address) keeps this script and this page.
watchAddress(window, { signal: stop.signal }, whereNow);
// A restore from the back/forward cache brings the board back.
window.addEventListener('pageshow', whereNow, { signal: stop.signal });
// Unloading, or going into the back/forward cache: the tab no longer shows this board. A page
// restored from the cache reports again on pageshow.
window.addEventListener('pagehide', () => void sendToBackground({ type: 'cs:left' }), { signal: stop.signal });

// The panel inside the page, in the top frame only, loaded when the player wants it there (Chrome;
// Firefox's manifest makes it a content script of its own, firefoxManifest in vite.config.ts).
if (__BROWSER__ === 'chrome' && window.top === window) loadPanelInPage(stop.signal, send({ type: 'cs:panel-beside' }).then((r) => !r.ok || r.value));

listen(isBackground, parseBackgroundToContent, async (msg) => {
  switch (msg.type) {
    case 'bg:type-word':
      if (!onWordle()) return { ok: false, error: 'The tab is no longer on a Wordle game.' };
      return typeWord(document, msg.word);
    case 'bg:report':
      // The background has no usable reading for this tab: say where the page is, the normal way.
      whereNow();
      return;
    case 'bg:fetch-past': {
      // Strictly before the player's today, the day this page was loaded and the puzzle on screen:
      // never the answer on screen, today's, or a later one; each day only as the background allows.
      if (!onWordle() || puzzleDate === undefined) return;
      const mayAsk = async (date: string) => {
        const r = await send({ type: 'cs:may-fetch-past', date });
        return r.ok && r.value;
      };
      void fetchPastAnswers({ dates: msg.dates, puzzleDate, loadedOn, origin: location.origin, mayAsk }).then((answers) => {
        if (answers.length > 0) void send({ type: 'cs:past-answers', answers }).then(orphanCheck);
      });
      return;
    }
    case 'bg:fetch-history':
      // The same cut: never the puzzle on screen, today's or a later day's; one run at a time.
      if (!onWordle() || puzzleDate === undefined || historyRunning) return;
      historyRunning = true;
      void bringInHistory(msg.from, msg.until, puzzleDate).finally(() => void (historyRunning = false));
      return;
    default:
      return assertNever(msg);
  }
});

let historyRunning = false;
// Test builds wait a tenth of the pause between two requests: their NYT is the practice server on
// this machine, and 198 requests of its made-up player spent 50 s a browser waiting. The pause
// itself is checked in test/content/nyt-history.test.ts; store builds keep it whole.
const E2E_PAUSE = __E2E__ ? (ms: number) => pause(ms / 10) : undefined;

/** Every game of the days asked from the NYT's game service, batch by batch to the background (nyt-history.ts). */
async function bringInHistory(from: string, until: string, onScreen: string): Promise<void> {
  const mayAsk = async () => {
    const r = await send({ type: 'cs:may-fetch-history' });
    return r.ok && r.value;
  };
  const end = await fetchHistory({
    from,
    until,
    puzzleDate: onScreen,
    loadedOn,
    origin: location.origin,
    mayAsk,
    onBatch: async ({ games, through, unread, figures, player }) => {
      let states: ReturnType<typeof readSavedStates> = [];
      try {
        states = readSavedStates(localStorage);
      } catch {
        // Storage the page cannot read: today's game counts as not finished.
      }
      // The figures of the dialog (legacyStats), read today: the streak through today when today's game is finished.
      const stats = figures && { ...dialogRead(figures, states, localDate()), source: 'account' as const, player };
      const sent = await send({ type: 'cs:history-batch', games, through, unread, stats });
      return sent.ok;
    },
  }, undefined, undefined, E2E_PAUSE);
  await send({ type: 'cs:history-end', through: end.through, error: end.error && end.error.slice(0, 300) });
}

/** Test builds only: whether this content script can read and write storage.local, and read storage.sync. */
async function probeStorage(): Promise<Record<'localRead' | 'localWrite' | 'syncRead', string>> {
  // Where the area is closed its API may be missing too: a throw is a refusal as well.
  const tried = (p: () => Promise<unknown>) =>
    Promise.resolve()
      .then(p)
      .then(
      () => 'allowed',
      (e: unknown) => `refused: ${e instanceof Error ? e.message : String(e)}`,
    );
  return {
    localRead: await tried(() => browser.storage.local.get(null)),
    localWrite: await tried(() => browser.storage.local.set({ 'e2e-probe': 1 })),
    syncRead: await tried(() => browser.storage.sync.get(null)),
  };
}

if (__E2E__) {
  // Test builds only: the e2e test asks, from the page, for the panel to open in a tab; or has this
  // content script send any message as it is (what a page that took over its own process could make
  // it send) and posts the reply back, as JSON strings (Firefox's Xrays pass strings as they are).
  const SEND = 'wordle-assistant:e2e-send:';
  window.addEventListener('message', (e) => {
    if (e.source !== window || typeof e.data !== 'string') return;
    if (e.data === 'wordle-assistant:e2e-open-panel') void sendToBackground({ type: 'cs:e2e-open-panel' });
    // What this content script can reach of the extension's storage (storage-access.ts).
    if (e.data === 'wordle-assistant:e2e-storage') void probeStorage().then((r) => window.postMessage(`wordle-assistant:e2e-storage:${JSON.stringify(r)}`, '*'));
    if (!e.data.startsWith(SEND)) return;
    const reply = (r: unknown) => window.postMessage(`wordle-assistant:e2e-reply:${JSON.stringify(r ?? null)}`, '*');
    browser.runtime.sendMessage(JSON.parse(e.data.slice(SEND.length))).then(reply, (err: unknown) => reply({ thrown: String(err) }));
  });
}
