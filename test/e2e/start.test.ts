// README's first command, as a new user on a server (no display) runs it: `npm start -- WORD`
// builds the extension, starts headless Chromium with it, plays one game following the panel's
// suggestions and ends with a line that says how the game ended. Run for real (build, browser,
// practice page), for an answer on the NYT answer list and for a word Wordle accepts that the
// answer lists lack (the solver counts it an unlikely word, so the game may be won late or lost).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './build';

const words = (file: string) => new Set(readFileSync(join(ROOT, 'data', file), 'utf8').split('\n').filter(Boolean));
const ANSWERS = words('answers-nyt-3158.txt');
const ALLOWED = words('allowed-nyt-14855.txt');

/** `npm start -- <word>` with no display; its exit code and everything it printed. */
function start(word: string): Promise<{ code: number | null; out: string; err: string }> {
  const env = { ...process.env };
  delete env.DISPLAY;
  delete env.WAYLAND_DISPLAY;
  return new Promise((done, fail) => {
    const child = spawn('npm', ['start', '--silent', '--', word], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, out, err }));
  });
}

/** The rows printed (`CRANE 🟩⬛🟨⬛⬛`) and the lines between them. */
const rowsOf = (out: string) => out.split('\n').filter((l) => /^[A-Z]{5} [🟩🟨⬛]/u.test(l)).map((l) => l.slice(0, 5).toLowerCase());

describe('npm start -- WORD with no display', () => {
  it.each([
    ['cigar', 'an answer on the NYT list'],
    ['zymic', 'an allowed guess the answer lists lack'],
  ])('plays %s (%s) to the end and says how it ended', async (word) => {
    expect(ALLOWED.has(word)).toBe(true);
    expect(ANSWERS.has(word)).toBe(word === 'cigar');
    const { code, out, err } = await start(word);
    expect(err, out).toBe('');
    expect(code, out).toBe(0);
    const lines = out.trim().split('\n');
    const rows = rowsOf(out);
    // The last line names the screenshots; the one before says how the game ended.
    expect(lines.at(-1)).toMatch(/^Screenshots of the page and the panel: /);
    const end = lines.at(-2)!;
    if (rows.at(-1) === word) expect(end).toBe(`Solved in ${rows.length} guesses.`);
    else expect([rows.length, end]).toEqual([6, `Out of guesses: the answer was ${word.toUpperCase()}.`]);
    // Each board before the end (the empty one first) is followed by the panel's own words: likely answers, then its suggestions.
    const told = lines.filter((l) => l.startsWith('  '));
    expect(told).toHaveLength(rows.length);
    // Under the default (history) model the likely answers are the ones not played yet, then the played ones.
    // When no word not played yet fits, the played ones are the likely answers, and the headline says so.
    const repeats = String.raw`( \(the NYT repeats about one day in \d+\))?`;
    const played = String.raw`( not played yet(, as far as known through \d{1,2} [A-Z][a-z]{2} \d{4})?, \d[\d,]* played before${repeats}|,( both| all)? played before, Every word not played yet is ruled out${repeats})?`;
    const unlikely = String.raw`(, (\+\d[\d,]* unlikely words? )?\(\d[\d,]* fit in all\))?`;
    const headline = new RegExp(String.raw`^ {2}\d[\d,]* likely answers?${played}${unlikely}; the panel suggests [A-Z]{5}`);
    for (const l of told) expect(l).toMatch(headline);
    // Not the solver's count of every fitting word ("14855 words left"), which the panel never shows.
    expect(out).not.toMatch(/\d words? left/);
  });
});
