// A step of the anytime search that the deadline cuts off: for a single answer, the best of the
// step before is valued first, so what the cut step found is not thrown away: a guess it valued
// lower than that best is the move. The clock is the search's own reads of it (one unit a read),
// so every cut falls at the same place on any machine.
import { afterEach, describe, expect, it } from 'vitest';
import { score } from '../../src/core';
import { boardState } from '../../src/core/candidates';
import { answerModel } from '../../src/core/model';
import { Searcher } from '../../src/core/search';
import { wordTable } from '../../src/core/words';

const own = Object.getOwnPropertyDescriptor(performance, 'now');
afterEach(() => {
  if (own) Object.defineProperty(performance, 'now', own);
  else delete (performance as { now?: unknown }).now;
});

// CRANE, answer PINTO (classic): 55 candidates; the one-step-deep search ([24]) plays DOITS, the
// deeper [24, 8] PILOT.
const st = boardState([{ guess: 'crane', marks: score('crane', 'pinto') }], answerModel('classic'));
if (!st.ok) throw new Error(st.error);
const set = st.value.set;
const t = wordTable();
const pool = Uint16Array.from({ length: t.size }, (_, i) => i);
const steps = [[24], [24, 8]];

/** rank() from a cold searcher, top `top`, on a clock that moves one unit a read and stops the steps at `deadline`. */
function rankAt(deadline: number, top = 1, only = steps) {
  let reads = 0;
  Object.defineProperty(performance, 'now', { configurable: true, writable: true, value: () => reads++ });
  const r = new Searcher('normal').rank({ set, pool, left: 5, req: null, limits: { width: only[only.length - 1], steps: only, deadline }, top });
  return { ...r, reads };
}

describe('a step cut off by the deadline', () => {
  it('plays the best the cut step valued when it beats the step before, never a worse one', () => {
    const whole = rankAt(1e12, 24);
    expect(whole.completedSteps).toBe(2);
    const deep = new Map(whole.ranked.map((s) => [s.word, s.cost]));
    const first = rankAt(1e12, 1, steps.slice(0, 1)).ranked[0].word;
    expect(t.words[first]).toBe('doits');
    expect(t.words[whole.ranked[0].word]).toBe('pilot');
    const seen = new Set<string>();
    for (let k = 1; k < 12; k++) {
      const cut = rankAt(Math.round((k * whole.reads) / 12));
      const word = cut.ranked[0].word;
      if (cut.completedSteps === 2) continue;
      seen.add(t.words[word]);
      // The cut step valued its move at least as low as it valued the first step's best.
      if (word !== first) expect(cut.ranked[0].cost).toBeLessThan(deep.get(first)!);
      expect(cut.settled).toBe(false);
    }
    // Some step cut off had found a better move than the first step's.
    expect([...seen].filter((w) => w !== 'doits').length).toBeGreaterThan(0);
  });

  it('keeps the step before whole for a list of several answers (their figures one profile)', () => {
    const whole = rankAt(1e12, 3);
    for (let k = 1; k < 6; k++) {
      const cut = rankAt(Math.round((k * whole.reads) / 6), 3);
      if (cut.completedSteps === 2) continue;
      expect(cut.ranked.map((s) => s.word)).toEqual(rankAt(1e12, 3, steps.slice(0, 1)).ranked.map((s) => s.word));
    }
  });
});
