// What the tests of the panel inside the page measure on the game, in either browser (Playwright's
// and Puppeteer's pages evaluate alike): the board's and keyboard's boxes, the page's buttons, the
// rows settled, and the overlay's elements once they stay put.
import type { Found } from './closed-shadow';
import { poll } from './tab';

interface Evaluates {
  evaluate<R, A>(fn: (arg: A) => R, arg: A): Promise<R>;
}

/** Finds elements with a data-testid inside the closed root (closed-shadow.ts, closed-shadow-bidi.ts). */
export interface ShadowReader {
  one(testId: string): Promise<Found | null>;
}

export type Box = Found['box'];

const boxesOf = (page: Evaluates, selector: string): Promise<Box[]> =>
  page.evaluate(
    (s) =>
      [...document.querySelectorAll(s)].map((e) => {
        const r = e.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      }),
    selector,
  );

/** The board's rows and the keyboard's rows, where the page lays them out. */
export const gameBoxes = (page: Evaluates): Promise<Box[]> => boxesOf(page, '[role="group"]');

/** Every button, link and tile of the page, where the page lays them out. */
export const pageButtons = (page: Evaluates): Promise<Box[]> => boxesOf(page, 'button, a[href], [role="img"]');

export const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export const settledRows = (page: Evaluates): Promise<number> =>
  page.evaluate(() => [...document.querySelectorAll('[role="group"][aria-label^="Row"]')].filter((r) => r.querySelectorAll('[data-state="correct"], [data-state="present"], [data-state="absent"]').length === 5).length, null);

/** The element once it stays put for 300 ms (the bar moves when the page lays out again after a load). */
export async function steady(shadow: ShadowReader, testId: string): Promise<Found> {
  let last = '';
  return poll(`${testId} to stay put`, async () => {
    const f = await shadow.one(testId);
    const now = JSON.stringify(f?.box ?? null);
    const same = f !== null && now === last;
    last = now;
    if (!same) await new Promise((r) => setTimeout(r, 300));
    return same ? f : null;
  }, 20_000);
}

export const centre = (f: Found) => ({ x: f.box.x + f.box.width / 2, y: f.box.y + f.box.height / 2 });
