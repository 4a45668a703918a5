// The cost of reading a full board. Printed, not asserted tightly: happy-dom is far slower than a
// browser and the machine is shared (test/content/perf-chromium.ts measures real Chromium).
import { expect, test } from 'vitest';
import { readBoard } from '../../src/content/read-board';
import { loadFixture } from './load-fixture';

function measure(name: string, runs = 500): { median: number; mean: number; p95: number } {
  const doc = loadFixture(name);
  for (let i = 0; i < 50; i++) readBoard(doc, localStorage); // warm up the JIT
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    readBoard(doc, localStorage);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { median: times[runs >> 1], mean: times.reduce((a, b) => a + b, 0) / runs, p95: times[Math.floor(runs * 0.95)] };
}

test('reading a full board is cheap (printed)', () => {
  for (const name of ['react-loss', 'react-win-row-6', 'react-keyboard-noise', 'shadow-loss']) {
    const { median, mean, p95 } = measure(name);
    console.log(`readBoard ${name} in happy-dom: median ${median.toFixed(3)} ms, mean ${mean.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms`);
    // A loose bound that only a pathological reader (say, quadratic in the page) would break.
    expect(mean).toBeLessThan(25);
  }
});
