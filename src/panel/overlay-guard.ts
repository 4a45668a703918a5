// What keeps the page's scripts from driving or hiding the panel inside it (overlay.tsx). The
// shadow root is closed, so nothing inside can be read or reached; what is left to the page is the
// host element in its DOM, and events it makes up. Here: the host's box is written inline with
// !important on every property (`all: initial` first), which beats any page rule, and is written
// again whenever the page changes the host's attributes or takes it out of the document, or puts
// something after it (a later sibling at the same z-index would paint over it).
import { isTypingCopy } from '../shared/typing-guard';

export interface Box {
  left?: string;
  top?: string;
  right?: string;
  bottom?: string;
  width?: string;
}

/** The host's fixed styles; the box (overlay-place.ts) is added to them. */
const FIXED: Record<string, string> = {
  all: 'initial',
  display: 'block',
  position: 'fixed',
  'z-index': '2147483647',
  visibility: 'visible',
  opacity: '1',
  'pointer-events': 'auto',
  'box-sizing': 'border-box',
  margin: '0',
  padding: '0',
  transform: 'none',
  filter: 'none',
  'clip-path': 'none',
};

/**
 * Text spacing stays the player's to adjust (a user style sheet for spacing, WCAG 1.4.12): these
 * are written without !important, after `all: initial` had made them important.
 */
const SPACING = ['line-height', 'letter-spacing', 'word-spacing'];

export interface HostGuard {
  /** Moves the host to this box (fixed, viewport pixels). */
  setBox(box: Box): void;
  stop(): void;
}

export function guardHost(host: HTMLElement): HostGuard {
  let box: Box = {};
  let written = '';
  const write = () => {
    host.removeAttribute('class');
    host.removeAttribute('hidden');
    host.setAttribute('style', '');
    for (const [k, v] of Object.entries(FIXED)) host.style.setProperty(k, v, 'important');
    for (const k of SPACING) host.style.setProperty(k, 'normal');
    for (const k of ['left', 'top', 'right', 'bottom', 'width'] as const) host.style.setProperty(k, box[k] ?? 'auto', 'important');
    written = host.getAttribute('style') ?? '';
  };
  // Observers report after the fact, our own writes included: only a host that differs from what
  // was written is written again (else each write would report itself, for ever).
  const changed = () => host.getAttribute('style') !== written || host.attributes.length !== 1;
  const keepLast = () => {
    if (host.parentNode !== document.documentElement || host.nextSibling !== null) document.documentElement.append(host);
  };
  const own = new MutationObserver(() => {
    if (changed()) write();
  });
  own.observe(host, { attributes: true });
  const tree = new MutationObserver(keepLast);
  tree.observe(document.documentElement, { childList: true });
  write();
  return {
    setBox(next) {
      box = next;
      write();
    },
    stop() {
      own.disconnect();
      tree.disconnect();
    },
  };
}

/**
 * Events a script makes up (isTrusted false) stop at the panel's root: only the player drives it.
 * The typing guard's copies of the player's own events (typing-guard.ts) go through.
 */
const EVENTS = ['click', 'dblclick', 'auxclick', 'mousedown', 'mouseup', 'pointerdown', 'pointerup', 'touchstart', 'touchend', 'keydown', 'keyup', 'keypress', 'input', 'change', 'submit', 'focusin', 'beforeinput'];

export function dropUntrusted(root: HTMLElement): () => void {
  const drop = (e: Event) => {
    if (e.isTrusted || isTypingCopy(e)) return;
    e.stopImmediatePropagation();
    e.preventDefault();
  };
  for (const type of EVENTS) root.addEventListener(type, drop, true);
  return () => EVENTS.forEach((type) => root.removeEventListener(type, drop, true));
}
