// What the panel shows, apart from data: game or manual mode, and how far up the hint ladder the
// player has gone at each board (shared/hints.ts). Steps are per row: a step taken holds for one
// board, a new row starts again at the first step.
import { signal } from '@preact/signals';
import { FIRST_STEP, LAST_STEP, type HintStep, type HintSteps } from '../../shared/hints';

export type PanelMode = 'game' | 'manual' | 'games';

const GAME = 'game/';

export function createUiStore() {
  const mode = signal<PanelMode>('game');
  /** The step reached by boardKey (`game/<signature>`, `manual/<signature>`); absent = the first. */
  const steps = signal<Readonly<Record<string, HintStep>>>({});

  const stepOf = (boardKey: string): HintStep => steps.value[boardKey] ?? FIRST_STEP;
  /** One click up the ladder; the new step. */
  function nextStep(boardKey: string): HintStep {
    const next = Math.min(LAST_STEP, stepOf(boardKey) + 1) as HintStep;
    steps.value = { ...steps.value, [boardKey]: next };
    return next;
  }
  /** Replaces the game's steps (a stored set, or none when a new game begins); manual mode's stay. */
  function setGameSteps(game: HintSteps) {
    const next: Record<string, HintStep> = {};
    for (const [k, v] of Object.entries(steps.value)) if (!k.startsWith(GAME)) next[k] = v;
    for (const [k, v] of Object.entries(game)) next[GAME + k] = v;
    steps.value = next;
  }

  return { mode, steps, stepOf, nextStep, setGameSteps };
}

