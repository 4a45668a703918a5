// Runs the command line as a user would: in this process through runCli() (what main.ts does
// with process.argv and the standard streams), or, for the entry point itself, in a child process
// through tsx. A child costs about a second; the tests run dozens of commands.
import { spawnSync } from 'node:child_process';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { runCli as run } from '../../src/cli/main';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export async function runCli(args: readonly string[], stdin = ''): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await run(args, { stdin: Readable.from(stdin === '' ? [] : [stdin]), write: (s) => void (stdout += s), writeError: (s) => void (stderr += s) });
  return { code, stdout, stderr };
}

/** The real entry point, `tsx src/cli/main.ts ARGS`, in a child process. */
export function spawnCli(args: readonly string[], stdin = ''): CliRun {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: ROOT, input: stdin, encoding: 'utf8', timeout: 110_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
