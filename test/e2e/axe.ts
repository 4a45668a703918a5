// Runs axe-core (the installed package's browser build) inside a page and returns the violations
// as short readable lines.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { poll, type Tab } from './tab';

export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}

/** axe's violations as one readable line each. */
export const violationLines = (violations: Violation[]): string[] =>
  violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`);

/**
 * Waits until nothing on the page is faded (the panel fades its results while a board is solved,
 * after a tab switch for one), since axe measures contrast on faded colours; then runs axe.
 */
export async function checkAccessibility(page: Tab): Promise<string[]> {
  await poll(
    'the page to stop fading (no .stale, results at full opacity)',
    () =>
      page.run(() => {
        const results = document.querySelector('[data-testid="results"]');
        const faded = document.querySelector('.stale') !== null || (results !== null && getComputedStyle(results).opacity !== '1');
        return faded ? null : true;
      }, null),
    10_000,
  );
  await page.exec(AXE_SOURCE);
  const violations = await page.run(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: Violation[] }> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  }, null);
  return violationLines(violations);
}
