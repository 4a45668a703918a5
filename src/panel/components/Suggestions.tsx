// The ranked suggestions, behind the spoiler shield when it is on.
import type { SuggestResult } from '../../core/types';
import { t } from '../i18n';
import { useStore } from '../store/context';
import type { Shown } from '../store/store';
import { Shield } from './Shield';
import { SuggestionItem } from './SuggestionItem';

export interface Props {
  shown: Shown;
}

function body(result: SuggestResult, onEnter: ((w: string) => void) | undefined) {
  if (result.suggestions.length === 0) return <p class="muted">{t('noSuggestions')}</p>;
  return (
    <>
      {result.unlistedAnswer && <p class="muted" role="status">{t('unlistedAnswer')}</p>}
      <ol class="suggestions" aria-label={t('suggestionsLabel')}>
        {result.suggestions.map((s, i) => (
          <SuggestionItem key={s.word} suggestion={s} rank={i + 1} candidates={result.candidates} onEnter={onEnter} />
        ))}
      </ol>
    </>
  );
}

export function Suggestions({ shown }: Props) {
  const store = useStore();
  const { result } = shown;
  const shielded = store.settings.settings.value.spoilerShield && !store.ui.isRevealed(shown.boardKey, 'suggestions');
  const canEnter = shown.source === 'game' && shown.status === 'playing';
  const onEnter = canEnter ? (w: string) => void store.enterWord(w) : undefined;
  return (
    <section class="panel-section" aria-labelledby="suggestions-heading">
      <h2 id="suggestions-heading">
        {t('suggestionsHeading')}
        {shown.mode === 'hard' && <span class="hard-badge">{t('hardBadge')}</span>}
      </h2>
      {result && (
        <Shield shielded={shielded} label={t('showSuggestions')} onReveal={() => store.ui.reveal(shown.boardKey, 'suggestions')}>
          {body(result, onEnter)}
        </Shield>
      )}
      {store.enterError.value && (
        <p class="error" role="alert">
          {store.enterError.value}
        </p>
      )}
    </section>
  );
}
