// Domain types shared by every context. Literal unions at the API boundary; the solver's packed
// forms (word indices, base-3 patterns) stay inside src/core.

/** The colour of one tile: green, yellow, grey. */
export type Mark = 'correct' | 'present' | 'absent';

/** One submitted row: the guess (five lowercase letters) and the colour of each tile. */
export interface Row {
  guess: string;
  marks: Mark[];
}

/** The submitted rows of a game, top to bottom. */
export type Board = Row[];

export type Mode = 'normal' | 'hard';

/**
 * Which words can be the answer: `history` (the default: the 3,158 list weighed by what the NYT has
 * already played before the puzzle's date, model.ts and history-fit.ts), `nyt` (the 3,158 list,
 * every word alike, every other word a long shot) or `classic` (2,309).
 */
export type ModelName = 'history' | 'nyt' | 'classic';

export const MODEL_NAMES: readonly ModelName[] = ['history', 'nyt', 'classic'];

/** How the `history` model weighs played words: by the year each was last the answer, or all alike. */
export type RepeatRule = 'by-age' | 'alike';

/** One day's answer, learned from the player's games. */
export interface DatedAnswer {
  date: string;
  word: string;
}

/**
 * Which history the `history` answer model is built for (the other models ignore it): the puzzle's
 * date and the answers learned since the shipped list ends. Every request, job and model takes it.
 */
export interface PuzzleContext {
  /** The puzzle's date, 'YYYY-MM-DD' (default: today on the local clock where the solver runs); only earlier answers count. */
  date?: string;
  /** Answers learned from the player's own games (date → word); only days after the shipped list count. */
  learnedAnswers?: readonly DatedAnswer[];
}

export type StrategyName =
  | 'optimal'
  | 'entropy'
  | 'expected-remaining'
  | 'minimax'
  | 'most-parts'
  | 'positional'
  | 'letter-frequency'
  | 'scrabble';

export const STRATEGY_NAMES: readonly StrategyName[] = [
  'optimal',
  'entropy',
  'expected-remaining',
  'minimax',
  'most-parts',
  'positional',
  'letter-frequency',
  'scrabble',
];

export interface Suggestion {
  word: string;
  /**
   * Expected guesses to finish, this one included, a lost game counted as 7 (as the benchmark
   * counts it); null where the strategy does not compute it, or where the game may be lost and
   * the chance is not known (an opening book's alternative).
   */
  expectedGuesses: number | null;
  /**
   * Whether the game can still be lost after this guess even with the best play that follows
   * (hard-mode traps near the six-guess limit).
   */
  mayLose?: boolean;
  /** That chance (0..1), where the search knows it; groups it only estimated count as won. */
  lossChance?: number;
  /** Expected information of the guess, in bits. */
  bits: number;
  /** Expected number of candidates left after it (weighted by the answer model). */
  expectedRemaining: number;
  /** Largest number of candidates that can be left after it. */
  worstCase: number;
  /** Whether the guess can itself be the answer. */
  isCandidate: boolean;
  /** Chance that it is the answer, under the answer model. */
  pAnswer: number;
  /** Number of distinct colourings it can produce (groups the candidates split into). */
  groups: number;
}

export interface SuggestOptions extends PuzzleContext {
  mode?: Mode;
  model?: ModelName;
  /**
   * How the `history` model weighs played words: `by-age` (the default: by the year each was last
   * the answer) or `alike` (every played word alike, the rule before; for the benchmark).
   */
  repeats?: RepeatRule;
  /** `history`: the shipped list as it ended on this date (an older build's; for the benchmark). */
  shippedThrough?: string;
  strategy?: StrategyName;
  /** How many suggestions to return (default 10). */
  top?: number;
  /** Soft time budget in ms for searching strategies. */
  budgetMs?: number;
  /**
   * Told how long the strategy's search ran, ms (not the board's set-up nor the result's figures):
   * the worker's work ahead gives a board its budget in slices and counts the search's time only.
   */
  onSearched?: (ms: number) => void;
  /**
   * Play without the opening books (the live search from the first move it is asked): benchmarks
   * that compare models on equal terms, where only some models have a book.
   */
  noBooks?: boolean;
  /**
   * A slice of a search worked out ahead (run-job.ts): its first step too stops at the budget, with
   * no ranking (the search's memo keeps what it searched for the next slice), so that a job
   * arriving meanwhile waits for the slice, not for a first step of hundreds of ms.
   */
  slice?: boolean;
  /**
   * For a player's list (the worker's answers): in hard mode from the trap line's boards on, rank
   * at least 10 moves whatever `top` is, and name the least-losing of them (`leastLosing`), so the
   * trap line and the first rows do not change with the rows shown. Off for play and benchmarks,
   * which keep their cheapest move by cost.
   */
  leastLosing?: boolean;
  /**
   * Answer from the opening books alone, never searching: a board whose whole list (`top` words) a
   * book gives is answered as without this option, any other with no suggestions and `fromBook`
   * false. The background answers such boards itself while the worker starts (book-answer.ts).
   */
  booksOnly?: boolean;
}

