// Elements the extension itself puts into the page (the panel inside the page). They are kept on the
// content scripts' own global, their isolated world, which the page's scripts cannot reach, so a
// page cannot pass an element of its own off as ours: "enter it" sees through ours only (a key
// under our own open sheet is still the player's key).
const KEY = Symbol.for('wordle-assistant.own-elements');

function registry(): WeakSet<Element> {
  const g = globalThis as unknown as Record<symbol, WeakSet<Element> | undefined>;
  return (g[KEY] ??= new WeakSet());
}

export const markOwn = (el: Element): void => void registry().add(el);
export const isOwn = (el: Element): boolean => registry().has(el);
