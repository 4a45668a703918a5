// The history model: the shipped dated answers, the date cut (no answer of D or later is known on
// D), the fitted weights (reproducible from the data), learned answers and the caches keyed by
// which weights they hold.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FITTED_COUNTS, FITTED_THROUGH, FITTED_WEIGHTS } from '../../src/core/data/history-weights';
import { dateOfDay, dayNumber, isDate, localDate } from '../../src/core/dates';
import { lastAnswerDate, learnedBefore, shippedHistory } from '../../src/core/history';
import { fitAtEnd, fitFor, fitHistoryWeights } from '../../src/core/history-fit';
import { answerModel } from '../../src/core/model';
import { shippedThrough } from '../../src/core/past-answers';
import { makeSet } from '../../src/core/candidates';
import { Searcher } from '../../src/core/search';
import { searcherFor } from '../../src/core/strategies/optimal';
import { evaluateGuess, score, suggest } from '../../src/core';
import { analyseGame } from '../../src/core/analysis';
import { wordTable } from '../../src/core/words';

const t = wordTable();
const dated = (JSON.parse(readFileSync(new URL('../../data/answers-nyt-dated-20260821.json', import.meta.url), 'utf8')) as { results: { date: string; word: string }[] }).results;
const answerOf = (date: string) => dated.find((d) => d.date === date)!.word;

describe('shipped dated answers', () => {
  it('bundles every day of the data file, in order, with no gap', () => {
    const h = shippedHistory();
    expect(dateOfDay(h.firstDay)).toBe('2021-06-19');
    expect(h.last).toBe(dated.at(-1)!.date);
    expect(h.byDay.length).toBe(dated.length);
    expect(Array.from(h.byDay, (i, d) => `${dateOfDay(h.firstDay + d)} ${t.words[i]}`)).toEqual(dated.map((d) => `${d.date} ${d.word}`));
  });

  it('dates: only real calendar days, and day numbers round-trip', () => {
    expect(isDate('2026-02-28')).toBe(true);
    expect(isDate('2024-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-3-03', ' 2026-03-03', '20260303', 20260303, undefined]) expect(isDate(bad)).toBe(false);
    for (const d of ['1970-01-01', '2021-06-19', '2024-02-29', '2026-08-21']) expect(dateOfDay(dayNumber(d))).toBe(d);
  });
});

