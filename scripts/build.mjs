// Builds the extension with vite, quietly: `npm run build` (both store builds), and the helper
// `npm start` and `npm run package` use. vite itself prints only warnings (logLevel 'warn'); two
// kinds of lines that @crxjs/vite-plugin 3.0.0 prints on every build are dropped here because they
// are expected and harmless (docs/building.md says the same):
//  - `[crx:content-scripts-iife] Building 1 content script(s) as IIFE...`, `✓ main.ts → …`,
//    `IIFE build complete`: progress of the content script's separate one-file build (the content
//    script is one self-contained file so that no extension file is exposed to the NYT page but
//    the panel inside it, built apart the same way and loaded only when the player wants it);
//  - `inlineDynamicImports option is ignored because codeSplitting: false is set`: crxjs passes
//    rollup's option for that build while rolldown (vite 8) already builds a library IIFE as one
//    file; the option has nothing left to do. test/e2e checks the content script imports nothing.
// Anything else vite prints (a real warning or error) passes through.
import { resolve } from 'node:path';
import { build } from 'vite';

export const ROOT = resolve(import.meta.dirname, '..');

// rolldown quotes the option names in backticks (`inlineDynamicImports` …), older versions did not.
const EXPECTED = [/\[crx:content-scripts-iife\]/, /^\s*✓ \S+ → \S+\s*$/, /`?inlineDynamicImports`? option is ignored because `?codeSplitting: false`? is set/];

/** Builds one mode (chrome, firefox, chrome-e2e, firefox-e2e) into dist/<mode>, or `outDir` (absolute); returns that folder. */
export async function buildExtension(mode, outDir) {
  const writes = { out: process.stdout.write, err: process.stderr.write };
  // crxjs prints through console (which vitest captures apart from the streams), vite through the streams.
  const consoles = { log: console.log, info: console.info, warn: console.warn };
  // eslint-disable-next-line no-control-regex
  const expected = (chunk) => String(chunk).replace(/\x1b\[[0-9;]*m/g, '').split('\n').every((l) => l.trim() === '' || EXPECTED.some((re) => re.test(l)));
  const filter = (original) =>
    function (chunk, ...rest) {
      if (expected(chunk)) return true;
      return original.call(this, chunk, ...rest);
    };
  const quiet = (original) => (...args) => {
    if (args.length > 0 && expected(args.map(String).join(' '))) return;
    original(...args);
  };
  // A store build is a production build whoever runs it: under vitest NODE_ENV is 'test', and
  // @preact/preset-vite would then bundle preact's devtools hook into the panel.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  process.stdout.write = filter(writes.out);
  process.stderr.write = filter(writes.err);
  for (const k of Object.keys(consoles)) console[k] = quiet(consoles[k]);
  try {
    await build({ root: ROOT, configFile: resolve(ROOT, 'vite.config.ts'), mode, logLevel: 'warn', ...(outDir ? { build: { outDir } } : {}) });
  } finally {
    process.stdout.write = writes.out;
    process.stderr.write = writes.err;
    Object.assign(console, consoles);
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return outDir ?? resolve(ROOT, 'dist', mode);
}

// `npm run build`: both store builds.
if (process.argv[1] === import.meta.filename) {
  for (const mode of process.argv.slice(2).length ? process.argv.slice(2) : ['chrome', 'firefox']) {
    const dir = await buildExtension(mode);
    console.log(`built ${mode}: ${dir}`);
  }
}
