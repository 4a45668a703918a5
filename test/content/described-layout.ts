// The layout happy-dom does not compute, described for "enter it" (src/content/key-geometry.ts):
// every element gets its own box on a grid, on screen, with itself on top at its centre; inline
// display:none, visibility:hidden and opacity 0 (up the tree) are not rendered; and the decoys of
// test/e2e/decoy-keys.ts get the geometry a browser gives each way they are laid out (its
// `data-decoy`): off screen, no size, clipped (a click at its centre lands on what is beneath),
// scaled to nothing, or under the real key (same box; a click lands on the key).
import type { Geometry } from '../../src/content/key-geometry';

type Box = ReturnType<Geometry['box']>;

const VIEW = { width: 1000, height: 900 };

export function describedLayout(): Geometry {
  const slots = new WeakMap<Element, number>();
  let next = 0;
  const slot = (el: Element): Box => {
    if (!slots.has(el)) slots.set(el, next++);
    const i = slots.get(el)!;
    return { left: (i % 40) * 24, top: Math.floor(i / 40) * 24 % VIEW.height, width: 20, height: 20 };
  };
  const way = (el: Element) => el.closest('[data-decoy]')?.getAttribute('data-decoy') ?? null;
  const box = (el: Element): Box => {
    switch (way(el)) {
      case 'off-screen':
        return { ...slot(el), left: -10_000 };
      case 'zero-size':
      case 'scaled':
        return { ...slot(el), width: 0, height: 0 };
      case 'under':
        return el.nextElementSibling ? slot(el.nextElementSibling) : slot(el);
      default:
        return slot(el);
    }
  };
  return {
    rendered(el) {
      for (let e: Element | null = el; e; e = e.parentElement) {
        const s = (e as HTMLElement).style;
        if (s && (s.display === 'none' || s.visibility === 'hidden' || s.opacity === '0')) return false;
      }
      return true;
    },
    box,
    viewport: () => VIEW,
    hit(el, x, y) {
      const at = (e: Element) => {
        const b = box(e);
        return x >= b.left && x < b.left + b.width && y >= b.top && y < b.top + b.height;
      };
      if (!at(el)) return null;
      if (way(el) === 'clipped') return el.parentElement;
      if (way(el) === 'under') return el.nextElementSibling;
      return el;
    },
  };
}
