// Builds the extension for one browser per run: `vite build --mode chrome` → dist/chrome,
// `--mode firefox` → dist/firefox. `*-e2e` modes add the test-only hooks (__E2E__, declared in src/shared/build-flags.d.ts)
// and write to dist/<browser>-e2e; store builds never contain them.
import { crx, type ManifestV3Export } from '@crxjs/vite-plugin';
import preact from '@preact/preset-vite';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, defineConfig, type Plugin } from 'vite';
import baseManifest from './manifest.json' with { type: 'json' };
import pkg from './package.json' with { type: 'json' };
// @ts-expect-error plain JavaScript module without types (shared with `npm run notices`)
import { noticesText } from './scripts/notices.mjs';

type Browser = 'chrome' | 'firefox';
type Manifest = typeof baseManifest & Record<string, unknown>;

export const GECKO_ID = 'wordle-assistant@wordle-assistant.example';
const PANEL = 'src/panel/index.html';
/** The panel inside the page's source: Chrome's build makes it one file the content script imports, Firefox's a content script. */
const PANEL_IN_PAGE = 'src/panel/overlay.tsx';
/** The content script (document_idle); the typing guard (document_start) comes before it. */
const CONTENT = 'src/content/main.ts';
const TYPING_GUARD = 'src/content/typing-guard.ts';

/**
 * The one place the Firefox manifest differs from the Chrome one: an event page instead of a
 * service worker, a sidebar instead of the side panel, no offscreen documents (the background
 * page starts the worker itself), and the gecko settings AMO requires.
 */
export function firefoxManifest(m: Manifest): Record<string, unknown> {
  const { background, side_panel, minimum_chrome_version, permissions, content_scripts, web_accessible_resources, ...rest } = m;
  void side_panel;
  void minimum_chrome_version;
  void web_accessible_resources;
  return {
    ...rest,
    background: { scripts: [background.service_worker], type: 'module' },
    // The panel inside the page is a content script of its own here, not a file the content script
    // imports: Firefox for Android lacks web_accessible_resources' `resources` and `matches`
    // (browser-compat-data; docs/firefox-android.md), which that import needs, and there, with no
    // sidebar, the panel is always in the page. So nothing of the extension is web-accessible.
    content_scripts: [...content_scripts, { ...content_scripts.find((c) => c.js.includes(CONTENT))!, js: [PANEL_IN_PAGE] }],
    sidebar_action: {
      default_panel: PANEL,
      default_title: 'Wordle Assistant',
      default_icon: m.action.default_icon,
      open_at_install: false,
    },
    permissions: permissions.filter((p) => p !== 'sidePanel' && p !== 'offscreen'),
    browser_specific_settings: {
      gecko: {
        id: GECKO_ID,
        strict_min_version: '140.0',
        data_collection_permissions: { required: ['none'] },
      },
      // The first Firefox for Android with everything used: data_collection_permissions comes last,
      // in 142 (docs/firefox-android.md cites each key and API from MDN's browser-compat-data).
      gecko_android: { strict_min_version: '142.0' },
    },
  };
}

/** The translations live beside the panel (src/_locales); browsers want them at the root. */
function locales(): Plugin {
  const dir = resolve(import.meta.dirname, 'src/_locales');
  return {
    name: 'wordle-assistant:locales',
    generateBundle() {
      for (const lang of readdirSync(dir)) {
        const source = readFileSync(resolve(dir, lang, 'messages.json'), 'utf8');
        this.emitFile({ type: 'asset', fileName: `_locales/${lang}/messages.json`, source });
      }
    },
  };
}

/**
 * Preact's renderer writes `innerHTML` for `dangerouslySetInnerHTML`, which no component here
 * uses; AMO's linter flags that write in every bundle holding Preact (the panel, and the panel
 * inside the page, a content script on the NYT page). The write becomes an error thrown, so no
 * markup string can reach the DOM and `web-ext lint` has nothing to flag. It runs on the written
 * bundle, the content scripts' own one-file builds included (crxjs builds those without this
 * config's plugins), and fails the build if any `innerHTML` write is left or none was found
 * (a Preact update changed the line).
 */
