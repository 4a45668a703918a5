import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { markdownTable, replaceInPages, replaceTable } from '../../src/cli/readme';
import { runCli } from './run-cli';

describe('bench-all', () => {
  it('runs the chosen slice of the table and prints one JSON row per run', async () => {
    const r = await runCli(['bench-all', '--strategies', 'scrabble,positional', '--modes', 'hard', '--models', 'classic', '--json']);
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.stdout) as { strategy: string; mode: string; model: string; games: number }[];
    expect(rows.map((x) => [x.strategy, x.mode, x.model, x.games])).toEqual([
      ['scrabble', 'hard', 'classic', 2309],
      ['positional', 'hard', 'classic', 2309],
    ]);
  });

  it('rejects an unknown strategy in the list', async () => {
    const r = await runCli(['bench-all', '--strategies', 'entropy,best']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Unknown strategy "best"');
  });
});

describe('the benchmark tables in docs/benchmarks.md', () => {
  it('replaces only the text between the markers', () => {
    const before = 'intro\n<!-- bench-table -->\nold table\n<!-- /bench-table -->\noutro\n';
    const table = markdownTable(['a', 'b'], [['1', '2']]);
    expect(table).toBe('| a | b |\n| --- | --- |\n| 1 | 2 |');
    expect(replaceTable(before, table)).toBe(`intro\n<!-- bench-table -->\n${table}\n<!-- /bench-table -->\noutro\n`);
    expect(() => replaceTable('no markers', table)).toThrow(/no <!-- bench-table -->/);
    const two = `${before}<!-- opener-table -->\n<!-- /opener-table -->\n`;
    expect(replaceTable(two, 'x', 'opener-table')).toBe(`${before}<!-- opener-table -->\nx\n<!-- /opener-table -->\n`);
  });

  it('writes a table into every page that shows it, and says so when none does', () => {
    const pages = new Map([
      ['docs', 'a\n<!-- footprint-table -->\nold\n<!-- /footprint-table -->\n'],
      ['readme', 'b\n<!-- footprint-table -->\nolder\n<!-- /footprint-table -->\nc\n'],
      ['other', 'no table here\n'],
    ]);
    const out = replaceInPages(pages, 'new', 'footprint-table');
    expect([...out.keys()]).toEqual(['docs', 'readme']);
    expect(out.get('readme')).toBe('b\n<!-- footprint-table -->\nnew\n<!-- /footprint-table -->\nc\n');
    expect(() => replaceInPages(pages, 'new', 'churn-table')).toThrow(/No page has the <!-- churn-table -->/);
  });

  it('has each table once among the benchmark pages, the strategy table inside its section, and README.md copies none of the solver tables', () => {
    const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
    const doc = read('docs/benchmarks.md');
    const byOpener = read('docs/benchmarks-by-opener.md');
    const section = doc.slice(doc.indexOf('<!-- section: benchmarks -->'), doc.indexOf('<!-- /section: benchmarks -->'));
    expect(section.split('<!-- bench-table -->')).toHaveLength(2);
    expect(section.split('<!-- /bench-table -->')).toHaveLength(2);
    const markers = (text: string) => [...text.matchAll(/<!-- ([a-z-]+-table) -->/g)].map((m) => m[1]);
    const all = [...markers(doc), ...markers(byOpener)];
    expect(new Set(all).size).toBe(all.length);
    for (const m of ['bench-table', 'history-table', 'row-settle-table', 'first-word-table', 'footprint-table']) expect(markers(doc)).toContain(m);
    for (const m of ['opener-table', 'any-opener-table', 'any-opener-refined-table']) expect(markers(byOpener)).toContain(m);
    const userReadme = read('README.md');
    expect(userReadme).not.toMatch(/<!-- (bench|opener|history)-table -->/);
    for (const m of markers(userReadme)) expect(all).toContain(m);
  });
});
