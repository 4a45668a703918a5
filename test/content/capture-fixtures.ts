// Writes the capture fixtures under test/content/fixtures/capture-*.html
// (run: npx tsx test/content/capture-fixtures.ts). Each rebuilds, by hand, the page markup a
// public capture shows, and names the capture and its date in the file. No code of the captures
// is copied: only the element structure, attribute names and values the live page had.
import { writeFileSync } from 'node:fs';
import { FIXTURES } from './load-fixture';

const ORD = ['1st', '2nd', '3rd', '4th', '5th'];
const LABEL = { correct: 'correct', present: 'present in another position', absent: 'absent' } as const;
type M = keyof typeof LABEL;

/** bralat/wordle-chrome-extension tests/fixtures/mock*.js (saved live page, 2023-12-31): tile markup. */
function tile(i: number, letter = '', mark?: M): string {
  const label = letter ? `${ORD[i] ?? `${i + 1}th`} letter, ${letter.toUpperCase()}${mark ? `, ${LABEL[mark]}` : ''}` : `${ORD[i] ?? `${i + 1}th`} letter, empty`;
  const state = mark ?? (letter ? 'tbd' : 'empty');
  return `<div class="" style="animation-delay: ${i * 100}ms;"><div class="Tile-module_tile__UWEHN" role="img" aria-roledescription="tile" aria-label="${label}" data-state="${state}" data-animation="idle" data-testid="tile" aria-live="polite">${letter}</div></div>`;
}

function rows(played: [string, M[]][], letters = 5): string {
  return Array.from({ length: 6 }, (_, r) => {
    const p = played[r];
    const tiles = Array.from({ length: letters }, (_, i) => tile(i, p?.[0][i], p?.[1][i]));
    return `<div class="Row-module_row__pwpBq" role="group" aria-label="Row ${r + 1}">${tiles.join('')}</div>`;
  }).join('\n');
}

const KEYS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const keyboard = () => `<div class="Keyboard-module_keyboard__uYuqf" role="group" aria-label="Keyboard">${KEYS.map((row, k) =>
  `<div class="Keyboard-module_row__ilOKU">${k === 1 ? '<div data-testid="spacer" class="Key-module_half__HooWu"></div>' : ''}${k === 2 ? '<button type="button" data-key="↵" class="Key-module_key__kchQI Key-module_oneAndAHalf__bq8Tw">enter</button>' : ''}${[...row].map((l) => `<button type="button" data-key="${l}" aria-label="${l}" class="Key-module_key__kchQI">${l}</button>`).join('')}${k === 1 ? '<div data-testid="spacer" class="Key-module_half__HooWu"></div>' : ''}${k === 2 ? '<button type="button" data-key="←" aria-label="backspace" class="Key-module_key__kchQI Key-module_oneAndAHalf__bq8Tw"><svg data-testid="icon-backspace"></svg></button>' : ''}</div>`).join('')}</div>`;

const game = (inner: string) => `<main class="App-module_game__yruqo" id="wordle-app-game"><div class="Board-module_boardContainer__TBHNL" style="overflow: unset;"><div class="Board-module_board__jeoPS" style="width: 300px; height: 360px;">
${inner}
</div></div><div class="ToastContainer-module_toaster__TYGMD"></div>${keyboard()}</main>`;

const page = (source: string, body: string) => `<!DOCTYPE html>
<!-- Rebuilt from a public capture: ${source}. Markup shape only; see test/content/capture-fixtures.ts. -->
<html lang="en"><head><meta charset="utf-8"><title>Wordle — The New York Times</title></head>
<body>${body}</body></html>
`;

const ADIEU: [string, M[]] = ['adieu', ['present', 'absent', 'absent', 'absent', 'absent']];

