import type { Runtime } from 'webextension-polyfill';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isJob, isJobOutcome, isWorkerReply, isWorkerRequest } from '../../src/shared/jobs';

// The extension APIs, as far as messages.ts uses them: this extension is "ours".
const listeners: ((msg: unknown, sender: Runtime.MessageSender) => unknown)[] = [];
const sendMessage = vi.fn<(msg: unknown) => Promise<unknown>>();
vi.mock('webextension-polyfill', () => ({
  default: {
    runtime: {
      id: 'ours',
      getURL: (p: string) => `chrome-extension://ours/${p}`,
      onMessage: { addListener: (l: (typeof listeners)[number]) => listeners.push(l) },
      sendMessage: (m: unknown) => sendMessage(m),
    },
    tabs: { sendMessage: vi.fn() },
  },
}));

const m = await import('../../src/shared/messages');

const reading = { kind: 'board', rows: [{ guess: 'crane', marks: ['absent', 'present', 'absent', 'absent', 'correct'] }], typing: 'sl', status: 'playing', hardMode: false, darkMode: null, highContrast: null, markup: 'react' };
const tabSender: Runtime.MessageSender = { id: 'ours', tab: { id: 7, index: 0, highlighted: false, active: true, pinned: false, incognito: false }, frameId: 0, url: 'https://www.nytimes.com/games/wordle/index.html' };

