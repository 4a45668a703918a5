// The e2e tests build what they load (`npm test` runs on a fresh clone), with the one build
// `npm run build`, `npm start` and `npm run package` use: a production build whoever runs it
// (under vitest NODE_ENV is 'test', which would bundle preact's devtools hook), its expected
// crxjs lines dropped. One vite build per browser mode and run: the e2e project's global setup
// (one-build.ts) names the run, and a mode already built in it is not built again by the next
// file (each file used to build its own, 27 builds of 1.5-2.5 s a run; the sources cannot change
// mid-run). Outside a vitest run (the benchmarks) every call builds.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildExtension as build, ROOT } from '../../scripts/build.mjs';

export { ROOT };

/** Set by one-build.ts for the length of one `vitest run`. */
export const RUN_ENV = 'WA_E2E_BUILD_RUN';

type Mode = Parameters<typeof build>[0];

/** Builds `mode` into dist/<mode> unless this run already did; returns that folder. */
export async function buildExtension(mode: Mode): Promise<string> {
  const run = process.env[RUN_ENV];
  // Beside the build, not inside it: nothing extra lands in the folder a browser loads or a zip packs.
  const stamp = resolve(ROOT, 'dist', `.built-${mode}`);
  const dir = resolve(ROOT, 'dist', mode);
  if (run && existsSync(stamp) && readFileSync(stamp, 'utf8') === run && existsSync(resolve(dir, 'manifest.json'))) return dir;
  const built = await build(mode);
  if (run) writeFileSync(stamp, run);
  return built;
}
