// bench-analysis: the games it analyses are a player's on the real answers (newest day first, a
// played opener, words that fit, hard-mode valid), and the command runs the scheduler's jobs and
// prints its table with the newest 100 and the 1,900 said as measured or at the rate.
import { describe, expect, it } from 'vitest';
import { historyGames } from '../../src/cli/bench-analysis';
import { isSolved, isValidHardGuess } from '../../src/core';
import { dateOfDay, dayNumber } from '../../src/core/dates';
import { shippedHistory } from '../../src/core/history';
import { PLAYED_OPENERS } from '../../src/core/openers';
import { wordTable } from '../../src/core/words';
import { runCli } from './run-cli';

describe('bench-analysis', () => {
  it("plays the newest shipped days, newest first, each from a played opener to its answer with words that fit", () => {
    const h = shippedHistory();
    const t = wordTable();
    for (const mode of ['normal', 'hard'] as const) {
      const games = historyGames(6, mode);
      expect(games.map((g) => g.date)).toEqual([0, 1, 2, 3, 4, 5].map((i) => dateOfDay(dayNumber(h.last) - i)));
      for (const g of games) {
        expect(g.answer).toBe(t.words[h.byDay[dayNumber(g.date) - h.firstDay]]);
        expect(PLAYED_OPENERS as readonly string[]).toContain(g.board[0].guess);
        expect(g.board.length).toBeLessThanOrEqual(6);
        if (isSolved(g.board)) expect(g.board.at(-1)!.guess).toBe(g.answer);
        // Every word fits what the rows before it showed: valid in hard mode too.
        g.board.forEach((row, i) => expect(isValidHardGuess(g.board.slice(0, i), row.guess).ok).toBe(true));
      }
    }
  });

  it('analyses the games two at a time, each in a worker process, and says the 1,900 are at the rate measured', async () => {
    const r = await runCli(['bench-analysis', '--games', '3', '--modes', 'hard']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^hard +2 +3 \(\d won\)/m);
    expect(r.stdout).toContain('(at the rate)');
    expect(r.stdout).toContain('the `history` model of each game\'s day, 2 games at a time');
  }, 90_000);

  it('one game at a time with --workers 1; --serve only for its own worker processes', async () => {
    const r = await runCli(['bench-analysis', '--games', '2', '--modes', 'hard', '--workers', '1']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^hard +1 +2 \(\d won\)/m);
    expect(r.stdout).toContain('one game at a time');
    const served = await runCli(['bench-analysis', '--serve']);
    expect(served.code).toBe(2);
    expect(served.stderr).toContain('--serve is for the worker processes');
  }, 60_000);

  it('refuses words and a count over 1,900', async () => {
    expect((await runCli(['bench-analysis', 'crane'])).code).toBe(2);
    expect((await runCli(['bench-analysis', '--games', '5000'])).code).not.toBe(0);
  });
});
