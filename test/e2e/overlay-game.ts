// What the tests of the panel inside the page measure on the game, in either browser (Playwright's
// and Puppeteer's pages alike, through asTab): the board's and keyboard's boxes, the page's buttons, the
// rows settled, and the overlay's elements once they stay put.
import { expect } from 'vitest';
import type { Found } from './closed-shadow';
import { poll, type Tab } from './tab';

/** The game's page (asTab of either browser's page). */
type Runs = Pick<Tab, 'run'>;

/** Finds elements with a data-testid inside the closed root (closed-shadow.ts, closed-shadow-bidi.ts). */
export interface ShadowReader {
  one(testId: string): Promise<Found | null>;
  all(testId: string): Promise<Found[]>;
}

export type Box = Found['box'];

const boxesOf = (page: Runs, selector: string): Promise<Box[]> =>
  page.run(
    (s) =>
      [...document.querySelectorAll(s)].map((e) => {
        const r = e.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      }),
    selector,
  );

/** The board's rows and the keyboard's rows, where the page lays them out. */
export const gameBoxes = (page: Runs): Promise<Box[]> => boxesOf(page, '[role="group"]');

/** Every button, link and tile of the page, where the page lays them out. */
const pageButtons = (page: Runs): Promise<Box[]> => boxesOf(page, 'button, a[href], [role="img"]');

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export const settledRows = (page: Runs): Promise<number> =>
  page.run(() => [...document.querySelectorAll('[role="group"][aria-label^="Row"]')].filter((r) => r.querySelectorAll('[data-state="correct"], [data-state="present"], [data-state="absent"]').length === 5).length, null);

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

/**
 * What a hostile page tries on the host at (x, y), run in the page: read it, attach a root of its
 * own, click and tap it with made-up events, hide and restyle it, cover it, take it out of the
 * page. Returns what it saw.
 */
export function attackHost({ x, y }: { x: number; y: number }) {
  const host = document.elementFromPoint(x, y) as HTMLElement;
  const seen = { isHost: host === document.documentElement.lastElementChild, shadow: host.shadowRoot, text: host.textContent, attach: '' };
  try {
    host.attachShadow({ mode: 'open' });
  } catch (e) {
    seen.attach = (e as Error).name;
  }
  // Drive it: made-up clicks and taps at the host and at the point.
  host.click();
  host.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: x, clientY: y }));
  host.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, clientX: x, clientY: y }));
  // Hide and restyle it.
  const style = document.createElement('style');
  style.textContent = 'div { display: none !important; opacity: 0 !important; transform: translateY(-9999px) !important; }';
  document.head.append(style);
  host.style.setProperty('display', 'none', 'important');
  host.setAttribute('hidden', '');
  host.className = 'gone';
  // Cover it: a full-screen layer at the top z-index, appended after it.
  const cover = document.createElement('section');
  cover.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgb(255 0 0 / 50%)';
  document.documentElement.append(cover);
  // Take it out of the page.
  host.remove();
  return seen;
}

/** Whether the element at (x, y) is the host, back on top and shown (run in the page). */
export function hostOnTop({ x, y }: { x: number; y: number }): true | null {
  const el = document.elementFromPoint(x, y);
  return el?.tagName === 'DIV' && el.parentElement === document.documentElement && getComputedStyle(el).display === 'block' ? true : null;
}

/**
 * What holds once the bar shows: the board and keyboard where they were (`before`), the bar a touch
 * target covering none of the page's buttons, and the page's scripts seeing a bare host element.
 */
export async function expectBarInPlace(page: Runs, bar: Found, before: Box[]): Promise<void> {
  expect(await gameBoxes(page)).toEqual(before);
  expect(bar.box.height).toBeGreaterThanOrEqual(44);
  for (const b of await pageButtons(page)) expect(overlaps(bar.box, b), `the bar ${JSON.stringify(bar.box)} covers ${JSON.stringify(b)}`).toBe(false);
  expect(
    await page.run(() => {
      const host = document.documentElement.lastElementChild as HTMLElement;
      return { shadow: host.shadowRoot, inside: document.querySelectorAll('[data-testid^="overlay"]').length, tag: host.tagName };
    }, null),
  ).toEqual({ shadow: null, inside: 0, tag: 'DIV' });
}

