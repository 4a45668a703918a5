// Adds the notes of src/shared/notes.ts to the solver's answers. Runs where the word tables are
// loaded: in the solver worker (src/worker/run-job.ts), and so in the panel's mock connector,
// which runs jobs with the same runner, and in the background for the boards the books answer
// (src/background/book-answer.ts); the extension's panel never imports this file, so it never
// loads the tables.
import { answerModel, boardState, likelyAmong, standingOf, wordTable, type Likely } from '../core';
import { likelyLeftAfter, typicalLikelyLeft } from '../core/likely-left';
import { isAllGreen } from '../core/board';
import type { Board, GameAnalysis, ModelName, PuzzleContext, SuggestOptions, SuggestResult } from '../core/types';
import type { EvaluateGuess } from './evaluation';
import type { NotedAnalysis, NotedResult, WordNote } from './notes';

/** @internal exported for the tests: its unit test checks a word's note for each model. */
export function noteWord(word: string, model: ModelName, context: PuzzleContext = {}): WordNote | undefined {
  const t = wordTable();
  const i = t.indexOf(word);
  if (i < 0) return undefined;
  return { listed: standingOf(answerModel(model, context), i) !== 'offList', frequency: t.frequency[i] };
}

/**
 * Likely answers checked for "best that could be the answer" when no suggestion is one. Each
 * check is a search of its own, so only on small boards (the near-tie case: ten equal guesses
 * that cannot win, four likely answers) and only the likeliest few.
 */
const COULD_WIN_MAX_LIKELY = 20;
const COULD_WIN_CHECKS = 4;
/** Time for each check (evaluateGuess's budget): at most 4 × 40 ms after the answer is ready. */
const COULD_WIN_BUDGET_MS = 40;

/**
 * `until`: the time (Date.now()) by which the answer is due, its search included: checks that do
 * not fit before it are left out, so the notes never hold up an answer past its budget.
 */
export function annotateResult(result: SuggestResult, board?: Board, options?: SuggestOptions, evaluate?: EvaluateGuess, until = Infinity): NotedResult {
  const words: Record<string, WordNote> = {};
  const context = { date: options?.date, learnedAnswers: options?.learnedAnswers };
  for (const s of result.suggestions) {
    const n = noteWord(s.word, result.model, context);
    if (n) words[s.word] = n;
  }
  const noted: NotedResult = { ...result, words };
  if (evaluate && board && seeksCouldWin(noted)) {
    // `remaining` is most likely first, listed words before long shots.
    let best: NotedResult['couldWin'] | undefined;
    let lastMs = 0;
    for (const word of result.remaining.slice(0, Math.min(result.candidates - result.longShots, COULD_WIN_CHECKS))) {
      // A check can take three times its budget (evaluateGuess searches the board, then values the
      // word, the best move and its rivals, each search's first step run to its end), and some
      // 20 ms whatever its budget (its set-up): a third of what is left, and none once the last
      // check took longer than what is left.
      const remaining = until - Date.now();
      const left = Math.min(COULD_WIN_BUDGET_MS, Math.floor(remaining / 3));
      if (left < 1 || lastMs > remaining) break;
      const started = Date.now();
      const e = evaluate(board, word, { ...options, mode: result.mode, model: result.model, budgetMs: left });
      lastMs = Date.now() - started;
      if (!e.ok) continue;
      const eg = e.value.expectedGuesses;
      if (!best || (eg !== null && (best.expectedGuesses === null || eg < best.expectedGuesses))) best = { word, expectedGuesses: eg };
    }
    if (best) noted.couldWin = best;
  }
  // What each suggestion leaves in the likely answers the panel counts, not in every fitting word:
  // after the checks, which have the due time; a few ms on the widest board.
  const m = answerModel(result.model, context);
  const state = board && !result.unlistedAnswer && result.suggestions.length > 0 ? boardState(board, m) : null;
  if (state?.ok) for (const s of result.suggestions) if (words[s.word]) words[s.word] = { ...words[s.word], left: likelyLeftAfter(m, state.value.set, wordTable().indexOf(s.word)) };
  return noted;
}

/**
 * Whether the notes look for the best guess that could win (`couldWin`): on a small board where no
 * suggestion can. Those checks are searches on the clock, so their figures vary with the machine.
 */
export function seeksCouldWin(noted: NotedResult): boolean {
  // Every listed word can still win, those played before included (the NYT repeats answers).
  const listed = noted.candidates - noted.longShots;
  const anyListed = noted.suggestions.some((s) => s.isCandidate && noted.words?.[s.word]?.listed);
  return !anyListed && listed > 0 && listed <= COULD_WIN_MAX_LIKELY && noted.suggestions.length > 0;
}

/**
 * Likely answers (core/likely.ts, the panel's headline count) fitting each prefix of the board,
 * under the model of the puzzle's date; null where a prefix fails.
 */
function likelyCounts(board: Board, model: ModelName, context: PuzzleContext): ((Likely & { typicalNext: number | null }) | null)[] {
  const m = answerModel(model, context);
  const t = wordTable();
  return Array.from({ length: board.length + 1 }, (_, i) => {
    const s = boardState(board.slice(0, i), m);
    if (!s.ok) return null;
    // What the next row's guess typically leaves, in the same units (core/likely-left.ts).
    const next = i < board.length ? t.indexOf(board[i].guess) : -1;
    return { ...likelyAmong(m, s.value.set.idx), typicalNext: next >= 0 ? typicalLikelyLeft(m, s.value.set, next) : null };
  });
}

export function annotateAnalysis(analysis: GameAnalysis, board: Board, model: ModelName, context: PuzzleContext = {}): NotedAnalysis {
  const counts = likelyCounts(board, model, context);
  return {
    ...analysis,
    rows: analysis.rows.map((r, i) => {
      const before = counts[i];
      // The row that wins leaves the answer itself: one, even a word off the model's list.
      const after = isAllGreen(r.marks) && counts[i + 1]?.n === 0 ? { n: 1, played: false } : counts[i + 1];
      if (!before || !after) return r;
      const typical = before.typicalNext !== null ? { likelyTypical: before.typicalNext } : {};
      return { ...r, likelyBefore: before.n, likelyAfter: after.n, ...typical, ...(after.played ? { likelyAfterPlayed: true } : {}) };
    }),
  };
}
