import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';

// One project per execution context, mirroring src/. The e2e project builds the extension and
// drives real Chromium and Firefox, one file at a time (2-core machines).

// The unit projects' processes start with one locale and time zone whatever the machine's, so a
// test never depends on where it runs (Node's Intl reads them once, at start; the panel formats
// numbers in its messages' locale anyway). Not the e2e project: its browsers keep the machine's.
const PINNED = { LANG: 'en_US.UTF-8', LC_ALL: 'en_US.UTF-8', TZ: 'UTC' };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          env: PINNED,
          include: ['test/core/**/*.test.ts', 'test/cli/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'content',
          env: PINNED,
          include: ['test/content/**/*.test.ts'],
          environment: 'happy-dom',
          testTimeout: 60_000,
        },
      },
      {
        plugins: [preact()],
        define: { __E2E__: 'false' },
        test: {
          name: 'panel',
          env: PINNED,
          include: ['test/panel/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          testTimeout: 30_000,
        },
      },
      {
        // The extension's plumbing in Node: worker queue, message checks, background logic, build.
        define: { __E2E__: 'false', __BROWSER__: '"chrome"' },
        test: {
          name: 'extension',
          env: PINNED,
          // answers.test.ts checks the e2e tests' answer draw: plain code, no browser, so not serial.
          include: ['test/{background,worker,shared,build}/**/*.test.ts', 'test/e2e/answers.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          exclude: ['test/e2e/answers.test.ts'],
          environment: 'node',
          // Each browser mode built once a run, whichever files ask for it (test/e2e/build.ts).
          globalSetup: ['test/e2e/one-build.ts'],
          testTimeout: 600_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
