// Rewrites the benchmark table inside README's `benchmarks` section, between the bench-table
// markers, leaving everything else in the file untouched.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const README = fileURLToPath(new URL('../../README.md', import.meta.url));
const START = '<!-- bench-table -->';
const END = '<!-- /bench-table -->';

export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Replaces the text between the markers; the markers must exist once, inside the section. */
export function replaceTable(readme: string, body: string): string {
  const a = readme.indexOf(START);
  const b = readme.indexOf(END);
  if (a < 0 || b < a) throw new Error(`README.md has no ${START} … ${END} markers in its benchmarks section.`);
  return `${readme.slice(0, a + START.length)}\n${body}\n${readme.slice(b)}`;
}

export function writeReadmeTable(header: readonly string[], rows: readonly (readonly string[])[], note: string): void {
  const text = readFileSync(README, 'utf8');
  writeFileSync(README, replaceTable(text, `${markdownTable(header, rows)}\n\n${note}`));
}
