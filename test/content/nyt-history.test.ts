// The content script's requests for the player's NYT games (src/content/nyt-history.ts), against the
// practice server's service: windows of 31 days, 25 ids a request, a pause between requests, the
// background asked before each, never the puzzle on screen or a later day; a 403 says signed out,
// a failure half-way keeps the batches before it and says where it stopped.
import { afterEach, describe, expect, it } from 'vitest';
import { fetchHistory, type HistoryAsk } from '../../src/content/nyt-history';
import { SIGNED_OUT, type StatesAnswer } from '../../src/shared/nyt-history';
import { practiceResponse } from '../practice/serve';
import { practiceAccount, resetPracticeAccount } from '../practice/nyt-account';

afterEach(resetPracticeAccount);

function run(from: string, until: string, opts: { puzzleDate?: string; now?: string; mayAsk?: (n: number) => boolean } = {}) {
  const urls: string[] = [];
  const batches: (StatesAnswer & { through: string })[] = [];
  const pauses: number[] = [];
  let asks = 0;
  const fetchImpl = async (url: string, init: RequestInit) => {
    urls.push(url);
    const r = practiceResponse(url);
    expect(init.redirect).toBe('error');
    return new Response(String(r!.body), { status: r!.status });
  };
  const ask: HistoryAsk = {
    from,
    until,
    puzzleDate: opts.puzzleDate ?? '2024-06-10',
    loadedOn: opts.puzzleDate ?? '2024-06-10',
    origin: 'https://www.nytimes.com',
    mayAsk: async () => (opts.mayAsk ?? (() => true))(++asks),
    onBatch: async (b) => (batches.push(b), true),
  };
  const done = fetchHistory(ask, fetchImpl, new Date(`${opts.now ?? '2024-06-10'}T12:00:00`), async (ms) => void pauses.push(ms));
  return { done, urls, batches, pauses, asks: () => asks };
}

const isStates = (u: string) => u.includes('/svc/games/state/');

describe('bringing in the NYT games', () => {
  it('asks 31 days of puzzles at a time, their states 25 ids a request, 250 ms apart, the background before each', async () => {
    const r = run('2024-01-01', '2024-03-31');
    expect(await r.done).toEqual({ through: '2024-03-31', error: null });
    const archives = r.urls.filter((u) => u.includes('/archive/'));
    expect(archives.map((u) => u.split('/wordle/')[1])).toEqual(['2024-01-01/2024-01-31', '2024-02-01/2024-03-02', '2024-03-03/2024-03-31']);
    const ids = r.urls.filter(isStates).map((u) => new URL(u).searchParams.get('puzzle_ids')!.split(',').length);
    expect(ids.every((n) => n <= 25)).toBe(true);
    expect(ids.reduce((a, b) => a + b, 0)).toBe(91);
    expect(r.asks()).toBe(r.urls.length);
    expect(r.pauses).toEqual(Array(r.urls.length - 1).fill(250));
    // The archive without the cookie, the states with it: as the page asks them.
    expect(r.batches.at(-1)!.through).toBe('2024-03-31');
    expect(r.batches.flatMap((b) => b.games).every((g) => g.date >= '2024-01-01' && g.date <= '2024-03-31')).toBe(true);
  });

  it('never asks for the puzzle on screen, today or a later day, whatever the background named', async () => {
    const r = run('2024-06-01', '2024-12-31', { puzzleDate: '2024-06-10', now: '2024-06-10' });
    expect((await r.done).through).toBe('2024-06-09');
    expect(r.urls.filter((u) => u.includes('/archive/'))).toEqual(['https://www.nytimes.com/svc/games/v1/archive/wordle/2024-06-01/2024-06-09']);
    expect(r.batches.flatMap((b) => b.games).some((g) => g.date >= '2024-06-10')).toBe(false);
  });

  it('signed out: a 403 says so, and nothing after it is asked', async () => {
    practiceAccount.signedIn = false;
    const r = run('2024-01-01', '2024-03-31');
    expect(await r.done).toEqual({ through: null, error: SIGNED_OUT });
    expect(r.urls.filter(isStates)).toHaveLength(1);
    expect(r.batches).toEqual([]);
  });

  it('a 500 half-way keeps the batches before it and says where it stopped', async () => {
    practiceAccount.failAfter = 2;
    const r = run('2024-01-01', '2024-03-31');
    const end = await r.done;
    expect(end.error).toBe('the NYT answered 500');
    expect(r.batches).toHaveLength(2);
    expect(end.through).toBe(r.batches[1].through);
  });

  it('a body over the size limit stops the run and keeps nothing of it', async () => {
    practiceAccount.hugeDay = '2024-01-05';
    const r = run('2024-01-01', '2024-01-31');
    expect((await r.done).error).toMatch(/larger than/);
    expect(r.batches).toEqual([]);
  });

  it('a malformed state is left out and counted; the others of its answer are kept', async () => {
    practiceAccount.malformedDay = '2024-01-03';
    const r = run('2024-01-01', '2024-01-31');
    await r.done;
    expect(r.batches.reduce((a, b) => a + b.unread, 0)).toBe(1);
    expect(r.batches.flatMap((b) => b.games).some((g) => g.date === '2024-01-03')).toBe(false);
    expect(r.batches.flatMap((b) => b.games).some((g) => g.date === '2024-01-04')).toBe(true);
  });

  it('the background saying no (consent withdrawn, cancelled) stops it before the next request', async () => {
    const r = run('2024-01-01', '2024-03-31', { mayAsk: (n) => n <= 3 });
    expect(await r.done).toEqual({ through: '2024-01-31', error: null });
    expect(r.urls).toHaveLength(3);
  });
});
