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
  /** Log-frequency class 0..63 of each word (0 = unknown), from Google Books Ngram counts. */
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

/** The shared table, built on first use (a few ms). */
export function wordTable(): WordTable {
  if (table) return table;
  const words = splitWords(ALLOWED);
  const index = new Map<string, number>();
  const letters = new Uint8Array(words.length * 5);
  const frequency = new Uint8Array(words.length);
  for (let i = 0; i < words.length; i++) {
    index.set(words[i], i);
    for (let j = 0; j < 5; j++) letters[5 * i + j] = ALLOWED.charCodeAt(5 * i + j) - 97;
    frequency[i] = FREQUENCY_ALPHABET.indexOf(FREQUENCY[i]);
  }
  const toIndices = (packed: string) => Uint16Array.from(splitWords(packed), (w) => index.get(w)!);
  table = {
    size: words.length,
    words,
    letters,
    frequency,
    nytAnswers: toIndices(ANSWERS_NYT),
    classicAnswers: toIndices(ANSWERS_CLASSIC),
    indexOf: (word) => index.get(word.toLowerCase()) ?? -1,
  };
  return table;
}
