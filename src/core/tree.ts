// Decision trees: the whole game from a position, following the search's best move at every
// node. Used to generate opening books and to total a strategy over every answer at once.
import type { CandidateSet } from './candidates';
import { makeSet } from './candidates';
import { extendRequirement, hardRequirement, meetsRequirement, type HardRequirement } from './hard-mode';
import { patternOf } from './pattern';
import type { AnswerModel } from './model';
import { Searcher, type RankRequest, type Scored, type SearchLimits } from './search';
import type { Mode } from './types';
import { Splitter } from './search/groups';
import { wordTable } from './words';

/** A guess at a tree's node with its cost, and where known the chance of losing that goes with it. */
export interface TreeEntry {
  word: number;
  cost: number;
  loss?: number;
}

export interface TreeNode {
  guess: number;
  /** Candidates at this node. */
  size?: number;
  /** Expected guesses from this node with `guess`, as the search valued it. */
  cost?: number;
  /** `guess`'s chance of losing, where its figures are the panel's (BuildOptions.panelFigures). */
  loss?: number;
  /** The next best guesses with their costs, where kept. */
  alternatives?: TreeEntry[];
  /** Pattern → subtree; the all-green pattern has no entry. */
  children: Map<number, TreeNode>;
}

export interface TreeTotals {
  /** Σ over the set's words of the guesses needed (weighted by word weight). */
  total: number;
  maxDepth: number;
  fails: number;
  /** The answers not solved within the guess limit. */
  lost: number[];
  distribution: number[];
}

interface BuildOptions {
  searcher: Searcher;
  limits: () => SearchLimits;
  pool: (req: HardRequirement | null) => Uint16Array;
  hard: boolean;
  /** Forced guesses by depth (e.g. the opener at depth 0). */
  forced?: (depth: number, set: CandidateSet) => number | undefined;
  /** Limits for ranking the alternatives to a forced opener (a narrower, cheaper profile). */
  rootAlternatives?: () => SearchLimits;
  /** How many ranked guesses to keep at a depth (1 = the best only). */
  keep?: (depth: number) => number;
  /** Where several guesses are kept below the root, their figures by this searcher's valuation (panelFigures). */
  figures?: Searcher;
}

const splitter = new Splitter();

function buildTree(set: CandidateSet, left: number, req: HardRequirement | null, depth: number, o: BuildOptions): TreeNode {
  const forced = o.forced?.(depth, set);
  let guess: number;
  let cost: number | undefined;
  let loss: number | undefined;
  let alternatives: TreeEntry[] | undefined;
  if (set.idx.length <= 2 && forced === undefined) {
    guess = set.idx[0];
  } else {
    const top = o.keep?.(depth) ?? 1;
    const altLimits = depth === 0 && o.rootAlternatives ? o.rootAlternatives() : o.limits();
    // With the panel's figures the tree's own rule only chooses its move; the others come from the
    // panel's ranking. Not at the root: the opener is chosen over whole trees (opener-trees.ts).
    const figures = depth > 0 ? o.figures : undefined;
    const ownTop = figures ? 1 : top;
    const ranked = ownTop === 1 && forced !== undefined ? [] : o.searcher.rank({ set, pool: o.pool(req), left, req, limits: altLimits, top: ownTop }).ranked;
    if (forced !== undefined) {
      const own = o.searcher.rank({ set, pool: Uint16Array.of(forced), left, req, limits: o.limits(), top: 1 }).ranked[0];
      ranked.unshift(own);
    }
    const seen = new Set<number>();
    const unique = ranked.filter((r) => !seen.has(r.word) && seen.add(r.word));
    guess = unique[0].word;
    cost = unique[0].cost;
    if (top > 1 && figures) {
      const entries = panelEntries(figures, { set, pool: o.pool(req), left, req, limits: altLimits, top }, guess);
      ({ cost, loss } = entries[0]);
      alternatives = entries.slice(1);
    } else if (top > 1) {
      alternatives = unique.slice(1, top).map(({ word, cost }) => ({ word, cost }));
    }
  }
  const children = new Map<number, TreeNode>();
  const { letters } = wordTable();
  // The search's own splitter: groups without all-green, each in the parent's likeliest-first order.
  for (const child of splitter.split(set, guess)) {
    const childReq = o.hard && req ? extendRequirement(req, letters, guess, child.pattern) : null;
    children.set(child.pattern, buildTree(child, left - 1, childReq, depth + 1, o));
  }
  return { guess, size: set.idx.length, cost, ...(loss !== undefined ? { loss } : {}), alternatives, children };
}

/**
 * The tree's move and the best others by the panel's ranking (`figures`, the live search's rule),
 * each with its cost and chance of losing by that searcher: `r.top` in all. A guess the search
 * cut off (its loss unknown, its cost only a bound) is left out, unless it is the tree's move.
 */
