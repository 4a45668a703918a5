// `npm run bench`: the solver's suite in Node (src/cli `bench-suite`: every strategy, the played
// openers, the walk-forward on the real answers, the popular openers beside the book's, the first word, the analysis of
// kept games), then the browser benchmarks (test/e2e/bench-browser.ts: "Your games" at scale, the NYT history
// brought in and analysed, the content script on a churning page, the
// backfill beside live play, the page's load, the wait at each row from its colours to the panel's
// answer, the memory and CPU the extension adds to a visit and the first suggestions after a cold
// start: footprint), which say so and skip when no Chromium is installed.
// `--write-readme` goes to both: each writes its tables into docs/benchmarks.md.
// `--node-only` / `--browser-only` run one part; `--only <parts>` goes to the browser part (e.g.
// `--browser-only --only footprint`); any other argument goes to the Node suite.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? ['--only', args[onlyAt + 1] ?? ''] : [];
const rest = args.filter((a, i) => a !== '--node-only' && a !== '--browser-only' && (onlyAt < 0 || (i !== onlyAt && i !== onlyAt + 1)));
const run = (nodeArgs) => spawnSync(process.execPath, nodeArgs, { cwd: root, stdio: 'inherit' }).status ?? 1;

let status = 0;
if (!args.includes('--browser-only')) status = run(['--expose-gc', '--import', 'tsx', 'src/cli/main.ts', 'bench-suite', ...rest]);
if (!args.includes('--node-only')) status ||= run(['--import', 'tsx', 'test/e2e/bench-browser.ts', ...rest.filter((a) => a === '--write-readme'), ...only]);
process.exit(status);
