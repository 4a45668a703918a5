// Working out ahead (JobRunner.prepare / workAhead, src/worker/run-job.ts): the boards a row may
// lead to are answered before the row settles, likeliest first, and the settled board's job is then
// answered from what was worked out, without a search.
import { describe, expect, it, vi } from 'vitest';
import { score } from '../../src/core/index';
import { replies } from '../../src/core/replies';
import type { Board, Mark } from '../../src/core/types';
import { isJob, isJobOutcome } from '../../src/shared/jobs';
import type { SolveRequest } from '../../src/shared/tab-view';
import { FIRST_ANSWER_MS } from '../../src/core/strategies/optimal';
import { booksLoaded, CORE_SOLVER, JobRunner, type Solver } from '../../src/worker/run-job';

const request = (board: Board, mode: 'normal' | 'hard' = 'normal'): SolveRequest => ({ board, mode, model: 'history', strategy: 'optimal', top: 3, date: '2026-03-01' });
const rowOf = (guess: string, answer: string) => ({ guess, marks: score(guess, answer) });

/** A runner over the real solver that counts the searches it runs. */
function counting() {
  const searched: string[] = [];
  const solver: Solver = { ...CORE_SOLVER, suggest: (b, o) => (searched.push(b.map((r) => r.guess + r.marks.join('')).join()), CORE_SOLVER.suggest(b, o)) };
  return { runner: new JobRunner(solver), searched };
}

describe('replies', () => {
  it("every colouring a guess can get, likeliest first, chances summing to 1; `shown` keeps those that begin so", () => {
    const board = [rowOf('crane', 'stove')];
    const all = replies(board, 'spilt', { model: 'history', date: '2026-03-01' });
    if (!all.ok) throw new Error(all.error);
    expect(all.value.length).toBeGreaterThan(1);
    expect(all.value.reduce((s, r) => s + r.chance, 0)).toBeCloseTo(1, 9);
    for (let i = 1; i < all.value.length; i++) expect(all.value[i - 1].chance).toBeGreaterThanOrEqual(all.value[i].chance);
    const shown: Mark[] = score('spilt', 'stove').slice(0, 2);
    const some = replies(board, 'spilt', { model: 'history', date: '2026-03-01', shown });
    if (!some.ok) throw new Error(some.error);
    expect(some.value.length).toBeLessThan(all.value.length);
    expect(some.value.every((r) => r.marks[0] === shown[0] && r.marks[1] === shown[1])).toBe(true);
    expect(some.value.map((r) => r.marks.join())).toContain(score('spilt', 'stove').join());
  });

  it('none for a word the game refuses: not a word, or against hard mode', () => {
    const board = [rowOf('crane', 'stove')];
    expect(replies(board, 'zzzzz', {})).toEqual({ ok: true, value: [] });
    // Hard mode: E is green in the fifth place, so a guess must keep it there.
    expect(replies(board, 'spilt', { mode: 'hard' })).toEqual({ ok: true, value: [] });
    expect(replies(board, 'stole', { mode: 'hard' }).ok && (replies(board, 'stole', { mode: 'hard' }) as { value: unknown[] }).value.length).toBeGreaterThan(0);
  });
});

