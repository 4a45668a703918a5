// Every file that ships in the store zips, with its source and licence. One list drives three
// things: THIRD_PARTY_NOTICES.md (written by `npm run notices`, and emitted into both zips by the
// build, see vite.config.ts), the build's check that every module bundled into the extension has an
// entry (uncoveredModules), and test/build/notices.test.ts, which fails when a file in data/ or
// src/core/data/ has none. Only licences that allow redistribution, commercial use included, may
// appear here: nothing non-commercial, nothing unknown.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/** Licences an entry may carry. A new one is added here only after reading it. */
export const ALLOWED_LICENCES = ['MIT', 'MPL-2.0', 'SCOWL (permissive, notice required)', 'none needed (facts: a date and its answer word)'];

/**
 * `files`: repository paths (a trailing `/` covers a folder) of the data and code the entry covers;
 * bundled modules are matched against them by path. `dist`: what the entry covers in the built
 * extension outside the bundled modules. `text`: the licence text reproduced in the notices.
 */
export const NOTICES = [
  {
    name: 'Wordle Assistant (this extension)',
    files: ['src/', 'icons/', 'manifest.json', 'LICENSE', 'THIRD_PARTY_NOTICES.md'],
    dist: ['manifest.json', '_locales/', 'icons/', 'src/panel/index.html', 'src/offscreen/index.html', 'assets/*.css', 'LICENSE', 'THIRD_PARTY_NOTICES.md'],
    source: 'this repository; the icons are drawn by scripts/make-icons.mjs',
    licence: 'MIT',
    text: 'LICENSE',
  },
  {
    name: 'Allowed guesses (14,855 words)',
    files: ['data/allowed-nyt-14855.txt'],
    source:
      '`tabatkins/wordle-list` `words` at 255b9469c4dad99a3b95cc4ddbe139b3d3747868 (the NYT guess list, sorted); byte for byte the same as `alex1770/wordle` `wordlist_nyt20220830_all` at 8fd3f1bdf884ff6757c24ad1227dc561fab7787d. Bundled in src/core/data/word-data.ts.',
    licence: 'MIT',
    text: 'data/licenses/tabatkins-wordle-list-MIT.txt',
  },
  {
    name: 'NYT answer list of March 2022 (2,309 words)',
    files: ['data/answers-nyt-2309.txt'],
    source: '`alex1770/wordle` `wordlist_nyt20220316_hidden` at 8fd3f1bdf884ff6757c24ad1227dc561fab7787d (alphabetical order). Bundled in src/core/data/word-data.ts.',
    licence: 'MIT',
    text: 'data/licenses/alex1770-wordle-MIT.txt',
  },
  {
    name: 'NYT answer list of July 2023 (3,158 words)',
    files: ['data/answers-nyt-3158.txt'],
    source: '`alex1770/wordle` `wordlist_nyt20230701_hidden` at 8fd3f1bdf884ff6757c24ad1227dc561fab7787d. Bundled in src/core/data/word-data.ts.',
    licence: 'MIT',
    text: 'data/licenses/alex1770-wordle-MIT.txt',
  },
  {
    name: 'NYT daily answers 2021-06-19 to 2026-08-21 (1,890 days)',
    files: ['data/answers-nyt-dated-20260821.json'],
    source:
      '`willray73-sys/wordle-words` `public/used_dated.json` at 671a37dcacf3200a9eac734a7ea87eeaca1f3ccc (2026-08-22), copied byte for byte. Bundled in src/core/data/word-data.ts (one word per day) and fitted into src/core/data/history-weights.ts.',
    licence: 'MIT',
    text: 'data/licenses/willray73-wordle-words-MIT.txt',
  },
  {
    name: 'NYT daily answers after the copied list (fetched)',
    files: ['data/answers-nyt-fetched.json'],
    source:
      "The NYT's own per-day puzzle files (www.nytimes.com/svc/wordle/v2/<date>.json), one answer a day after 2026-08-21, fetched and checked by `npm run data -- --update` (scripts/update-answers.mjs; the dates and the fetch date in data/SOURCES.md); only present after an update. Bundled in src/core/data/word-data.ts and fitted into src/core/data/history-weights.ts.",
    licence: 'none needed (facts: a date and its answer word)',
    text: null,
  },
  {
    name: 'Published optimum from every opener (14,855 openers, normal and hard)',
    files: ['data/opener-optima-nyt20220830.txt'],
    source: '`alex1770/wordle` `results_easy_nyt20220830` and `results_hard_nyt20220830` at 8fd3f1bdf884ff6757c24ad1227dc561fab7787d, merged by scripts/import-published-optima.mjs. Read by the command-line benchmark only; not in the extension.',
    licence: 'MIT',
    text: 'data/licenses/alex1770-wordle-MIT.txt',
  },
  {
    name: 'Word commonness: SCOWL size of each allowed word (12,857 words)',
    files: ['data/scowl-levels-5letter.txt', 'data/licenses/'],
    source:
      'SCOWL (Spell Checker Oriented Word Lists) 2020.12.07 by Kevin Atkinson, from Debian\'s `scowl` package 2020.12.07-2 (/usr/share/dict/scowl), reduced by scripts/scowl-levels.mjs to the smallest SCOWL size holding each allowed guess. Bundled in src/core/data/word-data.ts as frequency classes.',
    licence: 'SCOWL (permissive, notice required)',
    text: 'data/licenses/SCOWL-copyright.txt',
  },
  {
    name: 'Word tables, opening books, opener tables',
    files: ['src/core/data/word-data.ts', 'src/core/data/book-classic-normal.ts', 'src/core/data/book-classic-hard.ts', 'src/core/data/book-nyt-normal.ts', 'src/core/data/book-nyt-hard.ts', 'src/core/data/book-history-normal.ts', 'src/core/data/book-history-hard.ts', 'src/core/data/history-weights.ts', 'src/core/data/greedy-openings.ts', 'src/core/data/opener-optima.ts', 'src/core/data/second-moves-classic-normal.ts', 'src/core/data/second-moves-classic-hard.ts', 'src/core/data/second-moves-nyt-normal.ts', 'src/core/data/second-moves-nyt-hard.ts'],
    source:
      'generated by this project from the word lists above: `npm run data` (word-data.ts), `npm run books`, `npm run greedy-openings`, `npm run opener-optima`, `npm run second-moves`. The lists keep their own licences above; the computed books and tables are this project\'s.',
    licence: 'MIT',
    text: 'LICENSE',
  },
  {
    name: 'preact 11.2.0',
    files: ['node_modules/preact/'],
    source: 'npm package `preact` (github.com/preactjs/preact), Copyright (c) 2015-present Jason Miller',
    licence: 'MIT',
    text: 'node_modules/preact/LICENSE',
  },
  {
    name: '@preact/signals 2.11.4 and @preact/signals-core 1.14.5',
    files: ['node_modules/@preact/signals/', 'node_modules/@preact/signals-core/'],
    source: 'npm packages `@preact/signals`, `@preact/signals-core` (github.com/preactjs/signals), Copyright (c) 2022-present Preact Team',
    licence: 'MIT',
    text: 'node_modules/@preact/signals/LICENSE',
  },
  {
    name: 'webextension-polyfill 0.12.0',
    files: ['node_modules/webextension-polyfill/'],
    source:
      'npm package `webextension-polyfill` (github.com/mozilla/webextension-polyfill), bundled unmodified; its source is that package\'s dist/browser-polyfill.js, readable as is in the bundle',
    licence: 'MPL-2.0',
    text: 'node_modules/webextension-polyfill/LICENSE',
  },
  {
    name: 'whatsapp-chat-parser 4.0.2 (reads the lines of pasted WhatsApp chats, in the panel)',
    files: ['node_modules/whatsapp-chat-parser/'],
    source: 'npm package `whatsapp-chat-parser` (github.com/Pustur/whatsapp-chat-parser), Copyright 2018 Loris Bettazza',
    licence: 'MIT',
    text: 'node_modules/whatsapp-chat-parser/LICENSE',
  },
  {
    name: 'vite 8.3.8 (its module-preload helper, a few lines in the panel)',
    files: ['\0vite/', 'node_modules/vite/'],
    source: 'npm package `vite` (github.com/vitejs/vite), Copyright (c) 2019-present, VoidZero Inc. and Vite contributors',
    licence: 'MIT',
    text: 'node_modules/vite/LICENSE.md',
    // vite's LICENSE.md goes on with the licences of the packages vite itself bundles, none of
    // which reaches the extension: only its own MIT notice is reproduced.
    textUntil: 'SOFTWARE.\n',
  },
  {
    name: 'rolldown 1.2.19 (its module runtime, a few lines in the bundles)',
    files: ['\0rolldown/', 'node_modules/rolldown/'],
    source: 'npm package `rolldown` (github.com/rolldown/rolldown), Copyright (c) 2024-present VoidZero Inc. & Contributors',
    licence: 'MIT',
    text: 'node_modules/rolldown/LICENSE',
  },
  {
    name: '@crxjs/vite-plugin 3.0.0 (the one-line service-worker loader)',
    files: ['node_modules/@crxjs/vite-plugin/'],
    dist: ['service-worker-loader.js'],
    source: 'npm package `@crxjs/vite-plugin` (github.com/crxjs/chrome-extension-tools), Copyright (c) 2019 jacksteamdev',
    licence: 'MIT',
    text: 'node_modules/@crxjs/vite-plugin/LICENSE',
  },
];

