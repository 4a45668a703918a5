// Types of build.mjs for the TypeScript callers (the e2e tests); the script itself is plain JS.
export const ROOT: string;
export function buildExtension(mode: 'chrome' | 'firefox' | 'chrome-e2e' | 'firefox-e2e', outDir?: string): Promise<string>;
