// `suggest ROW...`: ranked next guesses for a board, as a table for people or one JSON object;
// `--eval WORD` adds how that word compares ("What about my word?").
import { evaluateGuess, type GuessEvaluation, type SuggestResult } from '../core';
import { suggestSettled } from '../core/settled-list';
import { boardOf, countOf, dateOf, InputError, modelOf, parseFlags, strategyOf, wordOf } from './args';
import { describeResult, percent } from './format';

const SUGGEST_FLAGS = { hard: 'boolean', model: 'string', date: 'string', strategy: 'string', top: 'string', json: 'boolean', eval: 'string' } as const;

const round = (x: number) => Math.round(x * 1e4) / 1e4;

/** The `--json` shape of the issue, and nothing else: a stable contract for scripts. */
function toJson(r: SuggestResult) {
  return {
    mode: r.mode,
    model: r.model,
    candidates: r.candidates,
    remaining: r.remaining,
    /** True when `remaining` lists fewer words than `candidates` (the solver sends at most 100). */
    remainingCapped: r.remaining.length < r.candidates,
    suggestions: r.suggestions.map((s) => ({
      word: s.word,
      expectedGuesses: s.expectedGuesses === null ? null : round(s.expectedGuesses),
      bits: round(s.bits),
      expectedRemaining: round(s.expectedRemaining),
      worstCase: s.worstCase,
      isCandidate: s.isCandidate,
      pAnswer: round(s.pAnswer),
      // The chance of losing the game with this guess and the best play after it (0 when none).
      lossChance: round(s.lossChance ?? 0),
    })),
    // Only where no listed word fits consistent colours: the answer may be a word the lists don't have.
    ...(r.unlistedAnswer ? { unlistedAnswer: true } : {}),
  };
}

/** `--eval` in JSON: the evaluation's figures, the best guess by word. */
function evaluationJson(e: GuessEvaluation) {
  return {
    word: e.word,
    expectedGuesses: e.expectedGuesses === null ? null : round(e.expectedGuesses),
    lossChance: round(e.lossChance),
    winNowChance: round(e.winNowChance),
    rank: e.rank,
    rankedOf: e.rankedOf,
    hardValid: e.hardValid,
    ...(e.hardReason ? { hardReason: e.hardReason } : {}),
    isCandidate: e.isCandidate,
    ...(e.lastAnswer ? { lastAnswer: e.lastAnswer } : {}),
    best: e.best.word,
  };
}

/** `--eval` for people: one paragraph. */
function describeEvaluation(e: GuessEvaluation, hardMode: boolean): string {
  const word = e.word.toUpperCase();
  const guesses = e.expectedGuesses === null ? 'expected guesses unknown (it may lose)' : `${e.expectedGuesses.toFixed(3)} expected guesses (a lost game counted as 7)`;
  const rank = e.rank === 1 ? `the best of ${e.rankedOf.toLocaleString('en-US')} allowed guesses` : `rank ${e.rank.toLocaleString('en-US')} of ${e.rankedOf.toLocaleString('en-US')} allowed guesses`;
  const hard = e.hardValid ? 'a valid hard-mode guess' : `not a valid hard-mode guess (${e.hardReason})`;
  const best = e.best.word === e.word ? '' : ` The best, ${e.best.word.toUpperCase()}: ${e.best.expectedGuesses === null ? '-' : e.best.expectedGuesses.toFixed(3)} expected guesses.`;
  return [
    `Your word ${word}: ${guesses}, ${percent(e.lossChance)} chance of losing, ${percent(e.winNowChance)} chance to win now (${e.isCandidate ? 'it can be the answer' : 'it cannot be the answer'});`,
    `${rank}; ${hard}${hardMode ? '' : ' (you play normal mode)'}.${best}`,
    ...(e.lastAnswer ? [`${word} was the answer on ${e.lastAnswer}.`] : []),
  ].join('\n');
}

export function suggestCommand(argv: readonly string[], write: (s: string) => void): void {
  const p = parseFlags('suggest', argv, SUGGEST_FLAGS);
  const board = boardOf(p.positionals);
  const evalText = p.flags.get('eval');
  const evalWord = typeof evalText === 'string' ? wordOf(evalText, '--eval') : undefined;
  const options = {
    mode: p.flags.has('hard') ? ('hard' as const) : ('normal' as const),
    model: modelOf(p),
    date: dateOf(p),
    strategy: strategyOf(p),
    top: countOf(p, 'top', 10, 100),
  };
  // The list's figures are each word's own, as --eval gives them: the live budget's figures on a
  // board the books do not cover are an unfinished search's (RILED 3.337 listed, 2.804 alone).
  const r = suggestSettled(board, options);
  if (!r.ok) throw new InputError(r.error);
  let evaluation: GuessEvaluation | undefined;
  if (evalWord) {
    // The best and the rank are read from the list printed above it; a one-step strategy's list has no expected guesses to read.
    const e = evaluateGuess(board, evalWord, options, options.strategy === 'optimal' && !r.value.unlistedAnswer ? r.value.suggestions : undefined);
    if (!e.ok) throw new InputError(e.error);
    evaluation = e.value;
  }
  if (p.flags.has('json')) {
    write(`${JSON.stringify({ ...toJson(r.value), ...(evaluation ? { evaluation: evaluationJson(evaluation) } : {}) })}\n`);
  } else {
    write(`${describeResult(r.value)}\n${evaluation ? `\n${describeEvaluation(evaluation, options.mode === 'hard')}\n` : ''}`);
  }
}
