// NavigationWatch: in-page navigation and bfcache restores keep a Wordle tab's record; only a
// visible move away from Wordle, or silence from the content script, drops it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationWatch } from '../../src/background/navigation';

describe('NavigationWatch', () => {
  let dropped: number[];
  let nav: NavigationWatch;
  beforeEach(() => {
    vi.useFakeTimers();
    dropped = [];
    nav = new NavigationWatch((id) => dropped.push(id), 10_000);
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the record through a hash change or pushState when the content script reports again', () => {
    nav.onUpdated(7, { status: 'loading', url: 'https://www.nytimes.com/games/wordle/index.html#stats' });
    vi.advanceTimersByTime(300);
    nav.onReport(7);
    nav.onUpdated(7, { status: 'complete' });
    vi.advanceTimersByTime(60_000);
    expect(dropped).toEqual([]);
  });

  it('keeps it through a loading event whose address it may not see, if the page reports', () => {
    nav.onUpdated(7, { status: 'loading' });
    vi.advanceTimersByTime(9_000);
    nav.onReport(7);
    vi.advanceTimersByTime(60_000);
    expect(dropped).toEqual([]);
  });

  it('drops at once when the tab visibly leaves Wordle', () => {
    nav.onUpdated(7, { status: 'loading', url: 'https://www.nytimes.com/crosswords' });
    expect(dropped).toEqual([7]);
  });

  it('drops after the grace period when nothing reports (left Wordle, address hidden)', () => {
    nav.onUpdated(7, { status: 'loading' });
    vi.advanceTimersByTime(9_999);
    expect(dropped).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(dropped).toEqual([7]);
  });

  it('forgets a closed tab and ignores other updates', () => {
    nav.onUpdated(7, { status: 'loading' });
    nav.onRemoved(7);
    nav.onUpdated(8, { status: 'complete', url: 'https://example.com/' });
    vi.advanceTimersByTime(60_000);
    expect(dropped).toEqual([]);
  });
});
