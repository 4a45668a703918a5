// The followed Wordle tab as the connector reports it. The last finished result is kept while a
// newer one is being solved, so the panel shows it (dimmed) instead of jumping to empty.
import { batch, computed, signal } from '@preact/signals';
import type { NotedResult } from '../../shared/notes';
import type { Connector, TabView } from '../connector';

export function createTabStore(connector: Connector) {
  const view = signal<TabView>({ kind: 'no-tab' });
  const lastResult = signal<NotedResult | null>(null);

  const reading = computed(() => (view.value.kind === 'tab' ? view.value.reading : null));
  const board = computed(() => (reading.value?.kind === 'board' ? reading.value : null));
  const solve = computed(() => (view.value.kind === 'tab' ? view.value.solve : { kind: 'idle' as const }));

  function receive(next: TabView) {
    batch(() => {
      view.value = next;
      if (next.kind === 'tab' && next.solve.kind === 'done') lastResult.value = next.solve.result;
      else if (next.kind === 'no-tab' || next.reading?.kind !== 'board' || next.solve.kind === 'error') lastResult.value = null;
    });
  }

  const start = () => connector.subscribe(receive);

  return { view, reading, board, solve, lastResult, start };
}

