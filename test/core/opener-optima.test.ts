// The offline best trees that `bench-openers` compares the live search with are pinned in
// src/core/data/opener-optima.ts; recomputing two of them here keeps the pinned figures honest
// (a change to the search that moves them must regenerate the file: `npm run opener-optima`).
import { describe, expect, it } from 'vitest';
import { OPENER_OPTIMA } from '../../src/core/data/opener-optima';
import { answerModel } from '../../src/core/model';
import { OPENERS, OPTIMA_WIDTHS } from '../../src/core/openers';
import { openerTree, totals } from '../../src/core/tree';
import type { Mode } from '../../src/core/types';
import { wordTable } from '../../src/core/words';

function offline(opener: string, mode: Mode): { total: number; lost: string[] } {
  const model = answerModel('classic');
  const r = totals(openerTree({ model, mode, opener, widths: [...OPTIMA_WIDTHS[mode]] }), model.answers);
  return { total: r.total, lost: r.lost.map((a) => wordTable().words[a]).sort() };
}

describe('pinned offline best trees from common openers', () => {
  it('has a figure for every opener the benchmark plays', () => {
    expect(Object.keys(OPENER_OPTIMA).sort()).toEqual([...OPENERS].sort());
  });

  it('RAISE in hard mode recomputes to its pinned total and lost answers', () => {
    const r = offline('raise', 'hard');
    expect(r.total).toBe(OPENER_OPTIMA.raise.hard);
    expect(r.lost).toEqual(OPENER_OPTIMA.raise.lost.hard);
    expect(r.lost.length).toBeGreaterThan(0); // a case where the lost list is not trivially empty
  });

  it('ROATE in normal mode recomputes to its pinned total', () => {
    const r = offline('roate', 'normal');
    expect(r.total).toBe(OPENER_OPTIMA.roate.normal);
    expect(r.lost).toEqual(OPENER_OPTIMA.roate.lost.normal);
  });
});
