// What a guess leaves, in the likely answers the panel counts (likely.ts): on average and at
// worst for the suggestions' notes, and typically for the post-game luck. Apart from likely.ts,
// which the panel imports: these need the word tables, which only the worker loads.
import type { CandidateSet } from './candidates';
import { likelyAmong } from './likely';
import type { AnswerModel } from './model';
import { ALL_GREEN, patternOf } from './pattern';
import { wordTable } from './words';

/** The likely answers left under each colour pattern of `guess` at candidates `set`, with each pattern's chance. */
function likelyGroups(model: Pick<AnswerModel, 'listed' | 'played'>, set: CandidateSet, guess: number): { p: number; chance: number; likely: number }[] {
  const { letters } = wordTable();
  const groups = new Map<number, { w: number; idx: number[] }>();
  for (let c = 0; c < set.idx.length; c++) {
    const p = patternOf(letters, guess, set.idx[c]);
    const g = groups.get(p) ?? groups.set(p, { w: 0, idx: [] }).get(p)!;
    g.w += set.w[c];
    g.idx.push(set.idx[c]);
  }
  // A win leaves the one answer, whatever its standing.
  return [...groups].map(([p, g]) => ({ p, chance: g.w / set.total, likely: p === ALL_GREEN ? 1 : likelyAmong(model, g.idx).n }));
}

/**
 * The likely answers a guess typically leaves at a board of candidates `set`: the geometric mean
 * of the likely answers left under each colour pattern, each pattern as likely as the model
 * weighs its words. In the units the post-game table counts, so a guess that left fewer than this
 * was luckier than typical, never less lucky.
 */
export function typicalLikelyLeft(model: Pick<AnswerModel, 'listed' | 'played'>, set: CandidateSet, guess: number): number {
  return 2 ** likelyGroups(model, set, guess).reduce((sum, g) => sum + g.chance * Math.log2(Math.max(1, g.likely)), 0);
}

/**
 * What a suggestion leaves, in the likely answers the panel counts: on average (each pattern as
 * likely as the model weighs its words; a win leaves none to find) and at worst.
 */
export function likelyLeftAfter(model: Pick<AnswerModel, 'listed' | 'played'>, set: CandidateSet, guess: number): { mean: number; worst: number } {
  let mean = 0;
  let worst = 0;
  for (const g of likelyGroups(model, set, guess)) {
    if (g.p === ALL_GREEN) continue;
    mean += g.chance * g.likely;
    worst = Math.max(worst, g.likely);
  }
  return { mean, worst };
}
