// `npm run package`: builds both browsers and zips each build for its store:
// web-ext-artifacts/wordle-assistant-<version>-chrome.zip (Chrome Web Store) and
// web-ext-artifacts/wordle-assistant-<version>-firefox.zip (addons.mozilla.org).
// The Firefox build is checked with web-ext lint first; a lint error stops packaging.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import webExt from 'web-ext';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = resolve(ROOT, 'web-ext-artifacts');
const { version } = JSON.parse(readFileSync(resolve(ROOT, 'manifest.json'), 'utf8'));

for (const mode of ['chrome', 'firefox']) {
  execFileSync('npx', ['vite', 'build', '--mode', mode, '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
}

const lint = await webExt.cmd.lint(
  { sourceDir: resolve(ROOT, 'dist/firefox'), output: 'text', boring: true, warningsAsErrors: false, selfHosted: false },
  { shouldExitProgram: false },
);
console.log(`web-ext lint: ${lint.summary.errors} errors, ${lint.summary.warnings} warnings, ${lint.summary.notices} notices`);
for (const w of lint.warnings) console.log(`  warning ${w.code} in ${w.file}: ${w.message}`);
if (lint.summary.errors > 0) {
  for (const e of lint.errors) console.error(`  error ${e.code} in ${e.file}: ${e.message}`);
  process.exit(1);
}

for (const browser of ['chrome', 'firefox']) {
  const filename = `wordle-assistant-${version}-${browser}.zip`;
  await webExt.cmd.build({ sourceDir: resolve(ROOT, 'dist', browser), artifactsDir: OUT, filename, overwriteDest: true }, { shouldExitProgram: false });
  const kb = (statSync(resolve(OUT, filename)).size / 1024).toFixed(1);
  console.log(`${browser}: web-ext-artifacts/${filename} (${kb} kB)`);
}