describe('JobRunner: work ahead', () => {
  it("a prepare queues the row's boards; worked out ahead, the settled board is answered without a search, the same answer", async () => {
    await booksLoaded();
    const { runner, searched } = counting();
    const base = [rowOf('crane', 'stove')];
    const shown = score('spilt', 'stove').slice(0, 3);
    const prep = runner.run({ kind: 'prepare', request: request(base), guess: 'spilt', shown }, 'tab:1');
    const queued = prep.kind === 'prepare' && prep.result.ok ? prep.result.value : -1;
    expect(queued).toBeGreaterThan(0);
    let steps = 0;
    while (runner.workAhead()) steps++;
    expect(steps).toBe(queued);
    expect(searched).toHaveLength(queued);
    const settled = request([...base, rowOf('spilt', 'stove')]);
    const answer = runner.run({ kind: 'solve', request: settled });
    expect(searched).toHaveLength(queued); // no new search
    const fresh = new JobRunner().run({ kind: 'solve', request: settled });
    expect(answer.kind === 'solve' && answer.result.ok && answer.result.value.suggestions.map((s) => s.word)).toEqual(
      fresh.kind === 'solve' && fresh.result.ok && fresh.result.value.suggestions.map((s) => s.word),
    );
    // Asked again, nothing is left to work out.
    expect(runner.run({ kind: 'prepare', request: request(base), guess: 'spilt', shown }, 'tab:1')).toEqual({ kind: 'prepare', result: { ok: true, value: 0 } });
  });

  it('a refinement slice (budgetMs) is always searched, never answered from what was kept', () => {
    const { runner, searched } = counting();
    const r = request([rowOf('crane', 'stove'), rowOf('spilt', 'stove')]);
    runner.run({ kind: 'solve', request: r });
    runner.run({ kind: 'solve', request: r });
    expect(searched).toHaveLength(1);
    runner.run({ kind: 'solve', request: { ...r, budgetMs: 20 } });
    expect(searched).toHaveLength(2);
  });

  it("a newer prepare under the same key replaces the older one's boards; the newest key goes first", () => {
    const { runner, searched } = counting();
    const base = [rowOf('crane', 'stove')];
    runner.run({ kind: 'prepare', request: request(base), guess: 'spilt' }, 'tab:1');
    // The row shows more colours: only its boards are left.
    const shown = score('spilt', 'stove').slice(0, 4);
    const narrowed = runner.run({ kind: 'prepare', request: request(base), guess: 'spilt', shown }, 'tab:1');
    const n = narrowed.kind === 'prepare' && narrowed.result.ok ? narrowed.result.value : -1;
    runner.run({ kind: 'prepare', request: request([rowOf('slate', 'stove')]), guess: 'stoke', shown: score('stoke', 'stove').slice(0, 4) }, 'tab:2');
    runner.workAhead();
    expect(searched[0].startsWith('slate')).toBe(true);
    while (runner.workAhead());
    expect(searched.filter((s) => s.startsWith('crane'))).toHaveLength(n);
    expect(n).toBeLessThanOrEqual(3);
  });

  it("a stop (the tab's prepare with no guess: its panel closed, the tab closed or left) drops that tab's boards not worked out yet, and only its", () => {
    const { runner, searched } = counting();
    const base = [rowOf('crane', 'stove')];
    const shown = score('spilt', 'stove').slice(0, 4);
    runner.run({ kind: 'prepare', request: request(base), guess: 'spilt', shown }, 'ahead:1');
    runner.run({ kind: 'prepare', request: request([rowOf('slate', 'stove')]), guess: 'stoke', shown: score('stoke', 'stove').slice(0, 4) }, 'ahead:2');
    runner.workAhead(); // one board of tab 2's (the newest ask goes first)
    expect(runner.run({ kind: 'prepare', request: request([rowOf('slate', 'stove')]), guess: null }, 'ahead:2')).toEqual({ kind: 'prepare', result: { ok: true, value: 0 } });
    while (runner.workAhead());
    // Tab 1's boards, and after tab 2's one board nothing more of it.
    expect(searched.filter((x) => x.startsWith('slate'))).toHaveLength(1);
    expect(searched.filter((x) => x.startsWith('crane')).length).toBeGreaterThan(0);
    runner.run({ kind: 'prepare', request: request(base), guess: null }, 'ahead:1');
    const before = searched.length;
    expect(runner.workAhead()).toBe(false);
    expect(searched).toHaveLength(before);
  });

  it('prepare is a checked job with a checked outcome', () => {
    const job = { kind: 'prepare', request: request([]), guess: 'crane' };
    expect(isJob(job)).toBe(true);
    expect(isJob({ ...job, guess: 'CRANE' })).toBe(false);
    expect(isJob({ ...job, shown: ['correct', 'absent', 'present', 'absent', 'absent'] })).toBe(false);
    expect(isJobOutcome({ kind: 'prepare', result: { ok: true, value: 12 } })).toBe(true);
    expect(isJobOutcome({ kind: 'prepare', result: { ok: true, value: 244 } })).toBe(false);
  });
});

