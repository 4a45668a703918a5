// Context boundaries, checked on the source: each context (content script, background,
// offscreen document, solver worker, panel) imports only its own files, src/shared and src/core;
// src/shared imports only itself and src/core; src/core imports nothing outside itself (it runs
// in the worker, the CLI and the tests alike). A message type or helper two contexts need goes
// to src/shared, never into one context's folder.
//
// One exception, named here file by file: the panel's mock connector (dev page and component
// tests; never in a store build, test/e2e/package.test.ts) stands in for the background and the
// solver worker, so it runs jobs with the worker's own queue and runner rather than a copy.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../src');
const CONTEXTS = ['content', 'background', 'offscreen', 'worker', 'panel'] as const;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : /\.(ts|tsx)$/.test(name) ? [p] : [];
  });
}

/**
 * Relative import specifiers of a file (static imports, re-exports, dynamic imports). A worker
 * started by URL (`new Worker(new URL('../worker/main.ts', ...))`) is another context being
 * started, not code shared, and is not an import.
 */
export function importsOf(source: string): string[] {
  const specs: string[] = [];
  const re = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;
  for (const m of source.matchAll(re)) {
    const s = m[1] ?? m[2] ?? m[3];
    if (s.startsWith('.')) specs.push(s.replace(/\?.*$/, ''));
  }
  return specs;
}

/** The top folder under src/ a file belongs to ('core', 'shared', 'panel', ...). */
const areaOf = (file: string) => relative(SRC, file).split(/[\\/]/)[0];

/** Files that may import one file of another context: the stand-ins of dev and test code. */
const STAND_INS: Record<string, string[]> = {
  'panel/connector-mock.ts': ['worker/job-queue.ts', 'worker/run-job.ts'],
};

/** Where each area may import from. _locales holds the panel's strings (data, no code). */
function allowed(area: string): string[] {
  if (area === 'core') return ['core'];
  if (area === 'shared') return ['shared', 'core'];
  if (area === 'cli') return ['cli', 'core', 'shared'];
  if (area === 'panel') return [area, 'shared', 'core', '_locales'];
  return [area, 'shared', 'core'];
}

export function violations(files: { file: string; source: string }[]): string[] {
  const out: string[] = [];
  for (const { file, source } of files) {
    const area = areaOf(file);
    for (const spec of importsOf(source)) {
      const target = resolve(dirname(file), spec);
      const rel = relative(SRC, target);
      const targetArea = rel.startsWith('..') ? 'outside src' : rel.split(/[\\/]/)[0];
      const standIn = STAND_INS[relative(SRC, file).split(sep).join('/')]?.includes(`${rel.split(sep).join('/')}.ts`);
      if (!allowed(area).includes(targetArea) && !standIn) out.push(`${relative(SRC, file)} imports ${spec} (${targetArea})`);
    }
  }
  return out;
}

describe('context boundaries', () => {
  const files = filesUnder(SRC).map((file) => ({ file, source: readFileSync(file, 'utf8') }));

  it('finds every context folder', () => {
    for (const c of [...CONTEXTS, 'core', 'shared']) expect(files.some((f) => areaOf(f.file) === c), c).toBe(true);
  });

  it('no context imports another context, src/shared only core, src/core nothing outside itself', () => {
    expect(violations(files)).toEqual([]);
  });

  it('the check fails on a crossing import (so it is not vacuous)', () => {
    const f = (area: string, source: string) => ({ file: join(SRC, area, 'x.ts'), source });
    expect(violations([
      f('background', "import type { TabView } from '../panel/connector';"),
      f('core', "import { x } from '../shared/page';"),
      f('content', "export { y } from '../background/tab-store';"),
      f('worker', "const w = await import('../offscreen/main');"),
      f('panel', "import { ok } from '../shared/page';\nimport { z } from './store/store';"),
      // The stand-in exception is the mock's alone, and covers only the files it names.
      f('panel', "import { runJob } from '../worker/run-job';"),
      { file: join(SRC, 'panel', 'connector-mock.ts'), source: "import { runJob } from '../worker/run-job';\nimport { x } from '../worker/main';" },
    ])).toEqual([
      'background/x.ts imports ../panel/connector (panel)',
      'core/x.ts imports ../shared/page (shared)',
      'content/x.ts imports ../background/tab-store (background)',
      'worker/x.ts imports ../offscreen/main (offscreen)',
      'panel/x.ts imports ../worker/run-job (worker)',
      'panel/connector-mock.ts imports ../worker/main (worker)',
    ]);
  });
});