export interface SuggestResult {
  mode: Mode;
  model: ModelName;
  strategy: StrategyName;
  /** Number of words that fit the board and the model allows as answers. */
  candidates: number;
  /**
   * Those words, at most 100: the likely answers (history: not played yet), then the played ones,
   * then the long shots, each group most likely first.
   */
  remaining: string[];
  /**
   * The chance that the likeliest word that fits is the answer, the `pAnswer` it has as a
   * suggestion: the best chance one guess can win with now. That word is the likeliest likely
   * answer (core/likely.ts) unless `likeliestPlayed`: a long shot never outweighs a listed word.
   * Absent when no word fits.
   */
  likeliest?: number;
  /**
   * history model: the likeliest word that fits was played before and no word not played yet is
   * as likely (an answer of 2021 can outweigh every likely answer), so it is not `remaining[0]`
   * while a likely answer fits.
   */
  likeliestPlayed?: true;
  /** How many of `remaining`'s full list are long shots (outside the model's answer list). */
  longShots: number;
  /**
   * history model: how many of the fitting listed words were the answer of a day before the
   * puzzle's date ("played before"); the likely answers are `candidates - longShots - played`, or
   * these when that is 0 (likelyAnswers(), likely.ts).
   */
  played?: number;
  /** history model: the puzzle's date the model was built for. */
  date?: string;
  /**
   * history model: the share of days in its fitting window whose answer had been played before
   * (22 of 201 through 2026-08-21: "the NYT repeats about one day in nine"); 0 before the repeat era.
   */
  repeatShare?: number;
  /**
   * history model: the year whose answers the NYT brought back most often in the fitting window,
   * its repeats, and all repeats ("19 of 22 repeats were answers of 2021"); absent before any repeat.
   */
  repeatsFrom?: { year: string; repeats: number; of: number };
  /** history model: the date each played word of `remaining` was last the answer. */
  lastAnswered?: Record<string, string>;
  /**
   * history model: the last day before the puzzle whose answer is known with no day missing before
   * it, from the shipped list and the gathered answers ("known through 21 Aug 2026"; past-answers.ts).
   */
  knownThrough?: string;
  /** history model: days after `knownThrough` and before the puzzle whose answer is known all the same (past a missing day). */
  learned?: number;
  /** history model: which learned answers it counted (their number and a hash): what a cache of the result keys by, since two sets of one size differ. */
  learnedId?: string;
  /** history model: days before the puzzle whose answer is not known (what fetching the past answers would add). */
  unknownDays?: number;
  suggestions: Suggestion[];
  /** Whether the top suggestion came from an opening book (instant) rather than a live search. */
  fromBook: boolean;
  /**
   * False when the live search ran out of time before its deepest step: the same board searched
   * again (the memo keeps what was done) may rank better, and the panel's idle refinement
   * (refine.ts) does so while the player reads. True for books, exact rankings and the one-step
   * strategies.
   */
  settled: boolean;
  knowledge: Knowledge;
  /**
   * The colours are consistent but no listed word fits them: the answer may be a word the lists
   * don't have. `candidates` is 0 (or 1 with the board's own word when it is solved) and the
   * suggestions are probes: guesses that best split the words closest to fitting, so that the
   * next colours tell the most about the letters still open.
   */
  unlistedAnswer?: boolean;
  /**
   * The idle refinement replaced the best shown before (keep-shown.ts keepShown): `was` gave way to
   * the first suggestion, which the deeper search values `fewer` expected guesses lower (0 when it
   * does not: it gave way as likelier to lose, `safer`), so the panel says why its first word changed.
   */
  changedBest?: { was: string; fewer: number; safer?: true };
  /**
   * Hard mode, from the trap line's boards on (trap-rows.ts TRAP_FROM_ROWS): of the moves the solver
   * ranked (at least 10, whatever number of rows is shown) the one that loses least, the first of
   * them in the ranking's order, with its chance (none where it may lose and the chance is not known).
   */
  leastLosing?: { word: string; mayLose: boolean; lossChance?: number };
  /**
   * The suggestions are in the order the player reads them already: the refinement kept the first
   * word shown first (keep-shown.ts), after the player's own ordering ("prefer common words").
   */
  ordered?: true;
}

