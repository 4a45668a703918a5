// The ranked suggestions, or the hint ladder's step when help comes step by step. Equally good ones fold under
// the first of them ("+8 equally good"); when the best cannot itself be the answer, the best one
// that can is named beside it, with its cost, so the player can weigh a chance to win now.
import type { Suggestion, SuggestResult } from '../../core/types';
import { boardSignature, LAST_STEP } from '../../shared/hints';
import type { NotedResult } from '../../shared/notes';
import { fmt, guessesFigure, isListed, tieGroups } from '../format';
import { preferCommon } from '../../shared/prefer-common';
import { t } from '../i18n';
import { usePressedWord } from '../pressed-word';
import { useLayoutEffect } from 'preact/hooks';
import { useStore } from '../store/context';
import type { Shown } from '../store/store';
import { HintLadder } from './HintLadder';
import { SuggestionItem } from './SuggestionItem';
import { TrapWarning } from './TrapWarning';

export interface Props {
  shown: Shown;
}

/**
 * The best suggestion on the answer list that fits (isListed), when the best one is not; failing
 * that, the one the worker found among the listed words themselves (NotedResult.couldWin).
 * @internal exported for the tests: its unit test covers results the panel rarely meets.
 */
export function bestCouldWin(result: NotedResult, ordered: Suggestion[]): Pick<Suggestion, 'word' | 'expectedGuesses'> | null {
  if (ordered.length === 0 || isListed(result, ordered[0])) return null;
  return ordered.find((s) => isListed(result, s)) ?? result.couldWin ?? null;
}

/**
 * Why the first word changed, in the figures' own words: fewer guesses only where it takes fewer
 * (by at least the 0.01 shown), else less likely to lose, else only that the search ranks it first.
 */
function changedText(word: string, changed: NonNullable<SuggestResult['changedBest']>): string {
  const [now, was] = [word.toUpperCase(), changed.was.toUpperCase()];
  if (changed.fewer >= 0.005) return t('bestChanged', now, fmt(changed.fewer, 2), was);
  return t(changed.safer ? 'bestChangedSafer' : 'bestChangedRanked', now, was);
}

/**
 * The best word that could be the answer, with its cost; where it and the first suggestion look
 * equal at one decimal, to the hundredth with the difference, so two words never read as equal
 * while one of them is ranked first for its figure.
 * @internal exported for the tests.
 */
export function couldWinText(w: Pick<Suggestion, 'word' | 'expectedGuesses'>, first: Suggestion): string {
  const word = w.word.toUpperCase();
  if (w.expectedGuesses === null) return t('bestCouldWinPlain', word);
  if (first.expectedGuesses === null || guessesFigure(w.expectedGuesses) !== guessesFigure(first.expectedGuesses)) return t('bestCouldWin', word, guessesFigure(w.expectedGuesses));
  const more = Math.round(w.expectedGuesses * 100) / 100 - Math.round(first.expectedGuesses * 100) / 100;
  return more > 0.005 ? t('bestCouldWinCloser', word, fmt(w.expectedGuesses, 2), fmt(more, 2), first.word.toUpperCase()) : t('bestCouldWinEqual', word, fmt(w.expectedGuesses, 2), first.word.toUpperCase());
}

function Body({ shown, result, onEnter }: { shown: Shown; result: SuggestResult; onEnter: ((w: string) => void) | undefined }) {
  const store = useStore();
  const { showDetails, preferCommon: margin } = store.settings.settings.value;
  const groups = tieGroups(preferCommon(result, margin), (s) => isListed(result, s));
  const ordered = groups.flatMap((g) => [g.lead, ...g.others]);
  const step = store.hintStep.value;
  const trap = shown.mode === 'hard' && <TrapWarning board={shown.board} result={result} ordered={ordered} named={step >= LAST_STEP} />;
  if (step < LAST_STEP) {
    return (
      <>
      {trap}
      <HintLadder
        step={step}
        board={shown.board}
        result={result}
        best={ordered[0]}
        details={showDetails}
        onEnter={onEnter}
        onNext={() => store.nextHint(shown)}
      />
      </>
    );
  }
  if (result.suggestions.length === 0) return <p class="muted">{t('noSuggestions')}</p>;
  const couldWin = bestCouldWin(result, ordered);
  return (
    <>
      {trap}
      {result.unlistedAnswer && (
        <p class="muted" role="status" data-testid="unlisted-answer">
          {t('unlistedAnswer')}
        </p>
      )}
      {/* A book move without its cost: an archive date's first move, from the book of today's history (core/strategies/optimal.ts). */}
      {result.fromBook && result.suggestions[0].expectedGuesses === null && (
        <p class="muted" data-testid="opening-note">
          {t('openingOtherHistory')}
        </p>
      )}
      {/* The refinement replaced the best the player read first (core/keep-shown.ts): said in place. */}
      {result.changedBest && (
        <p class="muted" role="status" data-testid="best-changed" data-word={ordered[0].word} data-was={result.changedBest.was} data-value={result.changedBest.fewer}>
          {changedText(ordered[0].word, result.changedBest)}
        </p>
      )}
      <ol class="suggestions" aria-label={t('suggestionsLabel')}>
        {groups.map((g, i) => (
          <SuggestionItem key={g.lead.word} suggestion={g.lead} result={result} best={i === 0} details={showDetails} onEnter={onEnter} ties={g.others} />
        ))}
      </ol>
      {couldWin && (
        <p class="could-win" data-testid="best-could-win" data-word={couldWin.word} data-value={couldWin.expectedGuesses ?? ''}>
          {couldWinText(couldWin, ordered[0])}
        </p>
      )}
    </>
  );
}

export function Suggestions({ shown }: Props) {
  const store = useStore();
  const { result } = shown;
  const settings = store.settings.settings.value;
  const canEnter = shown.source === 'game' && shown.status === 'playing';
  // The word pressed on, never the one that replaced it under the pointer (pressed-word.ts).
  const pressed = usePressedWord((w) => void store.enterWord(w));
  const onEnter = canEnter ? pressed.enter : undefined;
  // data-board: the board these suggestions answer (hints.ts boardSignature), absent while they are
  // the last board's, so a benchmark can time the moment a board's answer shows.
  const board = shown.busy ? undefined : boardSignature(shown.board);
  // Test builds: the moment this page first shows a board's suggestions, for the first-click
  // benchmark in Firefox, which opens the panel through a test hook where no script of its own can
  // run before the page's (Chromium's times the same moment by a script added before the page's).
  useLayoutEffect(() => {
    if (!__E2E__ || board === undefined || !result?.suggestions.length) return;
    const name = `wa:first-suggestions:${board}`;
    if (performance.getEntriesByName(name).length === 0) performance.mark(name);
  });
  return (
    <section class="panel-section" aria-labelledby="suggestions-heading" data-testid="suggestions" data-board={board} {...(canEnter ? pressed.handlers : {})}>
      <div class="section-head">
        <h2 id="suggestions-heading">
          {t('suggestionsHeading')}
          {shown.mode === 'hard' && <span class="hard-badge">{t('hardBadge')}</span>}
        </h2>
        <button
          type="button"
          class="details-toggle"
          aria-pressed={settings.showDetails}
          data-testid="details-toggle"
          title={t('tipDetails')}
          onClick={() => store.settings.update({ showDetails: !settings.showDetails })}
        >
          {t('detailsToggle')}
        </button>
      </div>
      {result && <Body shown={shown} result={result} onEnter={onEnter} />}
      {store.enterError.value && (
        <p class="error" role="alert">
          {store.enterError.value}
        </p>
      )}
    </section>
  );
}
