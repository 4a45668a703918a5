// Writes the HTML fixtures under test/content/fixtures/ (run: npx tsx test/content/build-fixtures.ts).
// The fixtures are committed; the tests read the HTML, never this script, and state the expected
// readings by hand.
import { writeFileSync } from 'node:fs';
import { score } from './colours';
import { FIXTURES } from './load-fixture';
import { gameRows, reactPage, revealingRow, shadowPage, typedRow, type RowSpec } from './markup';

const LOSS = ['slate', 'moist', 'round', 'pinky', 'grace', 'brace'];
const WIN6 = ['slate', 'moist', 'round', 'pinky', 'grace', 'crane'];
const withRow = (rows: RowSpec[], r: number, row: RowSpec) => rows.map((x, i) => (i === r ? row : x));

const react: Record<string, string> = {
  'react-not-rendered': '<!DOCTYPE html><html><head><title>Wordle</title></head><body><div id="wordle-app-game"></div><script src="main.js"></script></body></html>\n',
  'react-empty': reactPage(gameRows('crane', [])),
  'react-typing': reactPage(withRow(gameRows('crane', ['slate']), 1, typedRow('bri', true))),
  'react-revealing-flip-in': reactPage(withRow(gameRows('crane', ['slate']), 1, revealingRow('crony', 'crane', 2, 'flip-in'))),
  'react-revealing-last-flip-out': reactPage(withRow(gameRows('crane', ['slate']), 1, revealingRow('crony', 'crane', 4, 'flip-out'))),
  'react-rejected': reactPage(withRow(gameRows('crane', ['slate']), 1, { ...typedRow('abcde'), invalid: true }), { toast: 'Not in word list' }),
  'react-repeated-letters': reactPage(gameRows('abbey', ['eerie', 'babes'], 'ab')),
  'react-winning-row-revealing': reactPage(withRow(gameRows('crane', WIN6.slice(0, 5)), 5, revealingRow('crane', 'crane', 3, 'flip-out'))),
  'react-win-row-6': reactPage(gameRows('crane', WIN6), { toast: 'Phew' }),
  'react-loss': reactPage(gameRows('crane', LOSS), { toast: 'CRANE' }),
  'react-dark': reactPage(gameRows('crane', ['slate']), { bodyClass: 'dark' }),
  'react-high-contrast': reactPage(gameRows('crane', ['slate', 'cried']), { bodyClass: 'dark colorblind' }),
  'react-keyboard-noise': reactPage(gameRows('crane', ['slate'], 'c'), {
    hardSwitch: true,
    toast: 'Guess must contain A',
    keys: { s: 'absent', l: 'absent', a: 'correct', t: 'absent', e: 'correct', c: 'present', r: 'present' },
  }),
};

const ev = (answer: string, guesses: string[]) => guesses.map((g) => score(g, answer));
const shadow: Record<string, string> = {
  'shadow-empty': shadowPage(gameRows('crane', []), []),
  'shadow-typing': shadowPage(withRow(gameRows('crane', ['slate']), 1, typedRow('cr', true)), ev('crane', ['slate'])),
  'shadow-revealing': shadowPage(withRow(gameRows('crane', ['slate']), 1, revealingRow('crony', 'crane', 2, 'flip-out')), ev('crane', ['slate', 'crony'])),
  'shadow-rejected': shadowPage(withRow(gameRows('crane', ['slate']), 1, { ...typedRow('abcde'), invalid: true }), ev('crane', ['slate'])),
  'shadow-win': shadowPage(gameRows('crane', ['slate', 'crane']), ev('crane', ['slate', 'crane'])),
  'shadow-loss': shadowPage(gameRows('crane', LOSS), ev('crane', LOSS)),
  'shadow-dark': shadowPage(gameRows('abbey', ['eerie', 'babes']), ev('abbey', ['eerie', 'babes']), { bodyClass: 'nightmode colorblind' }),
};

for (const [name, html] of Object.entries({ ...react, ...shadow })) writeFileSync(`${FIXTURES}${name}.html`, html);
console.log(`wrote ${Object.keys(react).length + Object.keys(shadow).length} fixtures to ${FIXTURES}`);
