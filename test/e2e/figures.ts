// Measured figures of the e2e run (cold start, per-board latency), merged into
// artifacts/e2e-figures.json and printed, for the README.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from './build';

const FILE = resolve(ROOT, 'artifacts', 'e2e-figures.json');

export interface Figures {
  coldStartMs?: number;
  latenciesMs?: number[];
  /** The solver worker's heap after the heaviest boards: JS heap and ArrayBuffer stores, MB. */
  workerHeapMb?: { used: number; backing: number; total: number; boards: number };
  /** Faults injected by the fault suite and how many the panel recovered from, by kind. */
  faults?: Record<string, { injected: number; recovered: number }>;
  /** Fault injected → panel right again, over the game faults. */
  faultRecoveryMs?: { n: number; median: number; max: number };
  /** Faults that struck before the board's answer was shown: fault → right answer on screen. */
  faultBeforeAnswerMs?: { n: number; median: number; max: number };
  /**
   * Idle refinement: WHIFF with its H yellow (hard), row settled → first answer and → settled answer; and
   * a row typed while JUMPY's refinement ran → its answer.
   */
  refineMs?: { firstMs: number; settledMs: number; nextRowMs: number };
}

export function summarise(xs: number[]): { n: number; median: number; p90: number; max: number } {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { n: s.length, median: at(0.5), p90: at(0.9), max: s[s.length - 1] };
}

export function recordFigures(browser: 'chromium' | 'firefox', f: Figures): void {
  mkdirSync(resolve(ROOT, 'artifacts'), { recursive: true });
  const all = existsSync(FILE) ? (JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, unknown>) : {};
  // A cold start opens a new run: drop the previous run's figures for this browser.
  const mine = { ...(f.coldStartMs === undefined ? (all[browser] as object) : {}), ...f, ...(f.latenciesMs ? { latency: summarise(f.latenciesMs) } : {}), at: new Date().toISOString() };
  all[browser] = mine;
  writeFileSync(FILE, `${JSON.stringify(all, null, 2)}\n`);
  console.log(`[figures] ${browser}: ${JSON.stringify({ ...mine, latenciesMs: undefined })}`);
}
