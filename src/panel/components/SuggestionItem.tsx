// One suggestion: the word first (the e2e tests read it from the start of the element's text),
// then its figures, each saying what it is in place ("≈ 3.6 guesses to finish") with the exact
// meaning as a tooltip; a mark when it fits and is on the answer list, with its chance ("1 in 249", "84%"); a quiet
// tag on rare words; the solver's own figures (bits, words left on average) only on request.
import { useState } from 'preact/hooks';
import { likelyAnswers } from '../../core/likely';
import type { Suggestion, SuggestResult } from '../../core/types';
import { isRare } from '../../shared/notes';
import { answerChance, fmt, guessesFigure, isListed, noteOf, percent } from '../format';
import { ENTER_WORD } from '../pressed-word';
import { t } from '../i18n';

export interface Props {
  suggestion: Suggestion;
  result: SuggestResult;
  best?: boolean;
  /** Show bits and expected words left too. */
  details: boolean;
  /** Offers the "enter it" button when given; called with the row's word (see pressed-word.ts). */
  onEnter?: (word: string) => void;
  /** Equally good suggestions folded under this one. */
  ties?: Suggestion[];
}

/** @internal exported for the tests: the plurals test checks its sentences. */
export function reasonFor(s: Suggestion, result: SuggestResult): string {
  const candidates = result.candidates;
  if (candidates === 1) return t('reasonOnlyWord');
  // In the likely answers the headline counts, where the worker noted them (annotate.ts). Without
  // that note nothing is said of what it leaves: the only other counts are groups of every
  // fitting word, which disagree with the headline's likely answers beside them.
  const left = noteOf(result, s.word)?.left;
  const split = !left ? '' : left.worst <= 1 ? t('reasonLikelyApart', fmt(likelyAnswers(result).n)) : t('reasonLikelyLeft', fmt(left.mean, left.mean < 10 ? 1 : 0), fmt(left.worst));
  const answer = isListed(result, s) ? t('reasonCanBeAnswer', answerChance(s.pAnswer)) : s.isCandidate ? t('reasonLongShot') : '';
  return [split, answer].filter((x) => x !== '').join(' ');
}

/** Expected guesses below this round to one: the word is the only one left. */
const WINS_NOW = 1.005;

/** "≈ 3.6 guesses to finish", or "wins now" when it is the only word left. */
function guessesText(eg: number): string {
  return eg < WINS_NOW ? t('figWinsNow') : t('figGuesses', guessesFigure(eg));
}

function Figures({ s, details, result }: { s: Suggestion; details: boolean; result: SuggestResult }) {
  const left = noteOf(result, s.word)?.left;
  return (
    <span class="figures">
      {s.expectedGuesses !== null && (
        <span class="fig-main" title={t('tipGuesses')} data-kind={s.expectedGuesses < WINS_NOW ? 'wins-now' : 'guesses'} data-value={s.expectedGuesses}>
          {guessesText(s.expectedGuesses)}
        </span>
      )}
      {s.mayLose && (
        <span class="may-lose" title={t('tipLose')}>
          {s.lossChance ? t('figLoseChance', percent(s.lossChance)) : t('figMayLose')}
        </span>
      )}
      {details && (
        <>
          <span title={t('tipLeft')}>{left ? t('figLikelyLeft', fmt(left.mean, left.mean < 10 ? 1 : 0)) : t('figLeft', fmt(Math.round(s.expectedRemaining)))}</span>
          <span title={t('tipWorst')}>{t('figWorst', fmt(left ? left.worst : s.worstCase))}</span>
        </>
      )}
    </span>
  );
}

/** The tags after the word: "could be the answer: 1 in 249" (or "84%"), "rare word". */
function Tags({ s, result }: { s: Suggestion; result: SuggestResult }) {
  const listed = isListed(result, s);
  const rare = isRare(noteOf(result, s.word));
  return (
    <>
      {listed && (
        <span class="answer-mark" title={t('tipCanBeAnswer', answerChance(s.pAnswer))} data-value={s.pAnswer}>
          {t('canBeAnswer', answerChance(s.pAnswer))}
        </span>
      )}
      {rare && (
        <span class="rare-tag" title={t('tipRare')}>
          {t('rareWord')}
        </span>
      )}
    </>
  );
}

export function SuggestionItem({ suggestion: s, result, best = false, details, onEnter, ties = [] }: Props) {
  const word = s.word.toUpperCase();
  const [why, setWhy] = useState(false);
  const reasonId = `reason-${s.word}`;
  // No "Why?" that would open on nothing (a probe of an unlisted answer, with no note).
  const reason = reasonFor(s, result);
  return (
    <li class={best ? 'suggestion best' : 'suggestion'} data-testid="suggestion" data-word={s.word}>
      <span class="word-line">
        <span class="word">{word}</span>
        {best && <span class="best-badge">{t('best')}</span>}
        <Tags s={s} result={result} />
      </span>
      <Figures s={s} details={details} result={result} />
      <span class="actions">
        {reason !== '' && (
          <button type="button" class="why" aria-label={t('whyLabel', word)} aria-expanded={why} aria-controls={reasonId} onClick={() => setWhy(!why)}>
            {t('why')}
          </button>
        )}
        {onEnter && (
          <button type="button" class="enter" aria-label={t('enterLabel', word)} {...{ [ENTER_WORD]: s.word }} onClick={() => onEnter(s.word)}>
            {t('enter')}
          </button>
        )}
      </span>
      {reason !== '' && (
        <p class="reason" id={reasonId} hidden={!why}>
          {why ? reason : ''}
        </p>
      )}
      {ties.length > 0 && (
        <details class="ties" data-testid="ties" data-value={ties.length}>
          <summary>{t('equallyGood', fmt(ties.length))}</summary>
          <ul class="suggestions tie-list" aria-label={t('equallyGoodLabel', word)}>
            {ties.map((o) => (
              <SuggestionItem key={o.word} suggestion={o} result={result} details={details} onEnter={onEnter} />
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}
