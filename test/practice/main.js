// Browser entry of the practice page: loads the word lists next to this file, then draws the game
// (after load, like the real page, whose server HTML holds no board).
import { startPractice } from './practice.js';

async function lines(name) {
  const res = await fetch(new URL(name, import.meta.url));
  if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
  return (await res.text()).split('\n').map((w) => w.trim()).filter((w) => /^[a-z]{5}$/.test(w));
}

try {
  const [allowed, answers] = await Promise.all([lines('words.txt'), lines('answers.txt')]);
  const practice = startPractice({ doc: document, storage: window.localStorage, words: new Set(allowed), answers, search: location.search, path: location.pathname });
  // For manual checks and the demo; the extension never touches it.
  Object.defineProperty(window, '__practice', { value: practice, configurable: true });
} catch (err) {
  document.body.textContent = `The practice page could not start: ${err instanceof Error ? err.message : String(err)}`;
}
