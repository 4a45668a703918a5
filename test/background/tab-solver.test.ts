import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SuggestResult } from '../../src/core/types';
import type { TabView } from '../../src/panel/connector';
import type { Job, JobOutcome } from '../../src/shared/jobs';
import type { PageReading } from '../../src/shared/page';

// In-memory extension storage and badge: what survives a service-worker restart is `session`.
const session = new Map<string, unknown>();
const badges = new Map<number, string>();
const area = (m: Map<string, unknown>) => ({
  get: async (k: string | null) => (k === null ? Object.fromEntries(m) : m.has(k) ? { [k]: structuredClone(m.get(k)) } : {}),
  set: async (o: Record<string, unknown>) => Object.entries(o).forEach(([k, v]) => m.set(k, structuredClone(v))),
  remove: async (k: string) => void m.delete(k),
});
vi.mock('webextension-polyfill', () => ({
  default: {
    storage: { session: area(session), sync: area(new Map()), onChanged: { addListener: () => undefined } },
    action: { setBadgeText: async ({ tabId, text }: { tabId: number; text: string }) => void badges.set(tabId, text), setBadgeBackgroundColor: async () => undefined },
  },
}));

const { TabSolver, requestFor } = await import('../../src/background/tab-solver');
const { DEFAULT_SETTINGS } = await import('../../src/shared/settings');

const board = (guesses: string[]): PageReading => ({
  kind: 'board',
  rows: guesses.map((guess) => ({ guess, marks: ['absent', 'absent', 'absent', 'absent', 'absent'] })),
  typing: '',
  status: 'playing',
  hardMode: false,
  darkMode: null,
  highContrast: null,
  markup: 'react',
});

/** A solver host the test answers by hand, so it can interleave boards with answers. */
function manualHost() {
  const calls: { job: Job; answer: (o: JobOutcome) => void }[] = [];
  return { calls, host: { run: (_key: string, job: Job) => new Promise<JobOutcome>((answer) => calls.push({ job, answer })) } };
}
const done = (candidates: number, longShots = 0): JobOutcome => ({
  kind: 'solve',
  result: { ok: true, value: { mode: 'normal', model: 'nyt', strategy: 'optimal', candidates, remaining: [], longShots, suggestions: [{ word: 'slate' } as never], knowledge: { greens: [], present: [], counts: [], absent: [] } } as unknown as SuggestResult },
});
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('TabSolver', () => {
  let views: TabView[];
  beforeEach(() => {
    session.clear();
    badges.clear();
    views = [];
  });

  it('solves a new board, shows the count on the badge and publishes busy, then done', async () => {
    const { calls, host } = manualHost();
    const solver = new TabSolver(host, (_id, v) => views.push(v));
    const pending = solver.onReading(5, board(['crane']));
    await tick();
    expect(calls).toHaveLength(1);
    expect(views.at(-1)).toMatchObject({ kind: 'tab', solve: { kind: 'busy' } });
    calls[0].answer(done(42));
    await pending;
    expect(views.at(-1)).toMatchObject({ kind: 'tab', tabId: 5, solve: { kind: 'done', result: { candidates: 42 } } });
    expect(badges.get(5)).toBe('42');
  });

  it("counts likely answers on the badge, as the panel's headline does (unlikely words left out)", async () => {
    const { calls, host } = manualHost();
    const solver = new TabSolver(host, () => undefined);
    const pending = solver.onReading(5, board(['tarse']));
    await tick();
    calls[0].answer(done(759, 510));
    await pending;
    expect(badges.get(5)).toBe('249');
  });

  it('does not solve an unchanged reading again', async () => {
    const { calls, host } = manualHost();
    const solver = new TabSolver(host, () => undefined);
    const first = solver.onReading(5, board([]));
    await tick();
    calls[0].answer(done(14855));
    await first;
    await solver.onReading(5, board([]));
    expect(calls).toHaveLength(1);
    expect(badges.get(5)).toBe('15k');
  });

  it('keeps no answer to a board the page has already left', async () => {
    const { calls, host } = manualHost();
    const solver = new TabSolver(host, (_id, v) => views.push(v));
    const a = solver.onReading(5, board(['crane']));
    await tick();
    const b = solver.onReading(5, board(['crane', 'sloth']));
    await tick();
    calls[0].answer(done(100)); // the answer to the old board arrives late
    await a;
    expect(badges.get(5)).toBeUndefined();
    expect(views.some((v) => v.kind === 'tab' && v.solve.kind === 'done')).toBe(false);
    calls[1].answer(done(3));
    await b;
    expect(views.at(-1)).toMatchObject({ solve: { kind: 'done', result: { candidates: 3 } } });
    expect(badges.get(5)).toBe('3');
  });

  it('loses nothing when the service worker restarts: a new instance serves the stored answer', async () => {
    const { calls, host } = manualHost();
    const before = new TabSolver(host, () => undefined);
    const p = before.onReading(9, board(['crane']));
    await tick();
    calls[0].answer(done(7));
    await p;
    const after = new TabSolver(manualHost().host, () => undefined);
    expect(await after.view(9)).toMatchObject({ kind: 'tab', reading: board(['crane']), solve: { kind: 'done', result: { candidates: 7 } } });
  });

  it('asks for hard-mode suggestions when the page says hard mode and the setting follows the page', () => {
    expect(requestFor({ ...board(['crane']), hardMode: true } as PageReading, DEFAULT_SETTINGS)?.mode).toBe('hard');
    expect(requestFor({ ...board(['crane']), hardMode: true } as PageReading, { ...DEFAULT_SETTINGS, hardMode: 'off' })?.mode).toBe('normal');
    expect(requestFor({ kind: 'unrecognised', reason: 'x', lookedFor: [] }, DEFAULT_SETTINGS)).toBeNull();
  });
});
