// One suggestion: the word first (the e2e tests read it from the start of the element's text),
// its figures in plain words, a mark when it can be the answer, and on request a reason.
import { useState } from 'preact/hooks';
import type { Suggestion } from '../../core/types';
import { fmt, percent } from '../format';
import { t } from '../i18n';

export interface Props {
  suggestion: Suggestion;
  rank: number;
  /** Candidates before the guess, for the reason ("splits the 14 words into 6 groups"). */
  candidates: number;
  /** Offers the "enter it" button when given. */
  onEnter?: (word: string) => void;
}

export function reasonFor(s: Suggestion, candidates: number): string {
  if (candidates === 1) return t('reasonOnlyWord');
  const split =
    s.worstCase <= 1 ? t('reasonSplitsAll', candidates) : `${t('reasonSplits', candidates, s.groups)} ${t('reasonWorst', s.worstCase)}`;
  const answer = s.isCandidate ? ` ${t('reasonCanBeAnswer', percent(s.pAnswer))}` : '';
  return `${split}${answer}`;
}

export function SuggestionItem({ suggestion: s, rank, candidates, onEnter }: Props) {
  const word = s.word.toUpperCase();
  const best = rank === 1;
  const [why, setWhy] = useState(false);
  const reasonId = `reason-${s.word}`;
  return (
    <li class={best ? 'suggestion best' : 'suggestion'} data-testid="suggestion" data-word={s.word}>
      <span class="word-line">
        <span class="word">{word}</span>
        {s.isCandidate && (
          <span class="answer-mark" title={t('canBeAnswer')}>
            <span aria-hidden="true">●</span>
            <span class="visually-hidden">{t('canBeAnswer')}</span>
          </span>
        )}
        {best && <span class="best-badge">{t('best')}</span>}
      </span>
      <span class="figures">
        {s.expectedGuesses !== null && <span>{t('figGuesses', fmt(s.expectedGuesses, 2))}</span>}
        {s.mayLose && <span class="may-lose">{s.lossChance ? t('figLoseChance', percent(s.lossChance)) : t('figMayLose')}</span>}
        <span>{t('figBits', fmt(s.bits, 2))}</span>
        <span>{t('figLeft', fmt(s.expectedRemaining, 1))}</span>
      </span>
      <span class="actions">
        <button type="button" class="why" aria-label={t('whyLabel', word)} aria-expanded={why} aria-controls={reasonId} onClick={() => setWhy(!why)}>
          {t('why')}
        </button>
        {onEnter && (
          <button type="button" class="enter" aria-label={t('enterLabel', word)} onClick={() => onEnter(s.word)}>
            {t('enter')}
          </button>
        )}
      </span>
      <p class="reason" id={reasonId} hidden={!why}>
        {why ? reasonFor(s, candidates) : ''}
      </p>
    </li>
  );
}