/** The entry covering a repository path or bundled module id, or undefined. */
export function noticeFor(path) {
  return NOTICES.find((n) => n.files.some((f) => (f.endsWith('/') ? path.startsWith(f) : path === f)));
}

/** The bundled module ids (as the build prints them) that no entry covers. */
export function uncoveredModules(ids) {
  return [...new Set(ids)].filter((id) => !noticeFor(id));
}

/** The module ids a non-minified chunk names in its `// path` comments (rolldown writes one per module). */
export function modulesIn(code) {
  return [...code.matchAll(/^\s*\/\/ ((?:src|node_modules)\/\S+\.(?:ts|tsx|js|mjs|cjs|json)|\\0\S+)$/gm)].map((m) => m[1].replace(/^\\0/, '\0'));
}

/**
 * What in a built extension folder has no entry: files outside the bundled chunks that no entry's
 * `dist` names, and modules the chunks name (`// path` comments) that no entry's `files` covers.
 * The content script is one IIFE whose CommonJS part (webextension-polyfill) carries no comment;
 * the runtime dependencies are checked by name instead (uncoveredDependencies).
 */
export function uncoveredInDist(dir) {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, resolve(e.parentPath, e.name)).split(sep).join('/'));
  const named = (p) =>
    NOTICES.some((n) => (n.dist ?? []).some((d) => (d.endsWith('/') ? p.startsWith(d) : d.startsWith('*.') || d.includes('/*.') ? p.startsWith(d.slice(0, d.indexOf('*'))) && p.endsWith(d.slice(d.indexOf('*') + 1)) : p === d)));
  const chunks = files.filter((p) => p.endsWith('.js') && !named(p));
  const modules = chunks.flatMap((p) => modulesIn(readFileSync(resolve(dir, p), 'utf8')));
  return {
    files: files.filter((p) => !p.endsWith('.js') && !named(p)),
    chunksNamingNoModule: chunks.filter((p) => modulesIn(readFileSync(resolve(dir, p), 'utf8')).length === 0),
    modules: uncoveredModules(modules),
    moduleCount: new Set(modules).size,
  };
}

