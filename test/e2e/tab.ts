// The little that the game logic needs from a browser tab, so one game driver (play.ts) serves
// Playwright (Chromium) and Puppeteer (Firefox) alike.
export interface Tab {
  /** Runs `fn(arg)` in the page; both libraries serialise the function's source. */
  run<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Runs a script's source in the page (not through eval, which extension pages' CSP forbids). */
  exec(source: string): Promise<void>;
  type(text: string): Promise<void>;
  press(key: 'Enter'): Promise<void>;
  screenshot(path: string): Promise<void>;
}

/**
 * Game tabs and the panel following one, as the scenarios both browsers run drive them (as `Tab`s),
 * with the browser's own page behind each tab opened.
 */
export interface GameTabs<P> {
  /** Opens the practice game at `url` (the NYT address) in a new tab. */
  openGame(url: string): Promise<Tab>;
  /** Opens the panel following that game, 320 px wide (the narrowest side panel). */
  openPanel(game: Tab): Promise<Tab>;
  /** The page behind a tab opened here. */
  page(tab: Tab): P;
}

/** A GameTabs' record of the page behind each tab it opened. */
export function tabPages<P extends PlaywrightLike>(): { add(page: P): Tab; page(tab: Tab): P } {
  const pages = new Map<Tab, P>();
  return {
    add(page) {
      const tab = asTab(page);
      pages.set(tab, page);
      return tab;
    },
    page(tab) {
      const page = pages.get(tab);
      if (!page) throw new Error('not a tab these game tabs opened');
      return page;
    },
  };
}

interface PlaywrightLike {
  evaluate(fn: unknown, arg: unknown): Promise<unknown>;
  keyboard: { type(t: string): Promise<void>; press(k: string): Promise<void> };
  screenshot(o: { path: string; fullPage?: boolean }): Promise<unknown>;
}

/**
 * Resolves in the game page once no tile is flipping: the game takes keys again only when a row's
 * last flip has ended, and the panel answers before that (at the fifth tile's half turn), so a
 * player, and a test typing the panel's answer, waits for it. Pages without such tiles resolve at once.
 */
export function flipsEnded(): Promise<void> {
  return new Promise((resolve) => {
    const until = Date.now() + 10_000;
    const check = () => (!document.querySelector('[data-testid="tile"][data-animation^="flip"]') || Date.now() > until ? resolve() : setTimeout(check, 20));
    check();
  });
}

/** Playwright and Puppeteer pages have the same shape for what is used here. */
export function asTab(page: PlaywrightLike): Tab {
  return {
    run: async <A, R>(fn: (arg: A) => R | Promise<R>, arg: A) => (await page.evaluate(fn, arg)) as R,
    exec: async (source) => void (await page.evaluate(source, undefined)),
    type: async (t) => {
      await page.evaluate(flipsEnded, undefined);
      await page.keyboard.type(t);
    },
    press: (k) => page.keyboard.press(k),
    screenshot: async (path) => void (await page.screenshot({ path, fullPage: true })),
  };
}

export async function poll<T>(what: string, get: () => Promise<T | null>, timeoutMs = 60_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: unknown = null;
  while (Date.now() < until) {
    try {
      const v = await get();
      if (v !== null) return v;
    } catch (e) {
      last = e; // the page may be navigating; try again
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${last ? ` (last error: ${String(last)})` : ''}`);
}

/**
 * Waits until the game's first row holds `word` typed but not submitted (every tile "tbd");
 * returns the tiles as letter:state.
 */
export function waitForTypedWord(game: Tab, word: string, timeoutMs = 10_000): Promise<string[]> {
  const want = [...word].map((l) => `${l}:tbd`).join(',');
  return poll('the word in the game', async () => {
    const tiles = await game.run(
      () => [...document.querySelectorAll('[role="group"][aria-label="Row 1"] [data-testid="tile"]')].map((t) => `${(t.textContent ?? '').toLowerCase()}:${t.getAttribute('data-state')}`),
      undefined,
    );
    return tiles.join(',') === want ? tiles : null;
  }, timeoutMs);
}
