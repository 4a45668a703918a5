// Post-game analysis: for each guess the player made, what it did and how it compared with the
// best guess from the same position, both valued by the default strategy's search.
import { isSolved } from './board';
import { Lru } from './lru';
import { boardState } from './candidates';
import { hardRequirement, isValidHardGuess } from './hard-mode';
import { modelFor, type AnswerModel } from './model';
import { poolStats } from './partition';
import { formatMarks } from './pattern';
import { guessesOf } from './search';
import { bookEntries, LIVE_STEPS, LIVE_WIDTHS, searcherFor } from './strategies/optimal';
import { guessPool, MAX_GUESSES, searchSet } from './suggest';
import type { Board, GameAnalysis, GuessAnalysis, Mode, ModelName, PuzzleContext, Result } from './types';
import { wordTable } from './words';
import { bookPlace, SETTLE_MS, wordCost } from './word-cost';
import { skillOf } from './review-figures';

export interface AnalyseOptions extends PuzzleContext {
  mode?: Mode;
  model?: ModelName;
  /** Time budget per guess for the search, ms. */
  budgetMs?: number;
}

/**
 * Analyses done, most recently used last. A game's search is time-limited, so a second analysis
 * of the same game (the panel's at the game's end, and the game keeper's of the same game in the
 * same worker) could give other figures, at the cost of seconds: the second is answered from here.
 */
const analyses = new Lru<string, GameAnalysis>(8);

export function analyseGame(board: Board, options: AnalyseOptions = {}): Result<GameAnalysis> {
  const mode = options.mode ?? 'normal';
  const chosen = modelFor(options);
  if (!chosen.ok) return chosen;
  const model = chosen.value;
  // The model's id names its weights (and, for history, its day and learned answers).
  const key = [model.id, mode, options.budgetMs ?? '', ...board.map((r) => r.guess + formatMarks(r.marks))].join('/');
  const done = analyses.get(key);
  if (done) return { ok: true, value: done };
  const r = analyse(board, mode, model, options.budgetMs);
  if (r.ok) analyses.set(key, r.value);
  return r;
}

/**
 * `budgetMs`: the time each search may take, where given (tests in a hurry); by default the best
 * move is found within 400 ms and each figure is given the time it needs to settle (word-cost.ts).
 */
function analyse(board: Board, mode: Mode, model: AnswerModel, budgetMs?: number): Result<GameAnalysis> {
  const whole = boardState(board, model);
  if (!whole.ok) return whole;
  const t = wordTable();
  const searcher = searcherFor(model, mode);
  // The state after each prefix of the board: row i goes from states[i] to states[i + 1].
  const states = [];
  for (let i = 0; i <= board.length; i++) {
    const s = i === board.length ? whole : boardState(board.slice(0, i), model);
    if (!s.ok) return { ok: false, error: 'internal: prefix of a valid board failed' };
    if (s.value.unlisted) {
      return { ok: false, error: `No listed word fits the board after row ${i}: the answer may be a word the lists don't have, so the game cannot be analysed.` };
    }
    states.push(s.value);
  }
  const rows: GuessAnalysis[] = [];
  for (let i = 0; i < board.length; i++) {
    const row = board[i];
    const prefix = board.slice(0, i);
    const before = states[i];
    const after = states[i + 1];
    const g = t.indexOf(row.guess);
    if (g < 0) return { ok: false, error: `"${row.guess.toUpperCase()}" is not in the word list, so it cannot be analysed.` };
    const set = searchSet(before.set, model);
    const left = MAX_GUESSES - i;
    const req = mode === 'hard' ? hardRequirement(prefix) : null;
    const limits = { width: LIVE_WIDTHS[mode], steps: LIVE_STEPS[mode], deadline: performance.now() + (budgetMs ?? 400) };
    const costOf = (word: number) => wordCost({ model, mode, board: prefix, set, left, word, ms: budgetMs ?? SETTLE_MS });
    // The best as the list shows it: the book's first where the board is in the model's book
    // (its figures the list's), else the search's within the budget, its figure by the one rule.
    const listed = bookEntries(bookPlace(model, mode, prefix, set))?.[0];
    const best = listed
      ? { word: listed.word, cost: listed.cost, loss: listed.loss ?? Number.NaN }
      : costOf(searcher.rank({ set, pool: guessPool(prefix, mode), left, req, limits, top: 1 }).ranked[0].word);
    const played = costOf(g);
    const stats = poolStats(before.set, Uint16Array.of(g));
    const top = played.cost < best.cost ? played : best;
    const chance = (loss: number) => (loss > 1e-12 ? loss : undefined);
    rows.push({
      guess: row.guess,
      marks: row.marks,
      candidatesBefore: before.set.idx.length,
      candidatesAfter: after.set.idx.length,
      bitsGained: Math.log2(before.set.total / after.set.total),
      bitsExpected: stats.bits[0],
      expectedGuesses: guessesOf(played.cost, played.loss),
      bestWord: t.words[top.word],
      bestExpectedGuesses: guessesOf(top.cost, top.loss),
      ...(chance(played.loss) !== undefined ? { lossChance: played.loss } : {}),
      ...(chance(top.loss) !== undefined ? { bestLossChance: top.loss } : {}),
      hardValid: isValidHardGuess(prefix, row.guess).ok,
    });
  }
  const solved = isSolved(board);
  const skill = skillOf(rows);
  // Luck is the panel's reading of the rows (panel/luck.ts), which leaves a winning guess out.
  return { ok: true, value: { rows, solved, skill } };
}
