// The public entry of the solver: a board and options in, ranked suggestions out.
import { isSolved } from './board';
import { boardState, makeSet, type CandidateSet } from './candidates';
import { hardRequirement, meetsRequirement } from './hard-mode';
import { modelFor, type AnswerModel } from './model';
import { poolStats } from './partition';
import { strategyFor } from './strategies';
import { DEFAULT_BUDGET_MS } from './strategies/optimal';
import { guessesOf, LOSING } from './search';
import type { Choice } from './strategies/strategy';
import { marksToPattern, patternOf } from './pattern';
import { greedyRanking } from './strategies/greedy';
import { lastAnswerDate } from './history';
import { STANDINGS, standingOf, type Standing } from './likely';
import { pastKnowledge, shippedThrough } from './past-answers';
import type { Board, Knowledge, Mode, Result, StrategyName, SuggestOptions, SuggestResult, Suggestion } from './types';
import { wordTable } from './words';
import { TRAP_FROM_ROWS } from './trap-rows';

export const MAX_GUESSES = 6;
/**
 * On those boards a player's list (SuggestOptions.leastLosing) ranks at least this many moves,
 * whatever number of rows the player shows, and names the one of them that loses least
 * (`leastLosing`): the trap line's move and chance do not change with the rows shown, and no row
 * shown loses less.
 */
const TRAP_ROWS = 10;

const lossOf = (s: Pick<Suggestion, 'mayLose' | 'lossChance'>) => (!s.mayLose ? 0 : (s.lossChance ?? Infinity));

/** The choice that loses least, the first of them in the ranking's order. */
function leastLosing(choices: readonly Choice[]): NonNullable<SuggestResult['leastLosing']> {
  const t = wordTable();
  const each = choices.map((c) => ({ word: t.words[c.word], ...lossFigures(c) }));
  const least = each.reduce((a, s) => (lossOf(s) < lossOf(a) ? s : a));
  return { word: least.word, mayLose: least.mayLose === true, ...(least.lossChance !== undefined ? { lossChance: least.lossChance } : {}) };
}

/**
 * The set strategies play against: the listed answers when any fit, else every candidate. Long
 * shots weigh ~0.1% each; leaving them out of the choice changes expected costs by well under 1%
 * and keeps nyt-model sets as small as the listed answers alone. The figures shown with each
 * suggestion are still computed over every candidate.
 */
