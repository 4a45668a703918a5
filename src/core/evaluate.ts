/*
 * "What about my word?": any allowed guess valued at a board by the one rule of every word's cost
 * (word-cost.ts: the books' figures, else the live search given the time to settle), beside the
 * list's best valued the same way, so the two figures compare; and its rank, its place in the list
 * by the list's own rule (hard mode: fewest lost first), ties sharing the better rank. Beyond the
 * list only guesses whose lower bound is below the word's cost can beat it; the one-step estimate
 * places them. With two guesses or fewer left, or two candidates or fewer, every guess's cost
 * comes from one exact pass and the rank is exact. A caller in a hurry gives `budgetMs`: the
 * word's search then takes 40% of it.
 */
import { isSolved } from './board';
import { boardState } from './candidates';
import { isValidHardGuess } from './hard-mode';
import { lastAnswerDate } from './history';
import { modelFor } from './model';
import { fewestLostFirst, sameCost } from './ranking';
import type { CandidateSet } from './candidates';
import type { Scored, Searcher } from './search';
import { FAIL_COST } from './search/costs';
import { bookEntries, searcherFor } from './strategies/optimal';
import { guessPool, lossFigures, MAX_GUESSES, searchSet, suggest } from './suggest';
import type { Board, GuessEvaluation, Mode, Result, Suggestion, SuggestOptions } from './types';
import { bookPlace, bookScored, SETTLE_MS, wordCost } from './word-cost';
import { wordTable } from './words';
import { standingOf } from './likely';

/**
 * `shown`: the list the player reads beside the evaluation, when it is not the live budget's (the
 * command line's, each word valued by the one rule: settled-list.ts). The best and the rank are
 * then read from it, so the two never disagree on one screen: against the live budget's list,
 * unfinished figures off the books, TORSE after QUACK all grey ranked first while the list beside
 * it put ROSET first.
 */
export function evaluateGuess(board: Board, word: string, options: SuggestOptions = {}, shown?: readonly Suggestion[]): Result<GuessEvaluation> {
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
  // A caller in a hurry (the could-win checks) gives its budget; otherwise the word's own search
  // is given the time it needs to settle, so its figure is the list's kind of figure.
  const settleMs = options.budgetMs !== undefined ? 0.4 * options.budgetMs : SETTLE_MS;
  const listed = shown && shown.length > 0 ? undefined : suggest(board, { ...options, strategy: 'optimal', top: RANKED_LIST });
  if (listed && !listed.ok) return listed;
  const list = listed ? listed.value.suggestions : (shown ?? []);
  const full = state.value.set;
  const set = searchSet(full, model);
  const pool = guessPool(board, mode);
  const hard = isValidHardGuess(board, w);
  const selfAt = full.idx.indexOf(g);
  const winNowChance = selfAt >= 0 ? full.w[selfAt] / full.total : 0;

  const searcher = searcherFor(model, mode);
  const costOf = (word: number) => wordCost({ model, mode, board, set, left, word, ms: settleMs });
  const figuresOf = (s: Scored) => {
    const f = lossFigures({ word: s.word, expectedGuesses: s.cost, loss: Number.isNaN(s.loss) ? undefined : s.loss });
    return { expectedGuesses: f.expectedGuesses, mayLose: f.mayLose, lossChance: f.lossChance ?? 0 };
  };
  const own = costOf(g);
  const { mayLose: _, ...figures } = figuresOf(own);
  // The list's best valued by the same rule as the word; the word itself where that rule puts it first.
  const top = list[0];
  const topScored = top.word === w ? own : costOf(t.indexOf(top.word));
  const ownFirst = top.word !== w && inListOrder(mode, [topScored, own])[0] === own;
  const bestSuggestion = ownFirst ? { ...top, word: w, isCandidate: selfAt >= 0, pAnswer: winNowChance } : top;
  const bestFigures = figuresOf(ownFirst ? own : topScored);
  const { lossChance: _topLoss, ...topRest } = bestSuggestion;
  const bestValued = { ...topRest, expectedGuesses: bestFigures.expectedGuesses, mayLose: bestFigures.mayLose, ...(bestFigures.lossChance ? { lossChance: bestFigures.lossChance } : {}) };

  let better = 0;
  const exact = searcher.exactCosts(set, pool, left);
  if (exact) {
    const mine = exact.length && pool.includes(g) ? exact[pool.indexOf(g)] : own.cost;
    for (const c of exact) if (c < mine && !sameCost(c, mine)) better++;
  } else {
    // The rank is the word's place in the list, by the list's own rule (in hard mode fewest lost
    // first): the list's words ranked with it by their figures, the word's by the one rule.
    // Where the books value more words than the list shows (the empty board's openers), all of them.
    const book = bookEntries(bookPlace(model, mode, board, set));
    const ranked = book && book.length > list.length ? book.map(bookScored) : list.map((s) => scoredOf(t.indexOf(s.word), s));
    const others = ranked.filter((s) => s.word !== g);
    const ordered = inListOrder(mode, [...others, own]);
    const at = ordered.indexOf(own);
    better = ordered.slice(0, at).filter((s) => !sameRank(mode, s, own)).length;
    // Only a word the list leaves out can have rivals beyond it: a listed word's rank is its place,
    // the last one's too (the one-step estimate put 24 words ahead of the 10th, DEFER, that the list puts after it).
    const listedWord = others.length < ranked.length;
    if (!listedWord && at === others.length && (!listed || ranked.length >= RANKED_LIST)) better += rivalsAhead(searcher, set, pool, own.cost, g, new Set(ranked.map((s) => s.word)));
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

/** How many list entries "Check my word" ranks a word among: the panel's longest list. */
const RANKED_LIST = 10;

/** A listed suggestion's figures as the search ranks them (a lost game's chance inside the cost). */
function scoredOf(word: number, s: Suggestion): Scored {
  if (s.expectedGuesses === null) return { word, cost: Infinity, loss: Number.NaN };
  const loss = s.lossChance ?? 0;
  return { word, cost: s.expectedGuesses + (FAIL_COST - 1) * loss, loss };
}

/** The list's order: by cost with the tie rule, and in hard mode fewest lost first (ranking.ts). */
function inListOrder(mode: Mode, entries: Scored[]): Scored[] {
  const byCost = [...entries].sort((a, b) => (sameCost(a.cost, b.cost) ? 0 : a.cost - b.cost));
  return mode === 'hard' ? fewestLostFirst(byCost) : byCost;
}

/** Whether the list's rule cannot tell the two apart (they share a rank). */
function sameRank(mode: Mode, a: Scored, b: Scored): boolean {
  if (!sameCost(a.cost, b.cost)) return false;
  return mode !== 'hard' || Number.isNaN(a.loss) === Number.isNaN(b.loss);
}

/**
 * Beyond the list: the other guesses whose lower bound is below the word's cost (no other can beat
 * it), placed by the one-step estimate against the word's own. A search of each would take
 * seconds a word on the widest boards, where the estimate orders the words far down the list well.
 */
function rivalsAhead(searcher: Searcher, set: CandidateSet, pool: Uint16Array, cost: number, g: number, listed: Set<number>): number {
  const rivals = Uint16Array.from(searcher.rivals(set, pool, cost).filter((h) => h !== g && !listed.has(h)));
  const own = searcher.oneStep(set, Uint16Array.of(g))[0];
  let better = 0;
  for (const s of searcher.oneStep(set, rivals)) if (s < own) better++;
  return better;
}
