/*
 * The game player behind the benchmark and the golden tests: plays every answer of a model's list
 * by following a strategy's top suggestion. Strategies are deterministic, so the move at a board
 * (the sequence of guess + pattern so far) is the same whichever answer is being played; moves are
 * memoised by board, which turns 2,309 games into ~2,300-2,500 distinct positions (3,158 into
 * ~3,300). Latency is measured once per distinct position actually computed, which is what a
 * player waits for.
 */
import { MAX_GUESSES, suggest } from './suggest';
import { suggestRefined } from './refine';
import { modelFor } from './model';
import { FAILED, playGame } from './play-game';
import type { Board, Mode, ModelName, PuzzleContext, Result, StrategyName, SuggestResult } from './types';
import { wordTable } from './words';

export interface PlayOptions extends PuzzleContext {
  mode?: Mode;
  model?: ModelName;
  strategy?: StrategyName;
  /** Forced first guess; when absent the strategy chooses from the empty board. */
  opener?: string;
  /** Answers to play (default: the model's answer list). */
  answers?: readonly string[];
  budgetMs?: number;
  /**
   * Play the move the panel shows once its idle refinement is done (refine.ts) rather than its
   * first answer; latencies stay the first answer's, and settledMs says how long refinement took.
   */
  idle?: boolean;
  /** Clock for latencies, in ms (default: performance.now where the host has it). */
  now?: () => number;
  /** Called after each game, for progress output on long runs. */
  onProgress?: (done: number, total: number) => void;
  /** Called with each finished game's board (for checks and game logs). */
  onGame?: (answer: string, board: Board) => void;
}

export interface PlayResult {
  games: number;
  /** Guesses summed over all games; a game not solved in six counts 7. */
  total: number;
  average: number;
  /** Most guesses any game took (7 = a game not solved in six). */
  max: number;
  /** Games not solved within six guesses. */
  fails: number;
  /** Their answers, in play order. */
  lost: string[];
  /** Games solved in 1..6 guesses, keyed "1".."6". */
  distribution: Record<string, number>;
  /** Answers that took `max` guesses (at most 20), for the "worst case" line. */
  worst: string[];
  /** Distinct positions computed, and the per-position suggestion latency. */
  positions: number;
  latencyMs: { p50: number; p95: number; max: number };
  /** The same, split into moves an opening book answered and moves the live search computed. */
  bookLatencyMs: { moves: number; p95: number; max: number };
  liveLatencyMs: { moves: number; p95: number; max: number };
  /**
   * With `idle`: time from the board to the refined answer, over the positions that needed
   * refinement, and how many of them were still unsettled when their refinement time ran out.
   */
  settledMs?: { moves: number; p95: number; max: number; capped: number };
}


function defaultClock(): () => number {
  const perf = (globalThis as { performance?: { now(): number } }).performance;
  return perf ? () => perf.now() : () => Date.now();
}

/** The p-th percentile (0..100) of sorted values, nearest rank. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** Plays every answer; an error for a bad option (unknown opener or answer), never a throw. */
export function playAll(options: PlayOptions = {}): Result<PlayResult> {
  const mode = options.mode ?? 'normal';
  const modelName = options.model ?? 'history';
  const strategy = options.strategy ?? 'optimal';
  const now = options.now ?? defaultClock();
  const t = wordTable();
  const chosen = modelFor(options);
  if (!chosen.ok) return chosen;
  const model = chosen.value;
  const answers = options.answers ?? Array.from(model.answers, (i) => t.words[i]);
  const opener = options.opener?.toLowerCase();
  if (opener !== undefined && t.indexOf(opener) < 0) {
    return { ok: false, error: `The opener "${opener}" is not in the allowed-guess list.` };
  }
  const unknown = answers.find((a) => t.indexOf(a) < 0);
  if (unknown) return { ok: false, error: `The answer "${unknown}" is not in the allowed-guess list.` };

  const memo = new Map<string, string>();
  const latencies: number[] = [];
  const bookLatencies: number[] = [];
  const liveLatencies: number[] = [];
  const settled: number[] = [];
  let capped = 0;
  const move = (board: Board, key: string): Result<string> => {
    if (board.length === 0 && opener) return { ok: true, value: opener };
    const hit = memo.get(key);
    if (hit) return { ok: true, value: hit };
    const request = { mode, model: modelName, date: options.date, learnedAnswers: options.learnedAnswers, strategy, top: 1, budgetMs: options.budgetMs };
    let r: Result<SuggestResult>;
    let ms: number;
    if (options.idle) {
      const refined = suggestRefined(board, request, now);
      if (!refined.ok) return refined;
      r = { ok: true, value: refined.value.last };
      ms = refined.value.firstMs;
      if (refined.value.slices > 0) settled.push(refined.value.lastMs);
      if (!refined.value.last.settled) capped++;
    } else {
      const start = now();
      r = suggest(board, request);
      ms = now() - start;
    }
    latencies.push(ms);
    if (!r.ok) return r;
    (r.value.fromBook ? bookLatencies : liveLatencies).push(ms);
    const best = r.value.suggestions[0];
    if (!best) return { ok: false, error: `The ${strategy} strategy suggested nothing at board "${key}".` };
    memo.set(key, best.word);
    return { ok: true, value: best.word };
  };

  const counts = new Array<number>(FAILED + 1).fill(0);
  const guessesOf = new Map<string, number>();
  for (let n = 0; n < answers.length; n++) {
    const answer = answers[n].toLowerCase();
    const game = playGame(answer, move);
    if (!game.ok) return game;
    const { board, guesses } = game.value;
    counts[guesses]++;
    guessesOf.set(answer, guesses);
    options.onGame?.(answer, board);
    options.onProgress?.(n + 1, answers.length);
  }
  const value: PlayResult = { ...summarise(counts, guessesOf, latencies, memo.size), bookLatencyMs: spread(bookLatencies), liveLatencyMs: spread(liveLatencies) };
  if (options.idle) value.settledMs = { ...spread(settled), capped };
  return { ok: true, value };
}

function spread(latencies: number[]): { moves: number; p95: number; max: number } {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { moves: sorted.length, p95: percentile(sorted, 95), max: sorted.length ? sorted[sorted.length - 1] : 0 };
}

function summarise(
  counts: number[],
  guessesOf: Map<string, number>,
  latencies: number[],
  positions: number,
): Omit<PlayResult, 'bookLatencyMs' | 'liveLatencyMs'> {
  let games = 0;
  let total = 0;
  let max = 0;
  for (let g = 1; g <= FAILED; g++) {
    games += counts[g];
    total += g * counts[g];
    if (counts[g] > 0) max = g;
  }
  const distribution: Record<string, number> = {};
  for (let g = 1; g <= MAX_GUESSES; g++) distribution[String(g)] = counts[g];
  const worst = [...guessesOf].filter(([, g]) => g === max).map(([a]) => a).slice(0, 20);
  const lost = [...guessesOf].filter(([, g]) => g === FAILED).map(([a]) => a);
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    games,
    total,
    average: games ? total / games : 0,
    max,
    fails: counts[FAILED],
    lost,
    distribution,
    worst,
    positions,
    latencyMs: { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.length ? sorted[sorted.length - 1] : 0 },
  };
}
