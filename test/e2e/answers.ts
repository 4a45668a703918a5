// The answers the e2e games are played against: drawn from the NYT answer list with a seed, so
// a run can be repeated (E2E_SEED=<n>) and different runs cover different games. The answers of
// one run are all different: the practice page, like the NYT, keeps each puzzle's game in
// localStorage, so a repeated answer reopens the finished game instead of an empty board (seed
// 7659 drew "vault" twice and the fault suite waited for an empty board that never came).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from './build';

export function pickAnswers(count: number, seed = Number(process.env.E2E_SEED ?? Date.now() % 100_000)): { seed: number; answers: string[] } {
  const list = readFileSync(resolve(ROOT, 'data/answers-nyt-2309.txt'), 'utf8').split('\n').map((w) => w.trim()).filter((w) => /^[a-z]{5}$/.test(w));
  let s = seed >>> 0 || 1;
  const next = () => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0) % list.length);
  const answers: string[] = [];
  while (answers.length < Math.min(count, list.length)) {
    const w = list[next()];
    if (!answers.includes(w)) answers.push(w);
  }
  return { seed, answers };
}
