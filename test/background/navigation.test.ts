// NavigationWatch: in-page navigation and bfcache restores keep a Wordle tab's record; a visible
// move away from Wordle, the content script saying the page left (pushState) or unloads, the
// page's port closing, or a tab whose address is hidden and where no content script answers,
// remove its board at once, as a load does; a closed tab is forgotten, hint steps and all.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationWatch } from '../../src/background/navigation';

describe('NavigationWatch', () => {
  let closed: number[];
  let gone: number[];
  let asked: number[];
  let nav: NavigationWatch;
  /** Whether the tab's content script answers `bg:report` (a Wordle page after pushState does). */
  let answers: boolean;
  beforeEach(() => {
    vi.useFakeTimers();
    closed = [];
    gone = [];
    asked = [];
    answers = true;
    nav = new NavigationWatch({ closed: (id) => closed.push(id), gone: (id) => gone.push(id), ask: async (id) => (asked.push(id), answers) }, 2_000);
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the record through a hash change or pushState on a visible Wordle address', async () => {
    nav.onUpdated(7, { status: 'loading', url: 'https://www.nytimes.com/games/wordle/index.html#stats' });
    nav.onUpdated(7, { status: 'complete' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(closed).toEqual([]);
    expect(gone).toEqual([]);
  });

  it('address hidden (Chrome without `tabs` shows none, even on Wordle), page silent after pushState, content script answers at once and after the grace period: kept for good', async () => {
    nav.onUpdated(7, { status: 'loading' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked).toEqual([7, 7]);
    expect(closed).toEqual([]);
    expect(gone).toEqual([]);
  });

  it('a report before the grace period ends settles it without asking again', async () => {
    nav.onUpdated(7, { status: 'loading' });
    await vi.advanceTimersByTimeAsync(1_000);
    nav.onReport(7);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked).toEqual([7]);
    expect(closed).toEqual([]);
    expect(gone).toEqual([]);
  });

  it('removes the board at once, as a load does, when the tab visibly leaves Wordle, or its page says it left by pushState or unloads', () => {
    nav.onUpdated(7, { status: 'loading', url: 'https://www.nytimes.com/crosswords' });
    nav.onLeft(8);
    expect(gone).toEqual([7, 8]);
    expect(closed).toEqual([]);
  });

  it('address hidden and no content script answers (a page that is not Wordle): removed at once', async () => {
    answers = false;
    nav.onUpdated(7, { status: 'loading' });
    await vi.advanceTimersByTimeAsync(0);
    expect(gone).toEqual([7]);
  });

  it('answered at first, silent after the grace period (the page went unseen): removed then', async () => {
    nav.onUpdated(7, { status: 'loading' });
    await vi.advanceTimersByTimeAsync(0);
    answers = false;
    await vi.advanceTimersByTimeAsync(1_999);
    expect(gone).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(gone).toEqual([7]);
  });

  it('the page\'s port closing (a load elsewhere, a crash, a discard) removes it at once, and the pending check is forgotten', async () => {
    nav.onUpdated(7, { status: 'loading' });
    await vi.advanceTimersByTimeAsync(0);
    nav.onGone(7);
    expect(gone).toEqual([7]);
    answers = false;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(gone).toEqual([7]);
    expect(asked).toEqual([7]);
  });

  it('a closed tab is dropped at once and its pending check forgotten; other updates are ignored', async () => {
    answers = false;
    nav.onUpdated(7, { status: 'loading' });
    nav.onRemoved(7);
    nav.onUpdated(8, { status: 'complete', url: 'https://example.com/' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(closed).toEqual([7]); // forgotten with its hint steps, not only its board
    expect(gone).toEqual([]);
  });
});
