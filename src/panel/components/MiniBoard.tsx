// The board as read from the page, in small tiles with the game's colours. Screen readers get one
// line per row ("CRANE: grey, grey, yellow, grey, green") instead of 30 separate tiles.
import type { Board, Mark } from '../../core/types';
import { t } from '../i18n';

export interface Props {
  board: Board;
  /** Letters typed in the current row, not yet submitted. */
  typing?: string;
}

export const MARK_NAME: Record<Mark, () => string> = {
  correct: () => t('markCorrect'),
  present: () => t('markPresent'),
  absent: () => t('markAbsent'),
};

export function rowLabel(guess: string, marks: Mark[]): string {
  return t('rowLabel', guess.toUpperCase(), marks.map((m) => MARK_NAME[m]()).join(', '));
}

export function MiniBoard({ board, typing = '' }: Props) {
  if (board.length === 0 && !typing) return <p class="muted board-empty">{t('boardEmpty')}</p>;
  return (
    <ol class="mini-board" aria-label={t('boardLabel')}>
      {board.map((row, r) => (
        <li key={r} class="tile-row" aria-label={rowLabel(row.guess, row.marks)}>
          {row.marks.map((mark, i) => (
            <span key={i} class={`tile ${mark}`} aria-hidden="true">
              {row.guess[i].toUpperCase()}
            </span>
          ))}
        </li>
      ))}
      {typing && board.length < 6 && (
        <li class="tile-row" aria-label={t('typingLabel', typing.toUpperCase())}>
          {Array.from({ length: 5 }, (_, i) => (
            <span key={i} class="tile typed" aria-hidden="true">
              {(typing[i] ?? '').toUpperCase()}
            </span>
          ))}
        </li>
      )}
    </ol>
  );
}
