// The background's host of the offscreen document (Chrome): a job lost with its document is sent
// again, but not once a newer job under its key has been sent, which it would replace in the
// worker's queue (the newer one answered `stale` and its board never answered).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job, JobOutcome } from '../../src/shared/jobs';
import type { Result } from '../../src/core/types';

const sends: { key: string; answer: (r: Result<JobOutcome>) => void }[] = [];
vi.mock('../../src/shared/messages', () => ({
  sendToOffscreen: (msg: { key: string }) => new Promise<Result<JobOutcome>>((answer) => sends.push({ key: msg.key, answer })),
}));
const { offscreenHost } = await import('../../src/background/offscreen-host');

const job = (word: string): Job => ({ kind: 'evaluate', board: [], word, mode: 'normal', model: 'nyt' });
const done = (word: string): Result<JobOutcome> => ({ ok: true, value: { kind: 'evaluate', result: { ok: false, error: word } } });
const closed: Result<JobOutcome> = { ok: false, error: 'the message channel closed before a response was received' };
/** Until the host has sent `n` messages in all. */
const sent = (n: number) => vi.waitFor(() => expect(sends.length).toBe(n), { timeout: 2000 });

let asked = 0;

describe('offscreen host', () => {
  beforeEach(() => {
    sends.length = 0;
    asked = 0;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('chrome', {
      runtime: { getURL: (p: string) => `chrome-extension://x/${p}`, getContexts: async () => (asked++, [{}]) },
      offscreen: { createDocument: async () => undefined },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is ready once a job was answered, and not after a job was lost with its document until one is answered again', async () => {
    const host = offscreenHost();
    expect(host.ready!()).toBe(false);
    const a = host.run('tab:1', job('crane'));
    await sent(1);
    expect(host.ready!()).toBe(false);
    sends[0].answer(done('crane'));
    await a;
    expect(host.ready!()).toBe(true);
    const b = host.run('tab:1', job('slate'));
    await sent(2);
    sends[1].answer(closed);
    await sent(3);
    expect(host.ready!()).toBe(false);
    sends[2].answer(done('slate'));
    await b;
    expect(host.ready!()).toBe(true);
  });

  it('sends a job lost with its document again, to the new document', async () => {
    const host = offscreenHost();
    const a = host.run('tab:1', job('crane'));
    await sent(1);
    sends[0].answer(closed);
    await sent(2);
    sends[1].answer(done('crane'));
    expect(await a).toEqual({ kind: 'evaluate', result: { ok: false, error: 'crane' } });
  });

  it('does not send it again once a newer job under its key went: the older one is stale, the newer one answered', async () => {
    const host = offscreenHost();
    const older = host.run('tab:1', job('crane'));
    await sent(1);
    const newer = host.run('tab:1', job('slate'));
    const other = host.run('tab:2', job('trace'));
    await sent(3);
    // The document closes under all three; the other key's job is sent again, the older one is not.
    for (const s of sends) s.answer(closed);
    await sent(5);
    expect(sends.slice(3).map((s) => s.key).sort()).toEqual(['tab:1', 'tab:2']);
    sends[3].answer(sends[3].key === 'tab:1' ? done('slate') : done('trace'));
    sends[4].answer(sends[4].key === 'tab:1' ? done('slate') : done('trace'));
    expect(await older).toEqual({ kind: 'stale' });
    expect(await newer).toEqual({ kind: 'evaluate', result: { ok: false, error: 'slate' } });
    expect(await other).toEqual({ kind: 'evaluate', result: { ok: false, error: 'trace' } });
    // Each job's sending ends before its answer: with all three answered, nothing more can go.
    expect(sends).toHaveLength(5);
  });

  it('asks the browser for the document once, not before every job, and again after a job lost with it', async () => {
    const host = offscreenHost();
    const a = host.run('tab:1', job('crane'));
    await sent(1);
    sends[0].answer(done('crane'));
    await a;
    const b = host.run('tab:1', job('slate'));
    await sent(2);
    expect(asked).toBe(1);
    sends[1].answer(closed);
    await sent(3);
    expect(asked).toBe(2);
    sends[2].answer(done('slate'));
    expect(await b).toEqual({ kind: 'evaluate', result: { ok: false, error: 'slate' } });
  });
});