describe('the date cut: nothing of day D or later is known on D', () => {
  const h = shippedHistory();
  const sample = ['2021-06-19', '2025-07-18', '2026-02-02', '2026-02-17', '2026-03-03', '2026-06-12', '2026-08-21'];

  it.each(sample)('%s: the played words are exactly the answers before it', (date) => {
    const m = answerModel('history', { date });
    const before = new Set(dated.filter((d) => d.date < date).map((d) => d.word));
    const played = new Set(Array.from(m.played!, (p, i) => (p ? t.words[i] : '')).filter(Boolean));
    expect(played).toEqual(before);
    // The day's own answer is "played" only when an earlier day had it (a repeat).
    expect(m.played![t.indexOf(answerOf(date))] === 1).toBe(before.has(answerOf(date)));
  });

  it.each(sample)('%s: the weights do not change when the answers of that day and later change', (date) => {
    const cut = dayNumber(date);
    const scrambled = Int32Array.from(h.byDay);
    // Replace every answer from the cut on with another word (a repeat of an old answer or a fresh one).
    for (let d = cut - h.firstDay; d < scrambled.length; d++) scrambled[d] = h.byDay[(d * 7919) % h.byDay.length];
    expect(fitHistoryWeights(scrambled, h.firstDay, cut)).toEqual(fitHistoryWeights(h.byDay, h.firstDay, cut));
    expect(fitFor(cut)).toEqual(fitHistoryWeights(h.byDay, h.firstDay, cut));
  });

  it('on the first day of the repeat era the window is empty: every listed word not played weighs alike with the played ones', () => {
    const f = fitFor(dayNumber('2026-02-02'));
    expect(f.counts.days).toBe(0);
    for (const w of Object.values(f.weights.played)) expect(w).toBeCloseTo(1, 6);
    expect(f.weights.added).toBeCloseTo(1, 6);
  });

  it('before the repeat era, a played word is nearly ruled out whatever its year (the NYT did not repeat)', () => {
    const f = fitFor(dayNumber('2025-06-01'));
    expect(f.counts.played).toBe(0);
    expect(f.counts.playedByYear).toEqual({});
    expect(new Set(Object.values(f.weights.played)).size).toBe(1);
    expect(f.weights.played[2025]).toBeLessThan(0.01);
    expect(f).toEqual(fitFor(dayNumber('2025-06-01'), 'alike'));
  });

  it('an archive puzzle uses only the answers before its own date, whatever today is', () => {
    // SQUAD was first the answer on 2022-04-11 and again on 2026-02-17.
    expect(answerModel('history', { date: '2022-04-11' }).played![t.indexOf('squad')]).toBe(0);
    expect(answerModel('history', { date: '2022-04-12' }).played![t.indexOf('squad')]).toBe(1);
    expect(lastAnswerDate('squad', '2026-02-17')).toBe('2022-04-11');
    expect(lastAnswerDate('squad', '2026-02-18')).toBe('2026-02-17');
    expect(lastAnswerDate('squad', '2022-04-11')).toBeUndefined();
  });

  it('today is the date on the local clock: in each time zone at its own midnight', () => {
    expect(localDate(new Date(2026, 2, 3, 23, 59, 59))).toBe('2026-03-03');
    expect(localDate(new Date(2026, 2, 4, 0, 0, 1))).toBe('2026-03-04');
    // One instant, 2026-03-03 11:30 UTC: already the 4th in Auckland (UTC+13), still the 3rd in Los Angeles.
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const at = (tz: string) => {
      const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e',
        "const { localDate } = await import('./src/core/dates.ts'); console.log(localDate(new Date(Date.UTC(2026, 2, 3, 11, 30))));"],
      { cwd: root, encoding: 'utf8', env: { ...process.env, TZ: tz } });
      return r.stdout.trim();
    };
    expect(at('Pacific/Auckland')).toBe('2026-03-04');
    expect(at('America/Los_Angeles')).toBe('2026-03-03');
    expect(at('UTC')).toBe('2026-03-03');
  });
});

