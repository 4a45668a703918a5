// NavigationWatch: in-page navigation and bfcache restores keep a Wordle tab's record; only a
// visible move away from Wordle, or silence from the content script, drops it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationWatch } from '../../src/background/navigation';

describe('NavigationWatch', () => {
  let dropped: number[];
  let nav: NavigationWatch;
  let address: string | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    dropped = [];
    address = undefined;
    nav = new NavigationWatch((id) => dropped.push(id), async () => address, 10_000);
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the record through a hash change or pushState on a visible Wordle address', async () => {
    nav.onUpdated(7, { status: 'loading', url: 'https://www.nytimes.com/games/wordle/index.html#stats' });
    nav.onUpdated(7, { status: 'complete' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(dropped).toEqual([]);
  });

  it('address hidden, no report (pushState does not re-report), but the tab is still on Wordle: kept', async () => {
    address = 'https://www.nytimes.com/games/wordle/index.html?x=1';
    nav.onUpdated(7, { status: 'loading' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(dropped).toEqual([]);
  });

  it('keeps it through a loading event whose address it may not see, if the page reports', async () => {
    nav.onUpdated(7, { status: 'loading' });
    await vi.advanceTimersByTimeAsync(9_000);
    nav.onReport(7);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(dropped).toEqual([]);
  });

  it('drops at once when the tab visibly leaves Wordle', () => {
    nav.onUpdated(7, { status: 'loading', url: 'https://www.nytimes.com/crosswords' });
    expect(dropped).toEqual([7]);
  });

  it('drops after the grace period when nothing reports and the address is not visibly Wordle', async () => {
    nav.onUpdated(7, { status: 'loading' });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(dropped).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(dropped).toEqual([7]);
  });

  it('forgets a closed tab and ignores other updates', async () => {
    nav.onUpdated(7, { status: 'loading' });
    nav.onRemoved(7);
    nav.onUpdated(8, { status: 'complete', url: 'https://example.com/' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(dropped).toEqual([]);
  });
});
