// The offline best totals that `bench-openers` compares the live search with are pinned in
// src/core/data/opener-optima.ts; recomputing two of them here keeps the pinned figures honest
// (a change to the search that moves them must regenerate the file: `npm run opener-optima`).
import { describe, expect, it } from 'vitest';
import { OPENER_OPTIMA } from '../../src/core/data/opener-optima';
import { answerModel } from '../../src/core/model';
import { OPENERS, OPTIMA_WIDTHS } from '../../src/core/openers';
import { openerTree, totals } from '../../src/core/tree';
import type { Mode } from '../../src/core/types';

function offlineTotal(opener: string, mode: Mode): { total: number; fails: number } {
  const model = answerModel('classic');
  const r = totals(openerTree({ model, mode, opener, widths: [...OPTIMA_WIDTHS[mode]] }), model.answers);
  return { total: r.total, fails: r.fails };
}

describe('pinned offline best totals from common openers', () => {
  it('has a figure for every opener the benchmark plays', () => {
    expect(Object.keys(OPENER_OPTIMA).sort()).toEqual([...OPENERS].sort());
  });

  it('LATER in hard mode recomputes to its pinned total', () => {
    const r = offlineTotal('later', 'hard');
    expect(r.total).toBe(OPENER_OPTIMA.later.hard);
    expect(r.fails).toBe(OPENER_OPTIMA.later.hardFails);
  });

  it('ROATE in normal mode recomputes to its pinned total', () => {
    expect(offlineTotal('roate', 'normal').total).toBe(OPENER_OPTIMA.roate.normal);
  });
});
