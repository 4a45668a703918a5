// Real Chromium with the built extension loaded (playwright-core, the system's /usr/bin/chromium),
// the practice page served at the real NYT address, and every other request refused: the
// extension must work with no network at all.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { practiceResponse } from '../practice/serve';
import { poll } from './tab';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Chromium {
  context: BrowserContext;
  extensionId: string;
  /** The extension's service worker (a new one after a restart). */
  serviceWorker(): Promise<Worker>;
  /** Stops the extension's service worker through CDP, as Chrome does when it is idle; resolves once stopped. */
  stopServiceWorker(via: Page): Promise<void>;
  close(): Promise<void>;
}

export async function launchChromium(extensions: string[], { headless = true } = {}): Promise<Chromium> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'wa-chromium-'));
  const list = extensions.join(',');
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    ignoreDefaultArgs: ['--disable-extensions'],
    args: [
      `--disable-extensions-except=${list}`,
      `--load-extension=${list}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    headless,
    viewport: { width: 1000, height: 900 },
  });
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (!/^https?:/.test(url)) return route.continue(); // the extension's own pages and files
    const r = practiceResponse(url);
    if (r) await route.fulfill({ status: r.status, contentType: r.contentType, body: r.body });
    else await route.abort('blockedbyclient');
  });
  const isOurs = (w: Worker) => w.url().endsWith('/service-worker-loader.js');
  const serviceWorker = async () =>
    context.serviceWorkers().find(isOurs) ?? (await context.waitForEvent('serviceworker', { predicate: isOurs, timeout: 30_000 }));
  const extensionId = new URL((await serviceWorker()).url()).host;
  return {
    context,
    extensionId,
    serviceWorker,
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
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
