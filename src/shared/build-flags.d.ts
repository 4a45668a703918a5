// Constants the build defines (vite.config.ts `define`).
/** True in the e2e builds (dist/*-e2e) only: enables test-only hooks. */
declare const __E2E__: boolean;
/** True in the store builds (dist/chrome, dist/firefox) only: the panel's dev mock is left out. */
declare const __STORE__: boolean;
declare const __BROWSER__: 'chrome' | 'firefox';
