// Where the page is now. In-page navigation (history.pushState, a hash change, back and forward)
// changes the address without a load, and the background cannot see the new address (it asks for
// no `tabs` permission): only the content script, living in the page, knows it. pushState fires no
// event of its own; the Navigation API's `currententrychange` sees it where the browser has one
// (Chrome), and elsewhere a comparison of `location.href` every `pollMs` does (Firefox ESR 140).
export interface AddressWatchOptions {
  signal: AbortSignal;
  /** Where the Navigation API is missing: how often to compare the address (default 250 ms). */
  pollMs?: number;
}

interface NavigationLike {
  addEventListener(type: 'currententrychange', listener: () => void, options: { signal: AbortSignal }): void;
}

/** Calls `onChange(href)` whenever the page's address changes without a load; never throws into the page. */
export function watchAddress(win: Window, opts: AddressWatchOptions, onChange: (href: string) => void): void {
  const { signal } = opts;
  let last = win.location.href;
  const check = () => {
    try {
      const now = win.location.href;
      if (now === last) return;
      last = now;
      onChange(now);
    } catch (err) {
      console.warn(`[wordle-assistant] following the page's address failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  };
  for (const type of ['popstate', 'hashchange'] as const) win.addEventListener(type, check, { signal });
  const navigation = (win as Window & { navigation?: NavigationLike }).navigation;
  if (navigation && typeof navigation.addEventListener === 'function') {
    navigation.addEventListener('currententrychange', check, { signal });
    return;
  }
  const timer = setInterval(check, opts.pollMs ?? 250);
  signal.addEventListener('abort', () => clearInterval(timer), { once: true });
}
