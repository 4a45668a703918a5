// The public entry of the solver: a board and options in, ranked suggestions out.
import { boardState, makeSet, type CandidateSet } from './candidates';
import { hardRequirement, meetsRequirement } from './hard-mode';
import { answerModel, type AnswerModel } from './model';
import { poolStats } from './partition';
import { strategyFor } from './strategies';
import { DEFAULT_BUDGET_MS } from './strategies/optimal';
import { guessesOf, LOSING } from './search';
import type { Choice } from './strategies/strategy';
import type { Board, Mode, Result, StrategyName, SuggestOptions, SuggestResult, Suggestion } from './types';
import { wordTable } from './words';

export const MAX_GUESSES = 6;

/**
 * The set strategies play against: the listed answers when any fit, else every candidate. Long
 * shots weigh ~0.1% each; leaving them out of the choice changes expected costs by well under 1%
 * and keeps nyt-model sets as small as the listed answers alone. The figures shown with each
 * suggestion are still computed over every candidate.
 */
export function searchSet(set: CandidateSet, model: AnswerModel): CandidateSet {
  const listed = Array.from(set.idx).filter((i) => model.listed[i]);
  return listed.length === 0 || listed.length === set.idx.length ? set : makeSet(listed, model.weight);
}
const REMAINING_SHOWN = 100;

let everyWord: Uint16Array | undefined;

/** The guesses allowed after `board`: every word, or in hard mode those the NYT rule accepts. */
export function guessPool(board: Board, mode: Mode): Uint16Array {
  const t = wordTable();
  everyWord ??= Uint16Array.from({ length: t.size }, (_, i) => i);
  if (mode === 'normal' || board.length === 0) return everyWord;
  const req = hardRequirement(board);
  return everyWord.filter((w) => meetsRequirement(req, t.letters, w));
}

/**
 * A choice's cost as expected guesses (a lost game counted as 7) and its chance of losing. Where
 * the chance is unknown (book alternatives), a cost above LOSING can only come from lost games.
 */
function lossFigures(c: Choice): Pick<Suggestion, 'expectedGuesses' | 'mayLose' | 'lossChance'> {
  if (c.expectedGuesses === undefined) return { expectedGuesses: null, mayLose: false };
  if (c.loss === undefined) {
    const lost = c.expectedGuesses > LOSING;
    return { expectedGuesses: lost ? null : c.expectedGuesses, mayLose: lost };
  }
  const mayLose = c.loss > 1e-12;
  return { expectedGuesses: guessesOf(c.expectedGuesses, c.loss), mayLose, ...(mayLose ? { lossChance: c.loss } : {}) };
}

export function suggest(board: Board, options: SuggestOptions = {}): Result<SuggestResult> {
  const mode = options.mode ?? 'normal';
  const model = answerModel(options.model ?? 'nyt');
  const strategy: StrategyName = options.strategy ?? 'optimal';
  const top = options.top ?? 10;
  const state = boardState(board, model);
  if (!state.ok) return state;
  const { set, knowledge } = state.value;
  const t = wordTable();
  const solved = board.length > 0 && board[board.length - 1].marks.every((m) => m === 'correct');
  const guessesLeft = MAX_GUESSES - board.length;
  let suggestions: Suggestion[] = [];
  let fromBook = false;
  if (!solved && guessesLeft > 0) {
    const pool = guessPool(board, mode);
    const ctx = { board, set: searchSet(set, model), pool, mode, model, guessesLeft, budgetMs: options.budgetMs ?? DEFAULT_BUDGET_MS[mode] };
    const choices = strategyFor(strategy).choose(ctx, top);
    fromBook = choices[0]?.fromBook === true;
    const stats = poolStats(set, Uint16Array.from(choices, (c) => c.word));
    suggestions = choices.map((c, k) => ({
      word: t.words[c.word],
      ...lossFigures(c),
      bits: stats.bits[k],
      expectedRemaining: stats.expectedRemaining[k],
      worstCase: stats.worst[k],
      isCandidate: stats.selfWeight[k] > 0,
      pAnswer: stats.selfWeight[k] / set.total,
      groups: stats.groups[k],
    }));
  }
  let longShots = 0;
  for (const i of set.idx) if (!model.listed[i]) longShots++;
  return {
    ok: true,
    value: {
      mode,
      model: model.name,
      strategy,
      candidates: set.idx.length,
      remaining: Array.from(set.idx.subarray(0, REMAINING_SHOWN), (i) => t.words[i]),
      longShots,
      suggestions,
      fromBook,
      knowledge,
    },
  };
}
