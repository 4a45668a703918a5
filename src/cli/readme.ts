// Rewrites a benchmark table inside docs/benchmarks.md (moved there from README.md, which is for
// users now), between its markers (`<!-- bench-table -->` … `<!-- /bench-table -->` by default, or
// `opener-table`), leaving the rest of the file as is.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const BENCHMARKS_DOC = fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url));

/** A table in markdown (bench-popular puts two under one marker); its unit test checks the text. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * Replaces the text between the markers named `marker`; they must exist, in order.
 * @internal exported for the tests: its unit test checks that only the marked table is replaced.
 */
export function replaceTable(readme: string, body: string, marker = 'bench-table'): string {
  const start = `<!-- ${marker} -->`;
  const end = `<!-- /${marker} -->`;
  const a = readme.indexOf(start);
  const b = readme.indexOf(end);
  if (a < 0 || b < a) throw new Error(`docs/benchmarks.md has no ${start} … ${end} markers.`);
  return `${readme.slice(0, a + start.length)}\n${body}\n${readme.slice(b)}`;
}

export function writeReadmeTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  note: string,
  marker = 'bench-table',
): void {
  writeReadmeSection(`${markdownTable(header, rows)}\n\n${note}`, marker);
}

/** Replaces the text between the markers named `marker` with `body` (several tables, their note). */
export function writeReadmeSection(body: string, marker: string): void {
  const text = readFileSync(BENCHMARKS_DOC, 'utf8');
  writeFileSync(BENCHMARKS_DOC, replaceTable(text, body, marker));
}
