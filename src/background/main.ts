// The background: Chrome's service worker, Firefox's event page. Every listener is registered
// synchronously at the top level, so a restarted service worker receives the event that woke it.
import browser from 'webextension-polyfill';
import { assertNever, fromPanelPage, fromWordle, isContentScript, isOverlay, isPanel, listen, parseContentToBackground, parsePanelToBackground, sendToTab } from '../shared/messages';
import { isWordleUrl } from '../shared/wordle-url';
import { showCount } from './badge';
import { NavigationWatch } from './navigation';
import { followGames } from './games-followers';
import { watchPages } from './pages';
import { Panels } from './panels';
import { currentSettings, watchSettings } from './settings-cache';
import { createSolverHost } from './solver-host';
import { ReportAgain } from './report-again';
import { GameRepository } from './game-repository';
import { usualOpener } from '../shared/usual-opener';
import { withLearned } from '../shared/jobs';
import { gameKey } from '../shared/games';
import type { Result } from '../core/types';
import { localDate } from '../core/dates';
import { GameKeeper } from './game-keeper';
import { dropBoard, dropTab, allTabIds, getTab, hasBadRecord, readHints, takeHintStep, withTab } from './tab-store';
import { PastAnswers } from './past-answers';
import { NytHistory } from './nyt-history';
import { watchYourGames } from './your-games-watch';
import { writeSettings } from '../shared/settings-storage';
import { setLearned, TabSolver } from './tab-solver';
import { bookAnswer, warmBookAnswers } from './book-answer';
import { browserApis, openPanelFromToolbar, panelHost } from './toolbar';
import { dayOfNotification, reminderId, StreakGuard } from './streak-guard';
import type { PlayedElsewhere } from './game-rules';
import { GamesPage } from './games-page';
import { followToday } from '../shared/today';
import { REMINDER_PERMISSIONS } from '../shared/settings';
import { WORDLE_DAILY_URL } from '../shared/wordle-url';
import { StreakSource } from './streak-source';
import { deviceSettings, saveDeviceSettings, saveSheetOpen, sheetOpen } from './device-settings';
import { closeLocalToContentScripts } from './storage-access';

const host = createSolverHost();
const reportAgain = new ReportAgain({
  // The tab's address is hidden (no `tabs` permission) unless it is visibly not Wordle: ask unless it is.
  needsReport: async (tabId) => {
    if (await hasBadRecord(tabId)) return true;
    const tab = await browser.tabs.get(tabId).catch(() => undefined);
    return tab !== undefined && (tab.url === undefined || isWordleUrl(tab.url));
  },
  ask: (tabId) => sendToTab(tabId, { type: 'bg:report' }),
  giveUp: (tabId) => withTab(tabId, async () => void ((await hasBadRecord(tabId)) && (await dropTab(tabId)))),
});
const panels = new Panels(async (tabId) => {
  const view = await solver.view(tabId);
  if (view.kind === 'no-tab') reportAgain.onNoTab(tabId).catch((e: unknown) => console.warn('[wordle-assistant] asking a tab to report failed:', e));
  return view;
}, readHints, (tabs, after) => solver.follow(tabs, after));
const games = new GameRepository(browser.storage.local);
/** The player's usual opener, read from the kept games once and again after they change (followGames). */
let opener: Promise<string | null> | undefined;
const usualOpenerNow = () =>
  (opener ??= games.readAll().then(
    (kept) => usualOpener(kept.games),
    (e: unknown) => (console.warn('[wordle-assistant] reading the kept games for the usual opener failed:', e), null),
  ));
