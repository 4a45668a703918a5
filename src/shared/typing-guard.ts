// What the player types into the panel inside the page stays in it. Key, text, clipboard and focus
// events are composed: from a field in our closed shadow root they travel out to the page's
// listeners on window, document and every ancestor, the capture phase before the field and the
// bubble phase after (the NYT game types a word it hears as keydown on document into its board).
// So one capture listener per type on window, registered at document_start before any page script
// (src/content/typing-guard.ts; window is the first stop of every path), stops each such event
// whose path starts at one of our hosts: no page listener hears it in any phase, and the browser's
// own handling (the letter inserted, Enter submitting, a dropped word put in the field) still
// happens. The panel's handlers get a copy dispatched at the field itself, not composed, so it
// never leaves the shadow root; a copy cancelled there cancels the original. The state lives on
// the content scripts' global, their world of their own, shared by this script and the panel
// (bundled apart) and out of the page's reach.

/** Events the panel's handlers may need, re-delivered at the focused element of the root. */
const TYPED = ['keydown', 'keypress', 'keyup', 'beforeinput', 'input', 'compositionstart', 'compositionupdate', 'compositionend', 'paste', 'copy', 'cut'];
/**
 * Only stopped: focus moving in or out (the panel listens for none of them; blur and focusout
 * fire when the element is no longer the root's active one, so no target is left to give a copy
 * to), Chrome's textInput, which the panel does not use and no constructor makes, and a drag over,
 * into or out of the panel (a dragged word carries its text in dataTransfer from dragenter on; the
 * word dropped reaches the panel as the field's input events, inputType insertFromDrop).
 */
const STOPPED = ['textInput', 'focus', 'blur', 'focusin', 'focusout', 'DOMFocusIn', 'DOMFocusOut', 'dragstart', 'drag', 'dragend', 'dragenter', 'dragover', 'dragleave', 'drop'];

interface Guard {
  roots: WeakMap<EventTarget, ShadowRoot>;
  copies: WeakSet<Event>;
  /** Where the last word was dropped inside a root: its input events go there, focused or not. */
  dropped: WeakRef<Element> | null;
}

const KEY = Symbol.for('wordle-assistant.typing-guard');

/** The focused element of a root, inside any root within it. */
function deepActive(root: ShadowRoot): Element | null {
  let at = root.activeElement;
  while (at?.shadowRoot?.activeElement) at = at.shadowRoot.activeElement;
  return at;
}

/**
 * A copy of `e` that stays inside the shadow root (not composed), with what the panel's handlers
 * read. Told apart by type, not instanceof: Firefox hands content scripts the page's events
 * through wrappers.
 */
function copyOf(e: Event): Event {
  const base = { bubbles: e.bubbles, cancelable: e.cancelable, composed: false };
  if (e.type.startsWith('key')) {
    const { key, code, location, repeat, isComposing, ctrlKey, shiftKey, altKey, metaKey, charCode, keyCode } = e as KeyboardEvent;
    return new KeyboardEvent(e.type, { ...base, key, code, location, repeat, isComposing, ctrlKey, shiftKey, altKey, metaKey, charCode, keyCode });
  }
  if (e.type.endsWith('input') && 'inputType' in e) {
    const { data, inputType, isComposing, dataTransfer } = e as InputEvent;
    return new InputEvent(e.type, { ...base, data, inputType, isComposing, dataTransfer });
  }
  if (e.type.startsWith('composition')) return new CompositionEvent(e.type, { ...base, data: (e as CompositionEvent).data });
  if (e.type === 'paste' || e.type === 'copy' || e.type === 'cut') return new ClipboardEvent(e.type, { ...base, clipboardData: (e as ClipboardEvent).clipboardData });
  return new Event(e.type, base);
}

/** Where a copy of `e` goes: the field a word was dropped on for the input it makes, else the focused element. */
function targetOf(e: Event, root: ShadowRoot, guard: Guard): Element | null {
  const dropped = 'inputType' in e && e.inputType === 'insertFromDrop' ? guard.dropped?.deref() : undefined;
  return dropped?.isConnected && (dropped.localName === 'input' || dropped.localName === 'textarea') ? dropped : deepActive(root);
}

function install(win: Window): Guard {
  const guard: Guard = { roots: new WeakMap(), copies: new WeakSet(), dropped: null };
  const redeliver = new Set(TYPED);
  const onEvent = (e: Event) => {
    // The caret moving in our field: Chrome tells the document (selectionchange), whose focused
    // element is then our host.
    const from = e.type === 'selectionchange' ? win.document.activeElement : e.target;
    const root = from && guard.roots.get(from);
    if (!root) return;
    e.stopImmediatePropagation();
    if (e.type === 'drop') {
      const { clientX, clientY } = e as DragEvent;
      const point = root.elementFromPoint(clientX, clientY);
      guard.dropped = point ? new WeakRef(point) : null;
    }
    const at = redeliver.has(e.type) ? targetOf(e, root, guard) : null;
    if (!at) return;
    const copy = copyOf(e);
    guard.copies.add(copy);
    if (!at.dispatchEvent(copy)) e.preventDefault();
  };
  for (const type of [...TYPED, ...STOPPED, 'selectionchange']) win.addEventListener(type, onEvent, true);
  return guard;
}

/** The guard of this world, installed on first use (the document_start script's, where it ran). */
export function guardTyping(win: Window = window): Guard {
  const g = globalThis as unknown as Record<symbol, Guard | undefined>;
  return (g[KEY] ??= install(win));
}

/** Keeps what is typed inside `root` (whose host is `host`) from the page; returns the undo. */
export function keepTypingIn(host: Element, root: ShadowRoot): () => void {
  const { roots } = guardTyping();
  roots.set(host, root);
  return () => void roots.delete(host);
}

/** Whether `e` is a copy the guard re-delivered inside a root (untrusted, but the player's). */
export const isTypingCopy = (e: Event): boolean => guardTyping().copies.has(e);
