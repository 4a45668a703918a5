// The panel inside the page in real Firefox with a phone's viewport (360×740 and 412×915) and touch
// input: WebDriver BiDi's touch pointer (`pointerType: 'touch'`), which Firefox delivers as trusted
// pointer, touch and click events, with touch events turned on as on a phone (PHONE_PREFS). A whole
// game played by taps on the practice page's keys, each guess the word the overlay's bar names;
// the bar's count equals the sidebar page's (the panel in a tab following the game) after every
// row; the board and keyboard do not move when it appears and the bar covers none of the page's
// buttons; the sheet opens by a tap and closes by a tap and by a swipe down; axe finds nothing
// inside the closed root; a hostile page gets nothing. With the sidebar API taken away from the
// background page (Firefox for Android has none), the overlay shows whatever the setting, and
// what the toolbar button's click calls opens its sheet. Firefox's desktop build stands in for
// Firefox for Android: no phone was used.
// Pictures (artifacts/): firefox-overlay-<width>-<collapsed|open>-<light|dark>.png.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickAnswers } from './answers';
import { buildExtension } from './build';
import type { Found } from './closed-shadow';
import { FirefoxClosedShadow } from './closed-shadow-bidi';
import { launchFirefox, PHONE_PREFS, type Firefox } from './firefox';
import { attackHost, barShowing, bestOnBar, centre, contentScriptStorage, expectBarInPlace, expectDropStaysInSheet, expectSheetAfterGame, expectTypingStaysInSheet, gameBoxes, hostOnTop, listenEverywhere, settledRows, steady } from './overlay-game';
import { ARTIFACTS } from './panel-states';
import { asTab, flipsEnded, poll } from './tab';

const SITE = 'https://www.nytimes.com/games/wordle';
const PHONES = [
  { width: 360, height: 740 },
  { width: 412, height: 915 },
];

let ff: Firefox;
// Each test a game of its own: the practice page keeps each answer's game played.
const { seed, answers } = pickAnswers(5);

async function tap(page: Page, f: Found): Promise<void> {
  const { x, y } = centre(f);
  await page.touchscreen.tap(x, y);
}

/** Sets a setting from an extension page (the sidebar page in its tab), as the panel's own control does. */
const setPlace = (panel: Page, place: 'side' | 'page') =>
  panel.evaluate((p) => (globalThis as unknown as { browser: typeof chrome }).browser.storage.sync.set({ 'setting.place': p }), place);

/** Starts collapsed whatever an earlier test left (the open sheet is remembered in storage.local). */
const collapsed = (panel: Page) => panel.evaluate(() => (globalThis as unknown as { browser: typeof chrome }).browser.storage.local.set({ 'overlay:open': false }));

/**
 * Takes the sidebar API away from the running background page, or gives it back (run from an
 * extension page, through runtime.getBackgroundPage()); returns what `sidebarAction` is then.
 */
const withBackground = (panel: Page, what: 'hide' | 'restore') =>
  panel.evaluate(async (w) => {
    type Bg = { browser: Record<string, unknown>; savedSidebar?: PropertyDescriptor };
    const bg = (await (globalThis as unknown as { browser: { runtime: { getBackgroundPage(): Promise<Bg> } } }).browser.runtime.getBackgroundPage());
    if (w === 'hide') {
      bg.savedSidebar = Object.getOwnPropertyDescriptor(bg.browser, 'sidebarAction') ?? { value: bg.browser.sidebarAction, configurable: true, writable: true };
      Object.defineProperty(bg.browser, 'sidebarAction', { value: undefined, configurable: true });
    } else if (bg.savedSidebar) Object.defineProperty(bg.browser, 'sidebarAction', bg.savedSidebar);
    return typeof bg.browser.sidebarAction;
  }, what);

/** The pointer types of every pointerdown the page sees from now on (run in the page). */
const recordPointers = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { pointers: string[] }).pointers = seen;
    addEventListener('pointerdown', (e) => seen.push(`${e.pointerType}:${e.isTrusted}`), true);
  });

/**
 * A game page on a phone with the sheet of the panel inside the page open (set from the sidebar,
 * returned to put the place back), and the page's script listening everywhere before anything is
 * typed; the player's hands on it (taps, keys).
 */
