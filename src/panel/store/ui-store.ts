// What the panel shows, apart from data: game or manual mode, and what the spoiler shield lets
// through. The shield is per row: a reveal holds for one board and lapses when a row is added.
import { signal } from '@preact/signals';

export type PanelMode = 'game' | 'manual';
export type Shielded = 'suggestions' | 'candidates';

export function createUiStore() {
  const mode = signal<PanelMode>('game');
  /** `${boardKey}#${part}` for every part the player asked to see. */
  const revealed = signal<ReadonlySet<string>>(new Set());

  const isRevealed = (boardKey: string, part: Shielded) => revealed.value.has(`${boardKey}#${part}`);
  const reveal = (boardKey: string, part: Shielded) => (revealed.value = new Set(revealed.value).add(`${boardKey}#${part}`));

  return { mode, revealed, isRevealed, reveal };
}

export type UiStore = ReturnType<typeof createUiStore>;
