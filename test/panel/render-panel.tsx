// Renders the whole panel against the mock connector and waits for the first solve.
import { cleanup, render, waitFor, within, type RenderResult } from '@testing-library/preact';
import { afterEach } from 'vitest';
import { App } from '../../src/panel/App';
import { createMockConnector, type MockConnector, type MockOptions } from '../../src/panel/connector-mock';

// Vitest runs without globals, so testing-library cannot register its own cleanup.
afterEach(cleanup);

/** The plain 3,158 model, chosen: the figures many tests pin were worked out under it. */
export const NYT = { model: 'nyt', modelChosen: true } as const;

export interface Rendered extends RenderResult {
  connector: MockConnector;
}

export async function renderPanel(options: MockOptions = {}): Promise<Rendered> {
  const connector = createMockConnector(options);
  const r = render(<App connector={connector} />);
  await connector.settled();
  // Settings load in a microtask; wait for the first paint of the reading too.
  await waitFor(() => within(r.container as HTMLElement).getByTestId('status'));
  return { ...r, connector };
}

/** The suggestion words shown, lowercase, in order. */
export function shownWords(container: Element): string[] {
  return Array.from(container.querySelectorAll('[data-testid="suggestion"]'), (el) => el.getAttribute('data-word') ?? '');
}

/** A headline count as a number, from its `data-value` (the text is formatted for the reader: "3,158"); null when absent. */
export function countShown(r: Pick<RenderResult, 'queryByTestId'>, id: 'likely-count' | 'candidate-count'): number | null {
  const v = r.queryByTestId(id)?.getAttribute('data-value');
  return v === null || v === undefined ? null : Number(v);
}