describe('the fitted weights', () => {
  it('the shipped figures are the fit function on the shipped data (npm run data writes them)', () => {
    const fit = fitAtEnd();
    expect({ through: FITTED_THROUGH, weights: FITTED_WEIGHTS, counts: FITTED_COUNTS }).toEqual(fit);
    expect(fit.through).toBe(shippedThrough());
  });

  it('counts the repeat era as the issue reports it: 201 days, 162 original, 17 added, 22 repeats, 19 of them answers of 2021', () => {
    expect(FITTED_COUNTS).toEqual({ days: 201, original: 162, added: 17, longShot: 0, played: 22, playedByYear: { 2021: 19, 2022: 1, 2023: 1, 2024: 1, 2025: 0, 2026: 0 } });
    const repeats = dated.filter((d, i) => d.date >= '2026-02-02' && dated.slice(0, i).some((e) => e.word === d.word));
    expect(repeats).toHaveLength(22);
    // A word of 2021 not played since is about a third as likely as one of the original list not
    // played yet; a word of a later year about one in sixty, one of a year with no repeat yet less
    // still, but not nothing.
    const w: Record<string, number> = FITTED_WEIGHTS.played;
    expect(w[2021]).toBeGreaterThan(0.25);
    expect(w[2021]).toBeLessThan(0.5);
    for (const y of [2022, 2023, 2024]) expect(1 / w[y]).toBeGreaterThan(40);
    for (const y of [2025, 2026]) expect(w[y]).toBeGreaterThan(0);
    for (const y of [2025, 2026]) expect(w[y]).toBeLessThan(w[2022]);
    expect(FITTED_WEIGHTS.longShot).toBeLessThan(FITTED_WEIGHTS.added);
  });

  it('the rule before (every played word alike) gives the one played weight of before: about 1 in 20', () => {
    const h = shippedHistory();
    const alike = fitHistoryWeights(h.byDay, h.firstDay, h.firstDay + h.byDay.length, 'alike');
    expect(new Set(Object.values(alike.weights.played)).size).toBe(1);
    expect(1 / alike.weights.played[2021]).toBeGreaterThan(15);
    expect(1 / alike.weights.played[2021]).toBeLessThan(30);
    expect(alike.counts.played).toBe(22);
    expect({ ...alike.weights, played: undefined }).toEqual({ ...FITTED_WEIGHTS, played: undefined });
  });

  it('a word answered again weighs as an answer of the year of its new play', () => {
    // CIGAR: 2021-06-19, again 2026-02-02. TRACE: 2021-12-15, again 2026-08-21.
    const m = answerModel('history', { date: '2026-08-22' });
    expect(m.weight[t.indexOf('cigar')]).toBeCloseTo(FITTED_WEIGHTS.played[2026], 12);
    expect(m.weight[t.indexOf('trace')]).toBeCloseTo(FITTED_WEIGHTS.played[2026], 12);
    // REBUT (2021-06-20), never again; SQUAD (2022-04-11, again 2026-02-17); MURKY (2026-08-20).
    expect(m.weight[t.indexOf('rebut')]).toBeCloseTo(FITTED_WEIGHTS.played[2021], 12);
    expect(m.weight[t.indexOf('squad')]).toBeCloseTo(FITTED_WEIGHTS.played[2026], 12);
    const before = answerModel('history', { date: '2026-08-21' });
    expect(before.weight[t.indexOf('trace')]).toBeCloseTo(before.fit!.weights.played[2021], 12);
  });

  it('days after the list ends use the shipped figures, and share one model; a year after the fit weighs as its newest', () => {
    const a = answerModel('history', { date: '2026-08-22' });
    const b = answerModel('history', { date: '2026-12-01' });
    expect(a.id).toBe(b.id);
    expect(a.weight).toBe(b.weight);
    expect(a.fit!.weights).toEqual(FITTED_WEIGHTS);
    const c = answerModel('history', { date: '2027-02-01', learnedAnswers: [{ date: '2027-01-05', word: 'stave' }] });
    expect(c.weight[t.indexOf('stave')]).toBeCloseTo(FITTED_WEIGHTS.played[2026], 12);
  });
});

describe('the list of words left', () => {
  it('keeps the words not played yet first, though an answer of 2021 outweighs an added word not played yet', () => {
    // After TARSE on LINEN (2021-08-09, again 2026-03-03): 2021's answers and added words fit.
    const board = [{ guess: 'tarse', marks: score('tarse', 'linen') }, { guess: 'cloud', marks: score('cloud', 'linen') }];
    const r = suggest(board, { date: '2026-12-01', top: 1 });
    if (!r.ok) throw new Error(r.error);
    const m = answerModel('history', { date: '2026-12-01' });
    const words = r.value.remaining.map((w) => t.indexOf(w));
    const fresh = words.filter((i) => !m.played![i] && m.listed[i]);
    const played = words.filter((i) => m.played![i]);
    // The case the grouping is for: a played word heavier than a word not played yet.
    expect(Math.max(...played.map((i) => m.weight[i]))).toBeGreaterThan(Math.min(...fresh.map((i) => m.weight[i])));
    const fresh2 = r.value.candidates - r.value.longShots - r.value.played!;
    expect(words.slice(0, Math.min(fresh2, words.length)).every((i) => !m.played![i] && m.listed[i])).toBe(true);
    expect(words.slice(fresh2, fresh2 + played.length).every((i) => m.played![i])).toBe(true);
    // Within each group, most likely first: the answers of 2021 lead the played ones.
    for (const group of [fresh, played]) for (let k = 1; k < group.length; k++) expect(m.weight[group[k - 1]]).toBeGreaterThanOrEqual(m.weight[group[k]]);
    expect(lastAnswerDate(t.words[played[0]], '2026-12-01')!.slice(0, 4)).toBe('2021');
  });
});

