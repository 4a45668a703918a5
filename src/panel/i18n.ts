// All panel text goes through t(). In the extension, chrome.i18n picks the user's locale; in a plain
// page (dev page, component tests) it is missing, so the bundled English file answers instead,
// with the same placeholder rules, so both paths show the same text.
import messages from '../_locales/en/messages.json';

export type MessageKey = keyof typeof messages;

interface Entry {
  message: string;
  placeholders?: Record<string, { content: string }>;
}

const bundled: Record<string, Entry> = messages;

/**
 * The chrome.i18n-style expansion: $NAME$ → its placeholder content, $n → substitution n, $$ → $.
 * @internal exported for the tests: its unit test checks placeholders against chrome.i18n's rules.
 */
export function expand(entry: Entry, subs: readonly string[]): string {
  const positional = (s: string) => s.replace(/\$(\d)/g, (_, n: string) => subs[Number(n) - 1] ?? '');
  return entry.message
    .replace(/\$([A-Za-z0-9_@]+)\$/g, (whole, name: string) => {
      const ph = entry.placeholders?.[name.toLowerCase()];
      return ph ? positional(ph.content) : whole;
    })
    .replace(/\$\$/g, '$');
}

function browserMessage(key: string, subs: string[]): string {
  const i18n = (globalThis as { chrome?: { i18n?: { getMessage?: (k: string, s?: string[]) => string } } }).chrome?.i18n;
  if (typeof i18n?.getMessage !== 'function') return '';
  try {
    return i18n.getMessage(key, subs);
  } catch {
    return ''; // a page that defines a stray `chrome` object: fall back to the bundle
  }
}

/** The text for `key` with its substitutions (numbers are formatted by the caller). */
export function t(key: MessageKey, ...subs: (string | number)[]): string {
  const strings = subs.map(String);
  const fromBrowser = browserMessage(key, strings);
  if (fromBrowser) return fromBrowser;
  const entry = bundled[key];
  return entry ? expand(entry, strings) : key;
}
