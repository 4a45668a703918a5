import { describe, expect, it } from 'vitest';
import { runCli, spawnCli } from './run-cli';

// Each bad input: the exit code and the one line on stderr, nothing on stdout.
const cases: [string, string[], number, string][] = [
  ['a guess that is not five letters', ['suggest', 'sale=bbbb'], 1, 'Row 1: "sale" is not a five-letter word.'],
  ['marks that are not five of g/y/b', ['suggest', 'salet=bbygq'], 1,
    'Row 1: marks "bbygq" should be five of g (green), y (yellow), b (grey), or emoji squares.'],
  ['too few marks', ['suggest', 'salet=bby'], 1,
    'Row 1: marks "bby" should be five of g (green), y (yellow), b (grey), or emoji squares.'],
  ['a row without marks', ['suggest', 'salet'], 1, 'Row 1: "salet" should be GUESS=MARKS, like salet=bbygb.'],
  ['a contradictory board, naming the row', ['suggest', 'salet=bbbbb', 'crane=bbbbg', '--model', 'classic'], 1,
    'Contradictory colours in row 2 (CRANE ⬛⬛⬛⬛🟩), given row 1: it shows E in the word, but E is already known to be absent.'],
  // A yellow A excluded from every position but the fifth, which is a green C: no string fits.
  ['a board no string fits, naming the row', ['suggest', 'abbbb=ybbbb', 'babbb=bybbb', 'bbabb=bbybb', 'bbbab=bbbyb', 'bbbbc=bbbbg'], 1,
    'Contradictory colours in row 5 (BBBBC ⬛⬛⬛⬛🟩), given rows 1-4: no five-letter word shows all these colours.'],
  ['an unknown flag', ['suggest', 'salet=bbygb', '--fast'], 2,
    'Unknown option --fast for "suggest" (options: --hard, --model, --date, --strategy, --top, --json, --eval).'],
  ['an unknown strategy', ['suggest', '--strategy', 'best'], 2,
    'Unknown strategy "best" (choose one of: optimal, entropy, expected-remaining, minimax, most-parts, positional, letter-frequency, scrabble).'],
  ['an unknown model', ['suggest', '--model=wordle'], 2, 'Unknown model "wordle" (choose one of: history, nyt, classic).'],
  ['a bad --top', ['suggest', '--top', 'ten'], 2, '--top must be a whole number from 1 to 100, got "ten".'],
  ['a flag without its value', ['suggest', 'salet=bbygb', '--top'], 2, 'Option --top needs a value.'],
  ['an unknown command', ['solve'], 2, 'Unknown command "solve" (commands: score, suggest, play, bench, bench-all, bench-openers, bench-history, bench-popular, bench-first-word, bench-analysis, bench-suite, help).'],
  ['an unknown bench mode', ['bench', '--mode', 'easy'], 2, 'Unknown mode "easy" (choose one of: normal, hard).'],
  ['a bad --budget', ['bench', '--budget', '0'], 2, '--budget must be a whole number from 1 to 600000, got "0".'],
  ['a bad --date', ['suggest', '--date', '2026-02-30'], 2, '--date must be a date written YYYY-MM-DD, like 2026-03-03, got "2026-02-30".'],
  ['an unknown opener', ['bench', '--opener', 'qqqqq'], 1, 'Opener: unknown word "qqqqq" (not in the allowed-guess list).'],
];

describe('the entry point (tsx src/cli/main.ts), in a child process', () => {
  it('writes to the standard streams and exits with the code runCli returns', () => {
    const ok = spawnCli(['score'], 'salet crane\n');
    expect(ok).toEqual({ code: 0, stdout: 'bybyb\n', stderr: '' });
    const bad = spawnCli(['suggest', '--top', 'ten']);
    expect(bad).toEqual({ code: 2, stdout: '', stderr: 'error: --top must be a whole number from 1 to 100, got "ten".\n' });
  });
});

describe('cli bad input', () => {
  it.each(cases)('rejects %s', async (_, args, code, message) => {
    const r = await runCli(args);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`error: ${message}\n`);
    expect(r.code).toBe(code);
  });
});
