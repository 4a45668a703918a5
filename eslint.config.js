// ESLint (flat config): the recommended rules of ESLint and typescript-eslint, the house rules
// (no `any`, type-only imports marked as such), and the context boundaries: each context imports
// only its own files, src/shared and src/core; src/shared only itself and src/core; src/core
// nothing outside itself (it runs in the worker, the CLI and the tests alike). A message type or
// helper two contexts need goes to src/shared, never into one context's folder.
// test/shared/boundaries.test.ts proves each boundary rule fires, and the switch rule below.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const AREAS = ['core', 'shared', 'cli', 'panel', 'background', 'content', 'offscreen', 'worker'];

/** Where each area of src/ may import from (besides npm packages). _locales: the panel's strings. */
const ALLOWED = {
  core: ['core'],
  shared: ['shared', 'core'],
  cli: ['cli', 'core', 'shared'],
  panel: ['panel', 'shared', 'core', '_locales'],
  background: ['background', 'shared', 'core'],
  content: ['content', 'shared', 'core'],
  offscreen: ['offscreen', 'shared', 'core'],
  worker: ['worker', 'shared', 'core'],
};

/**
 * A relative import whose path names a folder outside the area's allowed ones: another area of
 * src/, or the tests and scripts beside it. Area folders are the top folders of src/ and no file
 * or folder inside one shares their names, so a path segment names the area it reaches.
 * `except`: import paths that may still be used although they reach a forbidden area (the
 * stand-ins below).
 */
function forbidden(area, except = []) {
  const out = [...AREAS, '_locales', 'test', 'scripts'].filter((a) => !ALLOWED[area].includes(a));
  const allowed = except.length ? `(?!(?:${except.map((f) => f.replace(/[.]/g, '\\.')).join('|')})$)` : '';
  return `^${allowed}\\.{1,2}/(?:.*/)?(?:${out.join('|')})(?:/|$)`;
}

/** no-restricted-imports for static imports and re-exports, no-restricted-syntax for import(). */
function boundary(area, except) {
  const regex = forbidden(area, except);
  const message = `src/${area} imports only ${ALLOWED[area].map((a) => `src/${a}`).join(', ')} (see eslint.config.js)`;
  return {
    'no-restricted-imports': ['error', { patterns: [{ regex, message }] }],
    'no-restricted-syntax': ['error', { selector: `ImportExpression > Literal[value=/${regex.replace(/\//g, '\\/')}/]`, message }],
  };
}

/** The files linted with types: src, and the probe test/shared/boundaries.test.ts lints its switches at. */
const TYPED = ['src/**/*.{ts,tsx}', 'test/shared/fixtures/switch-probe.ts'];

/**
 * @internal for test/shared/boundaries.test.ts: the override that lints sources at paths no file
 * has (its boundary probes), which no TypeScript program holds, without the typed rules.
 */
const untyped = tseslint.configs.disableTypeChecked;

export default tseslint.config(
  { ignores: ['dist/', 'artifacts/', 'web-ext-artifacts/', 'node_modules/', 'src/core/data/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // `import('x').T` stays allowed in annotations: the tests use it for modules they import late (vi.mock).
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  // Rules that need the types, in src (typed linting, one program of src: tsconfig.lint.json; the
  // whole project's program, tests and their libraries' types included, made the lint twice as
  // slow, see docs/development.md). A switch over a union names every member: a member added to a
  // union is a lint error wherever it is switched on, and a default that means "the others" lists
  // them. A switch over a plain string or number has a default, saying what happens to the rest.
  {
    files: TYPED,
    languageOptions: { parserOptions: { project: './tsconfig.lint.json', tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/switch-exhaustiveness-check': ['error', { requireDefaultForNonUnion: true }] },
  },
  { files: ['scripts/**', '*.config.{js,ts}', 'test/**/*.mjs'], languageOptions: { globals: globals.node } },
  { files: ['test/practice/**/*.js'], languageOptions: { globals: globals.browser } },
  { files: ['test/e2e/fixtures/**/*.js'], languageOptions: { globals: { ...globals.serviceworker, ...globals.webextensions } } },
  ...AREAS.map((area) => ({ files: [`src/${area}/**/*.{ts,tsx}`], rules: boundary(area) })),
  // The panel's mock connector (dev page and component tests; never in a store build,
  // test/e2e/package.test.ts) stands in for the background and the solver worker, so it runs jobs
  // with the worker's own queue and runner, and keeps games by the background's own repository
  // (over a Map), rather than copies: those three files, and no other.
  { files: ['src/panel/connector-mock.ts'], rules: boundary('panel', ['../worker/job-queue', '../worker/run-job', '../background/game-repository', '../background/nyt-history', '../background/history-rules']) },
);

export { ALLOWED, forbidden, untyped };
