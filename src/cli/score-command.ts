// `score`: lines `GUESS ANSWER` on stdin, the marks of each on stdout as g/y/b letters. Any five
// letters a-z are accepted (the colouring rule needs no dictionary), so it can cross-check others.
import { createInterface } from 'node:readline';
import { formatMarks, score } from '../core';
import { InputError } from './args';

export async function scoreCommand(input: NodeJS.ReadableStream, write: (s: string) => void): Promise<void> {
  let n = 0;
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    n++;
    const text = line.trim();
    if (text === '') continue;
    const parts = text.toLowerCase().split(/\s+/);
    if (parts.length !== 2 || !parts.every((w) => /^[a-z]{5}$/.test(w))) {
      throw new InputError(`Line ${n}: "${text}" should be two five-letter words, GUESS ANSWER.`);
    }
    write(`${formatMarks(score(parts[0], parts[1]))}\n`);
  }
}