/**
 * The bar once its count and best word are the panel page's for the same board. The panel page is
 * read again on every poll (`side`): both refine a first answer, so a word read once may be gone
 * from both by the time the bar is looked at.
 */
export async function barShowing(shadow: ShadowReader, side: () => Promise<{ word: string; count: string } | null>): Promise<Found> {
  let seen = 'nothing yet';
  try {
    return await poll("the bar to show the panel page's count and best word", async () => {
      const now = await side();
      if (!now) return null;
      const b = await shadow.one('overlay-bar');
      const count = (await shadow.one('overlay-count'))?.attrs['data-value'];
      const best = (await shadow.one('overlay-best'))?.text ?? '';
      seen = `the panel page ${now.count} and ${now.word}, the bar ${count} and "${best}"`;
      return b && count === now.count && best.includes(now.word.toUpperCase()) ? b : null;
    }, 60_000);
  } catch (e) {
    throw new Error(`${(e as Error).message}; last seen: ${seen}`);
  }
}

/** The word the bar names as the best guess, lower case. */
export async function bestOnBar(shadow: ShadowReader): Promise<string> {
  const best = (await shadow.one('overlay-best'))?.text ?? '';
  const word = /best: ([A-Z]{5})/.exec(best)?.[1]?.toLowerCase();
  expect(word, `the bar names a word: "${best}"`).toBeTruthy();
  return word!;
}

/** The open sheet after a game: its analysis, the NYT's first share line, and touch-sized controls. */
export async function expectSheetAfterGame(shadow: ShadowReader): Promise<void> {
  await poll('the sheet with the analysis', () => shadow.one('analysis'), 30_000);
  const share = await poll('Share in the sheet', () => shadow.one('share-text'), 30_000);
  expect(share.text).toMatch(/^Wordle [\d,]+ [1-6X]\/6\n/);
  for (const control of [...(await shadow.all('overlay-close')), ...(await shadow.all('share-copy'))]) expect(control.box.height).toBeGreaterThanOrEqual(44);
}

/**
 * Run in the page, as a page script would: listens on window and document, in the capture and the
 * bubble phase, for every event type the page can name (each `on*` property of window and document
 * and their prototypes, and the types without one: textInput, the composition and DOMFocus
 * events), and records each event heard as "type phase where target" in `window.heard`. Returns how
 * many types it listens for.
 */
export function listenEverywhere(): number {
  const types = new Set(['textInput', 'focusin', 'focusout', 'compositionstart', 'compositionupdate', 'compositionend', 'DOMFocusIn', 'DOMFocusOut', 'DOMActivate', 'selectionchange', 'beforeinput']);
  for (const o of [window, document]) for (let p: object | null = o; p; p = Object.getPrototypeOf(p)) for (const n of Object.getOwnPropertyNames(p)) if (n.startsWith('on')) types.add(n.slice(2));
  const heard: string[] = [];
  (window as unknown as { heard: string[] }).heard = heard;
  const host = () => document.documentElement.lastElementChild;
  const name = (t: EventTarget | null) => (t === window ? 'window' : t === document ? 'document' : t === host() ? 'HOST' : t instanceof Element ? t.localName : String(t));
  for (const where of [window, document] as EventTarget[])
    for (const type of types)
      for (const capture of [true, false]) where.addEventListener(type, (e) => heard.push(`${e.type} ${capture ? 'capture' : 'bubble'} ${name(where)} ${name(e.target)}`), capture);
  return types.size;
}

/**
 * What a page may hear of the panel: a tap or click on its box (pointer, touch, mouse and click
 * events, and Chrome's DOMActivate after a click), where and when, never what is typed.
 */
export const ON_THE_BOX = /^(pointer|gotpointercapture|lostpointercapture|touch|mouse|click|DOMActivate)/;