const solver = new TabSolver(host, (tabId, view) => panels.publish(tabId, view), usualOpenerNow, { answer: bookAnswer, warm: () => void currentSettings().then(warmBookAnswers, () => undefined) });
// The games brought in from the NYT are analysed only while a panel shows Your games (newest first),
// two at a time where the machine has a second core (the host's second worker, worker-pool.ts).
const yourGames = watchYourGames(() => void keeper.resume());
const keeper = new GameKeeper(
  host,
  games,
  currentSettings,
  readHints,
  async () => {
    const brought = await games.broughtIn();
    return (g) => !brought.has(gameKey(g)) || yourGames.isShown();
  },
  () => (yourGames.isShown() ? Math.min(2, navigator.hardwareConcurrency || 1) : 1),
);
const past = new PastAnswers(games, currentSettings, (tabId, dates) => sendToTab(tabId, { type: 'bg:fetch-past', dates }));
const warnPast = (e: unknown) => console.warn('[wordle-assistant] fetching past answers failed:', e);
const history = new NytHistory(games, async () => (await currentSettings()).model, async (tabId, from, until) => (await sendToTab(tabId, { type: 'bg:fetch-history', from, until })).ok);
const warnHistory = (e: unknown) => console.warn('[wordle-assistant] bringing in the NYT games failed:', e);
const guardMessage = (days: number) => (days === 0 ? browser.i18n.getMessage('guardMessageNone') : days === 1 ? browser.i18n.getMessage('guardMessageOne') : browser.i18n.getMessage('guardMessage', [String(days)]));
const guard = new StreakGuard({
  reminderAt: async () => {
    const { reminder } = await currentSettings();
    return reminder === 'off' ? null : reminder;
  },
  permitted: () => browser.permissions.contains({ permissions: [...REMINDER_PERMISSIONS] }),
  games: async () => (await games.readAll()).games,
  nytStats: () => games.nytStats(),
  alarms: { create: (name, info) => browser.alarms.create(name, info), clear: (name) => browser.alarms.clear(name) },
  notify: async (id, message) => {
    // One reminder on screen: an earlier day's goes (its answers would speak for a day that is over).
    for (const old of Object.keys(await browser.notifications.getAll())) if (dayOfNotification(old) !== null && old !== id) await browser.notifications.clear(old);
    // Firefox refuses `buttons` (it has none): there the click opens the panel, whose header offers the same answers.
    const buttons = __BROWSER__ === 'chrome' ? { buttons: [{ title: browser.i18n.getMessage('guardButtonWon') }, { title: browser.i18n.getMessage('guardButtonLost') }] } : {};
    await browser.notifications.create(id, { type: 'basic', iconUrl: browser.runtime.getURL('icons/icon-128.png'), title: browser.i18n.getMessage('guardTitle'), message, ...buttons });
  },
  message: guardMessage,
});
const gamesPage = new GamesPage(browser.tabs);
const streaks = new StreakSource(async () => (await games.readAll()).games, () => games.nytStats());
const warnGuard = (e: unknown) => console.warn('[wordle-assistant] the streak guard failed:', e);
/**
 * The clock read again at each event that wakes the background (shared/today.ts): a new local day
 * or zone after a sleep or a journey sets the reminder again at the chosen time of the clock now.
 */
const clockMoved = followToday(() => void guard.schedule().catch(warnGuard), { signal: new AbortController().signal, tickMs: 0, atMidnight: false });

/** With the player's consent, every Wordle tab's page is asked for the past answers not known. */
async function askPastEverywhere(): Promise<void> {
  for (const id of await allTabIds()) {
    const rec = await getTab(id);
    if (rec) await past.onReading(id, rec.reading);
  }
}
const navigation = new NavigationWatch({
  closed: (tabId) => void showNoTab(tabId, () => dropTab(tabId)),
  // A page that left by pushState, unloaded or went: its board is removed. The hint steps stay: they
  // are forgotten when a new game begins in the tab (a reload is the same game).
  gone: (tabId) => void showNoTab(tabId, () => dropBoard(tabId)),
  ask: async (tabId) => (await sendToTab(tabId, { type: 'bg:report' })).ok,
});

/** The tab shows no Wordle board any more (it left, unloaded or closed): nothing of it may be shown. */
async function showNoTab(tabId: number, update: () => Promise<unknown>): Promise<void> {
  solver.forget(tabId); // what the worker does for the tab stops
  try {
    await withTab(tabId, update);
  } finally {
    panels.publish(tabId, { kind: 'no-tab' });
    await showCount(tabId, null);
  }
}

