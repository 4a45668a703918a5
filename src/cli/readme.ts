// Rewrites a benchmark table inside README's `benchmarks` section, between its markers
// (`<!-- bench-table -->` … `<!-- /bench-table -->` by default), leaving the rest of the file as is.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const README = fileURLToPath(new URL('../../README.md', import.meta.url));

export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Replaces the text between the markers named `marker`; they must exist, in order. */
export function replaceTable(readme: string, body: string, marker = 'bench-table'): string {
  const start = `<!-- ${marker} -->`;
  const end = `<!-- /${marker} -->`;
  const a = readme.indexOf(start);
  const b = readme.indexOf(end);
  if (a < 0 || b < a) throw new Error(`README.md has no ${start} … ${end} markers in its benchmarks section.`);
  return `${readme.slice(0, a + start.length)}\n${body}\n${readme.slice(b)}`;
}

export function writeReadmeTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  note: string,
  marker = 'bench-table',
): void {
  const text = readFileSync(README, 'utf8');
  writeFileSync(README, replaceTable(text, `${markdownTable(header, rows)}\n\n${note}`, marker));
}
