// A browser whose wall clock is not the machine's: a wrapper script that starts it under
// libfaketime (Debian's `faketime`, /usr/bin/faketime), the clock starting at a given moment and
// running on in real time. FAKETIME_DONT_RESET makes the browser's child processes (renderers, the
// extension's service worker, the GPU and network processes) share the browser's clock instead of
// each starting again at that moment. The monotonic clock is moved with it (the default): with
// FAKETIME_DONT_FAKE_MONOTONIC=1 Chromium 156 took 30-75 s to start here, against 2-3 s.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const FAKETIME = process.env.FAKETIME_PATH ?? '/usr/bin/faketime';

export interface FakeClockBrowser {
  /** The wrapper script: pass it as the browser's executable. */
  executable: string;
  /** Removes the script. */
  dispose(): void;
}

/** `start`: "YYYY-MM-DD hh:mm:ss" in the browser's local time zone. */
export function fakeClockBrowser(browser: string, start: string): FakeClockBrowser {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(start)) throw new Error(`not a start time: ${start}`);
  const dir = mkdtempSync(join(tmpdir(), 'wa-faketime-'));
  const executable = join(dir, 'browser.sh');
  writeFileSync(executable, `#!/bin/sh\nFAKETIME_DONT_RESET=1 exec ${FAKETIME} -f "@${start}" ${browser} "$@"\n`);
  chmodSync(executable, 0o755);
  return { executable, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}
