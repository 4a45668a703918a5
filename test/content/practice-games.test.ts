// Drives the practice page (test/practice) through whole games in happy-dom, with watchBoard
// running as in the extension. Every board it reports, and a synchronous readBoard at every
// mutation and every millisecond, is checked against the truth: rows only as submitted, colours
// as the rule gives them, and only rows whose tiles show those colours with no flip running.
import { afterEach, describe, expect, test } from 'vitest';
import { isValidHardGuess } from '../../src/core/hard-mode';
import { score } from './colours';
import { ANSWERS, WORDS, clearRow, enterWord, rng, toasts, until, type Variant } from './drive';
import { SPEED, Session, candidatePicker, losingPicker, type Picker } from './game-session';

let session: Session | null = null;
let violations = 0;
afterEach(() => session?.stop());

interface PlayOptions { rejectAt?: number; hardViolationAt?: number; reloadAt?: number }

async function play(s: Session, pick: Picker, rand: (n: number) => number, o: PlayOptions = {}): Promise<void> {
  let how = rand(6);
  await until(() => s.caughtUp(), 'the first board reported');
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
  await s.settle();
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
  // The board was checked all along: at least once per letter typed (every mutation is checked, and
  // every millisecond the timer gets; a loaded machine gives the timer few).
  expect(s.checks).toBeGreaterThan(rows.length * 5);
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
    const s = session;
    s.practice.newGame(ANSWERS[rand(ANSWERS.length)]);
    await until(() => s.reports.length > before, 'the new puzzle reported');
    expect(session.reports[before]).toMatchObject({ kind: 'board', rows: [], status: 'playing' });
    await play(session, candidatePicker(rand), rand);
    expectFinalBoard(session, 'won');
  });
});
