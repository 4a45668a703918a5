// `npx tsx scripts/repeat-rules.ts`: how well rules for weighing the played words foresee the real
// answers (docs/benchmarks.md, "Repeats by year against every played word alike"). For each day of
// the repeat era, each rule is fitted on the era's days before it as fitHistoryWeights fits (a
// class's rate: its answers plus the prior's, over its exposure plus the prior's, the prior being
// 7 days of the plain model) and scores log2 of the chance it gave that day's answer; printed: the
// mean over the era. The words not played yet weigh as in the shipped model under every rule.
import { dayNumber } from '../src/core/dates';
import { baseClasses, PRIOR_DAYS, yearOfDay } from '../src/core/history-fit';
import { REPEAT_ERA_FROM, shippedHistory } from '../src/core/history';

const h = shippedHistory();
const { cls, shape } = baseClasses();
const n = cls.length;
const era = dayNumber(REPEAT_ERA_FROM);
const end = h.firstDay + h.byDay.length;
const from2022 = dayNumber('2022-01-01');

/** The state at the start of each era day: each word's last play (-1: never) and the base classes' sizes. */
interface Day { day: number; answer: number; last: Int32Array; size: number[]; played: number }
const days: Day[] = [];
const last = new Int32Array(n).fill(-1);
const size = [0, 0, 0];
for (let i = 0; i < n; i++) size[cls[i]] += shape[i];
let played = 0;
for (let day = h.firstDay; day < end; day++) {
  const answer = h.byDay[day - h.firstDay];
  if (day >= era) days.push({ day, answer, last: Int32Array.from(last), size: size.slice(), played });
  if (last[answer] < 0) {
    size[cls[answer]] -= shape[answer];
    played++;
  }
  last[answer] = day;
}
const total = size[0] + size[1] + size[2] + played;
const rate = (answers: number, exposure: number, now: number) => (answers + (PRIOR_DAYS * now) / total) / (exposure + PRIOR_DAYS * now);

/** log2 of the chance of day k's answer when a played word last the answer on day L weighs playedWeight(L). */
function score(k: number, playedWeight: (lastDay: number) => number): number {
  const d = days[k];
  const answers = [0, 0, 0];
  const exposure = [0, 0, 0];
  for (const w of days.slice(0, k)) {
    for (let c = 0; c < 3; c++) exposure[c] += w.size[c];
    if (w.last[w.answer] < 0) answers[cls[w.answer]]++;
  }
  const fresh = [0, 1, 2].map((c) => rate(answers[c], exposure[c], d.size[c]));
  const weight = (i: number) => (d.last[i] >= 0 ? playedWeight(d.last[i]) : fresh[cls[i]] * shape[i]);
  let sum = 0;
  for (let i = 0; i < n; i++) sum += weight(i);
  return Math.log2(weight(d.answer) / sum);
}

/** A rule of classes: each class's rate fitted on the days before k, times `scale` of its key. */
function byClass(key: (lastDay: number) => string, scale: Record<string, number> = {}) {
  const counts = days.map((d) => {
    const c = new Map<string, number>();
    for (let i = 0; i < n; i++) if (d.last[i] >= 0) c.set(key(d.last[i]), (c.get(key(d.last[i])) ?? 0) + 1);
    return c;
  });
  return (k: number) => {
    const answers = new Map<string, number>();
    const exposure = new Map<string, number>();
    for (let j = 0; j < k; j++) {
      for (const [c, m] of counts[j]) exposure.set(c, (exposure.get(c) ?? 0) + m);
      const l = days[j].last[days[j].answer];
      if (l >= 0) answers.set(key(l), (answers.get(key(l)) ?? 0) + 1);
    }
    const r = new Map<string, number>();
    for (const [c, m] of counts[k]) r.set(c, rate(answers.get(c) ?? 0, exposure.get(c) ?? 0, m) * (scale[c] ?? 1));
    return score(k, (l) => r.get(key(l)) ?? 0);
  };
}

/** rate × e^(b × years since the last play), b on a grid and the rate fitted with it (the prior on the rate). */
function smooth() {
  const grid = Array.from({ length: 61 }, (_, j) => -1 + j / 10);
  const exposure = days.map((d) => grid.map((b) => {
    let s = 0;
    for (let i = 0; i < n; i++) if (d.last[i] >= 0) s += Math.exp((b * (d.day - d.last[i])) / 365);
    return s;
  }));
  return (k: number) => {
    const d = days[k];
    let best = { ll: -Infinity, b: 0, r: 0 };
    grid.forEach((b, j) => {
      let repeats = 0;
      let ages = 0;
      let e = 0;
      for (let t = 0; t < k; t++) {
        e += exposure[t][j];
        const l = days[t].last[days[t].answer];
        if (l >= 0) {
          repeats++;
          ages += (days[t].day - l) / 365;
        }
      }
      const r = (repeats + (PRIOR_DAYS * d.played) / total) / (e + PRIOR_DAYS * exposure[k][j]);
      const ll = b * ages + repeats * Math.log(r) - r * e;
      if (ll > best.ll) best = { ll, b, r };
    });
    return score(k, (l) => best.r * Math.exp((best.b * (d.day - l)) / 365));
  };
}

const is2021 = (l: number) => (l < from2022 ? '2021' : 'later');
const rules: [string, (k: number) => number][] = [
  ['all alike (the rule before)', byClass(() => 'played')],
  ['calendar year of the last play (shipped)', byClass((l) => String(yearOfDay(l)))],
  ['2021, or later', byClass(is2021)],
  ...[0.5, 0.75, 1.5, 2].map((f): [string, (k: number) => number] => [`2021 × ${f}, or later`, byClass(is2021, { '2021': f })]),
  ['rate × e^(b × years since)', smooth()],
];
for (const [name, rule] of rules) {
  let sum = 0;
  for (let k = 0; k < days.length; k++) sum += rule(k);
  process.stdout.write(`${name}: ${(sum / days.length).toFixed(3)} bits a day over ${days.length} days\n`);
}
