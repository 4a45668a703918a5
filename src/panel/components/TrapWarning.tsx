// Hard mode's traps, said before the player commits: when even the best play may run out of
// guesses (the solver's own loss chance, Suggestion.lossChance), from the third guess on, a
// sentence with the pattern the likely answers share, the guesses left and that chance (no other
// move loses less often: test/core/trap-claim.test.ts); and a row earlier, when a listed move
// walks into one while the best does not, which move avoids it. The word is named only where
// the suggestions are shown (not on the hint ladder's earlier steps). Test hook:
// data-testid="trap-warning" with data-kind ("trap" / "avoid") and data-value (the chance, 0..1).
import { greenPattern } from '../../core/board';
import { likelyAnswers } from '../../core/likely';
import type { Board, Suggestion } from '../../core/types';
import type { NotedResult } from '../../shared/notes';
import { fmt, percent } from '../format';
import { t } from '../i18n';

/** Rows the game allows. */
const ROWS = 6;
/**
 * A chance to lose below this is not called a trap: the long shots alone leave some (a word off
 * the list may be the answer), and a warning at "<1%" on many boards would teach players to skip it.
 */
const TRAP_FROM = 0.01;
const isTrap = (s: Suggestion) => s.mayLose === true && (s.lossChance === undefined || s.lossChance >= TRAP_FROM);
/**
 * Rows played before the warning speaks: a trap is a late board's (after one row a few percent of
 * games are lost whatever is played in hard mode, and no letters are shared yet to name it).
 */
const FROM_ROWS = 2;

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
  if (!best || board.length < FROM_ROWS) return null;
  const left = ROWS - board.length;
  if (isTrap(best)) {
    const n = likelyAnswers(result).n;
    const chance = best.lossChance;
    const [count, pattern] = [fmt(n), greenPattern(result.knowledge)];
    // The "One" messages say "1 guess" in words: they take no number of guesses left.
    const text =
      chance === undefined
        ? left === 1
          ? t('trapMayLoseOne', count, pattern)
          : t('trapMayLose', count, pattern, fmt(left))
        : left === 1
          ? t('trapChanceOne', count, pattern, percent(chance))
          : t('trapChance', count, pattern, fmt(left), percent(chance));
    return (
      <p class="trap-warning" role="status" data-testid="trap-warning" data-kind="trap" data-value={chance ?? ''}>
        {text}
        {named && ` ${t('trapBestTry', best.word.toUpperCase())}`}
      </p>
    );
  }
  // No trap for the best move: warn where a listed move walks into one.
  const trap = ordered.find(isTrap);
  if (!trap) return null;
  return (
    <p class="trap-warning" role="status" data-testid="trap-warning" data-kind="avoid" data-value={trap.lossChance ?? ''}>
      {named ? t('trapAvoidNamed', trap.word.toUpperCase(), trap.lossChance === undefined ? t('figMayLose') : t('figLoseChance', percent(trap.lossChance)), best.word.toUpperCase()) : t('trapAvoid')}
    </p>
  );
}
