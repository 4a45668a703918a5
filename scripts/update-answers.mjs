// The maintainer's update of the shipped answers (`npm run data -- --update`): the NYT's answer of
// each day after the shipped list, up to yesterday in New York, from the game's own per-day puzzle
// file. Today's is never asked for. Every answer is checked before anything is written: the right
// date, an allowed five-letter word, the puzzle number the date gives, and no day missing.
//
// The file's shape and its check are the extension's own (src/core/past-answers.ts `parseDayFile`,
// with the public code it was read from); the shipped list's source builds its `number` from the
// file's `id` and stops at yesterday in New York (willray73-sys/wordle-words
// scripts/fetch_wordle_history.mjs at 15a7a62beb2062beda42bf343efecd8b5143bfa1); the shipped list
// has 2025-04-21 as {"number":2328,"word":"spate"}, puzzle 1,402.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseDayFile, puzzleNumber } from '../src/core/past-answers.ts';

export const NYT_BASE_URL = 'https://www.nytimes.com';
const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const dayOf = (date) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export { puzzleNumber };

/** The date in New York at `now`: the NYT's new puzzle day starts there last. */
export function newYorkDate(now = new Date()) {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const get = (type) => parts.find((p) => p.type === type).value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export const dayBefore = (date) => dateOf(dayOf(date) - 1);
export const dayAfter = (date) => dateOf(dayOf(date) + 1);

/**
 * Checks one day's file: `{ok, answer}` or `{ok: false, error}` saying what is wrong.
 * @internal exported for the tests: each malformed file the update must refuse.
 * @param {string} date the day asked for
 * @param {string} text the response body
 * @param {Set<string>} allowed the allowed guesses
 */
export function parseDay(date, text, allowed) {
  const checked = parseDayFile(date, text);
  if (checked.ok && !allowed.has(checked.answer.word)) return { ok: false, error: `${date}: the answer "${checked.answer.word}" is not an allowed guess` };
  return checked;
}

/**
 * Fetches the answers of `from` … `through` one day at a time, in order. The last day may be not
 * published yet (it is then left for the next update); any other missing day, or any answer that
 * fails its check, stops the update with nothing to write.
 * @returns {Promise<{ok: true, answers: object[], note?: string} | {ok: false, error: string}>}
 */
export async function fetchAnswers({ baseUrl, from, through, allowed, fetchImpl = fetch }) {
  const answers = [];
  for (let day = dayOf(from); day <= dayOf(through); day++) {
    const date = dateOf(day);
    const url = `${baseUrl.replace(/\/$/, '')}/svc/wordle/v2/${date}.json`;
    let res;
    try {
      res = await fetchImpl(url, { redirect: 'error', headers: { accept: 'application/json' } });
    } catch (e) {
      return { ok: false, error: `${date}: ${url} could not be fetched (${e?.cause?.code ?? e?.message ?? e})` };
    }
    if (res.status === 404 && date === through) return { ok: true, answers, note: `${date} is not published yet: fetched through ${dayBefore(date)}` };
    if (!res.ok) return { ok: false, error: `${date}: ${url} answered HTTP ${res.status}${date < through ? ' though later days are due: a day would be missing' : ''}` };
    const checked = parseDay(date, await res.text(), allowed);
    if (!checked.ok) return checked;
    answers.push(checked.answer);
  }
  return { ok: true, answers };
}

/** The fetched answers kept so far (`data/answers-nyt-fetched.json`), or none. */
export function readFetched(root) {
  const file = resolve(root, 'data/answers-nyt-fetched.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).results : [];
}

/**
 * The shipped dated answers: the copied list, then the fetched days, checked to run on one day at a
 * time from the first date (no day missing or twice) with every answer an allowed guess.
 */
export function datedAnswers(base, fetched, allowed) {
  const all = [...base.map((d) => ({ date: d.date, word: d.word })), ...fetched.map((d) => ({ date: d.date, word: d.word }))];
  all.forEach((d, i) => {
    if (!DATE.test(d.date)) throw new Error(`dated answers: bad date ${d.date}`);
    if (dayOf(d.date) !== dayOf(all[0].date) + i) throw new Error(`dated answers: ${d.date} is not the day after ${all[i - 1]?.date}`);
    if (!allowed.has(d.word)) throw new Error(`dated answers: ${d.word} (${d.date}) is not an allowed guess`);
  });
  return all;
}

const SOURCES_START = '<!-- fetched-answers -->';
const SOURCES_END = '<!-- /fetched-answers -->';

/** Writes the fetched answers after those kept, and their source and date in data/SOURCES.md. */
export function writeFetched(root, answers, fetchedAt, baseUrl) {
  const kept = readFetched(root);
  const results = [...kept, ...answers];
  writeFileSync(resolve(root, 'data/answers-nyt-fetched.json'), `${JSON.stringify({ results }, null, 1)}\n`);
  const sourcesFile = resolve(root, 'data/SOURCES.md');
  const sources = readFileSync(sourcesFile, 'utf8');
  const a = sources.indexOf(SOURCES_START);
  const b = sources.indexOf(SOURCES_END);
  if (a < 0 || b < a) throw new Error(`data/SOURCES.md has no ${SOURCES_START} … ${SOURCES_END} block`);
  const first = results[0];
  const last = results[results.length - 1];
  const row =
    `${SOURCES_START}\n` +
    `\`answers-nyt-fetched.json\`: ${results.length} days, ${first.date} (puzzle ${first.puzzle}) to ${last.date} (puzzle ${last.puzzle}), ` +
    `fetched by \`npm run data -- --update\` from ${baseUrl}/svc/wordle/v2/<date>.json, the last ${answers.length} on ${fetchedAt}. ` +
    `\`{"results": [{date, puzzle, id, word}]}\`: \`puzzle\` is the days since 2021-06-19, \`id\` the file's own id (the copied list's \`number\`).\n` +
    SOURCES_END;
  writeFileSync(sourcesFile, sources.slice(0, a) + row + sources.slice(b + SOURCES_END.length));
}
