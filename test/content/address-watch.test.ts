// watchAddress: the content script sees the page's own pushState (no event of its own) through
// the Navigation API where there is one, and by comparing the address elsewhere.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchAddress } from '../../src/content/address-watch';

/** A window with only what watchAddress uses; `navigation` when the browser has the API. */
function fakeWindow(withNavigation: boolean) {
  const target = new EventTarget();
  const navigation = withNavigation ? new EventTarget() : undefined;
  const win = {
    location: { href: 'https://www.nytimes.com/games/wordle/index.html' },
    addEventListener: target.addEventListener.bind(target),
    navigation,
  };
  /** What history.pushState does: the address changes, no window event fires. */
  const push = (href: string) => {
    win.location.href = href;
    navigation?.dispatchEvent(new Event('currententrychange'));
  };
  return { win: win as unknown as Window, push, fire: (type: string) => target.dispatchEvent(new Event(type)) };
}

describe('watchAddress', () => {
  let seen: string[];
  let stop: AbortController;
  beforeEach(() => {
    vi.useFakeTimers();
    seen = [];
    stop = new AbortController();
  });
  afterEach(() => {
    stop.abort();
    vi.useRealTimers();
  });

  it('with the Navigation API: every pushState at once, an unchanged address never', () => {
    const { win, push } = fakeWindow(true);
    watchAddress(win, { signal: stop.signal }, (h) => seen.push(h));
    push('https://www.nytimes.com/games/wordle/index.html?view=help#help');
    push('https://www.nytimes.com/games/wordle/index.html?view=help#help');
    push('https://www.nytimes.com/crosswords');
    expect(seen).toEqual(['https://www.nytimes.com/games/wordle/index.html?view=help#help', 'https://www.nytimes.com/crosswords']);
  });

  it('without it (Firefox ESR): within one poll of a pushState; popstate and hashchange at once; nothing after abort', async () => {
    const { win, push, fire } = fakeWindow(false);
    watchAddress(win, { signal: stop.signal, pollMs: 250 }, (h) => seen.push(h));
    push('https://www.nytimes.com/crosswords');
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(250);
    expect(seen).toEqual(['https://www.nytimes.com/crosswords']);
    win.location.href = 'https://www.nytimes.com/games/wordle/';
    fire('popstate');
    expect(seen).toHaveLength(2);
    stop.abort();
    push('https://www.nytimes.com/games/wordle/archive');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(seen).toHaveLength(2);
  });
});
