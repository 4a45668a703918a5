// `npm run opener-trees`: which opener each repeat rule of the history model would choose for its
// book, by its own full trees. For the model of the book's date under each rule (by the year of
// the last play, as shipped, and every played word alike), the openers the live profile ranks
// best at the empty board; every rule's, plus the book's own and any `--also=WORD,…`, played out
// under each rule to the full tree with the book's widths: the tree's expected guesses under that rule's weights, its
// total over the listed words and the words it loses. Each rule's choice: fewest lost, then
// fewest expected guesses. 15-50 s a hard tree; `--out=FILE` writes each result to a JSON file
// as it comes, and a rerun with the same file skips what it holds (so a file kept from before a
// change to the search would hide that change). `npm run opener-trees -- --mode=hard --top=8
// --also=stale` (STALE: the hard book's opener before).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { BOOK_DATE } from './book-date';
import { answerModel } from '../src/core/model';
import { BOOK_OPENERS, BOOK_WIDTHS, LIVE_WIDTHS } from '../src/core/strategies/optimal';
import { expectedGuesses, openerTree, rankOpeners, totals } from '../src/core/tree';
import type { Mode, RepeatRule } from '../src/core/types';
import { wordTable } from '../src/core/words';

const args = process.argv.slice(2);
const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const mode = (flag('mode') ?? 'hard') as Mode;
if (mode !== 'normal' && mode !== 'hard') throw new Error(`--mode is normal or hard, got "${mode}"`);
const top = Number(flag('top') ?? 8);
const out = flag('out');
const also = (flag('also') ?? '').toLowerCase().split(',').filter(Boolean);
const unknown = also.find((w) => wordTable().indexOf(w) < 0);
if (unknown !== undefined) throw new Error(`--also takes allowed words, got "${unknown}"`);

interface TreeRow {
  rule: RepeatRule;
  opener: string;
  /** The rule's live profile's rank at the empty board (0: not in its top, another rule's or the book's). */
  rank: number;
  /** Expected guesses under the rule's weights, over its listed words. */
  expected: number;
  /** Guesses summed over the listed words, each counted once. */
  total: number;
  lost: string[];
  seconds: number;
}

const { words } = wordTable();
const rules: RepeatRule[] = ['by-age', 'alike'];
const models = rules.map((rule) => answerModel('history', { date: BOOK_DATE, repeats: rule }));
// Every rule's candidates are played under every rule: each chooses from the same openers.
const ranked = models.map((model) => rankOpeners(model, mode, { width: LIVE_WIDTHS[mode], deadline: Infinity }, top).map((r) => words[r.word]));
const candidates = [...new Set([...ranked.flat(), BOOK_OPENERS.history[mode], ...also])];
const rows: TreeRow[] = out && existsSync(out) ? (JSON.parse(readFileSync(out, 'utf8')) as TreeRow[]) : [];
rules.forEach((rule, k) => {
  const model = models[k];
  console.log(`${rule} (${model.id}), ${mode}: the live profile's top ${top}: ${ranked[k].join(' ')}`);
  for (const opener of candidates) {
    if (rows.some((r) => r.rule === rule && r.opener === opener)) continue;
    const start = performance.now();
    const tree = openerTree({ model, mode, opener, widths: BOOK_WIDTHS.history[mode] });
    const t = totals(tree, model.answers);
    const row: TreeRow = {
      rule,
      opener,
      rank: ranked[k].indexOf(opener) + 1,
      expected: expectedGuesses(tree, model.answers, model.weight),
      total: t.total,
      lost: t.lost.map((a) => words[a]).sort(),
      seconds: Math.round((performance.now() - start) / 1000),
    };
    rows.push(row);
    if (out) writeFileSync(out, `${JSON.stringify(rows, null, 1)}\n`);
    console.log(`${rule} ${opener}: expected ${row.expected.toFixed(4)} total ${row.total} lost ${row.lost.length} ${row.lost.join(' ')} in ${row.seconds} s`);
  }
  const mine = rows.filter((r) => r.rule === rule).sort((a, b) => a.lost.length - b.lost.length || a.expected - b.expected);
  console.log(`${rule}: chooses ${mine[0].opener.toUpperCase()}`);
});
