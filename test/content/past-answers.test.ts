// The content script's fetch of past answers: only days before the player's today and the puzzle
// on screen, in order, stopping at the first day that fails; nothing kept from a redirect, an HTTP
// error, a malformed, hostile or huge response, or no network. Today is the player's local date:
// checked at local midnight (and the second before it) in UTC-12, UTC and UTC+14; a page loaded
// before midnight never asks for its own day, though its board, read after midnight, is dated the
// next; and the background is asked before each request whether the player's consent still stands.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPastAnswers } from '../../src/content/past-answers';
import { localDate } from '../../src/core/dates';
import { puzzleNumber } from '../../src/core/past-answers';

const ORIGIN = 'https://www.nytimes.com';
const dayFile = (date: string, solution = 'spate', extra: Record<string, unknown> = {}) =>
  JSON.stringify({ id: 4413 + puzzleNumber(date) - 1889, solution, print_date: date, days_since_launch: puzzleNumber(date), editor: 'Tracy Bennett', ...extra });

/** A site answering each day's file with `answer(date)`, recording every address asked. */
function site(answer: (date: string) => Response | Promise<Response> = (d) => new Response(dayFile(d))) {
  const asked: string[] = [];
  const inits: RequestInit[] = [];
  const fetchImpl = async (url: string, init: RequestInit) => {
    asked.push(url);
    inits.push(init);
    const date = /\/svc\/wordle\/v2\/(\d{4}-\d\d-\d\d)\.json$/.exec(url)?.[1];
    if (!date) throw new Error(`unexpected ${url}`);
    return answer(date);
  };
  return { asked, inits, fetchImpl, dates: () => asked.map((u) => u.slice(-15, -5)) };
}

const NOW = new Date('2026-12-02T12:00:00Z');

/**
 * The content script's fetch of `dates` for a page loaded on `loadedOn` (default: today on the
 * clock at `now`) showing the puzzle of `puzzleDate`, the background allowing every request.
 */
const fetchFor = (dates: readonly string[], puzzleDate: string, fetchImpl: ReturnType<typeof site>['fetchImpl'], now = new Date(), loadedOn = localDate(now), mayAsk = async (_: string) => true) =>
  fetchPastAnswers({ dates, puzzleDate, loadedOn, origin: ORIGIN, mayAsk }, fetchImpl, now);

describe('fetching past answers from the page', () => {
  it("asks the page's own site for each day before today, in order, without cookies or redirects", async () => {
    const s = site();
    const got = await fetchFor(['2026-08-23', '2026-08-22', '2026-08-22'], '2026-12-02', s.fetchImpl, NOW);
    expect(got).toEqual([{ date: '2026-08-22', word: 'spate' }, { date: '2026-08-23', word: 'spate' }]);
    expect(s.asked).toEqual(['https://www.nytimes.com/svc/wordle/v2/2026-08-22.json', 'https://www.nytimes.com/svc/wordle/v2/2026-08-23.json']);
    expect(s.inits[0]).toMatchObject({ redirect: 'error', credentials: 'omit' });
  });

  it('never asks for the puzzle on screen, today or a later day, whatever the background named', async () => {
    const s = site();
    await fetchFor(['2026-12-01', '2026-12-02', '2026-12-03', '2027-01-01', 'today', '2026-02-30'], '2026-12-02', s.fetchImpl, NOW);
    expect(s.dates()).toEqual(['2026-12-01']);
    // An archive puzzle: only days before its own date.
    const a = site();
    await fetchFor(['2026-08-22', '2026-08-23', '2026-08-24'], '2026-08-23', a.fetchImpl, NOW);
    expect(a.dates()).toEqual(['2026-08-22']);
  });

  const huge = () => new Response(`${dayFile('2026-08-23').slice(0, -1)},"pad":"${'x'.repeat(2_000_000)}"}`);
  /** A body that never ends: only a reader that stops at the cap gets past it. */
  const endless = () => {
    const chunk = new TextEncoder().encode('x'.repeat(4096));
    return new Response(new ReadableStream({ pull: (c) => c.enqueue(chunk) }), { headers: { 'content-type': 'application/json' } });
  };
  it.each([
    ['an HTTP error', () => new Response('Not found', { status: 404 })],
    ['a server error', () => new Response(dayFile('2026-08-23'), { status: 500 })],
    ['a redirect refused', () => Promise.reject(new TypeError('Failed to fetch: redirect mode is error'))],
    ['a redirected response', () => Object.defineProperty(new Response(dayFile('2026-08-23')), 'redirected', { value: true })],
    ['no network', () => Promise.reject(new TypeError('NetworkError when attempting to fetch resource.'))],
    ['a sign-in page', () => new Response('<html><body>Log in</body></html>')],
    ['markup for an answer', () => new Response(dayFile('2026-08-23', '<img src=x onerror=alert(1)>'))],
    ["another day's file", () => new Response(dayFile('2026-08-24'))],
    ['the wrong puzzle number', () => new Response(dayFile('2026-08-23', 'spate', { days_since_launch: 3 }))],
    ['a huge body', huge],
    ['a huge body it says it is', () => new Response(dayFile('2026-08-23'), { headers: { 'content-length': '2000000' } })],
    ['a body that never ends', endless],
  ])('%s stores nothing for that day and asks no later day', async (_, bad) => {
    const s = site((d) => (d === '2026-08-23' ? bad() : new Response(dayFile(d))));
    const got = await fetchFor(['2026-08-22', '2026-08-23', '2026-08-24'], '2026-12-02', s.fetchImpl, NOW);
    expect(got).toEqual([{ date: '2026-08-22', word: 'spate' }]);
    expect(s.dates()).toEqual(['2026-08-22', '2026-08-23']);
  });
});