function preactWithoutInnerHtml(): Plugin {
  const write = /\((\w+)\.innerHTML\s*=\s*(\w+)\.__html\)/g;
  const thrown = '(() => { throw new Error("dangerouslySetInnerHTML is not supported"); })()';
  return {
    name: 'wordle-assistant:preact-without-inner-html',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        let found = 0;
        for (const file of Object.values(bundle)) {
          if (!file.fileName.endsWith('.js')) continue;
          const code = file.type === 'chunk' ? file.code : String(file.source);
          const out = code.replace(write, () => (found++, thrown));
          if (/\.innerHTML\s*=[^=]/.test(out)) throw new Error(`${file.fileName}: an innerHTML write is left (Preact changed?): update preactWithoutInnerHtml`);
          if (file.type === 'chunk') file.code = out;
          else file.source = out;
        }
        if (found === 0) throw new Error("Preact's innerHTML write was not found (Preact changed?): update preactWithoutInnerHtml");
      },
    },
  };
}

/** The licence and the notices of everything shipped (scripts/notices.mjs) go inside each zip. */
function notices(): Plugin {
  return {
    name: 'wordle-assistant:notices',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'THIRD_PARTY_NOTICES.md', source: noticesText() });
      this.emitFile({ type: 'asset', fileName: 'LICENSE', source: readFileSync(resolve(import.meta.dirname, 'LICENSE'), 'utf8') });
    },
  };
}

/**
 * The panel inside the page (src/panel/overlay.tsx) as one self-contained file, built apart as
 * crxjs builds the content script, at the path the content script loads it from only when the
 * player wants it (src/content/panel-in-page.ts; web-accessible to the NYT site in manifest.json).
 */
function panelInPage(define: Record<string, string>, target: string): Plugin {
  return {
    name: 'wordle-assistant:panel-in-page',
    apply: 'build',
    async generateBundle() {
      const out = await build({
        configFile: false,
        root: import.meta.dirname,
        logLevel: 'warn',
        plugins: [preact()],
        define,
        build: {
          write: false,
          target,
          minify: false,
          lib: { entry: resolve(import.meta.dirname, 'src/panel/overlay.tsx'), formats: ['iife'], name: 'wordleAssistantPanelInPage' },
        },
      });
      const [chunk] = (Array.isArray(out) ? out[0] : out as { output: { code?: string }[] }).output;
      this.emitFile({ type: 'asset', fileName: 'src/panel/overlay.js', source: chunk.code ?? '' });
    },
  };
}

function parseMode(mode: string): { browser: Browser; e2e: boolean } {
  const m = /^(chrome|firefox)(-e2e)?$/.exec(mode);
  if (!m) throw new Error(`vite --mode must be chrome, firefox, chrome-e2e or firefox-e2e (got "${mode}")`);
  return { browser: m[1] as Browser, e2e: Boolean(m[2]) };
}

export default defineConfig(({ mode }) => {
  const { browser, e2e } = parseMode(mode);
  // package.json holds the one version number; both manifests take it from there.
  const versioned = { ...baseManifest, version: pkg.version };
  const manifest = (browser === 'firefox' ? firefoxManifest(versioned) : versioned) as ManifestV3Export;
  const define = { __E2E__: JSON.stringify(e2e), __STORE__: JSON.stringify(!e2e), __BROWSER__: JSON.stringify(browser) };
  const target = browser === 'firefox' ? 'firefox140' : 'chrome130';
  return {
    plugins: [
      preact(),
      preactWithoutInnerHtml(),
      locales(),
      notices(),
      // Chrome: the content script imports the panel inside the page when the player wants it
      // there; Firefox: it is a content script of its own (firefoxManifest).
      ...(browser === 'chrome' ? [panelInPage(define, target)] : []),
      crx({
        manifest,
        browser,
        // Self-contained files: no loader, so no extension files exposed to the NYT page but (in
        // Chrome) the panel inside it, which the content script loads only when the player wants it.
        contentScripts: { standaloneFiles: [TYPING_GUARD, CONTENT, ...(browser === 'firefox' ? [PANEL_IN_PAGE] : [])] },
      }),],
    define,
    worker: { format: 'es' },
    build: {
      outDir: `dist/${browser}${e2e ? '-e2e' : ''}`,
      emptyOutDir: true,
      target,
      // Readable output helps store review and keeps web-ext lint quiet about minified code.
      minify: false,
      // Every browser we target supports modulepreload; the polyfill would only add code to review.
      modulePreload: { polyfill: false },
      rollupOptions: {
        // No warning that plugins took most of the build's time: on a busy machine every build
        // says so, and `npm start` and the build must print nothing but real warnings.
        checks: { bundlerTimings: false },
        // Pages the manifest does not name: the offscreen document (Chrome), the panel (Firefox).
        input: {
          panel: resolve(import.meta.dirname, PANEL),
          ...(browser === 'chrome' ? { offscreen: resolve(import.meta.dirname, 'src/offscreen/index.html') } : {}),
        },
      },
    },
  };
});
