// Where the panel inside the page goes. Open, it is a sheet along the bottom of the screen (one
// tap closes it). Collapsed, it is a slim bar placed where it covers nothing the player uses: no
// button, link, field, tile or row of the page (the board's tiles and rows are `role="img"` and
// `role="group"` in the NYT markup, its keyboard and header are buttons: docs/board-reading.md),
// found by measuring them, never by the page's class names. It moves when the page lays out
// again (a resize, a rotation, a dialog), and nothing of the page moves for it: it is fixed, out
// of the page's flow.
import type { Box, HostGuard } from './overlay-guard';

const OCCUPIED = 'button, a[href], input, select, textarea, [role="button"], [role="img"], [role="group"], [role="dialog"], [role="link"]';
const BAR_HEIGHT = 48;
const MARGIN = 8;
const STEP = 4;

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The page's occupied boxes in the viewport (the host's own left out). */
function occupied(host: HTMLElement): Rect[] {
  const out: Rect[] = [];
  for (const el of document.querySelectorAll(OCCUPIED)) {
    if (el === host || host.contains(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight) out.push(r);
  }
  return out;
}

/**
 * The collapsed bar's box: the widest free band (up to 420 px) nearest the bottom of the screen,
 * then nearest the top; failing both, a 48 px round button in the first free corner.
 * @internal exported for the tests.
 */
export function barBox(taken: readonly Rect[], width: number, height: number): Rect {
  const barWidth = Math.min(420, width - 2 * MARGIN);
  const left = (width - barWidth) / 2;
  for (let top = height - BAR_HEIGHT - MARGIN; top >= MARGIN; top -= STEP) {
    const r = { left, top, right: left + barWidth, bottom: top + BAR_HEIGHT };
    if (!taken.some((t) => overlaps(r, t))) return r;
  }
  const corners = [
    [width - BAR_HEIGHT - MARGIN, height - BAR_HEIGHT - MARGIN],
    [MARGIN, height - BAR_HEIGHT - MARGIN],
    [width - BAR_HEIGHT - MARGIN, MARGIN],
    [MARGIN, MARGIN],
  ];
  for (const [x, y] of corners) {
    const r = { left: x, top: y, right: x + BAR_HEIGHT, bottom: y + BAR_HEIGHT };
    if (!taken.some((t) => overlaps(r, t))) return r;
  }
  const [x, y] = corners[0];
  return { left: x, top: y, right: x + BAR_HEIGHT, bottom: y + BAR_HEIGHT };
}

const px = (n: number) => `${Math.round(n)}px`;

/** Places the host (open: the sheet; else the bar) and keeps it placed; returns the stop. */
export function placeHost(host: HTMLElement, guard: HostGuard, open: boolean): () => void {
  let frame = 0;
  const place = () => {
    frame = 0;
    if (open) return guard.setBox({ left: '0px', right: '0px', bottom: '0px', width: 'auto' });
    const r = barBox(occupied(host), document.documentElement.clientWidth, innerHeight);
    const box: Box = { left: px(r.left), top: px(r.top), width: px(r.right - r.left) };
    guard.setBox(box);
  };
  const later = () => {
    if (!frame) frame = requestAnimationFrame(place);
  };
  place();
  addEventListener('resize', later);
  addEventListener('scroll', later, true);
  // A dialog opening, the welcome card giving way to the board: the page laid out again.
  const watch = new MutationObserver(later);
  watch.observe(document.body, { childList: true, subtree: true });
  return () => {
    cancelAnimationFrame(frame);
    removeEventListener('resize', later);
    removeEventListener('scroll', later, true);
    watch.disconnect();
  };
}
