// Builds the extension for the e2e tests: `npm test` runs on a fresh clone, so the tests build
// what they load. One vite build per browser, ~1 s each.
import { resolve } from 'node:path';
import { build } from 'vite';

export const ROOT = resolve(import.meta.dirname, '..', '..');

/** Builds `mode` (chrome, firefox, chrome-e2e, firefox-e2e) into dist/<mode>; returns that folder. */
export async function buildExtension(mode: 'chrome' | 'firefox' | 'chrome-e2e' | 'firefox-e2e'): Promise<string> {
  await build({ root: ROOT, configFile: resolve(ROOT, 'vite.config.ts'), mode, logLevel: 'error' });
  return resolve(ROOT, 'dist', mode);
}
