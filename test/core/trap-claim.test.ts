// The hard-mode trap warning says "a P% chance to lose whatever you play" from the best move's own
// loss chance (panel/components/TrapWarning.tsx). That holds only if no other move loses less
// often: on a sample of hard-mode games played by the solver from popular openers, every board
// the warning speaks on is checked against every word that still fits and every listed move.
import { describe, expect, it } from 'vitest';
import { evaluateGuess, isValidHardGuess, score, suggest } from '../../src/core';
import type { Board } from '../../src/core/types';

/** Answers with the classic hard-mode traps (_IGHT, _ATCH, _OUND, _A_ER, _ASTE, ...). */
const ANSWERS = ['sight', 'wight', 'hatch', 'latch', 'wound', 'mound', 'baker', 'waver', 'taste', 'paste', 'joker', 'eater', 'fixer', 'goner', 'vaunt', 'shave'];
const OPENERS = ['crane', 'slate', 'adieu'];
const TRAP_FROM = 0.01;

describe('the trap warning\'s "whatever you play"', () => {
  it('no word that fits, nor any listed move, loses less often than the best move the warning names', () => {
    const opts = { mode: 'hard' as const, model: 'nyt' as const, date: '2026-12-03', top: 10 };
    let warned = 0;
    for (const opener of OPENERS) {
      for (const answer of ANSWERS) {
        const board: Board = [{ guess: opener, marks: score(opener, answer) }];
        while (board.length < 6 && board.at(-1)!.guess !== answer) {
          const r = suggest(board, opts);
          if (!r.ok) throw new Error(r.error);
          const best = r.value.suggestions[0];
          // The warning speaks from the third guess on (TrapWarning: a trap is a late board's).
          if (board.length >= 2 && best.mayLose && (best.lossChance ?? 1) >= TRAP_FROM) {
            warned++;
            // Each move valued the one way, the word check's (evaluate), the best move included.
            const mine = evaluateGuess(board, best.word, opts);
            if (!mine.ok) throw new Error(mine.error);
            const words = new Set([...r.value.remaining, ...r.value.suggestions.map((s) => s.word)]);
            for (const w of words) {
              if (!isValidHardGuess(board, w).ok) continue;
              const e = evaluateGuess(board, w, opts);
              if (!e.ok) throw new Error(e.error);
              expect(e.value.lossChance, `${opener}→${answer}, ${board.map((x) => x.guess).join(' ')}: ${w} against ${best.word}`).toBeGreaterThanOrEqual(mine.value.lossChance - 1e-9);
            }
          }
          board.push({ guess: best.word, marks: score(best.word, answer) });
        }
      }
    }
    // The sample meets traps: the check above ran.
    expect(warned).toBeGreaterThan(0);
    console.log(`trap warnings checked: ${warned} boards`);
  }, 300_000);
});
