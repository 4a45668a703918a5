// Hard mode's traps, said before the player commits: when even the play that loses least may run
// out of guesses (the solver's own loss chance, Suggestion.lossChance), from the third guess on, a
// sentence with the pattern the likely answers share, the guesses left and that chance, naming
// that move: the solver's own least-losing move of those it ranked (SuggestResult.leastLosing, at
// least 10 whatever number of rows is shown; it costs every move the rule allows when its best
// loses a point or more, so no move loses less: test/core/trap-claim.test.ts); and a row earlier, when a listed move walks
// into one, losing at least AVOID_GAP points more than the best as the rows show it, which move
// avoids it. The word is named only where the suggestions are shown (not on the hint ladder's
// earlier steps). Test hook: data-testid="trap-warning" with data-kind ("trap" / "avoid") and
// data-value (the chance, 0..1).
import { greenPattern } from '../../core/board';
import { likelyAnswers } from '../../core/likely';
import { TRAP_FROM_ROWS } from '../../core/trap-rows';
import type { Board, Suggestion } from '../../core/types';
import type { NotedResult } from '../../shared/notes';
import { fmt, percent, points } from '../format';
import { t } from '../i18n';

/** Rows the game allows. */
const ROWS = 6;
/**
 * A chance to lose below this is not called a trap: the long shots alone leave some (a word off
 * the list may be the answer), and a warning at "<1%" on many boards would teach players to skip it.
 */
const TRAP_FROM = 0.01;
const isTrap = (s: Pick<Suggestion, 'mayLose' | 'lossChance'>) => s.mayLose === true && (s.lossChance === undefined || s.lossChance >= TRAP_FROM);
/**
 * The avoid line names a move only where it loses at least this many points more than the best, in
 * the rows' own figures (points()): "EIGHT walks into it (1%)" beside FIGHT's "<1%" taught nothing.
 */
const AVOID_GAP = 5;
/** A move's chance of losing in the rows' points; unknown where the solver only knows it may lose (a book alternative). */
const shownPoints = (s: Suggestion) => (!s.mayLose ? 0 : s.lossChance === undefined ? Infinity : points(s.lossChance));
const lossOf = (s: Suggestion) => (!s.mayLose ? 0 : (s.lossChance ?? Infinity));
/**
 * The trap line's move and chance: the solver's least-losing move; an answer kept from before it
 * named one (an older version's), the listed move that loses least.
 */
const leastLosing = (result: NotedResult, ordered: readonly Suggestion[]) => result.leastLosing ?? ordered.reduce((a, s) => (lossOf(s) < lossOf(a) ? s : a));

export interface Props {
  board: Board;
  result: NotedResult;
  /** The suggestions in the order shown, the best first. */
  ordered: readonly Suggestion[];
  /** Whether the player sees the suggestions (else the warning names no word). */
  named: boolean;
}

export function TrapWarning({ board, result, ordered, named }: Props) {
  const best = ordered[0];
  // A trap is a late board's (after one row a few percent of games are lost whatever is played in
  // hard mode, and no letters are shared yet to name it).
  if (!best || board.length < TRAP_FROM_ROWS) return null;
  const left = ROWS - board.length;
  const least = leastLosing(result, ordered);
  if (isTrap(least)) {
    const n = likelyAnswers(result).n;
    const chance = least.lossChance;
    const [count, pattern] = [fmt(n), greenPattern(result.knowledge)];
    // The "One" messages say "1 guess" in words: they take no number of guesses left. The "Single"
    // ones say "1 likely answer fits".
    const single = n === 1;
    const text =
      chance === undefined
        ? left === 1
          ? t(single ? 'trapMayLoseSingleOne' : 'trapMayLoseOne', count, pattern)
          : t(single ? 'trapMayLoseSingle' : 'trapMayLose', count, pattern, fmt(left))
        : left === 1
          ? t(single ? 'trapChanceSingleOne' : 'trapChanceOne', count, pattern, percent(chance))
          : t(single ? 'trapChanceSingle' : 'trapChance', count, pattern, fmt(left), percent(chance));
    return (
      <p class="trap-warning" role="status" data-testid="trap-warning" data-kind="trap" data-value={chance ?? ''}>
        {text}
        {named && ` ${t('trapBestTry', least.word.toUpperCase())}`}
      </p>
    );
  }
  // No trap line (a listed move loses under 1%): warn where a listed move walks into a trap the best avoids.
  const trap = ordered.find((s) => isTrap(s) && shownPoints(s) >= shownPoints(best) + AVOID_GAP);
  if (!trap) return null;
  return (
    <p class="trap-warning" role="status" data-testid="trap-warning" data-kind="avoid" data-value={trap.lossChance ?? ''}>
      {named ? t('trapAvoidNamed', trap.word.toUpperCase(), trap.lossChance === undefined ? t('figMayLose') : t('figLoseChance', percent(trap.lossChance)), best.word.toUpperCase()) : t('trapAvoid')}
    </p>
  );
}
