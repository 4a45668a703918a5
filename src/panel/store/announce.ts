// The sentence screen readers hear (politely) when the result on screen changes.
import { likelyAnswers } from '../../core/likely';
import { fmt } from '../format';
import { t } from '../i18n';
import { announceKey } from '../likely-text';
import type { Shown } from './store';

export function announcementFor(shown: Shown | null): string {
  if (!shown || shown.busy) return '';
  if (shown.error) return shown.error;
  const r = shown.result;
  if (!r) return '';
  const likely = likelyAnswers(r);
  const left = t(announceKey(likely), fmt(likely.n));
  const best = r.suggestions[0];
  return best ? `${left} ${t('announceBest', best.word.toUpperCase())}` : left;
}
