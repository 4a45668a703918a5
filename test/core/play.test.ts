import { describe, expect, it } from 'vitest';
import { formatMarks, isValidHardGuess, score, suggest, type Board } from '../../src/core';
import { percentile, playAll, type PlayOptions, type PlayResult } from '../../src/core/play';

function play(options: PlayOptions): PlayResult {
  const r = playAll(options);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

describe('playAll mechanics', () => {
  it('plays from a forced opener, following the top suggestion, memoising by board', () => {
    const answers = ['cigar', 'rebut', 'sissy', 'humph', 'awake', 'blush', 'salet', 'focal'];
    const games = new Map<string, Board>();
    const r = play({ model: 'classic', strategy: 'entropy', opener: 'SALET', answers, onGame: (a, b) => games.set(a, b) });
    expect(r.games).toBe(8);
    expect(games.get('salet')).toHaveLength(1);
    for (const [answer, board] of games) {
      expect(board[0].guess).toBe('salet');
      expect(board[board.length - 1].guess).toBe(answer);
      // Each move is what suggest() ranks first at that board, and the colours are the real ones.
      for (let i = 1; i < board.length; i++) {
        const s = suggest(board.slice(0, i), { model: 'classic', strategy: 'entropy', top: 1 });
        expect(s.ok && s.value.suggestions[0].word).toBe(board[i].guess);
      }
      for (const row of board) expect(formatMarks(row.marks)).toBe(formatMarks(score(row.guess, answer)));
    }
    const lengths = [...games.values()].map((b) => b.length);
    expect(r.total).toBe(lengths.reduce((a, b) => a + b, 0));
    expect(r.max).toBe(Math.max(...lengths));
    expect(Object.values(r.distribution).reduce((a, b) => a + b, 0)).toBe(8);
    // Positions: distinct boards computed, the opener's board not among them.
    const boards = new Set<string>();
    for (const b of games.values()) for (let i = 1; i < b.length; i++) boards.add(JSON.stringify(b.slice(0, i)));
    expect(r.positions).toBe(boards.size);
    expect(r.latencyMs.p50).toBeLessThanOrEqual(r.latencyMs.p95);
    expect(r.latencyMs.p95).toBeLessThanOrEqual(r.latencyMs.max);
  });

  it('plays only valid hard-mode guesses in hard mode', () => {
    const games: Board[] = [];
    play({ mode: 'hard', model: 'classic', strategy: 'entropy', opener: 'crane', answers: ['hatch', 'watch', 'match', 'night', 'mound'], onGame: (_, b) => games.push(b) });
    for (const b of games) for (let i = 1; i < b.length; i++) expect(isValidHardGuess(b.slice(0, i), b[i].guess)).toEqual({ ok: true });
  });

  it('counts a game not solved in six as a failure worth 7', () => {
    // A letter-only rule in hard mode walks the _ATCH trap one word at a time.
    const games = new Map<string, Board>();
    const r = play({ mode: 'hard', model: 'classic', strategy: 'letter-frequency', answers: ['hatch'], onGame: (a, b) => games.set(a, b) });
    expect(games.get('hatch')).toHaveLength(6);
    expect(r).toMatchObject({ games: 1, total: 7, max: 7, fails: 1, worst: ['hatch'] });
    expect(r.distribution).toEqual({ '1': 0, '2': 0, '3': 0, '4': 0, '5': 0, '6': 0 });
  });

  it('rejects an unknown opener or answer without throwing', () => {
    expect(playAll({ opener: 'qqqqq', answers: ['cigar'] })).toEqual({ ok: false, error: 'The opener "qqqqq" is not in the allowed-guess list.' });
    expect(playAll({ answers: ['zzzzz'] })).toEqual({ ok: false, error: 'The answer "zzzzz" is not in the allowed-guess list.' });
  });

  it('takes nearest-rank percentiles', () => {
    const xs = Array.from({ length: 20 }, (_, i) => i + 1);
    expect([percentile(xs, 50), percentile(xs, 95), percentile(xs, 100)]).toEqual([10, 19, 20]);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBe(0);
  });
});
