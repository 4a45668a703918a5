// `npm run package`: builds both browsers and writes, in web-ext-artifacts/,
//   wordle-assistant-<version>-chrome.zip    for the Chrome Web Store,
//   wordle-assistant-<version>-firefox.zip   for addons.mozilla.org,
//   wordle-assistant-<version>-source.zip    the sources and BUILDING.md, which AMO asks for: its
//                                            commands rebuild the Firefox zip's files byte for byte
//                                            (test/e2e/package.test.ts does exactly that).
// Packaging stops when a built file or bundled module has no entry in scripts/notices.mjs, or
// when web-ext lint finds anything (an error, a warning or a notice) in the Firefox build.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import JSZip from 'jszip';
import webExt from 'web-ext';
import { buildExtension, ROOT } from './build.mjs';
import { uncoveredDependencies, uncoveredInDist } from './notices.mjs';

const OUT = resolve(ROOT, 'web-ext-artifacts');
const { version } = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8'));

/**
 * What the source zip holds: everything the build reads, and the documents. The tests, the
 * practice page and the benchmarks' CLI output are not needed to build and stay out.
 */
export const SOURCE_FILES = [
  'BUILDING.md', 'README.md', 'PRIVACY.md', 'CHANGELOG.md', 'ARCHITECTURE.md', 'LICENSE', 'THIRD_PARTY_NOTICES.md',
  'package.json', 'package-lock.json', 'manifest.json', 'vite.config.ts', 'tsconfig.json',
  'data/', 'docs/', 'icons/', 'scripts/', 'src/',
];

function filesOf(path) {
  const abs = resolve(ROOT, path);
  if (!statSync(abs).isDirectory()) return [path];
  return readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(ROOT, resolve(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
}

/** A zip whose bytes depend only on the files (fixed dates, sorted names, DEFLATE). */
async function writeZip(file, entries) {
  const zip = new JSZip();
  const date = new Date('2000-01-01T00:00:00Z');
  for (const [name, data] of entries) zip.file(name, data, { date, createFolders: false });
  const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 }, platform: 'UNIX' });
  writeFileSync(file, bytes);
  return bytes.length;
}

const kB = (n) => `${(n / 1024).toFixed(1)} kB`;

async function main() {
  mkdirSync(OUT, { recursive: true });
  for (const mode of ['chrome', 'firefox']) {
    const dir = await buildExtension(mode);
    const missing = uncoveredInDist(dir);
    const deps = uncoveredDependencies();
    if (missing.files.length || missing.modules.length || missing.chunksNamingNoModule.length || deps.length) {
      console.error(`${mode}: shipped without an entry in scripts/notices.mjs: ${JSON.stringify({ ...missing, dependencies: deps })}`);
      process.exit(1);
    }
  }

  const lint = await webExt.cmd.lint(
    { sourceDir: resolve(ROOT, 'dist/firefox'), output: 'none', boring: true, warningsAsErrors: false, selfHosted: false },
    { shouldExitProgram: false },
  );
  console.log(`web-ext lint (Firefox): ${lint.summary.errors} errors, ${lint.summary.warnings} warnings, ${lint.summary.notices} notices`);
  // Clean means clean: a warning stops the package as an error does (AMO's review reads them all).
  const found = Object.entries({ error: lint.errors, warning: lint.warnings, notice: lint.notices }).flatMap(([kind, list]) => list.map((f) => `  ${kind} ${f.code} in ${f.file ?? 'the manifest'}: ${f.message}`));
  if (found.length > 0) {
    console.error(found.join('\n'));
    process.exit(1);
  }

  for (const browser of ['chrome', 'firefox']) {
    const dir = resolve(ROOT, 'dist', browser);
    const file = resolve(OUT, `wordle-assistant-${version}-${browser}.zip`);
    const names = filesOf(relative(ROOT, dir)).map((p) => p.slice(relative(ROOT, dir).length + 1));
    const size = await writeZip(file, names.map((n) => [n, readFileSync(resolve(dir, n))]));
    console.log(`${browser}: ${relative(ROOT, file)} (${kB(size)}, ${names.length} files)`);
  }

  for (const path of SOURCE_FILES) if (!existsSync(resolve(ROOT, path))) throw new Error(`source zip: ${path} is missing`);
  const sources = SOURCE_FILES.flatMap(filesOf);
  const file = resolve(OUT, `wordle-assistant-${version}-source.zip`);
  const size = await writeZip(file, sources.map((n) => [n, readFileSync(resolve(ROOT, n))]));
  console.log(`source: ${relative(ROOT, file)} (${kB(size)}, ${sources.length} files; build steps in BUILDING.md)`);
}

if (process.argv[1] === import.meta.filename) await main();