const fixtures: Record<string, string> = {
  'capture-bralat-2023-12-new-game': page('bralat/wordle-chrome-extension tests/fixtures/mockNewGame.js, 2023-12-31 (a new game)', game(rows([]))),
  'capture-bralat-2023-12-in-progress': page('bralat/wordle-chrome-extension tests/fixtures/mockGameInProgress.js, 2023-12-31 (ADIEU played)', game(rows([ADIEU]))),
  // The welcome card as the Cypress test addresses it (classes and data-testid); the card's inner
  // layout beyond the button is not in the capture and kept minimal. No board in the DOM.
  'capture-bralat-2024-01-welcome': page('bralat/wordle-chrome-extension cypress/e2e/App.cy.ts, 2024-01-24 (welcome card before Play)',
    '<div id="wordle-app-game"><div class="Welcome-module_contentWelcome__TL17B"><h1>Wordle</h1><div><button class="Welcome-module_button__ZG0Zh" data-testid="Play" type="button">Play</button></div></div></div>'),
  'capture-bralat-2024-01-help-dialog': page('bralat/wordle-chrome-extension cypress/e2e/App.cy.ts, 2024-01-24 (How to Play open after Play, over a new board)',
    `${game(rows([]))}<dialog id="help-dialog" open><div><button class="Modal-module_closeIcon__TcEKb" aria-label="Close" type="button"></button><h2>How To Play</h2></div></dialog>`),
  'capture-bottle-2026-01-terms': page('amj28/bottle bottle.py, 2026-01 (the purr blocker card over the page, then the Play button)',
    '<div class="purr-blocker-card"><p>Updated terms</p><button class="purr-blocker-card__button" type="button">Continue</button></div><div id="wordle-app-game"><div class="Welcome-module_contentWelcome__TL17B"><button class="Welcome-module_button__ZG0Zh" data-testid="Play" type="button">Play</button></div></div>'),
  // What the bot reads "as of 2026-01": rows [role=group][aria-label^=Row] holding
  // [data-testid=tile] with data-state, under #wordle-app-game. Other attributes not asserted there.
  'capture-sid-2026-01-board': page('sid2364/whats-my-wordle src/bot/nyt_wordle_bot.py, 2026-01 (React DOM under main#wordle-app-game)',
    `<main id="wordle-app-game">${Array.from({ length: 6 }, (_, r) => `<div role="group" aria-label="Row ${r + 1}">${Array.from({ length: 5 }, (_, i) => r === 0 ? `<div data-testid="tile" data-state="${ADIEU[1][i]}">${ADIEU[0][i]}</div>` : '<div data-testid="tile" data-state="empty"></div>').join('')}</div>`).join('')}</main>`),
  // What the extension reads in 2026-02: div[data-state] tiles, rows by Row-module_row class
  // substring, a Board-module container, the game root #wordle-app-game / App-module_game.
  'capture-avin-2026-02-board': page('AvinM-175/Wordlebot src/domReader.js, 2026-02 (div[data-state] tiles in Row-module rows)',
    `<main class="App-module_game__yruqo" id="wordle-app-game"><div class="Board-module_board__jeoPS">${Array.from({ length: 6 }, (_, r) => `<div class="Row-module_row__pwpBq">${Array.from({ length: 5 }, (_, i) => r === 0 ? `<div class="Tile-module_tile__UWEHN" aria-label="${ORD[i]} letter, ${ADIEU[0][i].toUpperCase()}, ${LABEL[ADIEU[1][i]]}" data-state="${ADIEU[1][i]}">${ADIEU[0][i]}</div>` : `<div class="Tile-module_tile__UWEHN" aria-label="${ORD[i]} letter, empty" data-state="empty"></div>`).join('')}</div>`).join('')}</div></main>`),
  // A custom puzzle (nytimes.com/games/create/wordle, 4-7 letters): the extension detects the
  // length from the tiles of a Row-module row; six letters here.
  'capture-buddy-2026-05-custom-6': page('coreyfeder/wordle-buddy gameAdapter.js and README.md, 2026-05 (custom puzzle of six letters)', game(rows([], 6))),
  // The statistics dialog's markup as the userscript redraws it (its classes, visually-hidden
  // texts and labelled rows, its figures: 1 played, 0 won), in a Modal-module overlay over a new
  // board; the 2025 userscript opens it with [data-testid="stats-button"] (the button here).
  'capture-kroot-2024-12-stats': page('iamkroot/js-userscripts wordle_stats.js @version 2024-12-31 (the statistics dialog), beak2825/greasyfork_archives js_greasyfork/547495.js, 2025 (its button)',
    `<button type="button" data-testid="stats-button" aria-label="Statistics"></button>${game(rows([]))}<div class="Modal-module_modalOverlay__81ZCi"><div class="Stats-module_statsContainer__g23s0"><h2 class="Stats-module_statisticsHeading__CExdL">Statistics</h2><ul class="Stats-module_statistics__oFLEK">${
      [['Number of games played', 'Played', 1], ['Win percentage', 'Win %', 0], ['Current Streak count', 'Current Streak', 0], ['Max Streak count', 'Max Streak', 0]].map(([text, label, n]) => `<li class="Stats-module_statisticContainer__woJli"><span class="visually-hidden">${text}, ${n}</span><div class="Stats-module_statistic__u5db0" aria-hidden="true">${n}</div><div class="Stats-module_label__sQwFu" aria-hidden="true">${label}</div></li>`).join('')
    }</ul><div class="Stats-module_statsBtnLeft__IyDkc"><h2 class="Stats-module_guessDistributionCopy__ydhXT">Guess Distribution</h2></div><div class="Stats-module_guessDistribution__ibfJS">${
      ['1st', '2nd', '3rd', '4th', '5th', '6th'].map((o, i) => `<div class="Stats-module_graphContainer__Al4D1" role="img" aria-label="0 solved in ${o} attempt"><div class="Stats-module_guess__Fc0Xn" aria-hidden="true">${i + 1}</div><div class="Stats-module_graph__f4tUv" aria-hidden="true"><div style="width: 7%;" class="Stats-module_graphBar__HvdG8"><div class="Stats-module_numGuesses__jFa2m">0</div></div></div></div>`).join('')
    }</div></div></div>`),
};

for (const [name, html] of Object.entries(fixtures)) writeFileSync(`${FIXTURES}${name}.html`, html);
console.log(`wrote ${Object.keys(fixtures).length} capture fixtures to ${FIXTURES}`);
