// `score [GUESS ANSWER]`: the marks of a guess against an answer, as g/y/b letters. The pair comes
// from the arguments, or else as lines `GUESS ANSWER` on stdin (one result line each). Words must
// be allowed guesses; `--any` takes any five letters a-z (the colouring rule needs no dictionary),
// to cross-check other implementations.
import { formatMarks, isAllowedWord, score } from '../core';
import { InputError, parseFlags, UsageError } from './args';
import { quote, readLines } from './input';

function marksFor(parts: readonly string[], where: string, any: boolean): string {
  if (parts.length !== 2) throw new InputError(`${where}: "${quote(parts.join(' '))}" should be two five-letter words, GUESS ANSWER.`);
  const words = parts.map((p) => p.toLowerCase());
  for (const [i, w] of words.entries()) {
    if (!/^[a-z]{5}$/.test(w)) throw new InputError(`${where}: "${quote(parts[i])}" is not a five-letter word.`);
    if (!any && !isAllowedWord(w)) throw new InputError(`${where}: unknown word "${w}" (not in the allowed-guess list; --any takes any five letters).`);
  }
  return formatMarks(score(words[0], words[1]));
}

export async function scoreCommand(argv: readonly string[], input: NodeJS.ReadableStream, write: (s: string) => void): Promise<void> {
  const p = parseFlags('score', argv, { any: 'boolean' });
  const any = p.flags.has('any');
  if (p.positionals.length > 0) {
    if (p.positionals.length !== 2) throw new UsageError(`score takes two words, GUESS ANSWER (or lines of them on stdin), got ${p.positionals.length}.`);
    write(`${marksFor(p.positionals, 'Arguments', any)}\n`);
    return;
  }
  let n = 0;
  let scored = 0;
  for await (const line of readLines(input)) {
    n++;
    const text = line.trim();
    if (text === '') continue;
    write(`${marksFor(text.split(/\s+/), `Line ${n}`, any)}\n`);
    scored++;
  }
  if (scored === 0) throw new InputError('Nothing to score: give GUESS ANSWER as arguments, or lines of them on stdin.');
}
