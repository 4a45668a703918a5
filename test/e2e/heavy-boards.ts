// The boards that cost the solver most: the second move after a common opener (the books start
// from TARSE and STALE, so these are live searches over hundreds of candidates), taking the
// colourings that leave the most answers. Used to load the worker before its heap is measured.
import { answerModel } from '../../src/core/model';
import { patternToMarks, scoreWords } from '../../src/core/pattern';
import type { Board, Mode } from '../../src/core/types';
import { wordTable } from '../../src/core/words';

const OPENINGS: { opener: string; mode: Mode }[] = [
  { opener: 'audio', mode: 'hard' },
  { opener: 'crane', mode: 'normal' },
];

export function heaviestSecondMoves(perOpener = 8): { board: Board; mode: Mode }[] {
  const { words } = wordTable();
  const answers = Array.from(answerModel('nyt').answers, (i) => words[i]);
  return OPENINGS.flatMap(({ opener, mode }) => {
    const sizes = new Map<number, number>();
    for (const a of answers) {
      const p = scoreWords(opener, a);
      sizes.set(p, (sizes.get(p) ?? 0) + 1);
    }
    return [...sizes]
      .filter(([p]) => p !== 242)
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, perOpener)
      .map(([p]) => ({ board: [{ guess: opener, marks: patternToMarks(p) }], mode }));
  });
}