describe('parsing', () => {
  it('accepts a well-formed reading and rejects bent ones', () => {
    expect(m.parseContentToBackground({ type: 'cs:reading', reading })).toEqual({ type: 'cs:reading', reading });
    const bad = [
      { ...reading, rows: [{ guess: 'CRANE', marks: reading.rows[0].marks }] },
      { ...reading, rows: [{ guess: 'crane', marks: ['absent', 'present'] }] },
      { ...reading, rows: [{ guess: 'crane', marks: ['green', 'absent', 'absent', 'absent', 'absent'] }] },
      { ...reading, typing: 'toolong' },
      { ...reading, status: 'paused' },
      { ...reading, markup: 'vue' },
      { ...reading, rows: Array(7).fill(reading.rows[0]) },
    ];
    for (const r of bad) expect(m.parseContentToBackground({ type: 'cs:reading', reading: r })).toBeNull();
    expect(m.parseContentToBackground({ type: 'cs:nope' })).toBeNull();
    expect(m.parseContentToBackground('cs:reading')).toBeNull();
  });

  it('follows only ids a browser accepts (positive 32-bit integers)', () => {
    expect(m.parsePanelPortMessage({ type: 'panel:follow', target: { windowId: 2 ** 31 - 1 } })).toEqual({ type: 'panel:follow', target: { windowId: 2 ** 31 - 1 } });
    expect(m.parsePanelPortMessage({ type: 'panel:follow', target: { tabId: 4 } })).toEqual({ type: 'panel:follow', target: { tabId: 4 } });
    for (const id of [1e20, 2 ** 31, -5, 0, 1.5]) {
      expect(m.parsePanelPortMessage({ type: 'panel:follow', target: { windowId: id } })).toBeNull();
      expect(m.parsePanelPortMessage({ type: 'panel:follow', target: { tabId: id } })).toBeNull();
    }
  });

  it('the content script takes bg:report and a five-letter bg:type-word, nothing else', () => {
    expect(m.parseBackgroundToContent({ type: 'bg:report' })).toEqual({ type: 'bg:report' });
    expect(m.parseBackgroundToContent({ type: 'bg:report', reading })).toEqual({ type: 'bg:report' }); // extra fields are not passed on
    expect(m.parseBackgroundToContent({ type: 'bg:type-word', word: 'slate' })).toEqual({ type: 'bg:type-word', word: 'slate' });
    expect(m.parseBackgroundToContent({ type: 'bg:type-word', word: 'sl<b>' })).toBeNull();
    expect(m.parseBackgroundToContent({ type: 'bg:nope' })).toBeNull();
    expect(m.parseBackgroundToContent('bg:report')).toBeNull();
  });

  it('the panel inside the page takes bg:open-overlay only; cs:panel-beside carries nothing', () => {
    expect(m.parseBackgroundToOverlay({ type: 'bg:open-overlay', extra: 1 })).toEqual({ type: 'bg:open-overlay' });
    expect(m.parseBackgroundToOverlay({ type: 'bg:report' })).toBeNull();
    expect(m.parseBackgroundToContent({ type: 'bg:open-overlay' })).toBeNull();
    expect(m.parseContentToBackground({ type: 'cs:panel-beside', tabId: 3 })).toEqual({ type: 'cs:panel-beside' });
  });

  it('refuses the test-only message outside test builds', () => {
    expect(m.parseContentToBackground({ type: 'cs:e2e-open-panel' })).toBeNull();
  });

  it('lets the panel ask to type only a five-letter word into a numbered tab', () => {
    expect(m.parsePanelToBackground({ type: 'panel:enter-word', tabId: 3, word: 'slate' })).toEqual({ type: 'panel:enter-word', tabId: 3, word: 'slate' });
    expect(m.parsePanelToBackground({ type: 'panel:enter-word', tabId: 3, word: 'sl<b>' })).toBeNull();
    expect(m.parsePanelToBackground({ type: 'panel:enter-word', tabId: '3', word: 'slate' })).toBeNull();
    for (const tabId of [1e20, 2 ** 31, -5, 0]) expect(m.parsePanelToBackground({ type: 'panel:enter-word', tabId, word: 'slate' })).toBeNull();
  });

  it("takes the worker's own job types, checked once by isJob, and nothing else", () => {
    const solve = { kind: 'solve', request: { board: [], mode: 'normal', model: 'nyt', strategy: 'entropy', top: 10 } };
    expect(m.parsePanelToBackground({ type: 'panel:job', key: 'k', job: solve })).toEqual({ type: 'panel:job', key: 'k', job: solve });
    expect(m.parsePanelToBackground({ type: 'panel:job', key: 'k', job: { ...solve, request: { ...solve.request, top: 99 } } })).toBeNull();
    expect(m.parsePanelToBackground({ type: 'panel:job', key: 'k', job: { ...solve, kind: 'mine' } })).toBeNull();
    expect(m.parsePanelToBackground({ type: 'panel:job', key: '', job: solve })).toBeNull();
    expect(m.parsePanelToBackground({ type: 'panel:job', key: 'k' })).toBeNull();
    // The message types this one replaced are gone.
    expect(m.parsePanelToBackground({ type: 'panel:solve', key: 'k', request: solve.request })).toBeNull();
    expect(m.parsePanelToBackground({ type: 'panel:analyse', key: 'k', board: [], mode: 'normal', model: 'nyt' })).toBeNull();
  });

  it('asks the background, the only writer, to import, delete and keep a hint step: each field checked', () => {
    const won = { v: 1, date: '2026-11-30', player: 'ANON', words: 'cranestove', marks: 'aaaacccccc', won: true, hard: false, model: 'nyt', from: 'played' };
    // The games go to storage: each is kept with its own fields only.
    expect(m.parsePanelToBackground({ type: 'panel:import-games', games: [{ ...won, junk: 1 }] })).toEqual({ type: 'panel:import-games', games: [won] });
    expect(m.parsePanelToBackground({ type: 'panel:import-games', games: [won, { ...won, won: false }] })).toBeNull();
    expect(m.parsePanelToBackground({ type: 'panel:delete-games' })).toEqual({ type: 'panel:delete-games' });
    expect(m.parsePanelToBackground({ type: 'panel:delete-game', date: '2026-11-30', player: '12345' })).toEqual({ type: 'panel:delete-game', date: '2026-11-30', player: '12345' });
    expect(m.parsePanelToBackground({ type: 'panel:delete-game', date: '2026-11-30', player: '../x' })).toBeNull();
    expect(m.parsePanelToBackground({ type: 'panel:hint-step', tabId: 3, board: 'crane:aapac', step: 2 })).toEqual({ type: 'panel:hint-step', tabId: 3, board: 'crane:aapac', step: 2 });
    expect(m.parsePanelToBackground({ type: 'panel:hint-step', tabId: 3, board: '', step: 4 })).not.toBeNull();
    // A day played elsewhere: the day, won or lost, and the guesses said (1-6) or null.
    const elsewhere = { type: 'panel:played-elsewhere', date: '2026-11-30', won: false, guesses: null };
    expect(m.parsePanelToBackground({ ...elsewhere, junk: 1 })).toEqual(elsewhere);
    for (const bent of [{ guesses: 7 }, { guesses: 0 }, { guesses: 2.5 }, { won: 'yes' }, { date: '2026-02-30' }, { guesses: undefined }]) {
      expect(m.parsePanelToBackground({ ...elsewhere, ...bent }), JSON.stringify(bent)).toBeNull();
    }
    for (const bent of [{ board: 'crane', step: 2 }, { board: 'crane:aapac', step: 5 }, { board: 'crane:aapac', step: 2, tabId: 0 }]) {
      expect(m.parsePanelToBackground({ type: 'panel:hint-step', tabId: 3, ...bent })).toBeNull();
    }
  });
});

