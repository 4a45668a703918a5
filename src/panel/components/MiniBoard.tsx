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

const ROWS = 6;

/** Six rows like the game's own board, unplayed ones empty, so the panel below never moves. */
export function MiniBoard({ board, typing = '' }: Props) {
  const typingRow = typing && board.length < ROWS ? 1 : 0;
  const empty = Math.max(0, ROWS - board.length - typingRow);
  return (
    <ol class="mini-board" aria-label={board.length === 0 ? t('boardEmpty') : t('boardLabel')}>
      {board.map((row, r) => (
        <li key={r} class="tile-row" aria-label={rowLabel(row.guess, row.marks)}>
          {row.marks.map((mark, i) => (
            <span key={i} class={`tile ${mark}`} aria-hidden="true">
              {row.guess[i].toUpperCase()}
            </span>
          ))}
        </li>
      ))}
      {typingRow > 0 && (
        <li class="tile-row" aria-label={t('typingLabel', typing.toUpperCase())}>
          {Array.from({ length: 5 }, (_, i) => (
            <span key={i} class="tile typed" aria-hidden="true">
              {(typing[i] ?? '').toUpperCase()}
            </span>
          ))}
        </li>
      )}
      {Array.from({ length: empty }, (_, r) => (
        <li key={`empty-${r}`} class="tile-row" aria-hidden="true">
          {Array.from({ length: 5 }, (_, i) => (
            <span key={i} class="tile empty" />
          ))}
        </li>
      ))}
    </ol>
  );
}
