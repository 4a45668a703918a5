// `suggest ROW...`: ranked next guesses for a board, as a table for people or one JSON object.
import { suggest, type SuggestResult } from '../core';
import { boardOf, countOf, InputError, modelOf, parseFlags, strategyOf } from './args';
import { describeResult } from './format';

export const SUGGEST_FLAGS = { hard: 'boolean', model: 'string', strategy: 'string', top: 'string', json: 'boolean' } as const;

const round = (x: number) => Math.round(x * 1e4) / 1e4;

/** The `--json` shape of the issue, and nothing else: a stable contract for scripts. */
export function toJson(r: SuggestResult) {
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
    })),
  };
}

export function suggestCommand(argv: readonly string[], write: (s: string) => void): void {
  const p = parseFlags('suggest', argv, SUGGEST_FLAGS);
  const board = boardOf(p.positionals);
  const r = suggest(board, {
    mode: p.flags.has('hard') ? 'hard' : 'normal',
    model: modelOf(p),
    strategy: strategyOf(p),
    top: countOf(p, 'top', 10, 100),
  });
  if (!r.ok) throw new InputError(r.error);
  write(p.flags.has('json') ? `${JSON.stringify(toJson(r.value))}\n` : `${describeResult(r.value)}\n`);
}
