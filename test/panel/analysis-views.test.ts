// The game view and "Your games" each ask for an analysis through one connector: opening a kept
// game while the live game's analysis waits in the worker's queue leaves neither view busy.
import { describe, expect, it, vi } from 'vitest';
import { createMockConnector } from '../../src/panel/connector-mock';
import { boardFor, boardReading } from '../../src/panel/mock-scenarios';
import { createAnalysisStore, knownOf } from '../../src/panel/store/analysis-store';
import { createStore } from '../../src/panel/store/store';
import { marksOf, type GameRecord } from '../../src/shared/games';
import type { JobOutcome } from '../../src/shared/jobs';

const settled = (s: { kind: string }) => s.kind === 'done' || s.kind === 'error';

describe("each view's analysis has its own queue key", () => {
  it('a kept game opened while the live game waits: both analyses answered, none stale', async () => {
    const connector = createMockConnector();
    const outcomes: JobOutcome['kind'][] = [];
    const run = connector.run.bind(connector);
    connector.run = (job, view) => run(job, view).then((o) => (outcomes.push(o.kind), o));
    const store = createStore(connector);
    // The live game's analysis is asked first and waits in the queue; a kept game opens meanwhile.
    const live = boardFor(['crane', 'spilt', 'stove']);
    void store.analysis.request(live, 'normal', 'nyt');
    const kept = boardFor(['crane', 'pound', 'bound'], 'bound');
    const record: GameRecord = { v: 1, date: '2024-01-14', player: 'ANON', words: kept.map((r) => r.guess).join(''), marks: marksOf(kept), won: true, hard: false, model: 'nyt', from: 'played' };
    store.yourGames.open(record);
    await vi.waitFor(() => expect(settled(store.analysis.state.value) && settled(store.yourGames.analysis.state.value)).toBe(true), { timeout: 30_000, interval: 20 });
    expect(store.analysis.state.value.kind).toBe('done');
    expect(store.yourGames.analysis.state.value.kind).toBe('done');
    expect(outcomes).not.toContain('stale');
  });

  it('within one view a newer game still replaces the older one waiting', async () => {
    const connector = createMockConnector();
    const a = createAnalysisStore(connector, 'game');
    const first = a.request(boardFor(['crane', 'spilt', 'stove']), 'normal', 'nyt');
    const second = a.request(boardFor(['crane', 'pound', 'bound'], 'bound'), 'normal', 'nyt');
    await Promise.all([first, second]);
    expect(a.state.value.kind).toBe('done');
    expect(a.state.value.kind === 'done' && a.state.value.key).toContain('crane');
  });

  it('asks again when the answers learned before the puzzle\'s date change, not otherwise', async () => {
    const connector = createMockConnector();
    const a = createAnalysisStore(connector, 'game');
    const b = boardFor(['crane', 'spilt', 'stove']);
    await a.request(b, 'normal', 'nyt', { date: '2026-12-01', known: '2026-08-21+0' });
    await a.request(b, 'normal', 'nyt', { date: '2026-12-01', known: '2026-08-21+0' });
    expect(connector.jobs).toHaveLength(1);
    await a.request(b, 'normal', 'nyt', { date: '2026-12-01', known: '2026-08-21+1' });
    expect(connector.jobs).toHaveLength(2);
    await a.request(b, 'normal', 'nyt', { date: '2026-12-02', known: '2026-08-21+1' });
    expect(connector.jobs).toHaveLength(3);
    // Past answers fetched since: the days known with no gap moved on, the later ones did not.
    await a.request(b, 'normal', 'nyt', { date: '2026-12-02', known: knownOf({ knownThrough: '2026-11-30', learned: 1 }) });
    expect(connector.jobs).toHaveLength(4);
  });

  it('asks again when the learned answers change for others of the same number', async () => {
    // A game finished after the shipped list ends, under the history model: the panel's analysis
    // of it counts the answers learned before its day. One set of one answer, then another.
    const board = boardFor(['crane', 'spilt', 'stove']);
    const connector = createMockConnector({ reading: boardReading(board, { date: '2026-11-20' }), settings: { model: 'history', modelChosen: true }, learned: [{ date: '2026-09-01', word: 'pilot' }] });
    const store = createStore(connector);
    const stop = store.start();
    const analyses = () => connector.jobs.filter((j) => j.kind === 'analyse').length;
    await connector.settled();
    expect(store.shown.value?.result?.learned).toBe(1);
    await vi.waitFor(() => expect(store.analysis.state.value.kind).toBe('done'), { timeout: 20_000 });
    const before = analyses();
    connector.setLearned([{ date: '2026-09-02', word: 'slate' }]);
    await connector.settled();
    expect(store.shown.value?.result?.learned).toBe(1);
    await vi.waitFor(() => expect(analyses()).toBe(before + 1), { timeout: 5_000 });
    await vi.waitFor(() => expect(store.analysis.state.value.kind).toBe('done'), { timeout: 20_000 });
    stop();
  }, 60_000);
});
