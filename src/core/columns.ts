/*
 * Pattern columns: for an answer word a, column(a) is a Uint8Array of N patterns, column(a)[g] =
 * pattern of guess g against a. Scoring a guess over a candidate set reads one byte per candidate
 * with no string work. Columns are computed on first use (0.1-0.3 ms each) and cached; the cache is
 * capped at 4,000 columns (~60 MB) so that the worker's heap stays well under 150 MB.
 *
 * When full, the columns not used since the last time it was full go; while every cached one is in
 * use (a board wider than the cache, scanned again and again), a new column is computed and not kept,
 * and the cache is looked at again after a quarter of its size of such misses. Emptying it whole, as
 * before, had a board of 6,800 candidates rebuild nearly all its columns at every scan of it (the
 * analysis of a history, the widest second rows: 4-6% of its time).
 */
import { patternOf } from './pattern';
import { wordTable, type WordTable } from './words';

const MAX_CACHED = 4000;
const cache: (Uint8Array | undefined)[] = [];
let cached = 0;
/** The sweep each cached column was last used in (`sweep` counts the times the cache was full). */
const usedIn: number[] = [];
let sweep = 0;
/** Columns built so far. @internal for the tests: they count what the cache saves. */
export let columnsBuilt = 0;
/** Misses a full cache lets pass before it is looked at again. */
let unkept = 0;

export function column(a: number): Uint8Array {
  const hit = cache[a];
  if (hit) {
    usedIn[a] = sweep;
    return hit;
  }
  const t = wordTable();
  const earlier = earlierOf(t);
  const col = new Uint8Array(t.size);
  columnsBuilt++;
  if (earlier[a] === 0) fillDistinct(col, t.letters, earlier, a);
  else for (let g = 0; g < t.size; g++) col[g] = patternOf(t.letters, g, a);
  if (cached >= MAX_CACHED && unkept-- <= 0) makeRoom();
  if (cached < MAX_CACHED) {
    cache[a] = col;
    usedIn[a] = sweep;
    cached++;
  }
  return col;
}

/** The cache is full: drops the columns not used since the last sweep, and starts a new one. */
function makeRoom(): void {
  for (let w = 0; w < cache.length; w++) {
    if (cache[w] && usedIn[w] < sweep) {
      cache[w] = undefined;
      cached--;
    }
  }
  sweep++;
  unkept = cached < MAX_CACHED ? 0 : MAX_CACHED / 4;
}

/**
 * The column of an answer of five different letters, tile by tile from a table of its letters
 * (0.2 ms where patternOf took 0.35: the first solve of a day builds a column per candidate, over a
 * thousand after most openers, and waited mostly for these). A letter not at its place is yellow
 * when the answer has it, unless another tile of the guess took the answer's one copy: the same
 * letter further left, or a green of it, which takes the copy from the first.
 */
function fillDistinct(col: Uint8Array, letters: Uint8Array, earlier: Uint8Array, a: number): void {
  const tile = new Uint8Array(5 * 26);
  const at = new Int8Array(26);
  for (let i = 0; i < 5; i++) {
    const l = letters[5 * a + i];
    at[l] = i;
    for (let j = 0; j < 5; j++) tile[26 * j + l] = j === i ? 2 * POW3[j] : POW3[j];
  }
  for (let g = 0, o = 0; g < col.length; g++, o += 5) {
    let p = tile[letters[o]] + tile[26 + letters[o + 1]] + tile[52 + letters[o + 2]] + tile[78 + letters[o + 3]] + tile[104 + letters[o + 4]];
    const bits = earlier[g];
    if (bits !== 0) {
      for (let i = 1; i < 5; i++) {
        if (((bits >> i) & 1) === 0) continue;
        const l = letters[o + i];
        const v = tile[26 * i + l];
        if (v === POW3[i]) p -= v;
        else if (v !== 0) {
          let f = 0;
          while (letters[o + f] !== l) f++;
          if (tile[26 * f + l] === POW3[f]) p -= POW3[f];
        }
      }
    }
    col[g] = p;
  }
}

const POW3 = [1, 3, 9, 27, 81];
let earlierFor: { table: WordTable; earlier: Uint8Array } | undefined;

/** For each word of the table, bit i set when its letter i is also one of its letters 0..i-1. */
function earlierOf(t: WordTable): Uint8Array {
  if (earlierFor?.table === t) return earlierFor.earlier;
  const earlier = new Uint8Array(t.size);
  for (let w = 0; w < t.size; w++) {
    for (let i = 1; i < 5; i++) {
      for (let j = 0; j < i; j++) if (t.letters[5 * w + j] === t.letters[5 * w + i]) earlier[w] |= 1 << i;
    }
  }
  earlierFor = { table: t, earlier };
  return earlier;
}

export function columnsOf(candidates: ArrayLike<number>): Uint8Array[] {
  const out = new Array<Uint8Array>(candidates.length);
  for (let i = 0; i < candidates.length; i++) out[i] = column(candidates[i]);
  return out;
}
