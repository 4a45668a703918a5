// The e2e project's global setup: names this run, so that test/e2e/build.ts builds each browser
// mode once per run, not once per file.
import { randomUUID } from 'node:crypto';
import { RUN_ENV } from './build';

export default function setup(): () => void {
  // `npm test` names the run for both its lanes (scripts/test.mjs): kept, so they share the builds.
  if (process.env[RUN_ENV]) return () => undefined;
  // Copied into every test file's process, which starts after this.
  process.env[RUN_ENV] = randomUUID();
  return () => {
    delete process.env[RUN_ENV];
  };
}
