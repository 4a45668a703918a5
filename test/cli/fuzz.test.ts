// The command line under random argv and stdin, in-process (thousands of cases in seconds): every
// run ends with exit code 0, 1 or 2; an error is exactly one line on stderr, with no stack trace
// and no raw control character; nothing the user typed reaches the terminal unescaped.
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli';
import { seeded } from '../../src/core/seeded';

const SEED = Number(process.env.CLI_FUZZ_SEED ?? 14);
const CASES = 3000;

const random = seeded(SEED >>> 0 || 1);
const int = (n: number) => Math.floor(random() * n);
const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)];

const WORDS = ['salet', 'crane', 'crony', 'gruel', 'moist', 'qzxvw', 'SLATE', 'xyzzy', 'aaaaa', 'sale', 'crane!'];
const MARKS = ['bbygb', 'ggggg', 'bbbbb', 'yyyyy', '⬛⬛🟨🟩⬛', '🟩🟩🟩🟩🟩', 'xxxxx', '..-..', 'bbyg', 'bbygbb', 'BBYGB', '🟧🟦⬜⬜⬜'];
const FLAGS = ['--hard', '--json', '--any', '--top', '--top=0', '--top=3', '--top=1e20', '--model', '--model=classic', '--strategy', '--strategy=minimax',
  '--mode', '--mode=hard', '--opener', '--budget', '--budget=-1', '--constructor', '--__proto__', '--toString', '--valueOf', '--hasOwnProperty', '--', '--=', '---x'];
const VALUES = ['classic', 'nyt', 'entropy', 'optimal', 'hard', '3', '0', '-5', '1e20', '2147483648', ''];
/** Hostile text: escape sequences, bidi overrides, NULs, long runs. */
function junk(): string {
  const parts = ['\x1b[31m', '\x1b]0;title\x07', '\u202e', '\0', '\r', '\n', '\t', 'é', '🟩', '\ud800', 'a'.repeat(int(3000)), String(int(1e6))];
  return Array.from({ length: 1 + int(4) }, () => pick(parts)).join('');
}
function token(): string {
  switch (int(6)) {
    case 0:
      return `${pick(WORDS)}=${pick(MARKS)}`;
    case 1:
      return pick(FLAGS);
    case 2:
      return pick(VALUES);
    case 3:
      return pick(WORDS);
    case 4:
      return junk();
    default:
      return `${pick(WORDS)}=${junk()}`;
  }
}

/** A command and its arguments; the slow ones (bench*) always carry an option they refuse, so they never start. */
function argv(): string[] {
  const command = pick(['score', 'score', 'suggest', 'suggest', 'play', 'play', 'help', '--help', 'bench', 'bench-all', 'bench-openers', 'solve', junk(), '']);
  const args = Array.from({ length: int(9) }, token);
  // The cheap strategies only: the fuzz is about input handling, not the search's speed.
  if (command === 'suggest' || command === 'play') args.push('--strategy', pick(['positional', 'letter-frequency', 'scrabble']));
  if (command.startsWith('bench')) args.push(`--not-an-option-${int(100)}`);
  return command === '' ? args : [command, ...args];
}

function stdin(): string {
  const lines = Array.from({ length: int(6) }, () =>
    pick([`${pick(WORDS)} ${pick(WORDS)}`, pick(MARKS), `${pick(WORDS)}=${pick(MARKS)}`, 'undo', 'new', 'hard', 'help', 'quit', junk(), '']),
  );
  const text = lines.join(pick(['\n', '\r\n']));
  return int(20) === 0 ? 'x'.repeat(50_000) : text; // now and then one line far over the limit
}

async function runOnce(args: string[], input: string) {
  const r = await runCli(args, input);
  return { code: r.code!, out: r.stdout, err: r.stderr };
}

describe('cli fuzz', () => {
  it(`${CASES} random command lines and inputs (seed ${SEED}): exit 0/1/2, one escaped line per error, no stack`, async () => {
    const codes = { 0: 0, 1: 0, 2: 0 } as Record<number, number>;
    for (let i = 0; i < CASES; i++) {
      const args = argv();
      const input = stdin();
      const r = await runOnce(args, input);
      const label = `case ${i}: ${JSON.stringify(args).slice(0, 300)} stdin ${JSON.stringify(input).slice(0, 200)} → ${r.code} ${JSON.stringify(r.err).slice(0, 300)}`;
      expect([0, 1, 2], label).toContain(r.code);
      codes[r.code]++;
      if (r.code === 0) expect(r.err, label).toBe('');
      else {
        expect(r.err, label).toMatch(/^error: [^\n]*\n$/);
        expect(r.err.length, label).toBeLessThanOrEqual(600);
        expect(r.err, label).not.toMatch(/\n\s+at /);
      }
      // eslint-disable-next-line no-control-regex
      expect(r.err.slice(0, -1), label).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e]/);
      // eslint-disable-next-line no-control-regex
      expect(r.out, label).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f\u202e]/);
    }
    console.log(`cli fuzz (seed ${SEED}): ${CASES} cases, exit 0: ${codes[0]}, 1: ${codes[1]}, 2: ${codes[2]}`);
    // The generator reaches all three outcomes, or it tests less than it claims.
    expect(codes[0]).toBeGreaterThan(50);
    expect(codes[1]).toBeGreaterThan(50);
    expect(codes[2]).toBeGreaterThan(50);
  });

  it('refuses the inherited names as options and keeps the row', async () => {
    for (const flag of ['--constructor', '--__proto__', '--toString', '--valueOf', '--hasOwnProperty']) {
      const r = await runOnce(['suggest', flag, 'salet=bbbbb'], '');
      expect(r.code).toBe(2);
      expect(r.err).toMatch(new RegExp(`^error: Unknown option ${flag} for "suggest"`));
    }
  });

  it('a line far over the limit is a one-line error that quotes none of it', async () => {
    const huge = 'a'.repeat(5_000_000);
    for (const command of ['score', 'play']) {
      const r = await runOnce([command], `${huge}\n`);
      expect(r.code).toBe(1);
      expect(r.err).toBe('error: Line 1 is longer than 1000 characters.\n');
      expect(r.out.length).toBeLessThan(5000);
    }
  });

  it('score: arguments or stdin, words only (--any: any letters), and a word on empty input', async () => {
    expect(await runOnce(['score', 'crane', 'slate'], '')).toEqual({ code: 0, out: 'bbgbg\n', err: '' });
    expect((await runOnce(['score', 'crane', 'qzxvw'], '')).err).toBe('error: Arguments: unknown word "qzxvw" (not in the allowed-guess list; --any takes any five letters).\n');
    expect(await runOnce(['score', '--any', 'crane', 'qzxvw'], '')).toEqual({ code: 0, out: 'bbbbb\n', err: '' });
    expect(await runOnce(['score'], '\n\n')).toEqual({ code: 1, out: '', err: 'error: Nothing to score: give GUESS ANSWER as arguments, or lines of them on stdin.\n' });
  });

  it('suggest refuses a seventh row, and marks other than g/y/b or squares', async () => {
    const rows = Array(7).fill('salet=bbbbb');
    expect((await runOnce(['suggest', ...rows], '')).err).toBe('error: A game has at most 6 rows; got 7.\n');
    for (const m of ['xxxxx', '..-..', 'bb-bb']) expect((await runOnce(['suggest', `salet=${m}`], '')).code).toBe(1);
  });
});
