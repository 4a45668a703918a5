// The shapes the search passes around. Word indices and weights stay in typed arrays throughout.
import type { HardRequirement } from '../hard-mode';

/** A candidate set at a node of the search: word indices heaviest first, weights aligned. */
export interface Node {
  idx: Uint16Array;
  w: Float64Array;
  total: number;
}

/** One colour group of a guess: the candidates that show `pattern`. */
export interface Group extends Node {
  pattern: number;
}

/** A node's value or a guess's cost, with the chance of losing that goes with it. */
export interface Value {
  /** Expected guesses to finish, this one included, plus FAIL_COST per lost game (costs.LossRule). */
  cost: number;
  /**
   * The chance of losing with the search's play (by its own valuation: groups it only estimated
   * count as won, except, in the live hard-mode search, their locked trap families, families.ts);
   * NaN where the search cut a guess off early, so its cost is only a bound.
   */
  loss: number;
}

export interface SearchLimits {
  /** Guesses expanded at the root (width[0]) and at each depth below. */
  width: number[];
  /**
   * performance.now() ms after which a step of the anytime search is abandoned (a TIMEOUT is
   * thrown through the recursion and the previous step's ranking stands).
   */
  deadline: number;
  /**
   * The profiles the anytime search tries in turn (default: the prefixes of `width`); the first
   * always completes, the last complete one is used.
   */
  steps?: number[][];
  /** Value every node over all allowed guesses at any depth (the exact step). */
  exact?: boolean;
  /**
   * The most the exact step of the anytime search may take, ms (default EXACT_STEP_MS). Given to a
   * search with no deadline (an offline tree), it asks for the exact step there too.
   */
  exactStepMs?: number;
  /** The first step too is abandoned at the deadline (a slice of work ahead: no ranking, and not settled). */
  firstStepStops?: boolean;
}

/**
 * Where a node sits: everything value() needs besides its candidates. One frame per node, made
 * by the parent for each colour group it values.
 */
export interface Frame {
  /** Guesses left before the six-guess limit, this node's included. */
  left: number;
  /** The hard-mode requirement at this node; null in normal mode. */
  req: HardRequirement | null;
  /** Levels below the root: limits.width[depth] guesses are expanded here. */
  depth: number;
  /** The guesses allowed at the parent; this node's own pool is filtered from it by `req`. */
  parentPool: Uint16Array;
  limits: SearchLimits;
}

/** A ranked guess at the root. */
export interface Scored extends Value {
  word: number;
}

/** What one call of the anytime search returns. */
export interface RankResult {
  /** The best guesses, best first. */
  ranked: Scored[];
  /** How many steps of the anytime search completed before the deadline (at least 1). */
  completedSteps: number;
  /** Whether the ranking is exact: every guess valued over every allowed guess below. */
  exact: boolean;
  /**
   * Whether more time cannot change the ranking: exact, or every step completed (on a board small
   * enough for the exact step, that step too).
   */
  settled: boolean;
  /** Nodes valued (memo misses) during the call. */
  nodes: number;
}

/** Thrown through the recursion when the deadline passes; memo entries written before stay valid. */
export const TIMEOUT = Symbol('search timeout');
