import { describe, expect, it } from 'vitest';
import type { TabView } from '../../src/panel/connector';
import { createMockConnector } from '../../src/panel/connector-mock';
import { boardFor, SCENARIOS } from '../../src/panel/mock-scenarios';

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

  it('makes an older manual solve resolve with a stale error when a newer one is asked', async () => {
    const c = createMockConnector();
    const req = { mode: 'normal' as const, model: 'nyt' as const, strategy: 'entropy' as const, top: 3 };
    const first = c.solve({ ...req, board: boardFor(['crane']) });
    const second = c.solve({ ...req, board: boardFor(['crane', 'spilt']) });
    expect(await first).toEqual({ ok: false, error: 'stale' });
    const r = await second;
    expect(r.ok && r.value.candidates).toBe(14);
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
});