/** The runtime dependencies (package.json `dependencies` and theirs) that no entry covers. */
export function uncoveredDependencies() {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    const pkg = JSON.parse(readFileSync(resolve(ROOT, 'node_modules', name, 'package.json'), 'utf8'));
    for (const dep of Object.keys(pkg.dependencies ?? {})) visit(dep);
  };
  const root = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8'));
  for (const dep of Object.keys(root.dependencies ?? {})) visit(dep);
  return [...seen].filter((name) => !noticeFor(`node_modules/${name}/`));
}

/** THIRD_PARTY_NOTICES.md: the table, then each licence text once. */
export function noticesText(read = (p) => readFileSync(resolve(ROOT, p), 'utf8')) {
  const out = [
    '# Wordle Assistant: sources and licences of everything it ships',
    '',
    'Generated by `npm run notices` from scripts/notices.mjs. The extension is MIT-licensed; it bundles',
    'the data and libraries below, each under its own licence, all of which allow redistribution,',
    'commercial use included. Nothing here is collected from or sent to anyone: see PRIVACY.md.',
    '',
    '| what | files | source | licence |',
    '| --- | --- | --- | --- |',
  ];
  for (const n of NOTICES) {
    const files = n.files.map((f) => `\`${f.replace('\0', '\\0')}\``).join(', ');
    out.push(`| ${n.name} | ${files} | ${n.source.replaceAll('|', '\\|')} | ${n.licence} |`);
  }
  const texts = [...new Set(NOTICES.map((n) => n.text).filter(Boolean))];
  for (const t of texts) {
    const users = NOTICES.filter((n) => n.text === t);
    const until = users.find((n) => n.textUntil)?.textUntil;
    let body = read(t);
    if (until && body.includes(until)) body = body.slice(0, body.indexOf(until) + until.length);
    out.push('', `## ${t.replace(/^node_modules\//, '')}`, '', `Applies to: ${users.map((n) => n.name).join('; ')}.`, '', '```text', body.trimEnd(), '```');
  }
  return `${out.join('\n')}\n`;
}

// `npm run notices`: rewrites THIRD_PARTY_NOTICES.md.
if (process.argv[1] === import.meta.filename) {
  writeFileSync(resolve(ROOT, 'THIRD_PARTY_NOTICES.md'), noticesText());
  console.log(`THIRD_PARTY_NOTICES.md: ${NOTICES.length} entries`);
}
