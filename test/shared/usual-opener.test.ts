import { describe, expect, it } from 'vitest';
import { usualOpener } from '../../src/shared/usual-opener';

const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}`;
const game = (n: number, opener: string) => ({ date: day(n), words: `${opener}stove` });

describe('usualOpener', () => {
  it('the first word played most in the latest games, at least three times', () => {
    const games = [game(1, 'crane'), game(2, 'crane'), game(3, 'slate'), game(4, 'crane'), game(5, 'slate')];
    expect(usualOpener(games)).toBe('crane');
    expect(usualOpener(games.slice(0, 3))).toBeNull();
  });

  it('on a tie, the one played last; a game without words (a shared grid) counts for nothing', () => {
    const games = [game(1, 'crane'), game(2, 'slate'), game(3, 'crane'), game(4, 'slate'), game(5, 'crane'), game(6, 'slate')];
    expect(usualOpener(games)).toBe('slate');
    expect(usualOpener([...games, { date: day(7), words: '' }, { date: day(8), words: '' }, { date: day(9), words: '' }])).toBe('slate');
  });

  it('follows a player who changed opener: only the latest 30 games count', () => {
    const old = Array.from({ length: 20 }, (_, i) => ({ date: `2026-09-${String(i + 1).padStart(2, '0')}`, words: 'adieustove' }));
    const now = Array.from({ length: 25 }, (_, i) => game(i + 1, i % 5 === 0 ? 'crane' : 'roate'));
    expect(usualOpener([...old, ...now])).toBe('roate');
    expect(usualOpener(old)).toBe('adieu');
  });
});