describe('check my word', () => {
  const ask = { type: 'panel:job', key: 'k', job: { kind: 'evaluate', board: reading.rows, word: 'lined', mode: 'hard', model: 'nyt' } };
  const best = { word: 'pilon', expectedGuesses: 2.988, bits: 5, expectedRemaining: 8, worstCase: 30, isCandidate: false, pAnswer: 0, groups: 80 };
  const value = { word: 'lined', expectedGuesses: 3.4, lossChance: 0, winNowChance: 0.004, rank: 12, rankedOf: 14855, hardValid: true, isCandidate: true, best };

  it('the panel may ask about one five-letter word on a valid board', () => {
    const job = (change: object) => ({ ...ask, job: { ...ask.job, ...change } });
    expect(m.parsePanelToBackground(ask)).toEqual(ask);
    expect(m.parsePanelToBackground(job({ word: 'LINED' }))).toBeNull();
    expect(m.parsePanelToBackground(job({ word: 'line' }))).toBeNull();
    expect(m.parsePanelToBackground(job({ mode: 'easy' }))).toBeNull();
    expect(m.parsePanelToBackground(job({ board: [{ guess: 'crane' }] }))).toBeNull();
  });

  it('takes saved games only as a list of valid games', () => {
    const g = { player: 'ANON', date: '2026-11-20', words: ['crane', 'stave'], status: 'won', hardMode: false };
    expect(m.parseContentToBackground({ type: 'cs:saved-games', games: [g] })).toEqual({ type: 'cs:saved-games', games: [g] });
    expect(m.parseContentToBackground({ type: 'cs:saved-games', games: [{ ...g, date: 'x' }] })).toBeNull();
    expect(m.parseContentToBackground({ type: 'cs:saved-games', games: 'all' })).toBeNull();
  });

  it('takes fetched past answers and asks for past days only as bounded lists of dates and words', () => {
    const a = { date: '2026-08-22', word: 'spate' };
    expect(m.parseContentToBackground({ type: 'cs:past-answers', answers: [{ ...a, extra: '<img>' }] })).toEqual({ type: 'cs:past-answers', answers: [a] });
    for (const bad of [[{ ...a, word: 'SPATE' }], [{ ...a, date: '2026-02-30' }], [{ ...a, word: '<img src=x>' }], Array(401).fill(a), 'all'])
      expect(m.parseContentToBackground({ type: 'cs:past-answers', answers: bad })).toBeNull();
    expect(m.parseBackgroundToContent({ type: 'bg:fetch-past', dates: ['2026-08-22'] })).toEqual({ type: 'bg:fetch-past', dates: ['2026-08-22'] });
    expect(m.parseBackgroundToContent({ type: 'bg:fetch-past', dates: ['today'] })).toBeNull();
    expect(m.parseBackgroundToContent({ type: 'bg:fetch-past', dates: Array(401).fill('2026-08-22') })).toBeNull();
  });

  it('the job and its outcome are shape-checked like the others', () => {
    const job = { kind: 'evaluate', board: reading.rows, word: 'lined', mode: 'normal', model: 'nyt' };
    expect(isJob(job)).toBe(true);
    expect(isJob({ ...job, word: 'x' })).toBe(false);
    // The puzzle's date and learned answers: real dates, words, bounded.
    expect(isJob({ ...job, date: '2026-03-03', learnedAnswers: [{ date: '2026-09-01', word: 'stave' }] })).toBe(true);
    expect(isJob({ ...job, date: '2026-02-30' })).toBe(false);
    expect(isJob({ ...job, learnedAnswers: [{ date: '2026-09-01', word: '<img>' }] })).toBe(false);
    expect(isJob({ ...job, learnedAnswers: Array(5000).fill({ date: '2026-09-01', word: 'stave' }) })).toBe(false);
    expect(isJob({ kind: 'solve', request: { board: reading.rows, mode: 'normal', model: 'history', strategy: 'optimal', top: 5, date: 'today' } })).toBe(false);
    expect(isJobOutcome({ kind: 'evaluate', result: { ok: true, value } })).toBe(true);
    expect(isJobOutcome({ kind: 'evaluate', result: { ok: false, error: 'no' } })).toBe(true);
    expect(isJobOutcome({ kind: 'evaluate', result: { ok: true, value: { ...value, rank: 'first' } } })).toBe(false);
    expect(isJobOutcome({ kind: 'evaluate', result: { ok: true, value: { ...value, best: null } } })).toBe(false);
    expect(isJobOutcome({ kind: 'evaluate', result: { ok: true, value: { ...value, best: { word: 'pilon' } } } })).toBe(false);
  });
});

