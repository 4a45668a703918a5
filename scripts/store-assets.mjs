// `npm run store-assets`: the store listing's pictures, made from the real thing rather than drawn.
// Builds the store build (dist/chrome), loads it into Chromium beside the practice game, plays one
// opening word, and writes to store-assets/:
//   screenshot-light.png, screenshot-dark.png   1280×800: the game (900 px) and the panel (380 px)
//   screenshot-past-answers.png                 the same, with the one-time offer to fetch past answers
//   promo-tile-440x280.png                      the small promo tile: the icon's tiles and the name
// The texts of the listing are in src/_locales/en/messages.json (extDescription: the short one,
// storeDescription: the long one); this script prints them with their lengths.
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { buildExtension, ROOT } from './build.mjs';
// Callbacks passed to evaluate() run in the browser (panel or service worker), not in Node.
/* global document, chrome */

const load = (path) => tsImport(path, import.meta.url);
const { launchChromium } = await load('../test/e2e/chromium.ts');
const { poll } = await load('../test/e2e/tab.ts');
const { shippedThrough } = await load('../src/core/past-answers.ts');
const { dateOfDay, dayNumber } = await load('../src/core/dates.ts');

const OUT = resolve(ROOT, 'store-assets');
const W = 1280;
const H = 800;
const PANEL_W = 380;
// A fixed answer and opening, so the pictures change only when the extension does.
const ANSWER = 'pound';
const OPENER = 'slate';
// And a fixed day: the puzzle (an archive address, which the panel reads as a daily one) is the day
// after the shipped answers end, so what the extension knows is current, as a player sees the
// panel every day once the past answers are fetched. Today's puzzle would picture whatever the
// clock says: a week after the list's end, the one-time offer to fetch and "as far as known".
// The offer has a picture of its own, a month after the list's end (30 days to fetch): the
// reviewer sees that nothing is asked of nytimes.com before the player agrees.
const daysAfterList = (n) => dateOfDay(dayNumber(shippedThrough()) + n);
const CURRENT_DAY = daysAfterList(1);
const OFFER_DAY = daysAfterList(31);

mkdirSync(OUT, { recursive: true });
const dist = await buildExtension('chrome');
const browser = await launchChromium([dist]);

/** The panel settled with `rows` rows read and suggestions shown, and the offer shown or not as `offer` says. */
async function settled(panel, rows, offer) {
  return poll(`the panel to show ${rows} row(s) ${offer ? 'with' : 'without'} the offer to fetch past answers`, () =>
    panel.evaluate(([n, withOffer]) => {
      const played = document.querySelectorAll('.overview .mini-board .tile:not(.empty):not(.typed)').length;
      const busy = document.querySelector('[data-testid="busy"]')?.classList.contains('on') ?? true;
      const words = [...document.querySelectorAll('[data-testid="suggestion"]')].map((e) => (e.textContent ?? '').trim().slice(0, 5).toLowerCase());
      const offered = document.querySelector('[data-testid="past-offer"]') !== null || document.querySelector('[data-testid="known-stale"]') !== null;
      // The idle refinement's answer, not the live search's first one (which depends on the machine's speed).
      const refining = document.querySelector('[data-testid="status"]')?.textContent?.includes('Looking deeper') ?? true;
      return played === n * 5 && !busy && !refining && words.length > 0 && offered === withOffer ? words : null;
    }, [rows, offer]), 120_000);
}

async function screenshot(scheme, name = scheme, day = CURRENT_DAY) {
  const offer = day !== CURRENT_DAY;
  const context = browser.context;
  const game = await context.newPage();
  await game.setViewportSize({ width: W - PANEL_W, height: H });
  await game.emulateMedia({ colorScheme: scheme });
  await game.goto(`https://www.nytimes.com/games/wordle/${day}?answer=${ANSWER}&hard=0&speed=8&welcome=0&help=0&dark=${scheme === 'dark' ? 1 : 0}`);
  // The game keeps its progress in localStorage: start each picture from an empty board.
  await game.evaluate(() => localStorage.clear());
  await game.reload();
  const sw = await browser.serviceWorker();
  const tabId = await poll('the game tab', async () => {
    const ids = await sw.evaluate(async () => Object.keys(await chrome.storage.session.get(null)).filter((k) => k.startsWith('tab:')));
    const id = ids.map((k) => Number(k.slice(4))).sort((a, b) => b - a)[0];
    return id ?? null;
  });
  const panel = await context.newPage();
  await panel.setViewportSize({ width: PANEL_W, height: H });
  await panel.emulateMedia({ colorScheme: scheme });
  await panel.goto(`chrome-extension://${browser.extensionId}/src/panel/index.html?tab=${tabId}`);
  await settled(panel, 0, offer);
  const type = async (word, row) => {
    await game.keyboard.type(word);
    await game.keyboard.press('Enter');
    return settled(panel, row, offer);
  };
  // One row: enough words are left for the panel to show what it is for.
  await type(OPENER, 1);
  const gamePng = await game.screenshot();
  const panelPng = await panel.screenshot();
  await game.close();
  await panel.close();
  const sheet = await context.newPage();
  await sheet.setViewportSize({ width: W, height: H });
  const img = (png) => `data:image/png;base64,${png.toString('base64')}`;
  await sheet.setContent(`<body style="margin:0;display:flex;width:${W}px;height:${H}px;overflow:hidden">
    <img src="${img(gamePng)}" width="${W - PANEL_W}" height="${H}"><img src="${img(panelPng)}" width="${PANEL_W}" height="${H}"
    style="box-shadow:-1px 0 0 ${scheme === 'dark' ? '#3a3a3c' : '#d3d6da'}"></body>`);
  await sheet.screenshot({ path: resolve(OUT, `screenshot-${name}.png`) });
  await sheet.close();
}

async function promoTile() {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 440, height: 280 });
  const tile = (letter, colour) => `<span style="display:inline-flex;width:54px;height:54px;margin:3px;background:${colour};color:#fff;font:700 32px/54px 'DejaVu Sans',sans-serif;justify-content:center;align-items:center">${letter}</span>`;
  await page.setContent(`<body style="margin:0;width:440px;height:280px;background:#121213;display:flex;flex-direction:column;align-items:center;justify-content:center;font-family:'DejaVu Sans',sans-serif">
    <div>${tile('H', '#538d4e')}${tile('E', '#b59f3b')}${tile('L', '#3a3a3c')}${tile('P', '#538d4e')}</div>
    <div style="color:#fff;font-size:30px;font-weight:700;margin-top:22px">Wordle Assistant</div>
    <div style="color:#d7dadc;font-size:16px;margin-top:8px">The best next guess, beside the board</div></body>`);
  await page.screenshot({ path: resolve(OUT, 'promo-tile-440x280.png') });
  await page.close();
}

try {
  await screenshot('light');
  await screenshot('dark');
  await screenshot('light', 'past-answers', OFFER_DAY);
  await promoTile();
} finally {
  await browser.close();
}
const messages = JSON.parse(readFileSync(resolve(ROOT, 'src/_locales/en/messages.json'), 'utf8'));
for (const key of ['extDescription', 'storeDescription']) console.log(`${key} (${messages[key]?.message.length ?? 0} characters)`);
console.log(`store-assets/: screenshot-light.png, screenshot-dark.png (${W}x${H}, the puzzle of ${CURRENT_DAY}), screenshot-past-answers.png (${OFFER_DAY}), promo-tile-440x280.png`);
