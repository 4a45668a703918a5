// `npm test`: the whole suite in two lanes side by side, since the real-browser tests spend much
// of their time waiting on the browsers while the checks are plain Node work:
//  - checks: the typecheck, the lint, then the unit projects (core, content, panel, extension);
//  - e2e: the real-browser project, one file at a time.
// The e2e lane prints as it goes; the checks say in one line when they end, and their output is
// held and printed in one piece after both lanes, so the two never interleave. Fails when either
// lane fails; each lane's time is printed.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const NPX = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const CHECKS = [
  [NPM, ['run', '--silent', 'typecheck']],
  [NPM, ['run', '--silent', 'lint']],
  [NPM, ['run', '--silent', 'test:unit']],
];
const E2E = [NPX, ['vitest', 'run', '--project', 'e2e']];

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
  return { code, output: Buffer.concat(out), line };
}

async function e2e() {
  const t0 = performance.now();
  const code = await run(E2E, null);
  console.log(`\ntest: e2e ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(t0)}`);
  return code;
}

const [checked, e2eCode] = await Promise.all([checks(), e2e()]);
process.stdout.write(checked.output);
console.log(`\n${checked.line}`);
process.exit(checked.code !== 0 || e2eCode !== 0 ? 1 : 0);
