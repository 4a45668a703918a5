// 001-scrabble-score: guess the possible answer with the lowest Scrabble score (common letters
// score low), and when the candidates differ only in a few positions (the _IGHT, _ATCH traps),
// spend a guess on the word that covers the most of their differing letters.
import { wordTable } from '../words';
import { bestBy, type Strategy } from './strategy';

const POINTS = [1, 3, 3, 2, 1, 4, 2, 4, 1, 8, 5, 1, 3, 1, 1, 3, 10, 1, 1, 1, 1, 4, 4, 8, 4, 10];

export const scrabble: Strategy = {
  choose(ctx, top) {
    const { letters } = wordTable();
    const cands = ctx.set.idx;
    const { idx } = ctx.set;
    if (idx.length > 2 && idx.length > ctx.guessesLeft - 1) {
      // Letters that tell the candidates apart: those at positions where they differ.
      const differing = new Float64Array(26);
      let positions = 0;
      for (let i = 0; i < 5; i++) {
        const first = letters[5 * idx[0] + i];
        let same = true;
        for (const c of idx) if (letters[5 * c + i] !== first) same = false;
        if (!same) {
          positions++;
          for (const c of idx) differing[letters[5 * c + i]] = 1;
        }
      }
      if (positions <= 2) {
        const best = bestBy(ctx, ctx.pool, (k) => {
          const o = 5 * ctx.pool[k];
          const seen = new Uint8Array(26);
          let s = 0;
          for (let i = 0; i < 5; i++) {
            const l = letters[o + i];
            if (!seen[l]) s += differing[l];
            seen[l] = 1;
          }
          return -s;
        }, 1)[0];
        const covers = (() => {
          const o = 5 * best.word;
          return new Set(Array.from(letters.subarray(o, o + 5)).filter((l) => differing[l])).size;
        })();
        if (covers >= 3) return [best, ...bestBy(ctx, cands, (k) => score(cands[k]), top - 1)];
      }
    }
    return bestBy(ctx, cands, (k) => score(cands[k]), top);

    function score(w: number) {
      let s = 0;
      for (let i = 0; i < 5; i++) s += POINTS[letters[5 * w + i]];
      return s;
    }
  },
};
