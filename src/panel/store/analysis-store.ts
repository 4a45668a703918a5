// The post-game analysis, asked for once per finished board (and mode and model).
import { signal } from '@preact/signals';
import type { Board, Mode, ModelName } from '../../core/types';
import type { NotedAnalysis } from '../../shared/notes';
import { boardSignature } from '../../shared/hints';
import { resultOf, type Connector, type JobView } from '../connector';

export type AnalysisState =
  | { kind: 'idle' }
  | { kind: 'busy'; key: string }
  | { kind: 'done'; key: string; analysis: NotedAnalysis }
  | { kind: 'error'; key: string; error: string };

/**
 * What the answer depends on: the board, mode and model, and the history the model is built from,
 * the puzzle's date and the gathered answers (the background adds them to the job; the panel knows
 * what counts on that date from the tab's answer: `knownThrough` and the `learned` days after it,
 * `knownOf`).
 */
export interface AnalysisContext {
  date?: string;
  known?: string;
}

/**
 * What the model knew of the past answers in a tab's answer, as a key: the days known with no gap,
 * and which answers it counted beyond them (`learnedId`: the set, not how many, so two sets of one
 * size never share an analysis).
 */
export const knownOf = (r: { knownThrough?: string; learned?: number; learnedId?: string } | null | undefined): string | undefined =>
  r?.knownThrough ? `${r.knownThrough}+${r.learned ?? 0}${r.learnedId ? `/${r.learnedId}` : ''}` : undefined;

const gameKey = (board: Board, mode: Mode, model: ModelName, c: AnalysisContext) => `${mode}/${model}/${c.date ?? ''}/${c.known ?? ''}/${boardSignature(board)}`;

/** `view`: whose analysis this is (the game view's, or Your games'): each queues under its own key. */
export function createAnalysisStore(connector: Connector, view: JobView) {
  const state = signal<AnalysisState>({ kind: 'idle' });

  /** `context.date`: the puzzle's, so that the history model of that day values the game. */
  async function request(board: Board, mode: Mode, model: ModelName, context: AnalysisContext = {}) {
    const key = gameKey(board, mode, model, context);
    const date = context.date;
    if (state.value.kind !== 'idle' && state.value.key === key) return;
    state.value = { kind: 'busy', key };
    const r = await resultOf(connector, { kind: 'analyse', board, mode, model, ...(date ? { date } : {}) }, view);
    // Stale: a newer game's analysis replaced this one, and its own request shows it.
    if (r === null || state.value.kind !== 'busy' || state.value.key !== key) return;
    state.value = r.ok ? { kind: 'done', key, analysis: r.value } : { kind: 'error', key, error: r.error };
  }

  const reset = () => (state.value = { kind: 'idle' });

  return { state, request, reset };
}

