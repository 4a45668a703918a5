/*
 * Hard-mode trap families for the size-only estimate. Words that differ in one position only
 * (BASTE CASTE HASTE PASTE WASTE) cannot be told apart faster than about one per guess once hard
 * mode holds their shared letters: every allowed guess must repeat them. A set valued by its size
 * alone (below the last width of the live search) counts such a family as lost beyond the guesses
 * left; without this the shallow first step of the live search, the only one that completes on
 * the wide boards after an unusual opener, walks into the family and loses games a perfect
 * strategy wins.
 */
import type { HardRequirement } from '../hard-mode';
import { wordTable } from '../words';
import type { Node } from './types';

/** Words by four of their letters, 1.8 MB: made at the first hard-mode estimate, not where the module loads (the background loads it for the books). */
let counts: Int32Array | undefined;

/**
 * The share of `node` expected lost in locked families with `left` guesses left (this one
 * included): a family of k words whose four shared letters the requirement already forces
 * (green in place, or required somewhere) loses k - left of them when it is the whole set, and
 * k - (left - 1) when a guess must first be spent isolating it (one more saved for each of the
 * four letters not forced yet); families with three or more letters not forced are left out.
 */
export function lockedFamilyLoss(node: Node, left: number, req: HardRequirement): number {
  const n = node.idx.length;
  if (n <= left - 1) return 0;
  const L = wordTable().letters;
  const count = (counts ??= new Int32Array(26 ** 4));
  let lost = 0;
  for (let pos = 0; pos < 5; pos++) {
    for (let c = 0; c < n; c++) count[keyOf(L, node.idx[c] * 5, pos)]++;
    for (let c = 0; c < n; c++) {
      const b = node.idx[c] * 5;
      const k = keyOf(L, b, pos);
      const size = count[k];
      if (size === 0) continue;
      count[k] = 0;
      const f = free(L, b, pos, req);
      if (f > 2) continue;
      // A guess spent isolating the family may also test the shared letters not yet forced.
      const slack = size === n ? left : left - 1 + f;
      if (size > slack) lost += size - slack;
    }
  }
  return Math.min(1, lost / n);
}

function keyOf(L: Uint8Array, b: number, pos: number): number {
  let k = 0;
  for (let q = 0; q < 5; q++) if (q !== pos) k = k * 26 + L[b + q];
  return k;
}

/**
 * How many of the letters the family shares (all but `pos`) the requirement does not force
 * (green in place, or required somewhere).
 */
function free(L: Uint8Array, b: number, pos: number, req: HardRequirement): number {
  const need = new Uint8Array(26);
  let out = 0;
  for (let q = 0; q < 5; q++) {
    if (q === pos) continue;
    const l = L[b + q];
    if (req.green[q] === l) continue;
    need[l]++;
    if (need[l] > req.min[l] - greensOf(req, l)) out++;
  }
  return out;
}

function greensOf(req: HardRequirement, l: number): number {
  let g = 0;
  for (let q = 0; q < 5; q++) if (req.green[q] === l) g++;
  return g;
}
