// The one way the content script asks the Wordle site anything, and only with the player's consent
// (past answers: past-answers.ts; the player's own games: nyt-history.ts): a request to the page's
// own origin, as the page itself would make it, whose body is read only up to a size limit.
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** The browser's fetch: the content script's one network call (test/e2e/package.test.ts holds it to that). */
export const siteFetch: Fetch = (url, init) => fetch(url, init);

/** The body as text, or null once it passes `max` bytes (read no further: a huge body costs nothing). */
export async function readCapped(res: Response, max: number): Promise<string | null> {
  if (Number(res.headers.get('content-length') ?? 0) > max) return null;
  if (!res.body) return null;
  const reader = res.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      void reader.cancel().catch(() => undefined);
      return null;
    }
    parts.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.byteLength;
  }
  return new TextDecoder().decode(all);
}