describe('learned answers', () => {
  const after = '2026-12-01';

  it('count as played for later days only, after the shipped list, and bad records are dropped', () => {
    const learned = [
      // Words never played in the shipped list.
      { date: '2026-09-01', word: 'stave' }, // kept
      { date: '2026-09-02', word: 'XYZZY' }, // not a word
      { date: '2026-02-30', word: 'fight' }, // not a date
      { date: '2026-03-03', word: 'prawn' }, // inside the shipped list (LINEN): the list wins
      { date: '2026-12-01', word: 'adieu' }, // the puzzle's own day
      { date: '2026-12-05', word: 'tarse' }, // later
      { date: 12, word: 'stave' } as unknown as { date: string; word: string },
    ];
    expect(learnedBefore(learned, dayNumber(after))).toEqual([{ date: '2026-09-01', word: 'stave' }]);
    const m = answerModel('history', { date: after, learnedAnswers: learned });
    expect(m.learned).toBe(1);
    expect(m.played![t.indexOf('stave')]).toBe(1);
    for (const w of ['fight', 'prawn', 'adieu', 'tarse']) expect(m.played![t.indexOf(w)]).toBe(0);
    expect(m.id).not.toBe(answerModel('history', { date: after }).id);
    expect(lastAnswerDate('stave', after, learned)).toBe('2026-09-01');
  });

  it('move the suggestions: a word learned as played counts as unlikely', () => {
    const board = [{ guess: 'tarse', marks: score('tarse', 'stave') }];
    const plain = suggest(board, { date: after, top: 1 });
    const learned = suggest(board, { date: after, top: 1, learnedAnswers: [{ date: '2026-09-01', word: 'stave' }] });
    if (!plain.ok || !learned.ok) throw new Error('suggest failed');
    const rank = (r: typeof plain) => r.value.remaining.indexOf('stave');
    expect(rank(plain)).toBeGreaterThanOrEqual(0);
    expect(rank(learned)).toBeGreaterThan(rank(plain));
  });
});

describe('a list shipped earlier (the benchmark of a stale list)', () => {
  it('knows the days through its end and the answers learned since, with the fit of its end', () => {
    const through = '2026-05-13';
    const stale = answerModel('history', { date: '2026-08-21', shippedThrough: through });
    const atEnd = answerModel('history', { date: '2026-05-14' });
    // The same history and weights as the full list's model of the day after that end.
    expect(stale.id).toBe(atEnd.id);
    expect(Array.from(stale.weight)).toEqual(Array.from(atEnd.weight));
    // SMILE (2023-09-27, again 2026-05-30) is an answer of 2023 to the stale list.
    expect(stale.weight[t.indexOf('smile')]).toBe(stale.fit!.weights.played[2023]);
    const learned = [{ date: '2026-05-30', word: 'smile' }];
    const withWins = answerModel('history', { date: '2026-08-21', shippedThrough: through, learnedAnswers: learned });
    expect(withWins.learned).toBe(1);
    expect(withWins.weight[t.indexOf('smile')]).toBe(stale.fit!.weights.played[2026]);
    // The full list knows that day itself: a learned answer inside it is not counted again.
    expect(answerModel('history', { date: '2026-08-21', learnedAnswers: learned }).learned).toBe(0);
  });
});

describe('the puzzle date in the API', () => {
  it('suggest, evaluateGuess and analyseGame refuse a bad date with a clear message', () => {
    const board = [{ guess: 'tarse', marks: score('tarse', 'linen') }];
    for (const r of [suggest(board, { date: '2026-3-3' }), evaluateGuess(board, 'crane', { date: '3 March' }), analyseGame(board, { date: '2026-02-30' })]) {
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatch(/is not a date: expected YYYY-MM-DD/);
    }
  });

  it('the same board ranks its candidates by the date: LINEN leads before it was the answer again, not after', () => {
    // LINEN: first played 2021-08-09, again 2026-03-03. On 2021-08-09 it is not played yet.
    const board = [{ guess: 'tarse', marks: score('tarse', 'linen') }, { guess: 'doily', marks: score('doily', 'linen') }];
    const before = suggest(board, { date: '2021-08-09', top: 1 });
    const after = suggest(board, { date: '2026-03-04', top: 1 });
    if (!before.ok || !after.ok) throw new Error('suggest failed');
    const w = (r: typeof before, word: string) => r.value.remaining.indexOf(word);
    expect(w(before, 'linen')).toBeLessThan(w(after, 'linen'));
  });
});

