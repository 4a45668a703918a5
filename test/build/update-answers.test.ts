// The maintainer's update of the shipped answers (`npm run data -- --update`) against a server on
// loopback standing in for the NYT: the days after the list are fetched up to the day asked, checked,
// written with their source, and built into the word module and the fitted weights; a malformed
// answer, a missing day or a date not before today in New York writes nothing.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module without types
import { noticeFor } from '../../scripts/notices.mjs';
// @ts-expect-error plain JavaScript module without types
import { newYorkDate, parseDay, puzzleNumber } from '../../scripts/update-answers.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');
const allowed = new Set(readFileSync(resolve(ROOT, 'data/allowed-nyt-14855.txt'), 'utf8').trim().split('\n'));

/** A day's file as the NYT serves it (the shape in scripts/update-answers.mjs). */
const dayFile = (date: string, solution: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ id: 4413 + puzzleNumber(date) - 1889, solution, print_date: date, days_since_launch: puzzleNumber(date), editor: 'Tracy Bennett', ...extra });

describe('one day checked', () => {
  it('takes the answer, the puzzle number from the date and the file id', () => {
    expect(puzzleNumber('2021-06-19')).toBe(0);
    expect(puzzleNumber('2026-08-21')).toBe(1889);
    expect(puzzleNumber('2025-04-21')).toBe(1402);
    expect(parseDay('2025-04-21', '{"id":2328,"solution":"spate","print_date":"2025-04-21","days_since_launch":1402,"editor":"Tracy Bennett"}', allowed)).toEqual({
      ok: true,
      answer: { date: '2025-04-21', puzzle: 1402, id: 2328, word: 'spate' },
    });
  });

  it.each([
    ['not JSON', '<html>Sign in</html>', /not JSON/],
    ['an array', '[]', /not an object/],
    ['another day', dayFile('2026-08-23', 'spate'), /for "2026-08-23", not 2026-08-22/],
    ['no answer', JSON.stringify({ print_date: '2026-08-22' }), /not five letters/],
    ['six letters', dayFile('2026-08-22', 'spates'), /not five letters/],
    ['not a guess', dayFile('2026-08-22', 'xqzvj'), /"xqzvj" is not an allowed guess/],
    ['the wrong puzzle', dayFile('2026-08-22', 'spate', { days_since_launch: 1889 }), /puzzle 1889, the date gives 1890/],
    ['a bent id', dayFile('2026-08-22', 'spate', { id: 'x' }), /id "x" is not a whole number/],
    ['huge', `${dayFile('2026-08-22', 'spate').slice(0, -1)},"pad":"${'x'.repeat(20_000)}"}`, /bytes, not a day's puzzle/],
  ])('refuses %s', (_, text, error) => {
    const r = parseDay('2026-08-22', text, allowed);
    expect(r.ok).toBe(false);
    expect(r.error).toMatch(error);
  });

  it("knows the date in New York at each side of its midnight", () => {
    expect(newYorkDate(new Date('2026-12-02T04:59:00Z'))).toBe('2026-12-01');
    expect(newYorkDate(new Date('2026-12-02T05:00:00Z'))).toBe('2026-12-02');
    expect(newYorkDate(new Date('2026-07-02T03:59:00Z'))).toBe('2026-07-01');
    expect(newYorkDate(new Date('2026-07-02T04:00:00Z'))).toBe('2026-07-02');
  });
});

describe('npm run data -- --update', () => {
  let server: Server;
  let base = '';
  /** What the stand-in serves for each path; anything else is 404. */
  let routes: Record<string, { status: number; body?: string; location?: string }> = {};
  let asked: string[] = [];
  let root = '';

  beforeAll(async () => {
    server = createServer((req, res) => {
      asked.push(req.url ?? '');
      const r = routes[req.url ?? ''];
      if (!r) return res.writeHead(404).end('not found');
      res.writeHead(r.status, { 'content-type': 'application/json', ...(r.location ? { location: r.location } : {}) }).end(r.body ?? '');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  beforeEach(() => {
    // A copy of the project's data and core to update: the repository itself is never written.
    if (root) rmSync(root, { recursive: true, force: true });
    root = mkdtempSync(join(tmpdir(), 'update-answers-'));
    mkdirSync(join(root, 'src'));
    cpSync(resolve(ROOT, 'data'), join(root, 'data'), { recursive: true });
    cpSync(resolve(ROOT, 'src/core'), join(root, 'src/core'), { recursive: true });
    routes = {};
    asked = [];
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const serve = (date: string, solution: string) => (routes[`/svc/wordle/v2/${date}.json`] = { status: 200, body: dayFile(date, solution) });
  /** Runs the update as a maintainer does (asynchronously: the stand-in answers from this process). */
  const update = (through: string) =>
    new Promise<{ code: number | null; out: string }>((done) => {
      const child = spawn(process.execPath, ['--import', 'tsx', resolve(ROOT, 'scripts/build-data.mjs'), '--update', '--base-url', base, '--through', through, '--root', root, '--no-books'], { cwd: ROOT });
      let out = '';
      child.stdout.on('data', (b: Buffer) => (out += b.toString()));
      child.stderr.on('data', (b: Buffer) => (out += b.toString()));
      child.on('close', (code) => done({ code, out }));
    });
  const file = (path: string) => readFileSync(join(root, path), 'utf8');

  it('fetches each day after the list up to the day asked, leaves one not published yet for later, and builds them in', async () => {
    // The days after 2026-08-21 (puzzle 1,889), from the stand-in; 2026-08-25 is not out yet.
    const words = ['spate', 'cigar', 'linen'];
    ['2026-08-22', '2026-08-23', '2026-08-24'].forEach((d, i) => serve(d, words[i]));
    const r = await update('2026-08-25');
    expect(r.out).toContain('2026-08-25 is not published yet: fetched through 2026-08-24');
    expect(r.code).toBe(0);
    expect(asked).toEqual(['2026-08-22', '2026-08-23', '2026-08-24', '2026-08-25'].map((d) => `/svc/wordle/v2/${d}.json`));
    expect(JSON.parse(file('data/answers-nyt-fetched.json')).results).toEqual([
      { date: '2026-08-22', puzzle: 1890, id: 4414, word: 'spate' },
      { date: '2026-08-23', puzzle: 1891, id: 4415, word: 'cigar' },
      { date: '2026-08-24', puzzle: 1892, id: 4416, word: 'linen' },
    ]);
    expect(noticeFor('data/answers-nyt-fetched.json')).toBeDefined();
    expect(file('data/SOURCES.md')).toMatch(new RegExp(`3 days, 2026-08-22 \\(puzzle 1890\\) to 2026-08-24 \\(puzzle 1892\\), fetched by \`npm run data -- --update\` from ${base}/svc/wordle/v2/<date>.json, the last 3 on \\d{4}-\\d{2}-\\d{2}`));
    const wordData = file('src/core/data/word-data.ts');
    expect(wordData).toMatch(/tracespatecigarlinen";/);
    expect(wordData).toContain('2021-06-19 … 2026-08-24, 1893 days');
    const weights = file('src/core/data/history-weights.ts');
    expect(weights).toContain('FITTED_THROUGH = "2026-08-24"');
    // SPATE was last the answer in 2025, CIGAR and LINEN in 2026: three more repeats in the fit.
    expect(weights).toMatch(/"played":25,"playedByYear":\{"2021":19,"2022":1,"2023":1,"2024":1,"2025":1,"2026":2\}/);

    // The next update starts after the last day fetched.
    serve('2026-08-25', 'crane');
    asked = [];
    const again = await update('2026-08-25');
    expect(again.code).toBe(0);
    expect(asked).toEqual(['/svc/wordle/v2/2026-08-25.json']);
    expect(JSON.parse(file('data/answers-nyt-fetched.json')).results.map((d: { word: string }) => d.word)).toEqual(['spate', 'cigar', 'linen', 'crane']);
    expect(file('data/SOURCES.md')).toContain('4 days, 2026-08-22 (puzzle 1890) to 2026-08-25 (puzzle 1893)');
    expect(file('data/SOURCES.md')).toContain('the last 1 on');
  }, 60_000);

  const untouched = () => {
    expect(existsSync(join(root, 'data/answers-nyt-fetched.json'))).toBe(false);
    expect(file('data/SOURCES.md')).toBe(readFileSync(resolve(ROOT, 'data/SOURCES.md'), 'utf8'));
    expect(file('src/core/data/word-data.ts')).toBe(readFileSync(resolve(ROOT, 'src/core/data/word-data.ts'), 'utf8'));
  };

  it('a malformed answer writes nothing and names the day', async () => {
    serve('2026-08-22', 'spate');
    routes['/svc/wordle/v2/2026-08-23.json'] = { status: 200, body: dayFile('2026-08-23', 'qqqqq') };
    serve('2026-08-24', 'linen');
    const r = await update('2026-08-24');
    expect(r.code).toBe(1);
    expect(r.out).toContain('Nothing written: 2026-08-23: the answer "qqqqq" is not an allowed guess.');
    untouched();
  });

  it('a day missing before the last writes nothing', async () => {
    serve('2026-08-22', 'spate');
    serve('2026-08-24', 'linen');
    const r = await update('2026-08-24');
    expect(r.code).toBe(1);
    expect(r.out).toContain('2026-08-23: ' + base + '/svc/wordle/v2/2026-08-23.json answered HTTP 404 though later days are due: a day would be missing');
    untouched();
  });

  it('a redirect is not followed', async () => {
    routes['/svc/wordle/v2/2026-08-22.json'] = { status: 302, location: '/elsewhere' };
    routes['/elsewhere'] = { status: 200, body: dayFile('2026-08-22', 'spate') };
    const r = await update('2026-08-22');
    expect(r.code).toBe(1);
    expect(asked).toEqual(['/svc/wordle/v2/2026-08-22.json']);
    untouched();
  });

  it("never asks for today's answer in New York, or a later one", async () => {
    const today = newYorkDate();
    for (const through of [today, '2099-01-01']) {
      const r = await update(through);
      expect(r.code).toBe(1);
      expect(r.out).toContain(`--through ${through} is not before today in New York (${today}): today's answer is never fetched`);
    }
    expect(asked).toEqual([]);
    untouched();
    // Two runs of the script, each starting tsx: over 5 s on a busy machine.
  }, 60_000);
});
