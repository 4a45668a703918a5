import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mark, SuggestResult } from '../../src/core/types';
import type { TabView } from '../../src/panel/connector';
import type { Job, JobOutcome } from '../../src/shared/jobs';
import type { PageReading } from '../../src/shared/page';
import { greyRows, memoryArea, tick } from '../fakes';

// In-memory extension storage and badge: what survives a service-worker restart is `session`.
const session = new Map<string, unknown>();
const badges = new Map<number, string>();
vi.mock('webextension-polyfill', () => ({
  default: {
    storage: { session: memoryArea(session), sync: memoryArea(new Map()), local: memoryArea(new Map()), onChanged: { addListener: () => undefined } },
    action: { setBadgeText: async ({ tabId, text }: { tabId: number; text: string }) => void badges.set(tabId, text), setBadgeBackgroundColor: async () => undefined },
  },
}));

// Settings the background reads beside what storage holds (a test sets the player's 'prefer common words').
const overrides: { preferCommon?: number } = {};
vi.mock('../../src/background/settings-cache', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/background/settings-cache')>();
  return { ...real, currentSettings: async () => ({ ...(await real.currentSettings()), ...overrides }) };
});

const { TabSolver, BUSY_AFTER_MS } = await import('../../src/background/tab-solver');
const { preferCommon } = await import('../../src/shared/prefer-common');
const { requestKey } = await import('../../src/shared/tab-view');
const { requestFor } = await import('../../src/shared/tab-view');
const { dropBoard } = await import('../../src/background/tab-store');
const { SOLVER_LOST } = await import('../../src/shared/jobs');
const { REFINE_SLICE_MS, refineCapMs } = await import('../../src/core/refine-budget');
const { KEEP_MARGIN } = await import('../../src/core/keep-shown');
const { DEFAULT_SETTINGS } = await import('../../src/shared/settings');