describe('JobRunner: work ahead in slices', () => {
  /** A solver whose searches never settle and say they ran `ms` each: only the runner's slicing decides. */
  function slow(ms: number) {
    const budgets: { board: string; budgetMs: number | undefined }[] = [];
    const solver: Solver = {
      ...CORE_SOLVER,
      suggest: (b, o) => {
        budgets.push({ board: b.map((r) => r.guess + r.marks.map((m) => m[0]).join('')).join(), budgetMs: o?.budgetMs });
        const r = CORE_SOLVER.suggest(b, { ...o, onSearched: undefined });
        o?.onSearched?.(ms);
        return r.ok ? { ok: true, value: { ...r.value, settled: false } } : r;
      },
    };
    return { runner: new JobRunner(solver), budgets };
  }
  const settledRow = rowOf('spilt', 'stove');

  it("a board is searched in slices of at most 40 ms until the search has had the board's budget, then kept", () => {
    const { runner, budgets } = slow(30);
    const base = [rowOf('crane', 'stove')];
    runner.run({ kind: 'prepare', request: request(base), guess: 'spilt', shown: settledRow.marks.slice(0, 4) }, 'tab:1');
    runner.workAhead();
    const first = budgets[0].board;
    while (runner.workAhead() && budgets.every((b) => b.board === first));
    const slices = budgets.filter((b) => b.board === first);
    // 250 ms of search at 30 ms a slice: 9 slices, each given what is left of the budget, 40 ms at most.
    expect(slices).toHaveLength(9);
    expect(slices.every((b) => b.budgetMs !== undefined && b.budgetMs <= 40)).toBe(true);
    expect(slices.at(-1)!.budgetMs).toBe(10);
  });

  it('a board the row rules out is left after the slice under way, for one it may still be', () => {
    const { runner, budgets } = slow(30);
    const base = [rowOf('crane', 'stove')];
    runner.run({ kind: 'prepare', request: request(base), guess: 'spilt' }, 'tab:1');
    runner.workAhead();
    const ruledOut = budgets[0].board;
    // The row's first tile now shows a colour the board under way (the likeliest) does not have.
    const all = replies(base, 'spilt', { model: 'history', date: '2026-03-01', withoutWin: true });
    if (!all.ok) throw new Error(all.error);
    const [likeliest] = all.value;
    const other = all.value.find((r) => r.marks[0] !== likeliest.marks[0])!;
    runner.run({ kind: 'prepare', request: request(base), guess: 'spilt', shown: other.marks.slice(0, 1) }, 'tab:1');
    runner.workAhead();
    expect(budgets).toHaveLength(2);
    expect(budgets[1].board).not.toBe(ruledOut);
    expect(budgets[1].board.split(',')[1][5]).toBe(other.marks[0][0]); // the colour shown
    // Never kept: its job searches, within the first answer's budget (refined later if it does not settle).
    runner.run({ kind: 'solve', request: request([...base, { guess: 'spilt', marks: likeliest.marks }]) });
    expect(budgets.at(-1)).toEqual({ board: ruledOut, budgetMs: Math.round(FIRST_ANSWER_MS.normal) });
  });

  it("a board whose row settles during its slices is searched for the rest of the first answer's budget only, then kept", () => {
    const { runner, budgets } = slow(20);
    const base = [rowOf('crane', 'stove')];
    runner.run({ kind: 'prepare', request: request(base), guess: 'spilt' }, 'tab:1');
    for (let i = 0; i < 2; i++) runner.workAhead();
    const board = budgets[0].board;
    expect(budgets.map((b) => b.board)).toEqual([board, board]);
    const all = replies(base, 'spilt', { model: 'history', date: '2026-03-01', withoutWin: true });
    if (!all.ok) throw new Error(all.error);
    const settled = request([...base, { guess: 'spilt', marks: all.value[0].marks }]);
    runner.run({ kind: 'solve', request: settled });
    // 2 slices of 20 ms searched: 62.5 - 40 ms left.
    expect(budgets.at(-1)).toEqual({ board, budgetMs: Math.round(FIRST_ANSWER_MS.normal - 40) });
    runner.run({ kind: 'solve', request: settled });
    expect(budgets).toHaveLength(3); // kept: asked again, not searched
  });

  it("slices that never got past the search's first step (no ranking yet) are not kept: the board's own job searches it", () => {
    const asked: (boolean | undefined)[] = [];
    const solver: Solver = {
      ...CORE_SOLVER,
      suggest: (b, o) => {
        asked.push(o?.slice);
        const r = CORE_SOLVER.suggest(b, { ...o, onSearched: undefined });
        o?.onSearched?.(100);
        // A slice's first step stopped at the deadline: the book's entries at most, none here.
        return r.ok && o?.slice ? { ok: true, value: { ...r.value, suggestions: [], settled: false } } : r;
      },
    };
    const runner = new JobRunner(solver);
    const base = [rowOf('crane', 'stove')];
    const all = replies(base, 'spilt', { model: 'history', date: '2026-03-01', withoutWin: true });
    if (!all.ok) throw new Error(all.error);
    runner.run({ kind: 'prepare', request: request(base), guess: 'spilt', shown: all.value[0].marks.slice(0, 4) }, 'tab:1');
    while (runner.workAhead() && asked.length < 3);
    // 250 ms of budget at 100 ms a slice: three slices, each one a slice.
    expect(asked).toEqual([true, true, true]);
    const answer = runner.run({ kind: 'solve', request: request([...base, { guess: 'spilt', marks: all.value[0].marks }]) });
    expect(asked).toEqual([true, true, true, undefined]);
    expect(answer.kind === 'solve' && answer.result.ok && answer.result.value.suggestions.length).toBe(3);
  });

  it('a board the solver fails on is left, and the next worked out: the queue goes on', () => {
    const base = [rowOf('crane', 'stove')];
    const tried: string[] = [];
    const solver: Solver = {
      ...CORE_SOLVER,
      suggest: (b, o) => {
        const label = b.map((r) => r.marks.map((m) => m[0]).join('')).join();
        tried.push(label);
        if (tried.length === 1) throw new Error('solver bug');
        return CORE_SOLVER.suggest(b, o);
      },
    };
    const runner = new JobRunner(solver);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    runner.run({ kind: 'prepare', request: request(base), guess: 'spilt' }, 'tab:1');
    expect(runner.workAhead()).toBe(true);
    expect(runner.workAhead()).toBe(true);
    expect(tried).toHaveLength(2);
    expect(tried[1]).not.toBe(tried[0]);
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
  });
});

