// Rewrites a benchmark table between its markers (`<!-- bench-table -->` … `<!-- /bench-table -->`
// by default, or another name) in every page that shows it: docs/benchmarks.md holds each table,
// docs/benchmarks-by-opener.md the long opener-by-opener ones, and README.md copies a few for its
// readers; all are written from the same run, leaving the rest of each file as it is.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PAGES = ['docs/benchmarks.md', 'docs/benchmarks-by-opener.md', 'README.md'];
const pathOf = (page: string) => fileURLToPath(new URL(`../../${page}`, import.meta.url));

/** A table in markdown (bench-popular puts two under one marker); its unit test checks the text. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

const markersOf = (marker: string) => [`<!-- ${marker} -->`, `<!-- /${marker} -->`] as const;

/**
 * Replaces the text between the markers named `marker`; they must exist, in order.
 * @internal exported for the tests: its unit test checks that only the marked table is replaced.
 */
export function replaceTable(page: string, body: string, marker = 'bench-table'): string {
  const [start, end] = markersOf(marker);
  const a = page.indexOf(start);
  const b = page.indexOf(end);
  if (a < 0 || b < a) throw new Error(`The page has no ${start} … ${end} markers.`);
  return `${page.slice(0, a + start.length)}\n${body}\n${page.slice(b)}`;
}

export function writeReadmeTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  note: string,
  marker = 'bench-table',
): void {
  writeReadmeSection(`${markdownTable(header, rows)}\n\n${note}`, marker);
}

/**
 * The pages (name → text) that hold the markers named `marker`, with `body` between them; an error
 * when none does.
 * @internal exported for the tests: its unit test checks every page that shows a table is written.
 */
export function replaceInPages(pages: ReadonlyMap<string, string>, body: string, marker: string): Map<string, string> {
  const [start, end] = markersOf(marker);
  const out = new Map<string, string>();
  for (const [name, text] of pages) if (text.includes(start)) out.set(name, replaceTable(text, body, marker));
  if (out.size === 0) throw new Error(`No page has the ${start} … ${end} markers (${[...pages.keys()].join(', ')}).`);
  return out;
}

/** Replaces the text between the markers named `marker` with `body` in every page that has them. */
export function writeReadmeSection(body: string, marker: string): void {
  const pages = new Map(PAGES.filter((page) => existsSync(pathOf(page))).map((page) => [page, readFileSync(pathOf(page), 'utf8')] as const));
  for (const [page, text] of replaceInPages(pages, body, marker)) writeFileSync(pathOf(page), text);
}