/** Takes the kept games' answers into every request, and solves the tabs again with them. */
async function learnAgain(): Promise<void> {
  setLearned(await games.learnedAnswers());
  await Promise.all((await allTabIds()).map((id) => solver.refresh(id)));
}

/** The learned answers for a panel's job, which writes nothing: none (said in the console) when they cannot be read. */
async function learnedForPanel() {
  try {
    return await games.learnedAnswers();
  } catch (e) {
    console.warn('[wordle-assistant] reading the learned answers failed:', e);
    return [];
  }
}

/** A write the panel asked for, as its reply: done, or the storage's error in words the panel shows. */
async function written<T>(what: string, write: Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, value: await write };
  } catch (e) {
    console.warn(`[wordle-assistant] ${what} failed:`, e);
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

/** Keeps a day played elsewhere (the player's word, from a panel page or the reminder); its reminder goes. Whether it was kept. */
async function keepElsewhere(p: PlayedElsewhere): Promise<boolean> {
  const kept = await games.keepElsewhere(p, (await currentSettings()).model);
  if (kept && browser.notifications) await browser.notifications.clear(reminderId(p.date)).catch(() => undefined);
  return kept;
}

/** Games deleted: the answers learned from them go too, and every tab is solved again without them. */
function forgotten<T>(r: Result<T>): Result<T> {
  if (r.ok) void learnAgain().catch((e: unknown) => console.warn('[wordle-assistant] solving again failed:', e));
  return r;
}

void closeLocalToContentScripts().catch((e: unknown) => console.warn('[wordle-assistant] closing storage.local to content scripts failed:', e));
panels.listen();
followGames(() => {
  games.forget();
  opener = undefined;
  streaks.changed();
});
watchPages((tabId) => navigation.onGone(tabId));
openPanelFromToolbar();
// A stopped service worker's jobs died with it: solve what it left unanswered, once the answers
// learned from the player's games are read (they are part of every request).
void games
  .learnedAnswers()
  .then(setLearned, (e: unknown) => console.warn('[wordle-assistant] reading the learned answers failed:', e))
  .then(() => solver.resume());
// Kept games a stopped service worker left unanalysed, then the page's saved games not kept yet.
void keeper.resume().then(() => keeper.backfill());

listen(isContentScript, parseContentToBackground, async (msg, sender) => {
  clockMoved();
  const tabId = sender.tab!.id!; // isContentScript checked it
  if (!fromWordle(msg, sender)) return; // a page that left Wordle speaks for no game
  switch (msg.type) {
    case 'cs:reading':
      navigation.onReport(tabId);
      await solver.onReading(tabId, msg.reading);
      // The puzzle day of a daily game is today on the player's clock.
      void keeper.onReading(tabId, msg.reading, sender.url, localDate());
      void past.onReading(tabId, msg.reading).catch(warnPast);
      return;
    case 'cs:left':
      navigation.onLeft(tabId);
      return;
    case 'cs:saved-games':
      // New answers learned from the player's games: every tab's suggestions use them.
      // A copy that cannot be read is not written over: the report is dropped, and the next one tries again.
      if (await games.recordSavedGames(msg.games).catch((e: unknown) => void console.warn('[wordle-assistant] keeping the saved games failed:', e))) await learnAgain();
      // Finished games the page saved that are not kept yet (the first run, a game played while
      // the extension was off) join "Your games".
      void keeper.backfill();
      return;
    case 'cs:past-answers':
      // Past answers the page fetched with the player's consent: every tab's suggestions use them.
      if (await past.onFetched(msg.answers).catch(warnPast)) await learnAgain();
      return;
    case 'cs:nyt-stats':
      // The NYT's figures as the page showed them: the streak every panel shows follows them (followGames).
      await games.recordNytStats(msg.stats).catch((e: unknown) => void console.warn('[wordle-assistant] keeping the NYT statistics failed:', e));
      return;
    case 'cs:nyt-stats-unread':
      // A dialog the page showed that could not be read: nothing of it is kept but the day and why (Your games says so).
      await games.recordNytStatsUnread(localDate(), msg.reason).catch((e: unknown) => void console.warn('[wordle-assistant] keeping the NYT statistics failed:', e));
      return;
    case 'cs:may-fetch-past':
      // Asked before each request of a batch: withdrawing the consent or Delete all stops it.
      return past.mayFetch(msg.date).catch((e: unknown) => (warnPast(e), false));
    case 'cs:may-fetch-history':
      // Asked before each request of a run: cancelling or withdrawing the consent stops it.
      return history.mayFetch().catch((e: unknown) => (warnHistory(e), false));
    case 'cs:history-batch':
      // The player's games from the NYT's game service: kept as the page's saved games are, then analysed.
      if (await history.onBatch(msg, msg.stats).catch((e: unknown) => (warnHistory(e), false))) void keeper.resume();
      return;
    case 'cs:history-end':
      await history.onEnd(msg.through, msg.error).catch(warnHistory);
      return;
    case 'cs:panel-beside':
      return panelHost(browserApis()) !== 'page';
    case 'cs:e2e-open-panel':
      // Test builds only: browsers' automation cannot navigate to extension pages in Firefox.
      if (__E2E__) await browser.tabs.create({ url: `${browser.runtime.getURL('src/panel/index.html')}?tab=${tabId}`, active: false });
      return;
    default:
      return assertNever(msg);
  }
});

listen(isPanel, parsePanelToBackground, async (msg, sender) => {
  clockMoved();
  // The panel inside a page speaks for its own tab only, and changes no kept game (its process is the page's).
  if (isOverlay(sender) && 'tabId' in msg && msg.tabId !== sender.tab!.id) return { ok: false, error: 'not this tab' };
  if (!fromPanelPage(msg, sender)) return { ok: false, error: "only the extension's own page may change the kept games" };
  switch (msg.type) {
    case 'panel:job':
      // The worker's own job, checked by parsePanelToBackground (isJob), passed on as it is. One
      // queue key per panel view (msg.key: the panel and its view, the game or Your games) and
      // kind: a new manual board does not make a word check stale, nor a kept game's analysis the game's.
      return host.run(`panel:${msg.key}:${msg.job.kind}`, withLearned(msg.job, await learnedForPanel()));
    case 'panel:enter-word': {
      const r = await sendToTab(msg.tabId, { type: 'bg:type-word', word: msg.word });
      return r.ok ? r.value : { ok: false, error: 'the Wordle tab did not answer; reload it and try again' };
    }
    case 'panel:import-games': {
      const r = await written('importing games', games.importGames(msg.games));
      if (r.ok && r.value > 0) void keeper.resume();
      return r;
    }
    case 'panel:delete-games':
      // The fetched past answers go too, and fetching them again waits for the player to agree
      // again (asked first, so no page fetches them back while they are deleted).
      if ((await currentSettings()).pastAnswers === 'on') await writeSettings({ pastAnswers: 'ask' }).catch(warnPast);
      // So do the games brought in from the NYT: bringing them in again waits for the player's word.
      if ((await currentSettings()).nytHistory === 'on') await writeSettings({ nytHistory: 'ask' }).catch(warnHistory);
      await history.cancel().catch(warnHistory);
      return forgotten(await written('deleting the games', games.deleteAll()));
    case 'panel:delete-game':
      return forgotten(await written('deleting a game', games.deleteOne(gameKey(msg)).then(() => undefined)));
    case 'panel:games':
      return written('reading the games', games.readAll());
    case 'panel:open-games': {
      // Your games in a tab of the panel page, following the game's tab of the panel inside the page that asked.
      const from = isOverlay(sender) ? sender.tab!.id! : null;
      const follow = from !== null ? `&tab=${from}` : '';
      return written('opening Your games', gamesPage.open(from, `${browser.runtime.getURL('src/panel/index.html')}?view=games${follow}`));
    }
    case 'panel:played-elsewhere':
      // Today only, on the background's clock as well: a panel whose day is behind speaks for no other day.
      if (msg.date !== localDate()) return { ok: false, error: 'that day is not today any more' };
      return written('keeping a day played elsewhere', keepElsewhere(msg));
    case 'panel:hint-step': {
      const r = await written('keeping a hint step', takeHintStep(msg.tabId, msg.board, msg.step));
      // Every panel on the tab shows it, the one inside the page too (it cannot read storage.session).
      if (r.ok) panels.hintsChanged(msg.tabId);
      return r;
    }
    case 'panel:best-play': {
      const kept = await written('reading the games', games.readAll());
      return kept.ok ? { ok: true, value: kept.value.games.find((g) => g.date === msg.date && g.words === msg.words)?.best ?? null } : kept;
    }
    case 'panel:streak':
      return written('reading the games for the streak', streaks.streakOn(msg.today));
    case 'panel:device-settings':
      return written('reading the settings', deviceSettings());
    case 'panel:save-device-settings':
      return written('saving the settings', saveDeviceSettings(msg.settings));
    case 'panel:history':
      return written('reading the NYT games brought in', games.history());
    case 'panel:history-start':
      return history.start(msg.tabId, (await getTab(msg.tabId))?.reading).catch((e: unknown) => ({ ok: false as const, error: e instanceof Error ? e.message : String(e) }));
    case 'panel:history-cancel':
      return written('stopping the NYT games', history.cancel().then(() => undefined));
    case 'panel:sheet-open':
      return written('reading the sheet', sheetOpen());
    case 'panel:save-sheet-open':
      return written('saving the sheet', saveSheetOpen(msg.open));
    default:
      return assertNever(msg);
  }
});

// The streak guard: its alarm wakes this worker; the reminder's click opens today's puzzle (Chrome)
// or the panel, whose header offers "played elsewhere" (Firefox: no buttons on its notifications).
browser.alarms.onAlarm.addListener((alarm) => {
  // The clock is read after the alarm's own check, which sets the next reminder itself.
  void guard.onAlarm(alarm.name).catch(warnGuard).finally(clockMoved);
});
const openToday = (id: string) => {
  if (dayOfNotification(id) === null) return;
  const url = __BROWSER__ === 'chrome' ? WORDLE_DAILY_URL : browser.runtime.getURL('src/panel/index.html');
  void browser.tabs.create({ url });
  void browser.notifications.clear(id);
};
/** "I won / lost it elsewhere" on the reminder (Chrome): kept as its day's game while that day is today. */
const answerReminder = (id: string, button: number) => {
  const date = guard.answerDay(id);
  if (date !== null) void keepElsewhere({ date, won: button === 0, guesses: null }).catch(warnGuard);
  void browser.notifications.clear(id);
};
/** The notifications API exists only once its permission is granted (Chrome): listened to from then on. */
const listenClicks = () => {
  if (!browser.notifications) return;
  if (!browser.notifications.onClicked.hasListener(openToday)) browser.notifications.onClicked.addListener(openToday);
  if (browser.notifications.onButtonClicked && !browser.notifications.onButtonClicked.hasListener(answerReminder)) browser.notifications.onButtonClicked.addListener(answerReminder);
};
listenClicks();
browser.permissions.onAdded.addListener(() => {
  listenClicks();
  void guard.schedule().catch(warnGuard);
});
browser.permissions.onRemoved.addListener(() => void guard.schedule().catch(warnGuard));
void guard.schedule().catch(warnGuard);

watchSettings((s) => {
  void guard.schedule().catch(warnGuard);
  void allTabIds().then((ids) => Promise.all(ids.map((id) => solver.refresh(id))));
  if (s.pastAnswers === 'on') void askPastEverywhere().catch(warnPast);
  // The consent withdrawn: a run in flight stops (the page asks before each request anyway).
  if (s.nytHistory !== 'on') void history.cancel().catch(warnHistory);
});

// A panel pinned to a closed tab shows "no Wordle tab" at once (onRemoved needs no permission).
browser.tabs.onRemoved.addListener((tabId) => navigation.onRemoved(tabId));
// 'loading' may be in-page navigation or a bfcache restore: the record stays unless the tab
// visibly left Wordle or its content script stays silent (navigation.ts).
browser.tabs.onUpdated.addListener((tabId, change) => navigation.onUpdated(tabId, change));
