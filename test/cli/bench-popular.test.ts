// The popular openers' benchmark: its command line, its draw of answers for a date, and the shape
// of its tables (the ten's mean beside the book's row, the moves pooled).
import { describe, expect, it } from 'vitest';
import { popularOptions, realTable, timeFigures, timeTable, unplayedAnswers, walkDays, walkTable, type RealRun, type WalkCell } from '../../src/cli/bench-popular';
import { daysOf, periods } from '../../src/cli/bench-history';
import { POPULAR_OPENERS } from '../../src/core/openers';
import { lastAnswerDate } from '../../src/core/history';
import { wordTable } from '../../src/core/words';
import { runCli } from './run-cli';

describe('bench-popular', () => {
  it('plays the ten popular openers, every part and both modes, 40 days at 0.25, 0.5 and 1 × the budget, 30 answers of today by default', () => {
    expect(popularOptions([], '2026-12-03')).toEqual({
      openers: [...POPULAR_OPENERS],
      modes: ['normal', 'hard'],
      parts: ['walk', 'real', 'time'],
      days: 40,
      shift: 0,
      factors: [0.25, 0.5, 1],
      answers: 30,
      date: '2026-12-03',
      json: false,
      writeReadme: false,
    });
    expect(POPULAR_OPENERS).toHaveLength(10);
    const o = popularOptions(['--openers', 'Crane,slate', '--parts', 'time', '--modes', 'hard', '--work-budgets', '1', '--date', '2026-09-01', '--answers', '5']);
    expect([o.openers, o.parts, o.modes, o.factors, o.date, o.answers]).toEqual([['crane', 'slate'], ['time'], ['hard'], [1], '2026-09-01', 5]);
    expect(() => popularOptions(['--openers', 'zzzzz'])).toThrow(/--openers: unknown word "zzzzz"/);
    expect(() => popularOptions(['--parts', 'speed'])).toThrow(/Unknown part "speed"/);
    expect(() => popularOptions(['--work-budgets', '0'])).toThrow(/--work-budgets takes factors/);
    expect(() => popularOptions(['crane'])).toThrow(/takes no words/);
    expect(popularOptions(['--shift', '2']).shift).toBe(2);
    expect(() => popularOptions(['--shift', '31'])).toThrow(/--shift must be a whole number from 1 to 30/);
  });

  it('moves the walk\'s days later by --shift, the last kept at the era\'s end', () => {
    const even = daysOf(periods()[0], 40);
    expect(walkDays(40, 0)).toEqual(even);
    const moved = walkDays(40, 2);
    expect(moved).toHaveLength(40);
    expect(new Set(moved).size).toBe(40);
    expect(moved[0]).toBe('2026-02-04');
    expect(moved[39]).toBe(periods()[0].to);
    expect(moved.filter((d) => even.includes(d))).toEqual([periods()[0].to]);
  });

  it('real clock: the average and lost beside p50, p95, max and the moves over 1.2 × the budget; the popular openers\' mean with their moves pooled', () => {
    const run = (opener: string, average: number, fails: number, ms: number[]): RealRun => ({ opener, mode: 'normal', factor: 1, days: 40, average, fails, lost: [], ms });
    const { header, rows } = realTable([run('tarse', 3.1, 0, [1, 2]), run('crane', 3.2, 1, [10, 301]), run('slate', 3.3, 0, [20, 250])], ['normal']);
    expect(header).toEqual(['mode', 'opener', 'average / lost', 'moves', 'p50 ms', 'p95 ms', 'max ms', 'over 1.2 × budget']);
    expect(rows.map((r) => r[1])).toEqual(['TARSE (book)', 'CRANE', 'SLATE', 'mean of the 2 popular']);
    expect(rows[1]).toEqual(['normal', 'CRANE', '3.200 / 1', '2', '10', '301', '301', '1']);
    expect(rows[3]).toEqual(['normal', 'mean of the 2 popular', '3.250 / 1', '4', '20', '301', '301', '1']);
  });

  it('draws answers of the original list not played before the date, spread over the alphabet, the same on every run', () => {
    const a = unplayedAnswers('2026-12-03', 30);
    expect(a).toHaveLength(30);
    expect(new Set(a).size).toBe(30);
    expect([...a].sort()).toEqual(a);
    expect(unplayedAnswers('2026-12-03', 30)).toEqual(a);
    const t = wordTable();
    const classic = new Set(Array.from(t.classicAnswers, (i) => t.words[i]));
    for (const w of a) {
      expect(classic.has(w)).toBe(true);
      expect(lastAnswerDate(w, '2026-12-03')).toBeUndefined();
    }
    expect(a[0] < 'b' && a[29] > 'w').toBe(true);
    // Before the list began every original answer was still to play; CIGAR was the first played.
    expect(unplayedAnswers('2021-06-19', 2309)).toHaveLength(2309);
    expect(unplayedAnswers('2021-06-20', 2309)).not.toContain('cigar');
  });

  it("puts the book's row first and the ten's mean, lost summed, and the worst under them, a column per budget", () => {
    const cells: WalkCell[] = [];
    const add = (opener: string, factor: number, average: number, fails = 0) => cells.push({ opener, mode: 'normal', factor, days: 40, average, fails, lost: [] });
    POPULAR_OPENERS.forEach((w, i) => {
      add(w, 0.5, 3.2 + i / 100, i === 9 ? 1 : 0);
      add(w, 1, 3.1 + i / 100);
    });
    add('tarse', 0.5, 3.15);
    add('tarse', 1, 3.12);
    cells.push({ opener: 'crane', mode: 'hard', factor: 1, days: 40, average: 9, fails: 9, lost: [] });
    const { header, rows } = walkTable(cells, 'normal', [0.5, 1]);
    expect(header).toEqual(['opener', '0.5× (125 ms): average / lost', '1× (250 ms): average / lost']);
    expect(rows[0]).toEqual(['TARSE (book)', '3.150 / 0', '3.120 / 0']);
    expect(rows.slice(1, 11).map((r) => r[0])).toEqual(POPULAR_OPENERS.map((w) => w.toUpperCase()));
    expect(rows[10]).toEqual(['SALET', '3.290 / 1', '3.190 / 0']);
    expect(rows[11]).toEqual(['mean of the 10 popular', '3.245 / 1', '3.145 / 0']);
    expect(rows[12]).toEqual(['worst of the 10 popular', '3.290 (SALET)', '3.190 (SALET)']);
    expect(rows).toHaveLength(13);
  });

  it('times: p50, p95, max, the share over 100 ms and the moves over 1.2 × the budget; the popular moves pooled under their own rows', () => {
    const ms = Array.from({ length: 20 }, (_, i) => (i + 1) * 10); // 10 … 200 ms
    expect(timeFigures(ms)).toEqual({ moves: 20, p50: 100, p95: 190, max: 200, slow: 0.5 });
    expect(timeFigures([])).toEqual({ moves: 0, p50: 0, p95: 0, max: 0, slow: 0 });
    const { rows } = timeTable(
      [
        { opener: 'crane', mode: 'normal', games: 2, ms: [1, 301] }, // over 1.2 × 250 ms
        { opener: 'tarse', mode: 'normal', games: 2, ms: [2, 3] },
        { opener: 'slate', mode: 'normal', games: 2, ms: [50, 150] },
      ],
      ['normal'],
    );
    expect(rows.map((r) => r[1])).toEqual(['TARSE (book)', 'CRANE', 'SLATE', 'the 2 popular together']);
    expect(rows[3]).toEqual(['normal', 'the 2 popular together', '4', '4', '50', '301', '301', '50%', '1']);
  });

  it("runs the book's opener and the ones asked for, in every part, and prints them as JSON", async () => {
    const r = await runCli(['bench-popular', '--openers', 'crane', '--modes', 'normal', '--days', '2', '--work-budgets', '0.5,1', '--answers', '2', '--date', '2026-12-03', '--json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { walk: WalkCell[]; real: RealRun[]; time: { opener: string; games: number; ms: number[] }[] };
    expect(out.real.map((c) => [c.opener, c.days, c.fails])).toEqual([
      ['tarse', 2, 0],
      ['crane', 2, 0],
    ]);
    for (const c of out.real) expect(c.ms.length).toBeGreaterThanOrEqual(2);
    expect(out.walk.map((c) => [c.opener, c.factor, c.days, c.fails])).toEqual([
      ['tarse', 0.5, 2, 0],
      ['tarse', 1, 2, 0],
      ['crane', 0.5, 2, 0],
      ['crane', 1, 2, 0],
    ]);
    expect(out.time.map((t) => [t.opener, t.games])).toEqual([
      ['tarse', 2],
      ['crane', 2],
    ]);
    for (const t of out.time) expect(t.ms.length).toBeGreaterThanOrEqual(2);
  });
});
