// The offer to fetch the past answers the extension lacks, shown once: while the setting is
// still 'ask' (the default, nothing fetched) and what is known ends more than a week before the
// puzzle. Yes and No thanks answer it for good (the setting, also in Settings); Later puts it
// away for as long as this panel stays open. It stands below the suggestions, out of their way.
import type { SuggestResult } from '../../core/types';
import { isStale } from '../../core/past-answers';
import { dateText, fmt } from '../format';
import { t } from '../i18n';
import { useStore } from '../store/context';

export interface Props {
  result: Pick<SuggestResult, 'knownThrough' | 'date' | 'unknownDays'>;
}

export function PastAnswersOffer({ result }: Props) {
  const store = useStore();
  const { settings, update, loaded } = store.settings;
  const n = result.unknownDays ?? 0;
  const later = store.ui.pastOfferLater;
  if (later.value || !loaded.value || settings.value.pastAnswers !== 'ask' || !result.knownThrough || !result.date || n === 0 || !isStale(result.knownThrough, result.date)) return null;
  const since = dateText(result.knownThrough);
  return (
    <section class="panel-section past-offer" data-testid="past-offer" aria-label={t('pastOfferLabel')}>
      <p class="plain">{t('pastOfferWhy', since)}</p>
      <button type="button" data-testid="past-offer-yes" data-value={n} data-since={result.knownThrough} onClick={() => update({ pastAnswers: 'on' })}>
        {t(n === 1 ? 'pastOfferFetchOne' : 'pastOfferFetch', fmt(n), since)}
      </button>{' '}
      <button type="button" data-testid="past-offer-later" onClick={() => (later.value = true)}>
        {t('pastOfferLater')}
      </button>{' '}
      <button type="button" data-testid="past-offer-no" onClick={() => update({ pastAnswers: 'off' })}>
        {t('pastOfferNo')}
      </button>
    </section>
  );
}
