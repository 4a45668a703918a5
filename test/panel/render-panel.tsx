// Renders the whole panel against the mock connector and waits for the first solve.
import { cleanup, render, waitFor, within, type RenderResult } from '@testing-library/preact';
import { afterEach } from 'vitest';
import { App } from '../../src/panel/App';
import { createMockConnector, type MockConnector, type MockOptions } from '../../src/panel/connector-mock';
import { t, type MessageKey } from '../../src/panel/i18n';

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
export function countShown(r: Pick<RenderResult, 'queryByTestId'>, id: 'likely-count' | 'candidate-count' | 'played-count' | 'unlikely-count'): number | null {
  return valueOf(r.queryByTestId(id));
}

/** An element's `data-value` as a number; null when the element or the attribute is absent. */
export function valueOf(el: Element | null | undefined): number | null {
  const v = el?.getAttribute('data-value');
  return v === null || v === undefined || v === '' ? null : Number(v);
}

/**
 * The message `key` as a pattern (unanchored: anchor it, or join several), its RegExp substitutions
 * standing for what the test cannot know (a count of groups), the rest as the panel's t() writes them.
 */
export function messagePattern(key: MessageKey, ...subs: (string | number | RegExp)[]): RegExp {
  const slots = subs.map((s, i) => (s instanceof RegExp ? `\uE000${i}\uE000` : s));
  const escaped = t(key, ...slots).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(escaped.replace(/\uE000(\d+)\uE000/g, (_, i: string) => `(?:${(subs[Number(i)] as RegExp).source})`), 'u');
}
