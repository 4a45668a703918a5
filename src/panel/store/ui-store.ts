// What the panel shows, apart from data: game or manual mode, how far up the hint ladder the
// player has gone at each board (shared/hints.ts), and the offers put away for later. Steps are per row: a step taken holds for one
// board, a new row starts again at the first step.
import { signal } from '@preact/signals';
import { FIRST_STEP, LAST_STEP, type HintStep, type HintSteps } from '../../shared/hints';

export type PanelMode = 'game' | 'manual' | 'games';

const GAME = 'game/';

export function createUiStore() {
  const mode = signal<PanelMode>('game');
  /** The step reached by boardKey (`game/<signature>`, `manual/<signature>`); absent = the first. */
  const steps = signal<Readonly<Record<string, HintStep>>>({});
  /** The past answers' offer put away with "Later" (PastAnswersOffer.tsx): for this panel's life. */
  const pastOfferLater = signal(false);

  const stepOf = (boardKey: string): HintStep => steps.value[boardKey] ?? FIRST_STEP;
  /** One click up the ladder; the new step. */
  function nextStep(boardKey: string): HintStep {
    const next = Math.min(LAST_STEP, stepOf(boardKey) + 1) as HintStep;
    steps.value = { ...steps.value, [boardKey]: next };
    return next;
  }
  /**
   * Takes the game's steps as the background keeps them. `newGame` (another game or tab): they
   * replace the game's steps shown; else a step is never lowered, since a view made before this
   * panel's own step was kept may still arrive. Manual mode's steps stay.
   */
  function setGameSteps(game: HintSteps, newGame: boolean) {
    const next: Record<string, HintStep> = {};
    for (const [k, v] of Object.entries(steps.value)) if (!newGame || !k.startsWith(GAME)) next[k] = v;
    for (const [k, v] of Object.entries(game)) next[GAME + k] = Math.max(v, next[GAME + k] ?? FIRST_STEP) as HintStep;
    const same = Object.keys(next).length === Object.keys(steps.value).length && Object.entries(next).every(([k, v]) => steps.value[k] === v);
    if (!same) steps.value = next;
  }

  return { mode, steps, pastOfferLater, stepOf, nextStep, setGameSteps };
}

