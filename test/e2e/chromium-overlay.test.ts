// The panel inside the page, in Chromium's phone emulation (touch): a whole game played by taps on
// the practice page's keys, each guess the word the overlay's bar names; the bar's count equals
// the side panel's after every row; beside the page, the page parses none of its code, and the
// setting loads it into the open page; the board and keyboard do not move when it appears and the
// bar covers none of them; its sheet opens and closes by taps; axe finds nothing inside the closed
// root, collapsed and open; the page cannot see inside.
// Pictures (artifacts/): chromium-overlay-<width>-<collapsed|open>-<light|dark>.png.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickAnswers } from './answers';
import { buildExtension } from './build';
import { launchChromium, type Chromium } from './chromium';
import { ClosedShadow, type Found } from './closed-shadow';
import { attackHost, barShowing, bestOnBar, contentScriptStorage, expectBarInPlace, expectDropStaysInSheet, expectSheetAfterGame, expectTypingStaysInSheet, gameBoxes, hostOnTop, listenEverywhere, settledRows, steady } from './overlay-game';
import { ARTIFACTS } from './panel-states';
import { asTab, flipsEnded, poll } from './tab';

const SITE = 'https://www.nytimes.com/games/wordle';
const PHONES = [
  { width: 360, height: 740 },
  { width: 412, height: 915 },
];

let browser: Chromium;
// Each test a game of its own: the practice page keeps each answer's game played.
const { seed, answers } = pickAnswers(6);

/** The extension's scripts the page has parsed, by path, as CDP reports them (kept up to date). */
async function extensionScripts(page: Page): Promise<Set<string>> {
  const seen = new Set<string>();
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Debugger.scriptParsed', (e: { url: string }) => {
    if (e.url.startsWith('chrome-extension://')) seen.add(new URL(e.url).pathname.slice(1));
  });
  // Enabling reports every script parsed so far, then each new one.
  await cdp.send('Debugger.enable');
  return seen;
}

async function tapCentre(page: Page, f: Found): Promise<void> {
  await page.touchscreen.tap(f.box.x + f.box.width / 2, f.box.y + f.box.height / 2);
}

/** The side panel's page (360 px) following the newest tab with a board: earlier tests' tabs stay open. */
/**
 * A game page on a phone with the sheet of the panel inside the page open, and the page's script
 * listening everywhere before anything is typed; the player's hands on it (taps, keys).
 */
async function sheetOpenWithListeningPage(answer: string) {
  const sw = await browser.serviceWorker();
  await sw.evaluate(() => chrome.storage.sync.set({ 'setting.place': 'page' }));
  await sw.evaluate(() => chrome.storage.local.set({ 'overlay:open': true }));
  const game = await browser.context.newPage();
  await game.setViewportSize(PHONES[0]);
  await game.goto(`${SITE}?answer=${answer}&hard=0&speed=4&welcome=0&help=0`);
  await game.locator('[role="group"][aria-label="Row 1"]').waitFor();
  const shadow = await ClosedShadow.of(game);
  const tab = asTab(game);
  expect(await tab.run(listenEverywhere, null)).toBeGreaterThan(100);
  const hands = {
    tap: async (testId: string) => {
      await shadow.reveal(testId);
      await tapCentre(game, await steady(shadow, testId));
    },
    type: async (text: string) => {
      await game.evaluate(flipsEnded);
      await game.keyboard.type(text);
    },
    press: (key: 'Enter') => game.keyboard.press(key),
  };
  return { game, shadow, tab, hands };
}

async function panelOfNewestTab(): Promise<Page> {
  const sw = await browser.serviceWorker();
  const tabId = await poll('the tab to report its board', async () => {
    const ids = await sw.evaluate(async () => Object.keys(await chrome.storage.session.get(null)).filter((k) => k.startsWith('tab:')));
    return ids.length >= 1 ? Math.max(...ids.map((k) => Number(k.slice(4)))) : null;
  });
  return browser.openPanel(tabId, 360);
}

