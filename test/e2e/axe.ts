// Runs axe-core (the installed package's browser build) inside a page and returns the violations
// as short readable lines.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Tab } from './tab';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export async function checkAccessibility(page: Tab): Promise<string[]> {
  await page.exec(AXE_SOURCE);
  return page.run(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: { id: string; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`);
  }, null);
}
