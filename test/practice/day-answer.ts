// The stand-in answer of a day, for the practice server's per-day files and its made-up player.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dayNumber } from '../../src/core/dates';

export const ANSWERS_FILE = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'data', 'answers-nyt-3158.txt');
let words: string[] | null = null;

/**
 * The stand-in answer of a day for the NYT's per-day file (`/svc/wordle/v2/<date>.json`): a word of
 * the answer list picked by the date, the same every time. The tests work out what the extension
 * must make of them from this function.
 */
export function practiceDayAnswer(date: string): string {
  words ??= readFileSync(ANSWERS_FILE, 'utf8').split('\n').filter((w) => /^[a-z]{5}$/.test(w));
  return words[(dayNumber(date) * 7919) % words.length];
}
