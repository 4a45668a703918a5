// Letter-scoring rules from the blog posts: they pick among the words that can still be the
// answer, scoring each by its letters alone, with no look at how it splits the candidates.
import { wordTable } from '../words';
import { bestBy, type SearchContext, type Strategy } from './strategy';

/** Frequency of each letter (and of each letter at each position) among the candidates, weighted. */
function letterCounts(ctx: SearchContext) {
  const { letters } = wordTable();
  const any = new Float64Array(26);
  const at = new Float64Array(26 * 5);
  const { idx, w } = ctx.set;
  for (let c = 0; c < idx.length; c++) {
    const seen = new Uint8Array(26);
    for (let i = 0; i < 5; i++) {
      const l = letters[5 * idx[c] + i];
      at[l * 5 + i] += w[c];
      if (!seen[l]) any[l] += w[c];
      seen[l] = 1;
    }
  }
  return { any, at, letters };
}

/**
 * 000-frequency-analysis: sum of the frequencies of the word's distinct letters among the
 * candidates, plus a bonus for letters in their likeliest positions; repeats earn nothing twice.
 */
export const letterFrequency: Strategy = {
  choose(ctx, top) {
    const { any, at, letters } = letterCounts(ctx);
    const pool = ctx.set.idx; // the possible answers: each is an allowed guess, in hard mode too
    return bestBy(ctx, pool, (k) => {
      const o = 5 * pool[k];
      const seen = new Uint8Array(26);
      let s = 0;
      for (let i = 0; i < 5; i++) {
        const l = letters[o + i];
        if (!seen[l]) s += any[l];
        s += 0.5 * at[l * 5 + i];
        seen[l] = 1;
      }
      return -s;
    }, top);
  },
};

/** 004-positional-probability: product of the per-position letter probabilities. */
export const positional: Strategy = {
  choose(ctx, top) {
    const { at, letters } = letterCounts(ctx);
    const pool = ctx.set.idx;
    const total = ctx.set.total;
    return bestBy(ctx, pool, (k) => {
      const o = 5 * pool[k];
      let s = 0;
      for (let i = 0; i < 5; i++) s += Math.log((at[letters[o + i] * 5 + i] + 1e-9) / total);
      return -s;
    }, top);
  },
};
