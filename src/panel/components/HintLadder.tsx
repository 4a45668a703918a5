// The hint ladder (Settings → Help: step by step), per row: the count and the chance to win now
// (step 1, where every row starts), a nudge from the best guess (2), the best guess (3), then every
// suggestion and the words left (4, the full panel). One click per step; the step holds for the
// row while the game lasts (shared/hints.ts).
import type { Board, Suggestion, SuggestResult } from '../../core/types';
import { LAST_STEP, type HintStep } from '../../shared/hints';
import { likelyAnswers } from '../../core/likely';
import { answerChance, isListed, isNearCertain, fmt } from '../format';
import { t, type MessageKey } from '../i18n';
import { nudgeFrom } from '../nudge';
import { SuggestionItem } from './SuggestionItem';

export interface Props {
  step: HintStep;
  board: Board;
  result: SuggestResult;
  /** The best suggestion as the panel orders them (common words first where set). */
  best: Suggestion | undefined;
  details: boolean;
  onEnter: ((word: string) => void) | undefined;
  onNext: () => void;
}

const NEXT: Record<Exclude<HintStep, 4>, MessageKey> = { 1: 'hintShowNudge', 2: 'hintShowBest', 3: 'hintShowAll' };

/**
 * Step 1: can one guess win now, and with what chance: the likeliest fitting word's, written as its
 * "could be the answer" mark writes it, without naming it. "Wins now" only where that is (near)
 * certain: a word played before or unlikely words that fit leave the one likely answer short of it.
 * A result without the figure (an older worker) gives each likely answer an equal share.
 */
function winNow(result: SuggestResult): string {
  const likely = likelyAnswers(result);
  if (likely.n === 0) return result.candidates > 0 ? t('hintWinNowLongShot') : t('hintNoAnswer');
  const p = result.likeliest ?? 1 / likely.n;
  const chance = answerChance(p);
  if (likely.played) {
    if (likely.n > 1) return t('hintCouldWinPlayed', chance, fmt(likely.n));
    return isNearCertain(p) ? t('hintWinsNowPlayed') : t('hintCouldWinOnePlayed', chance);
  }
  if (result.likeliestPlayed) return likely.n > 1 ? t('hintCouldWinRepeat', chance, fmt(likely.n)) : t('hintCouldWinRepeatOne', chance);
  if (likely.n > 1) return t('hintCouldWin', chance, fmt(likely.n));
  return isNearCertain(p) ? t('hintWinsNow') : t('hintCouldWinOne', chance);
}

function NudgeText({ best, board, result }: { best: Suggestion; board: Board; result: SuggestResult }) {
  const n = nudgeFrom(best.word, board, result.knowledge, isListed(result, best));
  const letters =
    n.newLetters.length === 2
      ? t('nudgeTwoLetters', n.newLetters[0], n.newLetters[1])
      : n.newLetters.length === 1
        ? t('nudgeOneLetter', n.newLetters[0])
        : n.couldBeAnswer
          ? t('nudgeCouldBeAnswer')
          : t('nudgeKnownLetters');
  return (
    <p class="nudge" data-testid="hint-nudge" data-letters={n.newLetters.join('')}>
      {letters}
      {n.moved && ` ${t('nudgeMoved', n.moved)}`}
    </p>
  );
}

export function HintLadder({ step, board, result, best, details, onEnter, onNext }: Props) {
  return (
    <div class="ladder" data-testid="hint-ladder" data-step={step}>
      <p class="win-now" data-testid="hint-win-now" data-value={likelyAnswers(result).n}>
        {winNow(result)}
      </p>
      {step >= 2 && best && <NudgeText best={best} board={board} result={result} />}
      {step >= 3 && best && (
        <ol class="suggestions" aria-label={t('hintBestLabel')}>
          <SuggestionItem suggestion={best} result={result} best details={details} onEnter={onEnter} />
        </ol>
      )}
      {step < LAST_STEP && best && (
        <button type="button" class="hint-next" data-testid="hint-next" onClick={onNext}>
          {t(NEXT[step as Exclude<HintStep, 4>])}
        </button>
      )}
      <p class="muted hint-count">{t('hintStepOf', fmt(step), fmt(LAST_STEP))}</p>
    </div>
  );
}
