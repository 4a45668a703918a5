// Judging luck fairly, guess by guess and for the game: shared by the panel's analysis and the
// background's games store (which keeps each game's luck), so both say the same.
// A guess is lucky when its colours told more than the guess was expected to;
// a guess that wins is never unlucky, and a guess that could only go one way involved no luck.
import { isAllGreen } from '../core/board';
import { extraGuesses as extraOfRows } from '../core/review-figures';
import type { GameAnalysis } from '../core/types';
import { round } from './games';
import type { NotedRow } from './notes';

export type RowLuck = 'won' | 'lucky' | 'even' | 'unlucky' | 'sure';

/** Differences below this many bits (about 7% more or fewer answers left) are "as expected": rounding, not luck. */
const EVEN_BITS = 0.1;

/**
 * How much kinder than typical a guess's colours were, in bits (log2 of typical over actual): in
 * the likely answers the row counts where the worker noted what the guess typically leaves
 * (core/likely-left.ts typicalLikelyLeft), else (an analysis kept before those notes) in the weighted
 * words the analysis measured.
 */
function surprise(r: NotedRow): number {
  if (r.likelyTypical !== undefined && r.likelyAfter !== undefined) return Math.log2(r.likelyTypical) - Math.log2(Math.max(1, r.likelyAfter));
  return r.bitsGained - r.bitsExpected;
}

/** What the row's luck is judged against: the answers a guess there typically leaves, in the row's units. */
export function typicalLeft(r: NotedRow): number {
  if (r.likelyTypical !== undefined && r.likelyAfter !== undefined) return r.likelyTypical;
  return likelyAround(r).before / 2 ** r.bitsExpected;
}

export function rowLuck(r: NotedRow): RowLuck {
  if (isAllGreen(r.marks)) return r.candidatesBefore <= 1 ? 'sure' : 'won';
  if (r.bitsExpected < 0.01) return 'sure';
  const d = surprise(r);
  return d > EVEN_BITS ? 'lucky' : d < -EVEN_BITS ? 'unlucky' : 'even';
}

/** Whether a row's luck counts as kind (the chart's solid bars): a win always does. */
export const kind = (l: RowLuck) => l === 'won' || l === 'lucky';

export type GameLuck = 'lucky' | 'even' | 'unlucky';

/** Past this summed surprise either way, in bits, a game's luck is more than rounding: "Luckier than expected" or "Less lucky". */
const GAME_EVEN_BITS = 0.25;

/**
 * A game's luck in one word from its summed surprise (gameLuck's `bits`, GameRecord.luck): the
 * review's word and Your record's share of luckier games alike. Judged at the hundredth a kept game
 * stores (game-rules.ts), so a game a fraction over the line is the same word in its review and
 * in the record.
 */
export function luckKindOf(bits: number): GameLuck {
  const b = round(bits, 2);
  return b > GAME_EVEN_BITS ? 'lucky' : b < -GAME_EVEN_BITS ? 'unlucky' : 'even';
}

/**
 * The game's luck in one word, from the rows the table judges ("Luckier than expected", "As
 * expected", "Less lucky"): the winning guess and guesses that involved no luck are left out,
 * so a game is never called unlucky for its win and the counts are the table's marks.
 */
export function gameLuck(a: GameAnalysis): { kind: GameLuck; bits: number; kindRows: number; judged: number } {
  let bits = 0;
  let kindRows = 0;
  let judged = 0;
  // The worker's rows carry their notes (NotedRow); an analysis without them is judged in bits.
  for (const r of a.rows as readonly NotedRow[]) {
    const l = rowLuck(r);
    if (l === 'sure' || l === 'won') continue;
    judged++;
    if (l === 'lucky') kindRows++;
    bits += surprise(r);
  }
  return { kind: luckKindOf(bits), bits, kindRows, judged };
}

/** Expected guesses the player's choices cost over the best play: the sum of the rows as shown (core/analysis.ts). */
export function extraGuesses(a: GameAnalysis): number {
  return extraOfRows(a.rows);
}

/**
 * Likely answers before and after a guess; the worker's notes, else every fitting word.
 * `afterPlayed`: those after it are words the NYT played before (core/likely.ts).
 */
export function likelyAround(r: NotedRow): { before: number; after: number; likely: boolean; afterPlayed: boolean } {
  if (r.likelyBefore !== undefined && r.likelyAfter !== undefined) return { before: r.likelyBefore, after: r.likelyAfter, likely: true, afterPlayed: r.likelyAfterPlayed === true };
  return { before: r.candidatesBefore, after: r.candidatesAfter, likely: false, afterPlayed: false };
}
