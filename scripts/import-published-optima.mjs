// `node scripts/import-published-optima.mjs DIR`: builds data/opener-optima-nyt20220830.txt from
// alex1770/wordle's `results_easy_nyt20220830` and `results_hard_nyt20220830` in DIR (a checkout
// of that repository; see data/SOURCES.md for the commit). Each of those files lists all 14,855
// allowed guesses as openers with the exact optimum total over the 2,309 answers ("Infinity" in
// hard mode where no strategy wins every game). Ours keeps one line per opener, alphabetical:
// `word normal hard`, with `-` for Infinity, so the CLI bench can sample from the whole ranking.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/import-published-optima.mjs ALEX1770_WORDLE_CHECKOUT');
  process.exit(2);
}
const read = (name) => {
  const out = new Map();
  for (const line of readFileSync(join(dir, name), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const [word, , total] = line.trim().split(/\s+/);
    out.set(word, total === '1000000000' ? '-' : total);
  }
  return out;
};
const easy = read('results_easy_nyt20220830');
const hard = read('results_hard_nyt20220830');
const allowed = readFileSync(new URL('../data/allowed-nyt-14855.txt', import.meta.url), 'utf8').split('\n').filter(Boolean);
if (easy.size !== allowed.length || hard.size !== allowed.length) throw new Error('expected 14,855 openers in each file');
const lines = allowed.map((w) => {
  if (!easy.has(w) || !hard.has(w)) throw new Error(`opener ${w} missing`);
  return `${w} ${easy.get(w)} ${hard.get(w)}`;
});
writeFileSync(new URL('../data/opener-optima-nyt20220830.txt', import.meta.url), `${lines.join('\n')}\n`);
console.log(`${lines.length} openers written`);
