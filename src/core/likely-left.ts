// What a guess leaves, in the likely answers the panel counts (likely.ts): on average and at
// worst for the suggestions' notes, and typically for the post-game luck. Apart from likely.ts,
// which the panel imports: these need the word tables, which only the worker loads.
import type { CandidateSet } from './candidates';
import { likelyOf, standingOf } from './likely';
import type { AnswerModel } from './model';
import { ALL_GREEN, patternOf } from './pattern';
import { wordTable } from './words';

const PATTERNS = ALL_GREEN + 1;

/**
 * The likely answers left under each colour pattern of `guess` at candidates `set`, with each
 * pattern's chance. Counted in arrays by pattern rather than a word list per pattern: on the
 * empty board (every word of the lists) this ran 9 ms a suggestion, ahead of the first click's list.
 */
function likelyGroups(model: Pick<AnswerModel, 'listed' | 'played'>, set: CandidateSet, guess: number): { p: number; chance: number; likely: number }[] {
  const { letters } = wordTable();
  const weight = new Float64Array(PATTERNS);
  const fresh = new Uint16Array(PATTERNS);
  const played = new Uint16Array(PATTERNS);
  const offList = new Uint16Array(PATTERNS);
  // The patterns in the order their first word comes, so that sums over them add up as they did.
  const seen = new Uint8Array(PATTERNS);
  const order: number[] = [];
  for (let c = 0; c < set.idx.length; c++) {
    const p = patternOf(letters, guess, set.idx[c]);
    if (!seen[p]) {
      seen[p] = 1;
      order.push(p);
    }
    weight[p] += set.w[c];
    const standing = standingOf(model, set.idx[c]);
    if (standing === 'fresh') fresh[p]++;
    else if (standing === 'played') played[p]++;
    else offList[p]++;
  }
  const groups: { p: number; chance: number; likely: number }[] = [];
  for (const p of order) {
    // A win leaves the one answer, whatever its standing.
    const likely = p === ALL_GREEN ? 1 : likelyOf({ fresh: fresh[p], played: played[p], offList: offList[p] }).n;
    groups.push({ p, chance: weight[p] / set.total, likely });
  }
  return groups;
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
