// PRIVACY.md says the extension makes no network requests. Chromium's own network log (which sees
// every request of every context: pages, the extension's service worker, its offscreen document
// and the solver worker, whatever the test's request interception does) is recorded while the
// store build reads a practice game, solves it and shows the panel; afterwards every request in
// it must be the practice page's own or the browser's own background traffic.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildExtension } from './build';
import { launchChromium } from './chromium';
import { flipsEnded, poll } from './tab';

interface NetLog { events: { params?: { url?: string; initiator?: string } }[] }

/** The requests of a net log that are neither the practice page's nor Chromium's own. */
export function foreignRequests(text: string): string[] {
  let log: NetLog;
  try {
    log = JSON.parse(text) as NetLog;
  } catch {
    // A log whose writer was stopped before it closed the event list.
    log = JSON.parse(`${text.trimEnd().replace(/,$/, '')}]}`) as NetLog;
  }
  const urls = new Set<string>();
  const browsers = new Set<string>();
  for (const e of log.events) {
    const url = e.params?.url;
    if (!url) continue;
    urls.add(url);
    // Chromium's own requests (update checks, account probes) have no web origin behind them.
    if (e.params?.initiator === 'not an origin') browsers.add(url);
  }
  const practice = (u: string) => u.startsWith('https://www.nytimes.com/games/wordle') || u === 'https://www.nytimes.com/favicon.ico';
  return [...urls].filter((u) => !practice(u) && !browsers.has(u));
}

const dir = mkdtempSync(join(tmpdir(), 'wa-netlog-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('no network requests (Chromium net log)', () => {
  it('tells a request of the extension from the page and the browser', () => {
    const log = {
      events: [
        { params: { url: 'https://www.nytimes.com/games/wordle/main.js' } },
        { params: { url: 'https://update.googleapis.com/service/update2/json', initiator: 'not an origin' } },
        { params: { url: 'https://example.com/collect' } },
      ],
    };
    expect(foreignRequests(JSON.stringify(log))).toEqual(['https://example.com/collect']);
    expect(foreignRequests(JSON.stringify(log).slice(0, -2))).toEqual(['https://example.com/collect']);
  });

  it('the store build reads, solves and shows a game without any request of its own', async () => {
    const file = join(dir, 'net.json');
    const browser = await launchChromium([await buildExtension('chrome')], { args: [`--log-net-log=${file}`, '--net-log-capture-mode=Default'] });
    try {
      const game = await browser.context.newPage();
      await game.goto('https://www.nytimes.com/games/wordle/index.html?answer=pound&welcome=0&help=0&speed=8');
      const sw = await browser.serviceWorker();
      const tabId = await poll('the game tab', async () => {
        const key = Object.keys(await sw.evaluate(() => chrome.storage.session.get(null))).find((k) => k.startsWith('tab:'));
        return key ? Number(key.slice(4)) : null;
      });
      const panel = await browser.context.newPage();
      await panel.goto(`chrome-extension://${browser.extensionId}/src/panel/index.html?tab=${tabId}`);
      const suggestions = () => panel.evaluate(() => [...document.querySelectorAll('[data-testid="suggestion"]')].map((e) => e.getAttribute('data-word')));
      await poll('the first suggestions', async () => ((await suggestions()).length ? true : null), 120_000);
      // Two rows: a book move and a live search in the solver worker.
      for (const [row, word] of ['slate', 'crony'].entries()) {
        await game.evaluate(flipsEnded);
        await game.keyboard.type(word);
        await game.keyboard.press('Enter');
        await poll(`suggestions for ${row + 1} row(s)`, async () => {
          const played = await panel.evaluate(() => document.querySelectorAll('.overview .mini-board .tile:not(.empty):not(.typed)').length);
          return played === (row + 1) * 5 && (await suggestions()).length ? true : null;
        }, 120_000);
      }
    } finally {
      await browser.close();
    }
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('https://www.nytimes.com/games/wordle/index.html');
    expect(foreignRequests(text)).toEqual([]);
  });
});
