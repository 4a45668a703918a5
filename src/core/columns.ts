/*
 * Pattern columns: for an answer word a, column(a) is a Uint8Array of N patterns, column(a)[g] =
 * pattern of guess g against a. Scoring a guess over a candidate set reads one byte per candidate
 * with no string work. Columns are computed on first use (~0.3 ms each) and cached; the cache is
 * capped at 4,000 columns (~60 MB) so that the worker's heap stays well under 150 MB.
 */
import { patternOf } from './pattern';
import { wordTable } from './words';

const MAX_CACHED = 4000;
let cache: (Uint8Array | undefined)[] = [];
let cached = 0;

export function column(a: number): Uint8Array {
  const hit = cache[a];
  if (hit) return hit;
  const t = wordTable();
  if (cached >= MAX_CACHED) {
    cache = [];
    cached = 0;
  }
  const col = new Uint8Array(t.size);
  const letters = t.letters;
  for (let g = 0; g < t.size; g++) col[g] = patternOf(letters, g, a);
  cache[a] = col;
  cached++;
  return col;
}

export function columnsOf(candidates: ArrayLike<number>): Uint8Array[] {
  const out = new Array<Uint8Array>(candidates.length);
  for (let i = 0; i < candidates.length; i++) out[i] = column(candidates[i]);
  return out;
}
