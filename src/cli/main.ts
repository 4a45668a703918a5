// The command line over src/core: `npm run --silent cli -- <command>`. Each command lives in its
// own module; this file dispatches and turns errors into one line on stderr and an exit code
// (1: bad input such as an unknown word or a contradictory board; 2: bad usage).
import { fileURLToPath } from 'node:url';
import { InputError, UsageError } from './args';
import { benchAllCommand } from './bench-all';
import { benchAnalysisCommand } from './bench-analysis';
import { benchCommand } from './bench-command';
import { benchFirstWordCommand } from './bench-first-word';
import { benchHistoryCommand } from './bench-history';
import { benchOpenersCommand } from './bench-openers';
import { benchPopularCommand } from './bench-popular';
import { escapeControls, quote } from './input';
import { loadBooks } from '../core/load-books';
import { playCommand } from './play-command';
import { scoreCommand } from './score-command';
import { suggestCommand } from './suggest-command';

const HELP = `Usage: npm run --silent cli -- <command>

  score [GUESS ANSWER] [--any]
                            print the marks (g/y/b) of GUESS against ANSWER; without words, of each
                            "GUESS ANSWER" line on stdin (--any: any five letters, not only words)
  suggest ROW... [--hard] [--model history|nyt|classic] [--date YYYY-MM-DD] [--strategy NAME] [--top N]
          [--eval WORD] [--json]
                            rank the next guesses; a ROW is GUESS=MARKS (salet=bbygb or emoji squares);
                            --date: the puzzle's date (default today; history counts only earlier answers);
                            --eval WORD: that word's expected guesses, chance of losing, rank
  play [--hard] [--model M] [--date YYYY-MM-DD] [--strategy NAME]
                            interactive helper: type the colours you got
  bench [--mode normal|hard] [--model M] [--date YYYY-MM-DD] [--strategy NAME] [--opener WORD] [--budget MS] [--json]
                            play every answer of the model's list, print the statistics
  bench-history [--days N] [--periods repeat,2025] [--modes normal,hard] [--models history,nyt,classic]
                [--opener WORD|solver|MODEL=WORD,…] [--budget MS] [--book] [--json] [--write-readme]
                            walk-forward on the NYT's real answers: each day with only the answers before it
                            (--opener solver: the solver answers the empty board too; history=tarse,
                            history-alike=stale: each model from its own opener)
  bench-history --work-budgets 0.5,1,2 [same options]
                            each model once per budget factor, the search's deadline counting its work: runs
                            that repeat exactly, their mean and range
  bench-history --list-ends YYYY-MM-DD [--modes …]
                            the days after a list cut early, played stale, stale with the days won, updated
  bench-history --book-from YYYY-MM-DD [--models history,history-alike] [--work-budgets 1] [--modes …]
                            the history book built for that date, played on every later day beside the live
                            search (both rules: each its own book, and the day-by-day difference)
  bench-all [--strategies a,b] [--modes normal,hard] [--models nyt,classic] [--budget MS] [--json]
            [--write-readme]
                            bench every strategy, both modes and models (npm run bench; see docs/benchmarks.md)
  bench-openers [--openers crane,slate] [--modes normal,hard] [--budget MS] [--json] [--write-readme]
                            the default strategy from the openers players play (second-move books, then live) vs the offline best
  bench-openers --sample N [--seed S] [--include w1,w2] [--modes normal,hard] [--out FILE.jsonl]
                [--budget MS] [--json] [--write-readme]
                            from N openers across the whole ranking vs the published exact optima
  bench-popular [--openers crane,slate] [--modes normal,hard] [--parts walk,real,time] [--days 40] [--shift 0]
                [--work-budgets 0.25,0.5,1] [--answers 30] [--date YYYY-MM-DD] [--json] [--write-readme]
                            the ten popular openers and the book's: the real answers walk-forward under the
                            work clock at each budget factor, the same days at the default budget on the real
                            clock (each move's time), and the time per move on the date (default today)
  bench-first-word [--openers crane,slate] [--modes normal,hard] [--answers 3] [--date YYYY-MM-DD] [--json] [--write-readme]
                            the popular openers' second and third moves: how often the first top word
                            changes while the player reads 3 s, and how far it is from a 10 s search's best
  bench-analysis [--games 300] [--modes normal,hard] [--workers 2] [--write-readme]
                            the analysis of kept games as the extension runs it, newest first: games per second,
                            the newest 100 and all 1,900 (at the rate measured unless --games 1900), --workers
                            games at once (two, as while a panel shows Your games; 1: as with no panel there)
  bench-suite [--write-readme]
                            bench-all, bench-openers, bench-history, bench-popular, bench-first-word, then bench-analysis (npm run bench, then
                            its browser part)
`;

