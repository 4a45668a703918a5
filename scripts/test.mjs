// `npm test`: the whole suite in two lanes side by side, since the real-browser tests spend much
// of their time waiting on the browsers while the checks are plain Node work:
//  - e2e: the real-browser project, one file at a time, but for AFTER_CHECKS;
//  - checks: the typecheck, the lint, the unit projects (core, content, panel, extension), then the
//    real-browser files of AFTER_CHECKS, so that the two lanes end about together (the e2e lane
//    alone took 1,420-1,560 s against the checks' 830-1,050 s).
// Both lanes' e2e processes are one run (WA_E2E_BUILD_RUN): each browser mode is built once.
// The e2e lane prints as it goes; the checks say in one line when they end, and their output is
// held and printed in one piece after both lanes, so the two never interleave. Fails when either
// lane fails; each lane's time is printed. The e2e files' failures are named again at the very
// end, since a CI log is often read from its tail, which the checks' output fills.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const NPX = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// `npm run lint` is ESLint's whole lint and knip's: the unit projects run ESLint's whole lint
// themselves (test/shared/boundaries.test.ts), so here knip alone, not ESLint a second time (20-30 s).
const CHECKS = [
  [NPM, ['run', '--silent', 'typecheck']],
  [NPM, ['run', '--silent', 'lint:unused']],
  // Two workers: the e2e lane beside spends much of its time waiting on the browsers, which left
  // one core idle (the unit projects alone on 2 cores, 2026-12-07: 683 s with one worker before
  // trap-claim's and greedy-openings' cuts, 280 s with two after).
  [NPM, ['run', '--silent', 'test:unit', '--', '--maxWorkers=2']],
];
/**
 * The real-browser files the checks lane runs once its checks end (each file's time in a whole run
 * on 2 cores, 2026-12-07: package 77 s, chromium-nyt-history 38 s, chromium-tab-life 107 s,
 * chromium-midnight 46 s, chromium-overlay 162 s). A new e2e file runs in the e2e lane; move files
 * here when the lanes' times printed at the end drift apart.
 */
const AFTER_CHECKS = [
  'test/e2e/package.test.ts',
  'test/e2e/chromium-nyt-history.test.ts',
  'test/e2e/chromium-tab-life.test.ts',
  'test/e2e/chromium-midnight.test.ts',
  'test/e2e/chromium-overlay.test.ts',
];
const REPORT_DIR = mkdtempSync(join(tmpdir(), 'wordle-e2e-'));
const REPORTS = { e2e: join(REPORT_DIR, 'e2e.json'), after: join(REPORT_DIR, 'after-checks.json') };
const vitestE2e = (report, files) => [NPX, ['vitest', 'run', '--project', 'e2e', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...files]];
// By name: vitest's --exclude does not reach a project's files.
// Every folder down, as the e2e project's include reads them: a file in a subfolder runs in a lane.
const E2E_FILES = readdirSync(join(ROOT, 'test/e2e'), { recursive: true })
  .map((f) => String(f).split(sep).join('/'))
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `test/e2e/${f}`);
const E2E = vitestE2e(REPORTS.e2e, E2E_FILES.filter((f) => !AFTER_CHECKS.includes(f)));
const E2E_AFTER_CHECKS = vitestE2e(REPORTS.after, AFTER_CHECKS);
process.env.WA_E2E_BUILD_RUN ??= randomUUID();

/** Runs one command; `out` receives its output (null: straight to the terminal). Resolves to its exit code. */
function run([cmd, args], out) {
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: out ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (out) {
      child.stdout.on('data', (d) => out.push(d));
      child.stderr.on('data', (d) => out.push(d));
    }
    child.on('error', (e) => (out?.push(Buffer.from(`${cmd}: ${e.message}\n`)), done(1)));
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (t0) => `${Math.round((performance.now() - t0) / 1000)} s`;

async function checks() {
  const t0 = performance.now();
  const out = [];
  let code = 0;
  for (const step of CHECKS) {
    out.push(Buffer.from(`\n> ${step[0]} ${step[1].join(' ')}\n`));
    code = await run(step, out);
    if (code !== 0) break;
  }
  const line = `test: checks (typecheck, lint, unit projects) ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(t0)}`;
  console.log(`\n${line}${code === 0 ? '' : ' (their output follows the e2e tests)'}`);
  // Run whatever the checks gave: a failed check still lets these files say how they fare.
  const t1 = performance.now();
  out.push(Buffer.from(`\n> ${E2E_AFTER_CHECKS[0]} ${E2E_AFTER_CHECKS[1].join(' ')}\n`));
  const after = await run(E2E_AFTER_CHECKS, out);
  const afterLine = `test: e2e after the checks (${AFTER_CHECKS.length} files) ${after === 0 ? 'passed' : 'FAILED'} in ${seconds(t1)}; the checks lane in all ${seconds(t0)}`;
  console.log(`\n${afterLine}`);
  return { code, after, output: Buffer.concat(out), line: `${line}\n${afterLine}` };
}

async function e2e() {
  const t0 = performance.now();
  const code = await run(E2E, null);
  const line = `test: e2e ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(t0)}`;
  console.log(`\n${line}`);
  return { code, line };
}

/** The failed files and tests of an e2e process with the first lines of each error, from its JSON report. */
function e2eFailures(path) {
  let report;
  try {
    report = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    return [`  (no e2e report to read: ${e.message})`];
  }
  const lines = [];
  const head = (text) => String(text).split('\n').filter((l) => l.trim()).slice(0, 4).map((l) => `      ${l.trim()}`);
  for (const file of report.testResults ?? []) {
    const name = relative(ROOT, file.name);
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (file.status === 'failed' && failed.length === 0) lines.push(`  ${name}: ${file.message || 'failed outside its tests'}`);
    for (const t of failed) lines.push(`  ${name} > ${t.fullName}`, ...head((t.failureMessages ?? []).join('\n')));
  }
  return lines.length ? lines : ['  (no failed test in the report: an error outside the tests, see the e2e output above)'];
}

const [checked, e2eRun] = await Promise.all([checks(), e2e()]);
process.stdout.write(checked.output);
if (e2eRun.code !== 0) console.log(['\ntest: the e2e lane failed:', ...e2eFailures(REPORTS.e2e)].join('\n'));
if (checked.after !== 0) console.log(['\ntest: the e2e files after the checks failed:', ...e2eFailures(REPORTS.after)].join('\n'));
rmSync(REPORT_DIR, { recursive: true, force: true });
console.log(`\n${e2eRun.line}\n${checked.line}`);
process.exit(checked.code !== 0 || checked.after !== 0 || e2eRun.code !== 0 ? 1 : 0);
