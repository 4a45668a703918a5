/*
 * "What about my word?": any allowed guess valued at a board by the default strategy's warm
 * search, beside its best suggestion valued the same way (same limits, same time), so the two
 * figures compare; and its rank among every allowed guess. The budget (the strategy's per-move
 * budget by default) is shared: 40% for the word, 30% for the best, 30% for the rank. The rank counts the guesses that cost strictly less (by the tie rule's equality, so ties
 * share the better rank). Only guesses whose lower bound is below the word's cost can beat it;
 * they are valued best-first until the budget runs out, and any left then are placed by the
 * one-step estimate. With two guesses or fewer left, or two candidates or fewer, every guess's
 * cost comes from one exact pass and the rank is exact.
 */
import { isSolved } from './board';
import { boardState } from './candidates';
import { hardRequirement, isValidHardGuess } from './hard-mode';
import { lastAnswerDate } from './history';
import { modelFor } from './model';
import { sameCost } from './ranking';
import { LIVE_STEPS, LIVE_WIDTHS, DEFAULT_BUDGET_MS, searcherFor } from './strategies/optimal';
import { guessPool, lossFigures, MAX_GUESSES, searchSet, suggest } from './suggest';
import type { Board, GuessEvaluation, Result, SuggestOptions } from './types';
import { wordTable } from './words';
import { standingOf } from './likely';

export function evaluateGuess(board: Board, word: string, options: SuggestOptions = {}): Result<GuessEvaluation> {
  const t = wordTable();
  const w = word.trim().toLowerCase();
  const g = t.indexOf(w);
  if (!/^[a-z]{5}$/.test(w)) return { ok: false, error: `"${word}" is not a five-letter word.` };
  if (g < 0) return { ok: false, error: `Unknown word "${w}": it is not in the allowed-guess list.` };
  const mode = options.mode ?? 'normal';
  const chosen = modelFor(options);
  if (!chosen.ok) return chosen;
  const model = chosen.value;
  const state = boardState(board, model);
  if (!state.ok) return state;
  if (isSolved(board)) return { ok: false, error: 'The game is solved: there is no guess to value.' };
  const left = MAX_GUESSES - board.length;
  if (left <= 0) return { ok: false, error: 'No guesses left: the game is over.' };
  if (state.value.unlisted) return { ok: false, error: "No listed word fits this board (the answer may be a word the lists don't have), so guesses cannot be valued." };
  const budgetMs = options.budgetMs ?? DEFAULT_BUDGET_MS[mode];
  const best = suggest(board, { ...options, strategy: 'optimal', top: 1 });
  if (!best.ok) return best;
  const top = best.value.suggestions[0];
  const full = state.value.set;
  const set = searchSet(full, model);
  const pool = guessPool(board, mode);
  const hard = isValidHardGuess(board, w);
  const selfAt = full.idx.indexOf(g);
  const winNowChance = selfAt >= 0 ? full.w[selfAt] / full.total : 0;

  const searcher = searcherFor(model, mode);
  const req = mode === 'hard' ? hardRequirement(board) : null;
  const limits = (ms: number) => ({ width: LIVE_WIDTHS[mode], steps: LIVE_STEPS[mode], deadline: performance.now() + ms });
  const valued = (word: number, ms: number) => searcher.rank({ set, pool: Uint16Array.of(word), left, req, limits: limits(ms), top: 1 }).ranked[0];
  const figuresOf = (s: { cost: number; loss: number }) => {
    const f = lossFigures({ word: g, expectedGuesses: s.cost, loss: Number.isNaN(s.loss) ? undefined : s.loss });
    return { expectedGuesses: f.expectedGuesses, mayLose: f.mayLose, lossChance: f.lossChance ?? 0 };
  };
  const own = valued(g, 0.4 * budgetMs);
  const { mayLose: _, ...figures } = figuresOf(own);
  // The best suggestion re-valued like the word (a book move keeps its book figures, when it has
  // them: an archive date's first move comes from another history's book without them).
  const bestWord = t.indexOf(top.word);
  const bookFigures = best.value.fromBook && (top.expectedGuesses !== null || top.mayLose);
  const bestFigures = top.word === w ? figuresOf(own) : bookFigures ? top : figuresOf(valued(bestWord, 0.3 * budgetMs));
  const { lossChance: _topLoss, ...topRest } = top;
  const bestValued = { ...topRest, expectedGuesses: bestFigures.expectedGuesses, mayLose: bestFigures.mayLose, ...(bestFigures.lossChance ? { lossChance: bestFigures.lossChance } : {}) };

  let better = 0;
  const exact = searcher.exactCosts(set, pool, left);
  if (exact) {
    const mine = exact.length && pool.includes(g) ? exact[pool.indexOf(g)] : own.cost;
    for (const c of exact) if (c < mine && !sameCost(c, mine)) better++;
  } else {
    const rivals = searcher.rivals(set, pool, own.cost).filter((h) => h !== g);
    const deadline = performance.now() + 0.3 * budgetMs;
    let k = 0;
    for (; k < rivals.length && performance.now() < deadline; k++) {
      // A short budget per rival: the memo is warm from valuing the word itself.
      const c = searcher.rank({ set, pool: Uint16Array.of(rivals[k]), left, req, limits: limits(Math.min(50, budgetMs)), top: 1 }).ranked[0].cost;
      if (c < own.cost && !sameCost(c, own.cost)) better++;
    }
    if (k < rivals.length) {
      // No time to value the rest: those the one-step estimate puts ahead of the word count as better.
      const rest = Uint16Array.from(rivals.slice(k));
      const mine = searcher.oneStep(set, Uint16Array.of(g))[0];
      for (const s of searcher.oneStep(set, rest)) if (s < mine) better++;
    }
  }
  return {
    ok: true,
    value: {
      word: w,
      ...figures,
      winNowChance,
      rank: better + 1,
      rankedOf: pool.length,
      hardValid: hard.ok,
      ...(hard.ok ? {} : { hardReason: hard.reason }),
      isCandidate: selfAt >= 0,
      ...(standingOf(model, g) === 'played' && model.date ? { lastAnswer: lastAnswerDate(w, model.date, options.learnedAnswers) } : {}),
      best: bestValued,
    },
  };
}
