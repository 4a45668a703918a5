// The spoiler shield over one part of the panel: a button in place of the content until the
// player asks, for this board only.
import type { ComponentChildren } from 'preact';
import { t } from '../i18n';

export interface Props {
  shielded: boolean;
  /** What the button says, e.g. "Show suggestions". */
  label: string;
  onReveal: () => void;
  children: ComponentChildren;
}

export function Shield({ shielded, label, onReveal, children }: Props) {
  if (!shielded) return <>{children}</>;
  return (
    <div class="shield">
      <p class="muted">{t('shieldNote')}</p>
      <button type="button" onClick={onReveal}>
        {label}
      </button>
    </div>
  );
}
