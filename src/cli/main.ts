// The command line over src/core: `npm run --silent cli -- <command>`. Each command lives in its
// own module; this file dispatches and turns errors into one line on stderr and an exit code
// (1: bad input such as an unknown word or a contradictory board; 2: bad usage).
import { InputError, UsageError } from './args';
import { benchAllCommand } from './bench-all';
import { benchCommand } from './bench-command';
import { benchOpenersCommand } from './bench-openers';
import { loadBooks } from '../core/book';
import { playCommand } from './play-command';
import { scoreCommand } from './score-command';
import { suggestCommand } from './suggest-command';

const HELP = `Usage: npm run --silent cli -- <command>

  score                     read "GUESS ANSWER" lines on stdin, print their marks (g/y/b)
  suggest ROW... [--hard] [--model nyt|classic] [--strategy NAME] [--top N] [--eval WORD] [--json]
                            rank the next guesses; a ROW is GUESS=MARKS (salet=bbygb or emoji squares);
                            --eval WORD: that word's expected guesses, chance of losing, rank
  play [--hard] [--model M] [--strategy NAME]
                            interactive helper: type the colours you got
  bench [--mode normal|hard] [--model M] [--strategy NAME] [--opener WORD] [--budget MS] [--json]
                            play every answer of the model's list, print the statistics
  bench-all [--strategies a,b] [--modes normal,hard] [--models nyt,classic] [--budget MS] [--json]
            [--write-readme]
                            bench every strategy, both modes and models (npm run bench; see docs/benchmarks.md)
  bench-openers [--openers crane,slate] [--modes normal,hard] [--budget MS] [--json] [--write-readme]
                            the default strategy from the openers players play (second-move books, then live) vs the offline best
  bench-openers --sample N [--seed S] [--include w1,w2] [--modes normal,hard] [--out FILE.jsonl]
                [--budget MS] [--json] [--write-readme]
                            from N openers across the whole ranking vs the published exact optima
  bench-suite [--write-readme]
                            bench-all, then bench-openers (what npm run bench runs)
`;

const write = (s: string) => void process.stdout.write(s);

async function run(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  // The default strategy plays from its opening books where a board is in them (~10 ms to load).
  if (command !== 'score') await loadBooks();
  switch (command) {
    case 'score':
      return scoreCommand(process.stdin, write);
    case 'suggest':
      return suggestCommand(rest, write);
    case 'play':
      return playCommand(rest, process.stdin, write);
    case 'bench':
      return benchCommand(rest, write);
    case 'bench-all':
      return benchAllCommand(rest, write);
    case 'bench-openers':
      return benchOpenersCommand(rest, write);
    case 'bench-suite': {
      // `npm run bench`: the strategy table, then the openers table.
      benchAllCommand(rest, write);
      write('\n');
      return benchOpenersCommand(rest.filter((a) => a === '--write-readme'), write);
    }
    case undefined:
    case 'help':
    case '--help':
      write(HELP);
      return;
    default:
      throw new UsageError(`Unknown command "${command}" (commands: score, suggest, play, bench, bench-all, bench-openers, bench-suite, help).`);
  }
}

run(process.argv.slice(2)).then(
  () => undefined,
  (e: unknown) => {
    const known = e instanceof UsageError || e instanceof InputError;
    process.stderr.write(`error: ${e instanceof Error ? e.message : String(e)}\n`);
    if (!known && e instanceof Error && e.stack) process.stderr.write(`${e.stack}\n`);
    process.exitCode = e instanceof InputError ? 1 : known ? 2 : 3;
  },
);
