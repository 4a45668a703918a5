// Watches the page and reports the board whenever what it shows changes. One MutationObserver
// (also attached to each open shadow root of the old markup, which document observers do not
// see into), debounced, with an AbortSignal that tears everything down. Nothing here may throw
// into the page: reading and the callback are both guarded.
//
// Work follows what changes, not the page's size: a batch of mutations leads to a read only when
// one of them can change the reading. Inside the board (the board container inside
// #wordle-app-game; the whole root when the markup has no container) that is a change of structure
// (elements added or removed, or an attribute that decides what a selector matches: a role, a
// test id, a label of the row or tile form, a class gaining or losing one of the selectors'
// prefixes) or a change inside one of the tiles the last reading came from. Outside it: the root,
// the board, a known screen (welcome card, terms card) or the settings dialog's hard-mode switch
// coming or going, that switch flipping, or the body's palette classes. A class that only comes
// and goes (a page toggling its own styling, on a board of any size) is never read for. Without a
// game root (old markup, fallbacks) every watched mutation counts.
import type { PageReading } from '../shared/page';
import type { StorageLike } from './page-settings';
import { boardIn, readBoardTiles } from './read-board';
import { classSignature, STRUCTURE_ATTRIBUTES, labelSignature } from './structure';
import { isMark } from './tile-view';
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
  /**
   * The day a daily board not matched to a saved game is dated by: the day the page was loaded,
   * whose puzzle it shows, not the clock's when a row is read after midnight (default: the clock).
   */
  today?: string;
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
 * Where mutations can change the reading: the board container inside the game's root, else the
 * root; null with no root (every mutation counts then).
 */
function gameArea(doc: Document): Element | null {
  const root = doc.querySelector(GAME_ROOT.selector);
  return root && (boardIn(root) ?? root);
}

/** Could this mutation change which elements the selectors find (rows, tiles, board, screens)? */
function changesStructure(rec: MutationRecord): boolean {
  if (rec.type === 'characterData') return false;
  if (rec.type === 'childList') return [...rec.addedNodes, ...rec.removedNodes].some((n) => n.nodeType === 1);
  const name = rec.attributeName ?? '';
  const now = (rec.target as Element).getAttribute(name);
  if (name === 'class') return classSignature(rec.oldValue) !== classSignature(now);
  if (name === 'aria-label') return labelSignature(rec.oldValue) !== labelSignature(now);
  return STRUCTURE_ATTRIBUTES.has(name);
}

/** A tile's colour appears: its data-state (the shadow markup's inner tile too) becomes a mark. */
const showsColour = (rec: MutationRecord) => rec.type === 'attributes' && rec.attributeName === 'data-state' && isMark((rec.target as Element).getAttribute('data-state'));

const isSwitch = (rec: MutationRecord) => rec.type === 'attributes' && (rec.target as Element).matches(HARD_MODE_SWITCH.selector);

/** Is `node` one of `tiles` or inside one (a tile's text, a letter's span)? */
function inTiles(node: Node, tiles: ReadonlySet<Element>, area: Element): boolean {
  for (let n: Node | null = node; n && n !== area; n = n.parentNode) if (tiles.has(n as Element)) return true;
  return false;
}

/**
 * Does this batch of mutations touch the game (or bring or take away the board or a known
 * screen)? `tiles`: the tiles the last reading came from.
 */
function touchesGame(doc: Document, records: readonly MutationRecord[], area: Element | null, tiles: ReadonlySet<Element>): boolean {
  if (!area) return true;
  for (const rec of records) {
    if (area.contains(rec.target)) {
      if (changesStructure(rec) || isSwitch(rec)) return true;
      // A tile's class says only what it is (the structure, above), never what it shows.
      if (rec.attributeName !== 'class' && inTiles(rec.target, tiles, area)) return true;
      continue;
    }
    if (rec.target.nodeType !== 1) continue;
    if (rec.type === 'attributes') {
      if (rec.target === doc.body) {
        if (rec.attributeName !== 'class' || classSignature(rec.oldValue) !== classSignature(doc.body.getAttribute('class'))) return true;
      } else if (isSwitch(rec)) return true;
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

  // The game area of the last batch: looked for again only when the page's structure changed.
  let area: Element | null = null;
  // The tiles the last reading came from: a change inside one can change the reading.
  let tiles: ReadonlySet<Element> = new Set();
  const observer = new MutationObserver((records) => {
    try {
      if (!area?.isConnected || records.some(changesStructure)) area = gameArea(doc);
      // A tile turning to its colour may settle a row, the moment the player waits on: no debounce.
      if (touchesGame(doc, records, area, tiles)) schedule(records.some(showsColour) ? 0 : debounceMs);
    } catch {
      schedule(); // a page that breaks the filter still gets read
    }
  });
  const observe = (node: Node) => {
    if (observed.has(node)) return;
    observed.add(node);
    observer.observe(node, { subtree: true, childList: true, characterData: true, attributes: true, attributeOldValue: true, attributeFilter: WATCHED_ATTRIBUTES });
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
      const read = readBoardTiles(doc, storage, { url: doc.location?.href, today: opts.today });
      reading = read.reading;
      tiles = new Set(read.tiles);
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
