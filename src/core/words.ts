/*
 * The word table. Every allowed guess has an index 0..N-1 (alphabetical). Letters are packed in
 * `letters`, a Uint8Array of N*5 codes 0..25, word i at [5i, 5i+5). Answer lists are index arrays
 * into the same table, so a candidate set is just a list of indices plus a weight per index.
 */
import { ALLOWED, ANSWERS_CLASSIC, ANSWERS_NYT, FREQUENCY, FREQUENCY_ALPHABET } from './data/word-data';

export interface WordTable {
  readonly size: number;
  readonly words: readonly string[];
  readonly letters: Uint8Array;
  /**
   * Commonness class 0..63 of each word (0 = not in SCOWL): its SCOWL size 10..95 mapped onto the
   * 0..63 scale (scripts/build-data.mjs; data/SOURCES.md, "Frequencies").
   */
  readonly frequency: Uint8Array;
  readonly nytAnswers: Uint16Array;
  readonly classicAnswers: Uint16Array;
  indexOf(word: string): number;
}

let table: WordTable | undefined;

function splitWords(packed: string): string[] {
  const out = new Array<string>(packed.length / 5);
  for (let i = 0; i < out.length; i++) out[i] = packed.slice(5 * i, 5 * i + 5);
  return out;
}

/** Index of a word in the sorted list by binary search (no Map to build: loading stays fast). */
function search(words: readonly string[], word: string): number {
  let lo = 0;
  let hi = words.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const w = words[mid];
    if (w === word) return mid;
    if (w < word) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** The shared table, built on first use (a few ms). */
export function wordTable(): WordTable {
  if (table) return table;
  const words = splitWords(ALLOWED);
  const letters = new Uint8Array(words.length * 5);
  const frequency = new Uint8Array(words.length);
  for (let i = 0; i < letters.length; i++) letters[i] = ALLOWED.charCodeAt(i) - 97;
  for (let i = 0; i < words.length; i++) frequency[i] = FREQUENCY_ALPHABET.indexOf(FREQUENCY[i]);
  const toIndices = (packed: string) => Uint16Array.from(splitWords(packed), (w) => search(words, w));
  table = {
    size: words.length,
    words,
    letters,
    frequency,
    nytAnswers: toIndices(ANSWERS_NYT),
    classicAnswers: toIndices(ANSWERS_CLASSIC),
    indexOf: (word) => search(words, word.toLowerCase()),
  };
  return table;
}
