// Drives the practice page (test/practice) through whole games in happy-dom, with watchBoard
// running as in the extension. Every board it reports, and a synchronous readBoard at every
// mutation and every millisecond, is checked against the truth: rows only as submitted, colours
// as the rule gives them, and only rows whose tiles show those colours with no flip running.
import { afterEach, describe, expect, test } from 'vitest';
import { readBoard } from '../../src/content/read-board';
import { watchBoard } from '../../src/content/watch-board';
import { isValidHardGuess } from '../../src/core/hard-mode';
import type { PageReading } from '../../src/shared/page';
import { startPractice, type Practice } from '../practice/practice.js';
import { score } from './colours';
import { ANSWERS, WORDS, clearRow, domTiles, enterWord, rng, sleep, toasts, type Variant } from './drive';

const SPEED = 20; // animations 20× faster: a reveal takes 85 ms instead of 1.7 s
const DEBOUNCE = 3;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

class Session {
  practice!: Practice;
  reports: PageReading[] = [];
  problems: string[] = [];
  checks = 0;
  reloading = false;
  private ac = new AbortController();
  private interval: ReturnType<typeof setInterval>;
  private observer: MutationObserver;

  constructor(readonly variant: Variant, readonly search: string) {
    document.body.className = '';
    document.body.innerHTML = '<div id="wordle-app-game"></div>';
    localStorage.clear();
    this.practice = startPractice({ doc: document, storage: localStorage, words: WORDS, answers: ANSWERS, search });
    watchBoard(document, { signal: this.ac.signal, debounceMs: DEBOUNCE, graceMs: 30 }, (r) => {
      this.check(r, 'report');
      if (this.reports.length && same(this.reports[this.reports.length - 1], r)) this.problems.push('reported an unchanged board');
      this.reports.push(r);
    });
    const sync = () => this.practice.game && this.check(readBoard(document, localStorage), 'sync');
    this.observer = new MutationObserver(sync);
    this.observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    this.interval = setInterval(sync, 1);
  }

  get state() {
    return this.practice.game!.state;
  }

  check(r: PageReading, source: string): void {
    this.checks++;
    if (r.kind !== 'board') {
      if (!this.reloading && this.practice.game) this.problems.push(`${source}: unrecognised: ${r.reason}`);
      return;
    }
    const game = this.practice.game;
    if (!game) return;
    const { guesses } = game.state;
    const answer = this.practice.answer;
    const tiles = domTiles(document, this.variant);
    if (r.markup !== (this.variant === 'react' ? 'react' : 'shadow-dom')) this.problems.push(`${source}: markup ${r.markup}`);
    if (r.rows.length > guesses.length) this.problems.push(`${source}: ${r.rows.length} rows, only ${guesses.length} submitted`);
    r.rows.forEach((row, i) => {
      if (row.guess !== guesses[i]) this.problems.push(`${source}: row ${i + 1} is ${row.guess}, submitted ${guesses[i]}`);
      if (!same(row.marks, score(row.guess, answer))) this.problems.push(`${source}: row ${i + 1} wrong colours`);
      tiles[i].forEach((t, k) => {
        if (t.state !== row.marks[k]) this.problems.push(`${source}: row ${i + 1} tile ${k + 1} reported ${row.marks[k]}, shows ${t.state}`);
        if (t.animation !== 'idle') this.problems.push(`${source}: row ${i + 1} tile ${k + 1} reported while ${t.animation}`);
      });
    });
  }

  /** Waits until the game accepts input again (the reveal is over) and the watcher has had its say. */
  async settle(): Promise<void> {
    for (let i = 0; i < 400 && this.practice.game?.state.busy; i++) await sleep(5);
    await sleep(DEBOUNCE * 6);
  }

  /** Waits (like a player looking at the board) until the watcher has reported `rows` settled rows. */
  async reported(rows: number): Promise<void> {
    const has = () => this.reports.some((r) => r.kind === 'board' && r.rows.length === rows);
    for (let i = 0; i < 200 && !has(); i++) await sleep(5);
  }

  async reload(): Promise<void> {
    this.reloading = true;
    this.practice.destroy();
    this.practice = startPractice({ doc: document, storage: localStorage, words: WORDS, answers: ANSWERS, search: this.search });
    await sleep(DEBOUNCE * 6);
    this.reloading = false;
  }

  stop(): void {
    this.ac.abort();
    clearInterval(this.interval);
    this.observer.disconnect();
    this.practice.destroy();
  }
}

let session: Session | null = null;
let violations = 0;
afterEach(() => session?.stop());

type Picker = (s: Session) => string;
const candidatePicker = (rand: (n: number) => number): Picker => (s) => {
  const { guesses, evaluations } = s.state;
  const fits = ANSWERS.filter((w) => guesses.every((g, i) => same(score(g, w), evaluations[i])));
  return fits[rand(fits.length)];
};
const losingPicker = (rand: (n: number) => number): Picker => (s) => {
  let w = '';
  do w = [...WORDS][rand(WORDS.size)];
  while (w === s.practice.answer || s.state.guesses.includes(w));
  return w;
};

interface PlayOptions { rejectAt?: number; hardViolationAt?: number; reloadAt?: number }

