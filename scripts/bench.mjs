// `npm run bench`: the solver's suite in Node (src/cli `bench-suite`: every strategy, the played
// openers, the walk-forward on the real answers, the popular openers beside the book's), then the browser benchmarks
// (test/e2e/bench-browser.ts: "Your games" at scale, the content script on a churning page, the
// backfill beside live play, the page's load, the wait at each row from its colours to the panel's
// answer), which say so and skip when no Chromium is installed.
// `--write-readme` goes to both: each writes its tables into docs/benchmarks.md.
// `--node-only` / `--browser-only` run one part; any other argument goes to the Node suite.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const rest = args.filter((a) => a !== '--node-only' && a !== '--browser-only');
const run = (nodeArgs) => spawnSync(process.execPath, nodeArgs, { cwd: root, stdio: 'inherit' }).status ?? 1;

let status = 0;
if (!args.includes('--browser-only')) status = run(['--expose-gc', '--import', 'tsx', 'src/cli/main.ts', 'bench-suite', ...rest]);
if (!args.includes('--node-only')) status ||= run(['--import', 'tsx', 'test/e2e/bench-browser.ts', ...rest.filter((a) => a === '--write-readme')]);
process.exit(status);
