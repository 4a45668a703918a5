// The count-only scans (sets whose every word weighs 1, as the search plays the listed answers)
// against the weighted scans they stand in for: the same set with every weight 2 takes the
// weighted path and must give the same figures to the last bit (scaling by 2 is exact).
import { describe, expect, it } from 'vitest';
import { boardState } from '../../src/core/candidates';
import { answerModel } from '../../src/core/model';
import { Scans } from '../../src/core/search/scans';
import type { Board } from '../../src/core/types';
import { greyRows } from '../fakes';

const grey = (guess: string) => greyRows(guess)[0];

function nodes(board: Board) {
  const st = boardState(board, answerModel('classic'));
  if (!st.ok) throw new Error(st.error);
  const { idx } = st.value.set;
  const ones = { idx, w: new Float64Array(idx.length).fill(1), total: idx.length };
  const twos = { idx, w: new Float64Array(idx.length).fill(2), total: 2 * idx.length };
  return { ones, twos };
}

describe('count-only scans', () => {
  const pool = Uint16Array.from({ length: 3000 }, (_, i) => i * 4); // every fourth word
  it.each([[[grey('jeeze')]], [[grey('fuzzy'), grey('carle')]], [[grey('pious')]]])('match the weighted scans after %j', (board) => {
    const { ones, twos } = nodes(board);
    const scans = new Scans('normal');
    expect(ones.idx.length).toBeGreaterThan(2);
    expect(Array.from(scans.scoresOf(ones, pool))).toEqual(Array.from(scans.scoresOf(twos, pool)));
    const bound = scans.scoresOf(ones, pool).reduce((a, b) => Math.min(a, b)) + 0.5;
    expect(scans.boundedBelow(ones, pool, bound)).toEqual(scans.boundedBelow(twos, pool, bound));
    const each = (node: typeof ones) => {
      const e = { cost: new Float64Array(pool.length), loss: new Float64Array(pool.length) };
      const best = scans.lastButOne(node, pool, e);
      return { best, cost: Array.from(e.cost), loss: Array.from(e.loss) };
    };
    expect(each(ones)).toEqual(each(twos));
  });
});

describe('a large scan against a deadline', () => {
  // JEEZE all grey (classic): hundreds of candidates, a whole-pool scan of millions of buckets.
  const { ones } = nodes([grey('jeeze')]);
  const all = Uint16Array.from({ length: 14_855 }, (_, i) => i);
  it('stops once the deadline has passed, where the node would have read the clock only before it', () => {
    const scans = new Scans('normal');
    expect(ones.idx.length * all.length).toBeGreaterThan(1 << 20);
    expect(() => scans.order(ones, all, 8, 5, performance.now() - 1)).toThrow();
    // No deadline, or one still ahead: the whole scan, the same order as ever.
    const free = scans.order(ones, all, 8, 5);
    expect(scans.order(ones, all, 8, 5, performance.now() + 60_000)).toEqual(free);
  });

  it('a short scan reads no clock: a node of a few candidates is scanned whole', () => {
    const scans = new Scans('normal');
    const few = { idx: ones.idx.slice(0, 5), w: ones.w.slice(0, 5), total: 5 };
    expect(scans.order(few, all, 8, 5, performance.now() - 1)).toHaveLength(8);
  });
});