/** What the page heard (listenEverywhere) from the `from`th event on. */
export const heardSince = (page: Runs, from: number): Promise<string[]> => page.run((n) => (window as unknown as { heard: string[] }).heard.slice(n), from);

/** The letters in the game's first row (none while no key reached the game). */
export const firstRow = (page: Runs): Promise<string> =>
  page.run(() => [...document.querySelectorAll('[role="group"][aria-label="Row 1"] [data-testid="tile"]')].map((t) => t.textContent ?? '').join(''), null);

/** A field of the sheet the player types a word into, and what the panel shows once it acted on it. */
export interface SheetField {
  name: string;
  /** The view to switch to first (a data-testid of the mode switch), if any. */
  view?: string;
  input: string;
  /** The panel's answer to the word, read inside the closed root; null until it shows. */
  acted(shadow: ShadowReader, word: string): Promise<true | null>;
}

export const SHEET_FIELDS: SheetField[] = [
  { name: 'check a word', input: 'check-input', acted: async (s, word) => ((await s.one('check-result'))?.attrs['data-value'] === word ? true : null) },
  { name: 'manual tiles', view: 'manual-mode', input: 'manual-guess', acted: async (s, word) => ((await s.one('manual-tile-0-0'))?.text === word[0].toUpperCase() ? true : null) },
];

/** The player's hands in either browser: a tap on an element of the sheet (scrolled into view first), and keys. */
export interface Hands {
  tap(testId: string): Promise<void>;
  type(text: string): Promise<void>;
  press(key: 'Enter'): Promise<void>;
}

/**
 * Types `word` into the field by real key presses and submits it with Enter, once the page listens
 * (listenEverywhere); returns what the page heard from the tap that focuses the field on, and from
 * the first key on, once the panel showed it acted on the word (`acted`; false after 20 s).
 */
export async function typeInSheet(page: Runs, shadow: ShadowReader, hands: Hands, field: SheetField, word: string): Promise<{ tap: string[]; typing: string[]; acted: boolean }> {
  if (field.view) await hands.tap(field.view);
  await poll(`the ${field.name} field`, () => shadow.one(field.input), 30_000);
  const beforeTap = await page.run(() => (window as unknown as { heard: string[] }).heard.length, null);
  await hands.tap(field.input);
  // The tap's click comes after the touch ends (later in Firefox): the keys come after it.
  await poll('the click of the tap', async () => ((await heardSince(page, beforeTap)).includes('click bubble window HOST') ? true : null), 10_000);
  const beforeKeys = await page.run(() => (window as unknown as { heard: string[] }).heard.length, null);
  await hands.type(word);
  await hands.press('Enter');
  // Where the game got the keys, the panel's answer is for a board gone: it never shows.
  const acted = await poll(`the panel to act on ${word} (${field.name})`, () => field.acted(shadow, word), 20_000).catch(() => false);
  return { tap: (await heardSince(page, beforeTap)).slice(0, beforeKeys - beforeTap), typing: await heardSince(page, beforeKeys), acted };
}

/**
 * Every field of the sheet, typed into as a player would while the page listens everywhere: the
 * tap is seen on the box and nothing else (not the focus coming in), nothing typed is heard, the
 * game's board stays empty, and the panel acted on the word. Both browsers' overlay tests.
 */
export async function expectTypingStaysInSheet(page: Runs, shadow: ShadowReader, hands: Hands): Promise<void> {
  for (const field of SHEET_FIELDS) {
    const heard = await typeInSheet(page, shadow, hands, field, 'crane');
    // The page's own life goes on meanwhile (its timers, animations, messages): what may not be
    // heard is anything at the panel's box, or any key, text, clipboard, focus or caret event.
    const ofThePage = [...heard.tap, ...heard.typing].filter((e) => !ofThePanel(e) && !ON_THE_BOX.test(e));
    console.log(`${field.name}: the page heard ${heard.tap.length} events of the tap, ${heard.typing.filter(ofThePanel).length} of the typing (and ${ofThePage.length} of its own: ${[...new Set(ofThePage.map((e) => e.split(' ')[0]))].join(' ')})`);
    expect(heard.tap.filter((e) => ofThePanel(e) && !ON_THE_BOX.test(e)), field.name).toEqual([]);
    expect(heard.typing.filter(ofThePanel), field.name).toEqual([]);
    expect(await firstRow(page), field.name).toBe('');
    expect(await settledRows(page), field.name).toBe(0);
    expect(heard.acted, field.name).toBe(true);
  }
}