describe("today is the player's local date", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
    vi.useRealTimers();
  });
  // Local midnight starting 2026-12-02 in each zone, and the last second of 2026-12-01 there.
  it.each([
    ['Etc/GMT+12', '2026-12-02T12:00:00Z'],
    ['UTC', '2026-12-02T00:00:00Z'],
    ['Etc/GMT-14', '2026-12-01T10:00:00Z'],
  ])('in %s at local midnight yesterday is asked for and today never', async (tz, midnight) => {
    process.env.TZ = tz;
    const around = ['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03'];
    for (const [at, today, yesterday] of [
      [new Date(midnight), '2026-12-02', '2026-12-01'],
      [new Date(Date.parse(midnight) - 1000), '2026-12-01', '2026-11-30'],
    ] as const) {
      vi.useFakeTimers({ now: at, toFake: ['Date'] });
      const s = site();
      // The daily puzzle on screen is today's on the same clock (read-board.ts: localDate()); the
      // background may name any days.
      await fetchFor(around, today, s.fetchImpl);
      expect(s.dates().at(-1)).toBe(yesterday);
      expect(s.dates()).not.toContain(today);
      // A puzzle the page dates later than the clock's today (a clock set back) moves nothing.
      const later = site();
      await fetchFor(around, '2026-12-03', later.fetchImpl);
      expect(later.dates().at(-1)).toBe(yesterday);
      vi.useRealTimers();
    }
  });
});

describe('never the puzzle on screen, nor a later one', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
    vi.useRealTimers();
  });
  const around = ['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03'];
  // 23:58 on 2026-12-01 in each zone, and 00:05 on 2026-12-02 there.
  it.each([
    ['Etc/GMT+12', '2026-12-02T11:58:00Z', '2026-12-02T12:05:00Z'],
    ['UTC', '2026-12-01T23:58:00Z', '2026-12-02T00:05:00Z'],
    ['Etc/GMT-14', '2026-12-01T09:58:00Z', '2026-12-01T10:05:00Z'],
  ])('in %s a page loaded at 23:58 whose first letter is typed at 00:05 never asks for the day it shows', async (tz, loaded, typed) => {
    process.env.TZ = tz;
    vi.useFakeTimers({ now: new Date(loaded), toFake: ['Date'] });
    const loadedOn = localDate(); // the content script starts with the page
    expect(loadedOn).toBe('2026-12-01');
    vi.setSystemTime(new Date(typed));
    // A board no saved game matches is dated by the clock when read (read-board.ts: localDate()).
    const puzzleDate = localDate();
    expect(puzzleDate).toBe('2026-12-02');
    const s = site();
    await fetchFor(around, puzzleDate, s.fetchImpl, new Date(), loadedOn);
    expect(s.dates()).toEqual(['2026-11-28', '2026-11-29', '2026-11-30']);
  });

  it('a tab left open two days asks for nothing on or after the day it was loaded', async () => {
    const s = site();
    // Loaded on 1 December, read again on the 3rd with the board dated by the clock then.
    await fetchFor(around, '2026-12-03', s.fetchImpl, new Date('2026-12-03T12:00:00Z'), '2026-12-01');
    expect(s.dates()).toEqual(['2026-11-28', '2026-11-29', '2026-11-30']);
  });

  it('an archive puzzle asks only for days before its own', async () => {
    const s = site();
    await fetchFor(['2024-01-12', '2024-01-13', '2024-01-14', '2024-01-15'], '2024-01-14', s.fetchImpl, NOW);
    expect(s.dates()).toEqual(['2024-01-12', '2024-01-13']);
  });
});

describe('the consent is current at every request', () => {
  it('asks the background before each request and stops at its first no', async () => {
    const s = site();
    const checked: string[] = [];
    // The player turns it off while the second day's request is out: the third day is refused.
    const got = await fetchFor(['2026-08-22', '2026-08-23', '2026-08-24', '2026-08-25'], '2026-12-02', s.fetchImpl, NOW, undefined, async (date) => (checked.push(date), date <= '2026-08-23'));
    expect(checked).toEqual(['2026-08-22', '2026-08-23', '2026-08-24']);
    expect(s.dates()).toEqual(['2026-08-22', '2026-08-23']);
    // What came back goes to the background, which keeps it only while the consent stands (game-repository.ts).
    expect(got.map((a) => a.date)).toEqual(['2026-08-22', '2026-08-23']);
  });

  it('asks nothing when the background cannot say', async () => {
    const s = site();
    await fetchFor(['2026-08-22'], '2026-12-02', s.fetchImpl, NOW, undefined, () => Promise.reject(new Error('no receiver')));
    expect(s.dates()).toEqual([]);
  });
});