/** "What about my word?": one guess valued at a board, beside the best. */
export interface GuessEvaluation {
  word: string;
  /**
   * Expected guesses to finish with it, this one included, a lost game counted as 7; null where
   * the game may be lost and the chance is not known.
   */
  expectedGuesses: number | null;
  /** Chance of losing the game with it and the best play after (0..1). */
  lossChance: number;
  /** Chance that it is the answer (0 when it cannot be). */
  winNowChance: number;
  /** 1-based rank among all allowed guesses (the hard-mode pool in hard mode); ties share the better rank. */
  rank: number;
  /** How many guesses are allowed (the rank is out of these). */
  rankedOf: number;
  /** Whether it is a valid guess in hard mode here (always checked, whatever the mode). */
  hardValid: boolean;
  /** Why not, as the NYT game says it, when it is not valid. */
  hardReason?: string;
  /** Whether it can be the answer. */
  isCandidate: boolean;
  /** history model: the date it was last the answer before the puzzle's date, if ever. */
  lastAnswer?: string;
  /** The solver's best guess at the same board, for comparison. */
  best: Suggestion;
}

/** What the board tells, in readable form. */
export interface Knowledge {
  /** Letter known at each position, or null. */
  greens: (string | null)[];
  /** Letters known to be in the word, with the positions (0-based) they are not in. */
  present: { letter: string; notAt: number[] }[];
  /** Known minimum and (where known) maximum count per letter. */
  counts: { letter: string; min: number; max: number | null }[];
  /** Letters known not to be in the word. */
  absent: string[];
}

/**
 * Why a request failed, where a reader acts on the reason rather than only showing the words:
 * `contradictory`, no five-letter word shows the board's colours (a tile misread or mistyped);
 * `solver-lost`, the extension's solver could not be reached after its retries (src/shared/jobs.ts;
 * never from the solver itself).
 */
export const ERROR_CODES = ['contradictory', 'solver-lost'] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Validation results for untrusted input: never thrown across an API boundary. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: string; code?: ErrorCode };

/** How one guess of a finished (or running) game fared. */
export interface GuessAnalysis {
  guess: string;
  marks: Mark[];
  /** Candidates before and after the guess. */
  candidatesBefore: number;
  candidatesAfter: number;
  /** Information the colours actually gave, in bits (log2 of weight before / after). */
  bitsGained: number;
  /** Information the guess was expected to give, in bits. */
  bitsExpected: number;
  /**
   * Expected guesses to finish from here with the played guess, and with the best one (a lost
   * game counted as 7). "Best" is the search's: fewest lost games first, then fewest guesses.
   */
  expectedGuesses: number;
  bestWord: string;
  bestExpectedGuesses: number;
  /** The chances of losing the game that go with them, where not 0. */
  lossChance?: number;
  bestLossChance?: number;
  /** Whether the played guess was valid in hard mode (only meaningful when mode is hard). */
  hardValid: boolean;
}

export interface GameAnalysis {
  rows: GuessAnalysis[];
  solved: boolean;
  /** 0..100: how close the guesses were to the best ones (100 = every guess as good as the best). */
  skill: number;
}
