// The exact optimum from every opener, published by alex1770/wordle (results_easy_nyt20220830 and
// results_hard_nyt20220830: 2,309 answers, 14,855 guesses), copied into
// data/opener-optima-nyt20220830.txt by scripts/import-published-optima.mjs (source, commit and
// licence in data/SOURCES.md). Node only: the CLI bench reads it, the extension never ships it.
import { readFileSync } from 'node:fs';
import type { Mode } from '../core';
import { seeded } from '../core/seeded';

export interface PublishedOptimum {
  opener: string;
  /** Least total guesses over the 2,309 classic answers, normal mode. */
  normal: number;
  /** The same in hard mode; null where no strategy wins every game (published as Infinity). */
  hard: number | null;
  /** 1-based place of the opener when all are sorted by the normal-mode optimum (ties by word). */
  rank: number;
}

const FILE = new URL('../../data/opener-optima-nyt20220830.txt', import.meta.url);
let cache: PublishedOptimum[] | undefined;

/** Every opener, best first by the normal-mode optimum. */
export function publishedOptima(): readonly PublishedOptimum[] {
  if (cache) return cache;
  const rows = readFileSync(FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [opener, normal, hard] = line.split(' ');
      return { opener, normal: Number(normal), hard: hard === '-' ? null : Number(hard), rank: 0 };
    });
  rows.sort((a, b) => a.normal - b.normal || (a.opener < b.opener ? -1 : 1));
  rows.forEach((r, i) => (r.rank = i + 1));
  return (cache = rows);
}

export function publishedOptimum(opener: string, mode: Mode): number | null | undefined {
  const row = publishedOptima().find((r) => r.opener === opener);
  return row ? row[mode] : undefined;
}


/**
 * `n` openers spread over the whole ranking, strong to absurd: the ranking is cut into n equal
 * slices and one opener is drawn from each with the seeded generator. The best opener (TARSE)
 * and the worst are in the first and last slices, so both ends are always represented.
 */
export function sampleOpeners(n: number, seed: number): PublishedOptimum[] {
  const all = publishedOptima();
  const random = seeded(seed);
  const out: PublishedOptimum[] = [];
  for (let i = 0; i < n; i++) {
    const from = Math.floor((i * all.length) / n);
    const to = Math.floor(((i + 1) * all.length) / n);
    out.push(all[from + Math.floor(random() * (to - from))]);
  }
  return out;
}
