// Watches for the NYT's statistics dialog (after a game, or opened by the player) and reports what
// it shows each time that changes (read-stats.ts). One MutationObserver with an AbortSignal. Work
// follows what changes: with no dialog on screen a batch costs one `matches` (and a lookup inside
// each element added); while one is open any change is read again, debounced. Never throws into
// the page.
import { readStatsDialog, type StatsReading } from './read-stats';
import { STATS } from './selectors';

export interface StatsWatchOptions {
  signal: AbortSignal;
  /** Quiet time after the last mutation before reading (default 150 ms: the dialog renders in one go). */
  debounceMs?: number;
}

const carriesDialog = (n: Node): boolean => n.nodeType === 1 && ((n as Element).matches(STATS.anchor.selector) || (n as Element).querySelector(STATS.anchor.selector) !== null);

/** Calls `onRead` with each new reading of a dialog on screen (not again for the same one). */
export function watchStats(doc: Document, { signal, debounceMs = 150 }: StatsWatchOptions, onRead: (r: Exclude<StatsReading, { kind: 'none' }>) => void): void {
  let last = '';
  let open: Element | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const read = () => {
    timer = undefined;
    try {
      const r = readStatsDialog(doc);
      open = r.kind === 'none' ? null : doc.querySelector(STATS.anchor.selector);
      if (r.kind === 'none') return;
      const text = JSON.stringify(r);
      if (text === last) return;
      last = text;
      onRead(r);
    } catch (e) {
      console.warn('[wordle-assistant] reading the statistics failed:', e);
    }
  };
  const schedule = () => {
    if (timer === undefined && !signal.aborted) timer = setTimeout(read, debounceMs);
  };
  const observer = new MutationObserver((records) => {
    if (timer !== undefined) return;
    if (open?.isConnected) return schedule();
    if (open) {
      // The dialog closed: the next one is read even if it shows the same figures (another day).
      open = null;
      last = '';
    }
    for (const rec of records) {
      if (rec.type === 'childList' && Array.from(rec.addedNodes).some(carriesDialog)) return schedule();
    }
  });
  try {
    observer.observe(doc.documentElement, { childList: true, subtree: true, characterData: true });
  } catch (e) {
    console.warn('[wordle-assistant] could not watch for the statistics:', e);
    return;
  }
  signal.addEventListener('abort', () => {
    observer.disconnect();
    clearTimeout(timer);
  });
  // A dialog already open when the script starts.
  schedule();
}