async function sheetOpenWithListeningPage(answer: string) {
  const game = await ff.openGame(`${SITE}?answer=${answer}&hard=0&speed=4&welcome=0&help=0`);
  await game.setViewport(PHONES[0]);
  await game.waitForSelector('[role="group"][aria-label="Row 1"]');
  const { panel: side } = await ff.openPanel(game);
  await side.evaluate(() => (globalThis as unknown as { browser: typeof chrome }).browser.storage.local.set({ 'overlay:open': true }));
  await setPlace(side, 'page');
  await game.bringToFront();
  const shadow = FirefoxClosedShadow.of(ff.browser, game);
  await steady(shadow, 'overlay-sheet');
  const tab = asTab(game);
  expect(await tab.run(listenEverywhere, null)).toBeGreaterThan(100);
  const hands = {
    tap: async (testId: string) => {
      await shadow.reveal(testId);
      await tap(game, await steady(shadow, testId));
    },
    type: async (text: string) => {
      await game.evaluate(flipsEnded);
      await game.keyboard.type(text);
    },
    press: (key: 'Enter') => game.keyboard.press(key),
  };
  return { game, side, shadow, tab, hands };
}

describe('Firefox: the panel inside the page, on a phone', () => {
  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    ff = await launchFirefox(await buildExtension('firefox-e2e'), { prefs: PHONE_PREFS });
    console.log(`e2e Firefox overlay answers (E2E_SEED=${seed}): ${answers.join(', ')}`);
  });

  afterAll(async () => {
    await ff?.close();
  });

  for (const [i, phone] of PHONES.entries()) {
    const look = i === 1 ? 'dark' : 'light';
    it(`${phone.width}×${phone.height}: a game by taps, the bar's counts equal the sidebar page's, nothing of the game moves or is covered`, async () => {
      const game = await ff.openGame(`${SITE}?answer=${answers[i]}&hard=0&speed=4&welcome=0&help=0${i === 1 ? '&dark=1' : ''}`);
      await game.setViewport(phone);
      await game.waitForSelector('[role="group"][aria-label="Row 1"]');
      const { panel: side } = await ff.openPanel(game);
      await setPlace(side, 'side');
      await collapsed(side);
      await game.bringToFront();
      const before = await gameBoxes(asTab(game));
      expect(before.length).toBeGreaterThan(6);
      const shadow = FirefoxClosedShadow.of(ff.browser, game);
      expect(await shadow.closedRoots()).toBe(0);

      // The setting turns the overlay on in the open page.
      await setPlace(side, 'page');
      let bar = await steady(shadow, 'overlay-bar');
      expect(await shadow.closedRoots()).toBe(1);
      // Nothing of the game moved or is covered, and the page's scripts see a host with nothing in it.
      await expectBarInPlace(asTab(game), bar, before);
      await recordPointers(game);

      const played: string[] = [];
      for (let row = 1; row <= 6; row++) {
        // The bar's count and best word are the sidebar page's, for the same board (its best word
        // is not one played: those tell nothing).
        bar = await barShowing(shadow, () =>
          side.evaluate((done) => {
            const word = document.querySelector('[data-testid="suggestion"]')?.getAttribute('data-word');
            const count = document.querySelector('[data-testid="likely-count"]')?.getAttribute('data-value');
            return word && count != null && !done.includes(word) ? { word, count } : null;
          }, played),
        );
        if (row === 2) {
          await game.screenshot({ path: resolve(ARTIFACTS, `firefox-overlay-${phone.width}-collapsed-${look}.png`) });
          expect(await shadow.axe()).toEqual([]);
        }
        const word = await bestOnBar(shadow);
        played.push(word);
        for (const letter of word) await (await game.$(`button[data-key="${letter}"]`))!.tap();
        await (await game.$('button[data-key="↵"], button[data-key="enter"]'))!.tap();
        await poll(`row ${row} to settle`, async () => ((await settledRows(asTab(game))) >= row ? true : null), 20_000);
        expect(await gameBoxes(asTab(game))).toEqual(before);
        if (word === answers[i]) break;
      }
      expect(await settledRows(asTab(game))).toBeLessThanOrEqual(6);
      // Every key was pressed by a finger: trusted touch pointers only.
      const pointers = await game.evaluate(() => (window as unknown as { pointers: string[] }).pointers);
      expect(pointers.length).toBeGreaterThanOrEqual(6);
      expect(new Set(pointers)).toEqual(new Set(['touch:true']));

      // Open: one tap on the bar; the sheet holds the whole panel (the analysis after the game).
      await tap(game, await steady(shadow, 'overlay-bar'));
      await expectSheetAfterGame(shadow);
      await game.screenshot({ path: resolve(ARTIFACTS, `firefox-overlay-${phone.width}-open-${look}.png`) });
      // axe inside the closed root (in a sandbox of the test's own), and the page still sees nothing there.
      expect(await shadow.axe()).toEqual([]);
      expect(await game.evaluate(() => (document.documentElement.lastElementChild as HTMLElement).shadowRoot)).toBeNull();
      // One tap on Close: the bar again.
      await tap(game, (await shadow.one('overlay-close'))!);
      await poll('the bar after closing', () => shadow.one('overlay-bar'), 10_000);
      // Open again, then a swipe down from the sheet's grip closes it.
      await tap(game, await steady(shadow, 'overlay-bar'));
      const grip = centre(await steady(shadow, 'overlay-close'));
      await game.touchscreen.touchStart(grip.x - 80, grip.y);
      await game.touchscreen.touchMove(grip.x - 80, grip.y + 120);
      await game.touchscreen.touchEnd();
      await poll('the bar after a swipe down', () => shadow.one('overlay-bar'), 10_000);
      // A page loaded again keeps it closed, then open.
      await game.reload();
      await tap(game, await steady(shadow, 'overlay-bar'));
      await poll('the sheet after a tap', () => shadow.one('overlay-sheet'), 10_000);
      await game.reload();
      await poll('the sheet again after a reload', () => shadow.one('overlay-sheet'), 20_000);
      await tap(game, await steady(shadow, 'overlay-close'));
      await poll('the bar after closing again', () => shadow.one('overlay-bar'), 10_000);
      await setPlace(side, 'side');
      await poll('the overlay gone with the setting', async () => ((await shadow.closedRoots()) === 0 ? true : null), 10_000);
      await side.close();
      await game.close();
    });
  }

  it('what the player types in the sheet stays there: a page listening everywhere hears none of it, and the game gets no key', async () => {
    const { game, side, shadow, tab, hands } = await sheetOpenWithListeningPage(answers[2]);
    await expectTypingStaysInSheet(tab, shadow, hands);
    await setPlace(side, 'side');
    await side.close();
    await game.close();
  });

  it('a word dragged over the field of the sheet: the page hears no drag event at the panel; the content script can still reach storage.local (Firefox cannot close it)', async () => {
    const { game, side, shadow, tab, hands: typing } = await sheetOpenWithListeningPage(answers[4]);
    const hands = {
      ...typing,
      // A word of the page dragged by the mouse onto the field: Firefox's own drag session, its
      // trusted drag events and its own insertion of the dropped text.
      drop: async (word: string, at: { x: number; y: number }) => {
        const from = await game.evaluate((w: string) => {
          const host = document.documentElement.lastElementChild;
          const source = document.createElement('div');
          source.textContent = w;
          source.draggable = true;
          source.style.cssText = 'position:fixed;left:8px;width:96px;height:32px;background:#fc0;z-index:2147483646';
          source.addEventListener('dragstart', (e) => e.dataTransfer?.setData('text/plain', w));
          document.body.append(source);
          // Where the panel does not cover the page.
          for (let y = 8; y < innerHeight - 40; y += 16) {
            source.style.top = `${y}px`;
            if (document.elementFromPoint(56, y + 16) === source && host) return { x: 56, y: y + 16 };
          }
          return null;
        }, word);
        expect(from, 'a place for the word outside the panel').not.toBeNull();
        await game.mouse.move(from!.x, from!.y);
        await game.mouse.down();
        await game.mouse.move(at.x, at.y, { steps: 12 });
        await game.mouse.up();
        await game.mouse.move(at.x + 4, at.y + 4);
      },
    };
    // Headless Firefox never ends a drag begun by WebDriver actions in a drop (tried: the drag
    // enters the field, and no drop or dragend follows the mouse's release, nor a move after it):
    // the drag over the panel is tested here, the drop in Chromium.
    await expectDropStaysInSheet(tab, shadow, hands, { lands: false });
    // Firefox cannot close storage.local to content scripts (README, PRIVACY say so): it stays reachable.
    expect(await contentScriptStorage(tab)).toMatchObject({ localRead: 'allowed', syncRead: 'allowed' });
    await setPlace(side, 'side');
    await side.close();
    await game.close();
  });

  it('under a strict page CSP with Trusted Types required, the bar shows its count, its styles hold and the sheet opens', async () => {
    const game = await ff.openGame(`${SITE}?answer=${answers[3]}&hard=0&speed=4&welcome=0&help=0&csp=strict`);
    await game.setViewport(PHONES[0]);
    await game.waitForSelector('[role="group"][aria-label="Row 1"]');
    const { panel: side } = await ff.openPanel(game);
    await collapsed(side);
    await setPlace(side, 'page');
    await game.bringToFront();
    // The policy is in force: the page's own markup write throws.
    expect(await game.evaluate(() => {
      try {
        document.createElement('div').innerHTML = '<b>x</b>';
        return 'written';
      } catch (e) {
        return (e as Error).name;
      }
    })).toBe('TypeError');
    const shadow = FirefoxClosedShadow.of(ff.browser, game);
    const bar = await steady(shadow, 'overlay-bar');
    await poll("the bar's count", async () => ((await shadow.one('overlay-count'))?.attrs['data-value'] ? true : null), 30_000);
    // Its own styles hold (a touch target, not an unstyled button).
    expect(bar.box.height).toBeGreaterThanOrEqual(44);
    await tap(game, bar);
    await poll('the sheet with check a word', () => shadow.one('check-input'), 30_000);
    await tap(game, await steady(shadow, 'overlay-close'));
    await setPlace(side, 'side');
    await side.close();
    await game.close();
  });

  it('a hostile page cannot read it, drive it, hide it, restyle it or cover it', async () => {
    const game = await ff.openGame(`${SITE}?answer=${answers[0]}&hard=0&speed=4&welcome=0&help=0`);
    await game.setViewport(PHONES[0]);
    const { panel: side } = await ff.openPanel(game);
    await collapsed(side);
    await setPlace(side, 'page');
    await game.bringToFront();
    const shadow = FirefoxClosedShadow.of(ff.browser, game);
    const bar = await steady(shadow, 'overlay-bar');
    const at = centre(bar);
    expect(await game.evaluate(attackHost, at)).toEqual({ isHost: true, shadow: null, text: '', attach: 'NotSupportedError' });
    // Back, visible and on top, at its place, still closed: the made-up clicks opened nothing.
    await poll('the overlay to be back on top', () => game.evaluate(hostOnTop, at), 10_000);
    expect(await shadow.one('overlay-sheet')).toBeNull();
    const again = await steady(shadow, 'overlay-bar');
    expect(again.box.height).toBeGreaterThanOrEqual(44);
    await game.screenshot({ path: resolve(ARTIFACTS, 'firefox-overlay-hostile.png') });
    // A real tap still works.
    await tap(game, again);
    await poll('the sheet after a real tap', () => shadow.one('overlay-sheet'), 10_000);
    await tap(game, await steady(shadow, 'overlay-close'));
    await setPlace(side, 'side');
    await side.close();
    await game.close();
  });

  it('no sidebar (as on Firefox for Android, by taking the API away): the panel is inside the page, and the toolbar button opens its sheet', async () => {
    const game = await ff.openGame(`${SITE}?answer=${answers[1]}&hard=0&speed=4&welcome=0&help=0`);
    await game.setViewport(PHONES[0]);
    const { panel: side, tabId } = await ff.openPanel(game);
    await collapsed(side);
    await setPlace(side, 'side');
    await game.bringToFront();
    const shadow = FirefoxClosedShadow.of(ff.browser, game);
    // With the sidebar there and the setting at "beside the page", no overlay.
    await game.waitForSelector('[role="group"][aria-label="Row 1"]');
    // Bounded: the overlay's script deciding not to show (settings and cs:panel-beside read) leaves no trace to await.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await shadow.closedRoots()).toBe(0);
    // The background page loses sidebarAction (the test's doing: feature detection must see no sidebar).
    expect(await withBackground(side, 'hide')).toBe('undefined');
    try {
      await game.reload();
      const bar = await steady(shadow, 'overlay-bar');
      expect(bar.box.height).toBeGreaterThanOrEqual(44);
      // What a click on the toolbar button calls (automation cannot click the toolbar): the sheet opens.
      await side.evaluate(async (id) => {
        const bg = (await (globalThis as unknown as { browser: { runtime: { getBackgroundPage(): Promise<{ e2eToolbarClick(tab: { id: number }): void }> } } }).browser.runtime.getBackgroundPage());
        bg.e2eToolbarClick({ id });
      }, tabId);
      await poll('the sheet opened by the toolbar button', () => shadow.one('overlay-sheet'), 10_000);
      await tap(game, await steady(shadow, 'overlay-close'));
      await poll('the bar after closing', () => shadow.one('overlay-bar'), 10_000);
    } finally {
      expect(await withBackground(side, 'restore')).toBe('object');
    }
    // The sidebar back: the setting decides again ("beside the page": no overlay after a load).
    await game.reload();
    await game.waitForSelector('[role="group"][aria-label="Row 1"]');
    // Bounded: the overlay's script deciding not to show (settings and cs:panel-beside read) leaves no trace to await.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await shadow.closedRoots()).toBe(0);
    await side.close();
    await game.close();
  });
});