/** Events of the typing family, wherever heard: the game types what it hears of these. */
const TYPING_FAMILY = /^(key|beforeinput|input|textInput|composition|paste|copy|cut|focus|blur|DOMFocus|select)/;
/** Whether an event heard ("type phase where target") came from the panel: at its box, or typed. */
const ofThePanel = (e: string) => e.split(' ')[3] === 'HOST' || TYPING_FAMILY.test(e);

/** The player's hands dragging a word from elsewhere (a page's text, another app) and dropping it at a point of the sheet. */
export interface DragHands extends Hands {
  drop(word: string, at: { x: number; y: number }): Promise<void>;
}

/**
 * A word dragged into the manual field of a fresh sheet while the page listens everywhere
 * (listenEverywhere). The page hears nothing of it at the panel's box but a tap (no drag, drop,
 * text or focus event there, in any phase), the game gets no letter, and (`lands`) the word lands
 * in the field: the panel takes it as the board's first row at Enter. Without `lands` (headless
 * Firefox: a drag begun by WebDriver actions crosses the page and the panel but never ends in a
 * drop), the drag itself must have happened: the page heard it start on its own element.
 */
export async function expectDropStaysInSheet(page: Runs, shadow: ShadowReader, hands: DragHands, { lands = true, word = 'slate' } = {}): Promise<void> {
  const input = 'manual-guess';
  await hands.tap('manual-mode');
  await poll('the manual field', () => shadow.one(input), 30_000);
  // In view, as a player sees it before dragging onto it.
  await hands.tap(input);
  const box = await steady(shadow, input);
  const before = await page.run(() => (window as unknown as { heard: string[] }).heard.length, null);
  await hands.drop(word, centre(box));
  const heard = await heardSince(page, before);
  const ofPanel = heard.filter((e) => ofThePanel(e) && !ON_THE_BOX.test(e));
  console.log(`drop: the page heard ${heard.length} events meanwhile (${[...new Set(heard.map((e) => e.split(' ')[0]))].join(' ')}), ${ofPanel.length} at the panel or of text: ${[...new Set(ofPanel)].join(', ')}`);
  expect(ofPanel, 'the drop').toEqual([]);
  expect(await firstRow(page), 'the drop').toBe('');
  if (!lands) return void expect(heard.some((e) => e.startsWith('dragstart ')), 'the drag began').toBe(true);
  await hands.press('Enter');
  const landed = await poll(`${word} as the board's first row`, async () => ((await shadow.one('manual-tile-0-0'))?.text === word[0].toUpperCase() ? true : null), 20_000).catch(() => false);
  expect(landed, `${word} dropped in the field`).toBe(true);
}

/** What the game page's content script can reach of the extension's storage (a test-build hook, src/content/main.ts). */
export const contentScriptStorage = (page: Runs): Promise<Record<'localRead' | 'localWrite' | 'syncRead', string> | string> =>
  page.run(
    () =>
      new Promise<Record<'localRead' | 'localWrite' | 'syncRead', string> | string>((resolve) => {
        const REPLY = 'wordle-assistant:e2e-storage:';
        const on = (e: MessageEvent) => {
          if (typeof e.data !== 'string' || !e.data.startsWith(REPLY)) return;
          window.removeEventListener('message', on);
          resolve(JSON.parse(e.data.slice(REPLY.length)));
        };
        window.addEventListener('message', on);
        window.postMessage('wordle-assistant:e2e-storage', '*');
        setTimeout(() => resolve('no reply from the content script in 10 s'), 10_000);
      }),
    null,
  );
