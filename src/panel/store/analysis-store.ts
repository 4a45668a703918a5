// The post-game analysis, asked for once per finished board (and mode and model).
import { signal } from '@preact/signals';
import type { Board, GameAnalysis, Mode, ModelName } from '../../core/types';
import { boardSignature } from '../../shared/hints';
import { resultOf, type Connector } from '../connector';

export type AnalysisState =
  | { kind: 'idle' }
  | { kind: 'busy'; key: string }
  | { kind: 'done'; key: string; analysis: GameAnalysis }
  | { kind: 'error'; key: string; error: string };

const gameKey = (board: Board, mode: Mode, model: ModelName) => `${mode}/${model}/${boardSignature(board)}`;

export function createAnalysisStore(connector: Connector) {
  const state = signal<AnalysisState>({ kind: 'idle' });

  async function request(board: Board, mode: Mode, model: ModelName) {
    const key = gameKey(board, mode, model);
    if (state.value.kind !== 'idle' && state.value.key === key) return;
    state.value = { kind: 'busy', key };
    const r = await resultOf(connector, { kind: 'analyse', board, mode, model });
    // Stale: a newer game's analysis replaced this one, and its own request shows it.
    if (r === null || state.value.kind !== 'busy' || state.value.key !== key) return;
    state.value = r.ok ? { kind: 'done', key, analysis: r.value } : { kind: 'error', key, error: r.error };
  }

  const reset = () => (state.value = { kind: 'idle' });

  return { state, request, reset };
}

export type AnalysisStore = ReturnType<typeof createAnalysisStore>;