const board = (guesses: string[]): PageReading => ({
  kind: 'board',
  rows: greyRows(...guesses),
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
const result = (candidates: number, longShots = 0): SuggestResult => ({
  mode: 'normal',
  model: 'nyt',
  strategy: 'optimal',
  candidates,
  remaining: [],
  longShots,
  suggestions: [{ word: 'slate', expectedGuesses: 3.4, bits: 5.8, expectedRemaining: 60, worstCase: 221, isCandidate: true, pAnswer: 0.0003, groups: 147 }],
  fromBook: true,
  settled: true,
  knowledge: { greens: [null, null, null, null, null], present: [], counts: [], absent: [] },
});
const done = (candidates: number, longShots = 0): JobOutcome => ({ kind: 'solve', result: { ok: true, value: result(candidates, longShots) } });
const lost: JobOutcome = { kind: 'solve', result: { ok: false, error: SOLVER_LOST, code: 'solver-lost' } };

describe('TabSolver', () => {
  let views: TabView[];
  beforeEach(() => {
    session.clear();
    badges.clear();
    views = [];
  });

  it('solves a new board and publishes its answer, with no busy view first when the answer comes at once; shows the count on the badge', async () => {
    const { calls, host } = manualHost();
    const solver = new TabSolver(host, (_id, v) => views.push(v));
    solver.follow(new Set([5]));
    const pending = solver.onReading(5, board(['crane']));
    await tick();
    expect(calls).toHaveLength(1);
    calls[0].answer(done(42));
    await pending;
    expect(views.filter((v) => v.kind === 'tab').map((v) => v.kind === 'tab' && v.solve.kind)).toEqual(['done']);
    expect(badges.get(5)).toBe('42');
  });

  it('publishes busy once the answer is BUSY_AFTER_MS late (the row has stopped turning), then done', async () => {
    const { calls, host } = manualHost();
    const solver = new TabSolver(host, (_id, v) => views.push(v));
    solver.follow(new Set([5, 7, 8, 9])); // a panel shows the tab
    const pending = solver.onReading(5, board(['crane']));
    await tick();
    expect(calls).toHaveLength(1);
    expect(views).toEqual([]);
    await new Promise((r) => setTimeout(r, BUSY_AFTER_MS + 50));
    expect(views.at(-1)).toMatchObject({ kind: 'tab', solve: { kind: 'busy' } });
    calls[0].answer(done(42));
    await pending;
    expect(views.at(-1)).toMatchObject({ kind: 'tab', tabId: 5, solve: { kind: 'done', result: { candidates: 42 } } });
    expect(badges.get(5)).toBe('42');
  });

  it('shows the panel the answer before storing it, once, and the board stays in flight until it is stored', async () => {
    const { calls, host } = manualHost();
    const stored: unknown[] = [];
    const solver = new TabSolver(host, (_id, v) => {
      views.push(v);
      // What storage holds for the tab as each view goes out.
      stored.push((session.get('tab:5') as { solved?: unknown } | undefined)?.solved ?? null);
    });
    solver.follow(new Set([5]));
    const pending = solver.onReading(5, board(['crane']));
    await tick();
    calls[0].answer(done(42));
    // A panel asking while the answer is being stored does not start the job again.
    await solver.view(5);
    await pending;
    const shown = views.flatMap((v, k) => (v.kind === 'tab' && v.solve.kind === 'done' ? [k] : []));
    expect(shown).toHaveLength(1);
    expect(stored[shown[0]]).toBeNull();
    expect(calls).toHaveLength(1);
    expect(session.get('tab:5')).toMatchObject({ solved: { outcome: { kind: 'done', result: { candidates: 42 } } } });
  });

  it("forgets the hint ladder's steps when a new game begins in the tab, and keeps them while the game goes on", async () => {
    const solver = new TabSolver({ run: async () => done(42) }, (_id, v) => views.push(v));
    solver.follow(new Set([5, 7, 8, 9])); // a panel shows the tab
    await solver.onReading(5, board(['crane']));
    session.set('hints:5', { '': 3 });
    await solver.onReading(5, board(['crane', 'sloth']));
    expect(session.get('hints:5')).toEqual({ '': 3 });
    await solver.onReading(5, board(['slate']));
    expect(session.has('hints:5')).toBe(false);
  });

  it('a tab whose page left Wordle (its board removed, as leaving by pushState does) is no tab and holds no record; back on Wordle by pushState it reports again and its board comes back, hint steps kept', async () => {
    const { calls, host } = manualHost();
    const solver = new TabSolver(host, (_id, v) => views.push(v));
    solver.follow(new Set([5, 7, 8, 9])); // a panel shows the tab
    const first = solver.onReading(5, board(['crane']));
    await tick();
    calls[0].answer(done(42));
    await first;
    session.set('hints:5', { '': 2 });
    await dropBoard(5);
    expect(session.has('tab:5')).toBe(false);
    expect(await solver.view(5)).toEqual({ kind: 'no-tab' });
    await solver.refresh(5); // a settings change while away
    await solver.resume();
    expect(calls).toHaveLength(1);
    // The same board reported again (back by pushState): shown again, solved again from its reading.
    const back = solver.onReading(5, board(['crane']));
    await tick();
    calls[1].answer(done(42));
    await back;
    expect(views.at(-1)).toMatchObject({ kind: 'tab', tabId: 5, solve: { kind: 'done', result: { candidates: 42 } } });
    expect(session.get('hints:5')).toEqual({ '': 2 });
  });

  it('an answer that arrives after the tab left Wordle is neither stored nor shown', async () => {
    const { calls, host } = manualHost();
    const solver = new TabSolver(host, (_id, v) => views.push(v));
    solver.follow(new Set([5, 7, 8, 9])); // a panel shows the tab
    const pending = solver.onReading(5, board(['crane']));
    await tick();
    await dropBoard(5);
    badges.set(5, '');
    calls[0].answer(done(42));
    await pending;
    expect(badges.get(5)).toBe('');
    expect(session.has('tab:5')).toBe(false);
    expect(views.some((v) => v.kind === 'tab' && v.solve.kind === 'done')).toBe(false);
    expect(await solver.view(5)).toEqual({ kind: 'no-tab' });
  });

  it("counts likely answers on the badge, as the panel's headline does (unlikely words left out)", async () => {
    const { calls, host } = manualHost();
    const solver = new TabSolver(host, () => undefined);
    solver.follow(new Set([5, 7, 8, 9])); // a panel shows the tab
    const pending = solver.onReading(5, board(['tarse']));
    await tick();
    calls[0].answer(done(759, 510));
    await pending;
    expect(badges.get(5)).toBe('249');
  });

  it('leaves out the words played before the puzzle\'s date too: the headline\'s likely answers (SALET bbybb: 35)', async () => {
    const { calls, host } = manualHost();
    const solver = new TabSolver(host, () => undefined);
    solver.follow(new Set([5, 7, 8, 9])); // a panel shows the tab
    const pending = solver.onReading(5, board(['salet']));
    await tick();
    calls[0].answer({ kind: 'solve', result: { ok: true, value: { ...result(302, 186), model: 'history', played: 81 } } });
    await pending;
    expect(badges.get(5)).toBe('35');
  });

  it('keys a stored answer by every field of its request', () => {
    const base = requestFor(board(['crane']), DEFAULT_SETTINGS)!;
    const variants = {
      board: { board: greyRows('slate') },
      mode: { mode: 'hard' as const },
      model: { model: 'classic' as const },
      strategy: { strategy: 'entropy' as const },
      top: { top: base.top + 1 },
      date: { date: '2026-11-30' },
      learnedAnswers: { learnedAnswers: [{ date: '2026-11-29', word: 'spilt' }] },
    };
    for (const [field, change] of Object.entries(variants)) expect(requestKey({ ...base, ...change }), field).not.toBe(requestKey(base));
    // An answer learned on the puzzle's day or later counts for nothing on it (the model takes only earlier ones).
    const dated = { ...base, date: '2026-11-30' };
    expect(requestKey({ ...dated, learnedAnswers: [{ date: '2026-11-30', word: 'spilt' }] })).toBe(requestKey(dated));
    expect(requestKey({ ...dated, learnedAnswers: [{ date: '2026-11-29', word: 'spilt' }] })).not.toBe(requestKey(dated));
  });

  it('does not solve an unchanged reading again', async () => {
    const { calls, host } = manualHost();
    const solver = new TabSolver(host, () => undefined);
    solver.follow(new Set([5, 7, 8, 9])); // a panel shows the tab
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
    solver.follow(new Set([5, 7, 8, 9])); // a panel shows the tab
    const a = solver.onReading(5, board(['crane']));
    await tick();
    const b = solver.onReading(5, board(['crane', 'sloth']));
    await tick();
    calls[0].answer(done(100)); // the answer to the old board arrives late
    await a;
    expect(badges.get(5) ?? '').toBe(''); // cleared while solving, never the old board's count
    expect(views.some((v) => v.kind === 'tab' && v.solve.kind === 'done')).toBe(false);
    calls[1].answer(done(3));
    await b;
    expect(views.at(-1)).toMatchObject({ solve: { kind: 'done', result: { candidates: 3 } } });
    expect(badges.get(5)).toBe('3');
  });

  it('loses nothing when the service worker restarts: a new instance serves the stored answer', async () => {
    const { calls, host } = manualHost();
    const before = new TabSolver(host, () => undefined);
    before.follow(new Set([5, 7, 8, 9])); // a panel shows the tab
    const p = before.onReading(9, board(['crane']));
    await tick();
    calls[0].answer(done(7));
    await p;
    const after = new TabSolver(manualHost().host, () => undefined);
    after.follow(new Set([5, 7, 8, 9])); // a panel shows the tab
    expect(await after.view(9)).toMatchObject({ kind: 'tab', reading: board(['crane']), solve: { kind: 'done', result: { candidates: 7 } } });
  });

  it('asks for hard-mode suggestions when the page says hard mode and the setting follows the page', () => {
    expect(requestFor({ ...board(['crane']), hardMode: true } as PageReading, DEFAULT_SETTINGS)?.mode).toBe('hard');
    expect(requestFor({ ...board(['crane']), hardMode: true } as PageReading, { ...DEFAULT_SETTINGS, hardMode: 'off' })?.mode).toBe('normal');
    expect(requestFor({ kind: 'unrecognised', reason: 'x', lookedFor: [] }, DEFAULT_SETTINGS)).toBeNull();
  });

  it("asks for the puzzle's date the page reports (the history model of that day)", () => {
    expect(requestFor({ ...board(['crane']), date: '2024-05-06' } as PageReading, DEFAULT_SETTINGS)).toMatchObject({ model: 'history', date: '2024-05-06' });
    expect(requestFor(board(['crane']), DEFAULT_SETTINGS)).not.toHaveProperty('date');
  });

  it('a stopped service worker loses its job: the next view of the tab runs it again, busy meanwhile', async () => {
    const { calls, host } = manualHost();
    const before = new TabSolver(host, () => undefined);
    before.follow(new Set([5, 7, 8, 9])); // a panel shows the tab
    void before.onReading(9, board(['crane']));
    await tick();
    expect(calls).toHaveLength(1); // ...and the service worker stops: this answer never comes
    const { calls: again, host: host2 } = manualHost();
    const after = new TabSolver(host2, (_id, v) => views.push(v));
    after.follow(new Set([5, 7, 8, 9])); // a panel shows the tab
    expect(await after.view(9)).toMatchObject({ kind: 'tab', solve: { kind: 'busy' } });
    await tick();
    expect(again).toHaveLength(1);
    // A second look while it runs starts nothing more.
    expect(await after.view(9)).toMatchObject({ solve: { kind: 'busy' } });
    await tick();
    expect(again).toHaveLength(1);
    again[0].answer(done(12));
    await tick();
    await tick();
    expect(await after.view(9)).toMatchObject({ solve: { kind: 'done', result: { candidates: 12 } } });
    expect(badges.get(9)).toBe('12');
  });

  it('resume() at start-up re-runs what a stopped worker left unsolved, and only that', async () => {
    const { calls, host } = manualHost();
    const before = new TabSolver(host, () => undefined);
    before.follow(new Set([1, 2])); // a panel shows the tabs
    const p = before.onReading(1, board([]));
    await tick();
    calls[0].answer(done(14855));
    await p;
    void before.onReading(2, board(['crane']));
    await tick(); // tab 2's job dies with the worker
    const { calls: again, host: host2 } = manualHost();
    const after = new TabSolver(host2, () => undefined);
    after.follow(new Set([1, 2])); // a panel shows the tabs
    const resumed = after.resume();
    await tick();
    expect(again.map((c) => (c.job.kind === 'solve' ? c.job.request.board.length : -1))).toEqual([1]);
    again[0].answer(done(80));
    await resumed;
    expect(badges.get(1)).toBe('15k');
    expect(badges.get(2)).toBe('80');
  });

  it('clears the badge when a new board starts solving: the old count is never shown for it', async () => {
    const { calls, host } = manualHost();
    const solver = new TabSolver(host, () => undefined);
    solver.follow(new Set([5, 7, 8, 9])); // a panel shows the tab
    const a = solver.onReading(5, board([]));
    await tick();
    calls[0].answer(done(14855));
    await a;
    expect(badges.get(5)).toBe('15k');
    const b = solver.onReading(5, board(['crane']));
    await tick();
    await tick();
    expect(badges.get(5)).toBe('');
    calls[1].answer(done(50));
    await b;
    expect(badges.get(5)).toBe('50');
  });

  it('SOLVER_LOST is shown, not kept: the next look at the tab solves again', async () => {
    const { calls, host } = manualHost();
    const solver = new TabSolver(host, (_id, v) => views.push(v));
    solver.follow(new Set([5, 7, 8, 9])); // a panel shows the tab
    const p = solver.onReading(5, board(['crane']));
    await tick();
    calls[0].answer(lost);
    await p;
    expect(views.at(-1)).toMatchObject({ solve: { kind: 'error', error: SOLVER_LOST } });
    expect(await solver.view(5)).toMatchObject({ solve: { kind: 'busy' } });
    await tick();
    expect(calls).toHaveLength(2);
    calls[1].answer(done(9));
    await tick();
    await tick();
    expect(await solver.view(5)).toMatchObject({ solve: { kind: 'done', result: { candidates: 9 } } });
  });

  it('an error is retried by its code, not its words: the same words without the code are final', async () => {
    const { calls, host } = manualHost();
    const solver = new TabSolver(host, (_id, v) => views.push(v));
    solver.follow(new Set([5, 7, 8, 9])); // a panel shows the tab
    const p = solver.onReading(5, board(['crane']));
    await tick();
    calls[0].answer({ kind: 'solve', result: { ok: false, error: SOLVER_LOST } });
    await p;
    expect(await solver.view(5)).toMatchObject({ solve: { kind: 'error', error: SOLVER_LOST } });
    await tick();
    expect(calls).toHaveLength(1);
  });

  it('never renders a stored answer of the wrong shape: it is dropped and the board solved again', async () => {
    const { calls, host } = manualHost();
    const solver = new TabSolver(host, () => undefined);
    solver.follow(new Set([5, 7, 8, 9])); // a panel shows the tab
    const p = solver.onReading(5, board(['crane']));
    await tick();
    calls[0].answer(done(3));
    await p;
    const rec = session.get('tab:5') as { solved: { outcome: { result: Record<string, unknown> } } };
    for (const bent of [{ remaining: [1] }, { suggestions: [{ word: 7 }] }, { candidates: -1 }, { knowledge: null }, { remaining: ['<img>'] }]) {
      session.set('tab:5', { ...rec, solved: { ...rec.solved, outcome: { kind: 'done', result: { ...rec.solved.outcome.result, ...bent } } } });
      const before = calls.length;
      expect(await solver.view(5), JSON.stringify(bent)).toMatchObject({ solve: { kind: 'busy' } });
      await tick();
      expect(calls).toHaveLength(before + 1);
      calls.at(-1)!.answer(done(3));
      await tick();
      await tick();
      expect(await solver.view(5)).toMatchObject({ solve: { kind: 'done', result: { candidates: 3 } } });
    }
  });

  it('drops a stored record whose reading is bent (the tab shows as not reported yet)', async () => {
    session.set('tab:5', { reading: { ...board(['crane']), rows: [{ guess: 'crane', marks: ['x'] }] }, solved: null });
    const solver = new TabSolver(manualHost().host, () => undefined);
    solver.follow(new Set([5, 7, 8, 9])); // a panel shows the tab
    expect(await solver.view(5)).toEqual({ kind: 'no-tab' });
  });
});

describe('TabSolver idle refinement', () => {
  let views: TabView[];
  beforeEach(() => {
    session.clear();
    badges.clear();
    views = [];
  });
  const answer = (word: string, settled: boolean, candidates = 1223): JobOutcome => ({
    kind: 'solve',
    result: { ok: true, value: { ...result(candidates), fromBook: false, settled, suggestions: [{ ...result(candidates).suggestions[0], word }] } },
  });
  const settle = async () => {
    for (let i = 0; i < 5; i++) await tick();
  };
  const shownWord = () => {
    const v = views.at(-1);
    return v?.kind === 'tab' && v.solve.kind === 'done' ? v.solve.result.suggestions[0].word : null;
  };

  it('searches an unsettled answer again in short slices, shows what changed and stops once settled', async () => {
    const { calls, host } = manualHost();
    const solver = new TabSolver(host, (_id, v) => views.push(v));
    solver.follow(new Set([5, 7, 8, 9])); // a panel shows the tab
    const p = solver.onReading(5, board(['jeeze']));
    await tick();
    calls[0].answer(answer('ariot', false));
    await p;
    await settle();
    expect(shownWord()).toBe('ariot');
    // The first slice: the same board, with the slice's budget, not a busy panel.
    expect(calls).toHaveLength(2);
    expect(calls[1].job).toMatchObject({ kind: 'solve', request: { board: [{ guess: 'jeeze' }], budgetMs: REFINE_SLICE_MS } });
    const busyBefore = views.filter((v) => v.kind === 'tab' && v.solve.kind === 'busy').length;
    // While the slices run the panel is told the suggestions may still change.
    expect(views.at(-1)).toMatchObject({ solve: { kind: 'done' }, refining: true });
    calls[1].answer(answer('ariot', false)); // no change: nothing new published
    await settle();
    const published = views.length;
    expect(calls).toHaveLength(3);
    calls[2].answer(answer('slant', true)); // deeper: a better move, and settled
    await settle();
    // The better move (still refining as it arrives), then the refinement's end.
    expect(views.slice(published).map((v) => (v.kind === 'tab' && v.solve.kind === 'done' ? [v.solve.result.suggestions[0].word, v.refining === true] : null))).toEqual([
      ['slant', true],
      ['slant', false],
    ]);
    expect(shownWord()).toBe('slant');
    expect(views.filter((v) => v.kind === 'tab' && v.solve.kind === 'busy').length).toBe(busyBefore); // never busy while refining
    expect(await solver.view(5)).toMatchObject({ solve: { kind: 'done', result: { suggestions: [{ word: 'slant' }] } } });
    await settle();
    expect(calls).toHaveLength(3); // settled: no more slices
  });

  it('the word shown first stays unless a slice finds one better by more than KEEP_MARGIN, and a change says so', async () => {
    const ranked = (settled: boolean, ...rows: [string, number][]): JobOutcome => ({
      kind: 'solve',
      result: { ok: true, value: { ...result(1223), fromBook: false, settled, suggestions: rows.map(([word, expectedGuesses]) => ({ ...result(1223).suggestions[0], word, expectedGuesses })) } },
    });
    const { calls, host } = manualHost();
    const solver = new TabSolver(host, (_id, v) => views.push(v));
    solver.follow(new Set([5])); // a panel shows the tab
    const p = solver.onReading(5, board(['jeeze']));
    await tick();
    calls[0].answer(ranked(false, ['ariot', 3.6], ['slant', 3.62]));
    await p;
    await settle();
    // Deeper, SLANT edges ahead by less than the margin: ARIOT stays first, with the slice's figures.
    calls[1].answer(ranked(false, ['slant', 3.5], ['ariot', 3.5 + KEEP_MARGIN / 2]));
    await settle();
    expect(shownWord()).toBe('ariot');
    expect(await solver.view(5)).toMatchObject({ solve: { result: { suggestions: [{ word: 'ariot', expectedGuesses: 3.5 + KEEP_MARGIN / 2 }, { word: 'slant' }] } } });
    // Deeper still, SLANT ahead by more: it takes the place, and the answer says whose and by how much.
    calls[2].answer(ranked(true, ['slant', 3.4], ['ariot', 3.5]));
    await settle();
    expect(shownWord()).toBe('slant');
    const v = await solver.view(5);
    expect(v.kind === 'tab' && v.solve.kind === 'done' && v.solve.result.changedBest).toEqual({ was: 'ariot', fewer: expect.closeTo(0.1, 9) as number });
  });

  it("guards the word the player reads first after their 'prefer common words', and names it when it gives way", async () => {
    overrides.preferCommon = 0.05;
    try {
      const words = { salet: { listed: false, frequency: 23 }, amahs: { listed: false, frequency: 21 }, crane: { listed: true, frequency: 42 } };
      const ranked = (...rows: [string, number][]): JobOutcome => ({
        kind: 'solve',
        result: { ok: true, value: { ...result(1223), fromBook: false, settled: false, words, suggestions: rows.map(([word, expectedGuesses]) => ({ ...result(1223).suggestions[0], word, expectedGuesses })) } },
      });
      const { calls, host } = manualHost();
      const solver = new TabSolver(host, (_id, v) => views.push(v));
      solver.follow(new Set([5]));
      const p = solver.onReading(5, board(['jeeze']));
      await tick();
      // The solver's best is SALET; the player reads CRANE first, common and within 0.05 of it.
      calls[0].answer(ranked(['salet', 3.42], ['crane', 3.45]));
      await p;
      await settle();
      const read = async () => {
        const v = await solver.view(5);
        return v.kind === 'tab' && v.solve.kind === 'done' ? { first: preferCommon(v.solve.result, 0.05)[0].word, changed: v.solve.result.changedBest } : null;
      };
      expect(await read()).toEqual({ first: 'crane', changed: undefined });
      // AMAHS edges ahead of SALET by less than KEEP_MARGIN: CRANE, still within 0.05, stays first.
      calls[1].answer(ranked(['amahs', 3.418], ['salet', 3.42], ['crane', 3.45]));
      await settle();
      expect(await read()).toEqual({ first: 'crane', changed: undefined });
      // AMAHS far ahead: CRANE gives way, and the note names CRANE, the word the player read.
      calls[2].answer(ranked(['amahs', 3.3], ['salet', 3.4], ['crane', 3.45]));
      await settle();
      expect(await read()).toEqual({ first: 'amahs', changed: { was: 'crane', fewer: expect.closeTo(0.15, 9) as number } });
    } finally {
      delete overrides.preferCommon;
    }
  });

  it('a settled first answer is not refined', async () => {
    const { calls, host } = manualHost();
    const solver = new TabSolver(host, (_id, v) => views.push(v));
    solver.follow(new Set([5, 7, 8, 9])); // a panel shows the tab
    const p = solver.onReading(5, board(['crane']));
    await tick();
    calls[0].answer(answer('slate', true, 50));
    await p;
    await settle();
    expect(calls).toHaveLength(1);
    expect(views.some((v) => v.kind === 'tab' && v.refining)).toBe(false);
  });

  it('a new board ends the refinement of the old one, and a late slice never overwrites the new answer', async () => {
    const { calls, host } = manualHost();
    const solver = new TabSolver(host, (_id, v) => views.push(v));
    solver.follow(new Set([5, 7, 8, 9])); // a panel shows the tab
    const a = solver.onReading(5, board(['jeeze']));
    await tick();
    calls[0].answer(answer('ariot', false));
    await a;
    await settle();
    expect(calls).toHaveLength(2); // a slice is running for JEEZE
    const b = solver.onReading(5, board(['jeeze', 'ariot']));
    await settle();
    expect(calls).toHaveLength(3);
    calls[1].answer(answer('slant', false)); // the old board's slice ends after the new board came
    calls[2].answer(answer('lunch', true, 20));
    await b;
    await settle();
    expect(shownWord()).toBe('lunch');
    expect(calls).toHaveLength(3); // no slice for the old board after its answer was refused
    expect(await solver.view(5)).toMatchObject({ solve: { kind: 'done', result: { candidates: 20 } } });
  });

  it("a stopped service worker's refinement is taken up by the next one (resume), once", async () => {
    const { calls, host } = manualHost();
    const before = new TabSolver(host, () => undefined);
    before.follow(new Set([5, 7, 8, 9])); // a panel shows the tab
    const p = before.onReading(5, board(['jeeze']));
    await tick();
    calls[0].answer(answer('ariot', false));
    await p;
    await settle();
    expect(calls).toHaveLength(2); // a slice runs... and the service worker stops: it never answers
    const { calls: again, host: host2 } = manualHost();
    const after = new TabSolver(host2, (_id, v) => views.push(v));
    after.follow(new Set([5, 7, 8, 9])); // a panel shows the tab
    await after.resume();
    await settle();
    expect(again).toHaveLength(1);
    expect(again[0].job).toMatchObject({ kind: 'solve', request: { board: [{ guess: 'jeeze' }], budgetMs: REFINE_SLICE_MS } });
    again[0].answer(answer('slant', true));
    await settle();
    expect(shownWord()).toBe('slant');
    // Settled and stored: looking again starts nothing.
    await after.refresh(5);
    await settle();
    expect(again).toHaveLength(1);
  });

  it('stops when the refinement time for the board is spent, keeping the last answer, and does not refine it again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { calls, host } = manualHost();
      const solver = new TabSolver(host, (_id, v) => views.push(v));
      solver.follow(new Set([5, 7, 8, 9])); // a panel shows the tab
      const p = solver.onReading(5, board(['crane']));
      await tick();
      calls[0].answer(answer('slate', false, 100)); // 100 candidates: refineCapMs gives 1 s
      await p;
      await settle();
      expect(calls).toHaveLength(2);
      vi.setSystemTime(Date.now() + refineCapMs(100) + 1);
      calls[1].answer(answer('stale', false, 100));
      await settle();
      expect(shownWord()).toBe('stale');
      expect(calls).toHaveLength(2);
      expect(views.at(-1)).not.toHaveProperty('refining');
      // Still unsettled, but this service worker refined it already: looking again starts nothing.
      await solver.refresh(5);
      await settle();
      expect(calls).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('TabSolver: work ahead', () => {
  beforeEach(() => session.clear());

  /** Every job sent, by key, answered at once (a prepare: nothing left to do). */
  function recordingHost() {
    const sent: { key: string; job: Job }[] = [];
    const host = { run: async (key: string, job: Job): Promise<JobOutcome> => (sent.push({ key, job }), job.kind === 'prepare' ? { kind: 'prepare', result: { ok: true, value: 0 } } : done(3)) };
    return { sent, host };
  }
  const prepares = (sent: { key: string; job: Job }[]) => sent.filter((s) => s.job.kind === 'prepare').map((s) => ({ key: s.key, ...(s.job as Extract<Job, { kind: 'prepare' }>) }));
  const typing = (guesses: string[], typed: string, shown?: Mark[]): PageReading => ({ ...board(guesses), typing: typed, ...(shown ? { shown } : {}) }) as PageReading;

  it("the row typed, then the colours its tiles show, then nothing once it settles; the settled board's drop goes before its solve", async () => {
    const { sent, host } = recordingHost();
    const solver = new TabSolver(host, () => undefined);
    solver.follow(new Set([5, 7, 8, 9])); // a panel shows the tab
    await solver.onReading(7, typing(['crane'], 'spilt'));
    await solver.onReading(7, typing(['crane'], 'spilt', ['absent', 'absent']));
    await solver.onReading(7, board(['crane', 'spilt']));
    const p = prepares(sent);
    expect(p.map((x) => [x.key, x.guess, x.shown ?? null, x.request.board.length])).toEqual([
      ['ahead:7', 'spilt', null, 1],
      ['ahead:7', 'spilt', ['absent', 'absent'], 1],
      ['ahead:7', null, null, 2],
    ]);
    // The request is the tab's own: the same key as the board's solve will have.
    expect(requestKey(p[0].request)).toBe(requestKey(requestFor(board(['crane']), DEFAULT_SETTINGS)!));
    const last = sent.map((s) => s.job.kind);
    expect(last.lastIndexOf('prepare')).toBeLessThan(last.lastIndexOf('solve'));
  });

  it("on an empty board, the player's usual opener; nothing when there is none, and nothing asked twice", async () => {
    const { sent, host } = recordingHost();
    let opener: string | null = 'crane';
    const solver = new TabSolver(host, () => undefined, () => Promise.resolve(opener));
    solver.follow(new Set([5, 7, 8, 9])); // a panel shows the tab
    await solver.onReading(8, board([]));
    await solver.onReading(8, typing([], 'cr'));
    expect(prepares(sent).map((x) => [x.guess, x.request.board.length])).toEqual([['crane', 0]]);
    opener = null;
    const other = new TabSolver(host, () => undefined, () => Promise.resolve(opener));
    other.follow(new Set([5, 7, 8, 9])); // a panel shows the tab
    await other.onReading(9, board([]));
    expect(prepares(sent).filter((x) => x.key === 'ahead:9')).toEqual([]);
  });
});

describe('TabSolver idle refinement, the player typing', () => {
  beforeEach(() => session.clear());

  it('stops refining once the player types in the next row: the worker is wanted for that row', async () => {
    const { calls, host } = manualHost();
    const solver = new TabSolver(host, () => undefined);
    solver.follow(new Set([5, 7, 8, 9])); // a panel shows the tab
    const unsettled: JobOutcome = { kind: 'solve', result: { ok: true, value: { ...result(1223), fromBook: false, settled: false } } };
    const p = solver.onReading(5, board(['jeeze']));
    await tick();
    calls[0].answer(unsettled);
    await p;
    for (let i = 0; i < 5; i++) await tick();
    expect(calls).toHaveLength(2); // the first slice runs
    await solver.onReading(5, { ...board(['jeeze']), typing: 's' } as PageReading);
    calls[1].answer(unsettled);
    for (let i = 0; i < 10; i++) await tick();
    expect(calls.filter((c) => c.job.kind === 'solve' && c.job.request.budgetMs !== undefined)).toHaveLength(1);
  });
});

describe('TabSolver: a closed panel costs nothing', () => {
  beforeEach(() => session.clear());

  function recordingHost() {
    const sent: { key: string; job: Job }[] = [];
    const host = { run: async (key: string, job: Job): Promise<JobOutcome> => (sent.push({ key, job }), job.kind === 'prepare' ? { kind: 'prepare', result: { ok: true, value: 0 } } : done(3)) };
    return { sent, host };
  }
  const guesses = (sent: { key: string; job: Job }[]) => sent.filter((s) => s.job.kind === 'prepare').map((s) => [s.key, (s.job as Extract<Job, { kind: 'prepare' }>).guess]);
  const typed = (word: string): PageReading => ({ ...board(['crane']), typing: word }) as PageReading;
  const settle = async () => {
    for (let i = 0; i < 10; i++) await tick();
  };

  it("sends the solver nothing for a tab no panel shows, not even the usual opener's work ahead; the badge counts the likely answers all the same", async () => {
    const { sent, host } = recordingHost();
    const solver = new TabSolver(host, () => undefined, () => Promise.resolve('crane'));
    await solver.onReading(3, board([]));
    await solver.onReading(3, typed('spilt'));
    expect(sent).toEqual([]);
    // SALET bbybb: 35 likely answers under the default model (as the headline counts them).
    await solver.onReading(3, { ...board([]), rows: [{ guess: 'salet', marks: ['absent', 'absent', 'present', 'absent', 'absent'] }] } as PageReading);
    expect(sent).toEqual([]);
    expect(badges.get(3)).toBe('35');
    // A panel opens on the tab: now it is solved.
    solver.follow(new Set([3]));
    await settle();
    expect(sent.map((s) => s.job.kind)).toEqual(['solve']);
    expect(badges.get(3)).toBe('3'); // the fake solver's count
  });

  it('a panel opening on the tab asks for its work ahead; the panel closing tells the worker to stop it', async () => {
    const { sent, host } = recordingHost();
    const solver = new TabSolver(host, () => undefined);
    await solver.onReading(3, typed('spilt'));
    solver.follow(new Set([3]));
    await settle();
    expect(guesses(sent)).toEqual([['ahead:3', 'spilt']]);
    solver.follow(new Set());
    expect(guesses(sent)).toEqual([
      ['ahead:3', 'spilt'],
      ['ahead:3', null],
    ]);
    // Still typing, and no panel: nothing is asked again.
    await solver.onReading(3, typed('spilt'.slice(0, 4)));
    await solver.onReading(3, typed('spilt'));
    expect(guesses(sent)).toHaveLength(2);
  });

  it('the tab closing or leaving Wordle tells the worker to stop, though a panel still names the tab', async () => {
    const { sent, host } = recordingHost();
    const solver = new TabSolver(host, () => undefined);
    solver.follow(new Set([3, 4]));
    await solver.onReading(3, typed('spilt'));
    await solver.onReading(4, typed('stoke'));
    solver.forget(3);
    expect(guesses(sent)).toEqual([
      ['ahead:3', 'spilt'],
      ['ahead:4', 'stoke'],
      ['ahead:3', null],
    ]);
    solver.forget(3); // nothing asked for it any more: nothing to stop
    expect(guesses(sent)).toHaveLength(3);
  });

  it('refines only while a panel shows the tab: the panel closing ends it after the slice under way, the panel opening again takes it up', async () => {
    const { calls, host } = manualHost();
    const solver = new TabSolver(host, () => undefined);
    const unsettled: JobOutcome = { kind: 'solve', result: { ok: true, value: { ...result(1223), fromBook: false, settled: false } } };
    const slices = () => calls.filter((c) => c.job.kind === 'solve' && c.job.request.budgetMs !== undefined);
    solver.follow(new Set([5]));
    const p = solver.onReading(5, board(['jeeze']));
    await tick();
    calls[0].answer(unsettled);
    await p;
    await settle();
    expect(slices()).toHaveLength(1);
    solver.follow(new Set());
    slices()[0].answer(unsettled);
    await settle();
    expect(slices()).toHaveLength(1);
    solver.follow(new Set([5]));
    await settle();
    expect(slices()).toHaveLength(2);
  });


  it('starts the solver as the first panel opens and lets it rest once the last one closes', () => {
    const said: string[] = [];
    const host = { run: async () => done(3), warm: () => void said.push('warm'), rest: () => void said.push('rest') };
    const solver = new TabSolver(host, () => undefined);
    solver.follow(new Set([3]));
    solver.follow(new Set([3, 4]));
    solver.follow(new Set([4]));
    expect(said).toEqual(['warm']);
    solver.follow(new Set());
    expect(said).toEqual(['warm', 'rest']);
  });
});


describe('TabSolver: the boards the books answer, without the worker', () => {
  beforeEach(() => session.clear());
  const settle = async () => {
    for (let i = 0; i < 10; i++) await tick();
  };
  const empty = board([]);
  const booked = done(2315);

  it('a panel opening on a book board gets the answer in its first view, and the worker no job for it; any other board waits for the worker', async () => {
    const { calls, host } = manualHost();
    const asked: string[] = [];
    const books = (req: import('../../src/shared/tab-view').SolveRequest) => (asked.push(JSON.stringify(req.board)), req.board.length === 0 ? (booked as Extract<JobOutcome, { kind: 'solve' }>) : null);
    const published: TabView[] = [];
    let warmed = 0;
    const solver = new TabSolver(host, (_id, v) => published.push(v), undefined, { answer: books, warm: () => void warmed++ });
    await solver.onReading(4, empty);
    expect(asked).toEqual([]); // no panel: the books are not asked either (the badge is counted)
    solver.follow(new Set([4]));
    expect(warmed).toBe(1); // the first panel opening readies the books
    const first = await solver.view(4);
    expect(first.kind === 'tab' && first.solve).toEqual({ kind: 'done', result: result(2315) });
    await settle();
    expect(calls.filter((c) => c.job.kind === 'solve')).toEqual([]);
    expect(published.map((v) => v.kind === 'tab' && v.solve.kind)).not.toContain('busy');
    // Stored as the worker's answer would be: a service worker started again serves it.
    const again = new TabSolver(manualHost().host, () => undefined);
    const stored = await again.view(4);
    expect(stored.kind === 'tab' && stored.solve.kind).toBe('done');
    expect(asked.length).toBe(1); // the view and the solve asked the books once
    // A board off the books: the worker's.
    void solver.onReading(4, board(['fuzzy']));
    await settle();
    expect(calls.filter((c) => c.job.kind === 'solve')).toHaveLength(1);
  });

  it('once the solver has answered a job since it started, the books are not asked: the worker may have worked the board out ahead', async () => {
    const { calls, host } = manualHost();
    let asked = 0;
    const solver = new TabSolver({ ...host, ready: () => true }, () => undefined, undefined, { answer: () => (asked++, booked as Extract<JobOutcome, { kind: 'solve' }>), warm: () => undefined });
    await solver.onReading(4, empty);
    solver.follow(new Set([4]));
    const first = await solver.view(4);
    expect(first.kind === 'tab' && first.solve.kind).toBe('busy');
    await settle();
    expect(asked).toBe(0);
    expect(calls.filter((c) => c.job.kind === 'solve')).toHaveLength(1);
  });

  it('without the books (the default) the first view is busy and the worker answers', async () => {
    const { calls, host } = manualHost();
    const solver = new TabSolver(host, () => undefined);
    await solver.onReading(4, empty);
    solver.follow(new Set([4]));
    const first = await solver.view(4);
    expect(first.kind === 'tab' && first.solve.kind).toBe('busy');
    await settle();
    expect(calls.filter((c) => c.job.kind === 'solve')).toHaveLength(1);
  });
});
