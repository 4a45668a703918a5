// Real Chromium with the built extension loaded (playwright-core, the system's /usr/bin/chromium),
// the practice page served at the real NYT address, and every other request refused: the
// extension must work with no network at all.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import puppeteer, { type Browser as PuppeteerBrowser, type Page as PuppeteerPage } from 'puppeteer-core';
import { practiceResponse } from '../practice/serve';
import { poll, tabPages, type GameTabs } from './tab';

export interface WorkerHeap {
  /** Live objects on the worker's JS heap. */
  used: number;
  /** ArrayBuffer backing stores outside it: the solver's pattern columns live here. */
  backing: number;
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Chromium {
  context: BrowserContext;
  extensionId: string;
  /** The extension's service worker (a new one after a restart). */
  serviceWorker(): Promise<Worker>;
  /** The id of the one tab whose board the background holds (`tab:<id>` in storage.session), once there is one. */
  boardTab(what?: string): Promise<number>;
  /** The side panel's page following tab `tabId`, opened in a tab `width` px wide. */
  openPanel(tabId: number, width?: number): Promise<Page>;
  /** Game tabs for the scenarios both browsers run: a game in a new page, the panel following the one board. */
  gameTabs(): GameTabs<Page>;
  /** Stops the extension's service worker through CDP, as Chrome does when it is idle; resolves once stopped. */
  stopServiceWorker(via: Page): Promise<void>;
  /** The solver worker's V8 heap (CDP Runtime.getHeapUsage), in bytes. */
  solverWorkerHeap(): Promise<WorkerHeap>;
  /** Evaluates `expression` in the solver worker's global scope (CDP); its value must be JSON. */
  evalInSolverWorker<T>(expression: string): Promise<T>;
  /** Evaluates `expression` in the offscreen document that hosts the solver worker. */
  evalInOffscreen<T>(expression: string): Promise<T>;
  /** Closes the offscreen document from outside, as the browser may; false if none was open. */
  closeOffscreen(): Promise<boolean>;
  /**
   * Ends the solver worker from inside: `close` (gone without an event, like a killed worker) or
   * `crash` (an uncaught error); false if no worker was running.
   */
  killSolverWorker(how: 'close' | 'crash'): Promise<boolean>;
  /** puppeteer-core connected to the browser (reaches every target, workers too); the caller disconnects. */
  connectPuppeteer(): Promise<PuppeteerBrowser>;
  close(): Promise<void>;
}

/** Options of the browser's one context (a phone's viewport, touch). */
type ContextOptions = Pick<Parameters<typeof chromium.launchPersistentContext>[1] & object, 'viewport' | 'hasTouch' | 'isMobile' | 'deviceScaleFactor' | 'userAgent'>;

/**
 * `executable`: the program started instead of CHROMIUM, e.g. a wrapper script that starts it
 * under libfaketime (fakeClockChromium).
 */
export async function launchChromium(
  extensions: string[],
  { headless = true, args = [] as string[], context: contextOptions = {} as ContextOptions, executable = CHROMIUM } = {},
): Promise<Chromium> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'wa-chromium-'));
  const list = extensions.join(',');
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: executable,
    ignoreDefaultArgs: ['--disable-extensions'],
    args: [
      // None: the same browser without the extension (the footprint benchmark's baseline).
      ...(list ? [`--disable-extensions-except=${list}`, `--load-extension=${list}`] : ['--disable-extensions']),
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // A second CDP endpoint for puppeteer-core, which reaches dedicated workers of extension
      // documents (playwright-core does not); the port is read from DevToolsActivePort.
      '--remote-debugging-port=0',
      ...args,
    ],
    headless,
    viewport: { width: 1000, height: 900 },
    ...contextOptions,
  });
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (!/^https?:/.test(url)) return route.continue(); // the extension's own pages and files
    const r = practiceResponse(url);
    if (r) await route.fulfill({ status: r.status, contentType: r.contentType, body: r.body, headers: r.headers });
    else await route.abort('blockedbyclient');
  });
  const isOurs = (w: Worker) => w.url().endsWith('/service-worker-loader.js');
  const serviceWorker = async () =>
    context.serviceWorkers().find(isOurs) ?? (await context.waitForEvent('serviceworker', { predicate: isOurs, timeout: 30_000 }));
  const extensionId = extensions.length ? new URL((await serviceWorker()).url()).host : '';
  /** Runs `fn` on the offscreen document (a background_page target) over puppeteer's CDP. */
  const connectPuppeteer = () => {
    const port = readFileSync(join(userDataDir, 'DevToolsActivePort'), 'utf8').split('\n')[0];
    return puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  };
  async function withOffscreen<T>(fn: (doc: PuppeteerPage) => Promise<T>): Promise<T> {
    const cdp = await connectPuppeteer();
    try {
      // In Chrome the worker lives in the offscreen document, a target of type background_page.
      const offscreen = cdp.targets().find((t) => t.type() === 'background_page' && t.url().startsWith(`chrome-extension://${extensionId}/src/offscreen/`));
      if (!offscreen) throw new Error('no offscreen document: the solver worker is not running');
      const doc = await offscreen.page();
      if (!doc) throw new Error('the offscreen document has no page');
      return await fn(doc);
    } finally {
      await cdp.disconnect();
    }
  }
  const harness: Chromium = {
    context,
    extensionId,
    serviceWorker,
    async boardTab(what = 'the game tab to report its board') {
      const sw = await serviceWorker();
      return poll(what, async () => {
        const ids = await sw.evaluate(async () => Object.keys(await chrome.storage.session.get(null)).filter((k) => k.startsWith('tab:')));
        return ids.length === 1 ? Number(ids[0].slice(4)) : null;
      });
    },
    async openPanel(tabId, width = 380) {
      const panel = await context.newPage();
      await panel.setViewportSize({ width, height: 900 });
      await panel.goto(`chrome-extension://${extensionId}/src/panel/index.html?tab=${tabId}`);
      return panel;
    },
    gameTabs() {
      const pages = tabPages<Page>();
      return {
        openGame: async (url) => {
          const page = await context.newPage();
          await page.goto(url);
          return pages.add(page);
        },
        openPanel: async () => pages.add(await harness.openPanel(await harness.boardTab(), 320)),
        page: pages.page,
      };
    },
    async stopServiceWorker(via) {
      const cdp = await context.newCDPSession(via);
      type Version = { versionId: string; scriptURL: string; runningStatus: string };
      const ours = (v: Version) => v.scriptURL === `chrome-extension://${extensionId}/service-worker-loader.js`;
      let versionId: string | null = null;
      const stopped = new Promise<void>((resolve, reject) => {
        setTimeout(() => reject(new Error('the service worker did not stop within 10 s')), 10_000);
        cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }: { versions: Version[] }) => {
          for (const v of versions.filter(ours)) {
            versionId ??= v.versionId;
            if (v.runningStatus === 'stopped') resolve();
          }
        });
      });
      await cdp.send('ServiceWorker.enable');
      await poll('the service worker version', async () => versionId, 10_000);
      await cdp.send('ServiceWorker.stopWorker', { versionId: versionId! });
      await stopped;
      await cdp.detach();
    },
    async solverWorkerHeap() {
      return withOffscreen(async (doc) => {
        const worker = await poll('the solver worker', async () => doc.workers()[0] ?? null, 10_000);
        const h = (await worker.client.send('Runtime.getHeapUsage')) as { usedSize: number; backingStorageSize?: number };
        return { used: h.usedSize, backing: h.backingStorageSize ?? 0 };
      });
    },
    async evalInSolverWorker<T>(expression: string) {
      return withOffscreen(async (doc) => {
        const worker = await poll('the solver worker', async () => doc.workers()[0] ?? null, 10_000);
        return (await worker.evaluate(expression)) as T;
      });
    },
    async evalInOffscreen<T>(expression: string) {
      return withOffscreen(async (doc) => (await doc.evaluate(expression)) as T);
    },
    async closeOffscreen() {
      return withOffscreen(async (doc) => (await doc.close(), true)).catch(() => false);
    },
    async killSolverWorker(how) {
      return withOffscreen(async (doc) => {
        const worker = doc.workers()[0];
        if (!worker) return false;
        // Deferred, so the evaluation returns before the worker goes.
        const expression = how === 'close' ? 'setTimeout(() => close(), 0)' : "setTimeout(() => { throw new Error('injected fault') }, 0)";
        await worker.client.send('Runtime.evaluate', { expression });
        return true;
      }).catch(() => false);
    },
    connectPuppeteer,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
  return harness;
}