/** Where a run reads and writes: the process's own streams, or a test's. */
export interface Io {
  stdin: NodeJS.ReadableStream;
  write: (s: string) => void;
  writeError: (s: string) => void;
}

async function run(argv: readonly string[], { stdin, write }: Io): Promise<void> {
  const [command, ...rest] = argv;
  // The default strategy plays from its opening books where a board is in them (~10 ms to load).
  if (command !== 'score') await loadBooks();
  switch (command) {
    case 'score':
      return scoreCommand(rest, stdin, write);
    case 'suggest':
      return suggestCommand(rest, write);
    case 'play':
      return playCommand(rest, stdin, write);
    case 'bench':
      return benchCommand(rest, write);
    case 'bench-all':
      return benchAllCommand(rest, write);
    case 'bench-openers':
      return benchOpenersCommand(rest, write);
    case 'bench-history':
      return benchHistoryCommand(rest, write);
    case 'bench-popular':
      return benchPopularCommand(rest, write);
    case 'bench-first-word':
      return benchFirstWordCommand(rest, write);
    case 'bench-analysis':
      return benchAnalysisCommand(rest, write);
    case 'bench-suite': {
      // `npm run bench`: the strategy table, the openers table, the walk-forward table with the
      // books on, as the panel plays and as docs/benchmarks.md says it is measured, then the
      // popular openers beside the book's (quality at each budget factor, and time).
      const readme = rest.filter((a) => a === '--write-readme');
      benchAllCommand(rest, write);
      write('\n');
      benchOpenersCommand(readme, write);
      write('\n');
      benchHistoryCommand(['--book', ...readme], write);
      write('\n');
      benchPopularCommand(readme, write);
      write('\n');
      benchFirstWordCommand(readme, write);
      write('\n');
      return benchAnalysisCommand(readme, write);
    }
    case undefined:
    case 'help':
    case '--help':
      write(HELP);
      return;
    default:
      throw new UsageError(`Unknown command "${quote(command)}" (commands: score, suggest, play, bench, bench-all, bench-openers, bench-history, bench-popular, bench-first-word, bench-analysis, bench-suite, help).`);
  }
}

/** The longest error line printed: messages quote user text briefly, this is the last guard. */
const MAX_MESSAGE = 500;

/**
 * Runs one command line; returns the exit code (0 ok, 1 bad input, 2 bad usage, 3 a bug, whose
 * stack is printed). An error is one line on stderr, its control characters escaped.
 */
export async function runCli(argv: readonly string[], io: Io): Promise<number> {
  try {
    await run(argv, io);
    return 0;
  } catch (e) {
    const known = e instanceof UsageError || e instanceof InputError;
    const message = escapeControls(e instanceof Error ? e.message : String(e));
    io.writeError(`error: ${message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}…` : message}\n`);
    if (!known && e instanceof Error && e.stack) io.writeError(`${e.stack}\n`);
    return e instanceof InputError ? 1 : known ? 2 : 3;
  }
}

// Run when started as a program (tsx src/cli/main.ts), not when imported by a test.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const io: Io = { stdin: process.stdin, write: (s) => void process.stdout.write(s), writeError: (s) => void process.stderr.write(s) };
  void runCli(process.argv.slice(2), io).then((code) => {
    // A command may have set it already (bench-all: 3 when a run failed).
    if (code !== 0 || process.exitCode === undefined) process.exitCode = code;
  });
}
