// No move over its budget: the live search reads its deadline often enough to stop within 20% of
// it. The clock here is the search's own work, not wall time: it advances by the candidates each
// scan buckets (Buckets.fill, the loop behind every whole-pool scan), so a stretch of scanning
// with no look at the deadline shows as time passed, the same on an idle or a busy machine.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { score } from '../../src/core';
import { Buckets } from '../../src/core/search/buckets';
import { DEFAULT_BUDGET_MS, forgetSearchers } from '../../src/core/strategies/optimal';
import { suggest } from '../../src/core/suggest';
import type { Mode } from '../../src/core/types';

/** A clock for the set-up test: building the day's model (modelFor) moves it on by `ms`. */
const modelSetUp = vi.hoisted(() => ({ now: 0, ms: 0 }));
vi.mock('../../src/core/model', async (importOriginal) => {
  const model = await importOriginal<typeof import('../../src/core/model')>();
  return {
    ...model,
    modelFor: (...args: Parameters<typeof model.modelFor>) => {
      modelSetUp.now += modelSetUp.ms;
      return model.modelFor(...args);
    },
  };
});

/** Candidates bucketed per ms: about a 2-core machine's rate (2026-12-03: 180,000-300,000). */
const BUCKETED_PER_MS = 200_000;

let now = 0;
const fill = Buckets.prototype.fill;
const fillCounts = Buckets.prototype.fillCounts;
const own = Object.getOwnPropertyDescriptor(performance, 'now');

/** Runs `f` with performance.now() answering the work bucketed so far, in ms. */
function onWorkTime<T>(f: () => T): T {
  Buckets.prototype.fill = function (cols, g, w, n) {
    now += n / BUCKETED_PER_MS;
    fill.call(this, cols, g, w, n);
  };
  Buckets.prototype.fillCounts = function (cols, g, n) {
    now += n / BUCKETED_PER_MS;
    fillCounts.call(this, cols, g, n);
  };
  Object.defineProperty(performance, 'now', { configurable: true, writable: true, value: () => now });
  try {
    return f();
  } finally {
    Buckets.prototype.fill = fill;
    Buckets.prototype.fillCounts = fillCounts;
    if (own) Object.defineProperty(performance, 'now', own);
    else delete (performance as { now?: unknown }).now;
  }
}

afterEach(() => {
  Buckets.prototype.fill = fill;
  Buckets.prototype.fillCounts = fillCounts;
});

const date = '2026-12-03';
const rows = (...pairs: [string, string][]) => pairs.map(([guess, answer]) => ({ guess, marks: score(guess, answer) }));

describe('time per move under the default budget', () => {
  // Boards that passed the budget by far, measured from the popular openers on 2026-12-03 (the
  // default model, books loaded): asked twice, as the idle refinement and the next visit do; the
  // second time the exact step (at most 30 candidates searched) was due and scanned on for seconds.
  const cases: { name: string; mode: Mode; board: ReturnType<typeof rows> }[] = [
    { name: 'ADIEU yellow A, D, green E then CRWTH all grey (1,679 ms)', mode: 'normal', board: [{ guess: 'adieu', marks: ['present', 'present', 'absent', 'correct', 'absent'] }, { guess: 'crwth', marks: ['absent', 'absent', 'absent', 'absent', 'absent'] }] },
    { name: 'SLATE then MADAR, answer CAGED (2,022 ms)', mode: 'normal', board: rows(['slate', 'caged'], ['madar', 'caged']) },
  ];
  for (const c of cases) {
    it(`${c.name}: each ask within 1.2 × ${DEFAULT_BUDGET_MS[c.mode]} ms of work`, () => {
      for (let ask = 0; ask < 2; ask++) {
        const start = now;
        const r = onWorkTime(() => suggest(c.board, { mode: c.mode, date }));
        expect(r.ok).toBe(true);
        expect(now - start).toBeLessThanOrEqual(1.2 * DEFAULT_BUDGET_MS[c.mode]);
      }
    });
  }
});

describe('the budget counts from the call', () => {
  // SLATE, CRONY, answer BAWDY: 58 candidates, a ranking that settles in a few of its steps.
  const board = rows(['slate', 'bawdy'], ['crony', 'bawdy']);
  // A budget no search of this board reaches: only the clock below decides, not the machine's load.
  const options = { mode: 'normal' as const, date, noBooks: true, top: 3, budgetMs: 30_000 };

  /** suggest() on a clock that stands still but for `setUp` ms spent building the day's model. */
  function afterSetUp(setUp: number) {
    forgetSearchers(); // the memo of an earlier search would answer without a look at the clock
    modelSetUp.ms = setUp;
    Object.defineProperty(performance, 'now', { configurable: true, writable: true, value: () => modelSetUp.now });
    try {
      const r = suggest(board, options);
      if (!r.ok) throw new Error(r.error);
      return r.value;
    } finally {
      modelSetUp.ms = 0;
      if (own) Object.defineProperty(performance, 'now', own);
      else delete (performance as { now?: unknown }).now;
    }
  }

  it('a set-up that takes the whole budget leaves the search its first step only', () => {
    expect(afterSetUp(0).settled).toBe(true);
    const late = afterSetUp(30_001);
    expect(late.settled).toBe(false);
    expect(late.suggestions).toHaveLength(3);
  });
});
