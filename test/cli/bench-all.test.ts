import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { markdownTable, replaceTable } from '../../src/cli/readme';
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

  it('has its markers once, inside the benchmarks section, and README.md has none', () => {
    const readme = readFileSync(new URL('../../docs/benchmarks.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('<!-- section: benchmarks -->'), readme.indexOf('<!-- /section: benchmarks -->'));
    expect(section.split('<!-- bench-table -->')).toHaveLength(2);
    expect(section.split('<!-- /bench-table -->')).toHaveLength(2);
    expect(readme.split('<!-- bench-table -->')).toHaveLength(2);
    expect(readme.split('<!-- opener-table -->')).toHaveLength(2);
    const userReadme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    expect(userReadme).not.toMatch(/<!-- (bench|opener)-table -->/);
  });
});
