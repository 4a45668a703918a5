// Real Firefox (firefox-esr, puppeteer-core over WebDriver BiDi) with the e2e build of the
// extension installed. Its UUID is pinned by pref, so its pages have a known address; the practice
// page is served by BiDi request interception at the NYT address, and every other request fails.
import { randomUUID } from 'node:crypto';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { BrowsingContext } from 'puppeteer-core/internal/bidi/core/BrowsingContext.js';
import { GECKO_ID } from '../../vite.config';
import { practiceResponse } from '../practice/serve';
import { poll, tabPages, type GameTabs } from './tab';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

// puppeteer-core 24 sends emulation.setScreenOrientationOverride with every setViewport, and
// Firefox ESR 140.12 (Debian bookworm's since late 2026) answers "unknown command", which fails
// the whole setViewport although its browsingContext.setViewport went through. Only that answer
// is let pass (checked by hand on 140.12: innerWidth and innerHeight follow, touch included).
const setOrientation = BrowsingContext.prototype.setScreenOrientationOverride;
BrowsingContext.prototype.setScreenOrientationOverride = async function (this: BrowsingContext, ...args: Parameters<typeof setOrientation>) {
  try {
    await setOrientation.apply(this, args);
  } catch (e) {
    if (!(e instanceof Error && e.message.includes('unknown command emulation.setScreenOrientationOverride'))) throw e;
  }
};

export interface Firefox {
  browser: Browser;
  /** moz-extension://<uuid> of the installed extension. */
  origin: string;
  /** Date.now() when the extension was installed (the browser was already running). */
  installedAt: number;
  /**
   * A new tab showing the practice game at `url`, with requests served locally; `onRequest` sees
   * each request's address (a promise it returns holds the answer back: a slow server).
   */
  openGame(url: string, onRequest?: (url: string) => void | Promise<void>): Promise<Page>;
  /** Asks the extension (test build only) to open its panel following the game's tab; returns that tab and the game's tab id. */
  openPanel(game: Page): Promise<{ panel: Page; tabId: number }>;
  /** Game tabs for the scenarios both browsers run, each game's requests shown to `onRequest`. */
  gameTabs(onRequest?: (url: string) => void | Promise<void>): GameTabs<Page>;
  close(): Promise<void>;
}

/** Firefox as a phone: touch events on (a desktop build turns them on only with a touch screen). */
export const PHONE_PREFS = { 'dom.w3c_touch_events.enabled': 1 };

export async function launchFirefox(dist: string, { prefs = {} as Record<string, unknown> } = {}): Promise<Firefox> {
  const uuid = randomUUID();
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // The size Chromium's tests use: the practice page's keyboard sits below the fold of puppeteer's
    // default 800x600, where no person could press it, and "enter it" presses only keys on screen.
    defaultViewport: { width: 1000, height: 900 },
    dumpio: Boolean(process.env.E2E_DUMPIO),
    extraPrefsFirefox: {
      // E2E_DUMPIO=1 prints the browser's console, the extension's included.
      ...(process.env.E2E_DUMPIO ? { 'devtools.console.stdout.chrome': true, 'devtools.console.stdout.content': true } : {}),
      // MV3 host permissions are opt-in in Firefox; a test profile grants them like a click would.
      'extensions.originControls.grantByDefault': true,
      'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: uuid }),
      // Background tabs (the panel tab) keep full-speed timers, like a visible sidebar.
      'dom.min_background_timeout_value': 4,
      'dom.timeout.enable_budget_timer_throttling': false,
      ...prefs,
    },
  });
  const installedAt = Date.now();
  await browser.installExtension(dist);
  const origin = `moz-extension://${uuid}`;
  const harness: Firefox = {
    browser,
    origin,
    installedAt,
    async openGame(url, onRequest) {
      const page = await browser.newPage();
      await page.setRequestInterception(true);
      page.on('request', async (req) => {
        await onRequest?.(req.url());
        const r = practiceResponse(req.url());
        if (r) void req.respond({ status: r.status, contentType: r.contentType, body: r.body, headers: r.headers });
        else if (req.url().startsWith('moz-extension:') || req.url().startsWith('data:') || req.url().startsWith('about:')) void req.continue();
        else void req.abort('blockedbyclient');
      });
      await page.goto(url);
      return page;
    },
    async openPanel(game) {
      const before = new Set((await browser.pages()).map((p) => p));
      await game.evaluate(() => window.postMessage('wordle-assistant:e2e-open-panel', '*'));
      // Puppeteer reports an extension tab's URL as about:blank; the page itself knows better.
      const found = await poll(
        'the panel tab',
        async () => {
          for (const p of await browser.pages()) {
            if (before.has(p)) continue;
            const href = await p.evaluate(() => location.href);
            if (href.startsWith(`${origin}/src/panel/`)) return { panel: p, tabId: Number(new URL(href).searchParams.get('tab')) };
          }
          return null;
        },
        20_000,
      );
      await found.panel.setViewport({ width: 380, height: 900 });
      await found.panel.waitForSelector('#app');
      return found;
    },
    gameTabs(onRequest) {
      const pages = tabPages<Page>();
      return {
        openGame: async (url) => pages.add(await harness.openGame(url, onRequest)),
        openPanel: async (game) => {
          const { panel } = await harness.openPanel(pages.page(game));
          await panel.setViewport({ width: 320, height: 900 });
          return pages.add(panel);
        },
        page: pages.page,
      };
    },
    close: () => browser.close(),
  };
  return harness;
}
