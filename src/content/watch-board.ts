// Watches the page and reports the board whenever what it shows changes. One MutationObserver
// (also attached to each open shadow root of the old markup, which document observers do not
// see into), debounced, with an AbortSignal that tears everything down. Nothing here may throw
// into the page: reading and the callback are both guarded.
//
// Cost stays flat however busy the rest of the page is, the game's own root included: a batch of
// mutations leads to a read only when one of them is inside the board (the board container inside
// #wordle-app-game, where the rows are read; the whole root when the markup has no container), adds
// or removes the root, the board, a known screen (welcome card, terms card) or the settings
// dialog's hard-mode switch, flips that switch, or changes the body's classes (the palettes).
// Without a game root (old markup, fallbacks) every watched mutation counts.
import type { PageReading } from '../shared/page';
import type { StorageLike } from './page-settings';
import { boardIn, readBoard } from './read-board';
import { BOARD_SELECTORS, GAME_ROOT, HARD_MODE_SWITCH, SHADOW, TERMS_CARD, WELCOME_SELECTORS } from './selectors';

/** What the content script can ask of a running watcher. */
export interface BoardWatcher {
  /** Reads now and reports even if nothing changed (after in-page navigation or a bfcache restore). */
  refresh(): void;
}

/** Outside the board, these still change the reading when they come or go: the root, the board, screens, the settings switch. */
const SCREENS = [GAME_ROOT, ...BOARD_SELECTORS, TERMS_CARD, ...WELCOME_SELECTORS, HARD_MODE_SWITCH].map((s) => s.selector).join(', ');

export interface WatchOptions {
  signal: AbortSignal;
  /** Quiet time after the last mutation before reading (default 50 ms). */
  debounceMs?: number;
  /** The page's board is rendered by script after load: report "not recognised" only after this (default 2000 ms). */
  graceMs?: number;
}

/** Attributes that can change what the board shows; everything else is noise. */
const WATCHED_ATTRIBUTES = [
  'data-state', 'data-animation', 'aria-label', 'class', 'role', 'data-testid', 'aria-roledescription', 'aria-checked',
  'letter', 'letters', 'evaluation', 'reveal', 'invalid', 'win',
];

export function watchBoard(doc: Document, opts: WatchOptions, onChange: (reading: PageReading) => void): BoardWatcher {
  try {
    return start(doc, opts, onChange);
  } catch (err) {
    warn('could not start watching the board', err);
    return { refresh: () => undefined };
  }
}

/**
 * Where mutations can change the reading: the board container inside the game's root (`board`,
 * when the caller has it from an earlier batch and it is still there), else the root; null with no
 * root (every mutation counts then).
 */
function gameArea(doc: Document, board: Element | null = null): Element | null {
  const root = doc.querySelector(GAME_ROOT.selector);
  if (!root) return null;
  if (board && board.isConnected && root.contains(board)) return board;
  return boardIn(root) ?? root;
}

/** Does this batch of mutations touch the game (or bring or take away the board or a known screen)? */
function touchesGame(doc: Document, records: readonly MutationRecord[], area: Element | null = gameArea(doc)): boolean {
  if (!area) return true;
  for (const rec of records) {
    if (area.contains(rec.target)) return true;
    if (rec.target.nodeType !== 1) continue;
    if (rec.type === 'attributes') {
      if (rec.target === doc.body || (rec.target as Element).matches(HARD_MODE_SWITCH.selector)) return true;
      continue;
    }
    if (rec.type !== 'childList') continue;
    for (const list of [rec.addedNodes, rec.removedNodes]) {
      for (const n of list) {
        if (n.nodeType === 1 && ((n as Element).matches(SCREENS) || (n as Element).querySelector(SCREENS))) return true;
      }
    }
  }
  // Shadow roots of the old markup are observed separately and are always the game.
  return records.some((r) => r.target.getRootNode() !== doc);
}

function start(doc: Document, opts: WatchOptions, onChange: (reading: PageReading) => void): BoardWatcher {
  const { signal } = opts;
  if (signal.aborted) return { refresh: () => undefined };
  const debounceMs = opts.debounceMs ?? 50;
  const maxWaitMs = Math.max(4 * debounceMs, 200);
  const graceUntil = Date.now() + (opts.graceMs ?? 2000);
  const storage = pageStorage(doc);
  const observed = new WeakSet<Node>();
  let last: string | null = null;
  let sawBoard = false;
  let warned = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pendingSince = 0;

  // The board container from the last batch: found again only when it leaves the page.
  let board: Element | null = null;
  const observer = new MutationObserver((records) => {
    try {
      const area = gameArea(doc, board);
      board = area && !area.matches(GAME_ROOT.selector) ? area : null;
      if (touchesGame(doc, records, area)) schedule();
    } catch {
      schedule(); // a page that breaks the filter still gets read
    }
  });
  const observe = (node: Node) => {
    if (observed.has(node)) return;
    observed.add(node);
    observer.observe(node, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: WATCHED_ATTRIBUTES });
  };

  function schedule(delay = debounceMs): void {
    if (signal.aborted) return;
    const now = Date.now();
    if (timer === undefined) pendingSince = now;
    clearTimeout(timer);
    // A page that never stops mutating still gets read at least every maxWaitMs.
    const wait = now - pendingSince >= maxWaitMs ? 0 : delay;
    timer = setTimeout(read, wait);
  }

  function read(): void {
    timer = undefined;
    if (signal.aborted) return;
    let reading: PageReading;
    try {
      reading = readBoard(doc, storage, { url: doc.location?.href });
      observeShadowRoots(doc, observe);
    } catch (err) {
      return warn('reading the board failed', err);
    }
    if (reading.kind === 'board') sawBoard = true;
    else if (reading.kind === 'screen') {
      // A known screen (welcome card, ...) is reported at once: nothing to wait for.
    } else if (!sawBoard && Date.now() < graceUntil) {
      // Not rendered yet, most likely: look again when the grace period ends.
      return schedule(graceUntil - Date.now());
    } else if (warned !== reading.reason) {
      warned = reading.reason;
      console.warn(`[wordle-assistant] board not recognised: ${reading.reason}`);
    }
    const key = JSON.stringify(reading);
    if (key === last) return;
    last = key;
    try {
      onChange(reading);
    } catch (err) {
      warn('the board listener failed', err);
    }
  }

  observe(doc);
  signal.addEventListener('abort', () => {
    clearTimeout(timer);
    observer.disconnect();
  }, { once: true });
  schedule(0);
  return {
    refresh() {
      if (signal.aborted) return;
      last = null;
      schedule(0);
    },
  };
}

/** The old markup's open shadow roots: game-app, each game-row, each game-tile. */
function observeShadowRoots(doc: Document, observe: (node: Node) => void): void {
  const app = doc.querySelector(SHADOW.app.selector)?.shadowRoot;
  if (!app) return;
  observe(app);
  for (const row of app.querySelectorAll(SHADOW.row.selector)) {
    if (!row.shadowRoot) continue;
    observe(row.shadowRoot);
    for (const tile of row.shadowRoot.querySelectorAll(SHADOW.tile.selector)) if (tile.shadowRoot) observe(tile.shadowRoot);
  }
}

function pageStorage(doc: Document): StorageLike | undefined {
  try {
    return doc.defaultView?.localStorage ?? undefined;
  } catch {
    return undefined; // storage blocked for this page
  }
}

function warn(what: string, err: unknown): void {
  try {
    console.warn(`[wordle-assistant] ${what}: ${err instanceof Error ? err.message : String(err)}`);
  } catch {
    // console itself unavailable: nothing more to do
  }
}