function panelEntries(figures: Searcher, r: RankRequest, guess: number): TreeEntry[] {
  const known = figures.rank(r).ranked.filter((e) => !Number.isNaN(e.loss));
  const own = known.find((e) => e.word === guess) ?? figures.rank({ ...r, pool: Uint16Array.of(guess), top: 1 }).ranked[0];
  const entry = (e: Scored): TreeEntry => (Number.isNaN(e.loss) ? { word: e.word, cost: e.cost } : { word: e.word, cost: e.cost, loss: e.loss });
  return [entry(own), ...known.filter((e) => e.word !== guess).slice(0, r.top - 1).map(entry)];
}

/** The guesses the tree takes to find `answer` (its guess at the depth it is reached). */
function guessesTo(tree: TreeNode, answer: number, letters: Uint8Array): number {
  let node: TreeNode | undefined = tree;
  let d = 0;
  while (node) {
    d++;
    if (node.guess === answer) break;
    node = node.children.get(patternOf(letters, node.guess, answer));
  }
  return d;
}

/** Plays every word of `answers` down the tree. */
export function totals(tree: TreeNode, answers: ArrayLike<number>, maxGuesses = 6): TreeTotals {
  const { letters } = wordTable();
  const distribution: number[] = [];
  let total = 0;
  let maxDepth = 0;
  const lost: number[] = [];
  for (let i = 0; i < answers.length; i++) {
    const a = answers[i];
    const d = guessesTo(tree, a, letters);
    total += d;
    maxDepth = Math.max(maxDepth, d);
    if (d > maxGuesses) lost.push(a);
    distribution[d] = (distribution[d] ?? 0) + 1;
  }
  return { total, maxDepth, fails: lost.length, lost, distribution: Array.from(distribution, (x) => x ?? 0) };
}

/** The tree's expected guesses when each of `answers` is the answer with its chance under `weight`. */
export function expectedGuesses(tree: TreeNode, answers: ArrayLike<number>, weight: Float64Array): number {
  const { letters } = wordTable();
  let sum = 0;
  let mass = 0;
  for (let i = 0; i < answers.length; i++) {
    sum += weight[answers[i]] * guessesTo(tree, answers[i], letters);
    mass += weight[answers[i]];
  }
  return sum / mass;
}

export interface OpenerTreeOptions {
  model: AnswerModel;
  mode: Mode;
  opener: string;
  /** The search's widths by depth (no time limit). */
  widths: number[];
  keep?: (depth: number) => number;
  rootAlternatives?: () => SearchLimits;
  /**
   * Rank boards of few candidates exactly (every allowed guess, every node), as the live search's
   * last step does, each within this many ms. The widths alone order guesses by how they split
   * the candidates and can leave out the likeliest candidate itself: after SLATE, BASTE's colours
   * (6 candidates, history model) the width search's best was TOPIC (2.011 guesses) where the
   * live search plays PASTE (1.560).
   */
  exactStepMs?: number;
  /**
   * Where several guesses are kept below the opener, give them the panel's figures: the chance of losing each, and
   * its cost by the live search's rule (a lost game costs its chance, costs.LossRule), with which
   * the panel ranks hard mode (ranking.fewestLostFirst). The tree's own choice is still made by
   * the word rule, which keeps every word it can; by the panel's rule, which counts chances within
   * a point as equal, another kept guess can come first (after SALET, the history hard tree plays
   * ORBIT, 2.362 guesses, never lost, where INGOT takes 2.248 and loses 0.05%).
   */
  panelFigures?: boolean;
}

// A lost word costs at least half of FAIL_COST however light (search/costs.ts, LossRule): the books lose none they can keep.
const offlineSearcher = (mode: Mode) => new Searcher(mode, undefined, { lossRule: 'word' });

/** The whole tree over the model's answer list from a fixed opener: books and offline figures. */
export function openerTree(o: OpenerTreeOptions): TreeNode {
  const t = wordTable();
  const opener = t.indexOf(o.opener);
  if (opener < 0) throw new Error(`unknown opener "${o.opener}"`);
  const all = Uint16Array.from({ length: t.size }, (_, i) => i);
  const hard = o.mode === 'hard';
  return buildTree(makeSet(o.model.answers, o.model.weight), 6, hard ? hardRequirement([]) : null, 0, {
    searcher: offlineSearcher(o.mode),
    hard,
    limits: () => ({ width: o.widths, deadline: Infinity, exactStepMs: o.exactStepMs }),
    pool: (req) => (req ? all.filter((w) => meetsRequirement(req, t.letters, w)) : all),
    forced: (depth) => (depth === 0 ? opener : undefined),
    keep: o.keep,
    rootAlternatives: o.rootAlternatives,
    figures: o.panelFigures ? new Searcher(o.mode) : undefined,
  });
}

/**
 * The `top` best first guesses over the model's answers as the search ranks them under `limits`
 * (the ranking the books keep beside their opener, when given the books' root profile).
 */
export function rankOpeners(model: AnswerModel, mode: Mode, limits: SearchLimits, top: number): { word: number; cost: number }[] {
  const t = wordTable();
  const all = Uint16Array.from({ length: t.size }, (_, i) => i);
  const req = mode === 'hard' ? hardRequirement([]) : null;
  return offlineSearcher(mode).rank({ set: makeSet(model.answers, model.weight), pool: all, left: 6, req, limits, top }).ranked.map(({ word, cost }) => ({ word, cost }));
}
