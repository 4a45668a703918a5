// The panel's page loads no solver: every figure it shows comes from the worker's or the
// background's answer, and what it computes itself (the review's sums, the likely count, the
// shown word kept) lives in light modules. One constant imported from the solver's files put the
// search, the books and the word tables (272 KB of the page's 619 KB) in every panel opening.
import { build } from 'esbuild';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** The files the page's entry reaches by static imports (an import() is loaded on demand: the mock's solver). */
async function staticGraph(entry: string): Promise<string[]> {
  const r = await build({
    entryPoints: [resolve(ROOT, entry)],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    loader: { '.css': 'empty', '.svg': 'text' },
    logLevel: 'silent',
    absWorkingDir: ROOT,
  });
  const inputs = r.metafile.inputs;
  const seen = new Set([entry]);
  const queue = [entry];
  while (queue.length) {
    for (const i of inputs[queue.shift()!]?.imports ?? []) {
      if (i.kind === 'dynamic-import' || seen.has(i.path)) continue;
      seen.add(i.path);
      queue.push(i.path);
    }
  }
  return [...seen];
}

describe("the panel page's own scripts", () => {
  it('reach no search, book, answer model or word table', async () => {
    const files = await staticGraph('src/panel/main.tsx');
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((f) => f.startsWith('src/panel/'))).not.toHaveLength(0);
    const solver = /^src\/core\/(search\/|strategies\/|data\/(?!dated-through)|suggest|analysis|book|model|words|candidates|ranking|evaluate|word-cost)/;
    expect(files.filter((f) => solver.test(f))).toEqual([]);
  });
});