export function searchSet(set: CandidateSet, model: AnswerModel): CandidateSet {
  const listed = Array.from(set.idx).filter((i) => standingOf(model, i) !== 'offList');
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
export function lossFigures(c: Choice): Pick<Suggestion, 'expectedGuesses' | 'mayLose' | 'lossChance'> {
  if (c.expectedGuesses === undefined) return { expectedGuesses: null, mayLose: false };
  if (c.loss === undefined) {
    const lost = c.expectedGuesses > LOSING;
    return { expectedGuesses: lost ? null : c.expectedGuesses, mayLose: lost };
  }
  const mayLose = c.loss > 1e-12;
  return { expectedGuesses: guessesOf(c.expectedGuesses, c.loss), mayLose, ...(mayLose ? { lossChance: c.loss } : {}) };
}

/**
 * A consistent board no listed word fits. Solved (a won row, whatever its word): that word, no
 * suggestions. Otherwise probes: the words closest to fitting (fewest tiles coloured otherwise
 * than the board shows) stand in for the unknown answer, which shares most of their letters, and
 * the guesses that split them best by expected information are suggested, none of them a
 * possible answer, with no expected guesses (there is no candidate to count them over).
 */
function unlistedResult(board: Board, mode: Mode, model: AnswerModel, strategy: StrategyName, top: number, knowledge: Knowledge, solved: boolean): SuggestResult {
  const base = { mode, model: model.name, ...historyFigures(model, new Uint16Array(0), 0, {}), strategy, longShots: 0, fromBook: false, settled: true, knowledge, unlistedAnswer: true };
  if (solved || board.length >= MAX_GUESSES) {
    const word = board[board.length - 1].guess;
    return { ...base, candidates: solved ? 1 : 0, remaining: solved ? [word] : [], ...(solved ? { likeliest: 1 } : {}), suggestions: [] };
  }
  const t = wordTable();
  const near = closestWords(board);
  const nearSet = makeSet(near, new Float64Array(t.size).fill(1));
  const pool = guessPool(board, mode);
  const ctx = { board, set: nearSet, pool, mode, model, guessesLeft: MAX_GUESSES - board.length, deadline: 0 };
  const choices = greedyRanking('entropy', ctx, top);
  const stats = poolStats(nearSet, Uint16Array.from(choices, (c) => c.word));
  const suggestions = choices.map((c, k) => ({
    word: t.words[c.word],
    expectedGuesses: null,
    bits: stats.bits[k],
    expectedRemaining: stats.expectedRemaining[k],
    worstCase: stats.worst[k],
    isCandidate: false,
    pAnswer: 0,
    groups: stats.groups[k],
  }));
  return { ...base, candidates: 0, remaining: [], suggestions };
}

/** The listed words whose colours under the board's guesses differ from the board's in the fewest tiles. */
function closestWords(board: Board): number[] {
  const t = wordTable();
  const buf = new Uint8Array(t.letters.length + 5);
  buf.set(t.letters);
  const g = t.size; // the guess goes in the spare slot: it need not be in the dictionary
  const off = new Uint8Array(t.size);
  for (const row of board) {
    for (let i = 0; i < 5; i++) buf[5 * g + i] = row.guess.charCodeAt(i) - 97;
    const want = marksToPattern(row.marks);
    for (let a = 0; a < t.size; a++) {
      let p = patternOf(buf, g, a);
      let q = want;
      for (let i = 0; i < 5; i++) {
        if (p % 3 !== q % 3) off[a]++;
        p = Math.floor(p / 3);
        q = Math.floor(q / 3);
      }
    }
  }
  let least = Infinity;
  for (let a = 0; a < t.size; a++) least = Math.min(least, off[a]);
  const out: number[] = [];
  for (let a = 0; a < t.size; a++) if (off[a] === least) out.push(a);
  return out;
}

/**
 * The candidates in the order they are listed: not played yet, then played before (history), then
 * long shots, each most likely first. The groups are kept apart: a played word of a year the NYT
 * brings back often can outweigh a word not played yet, and the panel lists the groups apart.
 */
function listedOrder(set: CandidateSet, model: AnswerModel): Uint16Array {
  const out: number[] = [];
  for (const g of STANDINGS) {
    if (out.length === REMAINING_SHOWN) break;
    for (const i of set.idx) {
      if (standingOf(model, i) !== g) continue;
      out.push(i);
      if (out.length === REMAINING_SHOWN) break;
    }
  }
  return Uint16Array.from(out);
}

/**
 * The chance of the set's first word, the likeliest that fits: under history a word the NYT played
 * before can outweigh every likely answer (HELIX, an answer of 2021, 59% after TARSE, DOILY, where
 * LIVEN and INCEL have 13% each), and the best chance to win now is then that word's.
 */
function likeliestOf(set: CandidateSet, model: AnswerModel, shown: Uint16Array): Pick<SuggestResult, 'likeliest' | 'likeliestPlayed'> {
  if (set.idx.length === 0) return {};
  const likeliest = set.w[0] / set.total;
  if (standingOf(model, set.idx[0]) !== 'played') return { likeliest };
  // `shown` starts with the likeliest likely answer, when one fits: as likely as the played word
  // (sorted after it), it still has that chance.
  const first = shown[0];
  const freshTies = first !== undefined && standingOf(model, first) === 'fresh' && set.w[set.idx.indexOf(first)] === set.w[0];
  return freshTies ? { likeliest } : { likeliest, likeliestPlayed: true };
}

/** The year whose answers gave the most repeats in the fit's window (the earlier on a tie), with its count. */
function topRepeatYear(byYear: Record<string, number>): { year: string; repeats: number } | undefined {
  let top: { year: string; repeats: number } | undefined;
  for (const year of Object.keys(byYear).sort()) if (byYear[year] > (top?.repeats ?? 0)) top = { year, repeats: byYear[year] };
  return top;
}

/** The history model's part of a result: played count, date, repeat share, when each shown played word was last the answer. */
function historyFigures(model: AnswerModel, shown: Uint16Array, played: number, options: SuggestOptions): Partial<SuggestResult> {
  if (!model.played || !model.date || !model.fit) return {};
  const t = wordTable();
  const lastAnswered: Record<string, string> = {};
  for (const i of shown) {
    if (standingOf(model, i) !== 'played') continue;
    const d = lastAnswerDate(t.words[i], model.date, options.learnedAnswers);
    if (d) lastAnswered[t.words[i]] = d;
  }
  const { days, played: repeats, playedByYear } = model.fit.counts;
  const top = topRepeatYear(playedByYear);
  const listEnd = options.shippedThrough && options.shippedThrough < shippedThrough() ? options.shippedThrough : undefined;
  const known = pastKnowledge(model.date, options.learnedAnswers, listEnd);
  return {
    played,
    date: model.date,
    repeatShare: days ? repeats / days : 0,
    ...(top ? { repeatsFrom: { ...top, of: repeats } } : {}),
    lastAnswered,
    knownThrough: known.knownThrough,
    learned: known.later,
    unknownDays: known.missing.length,
    ...(model.learnedId ? { learnedId: model.learnedId } : {}),
  };
}

export function suggest(board: Board, options: SuggestOptions = {}): Result<SuggestResult> {
  const mode = options.mode ?? 'normal';
  const deadline = performance.now() + (options.budgetMs ?? DEFAULT_BUDGET_MS[mode]);
  const chosen = modelFor(options);
  if (!chosen.ok) return chosen;
  const model = chosen.value;
  const strategy: StrategyName = options.strategy ?? 'optimal';
  const top = options.top ?? 10;
  const state = boardState(board, model);
  if (!state.ok) return state;
  const { set, knowledge } = state.value;
  const t = wordTable();
  const solved = isSolved(board);
  const guessesLeft = MAX_GUESSES - board.length;
  if (state.value.unlisted) return { ok: true, value: unlistedResult(board, mode, model, strategy, top, knowledge, solved) };
  let suggestions: Suggestion[] = [];
  let fromBook = false;
  let settled = true;
  let least: SuggestResult['leastLosing'];
  if (!solved && guessesLeft > 0) {
    const pool = guessPool(board, mode);
    const onSearch = (r: { settled: boolean }) => (settled = r.settled);
    const ctx = { board, set: searchSet(set, model), pool, mode, model, guessesLeft, deadline, noBooks: options.noBooks, slice: options.slice, booksOnly: options.booksOnly, onSearch };
    const searchStart = performance.now();
    const traps = options.leastLosing === true && mode === 'hard' && board.length >= TRAP_FROM_ROWS;
    const ranked = strategyFor(strategy).choose(ctx, traps ? Math.max(top, TRAP_ROWS) : top);
    options.onSearched?.(performance.now() - searchStart);
    if (traps && ranked.length > 0) least = leastLosing(ranked);
    const choices = ranked.slice(0, top);
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
  const counts: Record<Standing, number> = { fresh: 0, played: 0, offList: 0 };
  for (const i of set.idx) counts[standingOf(model, i)]++;
  const shown = listedOrder(set, model);
  return {
    ok: true,
    value: {
      mode,
      model: model.name,
      strategy,
      ...historyFigures(model, shown, counts.played, options),
      candidates: set.idx.length,
      remaining: Array.from(shown, (i) => t.words[i]),
      ...likeliestOf(set, model, shown),
      longShots: counts.offList,
      suggestions,
      ...(least ? { leastLosing: least } : {}),
      fromBook,
      // A book head's own moves do not depend on time, but the live search that fills the list
      // below it does: only the search says whether the whole list is settled.
      settled,
      knowledge,
    },
  };
}