describe('Chromium: the panel inside the page, on a phone', () => {
  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    browser = await launchChromium([await buildExtension('chrome-e2e')], { context: { viewport: PHONES[0], hasTouch: true, isMobile: true } });
    console.log(`e2e overlay answers (E2E_SEED=${seed}): ${answers.join(', ')}`);
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const [i, phone] of PHONES.entries()) {
    it(`${phone.width}×${phone.height}: a game by taps, the bar's counts equal the side panel's, nothing of the game moves or is covered`, async () => {
      const sw = await browser.serviceWorker();
      await sw.evaluate(() => chrome.storage.sync.set({ 'setting.place': 'side' }));
      const game = await browser.context.newPage();
      await game.setViewportSize(phone);
      await game.goto(`${SITE}?answer=${answers[i]}&hard=0&speed=4&welcome=0&help=0${i === 1 ? '&dark=1' : ''}`);
      await game.locator('[role="group"][aria-label="Row 1"]').waitFor();
      const before = await gameBoxes(asTab(game));
      const shadow = await ClosedShadow.of(game);
      expect(await shadow.closedRoots()).toBe(0);
      // Beside the page, the page parses the content script and none of the panel's code.
      const scripts = await extensionScripts(game);
      await poll('the content script', async () => (scripts.has('src/content/main.js') ? true : null), 10_000);
      // Bounded: deciding not to load the panel (settings and cs:panel-beside read) leaves no trace to await.
      await new Promise((r) => setTimeout(r, 1_000));
      // (The typing guard is a content script of its own, at document_start: typing-guard.ts.)
      expect([...scripts].sort()).toEqual(['src/content/main.js', 'src/content/typing-guard.js']);

      // The setting turns the overlay on in the open page: its code is loaded then.
      await sw.evaluate(() => chrome.storage.sync.set({ 'setting.place': 'page' }));
      let bar = await poll('the overlay bar', () => shadow.one('overlay-bar'), 20_000);
      expect(await shadow.closedRoots()).toBe(1);
      expect([...scripts].sort()).toEqual(['src/content/main.js', 'src/content/typing-guard.js', 'src/panel/overlay.js']);
      // Nothing of the game moved or is covered, and the page's scripts see a host with nothing in it.
      await expectBarInPlace(asTab(game), bar, before);

      const side = await panelOfNewestTab();

      const played: string[] = [];
      for (let row = 1; row <= 6; row++) {
        // The bar's count and best word are the side panel's, for the same board (its best word is
        // not one played: those tell nothing).
        bar = await barShowing(shadow, async () => {
          const word = await side.locator('[data-testid="suggestion"]').first().getAttribute('data-word', { timeout: 1_000 }).catch(() => null);
          const count = await side.getByTestId('likely-count').getAttribute('data-value', { timeout: 1_000 }).catch(() => null);
          return word && count !== null && !played.includes(word) ? { word, count } : null;
        });
        if (row === 2) {
          await game.screenshot({ path: resolve(ARTIFACTS, `chromium-overlay-${phone.width}-collapsed-${i === 1 ? 'dark' : 'light'}.png`) });
          expect(await shadow.axe()).toEqual([]);
        }
        const word = await bestOnBar(shadow);
        played.push(word);
        for (const letter of word) await game.tap(`button[data-key="${letter}"]`);
        await game.tap('button[data-key="↵"], button[data-key="enter"]');
        await poll(`row ${row} to settle`, async () => ((await settledRows(asTab(game))) >= row ? true : null), 20_000);
        expect(await gameBoxes(asTab(game))).toEqual(before);
        if (word === answers[i]) break;
      }
      expect(await settledRows(asTab(game))).toBeLessThanOrEqual(6);

      // Open: one tap on the bar; the sheet holds the whole panel (the analysis after the game).
      bar = await steady(shadow, 'overlay-bar');
      await tapCentre(game, bar);
      await expectSheetAfterGame(shadow);
      await game.screenshot({ path: resolve(ARTIFACTS, `chromium-overlay-${phone.width}-open-${i === 1 ? 'dark' : 'light'}.png`) });
      // axe inside the closed root (in a world of the test's own), and the page still sees nothing there.
      expect(await shadow.axe()).toEqual([]);
      expect(await game.evaluate(() => (document.documentElement.lastElementChild as HTMLElement).shadowRoot)).toBeNull();
      // One tap on Close: the bar again; a page loaded again keeps it closed, then open.
      await tapCentre(game, (await shadow.one('overlay-close'))!);
      await poll('the bar after closing', () => shadow.one('overlay-bar'), 10_000);
      await game.reload();
      bar = await steady(shadow, 'overlay-bar');
      await tapCentre(game, bar);
      await poll('the sheet after a tap', () => shadow.one('overlay-sheet'), 10_000);
      await game.reload();
      await poll('the sheet again after a reload', () => shadow.one('overlay-sheet'), 20_000);
      await tapCentre(game, await steady(shadow, 'overlay-close'));
      await poll('the bar after closing again', () => shadow.one('overlay-bar'), 10_000);
      await side.close();
      await shadow.detach();
      await game.close();
    });
  }

  it('help step by step: the bar and the sheet show the side panel\'s steps, and a step taken in either shows in both', async () => {
    const sw = await browser.serviceWorker();
    await sw.evaluate(() => chrome.storage.sync.set({ 'setting.place': 'page', 'setting.hints': 'steps' }));
    await sw.evaluate(() => chrome.storage.local.set({ 'overlay:open': false }));
    const game = await browser.context.newPage();
    await game.setViewportSize(PHONES[0]);
    await game.goto(`${SITE}?answer=${answers[2]}&hard=0&speed=4&welcome=0&help=0`);
    const shadow = await ClosedShadow.of(game);
    const side = await panelOfNewestTab();
    const sideStep = () => side.getByTestId('hint-ladder').getAttribute('data-step', { timeout: 1_000 }).catch(() => null);
    const barStep = async () => (await shadow.one('overlay-bar'))?.attrs['data-step'] ?? null;
    const both = (want: string) =>
      poll(`both panels at hint step ${want}`, async () => ((await sideStep()) === want && (await barStep()) === want ? true : null), 15_000);
    await both('1');
    expect((await shadow.one('overlay-best'))?.text).toBe('hint 1 of 4');
    // A step in the side panel: the bar inside the page shows it.
    await side.getByTestId('hint-next').click();
    await both('2');
    // The sheet shows the same ladder; a step taken there shows in the side panel.
    await tapCentre(game, await steady(shadow, 'overlay-bar'));
    await poll('the ladder at step 2 in the sheet', async () => ((await shadow.one('hint-ladder'))?.attrs['data-step'] === '2' ? true : null), 15_000);
    await shadow.reveal('hint-next');
    await tapCentre(game, await steady(shadow, 'hint-next'));
    await poll('the side panel at step 3', async () => ((await sideStep()) === '3' ? true : null), 15_000);
    await game.screenshot({ path: resolve(ARTIFACTS, 'chromium-overlay-steps-open.png') });
    await tapCentre(game, await steady(shadow, 'overlay-close'));
    // Collapsed again at step 3: the bar names the best guess, the side panel's.
    const word = await side.getByTestId('suggestion').first().getAttribute('data-word');
    await poll(`the bar to name ${word}`, async () => ((await shadow.one('overlay-best'))?.text === `best: ${word!.toUpperCase()}` ? true : null), 15_000);
    await game.screenshot({ path: resolve(ARTIFACTS, 'chromium-overlay-steps-collapsed.png') });
    // A new row starts both at the first step again.
    for (const letter of word!) await game.tap(`button[data-key="${letter}"]`);
    await game.tap('button[data-key="↵"], button[data-key="enter"]');
    await poll('row 1 to settle', async () => ((await settledRows(asTab(game))) >= 1 ? true : null), 20_000);
    if (word !== answers[2]) await both('1');
    await sw.evaluate(() => chrome.storage.sync.remove('setting.hints'));
    await side.close();
    await shadow.detach();
    await game.close();
  });

  it('what the player types in the sheet stays there: a page listening everywhere hears none of it, and the game gets no key', async () => {
    const { game, shadow, tab, hands } = await sheetOpenWithListeningPage(answers[3]);
    await expectTypingStaysInSheet(tab, shadow, hands);
    await shadow.detach();
    await game.close();
  });

  it('a word dragged into the sheet lands in its field and nowhere else: the page hears no drag, drop or text; and the content script cannot reach storage.local', async () => {
    const { game, shadow, tab, hands: typing } = await sheetOpenWithListeningPage(answers[5]);
    const hands = {
      ...typing,
      // A word dragged in from outside the page (another app, another window): the browser's own
      // drag events, trusted, and its own insertion of the dropped text.
      drop: async (word: string, at: { x: number; y: number }) => {
        const cdp = await game.context().newCDPSession(game);
        const data = { items: [{ mimeType: 'text/plain', data: word }], dragOperationsMask: 1 };
        for (const type of ['dragEnter', 'dragOver', 'drop'] as const) await cdp.send('Input.dispatchDragEvent', { type, ...at, data });
        await cdp.detach();
      },
    };
    await expectDropStaysInSheet(tab, shadow, hands);
    // And the page's process cannot reach what the extension keeps: storage.local is closed to the
    // content script (Chrome 140+), while the panel inside the page worked through the background.
    const reach = await contentScriptStorage(tab);
    expect(reach).toMatchObject({ localRead: expect.stringMatching(/^refused/), localWrite: expect.stringMatching(/^refused/), syncRead: 'allowed' });
    await shadow.detach();
    await game.close();
  });

  it('under a strict page CSP with Trusted Types required, the bar shows its count, its styles hold and the sheet opens', async () => {
    const sw = await browser.serviceWorker();
    await sw.evaluate(() => chrome.storage.sync.set({ 'setting.place': 'page' }));
    await sw.evaluate(() => chrome.storage.local.set({ 'overlay:open': false }));
    const game = await browser.context.newPage();
    await game.setViewportSize(PHONES[0]);
    await game.goto(`${SITE}?answer=${answers[4]}&hard=0&speed=4&welcome=0&help=0&csp=strict`);
    await game.locator('[role="group"][aria-label="Row 1"]').waitFor();
    // The policy is in force: the page's own markup write throws.
    expect(await game.evaluate(() => {
      try {
        document.createElement('div').innerHTML = '<b>x</b>';
        return 'written';
      } catch (e) {
        return (e as Error).name;
      }
    })).toBe('TypeError');
    const shadow = await ClosedShadow.of(game);
    const bar = await steady(shadow, 'overlay-bar');
    await poll('the bar\'s count', async () => ((await shadow.one('overlay-count'))?.attrs['data-value'] ? true : null), 30_000);
    // Its own styles hold (a touch target, not an unstyled button).
    expect(bar.box.height).toBeGreaterThanOrEqual(44);
    await tapCentre(game, bar);
    await poll('the sheet with check a word', () => shadow.one('check-input'), 30_000);
    await shadow.detach();
    await game.close();
  });

  it('a hostile page cannot read it, drive it, hide it, restyle it or cover it', async () => {
    const sw = await browser.serviceWorker();
    await sw.evaluate(() => chrome.storage.sync.set({ 'setting.place': 'page' }));
    await sw.evaluate(() => chrome.storage.local.set({ 'overlay:open': false }));
    const game = await browser.context.newPage();
    await game.setViewportSize(PHONES[0]);
    await game.goto(`${SITE}?answer=${answers[0]}&hard=0&speed=4&welcome=0&help=0`);
    const shadow = await ClosedShadow.of(game);
    const bar = await steady(shadow, 'overlay-bar');
    const x = bar.box.x + bar.box.width / 2;
    const y = bar.box.y + bar.box.height / 2;
    const attempts = await game.evaluate(attackHost, { x, y });
    expect(attempts).toEqual({ isHost: true, shadow: null, text: '', attach: 'NotSupportedError' });
    // Back, visible and on top, at its place, still closed: the made-up clicks opened nothing.
    await poll('the overlay to be back on top', () => game.evaluate(hostOnTop, { x, y }), 10_000);
    expect(await shadow.one('overlay-sheet')).toBeNull();
    const again = await steady(shadow, 'overlay-bar');
    expect(again.box.height).toBeGreaterThanOrEqual(44);
    await game.screenshot({ path: resolve(ARTIFACTS, 'chromium-overlay-hostile.png') });
    // A real tap still works.
    await tapCentre(game, again);
    await poll('the sheet after a real tap', () => shadow.one('overlay-sheet'), 10_000);
    await shadow.detach();
    await game.close();
  });
});
