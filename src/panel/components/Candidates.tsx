// The words still possible: the count (always shown, above the suggestions), then the words
// most likely first, with the long shots (outside the answer list) apart and collapsed. The list
// is behind the shield.
import type { SuggestResult } from '../../core/types';
import { fmt, splitRemaining } from '../format';
import { t } from '../i18n';
import { useStore } from '../store/context';
import type { Shown } from '../store/store';
import { Shield } from './Shield';

export interface Props {
  shown: Shown;
}

function WordList({ words, label }: { words: string[]; label: string }) {
  return (
    <ul class="word-list" aria-label={label}>
      {words.map((w) => (
        <li key={w}>{w.toUpperCase()}</li>
      ))}
    </ul>
  );
}

/** Words shown before "more": enough for a glance, few enough not to push the suggestions away. */
export const FIRST_WORDS = 24;

function NotSent({ count }: { count: number }) {
  return count > 0 ? <p class="muted">{t('moreWords', fmt(count))}</p> : null;
}

function Lists({ result }: { result: SuggestResult }) {
  const split = splitRemaining(result);
  const first = split.likely.slice(0, FIRST_WORDS);
  const rest = split.likely.slice(FIRST_WORDS);
  const folded = rest.length + split.likelyNotSent;
  return (
    <>
      {first.length > 0 && <WordList words={first} label={t('likelyLabel')} />}
      {folded > 0 && (
        <details class="more-likely">
          <summary>{t('moreLikely', fmt(folded))}</summary>
          {rest.length > 0 && <WordList words={rest} label={t('moreLikelyLabel')} />}
          <NotSent count={split.likelyNotSent} />
        </details>
      )}
      {result.longShots > 0 && (
        <details class="long-shots">
          <summary>{t('longShots', fmt(result.longShots))}</summary>
          <p class="muted">{t('longShotsNote')}</p>
          {split.longShots.length > 0 && <WordList words={split.longShots} label={t('longShotsLabel')} />}
          <NotSent count={split.longShotsNotSent} />
        </details>
      )}
    </>
  );
}

// A private-use character: survives chrome.i18n's substitution, never appears in a message.
const SLOT = '\uE000';

/**
 * "14 words left", with the number in its own element (the e2e hook reads it alone). The message
 * is split where the number goes, so translations can put it anywhere.
 */
export function CandidateCount({ count }: { count: number }) {
  const [before, after = ''] = t(count === 1 ? 'countLeftOne' : 'countLeft', SLOT).split(SLOT);
  return (
    <p class="count-line">
      {before}
      <span class="count" data-testid="candidate-count">
        {count}
      </span>
      {after}
    </p>
  );
}

export function Candidates({ shown }: Props) {
  const store = useStore();
  const { result } = shown;
  if (!result) return null;
  const shielded = store.settings.settings.value.spoilerShield && !store.ui.isRevealed(shown.boardKey, 'candidates');
  return (
    <section class="panel-section" aria-labelledby="candidates-heading">
      <h2 id="candidates-heading">{t('candidatesHeading')}</h2>
      <Shield shielded={shielded} label={t('showCandidates')} onReveal={() => store.ui.reveal(shown.boardKey, 'candidates')}>
        <Lists result={result} />
      </Shield>
    </section>
  );
}
