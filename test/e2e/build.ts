// The e2e tests build what they load (`npm test` runs on a fresh clone), with the one build
// `npm run build`, `npm start` and `npm run package` use: a production build whoever runs it
// (under vitest NODE_ENV is 'test', which would bundle preact's devtools hook), its expected
// crxjs lines dropped. One vite build per browser mode and run: the e2e project's global setup
// (one-build.ts) names the run, and a mode already built in it is not built again by the next
// file (each file used to build its own, 27 builds of 1.5-2.5 s a run; the sources cannot change
// mid-run). Outside a vitest run (the benchmarks) every call builds. `npm test` names one run for
// its two lanes' e2e processes (scripts/test.mjs), which may ask for a mode at once: one builds it
// under a lock, the other waits and loads the same folder.
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildExtension as build, ROOT } from '../../scripts/build.mjs';

export { ROOT };

/** Set by one-build.ts for the length of one `vitest run`, or by `npm test` for both its lanes. */
export const RUN_ENV = 'WA_E2E_BUILD_RUN';

type Mode = Parameters<typeof build>[0];

/**
 * Builds `mode` into dist/test/<mode> unless this run already did; returns that folder. Not
 * dist/<mode>: `npm start` and `npm run package`, which tests run beside the other lane's
 * browsers, build there, and a browser whose extension folder is rebuilt under it finds no panel
 * page (ERR_FILE_NOT_FOUND).
 */
export async function buildExtension(mode: Mode): Promise<string> {
  const run = process.env[RUN_ENV];
  // Outside the build folder: nothing extra lands in the folder a browser loads or a zip packs.
  const stamp = resolve(ROOT, 'dist', `.built-${mode}`);
  const dir = resolve(ROOT, 'dist', 'test', mode);
  const builtInRun = () => run && existsSync(stamp) && readFileSync(stamp, 'utf8') === run && existsSync(resolve(dir, 'manifest.json'));
  if (builtInRun()) return dir;
  if (!run) return build(mode, dir);
  const lock = resolve(ROOT, 'dist', `.building-${mode}`);
  mkdirSync(resolve(ROOT, 'dist'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock, { recursive: false });
      break;
    } catch {
      // Another process of this run builds it; a lock left by a killed run (a build takes seconds) is taken over.
      if (Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > LOCK_STALE_MS) rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 250));
      if (builtInRun()) return dir;
    }
  }
  try {
    if (builtInRun()) return dir;
    const built = await build(mode, dir);
    writeFileSync(stamp, run);
    return built;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** A build lock older than this was left by a process that died. */
const LOCK_STALE_MS = 120_000;
