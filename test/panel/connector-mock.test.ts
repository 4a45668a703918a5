import { describe, expect, it, vi } from 'vitest';
import { suggest } from '../../src/core/suggest';
import type { TabView } from '../../src/panel/connector';
import { createMockConnector } from '../../src/panel/connector-mock';
import { boardFor, SCENARIOS } from '../../src/panel/mock-scenarios';
import { runJob } from '../../src/worker/run-job';
import { gameKey } from '../../src/shared/games';
import { game } from '../shared/game-fixtures';

// The solver's entry point, watched: what the runner passes it is what the worker would.
vi.mock('../../src/core/suggest', async (load) => {
  const real = await load<typeof import('../../src/core/suggest')>();
  return { ...real, suggest: vi.fn(real.suggest) };
});

describe('mock connector', () => {
  it('reports busy, then the real solver result, for a scripted reading', async () => {
    const c = createMockConnector({ reading: SCENARIOS['in-progress'] });
    const seen: TabView[] = [];
    c.subscribe((v) => seen.push(v));
    await c.settled();
    const last = seen[seen.length - 1];
    expect(seen[0].kind === 'tab' && seen[0].solve.kind).toBe('busy');
    expect(last.kind === 'tab' && last.solve.kind === 'done' && last.solve.result.candidates).toBe(14);
  });

  it('answers an older manual solve stale when a newer one is asked, as the worker does', async () => {
    const c = createMockConnector();
    const req = { mode: 'normal' as const, model: 'nyt' as const, strategy: 'entropy' as const, top: 3 };
    const first = c.run({ kind: 'solve', request: { ...req, board: boardFor(['crane']) } }, 'game');
    const second = c.run({ kind: 'solve', request: { ...req, board: boardFor(['crane', 'spilt']) } }, 'game');
    // A job of another kind is not replaced by it.
    const check = c.run({ kind: 'evaluate', board: boardFor(['crane']), word: 'spilt', mode: 'normal', model: 'nyt' }, 'game');
    expect(await first).toEqual({ kind: 'stale' });
    const r = await second;
    expect(r.kind === 'solve' && r.result.ok && r.result.value.candidates).toBe(14);
    expect((await check).kind).toBe('evaluate');
    expect(c.jobs.map((j) => j.kind)).toEqual(['solve', 'solve', 'evaluate']);
  });

  it("queues each view's jobs apart: Your games' analysis never makes the game view's stale", async () => {
    const c = createMockConnector();
    const analyse = (words: string[]) => ({ kind: 'analyse' as const, board: boardFor(words), mode: 'normal' as const, model: 'nyt' as const });
    const game = c.run(analyse(['crane', 'spilt', 'stove']), 'game');
    const kept = c.run(analyse(['crane', 'pound', 'bound']), 'your-games');
    expect((await game).kind).toBe('analyse');
    expect((await kept).kind).toBe('analyse');
  });

  it('runs a job as the worker does: the same runner, its time budget passed to the solver', async () => {
    const c = createMockConnector();
    const request = { board: boardFor(['crane', 'spilt']), mode: 'normal' as const, model: 'nyt' as const, strategy: 'entropy' as const, top: 3, budgetMs: 40 };
    const solve = { kind: 'solve' as const, request };
    expect(await c.run(solve, 'game')).toEqual(runJob(solve));
    const { board, ...options } = request;
    // A player's list: the trap line's least-losing move asked for too (first-answer.ts).
    expect(vi.mocked(suggest)).toHaveBeenLastCalledWith(board, { ...options, leastLosing: true });
  });

  it('re-solves the tab under newly saved settings', async () => {
    const c = createMockConnector({ reading: SCENARIOS['in-progress'] });
    let view = { kind: 'no-tab' } as TabView;
    c.subscribe((v) => (view = v));
    await c.settled();
    await c.saveSettings({ hardMode: 'off', model: 'nyt', modelChosen: true, strategy: 'entropy', top: 4, hints: 'all', showDetails: false, preferCommon: 0 });
    await c.settled();
    expect(view.kind === 'tab' && view.solve.kind === 'done' && view.solve.result.suggestions.length).toBe(4);
    expect(c.saved.map((s) => s.top)).toEqual([4]);
  });

  it('refuses to enter a word with no Wordle tab, and reports contradictory colours as an error', async () => {
    const none = createMockConnector();
    expect(await none.enterWord('crane')).toEqual({ ok: false, error: 'No Wordle game to type into.' });
    const bad = createMockConnector({ reading: SCENARIOS.contradictory });
    let view = { kind: 'no-tab' } as TabView;
    bad.subscribe((v) => (view = v));
    await bad.settled();
    expect(view.kind === 'tab' && view.solve.kind === 'error' && view.solve.error).toMatch(/row 2/);
  });

  it("deletes and imports by the extension's own rules (GameRepository): the saved twin and the learned answers go, a mark stays, an import lifts it", async () => {
    const kept = game();
    const twin = { player: '12345', date: kept.date, words: ['crane', 'spilt', 'stove'], status: 'won', hardMode: false };
    const other = { ...twin, date: '2026-11-29', words: ['crane', 'moist'] };
    const c = createMockConnector({ games: { [gameKey(kept)]: kept, 'saved-games': { games: [twin, other] } } });
    await c.deleteGame(kept);
    expect(c.gameArea.m.has(gameKey(kept))).toBe(false);
    expect(c.gameArea.m.get('saved-games')).toEqual({ games: [other] });
    expect(c.gameArea.m.get('deleted-games')).toEqual({ games: [`${kept.date}|cranespiltstove`] });
    // The file imported again brings it back and lifts its mark, as the background does.
    expect(await c.importGames([kept])).toBe(1);
    expect(c.gameArea.m.get('deleted-games')).toEqual({ games: [] });
    // Delete all: the games, the saved games copy (so the answers learned from it) and the fetched past answers.
    c.gameArea.m.set('past-answers', { answers: [{ date: '2026-08-22', word: 'spate' }], asked: { on: '2026-12-02', dates: ['2026-08-22'] } });
    await c.deleteGames();
    expect([...c.gameArea.m.keys()]).toEqual(['deleted-games']);
    expect(c.gameArea.m.get('deleted-games')).toEqual({ games: [`${kept.date}|cranespiltstove`, '2026-11-29|cranemoist'] });
  });
});