async function play(s: Session, pick: Picker, rand: (n: number) => number, o: PlayOptions = {}): Promise<void> {
  let how = rand(6);
  await sleep(DEBOUNCE * 6);
  while (s.state.status === 'IN_PROGRESS') {
    const row = s.state.guesses.length;
    await s.reported(row);
    if (row === o.reloadAt) {
      await s.reload();
      o.reloadAt = undefined;
      expect(s.state.guesses).toHaveLength(row);
    }
    if (row === o.rejectAt) {
      enterWord(document, s.variant, 'qzqzq', how++);
      await s.settle();
      expect(toasts(document, s.variant)).toContain('Not in word list');
      expect(s.state.guesses).toHaveLength(row);
      clearRow(document);
    }
    if (row === o.hardViolationAt && row > 0) {
      const board = s.state.guesses.map((guess, i) => ({ guess, marks: s.state.evaluations[i] }));
      const bad = [...WORDS].find((w) => !isValidHardGuess(board, w).ok);
      if (!bad) {
        o.hardViolationAt = row + 1; // nothing revealed yet that hard mode could require
        continue;
      }
      const reason = isValidHardGuess(board, bad);
      violations++;
      enterWord(document, s.variant, bad, how++);
      await s.settle();
      expect(toasts(document, s.variant)).toContain(reason.ok ? '' : reason.reason);
      expect(s.state.guesses).toHaveLength(row);
      clearRow(document);
      o.hardViolationAt = undefined;
    }
    if (row === o.hardViolationAt) o.hardViolationAt = row + 1;
    const guess = pick(s);
    enterWord(document, s.variant, guess, how++);
    await s.settle();
    expect(s.state.guesses[row]).toBe(guess);
  }
  await sleep(DEBOUNCE * 10);
}

function expectFinalBoard(s: Session, status: 'won' | 'lost'): void {
  const answer = s.practice.answer;
  const rows = s.state.guesses.map((guess) => ({ guess, marks: score(guess, answer) }));
  expect(s.problems).toEqual([]);
  if (process.env.DEBUG_REPORTS) console.log(s.reports.map((r) => (r.kind === 'board' ? `${r.rows.length}${r.typing}` : 'x')).join(' '));
  const last = s.reports[s.reports.length - 1];
  expect(last).toMatchObject({ kind: 'board', rows, typing: '', status });
  // The watcher saw every settled board on the way: 0, 1, ... rows.
  const seen = new Set(s.reports.map((r) => (r.kind === 'board' ? r.rows.length : -1)));
  for (let n = 0; n <= rows.length; n++) expect(seen.has(n), `a report with ${n} rows`).toBe(true);
  expect(s.checks).toBeGreaterThan(100);
}

describe.each<Variant>(['react', 'shadow'])('whole games on the %s practice page', (variant) => {
  test.each([1, 2, 3])('win, random answer (seed %i), with a rejected word', async (seed) => {
    const rand = rng(seed * 7 + (variant === 'react' ? 0 : 100));
    const answer = ANSWERS[rand(ANSWERS.length)];
    session = new Session(variant, `?answer=${answer}&variant=${variant}&speed=${SPEED}`);
    await play(session, candidatePicker(rand), rand, { rejectAt: 1 });
    expectFinalBoard(session, 'won');
  });

  test('loss after six wrong guesses', async () => {
    const rand = rng(variant === 'react' ? 42 : 43);
    session = new Session(variant, `?answer=crane&variant=${variant}&speed=${SPEED}`);
    await play(session, losingPicker(rand), rand);
    expect(toasts(document, variant)).toContain('CRANE');
    expectFinalBoard(session, 'lost');
  });

  test('hard mode refuses a word with the NYT message; the reading says hard mode', async () => {
    const rand = rng(variant === 'react' ? 5 : 6);
    session = new Session(variant, `?answer=${ANSWERS[rand(ANSWERS.length)]}&variant=${variant}&hard=1&speed=${SPEED}`);
    violations = 0;
    await play(session, candidatePicker(rand), rand, { hardViolationAt: 1 });
    expect(violations).toBe(1);
    expectFinalBoard(session, session.state.status === 'WIN' ? 'won' : 'lost');
    expect(session.reports.every((r) => r.kind !== 'board' || r.hardMode === true)).toBe(true);
  });

  test('a reload mid-game restores the board, and reading goes on', async () => {
    const rand = rng(variant === 'react' ? 11 : 12);
    session = new Session(variant, `?answer=${ANSWERS[rand(ANSWERS.length)]}&variant=${variant}&speed=${SPEED}`);
    await play(session, losingPicker(rand), rand, { reloadAt: 3 });
    expectFinalBoard(session, 'lost');
  });

  test('a new puzzle in the same tab', async () => {
    const rand = rng(variant === 'react' ? 21 : 22);
    session = new Session(variant, `?answer=${ANSWERS[rand(ANSWERS.length)]}&variant=${variant}&speed=${SPEED}`);
    await play(session, candidatePicker(rand), rand);
    expectFinalBoard(session, 'won');
    const before = session.reports.length;
    session.practice.newGame(ANSWERS[rand(ANSWERS.length)]);
    await sleep(DEBOUNCE * 6);
    expect(session.reports[before]).toMatchObject({ kind: 'board', rows: [], status: 'playing' });
    await play(session, candidatePicker(rand), rand);
    expectFinalBoard(session, 'won');
  });
});
