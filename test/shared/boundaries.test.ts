// Context boundaries, enforced by the linter (eslint.config.js, no-restricted-imports per context
// and no-restricted-syntax for import()): each context (content script, background, offscreen
// document, solver worker, panel) imports only its own files, src/shared and src/core;
// src/shared imports only itself and src/core; src/core imports nothing outside itself. And a
// switch over a union names every member (@typescript-eslint/switch-exhaustiveness-check, typed
// linting). `npm test` runs the lint first; these tests prove the rules fire, and run the whole
// lint once more inside the unit projects, so a change checked with those alone cannot bring a
// lint error either.
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript config without types
import { ALLOWED, untyped as noTypes } from '../../eslint.config.js';

const ROOT = resolve(import.meta.dirname, '../..');
const BOUNDARY = new Set(['no-restricted-imports', 'no-restricted-syntax']);
const eslint = new ESLint({ cwd: ROOT });
// The import probes below are linted at paths no file has, which no TypeScript program holds:
// those rules need no types, so they are linted without. The switch probes need types: they are
// linted at a file of the typed program (tsconfig.lint.json), their text in place of its own.
const untyped = new ESLint({ cwd: ROOT, overrideConfig: noTypes });
const PROBE = 'test/shared/fixtures/switch-probe.ts';
// typescript-eslint takes a run with CI=true (as on CI machines) for a single pass over files on
// disk and then types the probe's text from the file's own: without this, every probe there would
// be typed as the fixture's switch is.
const probing = new ESLint({ cwd: ROOT, overrideConfig: { languageOptions: { parserOptions: { disallowAutomaticSingleRunInference: true } } } });

/** The boundary errors ESLint reports for `source` placed at `file` (a path under the root). */
async function crossings(file: string, source: string): Promise<string[]> {
  const [r] = await untyped.lintText(source, { filePath: join(ROOT, file) });
  return r.messages.filter((m) => BOUNDARY.has(m.ruleId ?? '')).map((m) => `${file}:${m.line} ${m.ruleId}`);
}