describe('caches keyed by the weights they were computed with', () => {
  it('two dates have two models and two searchers; the dates after the list share one', () => {
    const a = answerModel('history', { date: '2026-03-01' });
    const b = answerModel('history', { date: '2026-06-01' });
    expect(a.id).not.toBe(b.id);
    expect(searcherFor(a, 'normal')).not.toBe(searcherFor(b, 'normal'));
    expect(searcherFor(a, 'normal')).not.toBe(searcherFor(a, 'hard'));
    expect(searcherFor(answerModel('history', { date: '2026-09-01' }), 'hard')).toBe(searcherFor(answerModel('history', { date: '2026-12-01' }), 'hard'));
  });

  it('each date after the list has its own date, in the model and in the result, whichever was asked first', () => {
    const board = [{ guess: 'tarse', marks: score('tarse', 'linen') }];
    for (const date of ['2026-10-01', '2026-10-02']) {
      expect(answerModel('history', { date }).date).toBe(date);
      const r = suggest(board, { date, top: 1 });
      expect(r.ok && r.value.date).toBe(date);
    }
  });

  it('the model of the day being played stays while other dates come and go (least recently used goes first)', () => {
    const today = answerModel('history', { date: '2026-09-01' });
    const first = answerModel('history', { date: '2025-01-01' });
    // Twelve other dates, more than the models kept; the day played is asked for between each.
    for (let d = 2; d <= 13; d++) {
      answerModel('history', { date: `2025-01-${String(d).padStart(2, '0')}` });
      expect(answerModel('history', { date: '2026-09-01' })).toBe(today);
    }
    expect(answerModel('history', { date: '2025-01-01' })).not.toBe(first);
  });

  it('a memo shared by two dates would give wrong values (the hazard the keys prevent)', () => {
    // Words first played between the two dates (weight 1 on the first, "played" on the second) and
    // commoner words not played by either, so that both dates order the set alike: same memo keys,
    // different weights.
    const d1 = '2026-03-01';
    const d2 = '2026-06-01';
    const m1 = answerModel('history', { date: d1 });
    const m2 = answerModel('history', { date: d2 });
    const between = dated.filter((d) => d.date >= d1 && d.date < d2 && m1.weight[t.indexOf(d.word)] === 1 && t.frequency[t.indexOf(d.word)] < 40).map((d) => t.indexOf(d.word));
    const fresh = Array.from(t.classicAnswers).filter((i) => !m2.played![i] && m2.listed[i] && t.frequency[i] >= 40 && m1.weight[i] === m2.weight[i]);
    const pick = [...between.slice(0, 5), ...fresh.slice(0, 5)];
    const s1 = makeSet(pick, m1.weight);
    const s2 = makeSet(pick, m2.weight);
    expect(Array.from(s1.idx)).toEqual(Array.from(s2.idx));
    expect(Array.from(s1.w)).not.toEqual(Array.from(s2.w));
    const pool = Uint16Array.from(['qajaq', 'xylyl', 'fuzzy', 'immix'], (w) => t.indexOf(w));
    const request = (set: typeof s1) => ({ set, pool, left: 3, req: null, limits: { width: [24, 8], deadline: Infinity }, top: 10 });
    const costs = (s: Searcher, set: typeof s1) => s.rank(request(set)).ranked.map((r) => [t.words[r.word], r.cost]);
    const shared = new Searcher('normal');
    costs(shared, s1);
    expect(costs(shared, s2)).not.toEqual(costs(new Searcher('normal'), s2));
    // The searchers the solver uses are keyed by model id: each gives what a fresh one gives.
    costs(searcherFor(m1, 'normal'), s1);
    expect(costs(searcherFor(m2, 'normal'), s2)).toEqual(costs(new Searcher('normal'), s2));
  });
});
