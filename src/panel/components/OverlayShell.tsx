// The panel inside the Wordle page (src/panel/overlay.tsx): collapsed, a slim bar with the count
// and the best word (or the hint ladder's step), placed where it covers nothing of the game; one
// tap opens a sheet with the whole panel, one tap on its close button or a swipe down closes it.
// The same component tree and store as the side panel: the bar reads the store the panel reads.
import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import { likelyAnswers } from '../../core/likely';
import { LAST_STEP, type HintStep } from '../../shared/hints';
import { fmt } from '../format';
import { preferCommon } from '../../shared/prefer-common';
import { barKey } from '../likely-text';
import { t } from '../i18n';
import { useStore } from '../store/context';

export interface Props {
  open: boolean;
  onOpen: (open: boolean) => void;
  children: ComponentChildren;
}

/** The ladder's step that shows the best guess (HintLadder): below it, the bar names the step, not the word. */
const BEST_STEP: HintStep = 3;

/**
 * The bar's one line: the count, then the best word as the panel orders it, or the hint ladder's
 * step at this board while the ladder hides the word (`step`: null when help comes all at once).
 */
function useBarText(): { count: string | null; likely?: number; best: string | null; step?: HintStep | null } {
  const store = useStore();
  const shown = store.shown.value;
  const result = shown?.result;
  if (!shown || !result) return { count: null, best: null };
  if (shown.status !== 'playing') return { count: t(shown.status === 'won' ? 'overlayWon' : 'overlayLost'), best: null };
  const likely = likelyAnswers(result);
  const count = t(barKey(likely), fmt(likely.n));
  const { hints, preferCommon: margin } = store.settings.settings.value;
  const step = hints === 'steps' ? store.hintStep.value : null;
  if (step !== null && step < BEST_STEP) return { count, likely: likely.n, best: t('overlayStep', fmt(step), fmt(LAST_STEP)), step };
  const word = preferCommon(result, margin)[0]?.word;
  return { count, likely: likely.n, best: word ? t('overlayBest', word.toUpperCase()) : null, step };
}

const SWIPE_PX = 60;

export function OverlayShell({ open, onOpen, children }: Props) {
  const { count, likely, best, step } = useBarText();
  const startY = useRef<number | null>(null);
  if (!open) {
    return (
      <button type="button" class="overlay-bar" data-testid="overlay-bar" data-step={step ?? undefined} aria-expanded="false" onClick={() => onOpen(true)}>
        <span class="overlay-count" data-testid="overlay-count" data-value={likely}>{count ?? t('extName')}</span>
        {best && <span class="overlay-best" data-testid="overlay-best">{best}</span>}
        <span class="overlay-open" aria-hidden="true">▴</span>
      </button>
    );
  }
  return (
    <div class="overlay-sheet" role="dialog" aria-modal="false" aria-label={t('extName')} data-testid="overlay-sheet">
      <div
        class="overlay-grip"
        onTouchStart={(e) => (startY.current = e.touches[0]?.clientY ?? null)}
        onTouchEnd={(e) => {
          const y = e.changedTouches[0]?.clientY;
          if (startY.current !== null && y !== undefined && y - startY.current > SWIPE_PX) onOpen(false);
          startY.current = null;
        }}
      >
        <span class="overlay-handle" aria-hidden="true" />
        <button type="button" class="overlay-close" data-testid="overlay-close" onClick={() => onOpen(false)}>
          {t('overlayClose')}
        </button>
      </div>
      <div class="overlay-body">{children}</div>
    </div>
  );
}