describe('every job kind and outcome, and the worker protocol', () => {
  const jobs = [
    { kind: 'solve', request: { board: reading.rows, mode: 'hard', model: 'history', strategy: 'optimal', top: 5, date: '2026-12-01', budgetMs: 100 } },
    { kind: 'analyse', board: reading.rows, mode: 'normal', model: 'nyt' },
    { kind: 'evaluate', board: reading.rows, word: 'lined', mode: 'normal', model: 'classic', date: '2026-12-01' },
    { kind: 'play', answer: 'stave', mode: 'hard', model: 'history', learnedAnswers: [{ date: '2026-09-01', word: 'stave' }] },
  ];

  it('takes each kind of job, and refuses each with a wrong field', () => {
    for (const job of jobs) expect(isJob(job), job.kind).toBe(true);
    const bent: Record<string, unknown>[] = [
      { ...jobs[0], request: { ...jobs[0].request, budgetMs: 1e6 } },
      { ...jobs[0], request: undefined },
      { ...jobs[1], board: [{ guess: 'crane' }] },
      { ...jobs[1], model: 'mine' },
      { ...jobs[1], date: 'today' },
      { ...jobs[2], word: 'LINED' },
      { ...jobs[2], mode: 'easy' },
      { ...jobs[3], answer: undefined },
      { ...jobs[3], learnedAnswers: [{ date: '2026-09-01' }] },
      { ...jobs[3], kind: 'replay' },
    ];
    for (const b of bent) expect(isJob(b), JSON.stringify(b).slice(0, 100)).toBe(false);
  });

  it('takes each kind of outcome, and refuses each with a wrong result', () => {
    const failed = { ok: false, error: 'Nothing to analyse.' };
    for (const kind of ['solve', 'analyse', 'evaluate', 'play']) {
      expect(isJobOutcome({ kind, result: failed }), kind).toBe(true);
      expect(isJobOutcome({ kind, result: { ok: true, value: 'x' } }), kind).toBe(false);
      expect(isJobOutcome({ kind, result: { ok: false, error: 'x', code: 'mine' } }), kind).toBe(false);
      expect(isJobOutcome({ kind }), kind).toBe(false);
    }
    expect(isJobOutcome({ kind: 'play', result: { ok: true, value: 7 } })).toBe(true);
    for (const n of [0, 8, 3.5]) expect(isJobOutcome({ kind: 'play', result: { ok: true, value: n } }), String(n)).toBe(false);
    expect(isJobOutcome({ kind: 'stale' })).toBe(true);
    expect(isJobOutcome({ kind: 'gone' })).toBe(false);
  });

  it('the worker takes a numbered job and the host a numbered outcome, nothing bent', () => {
    expect(isWorkerRequest({ id: 4, key: 'k', job: jobs[1] })).toBe(true);
    for (const bad of [{ id: 4.5, key: 'k', job: jobs[1] }, { id: 4, key: 7, job: jobs[1] }, { id: 4, key: 'k', job: { ...jobs[1], mode: 'easy' } }, { ping: 1 }, null]) {
      expect(isWorkerRequest(bad), JSON.stringify(bad)).toBe(false);
    }
    expect(isWorkerReply({ id: 4, outcome: { kind: 'stale' } })).toBe(true);
    for (const bad of [{ id: '4', outcome: { kind: 'stale' } }, { id: 4, outcome: { kind: 'play', result: { ok: true, value: 9 } } }, { id: 4 }, { pong: 1 }]) {
      expect(isWorkerReply(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('passes on only the fields a message type has', () => {
    expect(m.parsePanelToBackground({ type: 'panel:enter-word', tabId: 3, word: 'slate', job: jobs[1] })).toEqual({ type: 'panel:enter-word', tabId: 3, word: 'slate' });
    expect(m.parseBackgroundToOffscreen({ type: 'bg:job', key: 'k', job: jobs[1], tabId: 3 })).toEqual({ type: 'bg:job', key: 'k', job: jobs[1] });
    expect(m.parseBackgroundToOffscreen({ type: 'bg:job', key: '', job: jobs[1] })).toBeNull();
    expect(m.parseBackgroundPortMessage({ type: 'bg:view', view: { kind: 'no-tab' }, extra: 1 })).toEqual({ type: 'bg:view', view: { kind: 'no-tab' } });
    expect(m.parseBackgroundPortMessage({ type: 'bg:view', view: { kind: 'tab', tabId: 0, reading: null, solve: { kind: 'idle' } } })).toBeNull();
  });
});

describe('listen: who may send', () => {
  const handled: unknown[] = [];
  beforeEach(() => {
    listeners.length = 0;
    handled.length = 0;
    m.listen(m.isContentScript, m.parseContentToBackground, async (msg) => void handled.push(msg));
  });
  const deliver = (msg: unknown, sender: Runtime.MessageSender) => listeners[0](msg, sender);

  it('handles the content script of a Wordle page', async () => {
    await deliver({ type: 'cs:reading', reading }, tabSender);
    expect(handled).toHaveLength(1);
  });

  it('a page of the site that left Wordle by pushState may say it left, and nothing else counts for the game', async () => {
    const elsewhere = { ...tabSender, url: 'https://www.nytimes.com/crosswords' };
    await deliver({ type: 'cs:left' }, elsewhere);
    await deliver({ type: 'cs:reading', reading }, elsewhere);
    expect(handled).toEqual([{ type: 'cs:left' }, { type: 'cs:reading', reading }]);
    expect(m.fromWordle({ type: 'cs:left' }, elsewhere)).toBe(true);
    expect(m.fromWordle({ type: 'cs:reading', reading } as never, elsewhere)).toBe(false);
    expect(m.fromWordle({ type: 'cs:reading', reading } as never, tabSender)).toBe(true);
    expect(deliver({ type: 'cs:left' }, { ...elsewhere, url: 'https://www.nytimes.com.evil.example/' })).toBeUndefined();
  });

  it('ignores another extension, another site, a sub-frame, a page of ours, and bad shapes', () => {
    expect(deliver({ type: 'cs:reading', reading }, { ...tabSender, id: 'intruder' })).toBeUndefined();
    expect(deliver({ type: 'cs:reading', reading }, { ...tabSender, url: 'https://evil.example/games/wordle/' })).toBeUndefined();
    expect(deliver({ type: 'cs:reading', reading }, { ...tabSender, frameId: 2 })).toBeUndefined();
    expect(deliver({ type: 'cs:reading', reading }, { id: 'ours', url: 'chrome-extension://ours/src/panel/index.html' })).toBeUndefined();
    expect(deliver({ type: 'cs:reading', reading: { ...reading, typing: 42 } }, tabSender)).toBeUndefined();
    expect(handled).toHaveLength(0);
  });
});

describe('the panel inside the page: shows the kept games, changes none', () => {
  const panelPage: Runtime.MessageSender = { id: 'ours', url: 'chrome-extension://ours/src/panel/index.html?view=games' };
  const changes = [
    { type: 'panel:import-games', games: [] },
    { type: 'panel:delete-games' },
    { type: 'panel:delete-game', date: '2026-11-30', player: 'ANON' },
    { type: 'panel:played-elsewhere', date: '2026-11-30', won: true, guesses: 3 },
  ] as const;

  it('import, delete all and delete one are taken from the panel page alone, not from the content script it runs in', () => {
    expect(m.isPanel(tabSender)).toBe(true);
    for (const msg of changes) {
      const parsed = m.parsePanelToBackground(msg)!;
      expect(parsed, msg.type).not.toBeNull();
      expect(m.fromPanelPage(parsed, tabSender), msg.type).toBe(false);
      expect(m.fromPanelPage(parsed, panelPage), msg.type).toBe(true);
    }
    // What it shows, and the way to the page that changes them, it may ask for.
    for (const msg of [{ type: 'panel:games' }, { type: 'panel:open-games' }, { type: 'panel:hint-step', tabId: 7, board: '', step: 2 }] as const) {
      expect(m.fromPanelPage(m.parsePanelToBackground(msg)!, tabSender), msg.type).toBe(true);
    }
  });

  it('asks for the games with nothing, and is told of a change with nothing', () => {
    expect(m.parsePanelToBackground({ type: 'panel:games', all: true })).toEqual({ type: 'panel:games' });
    expect(m.parseBackgroundGamesMessage({ type: 'bg:games-changed', games: [] })).toEqual({ type: 'bg:games-changed' });
    expect(m.parseBackgroundGamesMessage({ type: 'bg:view', view: { kind: 'no-tab' } })).toBeNull();
  });
});

describe('sending', () => {
  it('turns a missing receiver or a malformed reply into an error result', async () => {
    sendMessage.mockRejectedValueOnce(new Error('Receiving end does not exist.'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Typing is not retried (it may have happened), and the browser's words stay out of the panel.
    expect(await m.sendToBackground({ type: 'panel:enter-word', tabId: 1, word: 'slate' })).toEqual({ ok: false, error: m.BACKGROUND_LOST });
    const solve: import('../../src/shared/messages').PanelToBackground = { type: 'panel:job', key: 'k', job: { kind: 'solve', request: { board: [], mode: 'normal', model: 'nyt', strategy: 'entropy', top: 1 } } };
    sendMessage.mockResolvedValueOnce({ kind: 'solve', result: { ok: true, value: { candidates: 'many' } } });
    expect(await m.sendToBackground(solve)).toEqual({ ok: false, error: 'malformed reply to panel:job' });
    // A well-formed outcome of another job is not this job's answer.
    sendMessage.mockResolvedValueOnce({ kind: 'analyse', result: { ok: false, error: 'Nothing to analyse.' } });
    expect(await m.sendToBackground(solve)).toEqual({ ok: false, error: 'malformed reply to panel:job' });
    sendMessage.mockResolvedValueOnce({ kind: 'stale' });
    expect(await m.sendToBackground(solve)).toEqual({ ok: true, value: { kind: 'stale' } });
    sendMessage.mockResolvedValueOnce({ ok: false, error: 'no tab' });
    expect(await m.sendToBackground({ type: 'panel:enter-word', tabId: 1, word: 'slate' })).toEqual({ ok: true, value: { ok: false, error: 'no tab' } });
  });

  it('sends again when the background went away under a request (a stopped service worker), at most 3 times', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const analyse: import('../../src/shared/messages').PanelToBackground = { type: 'panel:job', key: 'k', job: { kind: 'analyse', board: [], mode: 'normal', model: 'nyt' } };
    const lost = 'A listener indicated an asynchronous response by returning true, but the message channel closed before a response was received';
    sendMessage.mockReset();
    const nothing = { kind: 'analyse', result: { ok: false, error: 'Nothing to analyse.' } };
    sendMessage.mockRejectedValueOnce(new Error(lost)).mockResolvedValueOnce(nothing);
    expect(await m.sendToBackground(analyse)).toEqual({ ok: true, value: nothing });
    expect(sendMessage).toHaveBeenCalledTimes(2);
    sendMessage.mockReset();
    sendMessage.mockRejectedValue(new Error(lost));
    expect(await m.sendToBackground(analyse)).toEqual({ ok: false, error: m.BACKGROUND_LOST });
    expect(sendMessage).toHaveBeenCalledTimes(3);
    // A reading replaced by a newer one meanwhile is not sent again: arriving after the newer one, it would put the old board back.
    sendMessage.mockReset();
    sendMessage.mockRejectedValueOnce(new Error(lost)).mockResolvedValueOnce(undefined);
    let latest = true;
    const superseded = m.sendToBackground({ type: 'cs:reading', reading } as never, () => latest);
    latest = false;
    expect((await superseded).ok).toBe(false);
    expect(sendMessage).toHaveBeenCalledTimes(1);
    // An orphaned content script learns it is one, at once.
    sendMessage.mockReset();
    sendMessage.mockRejectedValue(new Error('Extension context invalidated.'));
    expect((await m.sendToBackground({ type: 'cs:reading', reading } as never)).ok).toBe(false);
    expect(sendMessage).toHaveBeenCalledTimes(1);
    sendMessage.mockReset();
  });
});
