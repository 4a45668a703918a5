// The content script's entry: reports the board to the background whenever it changes, and types
// a word into the game when the panel asks. Nothing here may throw into the page.
import { listen, isBackground, parseBackgroundToContent, sendToBackground, assertNever } from '../shared/messages';
import { typeWord } from './enter-word';
import { watchBoard } from './watch-board';

const stop = new AbortController();

watchBoard(document, { signal: stop.signal }, (reading) => {
  void sendToBackground({ type: 'cs:reading', reading }).then((sent) => {
    // The extension was reloaded or removed under this page: this script is an orphan, so stop.
    if (!sent.ok && /context invalidated/i.test(sent.error)) stop.abort();
  });
});

listen(isBackground, parseBackgroundToContent, async (msg) => {
  switch (msg.type) {
    case 'bg:type-word':
      return typeWord(document, msg.word);
    default:
      return assertNever(msg.type);
  }
});

if (__E2E__) {
  // Test builds only: the e2e test asks, from the page, for the panel to open in a tab.
  window.addEventListener('message', (e) => {
    if (e.source === window && e.data === 'wordle-assistant:e2e-open-panel') void sendToBackground({ type: 'cs:e2e-open-panel' });
  });
}
