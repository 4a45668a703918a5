// Whether a person could press a key, or see a card: the element must be rendered, have a size, sit
// on screen, and be what a click at its own centre lands on (nothing on top of it, not clipped or
// scaled away). The geometry comes through an interface: the browser's layout in the content
// script, a described layout in the unit tests (happy-dom lays nothing out).
import { isOwn } from '../shared/own-elements';

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Geometry {
  /** Not display:none, visibility:hidden, opacity 0 or content-hidden, up the tree. */
  rendered(el: Element): boolean;
  /** Its border box in the viewport's coordinates. */
  box(el: Element): Box;
  /** The viewport's size. */
  viewport(el: Element): { width: number; height: number };
  /** What a click at (x, y) would land on, in `el`'s own tree (a shadow root's for its keys). */
  hit(el: Element, x: number, y: number): Element | null;
}

/** The browser's own layout. */
export const pageGeometry: Geometry = {
  rendered: (el) => (typeof el.checkVisibility === 'function' ? el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) : true),
  box: (el) => el.getBoundingClientRect(),
  viewport: (el) => {
    const view = el.ownerDocument.defaultView;
    return { width: view?.innerWidth ?? 0, height: view?.innerHeight ?? 0 };
  },
  hit: (el, x, y) => {
    const tree = el.getRootNode() as Document | ShadowRoot;
    // The extension's own panel inside the page is not the page: what lies under it counts.
    if (typeof tree.elementsFromPoint === 'function') return tree.elementsFromPoint(x, y).find((e) => !isOwn(e)) ?? null;
    return typeof tree.elementFromPoint === 'function' ? tree.elementFromPoint(x, y) : null;
  },
};

/** Shown: rendered, with an area. A card or dialog hidden any of these ways blocks nothing. */
export function isShown(el: Element, geo: Geometry): boolean {
  if (!geo.rendered(el)) return false;
  const b = geo.box(el);
  return b.width >= 1 && b.height >= 1;
}

/** A key a person could press: enabled, shown, on screen, and the element hit at its own centre. */
export function isPressable(el: HTMLElement, geo: Geometry): boolean {
  if ((el as HTMLButtonElement).disabled || el.closest('[hidden], [inert], [aria-hidden="true"]')) return false;
  if (!isShown(el, geo)) return false;
  const b = geo.box(el);
  const x = b.left + b.width / 2;
  const y = b.top + b.height / 2;
  const view = geo.viewport(el);
  if (!(x >= 0 && y >= 0 && x < view.width && y < view.height)) return false;
  const top = geo.hit(el, x, y);
  // The key itself, or its own label or icon.
  return top !== null && (top === el || el.contains(top));
}
