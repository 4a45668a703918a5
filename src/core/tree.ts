// Decision trees: the whole game from a position, following the search's best move at every
// node. Used to generate opening books and to total a strategy over every answer at once.
import type { CandidateSet } from './candidates';
import { makeSet } from './candidates';
import { hardRequirement, type HardRequirement } from './hard-mode';
import { ALL_GREEN } from './pattern';
import type { SearchLimits, Searcher } from './search';
import { splitSet } from './partition';
import { patternToMarks } from './pattern';
import { wordTable } from './words';

export interface TreeNode {
  guess: number;
  /** Pattern → subtree; the all-green pattern has no entry. */
  children: Map<number, TreeNode>;
}

export interface TreeTotals {
  /** Σ over the set's words of the guesses needed (weighted by word weight). */
  total: number;
  maxDepth: number;
  fails: number;
  distribution: number[];
}

export interface BuildOptions {
  searcher: Searcher;
  limits: () => SearchLimits;
  pool: (req: HardRequirement | null) => Uint16Array;
  hard: boolean;
  /** Forced guesses by depth (e.g. the opener at depth 0). */
  forced?: (depth: number, set: CandidateSet) => number | undefined;
}

export function buildTree(set: CandidateSet, left: number, req: HardRequirement | null, depth: number, o: BuildOptions): TreeNode {
  let guess = o.forced?.(depth, set);
  if (guess === undefined) {
    if (set.idx.length <= 2) guess = set.idx[0];
    else guess = o.searcher.rank(set, o.pool(req), left, req, o.limits(), 1)[0].word;
  }
  const children = new Map<number, TreeNode>();
  const t = wordTable();
  for (const [pattern, members] of splitSet(set, guess)) {
    if (pattern === ALL_GREEN) continue;
    const child = makeSet(members.map((c) => set.idx[c]), weightsOf(set));
    let childReq: HardRequirement | null = null;
    if (o.hard) {
      const next = hardRequirement([{ guess: t.words[guess], marks: patternToMarks(pattern) }]);
      childReq = {
        green: Int8Array.from(req!.green, (x, i) => (next.green[i] >= 0 ? next.green[i] : x)),
        min: Uint8Array.from(req!.min, (x, l) => Math.max(x, next.min[l])),
      };
    }
    children.set(pattern, buildTree(child, left - 1, childReq, depth + 1, o));
  }
  return { guess, children };
}

function weightsOf(set: CandidateSet): Float64Array {
  const w = new Float64Array(wordTable().size);
  for (let i = 0; i < set.idx.length; i++) w[set.idx[i]] = set.w[i];
  return w;
}

/** Plays every word of `answers` down the tree. */
export function totals(tree: TreeNode, answers: ArrayLike<number>, maxGuesses = 6): TreeTotals {
  const t = wordTable();
  const distribution: number[] = [];
  let total = 0;
  let maxDepth = 0;
  let fails = 0;
  const letters = t.letters;
  for (let i = 0; i < answers.length; i++) {
    const a = answers[i];
    let node: TreeNode | undefined = tree;
    let d = 0;
    while (node) {
      d++;
      if (node.guess === a) break;
      node = node.children.get(patternFor(letters, node.guess, a));
    }
    total += d;
    maxDepth = Math.max(maxDepth, d);
    if (d > maxGuesses) fails++;
    distribution[d] = (distribution[d] ?? 0) + 1;
  }
  return { total, maxDepth, fails, distribution: Array.from(distribution, (x) => x ?? 0) };
}

import { patternOf } from './pattern';
function patternFor(letters: Uint8Array, g: number, a: number): number {
  return patternOf(letters, g, a);
}
