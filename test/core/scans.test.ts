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
