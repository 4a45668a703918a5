// Writes data/scowl-levels-5letter.txt from a copy of SCOWL (Spell-Checker Oriented Word Lists):
// for each allowed guess that SCOWL holds, the smallest SCOWL size that contains it ("word size",
// sizes 10 = the commonest words … 95 = the rarest). build-data.mjs turns these sizes into the
// frequency classes the answer model uses. SCOWL comes from Debian's `scowl` package:
//   apt-get download scowl && dpkg-deb -x scowl_*.deb scowl-deb
//   node scripts/scowl-levels.mjs scowl-deb/usr/share/dict/scowl
// (an installed package has the same files in /usr/share/dict/scowl, the default).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';

const dir = process.argv[2] ?? '/usr/share/dict/scowl';
const allowed = readFileSync(new URL('../data/allowed-nyt-14855.txt', import.meta.url), 'utf8').trim().split('\n');
const wanted = new Set(allowed);
const size = new Map();
// Every spelling category (American, British, Canadian, Australian and their variants) and every
// sub-category (words, upper-case words, names, abbreviations, contractions): a Wordle word is
// lower case, but "paris" or "texas" are still guessable words whose commonness SCOWL rates.
// The special-* lists (roman numerals, hacker jargon) are left out.
const FILE = /^[a-z_0-9]+-(words|upper|proper-names|abbreviations|contractions)\.(\d+)$/;
let files = 0;
for (const name of readdirSync(dir).sort()) {
  const m = FILE.exec(name);
  if (!m || name.startsWith('special-')) continue;
  files++;
  const level = Number(m[2]);
  for (const line of readFileSync(`${dir}/${name}`, 'utf8').split('\n')) {
    const w = line.toLowerCase();
    if (wanted.has(w) && (size.get(w) ?? Infinity) > level) size.set(w, level);
  }
}
if (files === 0) throw new Error(`no SCOWL word lists in ${dir}`);
const lines = allowed.filter((w) => size.has(w)).map((w) => `${w} ${size.get(w)}`);
writeFileSync(new URL('../data/scowl-levels-5letter.txt', import.meta.url), `${lines.join('\n')}\n`);
console.log(`scowl-levels-5letter.txt: ${lines.length} of ${allowed.length} allowed words from ${files} SCOWL files`);
