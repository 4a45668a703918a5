// The content script's entry: reports the board to the background whenever it changes (and again
// when the background asks), and types a word into the game when the panel asks. Nothing here may throw into the page.
import { listen, isBackground, parseBackgroundToContent, sendToBackground, assertNever } from '../shared/messages';
import { typeWord } from './enter-word';
import { readSavedStates, savedGamesOf } from './saved-game';
import { watchBoard } from './watch-board';

const stop = new AbortController();

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
  void sendToBackground({ type: 'cs:saved-games', games }).then(orphanCheck);
}

const watcher = watchBoard(document, { signal: stop.signal }, (reading) => {
  void sendToBackground({ type: 'cs:reading', reading }).then(orphanCheck);
  // A game's state is written as its rows settle: a board change is when saved games change.
  reportSavedGames();
});

// In-page navigation (the stats and help views change the hash or push a state) and a restore
// from the back/forward cache make the browser report the tab as loading; the background may have
// set the tab aside meanwhile, so report again even though the board did not change.
for (const type of ['pageshow', 'popstate', 'hashchange'] as const) {
  window.addEventListener(type, () => watcher.refresh(), { signal: stop.signal });
}

listen(isBackground, parseBackgroundToContent, async (msg) => {
  switch (msg.type) {
    case 'bg:type-word':
      return typeWord(document, msg.word);
    case 'bg:report':
      // The background's stored reading failed its check: read now and send it the normal way.
      watcher.refresh();
      return;
    default:
      return assertNever(msg);
  }
});

if (__E2E__) {
  // Test builds only: the e2e test asks, from the page, for the panel to open in a tab.
  window.addEventListener('message', (e) => {
    if (e.source === window && e.data === 'wordle-assistant:e2e-open-panel') void sendToBackground({ type: 'cs:e2e-open-panel' });
  });
}
