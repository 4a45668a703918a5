// `npm start`: builds the extension and opens Chromium with it loaded and the practice game served
// at the real NYT address (no network needed). With no display it runs headless instead: plays
// one game following the panel's suggestions, prints each board and the panel's top suggestions,
// and saves screenshots of the page and the panel to a folder it names.
//   npm start                 today's practice answer
//   npm start -- crane        a chosen answer
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const load = (path) => tsImport(path, import.meta.url);
const { buildExtension, ROOT } = await import('./build.mjs');
const { launchChromium, CHROMIUM } = await load('../test/e2e/chromium.ts');
const { poll } = await load('../test/e2e/tab.ts');
const { likelyAnswers } = await load('../src/core/likely.ts');

// Each way to start wrongly ends in one line that says what to do, not a stack trace.
const fail = (line, code = 1) => {
  console.error(line);
  process.exit(code);
};
const answer = process.argv[2]?.toLowerCase();
if (answer !== undefined && !/^[a-z]{5}$/.test(answer)) {
  fail(`npm start -- <answer>: the answer must be five letters a-z (got "${process.argv[2]}")`, 2);
}
// The practice page plays only allowed guesses and would quietly play the day's answer instead.
const allowed = new Set(readFileSync(new URL('../data/allowed-nyt-14855.txt', import.meta.url), 'utf8').split('\n'));
if (answer !== undefined && !allowed.has(answer)) {
  fail(`npm start -- ${answer}: "${answer}" is not in the game's word list (data/allowed-nyt-14855.txt); choose a word Wordle accepts`, 2);
}
if (!existsSync(CHROMIUM)) {
  fail(`npm start needs Chromium or Chrome and found none at ${CHROMIUM}: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH to its executable`);
}
const headless = !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY;
// Headless, the game skips its welcome card and How to Play (welcome=0, help=0): nobody is there
// to press Play. With a display it opens like the real page.
const query = new URLSearchParams({ ...(answer ? { answer } : {}), ...(headless ? { welcome: '0', help: '0' } : {}) }).toString();
const url = `https://www.nytimes.com/games/wordle/index.html${query ? `?${query}` : ''}`;

console.log('Building the extension (dist/chrome)…');
const dist = await buildExtension('chrome');
const browser = await launchChromium([dist], { headless }).catch((e) =>
  fail(`npm start could not start ${CHROMIUM}: ${String(e?.message ?? e).split('\n')[0]} (set CHROMIUM_PATH to a working Chromium or Chrome)`),
);
const game = await browser.context.newPage();
await game.goto(url);

if (!headless) {
  console.log(`Chromium is open at ${url} (the practice copy, served locally).`);
  console.log('Click the Wordle Assistant button in the toolbar to open the side panel. Close the browser to quit.');
  await new Promise((done) => browser.context.on('close', done));
  process.exit(0);
}

const out = resolve(ROOT, 'artifacts', `start-${new Date().toISOString().replace(/[:.]/g, '-')}`);
mkdirSync(out, { recursive: true });
// Callbacks passed to evaluate() run in the browser (page, panel or service worker), not in Node.
/* global document, chrome */
const sw = await browser.serviceWorker();
const tabId = await poll('the game to be read', async () => {
  const keys = Object.keys(await sw.evaluate(() => chrome.storage.session.get(null)));
  return keys.length ? Number(keys[0].slice(4)) : null;
});
const panel = await browser.context.newPage();
await panel.setViewportSize({ width: 380, height: 900 });
await panel.goto(`chrome-extension://${browser.extensionId}/src/panel/index.html?tab=${tabId}`);

/** The solver's stored answer for a board of `rows` rows, once the panel shows that board. */
async function shownFor(rows) {
  return poll('the panel', async () => {
    const rec = (await panel.evaluate((id) => chrome.storage.session.get(`tab:${id}`), tabId))[`tab:${tabId}`];
    if (rec?.reading?.kind !== 'board' || rec.reading.rows.length !== rows || rec.solved?.outcome.kind !== 'done') return null;
    // The stored answer may still be the previous board's while the solver works on this one.
    if (JSON.stringify(JSON.parse(rec.solved.key)[0]) !== JSON.stringify(rec.reading.rows)) return null;
    const result = rec.solved.outcome.result;
    // What the panel says, as it says it: the headline counts likely answers (README, "Reading
    // the panel"); a finished game shows its result instead of the count and the suggestions.
    const onPanel = await panel.evaluate(() => ({
      likely: document.querySelector('[data-testid="likely-count"]')?.getAttribute('data-value'),
      headline: [...document.querySelectorAll('.count-line, .count-sub')].map((e) => e.textContent.replace(/\s+/g, ' ').trim()),
      suggestions: [...document.querySelectorAll('[data-testid="suggestion"]')].map((e) => ({
        word: e.textContent.trim().slice(0, 5).toLowerCase(),
        figure: e.querySelector('.fig-main')?.textContent?.trim() ?? '',
      })),
      result: document.querySelector('[data-testid="analysis"]') !== null,
    }));
    if (rec.reading.status !== 'playing') return onPanel.result ? { reading: rec.reading, result, onPanel } : null;
    // The panel shows this answer once its headline gives the answer's count, as it counts it.
    const same =
      onPanel.likely === String(likelyAnswers(result).n) && onPanel.suggestions.map((s) => s.word).join() === result.suggestions.map((s) => s.word).join();
    return same ? { reading: rec.reading, result, onPanel } : null;
  }, 120_000);
}

const SQUARE = { correct: '🟩', present: '🟨', absent: '⬛' };
for (let row = 0; ; row++) {
  const { reading, result, onPanel } = await shownFor(row);
  for (const r of reading.rows.slice(-1)) console.log(`${r.guess.toUpperCase()} ${r.marks.map((m) => SQUARE[m]).join('')}`);
  await game.screenshot({ path: resolve(out, `page-${row}.png`) });
  await panel.screenshot({ path: resolve(out, `panel-${row}.png`), fullPage: true });
  if (reading.status !== 'playing') {
    console.log(reading.status === 'won' ? `Solved in ${row} guesses.` : `Out of guesses${answer ? `: the answer was ${answer.toUpperCase()}` : ''}.`);
    break;
  }
  const top = onPanel.suggestions.slice(0, 3).map((s) => `${s.word.toUpperCase()}${s.figure ? ` (${s.figure})` : ''}`);
  console.log(`  ${onPanel.headline.join(', ')}; the panel suggests ${top.join(', ')}`);
  await game.keyboard.type(result.suggestions[0].word);
  await game.keyboard.press('Enter');
  await game.waitForFunction((r) => {
    const tiles = [...document.querySelectorAll(`[role="group"][aria-label="Row ${r + 1}"] [data-testid="tile"]`)];
    return tiles.length === 5 && tiles.every((t) => ['correct', 'present', 'absent'].includes(t.dataset.state) && t.dataset.animation === 'idle');
  }, row);
}
console.log(`Screenshots of the page and the panel: ${out}`);
await browser.close();
