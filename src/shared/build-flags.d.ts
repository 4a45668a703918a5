// Constants the build defines (vite.config.ts `define`).
/** True in the e2e builds (dist/*-e2e) only: enables test-only hooks. */
declare const __E2E__: boolean;
declare const __BROWSER__: 'chrome' | 'firefox';
