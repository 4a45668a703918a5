// The offline best totals that `bench-openers` compares the live search with are pinned in
// src/core/data/opener-optima.ts; recomputing two of them here keeps the pinned figures honest
// (a change to the search that moves them must regenerate the file: `npm run opener-optima`).
import { describe, expect, it } from 'vitest';
import { makeSet } from '../../src/core/candidates';
import { OPENER_OPTIMA } from '../../src/core/data/opener-optima';
import { hardRequirement, meetsRequirement } from '../../src/core/hard-mode';
import { answerModel } from '../../src/core/model';
import { OPENERS } from '../../src/core/openers';
import { Searcher } from '../../src/core/search';
import { buildTree, totals } from '../../src/core/tree';
import type { Mode } from '../../src/core/types';
import { wordTable } from '../../src/core/words';

const WIDTHS: Record<Mode, number[]> = { normal: [24, 8, 4, 3], hard: [48, 24, 12, 6, 3] };

function offlineTotal(opener: string, mode: Mode): { total: number; fails: number } {
  const t = wordTable();
  const all = Uint16Array.from({ length: t.size }, (_, i) => i);
  const model = answerModel('classic');
  const tree = buildTree(makeSet(model.answers, model.weight), 6, mode === 'hard' ? hardRequirement([]) : null, 0, {
    searcher: new Searcher(mode),
    hard: mode === 'hard',
    limits: () => ({ width: WIDTHS[mode], deadline: Infinity }),
    pool: (req) => (req ? all.filter((w) => meetsRequirement(req, t.letters, w)) : all),
    forced: (depth) => (depth === 0 ? t.indexOf(opener) : undefined),
  });
  const r = totals(tree, model.answers);
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