describe('context boundaries', () => {
  it('every folder of src/ has its rule (a new context cannot go unchecked)', () => {
    const folders = readdirSync(join(ROOT, 'src')).filter((n) => statSync(join(ROOT, 'src', n)).isDirectory() && n !== '_locales');
    expect(folders.sort()).toEqual(Object.keys(ALLOWED).sort());
  });

  it('src keeps to them, and the whole project passes the lint', { timeout: 300_000 }, async () => {
    const results = await eslint.lintFiles(['.']);
    const found = results.flatMap((r) => r.messages.map((m) => `${r.filePath.slice(ROOT.length + 1)}:${m.line} ${m.ruleId}: ${m.message}`));
    expect(found).toEqual([]);
    expect(results.filter((r) => r.filePath.startsWith(join(ROOT, 'src'))).length).toBeGreaterThan(100);
  });

  it('the rules fire on a crossing import, a re-export and an import()', async () => {
    expect(await crossings('src/background/x.ts', "import type { TabView } from '../panel/connector';")).toEqual(['src/background/x.ts:1 no-restricted-imports']);
    expect(await crossings('src/core/search/x.ts', "import { x } from '../../shared/page';\nimport { y } from '../../../test/fakes';")).toEqual([
      'src/core/search/x.ts:1 no-restricted-imports',
      'src/core/search/x.ts:2 no-restricted-imports',
    ]);
    expect(await crossings('src/content/x.ts', "export { y } from '../background/tab-store';")).toEqual(['src/content/x.ts:1 no-restricted-imports']);
    expect(await crossings('src/worker/x.ts', "export const w = await import('../offscreen/main');")).toEqual(['src/worker/x.ts:1 no-restricted-syntax']);
    expect(await crossings('src/shared/x.ts', "import { t } from '../panel/i18n';")).toEqual(['src/shared/x.ts:1 no-restricted-imports']);
    expect(await crossings('src/panel/components/X.tsx', "import { runJob } from '../../worker/run-job';")).toEqual(['src/panel/components/X.tsx:1 no-restricted-imports']);
  });

  it('and not on what is allowed: core and shared, own files, the panel strings, the mock stand-ins only', async () => {
    expect(await crossings('src/panel/x.ts', "import { ok } from '../shared/page';\nimport { z } from './store/store';\nimport m from '../_locales/en/messages.json';\nimport { c } from '../core';")).toEqual([]);
    expect(await crossings('src/cli/x.ts', "import { a } from '../core/board';\nimport { b } from '../shared/notes';")).toEqual([]);
    expect(await crossings('src/core/x.ts', "import { w } from './data/word-data';\nimport { n } from './search/node';")).toEqual([]);
    // The panel's mock connector stands in for the background and the worker: the worker's queue and runner, the background's game repository only.
    expect(
      await crossings(
        'src/panel/connector-mock.ts',
        "import { runJob } from '../worker/run-job';\nimport { q } from '../worker/job-queue';\nimport { x } from '../worker/main';\nimport { GameRepository } from '../background/game-repository';\nimport { identityOf } from '../background/game-rules';\nimport { y } from '../background/main';",
      ),
    ).toEqual(['src/panel/connector-mock.ts:3 no-restricted-imports', 'src/panel/connector-mock.ts:5 no-restricted-imports', 'src/panel/connector-mock.ts:6 no-restricted-imports']);
    expect(await crossings('src/panel/x.ts', "import { runJob } from '../worker/run-job';")).toEqual(['src/panel/x.ts:1 no-restricted-imports']);
    expect(await crossings('src/panel/components/X.tsx', "import { GameRepository } from '../../background/game-repository';")).toEqual(['src/panel/components/X.tsx:1 no-restricted-imports']);
  });
});

describe('switches over a union', () => {
  /** What the linter says of a switch over a job's kind (a union of five, jobs.ts), or `over`, with these cases. */
  async function lintSwitch(cases: string, over = 'job.kind'): Promise<string[]> {
    const source = `import type { Job } from '../../../src/shared/jobs';\nexport function f(job: Job, key: string): number {\n  switch (${over}) {\n${cases}\n  }\n}\n`;
    const [r] = await probing.lintText(source, { filePath: join(ROOT, PROBE) });
    return r.messages.filter((m) => m.ruleId !== '@typescript-eslint/no-unused-vars').map((m) => `${m.line} ${m.ruleId}: ${m.message}`);
  }

  it('name every member: a missing one is an error, and a default does not excuse it', { timeout: 300_000 }, async () => {
    const rule = '@typescript-eslint/switch-exhaustiveness-check';
    expect(await lintSwitch("    case 'solve':\n      return 1;\n    case 'analyse':\n    case 'evaluate':\n      return 2;")).toEqual([
      `3 ${rule}: Switch is not exhaustive. Cases not matched: "play" | "prepare"`,
    ]);
    expect(await lintSwitch("    case 'solve':\n      return 1;\n    default:\n      return 2;")).toEqual([
      `3 ${rule}: Switch is not exhaustive. Cases not matched: "analyse" | "evaluate" | "play" | "prepare"`,
    ]);
    // A deliberate default lists the members it stands for.
    expect(await lintSwitch("    case 'solve':\n      return 1;\n    case 'analyse':\n    case 'evaluate':\n    case 'play':\n    case 'prepare':\n    default:\n      return 2;")).toEqual([]);
    // A switch over a plain string says what happens to the rest.
    expect(await lintSwitch("    case 'a':\n      return 1;", 'key')).toEqual([`3 ${rule}: Switch is not exhaustive. Cases not matched: default`]);
    expect(await lintSwitch("    case 'a':\n      return 1;\n    default:\n      return 2;", 'key')).toEqual([]);
  });
});
