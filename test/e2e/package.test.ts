// `npm run package` as a store reviewer meets it: the Chrome and Firefox zips carry the licence
// and the notices, the version of package.json, no dev mock and no network code; the source zip,
// unpacked in a temporary folder and built with the commands of its BUILDING.md, gives the Firefox
// zip's files byte for byte.
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import JSZip from 'jszip';
import puppeteer from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module without types
import { uncoveredInDist } from '../../scripts/notices.mjs';
import { ROOT } from './build';
import { FIREFOX } from './firefox';

const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
const zipPath = (kind: string) => join(ROOT, 'web-ext-artifacts', `wordle-assistant-${version}-${kind}.zip`);

async function unzip(kind: string): Promise<Map<string, Buffer>> {
  const zip = await JSZip.loadAsync(readFileSync(zipPath(kind)));
  const files = new Map<string, Buffer>();
  for (const f of Object.values(zip.files)) if (!f.dir) files.set(f.name, await f.async('nodebuffer'));
  return files;
}

const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();

let packageOutput = '';
const zips: Record<string, Map<string, Buffer>> = {};

beforeAll(async () => {
  packageOutput = execSync('node scripts/package.mjs', { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  for (const kind of ['chrome', 'firefox', 'source']) zips[kind] = await unzip(kind);
});

describe('npm run package', () => {
  it('writes the three zips and says so, quietly', () => {
    for (const kind of ['chrome', 'firefox', 'source']) expect(packageOutput).toContain(`wordle-assistant-${version}-${kind}.zip`);
    // Nothing but the summary lines: no vite or crxjs chatter.
    expect(packageOutput).not.toMatch(/crx:|inlineDynamicImports|WARN/);
  });

  it('finds the Firefox build clean under web-ext lint: no error, warning or notice', () => {
    expect(packageOutput).toContain('web-ext lint (Firefox): 0 errors, 0 warnings, 0 notices');
  });

  it.each(['chrome', 'firefox'])('ships no innerHTML write in the %s zip (Preact\'s dangerouslySetInnerHTML path throws instead)', (kind) => {
    for (const [name, bytes] of zips[kind]) if (name.endsWith('.js')) expect([name, /\.innerHTML\s*=[^=]/.test(bytes.toString())]).toEqual([name, false]);
    expect(zips[kind].get('src/panel/overlay.js')!.toString()).toContain('dangerouslySetInnerHTML is not supported');
  });

  it.each(['chrome', 'firefox'])('attaches the panel inside the page to a closed shadow root only, in the %s zip', (kind) => {
    const js = [...zips[kind].entries()].filter(([n]) => n.endsWith('.js')).map(([, b]) => b.toString()).join('\n');
    expect(js.match(/attachShadow\([^)]*\)/g)).toEqual(['attachShadow({ mode: "closed" })']);
  });

  it.each(['chrome', 'firefox'])('puts the licence, the notices and the package version in the %s zip', (kind) => {
    const files = zips[kind];
    expect(files.get('LICENSE')?.toString()).toBe(readFileSync(join(ROOT, 'LICENSE'), 'utf8'));
    expect(files.get('THIRD_PARTY_NOTICES.md')?.toString()).toBe(readFileSync(join(ROOT, 'THIRD_PARTY_NOTICES.md'), 'utf8'));
    expect(JSON.parse(files.get('manifest.json')!.toString()).version).toBe(version);
    // Every shipped file and bundled module has an entry (the same check the packaging makes).
    expect(uncoveredInDist(join(ROOT, 'dist', kind))).toMatchObject({ files: [], modules: [], chunksNamingNoModule: [] });
  });

  it.each(['chrome', 'firefox'])('leaves the dev mock, its copy of the solver and the benchmark tooling out of the %s zip', (kind) => {
    const names = [...zips[kind].keys()];
    expect(names.filter((n) => /connector-mock|mock-scenarios|\/core-/.test(n))).toEqual([]);
    // One copy of each opening book.
    expect(names.filter((n) => /book-nyt-normal/.test(n))).toHaveLength(1);
    const js = [...zips[kind].entries()].filter(([n]) => n.endsWith('.js')).map(([, b]) => b.toString()).join('\n');
    expect(js).not.toContain('createMockConnector');
    // The benchmark tooling in src/core (play.ts, tree.ts, openers.ts) serves the command line and
    // the scripts only: nothing shipped imports it, so the bundles leave it out (the solver is there).
    expect(js).toContain('function suggest(');
    for (const name of ['function playAll(', 'function openerTree(', 'PLAYED_OPENERS']) expect(js).not.toContain(name);
  });

  it.each(['chrome', 'firefox'])('ships no code that could make a network request but the content script’s, with consent, to the Wordle site (%s)', (kind) => {
    for (const [name, bytes] of zips[kind]) {
      if (!name.endsWith('.js')) continue;
      const code = bytes.toString();
      // One network call in all: the content script's (src/content/site-fetch.ts), with the player's
      // consent, to the page's own site: a past day's file (past-answers.ts), and the player's NYT
      // games, the archive's puzzles and the game service's states (nyt-history.ts).
      const calls = code.match(/\b(fetch\s*\(|XMLHttpRequest|WebSocket|EventSource|sendBeacon|importScripts)/g);
      expect([name, calls]).toEqual([name, name === 'src/content/main.js' ? ['fetch('] : null]);
      if (calls) {
        expect(code).toMatch(/\$\{\w+\}\/svc\/wordle\/v2\/\$\{\w+\}\.json/);
        expect(code).toMatch(/\$\{[\w.]+\}\/svc\/games\/v1\/archive\/wordle\/\$\{\w+\}\/\$\{\w+\}/);
        expect(code).toMatch(/\$\{[\w.]+\}\/svc\/games\/state\/wordleV2\/latests\?puzzle_ids=/);
      }
      const urls = [...code.matchAll(/\b(?:https?|wss?):\/\/[^\s"'`)]+/g)].map((m) => m[0]);
      const allowed = (u: string) => u.startsWith('https://www.nytimes.com/games/wordle/') || /^http:\/\/www\.w3\.org\/(2000\/svg|1998\/Math\/MathML|1999\/xhtml)/.test(u);
      expect([name, urls.filter((u) => !allowed(u))]).toEqual([name, []]);
    }
    // The content script is one file that loads nothing else into the NYT page but the panel
    // inside it, when the player wants it there (src/content/panel-in-page.ts): one import of a URL,
    // the one file the NYT site may reach (web-accessible to it alone; Chrome: by a per-session URL).
    // In Firefox the panel inside the page is a content script of its own and nothing is
    // web-accessible (Firefox for Android lacks the keys the import needs: firefoxManifest).
    const content = zips[kind].get('src/content/main.js')!.toString();
    const manifest = JSON.parse(zips[kind].get('manifest.json')!.toString());
    expect(content).not.toMatch(/^\s*import[\s{*]/m);
    // The typing guard, before any script of the page, is one file too, loading nothing.
    const guard = zips[kind].get('src/content/typing-guard.js')!.toString();
    expect(guard).not.toMatch(/^\s*import[\s{*]/m);
    expect(guard).not.toMatch(/\bimport\(/);
    expect(zips[kind].has('src/panel/overlay.js')).toBe(true);
    if (kind === 'chrome') {
      expect(content.match(/\bimport\(/g)).toHaveLength(1);
      expect(content).toMatch(/\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?chrome\.runtime\.getURL\(/);
      expect(content).toMatch(/["']src\/panel\/overlay\.js["']/);
      expect(manifest.web_accessible_resources).toEqual([{ resources: ['src/panel/overlay.js'], matches: ['https://www.nytimes.com/*'], use_dynamic_url: true }]);
    } else {
      expect(content).not.toMatch(/\bimport\(/);
      expect(manifest).not.toHaveProperty('web_accessible_resources');
      // The typing guard first, at document_start (src/content/typing-guard.ts), then the content script and the panel inside the page.
      expect(manifest.content_scripts.map((c: { js: string[] }) => c.js)).toEqual([['src/content/typing-guard.js'], ['src/content/main.js'], ['src/panel/overlay.js']]);
    }
  });
});

describe('the Firefox zip', () => {
  it('installs as it is, the way the README says (a temporary add-on from the zip file)', async () => {
    // WebDriver BiDi's install of an archive goes through the same AddonManager call as
    // about:debugging's "Load Temporary Add-on…".
    const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true, protocol: 'webDriverBiDi' });
    try {
      // puppeteer-core's BiDi browser keeps its connection off the public type.
      const bidi = (browser as unknown as { connection: { send(method: string, params: unknown): Promise<unknown> } }).connection;
      const r = (await bidi.send('webExtension.install', { extensionData: { type: 'archivePath', path: zipPath('firefox') } })) as { result: { extension: string } };
      expect(r.result.extension).toBe('wordle-assistant@wordle-assistant.example');
    } finally {
      await browser.close();
    }
  });
});

describe('the source zip', () => {
  let dir = '';
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('rebuilds the Firefox zip byte for byte with the commands of its BUILDING.md', () => {
    dir = mkdtempSync(join(tmpdir(), 'wa-source-'));
    for (const [name, bytes] of zips.source) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), bytes);
    }
    const guide = readFileSync(join(dir, 'BUILDING.md'), 'utf8');
    const block = /<!-- build-commands -->\s*```sh\n([\s\S]*?)```/.exec(guide);
    const commands = block![1].trim().split('\n');
    expect(commands).toEqual(['npm ci', 'npm run build']);
    // A reviewer's shell: no NODE_ENV (vitest sets 'test').
    const env: NodeJS.ProcessEnv = { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false' };
    delete env.NODE_ENV;
    for (const command of commands) execSync(command, { cwd: dir, stdio: 'pipe', env });

    const built = join(dir, 'dist', 'firefox');
    const firefox = zips.firefox;
    expect(filesUnder(built)).toEqual([...firefox.keys()].sort());
    const different = [...firefox].filter(([name, bytes]) => !readFileSync(join(built, name)).equals(bytes)).map(([name]) => name);
    expect(different).toEqual([]);
    // The Chrome build comes out the same way.
    const chrome = zips.chrome;
    expect([...chrome].filter(([name, bytes]) => !readFileSync(join(dir, 'dist', 'chrome', name)).equals(bytes)).map(([n]) => n)).toEqual([]);
  });
});
